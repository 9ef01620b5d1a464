package dev.arbiter;

import java.util.List;

/**
 * The verdict on one log.
 *
 * @param file     the name the log was validated under
 * @param status   valid (no error-severity finding), invalid, or error (it could not be read or played to the end)
 * @param lines    the number of lines read
 * @param findings what the log shows that the rules do not allow, in log order (for status error: those found
 *                 before reading stopped, which reports leave out)
 * @param error    for status error: where and why reading stopped; otherwise null
 */
public record LogResult(String file, Status status, int lines, List<Finding> findings, Problem error) {
    /** The three outcomes of validating a log (shared/spec/cli.md). */
    public enum Status {
        VALID, INVALID, ERROR;

        /** The word reports use: valid, invalid, error. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * Why a log could not be read or played: the line, the column (0 when unknown) and what is wrong.
     *
     * @param internal true when the cause is a bug in arbiter rather than the log (the CLI exits 70)
     */
    public record Problem(int line, int column, String message, boolean internal) {
        /** A problem with the log itself. */
        public Problem(int line, int column, String message) {
            this(line, column, message, false);
        }
    }

    public LogResult {
        findings = List.copyOf(findings);
    }

    /** The number of error-severity findings. */
    public long errors() {
        return findings.stream().filter(f -> f.severity() == Severity.ERROR).count();
    }

    /** Whether validation stopped because of a bug in arbiter (never because of the log). */
    public boolean internalError() {
        return error != null && error.internal();
    }
}
