package dev.arbiter.report;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Holds the body of a report whose head needs the totals (the JSON summary, SARIF's rule metadata, JUnit's
 * counts) until the batch is done: in memory while small, then in a temporary file, so that memory stays flat in
 * the number of logs.
 */
final class Spool implements Closeable {
    static final int IN_MEMORY = 1 << 20;

    private StringWriter memory = new StringWriter();
    private Path file;
    private Writer disk;

    /** Adds text to the body. */
    void write(String text) throws IOException {
        try {
            append(text);
        } catch (IOException e) {
            throw new WriteFailed("the report's temporary file " + file, e);
        }
    }

    private void append(String text) throws IOException {
        if (disk != null) {
            disk.write(text);
            return;
        }
        memory.write(text);
        if (memory.getBuffer().length() > IN_MEMORY) {
            file = Files.createTempFile("arbiter-report-", ".part");
            file.toFile().deleteOnExit();
            // an encoder that replaces what UTF-8 can't hold (a lone surrogate from a log) rather than failing:
            // one odd character must not cost the whole report
            disk = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(file), StandardCharsets.UTF_8),
                    1 << 16);
            disk.write(memory.toString());
            memory = null;
        }
    }

    /** Copies the body to the report. */
    void copyTo(Writer out) throws IOException {
        if (disk == null) {
            out.write(memory.toString());
            return;
        }
        try {
            disk.flush();
        } catch (IOException e) {
            throw new WriteFailed("the report's temporary file " + file, e);
        }
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            in.transferTo(out);
        }
    }

    @Override
    public void close() throws IOException {
        if (disk != null) {
            disk.close();
            Files.deleteIfExists(file);
            disk = null;
        }
    }
}
