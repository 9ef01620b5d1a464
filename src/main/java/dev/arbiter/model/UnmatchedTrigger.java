package dev.arbiter.model;

import dev.arbiter.log.LogLine;

/**
 * A {@code trigger} line for an ability that did not trigger. Rules in rules/triggers/ explain why (the card is no
 * longer encoded, the creature lost its abilities, ...); a general rule reports it when no specific one does.
 */
public final class UnmatchedTrigger {
    private final LogLine.Trigger line;
    private final GameObject source;
    private final String resolved;
    private final int lineNumber;
    private boolean explained;
    private PendingTrigger admitted;

    public UnmatchedTrigger(LogLine.Trigger line, GameObject source, String resolved, int lineNumber) {
        this.line = line;
        this.source = source;
        this.resolved = resolved;
        this.lineNumber = lineNumber;
    }

    public LogLine.Trigger getLine() {
        return line;
    }

    public String getSourceId() {
        return line.source();
    }

    /** The engine's id for the source the line names (a recorded log may name a token by an id of its own). */
    public String getResolvedSourceId() {
        return resolved;
    }

    public String getAbility() {
        return line.ability();
    }

    /** Whether the line gives no targets at all (none, or only empty groups). */
    public boolean isWithoutTargets() {
        return line.targets() == null || line.targets().stream().allMatch(java.util.List::isEmpty);
    }

    /** The named source as it is now (null if it is a player or unknown). */
    public GameObject getSource() {
        return source;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    /**
     * The ability the explaining rule lets onto the stack as the log shows it, once its mistake is reported (so the
     * rest of the log — the ability's resolution — can still be played and checked), or null.
     */
    public PendingTrigger getAdmitted() {
        return admitted;
    }

    public void setAdmitted(PendingTrigger admitted) {
        this.admitted = admitted;
    }

    public boolean isExplained() {
        return explained;
    }

    public void setExplained(boolean explained) {
        this.explained = explained;
    }
}
