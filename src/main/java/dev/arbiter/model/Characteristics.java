package dev.arbiter.model;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The characteristics of one permanent as a layer pass works them out (CR 613.1): a fact of its own, which the rules
 * in rules/layers/ match and update as each effect applies, so that only those few rules are re-evaluated while a pass
 * runs. The permanent reads its characteristics from here; working memory is told that the permanent changed only
 * when a pass ends with values other than those it last saw ({@link #commit}), so the rules about permanents in the
 * other groups are woken by real changes, not by every step of every pass.
 */
public final class Characteristics {
    private final GameObject object;

    private String controller;
    private final Set<CardType> types = EnumSet.noneOf(CardType.class);
    private final Set<String> subtypes = new LinkedHashSet<>();
    private final Set<String> colors = new LinkedHashSet<>();
    private final Set<String> abilities = new LinkedHashSet<>();
    private int power;
    private int toughness;
    /** The keys of the effects this pass has applied to the permanent (and "counters"). */
    private final Set<String> applied = new HashSet<>();

    // what working memory last saw of the permanent: the values of the last committed pass
    private String seenController;
    private final Set<CardType> seenTypes = EnumSet.noneOf(CardType.class);
    private final Set<String> seenSubtypes = new LinkedHashSet<>();
    private final Set<String> seenColors = new LinkedHashSet<>();
    private final Set<String> seenAbilities = new LinkedHashSet<>();
    private int seenPower;
    private int seenToughness;

    Characteristics(GameObject object) {
        this.object = object;
    }

    /** Back to the object's own values (CR 613.1); the first values an object has are also what is first seen. */
    void reset(String baseController, boolean first) {
        controller = baseController;
        types.clear();
        types.addAll(object.getDef().types());
        subtypes.clear();
        subtypes.addAll(object.getDef().subtypes());
        colors.clear();
        colors.addAll(object.getDef().colors());
        abilities.clear();
        abilities.addAll(object.getDef().abilities());
        power = object.getDef().power() == null ? 0 : object.getDef().power();
        toughness = object.getDef().toughness() == null ? 0 : object.getDef().toughness();
        applied.clear();
        if (first) {
            commit();
        }
    }

    /**
     * The end of a layer pass: whether the values differ from what working memory last saw of the permanent (then
     * they become what it has seen, and the engine updates the permanent). Which effects applied is not compared:
     * only the layer rules, which match this fact, look at that.
     */
    public boolean commit() {
        if (Objects.equals(controller, seenController) && power == seenPower && toughness == seenToughness
                && types.equals(seenTypes) && subtypes.equals(seenSubtypes) && colors.equals(seenColors)
                && abilities.equals(seenAbilities)) {
            return false;
        }
        seenController = controller;
        seenPower = power;
        seenToughness = toughness;
        copy(types, seenTypes);
        copy(subtypes, seenSubtypes);
        copy(colors, seenColors);
        copy(abilities, seenAbilities);
        return true;
    }

    private static <T> void copy(Set<T> from, Set<T> to) {
        to.clear();
        to.addAll(from);
    }

    /** The permanent these are the characteristics of. */
    public GameObject getObject() {
        return object;
    }

    // ---- what the layer rules read of the permanent itself (not characteristics: no effect changes them)

    public boolean isPhasedOut() {
        return object.isPhasedOut();
    }

    public boolean isEnchanted() {
        return object.isEnchanted();
    }

    public long getTimestamp() {
        return object.getTimestamp();
    }

    public int counters(String kind) {
        return object.counters(kind);
    }

    // ---- the values being worked out

    public String getController() {
        return controller;
    }

    public void setController(String controller) {
        this.controller = controller;
    }

    public Set<CardType> getTypes() {
        return types;
    }

    public Set<String> getSubtypes() {
        return subtypes;
    }

    public Set<String> getColors() {
        return colors;
    }

    public Set<String> getAbilities() {
        return abilities;
    }

    public boolean hasAbility(String ability) {
        return abilities.contains(ability);
    }

    public int getPower() {
        return power;
    }

    public int getToughness() {
        return toughness;
    }

    public void setPowerToughness(int power, int toughness) {
        this.power = power;
        this.toughness = toughness;
    }

    public void modifyPowerToughness(int dp, int dt) {
        this.power += dp;
        this.toughness += dt;
    }

    public boolean isCreature() {
        return types.contains(CardType.CREATURE);
    }

    public boolean isEnchantment() {
        return types.contains(CardType.ENCHANTMENT);
    }

    /** The values rules read, at one moment. */
    private record Values(String controller, Set<CardType> types, List<String> subtypes, List<String> colors,
                          List<String> abilities, int power, int toughness) {
    }

    /**
     * The values the rules read (controller, types, subtypes, colors, abilities, power, toughness) as one value that
     * stays as it is: a layer rule compares them before and after it applies an effect, and updates this fact only
     * when they differ (rules/layers/layers.drl says why).
     */
    public Object values() {
        return new Values(controller, EnumSet.copyOf(types), List.copyOf(subtypes), List.copyOf(colors),
                List.copyOf(abilities), power, toughness);
    }

    /** Whether this pass has applied the effect with this key to the permanent already. */
    public boolean hasApplied(String effectKey) {
        return applied.contains(effectKey);
    }

    public void markApplied(String effectKey) {
        applied.add(effectKey);
    }

    @Override
    public String toString() {
        return "characteristics of " + object;
    }
}
