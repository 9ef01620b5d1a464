package dev.arbiter.arena;

/** An MTG Arena log that can't be read at all: not an Arena log, unreadable, or without any game state. */
public final class ArenaLogException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int line;

    public ArenaLogException(int line, String message) {
        super(message, null, false, false);
        this.line = line;
    }

    /** The line the problem is at (1-based), or 0 when it concerns the whole file. */
    public int line() {
        return line;
    }
}
