package dev.arbiter.report;

import dev.arbiter.LogResult;

import java.io.IOException;
import java.time.Duration;

/**
 * A validation report being written: one call per log, in the order the logs were given, then one to finish it.
 * Implementations keep no more than one log in memory (formats that need totals first spool their body).
 */
public interface Report extends AutoCloseable {
    /** The file name of a log read from standard input ({@code -}). */
    String STDIN = "<stdin>";

    /** Reports one log's verdict; {@code took} is how long its validation took. */
    void log(LogResult result, Duration took) throws IOException;

    /** Writes whatever comes after the last log (the summary, the totals) and flushes. */
    void finish(Summary summary) throws IOException;

    /** Releases temporary storage; does not close the underlying writer. */
    @Override
    default void close() throws IOException {
    }
}
