package dev.arbiter.model;

/**
 * A resolve line that resolved an ability on the log's stack alone — one whose trigger line was reported (603.2), or
 * whose source only the log's game has, from a mistake reported before: nothing happens in the rules' game, and what
 * the log records in that step is its own game's (rules/audit/records.drl). Deleted with the log line's events.
 */
public final class LogOnlyResolution {
    private final String source;
    private final int line;

    public LogOnlyResolution(String source, int line) {
        this.source = source;
        this.line = line;
    }

    /** The id of the ability's source. */
    public String getSource() {
        return source;
    }

    public int getLine() {
        return line;
    }

    @Override
    public String toString() {
        return "an ability of " + source + " resolving in the log's game only (line " + line + ")";
    }
}
