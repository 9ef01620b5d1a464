package dev.arbiter;

import java.util.List;

/**
 * The verdict on one log.
 *
 * @param file     the name the log was validated under
 * @param status   valid (no error-severity finding), invalid, or error (it could not be read or played to the end)
 * @param lines    the number of lines read
 * @param findings what the log shows that the rules do not allow, in log order
 * @param error    for status error: where and why reading stopped; otherwise null
 */
public record LogResult(String file, Status status, int lines, List<Finding> findings, Problem error) {
    /** The three outcomes of validating a log (shared/spec/cli.md). */
    public enum Status {
        VALID, INVALID, ERROR;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Why a log could not be read: the line, the column (0 when unknown) and what is wrong. */
    public record Problem(int line, int column, String message) {
    }

    public LogResult {
        findings = List.copyOf(findings);
    }

    public long errors() {
        return findings.stream().filter(f -> f.severity() == Severity.ERROR).count();
    }
}
