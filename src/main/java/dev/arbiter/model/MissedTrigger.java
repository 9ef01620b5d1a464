package dev.arbiter.model;

/**
 * A recorded log goes on to its next action while a triggered ability that triggered was never put on the stack
 * (CR 603.3). Rules in rules/audit/ may explain it more precisely (too few cipher triggers for the players dealt
 * combat damage, 603.2c); otherwise the engine reports 603.3.
 */
public final class MissedTrigger {
    private final PendingTrigger trigger;
    private final int line;
    private final boolean endOfLog;
    private boolean explained;

    public MissedTrigger(PendingTrigger trigger, int line, boolean endOfLog) {
        this.trigger = trigger;
        this.line = line;
        this.endOfLog = endOfLog;
    }

    /** Whether the log ended without the ability (then {@link #getLine()} is its last line). */
    public boolean isEndOfLog() {
        return endOfLog;
    }

    public PendingTrigger getTrigger() {
        return trigger;
    }

    public String getAbility() {
        return trigger.getAbility();
    }

    /** The action line the log went on to without the ability, or its last line. */
    public int getLine() {
        return line;
    }

    public boolean isExplained() {
        return explained;
    }

    public void setExplained(boolean explained) {
        this.explained = explained;
    }
}
