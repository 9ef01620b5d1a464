package dev.arbiter.engine;

import dev.arbiter.log.LogLine;
import dev.arbiter.model.Cause;
import dev.arbiter.model.StackItem;

/**
 * One thing the engine did, as the outcome line that records it, with the tag of the rule that did it and the stack
 * item resolving then (null outside a resolution); for a permanent that left the battlefield attached to something,
 * the id of that object ({@code host}: the last known information the outcome line has no field for), else null.
 */
public record Done(LogLine.Outcome outcome, RuleTag rule, StackItem during, String host) {
    /** The CR number of the rule that made the change, which a finding about it cites. */
    public String cr() {
        return rule.cr();
    }

    /**
     * The log's own external outcome line being applied (mtglog §3): a change made outside any rule, or a token made
     * for an external {@code create_token}. Neither is a consequence to record or to derive.
     */
    public boolean external() {
        return rule.none() || "external".equals(outcome.by());
    }

    /**
     * Parts of an action line itself (costs paid, the resolving spell's own last move) rather than consequences, and
     * what a player's leaving the game does (800.4a): the log format has no line for most of it, so the engine
     * derives all of it in both modes; a recorded log may show a token's leaving ({@code cease}) or the exile. Which
     * rules make such changes is their {@code @recorded("implied")} metadata ({@link RuleTag}).
     */
    public boolean implied() {
        return switch (rule.recorded()) {
            case CHOSEN -> false;
            case IMPLIED -> true;
            case CONSEQUENCE -> outcome instanceof LogLine.Move m && (m.cause() == Cause.COST
                    || m.cause() == Cause.RESOLVE)
                    || outcome instanceof LogLine.Cease c && during != null && during.hasSpell()
                    && during.getSpell().getId().equals(c.object());
        };
    }
}
