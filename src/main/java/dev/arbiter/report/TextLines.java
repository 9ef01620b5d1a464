package dev.arbiter.report;

import dev.arbiter.Finding;
import dev.arbiter.LogResult;

import java.util.ArrayList;
import java.util.List;

/** The compiler-style lines of the text report, also used for diagnostics and in other formats' text. */
public final class TextLines {
    private TextLines() {
    }

    /** {@code examples/logs/x.jsonl:14: error 704.5y: message}. */
    public static String finding(String file, Finding f) {
        return file + ":" + f.line() + ": " + f.severity().word() + " " + f.rule() + ": " + oneLine(f.message());
    }

    /** Every finding of a log, one line each. */
    public static List<String> findings(LogResult r) {
        List<String> out = new ArrayList<>();
        for (Finding f : r.findings()) {
            out.add(finding(r.file(), f));
        }
        return out;
    }

    /** {@code bad.jsonl:3:17: error: message}; the line or column is left out when unknown (0). */
    public static String error(LogResult r) {
        LogResult.Problem p = r.error();
        String where = r.file() + (p.line() > 0 ? ":" + p.line() + (p.column() > 0 ? ":" + p.column() : "") : "");
        return where + ": error: " + oneLine(p.message());
    }

    /** Messages stay on one line, so that every report line is one finding. */
    static String oneLine(String s) {
        return s == null ? "" : s.replace("\r", "\\r").replace("\n", "\\n");
    }
}
