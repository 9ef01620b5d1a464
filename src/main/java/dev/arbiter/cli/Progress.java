package dev.arbiter.cli;

import dev.arbiter.report.Summary;

import java.io.PrintWriter;

/**
 * The progress line on standard error while a batch runs, redrawn in place at most ten times a second and erased
 * at the end. Silent unless standard error is a terminal (cli.md), so that redirected diagnostics stay clean.
 */
final class Progress {
    private static final long EVERY_NANOS = 100_000_000L;

    private final PrintWriter err;
    private final boolean on;
    private final long start = System.nanoTime();
    private long last;
    private boolean drawn;

    Progress(PrintWriter err, boolean on) {
        this.err = err;
        this.on = on;
    }

    void update(Summary s, String current) {
        long now = System.nanoTime();
        if (!on || now - last < EVERY_NANOS) {
            return;
        }
        last = now;
        double secs = Math.max(1e-9, (now - start) / 1e9);
        String text = String.format(java.util.Locale.ROOT, "%d logs (%d invalid, %d errors), %.0f logs/s  %s",
                s.logs(), s.invalid(), s.errors(), s.logs() / secs, current);
        if (text.length() > 100) {
            text = text.substring(0, 99) + "…";
        }
        err.print("\r\u001b[K" + text);
        err.flush();
        drawn = true;
    }

    /** Erases the line, so that what follows on the terminal starts clean. */
    void clear() {
        if (drawn) {
            err.print("\r\u001b[K");
            err.flush();
            drawn = false;
        }
    }

    /** Prints a diagnostic line without tearing the progress line. */
    void println(String line) {
        clear();
        err.println(line);
        err.flush();
    }
}
