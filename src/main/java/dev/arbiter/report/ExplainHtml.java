package dev.arbiter.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.Replay;
import dev.arbiter.RuleFiring;
import dev.arbiter.RuleInfo;

import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The explain trace as one self-contained HTML page for people: the log's lines with the findings on them, the
 * board after the selected line, and the rules that fired for it. The steps are the very objects of
 * {@code explain -f json}, but for their state, which is written as its changes against the step before's
 * ({@link BoardChanges}); they are embedded as escaped JSON, streamed out step by step, and drawn by the page's
 * inline script (as text, never as markup); the page loads nothing from anywhere.
 */
final class ExplainHtml implements Explain {
    /** Longer log lines are cut on the page (not in the data): a 10 MB line is not for reading. */
    static final int SHOWN_LINE = 4000;

    private final Writer out;
    private final Map<String, RuleInfo> catalogue = new LinkedHashMap<>();
    private final Map<String, RuleInfo> fired = new LinkedHashMap<>();
    private final List<String> source;
    private String file;
    private Replay replay;
    private boolean first = true;
    private final BoardChanges boards = new BoardChanges();

    ExplainHtml(Writer out, List<RuleInfo> rules, List<String> source) {
        this.out = out;
        this.source = source;
        for (RuleInfo r : rules) {
            catalogue.put(r.name(), r);
        }
    }

    @Override
    public void begin(String file, Replay replay) throws IOException {
        this.file = file;
        this.replay = replay;
        head(file);
    }

    private void head(String file) throws IOException {
        out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<meta name=\"generator\" content=\"arbiter " + Html.text(Arbiter.version()) + "\">\n"
                + "<title>" + Html.text(file) + " — arbiter replay</title>\n<style>\n" + Html.resource("replay.css")
                + "</style>\n</head>\n<body>\n" + Html.resource("replay.html")
                + "<script type=\"application/json\" id=\"arbiter-steps\">[");
        out.flush();
    }

    @Override
    public void step(Replay.Step step, Snapshot after) throws IOException {
        for (RuleFiring f : step.firings()) {
            RuleInfo r = catalogue.get(f.rule());
            if (r != null) {
                fired.putIfAbsent(f.rule(), r);
            }
        }
        String board = boards.next(after);
        out.write((first ? "\n" : ",\n") + Html.json(Jsons.compact(g -> {
            g.writeStartObject();
            ExplainJson.fields(g, step);
            g.writeFieldName("board");
            g.writeRawValue(board);
            g.writeEndObject();
        })));
        first = false;
        out.flush();
    }

    @Override
    public void end(LogResult result) throws IOException {
        if (file == null) {
            // the game line itself could not be read: a page with the lines and the error, no steps
            file = result.file();
            head(file);
        }
        out.write("\n]</script>\n<script type=\"application/json\" id=\"arbiter-log\">"
                + Html.json(Jsons.compact(g -> meta(g, result))) + "</script>\n<script>\n"
                + Html.resource("replay.js") + "</script>\n</body>\n</html>\n");
        out.flush();
    }

    /** What the page needs besides the steps: the log as written, the verdict, the fired rules' descriptions. */
    private void meta(JsonGenerator g, LogResult result) throws IOException {
        g.writeStartObject();
        g.writeStringField("tool", "arbiter");
        g.writeStringField("version", Arbiter.version());
        g.writeStringField("cr", Arbiter.CR_EDITION);
        g.writeStringField("file", file);
        if (replay != null) {
            g.writeStringField("outcomes", replay.recorded() ? "recorded" : "derived");
            Jsons.strings(g, "players", replay.players());
        }
        g.writeArrayFieldStart("source");
        for (String line : source) {
            g.writeString(line.length() > SHOWN_LINE ? line.substring(0, SHOWN_LINE) + " …" : line);
        }
        g.writeEndArray();
        g.writeObjectFieldStart("result");
        g.writeStringField("status", result.status().word());
        g.writeNumberField("lines", result.lines());
        if (result.error() != null) {
            g.writeObjectFieldStart("error");
            g.writeNumberField("line", result.error().line());
            g.writeNumberField("column", result.error().column());
            g.writeStringField("message", result.error().message());
            g.writeEndObject();
        }
        g.writeArrayFieldStart("findings");
        for (Finding f : result.findings()) {
            Jsons.finding(g, f);
        }
        g.writeEndArray();
        g.writeEndObject();
        g.writeObjectFieldStart("rules");
        for (RuleInfo r : fired.values()) {
            g.writeObjectFieldStart(r.name());
            g.writeStringField("file", r.file());
            Jsons.strings(g, "cr", r.cr());
            g.writeStringField("description", r.description());
            g.writeEndObject();
        }
        g.writeEndObject();
        g.writeEndObject();
    }
}
