package dev.arbiter.engine;

import dev.arbiter.log.LogLine;
import dev.arbiter.model.StackItem;

/**
 * One thing the engine did, as the outcome line that records it, with the rule that did it and the stack item
 * resolving then (null outside a resolution).
 */
public record Done(LogLine.Outcome outcome, String rule, StackItem during) {
    /** The rule name of a cast's own move to the stack: a part of the cast line (mtglog §3), matched if written out. */
    static final String CAST_MOVE = "601.2a a spell moves to the stack as it is cast";
    /** The rule name of a cost paid as a spell is cast (life, 601.2h): a part of the cast line, matched if written out. */
    static final String COST = "601.2h the caster pays the spell's costs";
    /** The rule name of a played land's move onto the battlefield: a part of the play line, matched if written out. */
    static final String LAND_PLAY = "305.1 a played land moves onto the battlefield";
    /**
     * The rule name of the card exiled to pay Force of Will's alternative cost: the player's choice, named by the log,
     * so unlike the other parts of a cast it is written out by derive and recorded by a recorded log.
     */
    static final String PITCHED = "118.9 a card is exiled from its caster's hand to pay an alternative cost";

    /** The CR number at the start of the rule's name ("704.5y keep only …" → "704.5y"). */
    public String cr() {
        int sp = rule.indexOf(' ');
        return sp < 0 ? rule : rule.substring(0, sp);
    }

    /**
     * The log's own external outcome line being applied (mtglog §3): a change made outside any rule, or a token made
     * for an external {@code create_token}. Neither is a consequence to record or to derive.
     */
    public boolean external() {
        return rule.isEmpty() || "external".equals(outcome.by());
    }

    /**
     * Parts of an action line itself (costs paid, the resolving spell's own last move) rather than consequences, and
     * what a player's leaving the game does (800.4a): the log format has no line for most of it, so the engine
     * derives all of it in both modes; a recorded log may show a token's leaving ({@code cease}) or the exile.
     */
    public boolean implied() {
        if (rule.equals(PITCHED)) {
            return false;
        }
        return outcome instanceof LogLine.Move m && (m.cause() == dev.arbiter.model.Cause.COST
                || m.cause() == dev.arbiter.model.Cause.RESOLVE)
                || rule.equals(CAST_MOVE) || rule.equals(LAND_PLAY) || rule.equals(COST) || rule.startsWith("608.2n") || rule.startsWith("608.3") || rule.startsWith("508.1f")
                || rule.startsWith("800.4")  // leaving the game: derived in both modes, a recorded log need not show it
                || outcome instanceof LogLine.Cease c && during != null && during.hasSpell()
                && during.getSpell().getId().equals(c.object());
    }
}
