package dev.arbiter.model;

import dev.arbiter.log.LogLine;

/**
 * A difference between what the rules did and what the log records, for the rules in rules/audit/ to explain:
 * {@link Kind#UNRECORDED} — the rules required it and the log does not show it (recorded logs); {@link
 * Kind#UNEXPLAINED} — the log shows it and the rules did not do it. Matched pairs are explained together.
 */
public final class Discrepancy {
    public enum Kind { UNRECORDED, UNEXPLAINED }

    private final Kind kind;
    private final LogLine.Outcome outcome;
    private final String rule;
    private final StackItem during;
    private final int line;
    private final String type;
    private final String object;
    private boolean explained;

    public Discrepancy(Kind kind, LogLine.Outcome outcome, String rule, StackItem during, int line, String object) {
        this.kind = kind;
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
