package dev.arbiter.report;

import dev.arbiter.Finding;
import dev.arbiter.LogResult;

import java.io.IOException;
import java.io.Writer;
import java.time.Duration;

/**
 * Compiler-style text: {@code file:line: severity rule: message} for each finding, {@code file:line:column: error:
 * message} for a log that could not be read, then the summary line. Written as each log finishes.
 */
final class TextReport implements Report {
    private final Writer out;

    TextReport(Writer out) {
        this.out = out;
    }

    @Override
    public void log(LogResult r, Duration took) throws IOException {
        if (r.status() == LogResult.Status.ERROR) {
            out.write(TextLines.error(r) + "\n");
        } else {
            for (Finding f : r.findings()) {
                out.write(TextLines.finding(r.file(), f) + "\n");
            }
        }
        out.flush();
    }

    @Override
    public void finish(Summary s) throws IOException {
        out.write(s.line() + "\n");
        out.flush();
    }
}
