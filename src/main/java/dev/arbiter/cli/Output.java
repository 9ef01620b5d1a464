package dev.arbiter.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Path;

/** Where a report goes: the file of {@code -o}, or standard output; always UTF-8. */
final class Output {
    private Output() {
    }

    static Writer open(Path file, Io io) throws IOException {
        if (file == null) {
            return new BufferedWriter(new OutputStreamWriter(io.stdout(), StandardCharsets.UTF_8), 1 << 16);
        }
        return Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    }

    /** Flushes standard output; closes a report file. */
    static void close(Writer out, Path file) throws IOException {
        if (file == null) {
            out.flush();
        } else {
            out.close();
        }
    }

    /** An I/O failure in words for a diagnostic line. */
    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
