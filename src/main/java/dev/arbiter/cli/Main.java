package dev.arbiter.cli;

import picocli.CommandLine;

import dev.arbiter.report.WriteFailed;

import java.io.FileDescriptor;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/** The {@code arbiter} command (shared/spec/cli.md). */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (preload(args)) {
            // logging is set up here, beside the rule base's build rather than in it: the first of Drools' classes
            // to log would otherwise do it on that thread (CliLogging; SLF4J hands it a logger that delegates once
            // done)
            org.slf4j.LoggerFactory.getILoggerFactory();
        }
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code;
        try {
            // the report goes to the file descriptor itself, not System.out: a PrintStream swallows write errors,
            // and a report lost on a full disk must be said (exit 74), not pass for a batch with findings
            code = run(closed(0) ? Closed.IN : System.in,
                    closed(1) ? Closed.OUT : new FileOutputStream(FileDescriptor.out), err,
                    Terminal.stderrIsTerminal(), args);
        } catch (Throwable t) { // NOPMD: the last line of defence: one line, no stack trace
            err.println("arbiter: " + dev.arbiter.Arbiter.BUG + ": " + t);
            code = InternalErrorHandler.INTERNAL;
        }
        err.flush();
        System.out.flush();
        System.exit(code);
    }

    /**
     * Whether the caller closed standard stream {@code fd} ({@code <&-}, {@code >&-}). The first file the JVM opens
     * would take its descriptor, and standard input would read a jar; so the launcher gives it /dev/null and says
     * so in {@code -Darbiter.closed} (the descriptors, "01"; bin/streams.bash).
     */
    static boolean closed(int fd) {
        return System.getProperty("arbiter.closed", "").indexOf((char) ('0' + fd)) >= 0;
    }

    /** Standard input and output the caller closed: reading or writing them fails, saying so. */
    static final class Closed {
        static final InputStream IN = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("standard input is closed");
            }
        };
        static final OutputStream OUT = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("standard output is closed");
            }
        };

        private Closed() {
        }
    }

    /** The commands that play logs with the built-in rule base, unless {@code --rules} names another. */
    private static final Set<String> PLAYING = Set.of("validate", "explain", "derive", "rules", "coverage");
    /** The command that plays the built-in rule base beside the one {@code --rules} names. */
    private static final String COMPARE = "compare";

    /**
     * Starts loading the built-in rule base on a thread of its own when the command will need it, so that it is
     * built while the command line is parsed and the inputs are opened (issue 14: about a third of a one-log run's
     * wall time on 2 cores). The command waits for it where it asks for it; a rule base that can't be loaded is not
     * kept, so the command's own attempt fails again and reports it: a failure here is dropped. Whether it started.
     */
    private static boolean preload(String[] args) {
        boolean compare = args.length > 0 && args[0].equals(COMPARE);
        if (args.length == 0 || !(compare || PLAYING.contains(args[0]))) {
            return false;
        }
        for (String a : args) {
            if (a.equals("-h") || a.equals("--help") || a.equals("-V") || a.equals("--version")
                    || (!compare && (a.equals("--rules") || a.startsWith("--rules=")))) {
                return false;
            }
        }
        Thread t = new Thread(() -> {
            try {
                dev.arbiter.Arbiter.create();
            } catch (Throwable e) { // NOPMD: never a stack trace (cli.md); the command that needs it reports it
                // the command's own Arbiter.create() builds the rule base again and meets the same failure
            }
        }, "arbiter-preload");
        t.setDaemon(true);
        t.start();
        return true;
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
        CommandLine cl = ArbiterCommand.commandLine(io, args);
        HelpOut help = new HelpOut(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        cl.setOut(new PrintWriter(help, true));
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler(new InternalErrorHandler());
        int code = cl.execute(args);
        cl.getOut().flush();
        if (help.failed != null) {
            err.println("arbiter: " + help.failed.getMessage());
            code = Output.WRITE_FAILED;
        }
        err.flush();
        return code;
    }

    /**
     * Standard output for picocli's help and version text. picocli prints through a PrintWriter, which drops write
     * errors; this keeps the first, as a {@link WriteFailed}, so that help lost on a full disk exits 74 too.
     */
    private static final class HelpOut extends FilterWriter {
        private WriteFailed failed;

        HelpOut(Writer out) {
            super(out);
        }

        /** A write to the stream below. */
        private interface Write {
            void run() throws IOException;
        }

        private void keep(Write w) throws IOException {
            try {
                w.run();
            } catch (IOException e) {
                if (failed == null) {
                    failed = new WriteFailed("to standard output", e);
                }
                throw failed;
            }
        }

        @Override
        public void write(int c) throws IOException {
            keep(() -> super.write(c));
        }

        @Override
        public void write(char[] buf, int off, int len) throws IOException {
            keep(() -> super.write(buf, off, len));
        }

        @Override
        public void write(String s, int off, int len) throws IOException {
            keep(() -> super.write(s, off, len));
        }

        @Override
        public void flush() throws IOException {
            keep(super::flush);
        }
    }
}
