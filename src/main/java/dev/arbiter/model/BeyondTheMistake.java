package dev.arbiter.model;

/**
 * A line of a recorded log that the rules' game can't play, after a mistake reported before made the log's own game
 * different (an object, a stack, a zone the two games no longer share): what the log does there may be its own game's.
 * Lives while it is judged: when rules/audit/records.drl finds it that mistake's consequence, it warns that the rest
 * is not checked and marks it {@code accepted}, and the engine reads no further, the findings kept; otherwise the line
 * is the log error it was.
 */
public final class BeyondTheMistake {
    private final int line;
    private final String why;
    private final int mistake;
    private final java.util.Set<String> names;
    private boolean accepted;

    /**
     * @param line    the line the rules' game can't play
     * @param why     why not (the log error it would otherwise be)
     * @param mistake the line of the first error finding
     * @param names   the ids the line names (engine ids)
     */
    public BeyondTheMistake(int line, String why, int mistake, java.util.Set<String> names) {
        this.line = line;
        this.why = why;
        this.mistake = mistake;
        this.names = java.util.Set.copyOf(names);
    }

    /** The ids of the objects (and players) the line names. */
    public java.util.Set<String> getNames() {
        return names;
    }

    public int getLine() {
        return line;
    }

    public String getWhy() {
        return why;
    }

    public int getMistake() {
        return mistake;
    }

    /** Whether the audit rules took the line for the mistake's consequence. */
    public boolean isAccepted() {
        return accepted;
    }

    public void setAccepted(boolean accepted) {
        this.accepted = accepted;
    }

    @Override
    public String toString() {
        return "beyond the mistake of line " + mistake + " at line " + line;
    }
}
