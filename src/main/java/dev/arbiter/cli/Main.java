package dev.arbiter.cli;

import picocli.CommandLine;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** The {@code arbiter} command (shared/spec/cli.md). */
public final class Main {
    private Main() {
    }

    /** The command line's own Logback configuration; the library ships none (an application configures its own). */
    static final String LOGGING = "dev/arbiter/cli/logback.xml";

    /** Points Logback at the command line's configuration unless one was given; before anything logs. */
    static void useOwnLogging() {
        // Logback reads its configuration once, when SLF4J first binds
        if (System.getProperty("logback.configurationFile") == null) {
            System.setProperty("logback.configurationFile", LOGGING);
        }
    }

    public static void main(String[] args) {
        useOwnLogging();
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code;
        try {
            // the report goes to the file descriptor itself, not System.out: a PrintStream swallows write errors,
            // and a report lost on a full disk must be said (exit 74), not pass for a batch with findings
            code = run(System.in, new FileOutputStream(FileDescriptor.out), err, Terminal.stderrIsTerminal(), args);
        } catch (Throwable t) { // NOPMD: the last line of defence: one line, no stack trace
            err.println("arbiter: " + dev.arbiter.Arbiter.BUG + ": " + t);
            code = InternalErrorHandler.INTERNAL;
        }
        err.flush();
        System.out.flush();
        System.exit(code);
    }

    /** Runs the command line with the process's streams and returns the exit code, without exiting. */
    public static int run(String... args) {
        return run(System.in, System.out, new PrintWriter(new OutputStreamWriter(System.err,
                StandardCharsets.UTF_8), true), false, args);
    }

    /** Runs the command line with the given streams (for tests and embedding) and returns the exit code. */
    public static int run(InputStream in, OutputStream out, PrintWriter err, boolean stderrIsTerminal,
                          String... args) {
        Io io = new Io(in, out, err, stderrIsTerminal);
        CommandLine cl = new CommandLine(new ArbiterCommand(io));
        cl.setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true));
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler(new InternalErrorHandler());
        int code = cl.execute(args);
        cl.getOut().flush();
        err.flush();
        return code;
    }
}
