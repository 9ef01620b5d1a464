package dev.arbiter.model;

/**
 * A permanent the log's game has tapped where the rules' game doesn't: the log recorded a tap that nothing made, a
 * mistake reported (or part of one, as a tap by a spell that did not resolve). Until the log untaps it, what it
 * records of the untap is that game's (rules/audit/records.drl).
 */
public final class TappedApart {
    private final String object;
    private final int line;

    public TappedApart(String object, int line) {
        this.object = object;
        this.line = line;
    }

    public String getObject() {
        return object;
    }

    /** The line of the tap the rules' game doesn't have. */
    public int getLine() {
        return line;
    }

    @Override
    public String toString() {
        return object + " tapped in the log's game only (line " + line + ")";
    }
}
