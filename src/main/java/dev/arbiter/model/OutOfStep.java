package dev.arbiter.model;

import dev.arbiter.log.LogLine;

/**
 * A change a recorded log writes one step away from where the rules make it, reported there (engine/Records pairs the
 * two sides: the same kind of change to the same object or player). Early: the log recorded it in the step before,
 * where nothing made it, and leaves it out here, where the rules make it. Late: the rules made it in the step before,
 * where the log left it out, and the log records it here, where nothing makes it. The rules in rules/audit/ judge what
 * the pair means.
 */
public final class OutOfStep {
    private final Discrepancy discrepancy;
    private final LogLine.Outcome other;
    private final int line;
    private final boolean early;

    /**
     * @param discrepancy this step's side of the pair
     * @param other       the other step's side: the log's line (early) or the rules' change (late)
     * @param line        the line the other side was reported at
     * @param early       whether the log's line came before the change (else after it)
     */
    public OutOfStep(Discrepancy discrepancy, LogLine.Outcome other, int line, boolean early) {
        this.discrepancy = discrepancy;
        this.other = other;
        this.line = line;
        this.early = early;
    }

    /** This step's side of the pair. */
    public Discrepancy getDiscrepancy() {
        return discrepancy;
    }

    /** The other step's side: the log's line when early, the rules' change when late. */
    public LogLine.Outcome getOther() {
        return other;
    }

    /** The line the other side was reported at. */
    public int getLine() {
        return line;
    }

    /** Whether the log recorded the change a step before the rules made it. */
    public boolean isEarly() {
        return early;
    }

    /** Whether the log recorded the change a step after the rules made it. */
    public boolean isLate() {
        return !early;
    }

    @Override
    public String toString() {
        return (early ? "recorded early, line " : "recorded late, reported on line ") + line + ": "
                + discrepancy.getWhat();
    }
}
