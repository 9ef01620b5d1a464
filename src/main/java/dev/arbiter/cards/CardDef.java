package dev.arbiter.cards;

import dev.arbiter.model.CardType;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A card's (or a predefined token's) characteristics and the parts of its text the rules need, as data. What the
 * card does is DRL under rules/cards/ (tokens: rules/roles/), matched by {@link #name()}.
 *
 * @param abilities   printed abilities: keywords in lower case with their parameter ("ward {2}"), then named
 *                    abilities the DRL refers to
 * @param targets     one entry per instance of the word "target" in the spell's text, in text order
 * @param additionalSacrifice the mandatory additional cost "sacrifice a ..." (a card type), or null
 * @param kicker      the kicker cost, or null
 * @param alternativeCosts the names of alternative costs the card offers (flashback, pitch, ...)
 * @param triggerTargets for each triggered ability that targets, its instances of "target"
 * @param choices     the names of the decisions its resolution reads from {@code resolve.choices}
 */
public record CardDef(String name, String manaCost, Set<CardType> types, Set<String> subtypes,
                      Set<String> supertypes, Set<String> colors, Integer power, Integer toughness,
                      List<String> abilities, List<TargetSpec> targets, boolean hasX, String kicker,
                      String additionalSacrifice, Set<String> alternativeCosts, List<ActivatedDef> activated,
                      Map<String, List<TargetSpec>> triggerTargets, List<String> choices, boolean token,
                      String text) {

    public boolean is(CardType t) {
        return types.contains(t);
    }

    public boolean isPermanentCard() {
        return !is(CardType.INSTANT) && !is(CardType.SORCERY);
    }

    /** The mana value (CR 202.3): X counts as 0 outside the stack. */
    public int manaValue() {
        int mv = 0;
        if (manaCost == null) {
            return 0;
        }
        for (String sym : manaCost.replace("}", "").split("\\{")) {
            if (sym.isEmpty() || sym.equals("X")) {
                continue;
            }
            mv += sym.chars().allMatch(Character::isDigit) ? Integer.parseInt(sym) : 1;
        }
        return mv;
    }

    public boolean hasAbility(String ability) {
        return abilities.contains(ability);
    }

    public List<TargetSpec> triggerTargets(String ability) {
        return triggerTargets.getOrDefault(ability, List.of());
    }

    public ActivatedDef activated(String abilityName) {
        return activated.stream().filter(a -> a.name().equals(abilityName)).findFirst().orElse(null);
    }
}
