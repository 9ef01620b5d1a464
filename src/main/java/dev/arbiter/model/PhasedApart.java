package dev.arbiter.model;

/**
 * A permanent the log's game has phased in or out where the rules' game has it the other way: the log recorded a
 * phasing nothing made, or left out one the rules made — a mistake reported, or part of one. The log's next phasing of
 * it, or the rules' one it leaves out, brings the two games together again (rules/audit/records.drl).
 */
public final class PhasedApart {
    private final String object;
    private final boolean phasedOut;
    private final int line;

    /**
     * @param phasedOut whether the log's game has it phased out
     * @param line      the line of the phasing only one of the two games made
     */
    public PhasedApart(String object, boolean phasedOut, int line) {
        this.object = object;
        this.phasedOut = phasedOut;
        this.line = line;
    }

    public String getObject() {
        return object;
    }

    /** Whether the log's game has it phased out (the rules' game has it the other way). */
    public boolean isPhasedOut() {
        return phasedOut;
    }

    public int getLine() {
        return line;
    }

    @Override
    public String toString() {
        return object + " phased " + (phasedOut ? "out" : "in") + " in the log's game only (line " + line + ")";
    }
}
