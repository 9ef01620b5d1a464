package dev.arbiter.model;

/**
 * A change the rules make in this step that the log leaves out here, and that the log recorded word for word in the
 * step before, where nothing made it and it was reported (engine/Records pairs them: the same kind of change to the
 * same object or player). The rules in rules/audit/ judge what it means.
 */
public final class RecordedEarly {
    private final Discrepancy discrepancy;
    private final int line;

    public RecordedEarly(Discrepancy discrepancy, int line) {
        this.discrepancy = discrepancy;
        this.line = line;
    }

    /** The change the log leaves out in this step. */
    public Discrepancy getDiscrepancy() {
        return discrepancy;
    }

    /** The line of the step before that recorded it. */
    public int getLine() {
        return line;
    }

    @Override
    public String toString() {
        return "recorded early on line " + line + ": " + discrepancy.getWhat();
    }
}
