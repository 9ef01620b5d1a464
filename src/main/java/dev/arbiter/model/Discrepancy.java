package dev.arbiter.model;

import dev.arbiter.log.LogLine;

/**
 * A difference between what the rules did and what the log records, for the rules in rules/audit/ to explain:
 * {@link Kind#UNRECORDED} — the rules required it and the log does not show it (recorded logs); {@link
 * Kind#UNEXPLAINED} — the log shows it and the rules did not do it. Matched pairs are explained together. It also
 * says what was happening when it happened — the step's action line, the step, the object resolving — so that the
 * rules in rules/audit/records.drl can report what no other audit rule explained under the right rule.
 */
public final class Discrepancy {
    public enum Kind { UNRECORDED, UNEXPLAINED }

    /** What kind of action line the step began with: the rule a change it can't account for breaks. */
    public enum Action {
        /** A turn or step line: the turn-based actions of the steps it begins (703.4). */
        TURN_BASED,
        CAST,
        /** A play line (a land). */
        PLAY,
        ACTIVATE,
        ATTACK,
        BLOCK,
        DAMAGE,
        /** Any other line: a point where only state-based actions and triggered abilities happen (117.5). */
        OTHER
    }

    private final Kind kind;
    private final LogLine.Outcome outcome;
    private final String rule;
    private final StackItem during;
    private final int line;
    private final String type;
    private final String object;
    private final int seq;
    private final Action action;
    private final String actor;
    private final Step step;
    private boolean explained;
    private boolean reported;

    /**
     * @param seq    the order in which the audit took the differences (the log's lines first, then the rules'
     *               changes): what no rule explains is reported in this order
     * @param action the kind of the step's action line
     * @param actor  what the action line names as it is written: the card cast or played, the source activated
     * @param step   the step the game is in now
     */
    public Discrepancy(Kind kind, LogLine.Outcome outcome, String rule, StackItem during, int line, String object,
                       int seq, Action action, String actor, Step step) {
        this.kind = kind;
        this.seq = seq;
        this.action = action;
        this.actor = actor;
        this.step = step;
        this.outcome = outcome;
        this.rule = rule;
        this.during = during;
        this.line = line;
        this.type = outcome.getClass().getSimpleName();
        this.object = object;
    }

    public Kind getKind() {
        return kind;
    }

    public boolean isUnrecorded() {
        return kind == Kind.UNRECORDED;
    }

    public boolean isUnexplained() {
        return kind == Kind.UNEXPLAINED;
    }

    public LogLine.Outcome getOutcome() {
        return outcome;
    }

    /** For an unrecorded change: the CR number of the rule that made it. */
    public String getRule() {
        return rule;
    }

    /** The stack item resolving when the rules made it (unrecorded) or that the line is attributed to. */
    public StackItem getDuring() {
        return during;
    }

    public int getLine() {
        return line;
    }

    /** The outcome's line type: Move, CreateToken, Life, ... */
    public String getType() {
        return type;
    }

    /** The main object or player the outcome is about (resolved to engine ids). */
    public String getObject() {
        return object;
    }

    public boolean isExplained() {
        return explained;
    }

    public void setExplained(boolean explained) {
        this.explained = explained;
    }

    public int getSeq() {
        return seq;
    }

    public Action getAction() {
        return action;
    }

    /** What the step's action line names (the card cast or played, the source activated), as the log writes it. */
    public String getActor() {
        return actor;
    }

    public Step getStep() {
        return step;
    }

    /**
     * Whether rules/audit/records.drl has reported it as what no other audit rule explained. Kept apart from {@link
     * #isExplained()}, which the audit rules that follow from an explained difference read.
     */
    public boolean isReported() {
        return reported;
    }

    public void setReported(boolean reported) {
        this.reported = reported;
    }

    /** Whether the outcome untaps a permanent. */
    public boolean isUntap() {
        return outcome instanceof LogLine.Tap t && !t.tapped();
    }

    /** For a phase line: whether it phases the permanent out (true) or in (false); otherwise null. */
    public Boolean getPhasesOut() {
        return outcome instanceof LogLine.Phase p ? p.out() : null;
    }

    public boolean isSba() {
        return outcome instanceof LogLine.Move m && m.cause() == Cause.SBA;
    }

    public Zone getTo() {
        return outcome instanceof LogLine.Move m ? m.to() : null;
    }

    /** For a {@code create_token} line: the token's name; otherwise null. */
    public String getToken() {
        return outcome instanceof LogLine.CreateToken t ? t.token() : null;
    }

    /** For a {@code create_token} line: the id it is attached to; otherwise null. */
    public String getAttachedTo() {
        return outcome instanceof LogLine.CreateToken t ? t.attachedTo() : null;
    }

    /** For a {@code create_token} line: the player it names as the token's controller; otherwise null. */
    public String getController() {
        return outcome instanceof LogLine.CreateToken t ? t.controller() : null;
    }

    /** The log's {@code by} of the outcome: the object whose spell or ability it says caused it, or null. */
    public String getBy() {
        return outcome.by();
    }

    /** In plain words, what the outcome says happened. */
    public String getWhat() {
        return Outcomes.describe(outcome);
    }

    @Override
    public String toString() {
        return kind + " " + Outcomes.describe(outcome);
    }
}
