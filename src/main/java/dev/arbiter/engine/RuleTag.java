package dev.arbiter.engine;

import org.kie.api.definition.rule.Rule;

/**
 * What the engine needs to know of the rule that made a change, read from the rule's metadata rather than its name
 * (renaming a rule changes only the trace): its CR number — the first of {@code @cr} — which a finding about the
 * change cites, and what a recorded log must show of what it does ({@code @recorded}).
 *
 * @param cr       the CR number ("704.5y"), or "" for a change made outside any rule
 * @param recorded what a recorded log must show of it
 */
public record RuleTag(String cr, Recorded recorded) {
    /** What a recorded log must show of a change. */
    public enum Recorded {
        /**
         * A consequence the log records — unless the change itself is a cost paid or a resolving spell's own move,
         * parts of an action line (mtglog §3). The default.
         */
        CONSEQUENCE,
        /**
         * {@code @recorded("implied")}: a part of the action line itself (a spell's move to the stack or its last move,
         * a played land's move, a cost, an attacker tapping) or what mtglog has no line for (leaving the game, 800.4a):
         * the engine derives it in both modes; a recorded log may write it out and it is matched, but need not.
         */
        IMPLIED,
        /**
         * The player's choice that the log names (the card exiled to pay Force of Will's alternative cost): recorded
         * and written out by derive even though it is a cost.
         */
        CHOSEN
    }

    /** No rule: an external outcome line being applied, or a change outside any rule's consequence. */
    static final RuleTag NONE = new RuleTag("", Recorded.CONSEQUENCE);
    /** A cast's own move to the stack: a part of the cast line (mtglog §3), matched if written out. */
    static final RuleTag CAST_MOVE = new RuleTag("601.2a", Recorded.IMPLIED);
    /** A cost paid as a spell is cast (life, 601.2h): a part of the cast line, matched if written out. */
    static final RuleTag COST = new RuleTag("601.2h", Recorded.IMPLIED);
    /** A played land's move onto the battlefield: a part of the play line, matched if written out. */
    static final RuleTag LAND_PLAY = new RuleTag("305.1", Recorded.IMPLIED);
    /** The card exiled to pay Force of Will's alternative cost: the player's choice, named by the log. */
    static final RuleTag PITCHED = new RuleTag("118.9", Recorded.CHOSEN);

    /** The metadata value of {@code @recorded} that marks a rule {@link Recorded#IMPLIED}. */
    public static final String IMPLIED = "implied";

    /** A DRL rule's tag, from its {@code @cr} and {@code @recorded} metadata. */
    static RuleTag of(Rule rule) {
        String cr = Rulebase.meta(rule, "cr");
        String first = cr == null ? "" : RuleLint.firstCr(cr);
        // any other value is no tag (RuleCatalogueTest holds rules/ to "implied")
        return new RuleTag(first, IMPLIED.equals(Rulebase.meta(rule, "recorded")) ? Recorded.IMPLIED
                : Recorded.CONSEQUENCE);
    }

    /** Whether no rule made the change (an external line being applied). */
    boolean none() {
        return cr.isEmpty();
    }
}
