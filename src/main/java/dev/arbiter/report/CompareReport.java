package dev.arbiter.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * The report of {@code arbiter compare}: for each log whose verdict or findings differ between the built-in rules
 * and an edited rule base, what was added, removed and changed; each log that could not be read by either, with where
 * and why (an error the same under both is no difference; one that is, is also shown as one); then the totals.
 * Text or JSON.
 */
public final class CompareReport {
    private final Writer out;
    private final boolean json;
    private final String rules;
    private int logs;
    private int differ;
    private int verdicts;
    private int added;
    private int removed;
    private int changed;
    private final List<LogResult> unreadable = new ArrayList<>();
    private boolean first = true;

    public CompareReport(Writer out, Format format, String rules) throws IOException {
        this.out = out;
        this.json = format == Format.JSON;
        this.rules = rules;
        if (json) {
            out.write("{\n  \"tool\": \"arbiter\", \"version\": " + Jsons.string(Arbiter.version()) + ", \"cr\": "
                    + Jsons.string(Arbiter.CR_EDITION) + ", \"rules\": " + Jsons.string(rules) + ",\n  \"logs\": [");
        }
    }

    /** One log's comparison; written only when something differs or it could not be read. */
    public void log(LogDiff d) throws IOException {
        logs++;
        // a log one rule base could not play through is not compared whole: it counts as unreadable however the
        // other did (the edited one's error first, as that is the one the analyst is working on)
        LogResult failed = d.after().status() == LogResult.Status.ERROR ? d.after()
                : d.before().status() == LogResult.Status.ERROR ? d.before() : null;
        if (failed != null) {
            unreadable.add(failed);
            if (!json && !d.errorChanged()) {
                out.write(TextLines.error(failed) + "\n"); // a changed error is shown with the differences
            }
        }
        if (!d.differs()) {
            out.flush();
            return;
        }
        differ++;
        verdicts += d.verdictChanged() ? 1 : 0;
        added += d.added().size();
        removed += d.removed().size();
        changed += d.changed().size();
        if (json) {
            out.write((first ? "\n    " : ",\n    ") + Jsons.compact(g -> json(g, d)));
            first = false;
        } else {
            text(d);
        }
        out.flush();
    }

    private void text(LogDiff d) throws IOException {
        String file = d.file();
        out.write(file + ": " + d.after().status().word() + (d.verdictChanged() ? ", was "
                + d.before().status().word() : ", still " + d.after().status().word() + " with other findings") + "\n");
        if (d.errorChanged()) {
            out.write("  ~ " + (d.before().error() == null ? "(no log error)" : TextLines.error(d.before()))
                    + "\n    now " + (d.after().error() == null ? "(no log error)" : TextLines.error(d.after())) + "\n");
        }
        for (Finding f : d.removed()) {
            out.write("  - " + TextLines.finding(file, f) + "\n");
        }
        for (Finding f : d.added()) {
            out.write("  + " + TextLines.finding(file, f) + "\n");
        }
        for (LogDiff.Change c : d.changed()) {
            out.write("  ~ " + TextLines.finding(file, c.before()) + "\n    now " + c.after().severity().word() + " "
                    + c.after().rule() + ": " + TextLines.oneLine(c.after().message()) + "\n");
            // the same words with another expected or observed value (or another list of objects or related rules):
            // the line above can't show it, so the values that changed are shown as they were and are
            Finding b = c.before();
            Finding a = c.after();
            shown(out, "expected", b.expected(), a.expected());
            shown(out, "observed", b.observed(), a.observed());
            shown(out, "objects", String.valueOf(b.objects()), String.valueOf(a.objects()));
            shown(out, "related", String.valueOf(b.related()), String.valueOf(a.related()));
        }
    }

    private static void shown(Writer out, String field, String before, String after) throws IOException {
        if (!java.util.Objects.equals(before, after)) {
            out.write("    " + field + ": " + TextLines.oneLine(String.valueOf(before)) + " -> "
                    + TextLines.oneLine(String.valueOf(after)) + "\n");
        }
    }

    private static void json(JsonGenerator g, LogDiff d) throws IOException {
        g.writeStartObject();
        g.writeStringField("file", d.file());
        g.writeStringField("before", d.before().status().word());
        g.writeStringField("after", d.after().status().word());
        if (d.errorChanged()) {
            g.writeObjectFieldStart("error");
            problem(g, "before", d.before());
            problem(g, "after", d.after());
            g.writeEndObject();
        }
        findings(g, "added", d.added());
        findings(g, "removed", d.removed());
        g.writeArrayFieldStart("changed");
        for (LogDiff.Change c : d.changed()) {
            g.writeStartObject();
            g.writeFieldName("before");
            Jsons.finding(g, c.before());
            g.writeFieldName("after");
            Jsons.finding(g, c.after());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void problem(JsonGenerator g, String field, LogResult r) throws IOException {
        if (r.error() == null) {
            g.writeNullField(field);
            return;
        }
        g.writeObjectFieldStart(field);
        g.writeNumberField("line", r.error().line());
        g.writeNumberField("column", r.error().column());
        g.writeStringField("message", r.error().message());
        g.writeEndObject();
    }

    private static void findings(JsonGenerator g, String field, List<Finding> fs) throws IOException {
        g.writeArrayFieldStart(field);
        for (Finding f : fs) {
            Jsons.finding(g, f);
        }
        g.writeEndArray();
    }

    /** How many logs could not be read (played through) by one rule base or both. */
    public int unreadable() {
        return unreadable.size();
    }

    /** The totals; returns whether anything differed. */
    public boolean finish() throws IOException {
        if (json) {
            out.write((first ? "" : "\n  ") + "],\n  \"unreadable\": [");
            for (int i = 0; i < unreadable.size(); i++) {
                LogResult r = unreadable.get(i);
                out.write((i == 0 ? "\n    " : ",\n    ") + Jsons.compact(g -> Jsons.log(g, r)));
            }
            out.write((unreadable.isEmpty() ? "" : "\n  ") + "],\n  \"summary\": " + Jsons.compact(g -> {
                g.writeStartObject();
                g.writeNumberField("logs", logs);
                g.writeNumberField("unreadable", unreadable.size());
                g.writeNumberField("differ", differ);
                g.writeNumberField("verdicts", verdicts);
                g.writeNumberField("added", added);
                g.writeNumberField("removed", removed);
                g.writeNumberField("changed", changed);
                g.writeEndObject();
            }) + "\n}\n");
        } else {
            out.write("compared " + logs + " log" + (logs == 1 ? "" : "s") + " with the rules in " + rules + ": "
                    + (differ == 0 ? "nothing differs" : differ + (differ == 1 ? " differs (" : " differ (")
                    + verdicts + " verdict"
                    + (verdicts == 1 ? "" : "s") + " changed); findings: " + added + " added, " + removed
                    + " removed, " + changed + " changed") + (unreadable.isEmpty() ? "" : "; "
                    + unreadable.size() + " could not be read") + "\n");
        }
        out.flush();
        return differ > 0;
    }
}
