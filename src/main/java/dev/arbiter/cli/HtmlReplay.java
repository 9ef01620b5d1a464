package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.RuleInfo;
import dev.arbiter.report.Explain;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the HTML replay of one log ({@code explain -f html}, {@code validate --replays}). The page shows every line
 * as written, comments too, so the log is read whole first; it is then played from those bytes by the same explain
 * path as the text and JSON traces.
 */
final class HtmlReplay {
    private HtmlReplay() {
    }

    static LogResult write(Arbiter arbiter, List<RuleInfo> rules, String name, InputStream in, Writer out)
            throws IOException {
        byte[] bytes;
        try {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            LogResult result = new LogResult(name, LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(1, 0, "can't read the file: " + Output.reason(e)));
            error(rules, result, out);
            return result;
        }
        Explain page = Explain.html(out, rules, lines(bytes));
        return Explain.play(arbiter, name, new ByteArrayInputStream(bytes), page);
    }

    /** The page of a log that could not be read at all: no lines, its error saying why. */
    static void error(List<RuleInfo> rules, LogResult result, Writer out) throws IOException {
        Explain.html(out, rules, List.of()).end(result);
    }

    /** The lines as a person sees them (bytes that are not UTF-8 shown as U+FFFD; the reader reports them). */
    static List<String> lines(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        lines.replaceAll(l -> l.endsWith("\r") ? l.substring(0, l.length() - 1) : l);
        return lines;
    }
}
