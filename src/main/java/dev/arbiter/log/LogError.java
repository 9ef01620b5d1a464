package dev.arbiter.log;

/**
 * A log that cannot be read or played: the line, the column where known (0 when not), and what is wrong.
 * It stops the validation of that one log; the batch goes on.
 */
public final class LogError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int line;
    private final int column;

    public LogError(int line, int column, String message) {
        super(message, null, false, false);
        this.line = line;
        this.column = column;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** "line 3, column 17: message" */
    public String describe() {
        return "line " + line + (column > 0 ? ", column " + column : "") + ": " + getMessage();
    }
}
