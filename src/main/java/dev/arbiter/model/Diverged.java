package dev.arbiter.model;

/**
 * An object whose story the log and the rules tell differently since a reported mistake: a recorded {@code move}
 * line the rules did not make, or a move the rules made that the log left out. The engine goes on from the
 * rules-correct game, but what the log records next about the object follows from its own version — a Wicked Role
 * it put into a graveyard triggers there (603.10a); a Role the rules put away is still on its creature in the log —
 * and the rules in rules/audit/ take those lines as the same mistake, reported once. Stays for the rest of the log.
 */
public final class Diverged {
    private final String object;
    private final Zone loggedTo;
    private final int line;
    private final boolean logOnly;

    public Diverged(String object, Zone loggedTo, int line, boolean logOnly) {
        this.object = object;
        this.loggedTo = loggedTo;
        this.line = line;
        this.logOnly = logOnly;
    }

    /** Whether only the log's game has the object at all (a token the log created where the rules made none). */
    public boolean isLogOnly() {
        return logOnly;
    }

    /** The id of the object. */
    public String getObject() {
        return object;
    }

    /** Where the log alone moved it, or null when the rules moved it and the log did not. */
    public Zone getLoggedTo() {
        return loggedTo;
    }

    /** The line of the mistake. */
    public int getLine() {
        return line;
    }

    @Override
    public String toString() {
        return object + (loggedTo == null ? " moved by the rules and not by the log" : " moved to "
                + loggedTo.logName() + " by the log alone") + " (line " + line + ")";
    }
}
