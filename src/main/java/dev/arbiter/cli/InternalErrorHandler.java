package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/** A failure no input should cause: say it is a bug, in one line without a stack trace, and exit 70 (cli.md). */
final class InternalErrorHandler implements CommandLine.IExecutionExceptionHandler {
    static final int INTERNAL = 70;

    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
        cl.getErr().println("arbiter: " + Arbiter.BUG + ": " + ex);
        LoggerFactory.getLogger(InternalErrorHandler.class).debug("internal error", ex);
        return INTERNAL;
    }
}
