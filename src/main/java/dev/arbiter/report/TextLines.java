package dev.arbiter.report;

import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.log.Quote;

import java.util.ArrayList;
import java.util.List;

/** The compiler-style lines of the text report, also used for diagnostics and in other formats' text. */
public final class TextLines {
    private TextLines() {
    }

    /** {@code examples/logs/x.jsonl:14: error 704.5y: message}. */
    public static String finding(String file, Finding f) {
        return oneLine(file) + ":" + f.line() + ": " + f.severity().word() + " " + f.rule() + ": "
                + oneLine(f.message());
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
        String where = oneLine(r.file())
                + (p.line() > 0 ? ":" + p.line() + (p.column() > 0 ? ":" + p.column() : "") : "");
        return where + ": error: " + oneLine(p.message());
    }

    /**
     * Messages and file names stay on one line and hold no control character, so that every report line is one
     * finding and no input can drive a terminal, whatever a message quotes.
     */
    static String oneLine(String s) {
        return s == null ? "" : Quote.printable(s);
    }
}
