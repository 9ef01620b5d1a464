package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.report.WriteFailed;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

import java.io.UncheckedIOException;

/**
 * A failure no input should cause: say it is a bug, in one line without a stack trace, and exit 70 (cli.md). A
 * report that could not be written is not a bug: it gets its own message and exit status.
 */
final class InternalErrorHandler implements CommandLine.IExecutionExceptionHandler {
    static final int INTERNAL = 70;

    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
        Throwable cause = ex instanceof UncheckedIOException u ? u.getCause() : ex;
        if (cause instanceof WriteFailed) {
            // a full disk or a closed pipe under any command (explain and derive write from inside the replay,
            // hence unchecked): not a bug, and it says where
            cl.getErr().println("arbiter: " + cause.getMessage());
            return Output.WRITE_FAILED;
        }
        cl.getErr().println("arbiter: " + Arbiter.BUG + ": " + ex);
        LoggerFactory.getLogger(InternalErrorHandler.class).debug("internal error", ex);
        return INTERNAL;
    }
}
