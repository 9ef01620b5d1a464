package dev.arbiter.cli;

import picocli.CommandLine;

/** A failure no input should cause: say it is a bug, in one line, and exit 70 (cli.md). */
final class InternalErrorHandler implements CommandLine.IExecutionExceptionHandler {
    static final int INTERNAL = 70;

    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
        cl.getErr().println("arbiter: internal error (a bug in arbiter, please report it): " + ex);
        org.slf4j.LoggerFactory.getLogger(InternalErrorHandler.class).debug("internal error", ex);
        return INTERNAL;
    }
}
