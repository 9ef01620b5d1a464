package dev.arbiter.report;

import dev.arbiter.LogResult;

/**
 * The counts a report ends with: logs, how many were valid, invalid or in error, and the findings of the logs that
 * could be read. Findings of a log in error are left out everywhere, because its validation stopped part way.
 */
public final class Summary {
    private int logs;
    private int valid;
    private int invalid;
    private int errors;
    private int internal;
    private long findings;

    /** Counts one log's verdict. */
    public void add(LogResult r) {
        logs++;
        switch (r.status()) {
            case VALID -> valid++;
            case INVALID -> invalid++;
            case ERROR -> errors++;
            default -> throw new IllegalArgumentException(r.status().toString());
        }
        if (r.internalError()) {
            internal++;
        }
        if (r.status() != LogResult.Status.ERROR) {
            findings += r.findings().size();
        }
    }

    public int logs() {
        return logs;
    }

    public int valid() {
        return valid;
    }

    public int invalid() {
        return invalid;
    }

    public int errors() {
        return errors;
    }

    /** Logs whose validation stopped because of a bug in arbiter (they are also counted as errors). */
    public int internal() {
        return internal;
    }

    public long findings() {
        return findings;
    }

    /**
     * The exit status shared/spec/cli.md gives this batch: 70 for a bug, else 3 when a log could not be read,
     * else 1 when a log is invalid, else 0; and 2 when there was no log at all: a job pointed at the wrong folder must
     * not pass.
     */
    public int exitCode() {
        if (logs == 0) {
            return 2;
        }
        if (internal > 0) {
            return 70;
        }
        if (errors > 0) {
            return 3;
        }
        return invalid > 0 ? 1 : 0;
    }

    /** "3 logs: 1 valid, 1 invalid, 1 error; 2 findings". */
    public String line() {
        return plural(logs, "log") + ": " + valid + " valid, " + invalid + " invalid, " + plural(errors, "error")
                + "; " + plural(findings, "finding");
    }

    static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
