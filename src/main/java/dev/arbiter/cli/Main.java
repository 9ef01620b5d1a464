package dev.arbiter.cli;

import picocli.CommandLine;

/** The {@code arbiter} command (shared/spec/cli.md). */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        int code;
        try {
            code = run(args);
        } catch (Throwable t) {
            System.err.println("arbiter: internal error (a bug in arbiter, please report it): " + t);
            code = InternalErrorHandler.INTERNAL;
        }
        System.exit(code);
    }

    /** Runs the command line and returns the exit code, without exiting: for tests. */
    public static int run(String... args) {
        CommandLine cl = new CommandLine(new ArbiterCommand());
        cl.setExecutionExceptionHandler(new InternalErrorHandler());
        return cl.execute(args);
    }
}
