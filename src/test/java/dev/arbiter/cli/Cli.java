package dev.arbiter.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs the arbiter command line in-process with captured streams, as a user's shell would. */
record Cli(int code, String out, String err) {
    static Cli run(String... args) {
        return run(new ByteArrayInputStream(new byte[0]), args);
    }

    static Cli run(InputStream stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        int code = Main.run(stdin, out, new PrintWriter(err, true), false, args);
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString());
    }

    /** Runs with a standard output that fails every write, as one on a full disk does. */
    static Cli fullDisk(String... args) {
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        StringWriter err = new StringWriter();
        int code = Main.run(new ByteArrayInputStream(new byte[0]), full, new PrintWriter(err, true), false, args);
        return new Cli(code, "", err.toString());
    }

    static Cli stdin(String text, String... args) {
        return run(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), args);
    }

    /** Both streams, for messages that say where to look. */
    String both() {
        return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }

    /** Whether anything looks like a Java stack trace or exception class name leaked to the user. */
    boolean leaksStackTrace() {
        String all = out + err;
        return all.contains("\tat ") || all.matches("(?s).*\\bat [a-z]+\\.[a-zA-Z.$]+\\(.*") || all.contains("Caused by")
                || all.contains("Exception in thread");
    }
}
