package dev.arbiter.engine;

import dev.arbiter.cards.ActivatedDef;
import dev.arbiter.cards.TargetSpec;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Target;
import dev.arbiter.model.TargetIllegal;

import java.util.ArrayList;
import java.util.List;

/**
 * Counting and reporting helpers for the legality rules of the "cast" group (the global {@code casting} in DRL):
 * the number of targets (601.2c, 115.6), sacrificed permanents (701.17a, 601.2h), and the report of a target chosen
 * illegally (601.2c), made once.
 */
public final class CastChecks {
    private final Game game;
    private final Facts facts;

    CastChecks(Game game, Facts facts) {
        this.game = game;
        this.facts = facts;
    }

    /** A target the player chose illegally: reported once (601.2c); it stays illegal for the rules. */
    public void illegalTargetChosen(Target t, TargetIllegal why) {
        if (t.isReported()) {
            return;
        }
        t.setReported(true);  // no rule reads it (so no update): it only keeps this report from being made twice
        t.getItem().setTargetReported(true);
        List<String> related = why.getRule().equals("601.2c") ? List.of() : List.of(why.getRule());
        game.finding("601.2c", related, t.getItem() + " targets " + t.getId() + ", which is not a legal target: "
                + why.getReason(), "a legal target", t.getId(), List.of(t.getId(), t.getItem().getLogId()));
    }

    /** What is wrong with the number of targets, or null (601.2c, 115.6). */
    public String targetCountProblem(StackItem item) {
        List<TargetSpec> specs = specs(item);
        int[] counts = targetCounts(item, specs.size());
        if (item.getTargetGroups() < 0) {
            for (TargetSpec s : specs) {
                if (s.min() > 0) {
                    return "no targets are given, and the text needs " + targetCountExpected(item);
                }
            }
            return null;
        }
        int groups = item.getTargetGroups();
        // "targets": [] for a text whose every "target" is "up to": nothing chosen, the same as one empty group each
        if (groups == 0 && specs.stream().allMatch(TargetSpec::upTo)) {
            return null;
        }
        // trailing "up to" instances left out of the line chose nothing, as an empty group for each would say
        // (mtglog §4); a left-out instance that needs a target is still missing
        if (groups > specs.size() || groups < specs.size() && !specs.subList(groups, specs.size()).stream()
                .allMatch(TargetSpec::upTo)) {
            return groups + " target groups for " + specs.size() + " instances of \"target\"";
        }
        for (int i = 0; i < groups; i++) {
            if (counts[i] < specs.get(i).min() || counts[i] > specs.get(i).max()) {
                return counts[i] + " targets for \"" + phrase(specs.get(i)) + "\"";
            }
        }
        return null;
    }

    /** The words of one instance of "target" as the card says them: "up to one target creature you control". */
    static String phrase(TargetSpec s) {
        String n = s.max() == 1 ? "one" : String.valueOf(s.max());
        if (s.upTo()) {
            return "up to " + n + " target " + s.kind().words();
        }
        return (s.min() == s.max() ? (s.max() == 1 ? "" : n + " ") : s.min() + " to " + s.max() + " ") + "target "
                + s.kind().words();
    }

    public String targetCountExpected(StackItem item) {
        List<String> parts = new ArrayList<>();
        for (TargetSpec s : specs(item)) {
            parts.add(phrase(s));
        }
        return parts.isEmpty() ? "no targets" : String.join(", then ", parts);
    }

    public String targetCountObserved(StackItem item) {
        if (item.getTargetGroups() < 0) {
            return "no targets";
        }
        int groups = item.getTargetGroups();
        int[] counts = targetCounts(item, groups);
        List<String> parts = new ArrayList<>();
        for (int c : counts) {
            parts.add(String.valueOf(c));
        }
        return groups + " group(s) of " + String.join(", ", parts);
    }

    private List<TargetSpec> specs(StackItem item) {
        if (item.hasSpell()) {
            return item.getSpell().getDef().targets();
        }
        if (item.getKind() == StackItem.Kind.ACTIVATED) {
            return item.getSource().getDef().activated(item.getAbility()).targets();
        }
        Object specs = item.get("targetSpecs");
        return specs == null ? List.of() : castSpecs(specs);
    }

    @SuppressWarnings("unchecked")
    private static List<TargetSpec> castSpecs(Object o) {
        return (List<TargetSpec>) o;
    }

    private int[] targetCounts(StackItem item, int groups) {
        int[] counts = new int[Math.max(groups, 0)];
        for (Target t : facts.all(Target.class)) {
            if (t.getItem() == item && t.getInstance() < counts.length) {
                counts[t.getInstance()]++;
            }
        }
        return counts;
    }

    /**
     * The number of permanents the log sacrifices beyond what the costs ask for, or 0: a spell's additional cost
     * "sacrifice a ..." asks for one, an ability's "sacrifice this" for its source, "sacrifice an Aura attached to
     * it" for one more (601.2h, 602.2b).
     */
    public int unaskedSacrifices(StackItem item) {
        int asked = 0;
        if (item.hasSpell() && item.getSpell().getDef().additionalSacrifice() != null) {
            asked = 1;
        } else if (item.getKind() == StackItem.Kind.ACTIVATED) {
            ActivatedDef a = ability(item);
            asked = (a.sacrificeSelf() ? 1 : 0) + (a.sacrifice() != null ? 1 : 0);
        }
        return Math.max(0, item.getSacrificed().size() - asked);
    }

    /** The kind of permanent a mandatory sacrifice cost asks for when the log sacrificed none, or null (601.2h). */
    public String unpaidSacrifice(StackItem item) {
        String kind = item.hasSpell() ? (item.isCast() ? item.getSpell().getDef().additionalSacrifice() : null)
                : item.getKind() == StackItem.Kind.ACTIVATED ? ability(item).sacrifice() : null;
        long others = item.getSacrificed().stream().filter(o -> o != item.getSource()).count();
        return kind != null && others == 0 ? kind : null;
    }

    private static ActivatedDef ability(StackItem item) {
        return item.getSource().getDef().activated(item.getAbility());
    }

    /** A permanent sacrificed for the item that its payer did not control, in words, or null (701.17a). */
    public String sacrificedNotControlled(StackItem item) {
        for (GameObject o : item.getSacrificed()) {
            Object ctl = item.get("sacrificedController:" + o.getId());
            String controller = ctl == null ? o.getController() : (String) ctl;
            if (!controller.equals(item.getController())) {
                return o.getId() + " is controlled by " + controller + ", not by " + item.getController();
            }
        }
        return null;
    }

    /** The kind of permanent the item's mandatory sacrifice names ("creature", "Aura attached to it"), or null. */
    public String sacrificeKind(StackItem item) {
        return item.hasSpell() ? item.getSpell().getDef().additionalSacrifice()
                : item.getKind() == StackItem.Kind.ACTIVATED ? ability(item).sacrifice() : null;
    }

    /**
     * A permanent sacrificed for the item, controlled by its payer, that is not of the kind the cost names, in words,
     * or null: such a sacrifice doesn't pay the cost (601.2h).
     */
    public String sacrificedWrongKind(StackItem item) {
        String kind = sacrificeKind(item);
        for (GameObject o : item.getSacrificed()) {
            if ("creature".equals(kind) && !o.isCreature()) {
                return o.describe() + ", which is not a creature";
            }
            if ("Aura attached to it".equals(kind) && o != item.getSource() && (!o.isAura()
                    || !item.getSource().getId().equals(item.get("sacrificedAttachedTo:" + o.getId())))) {
                return o.describe() + ", which is not an Aura attached to " + item.getSource().getId();
            }
        }
        return null;
    }
}
