package dev.arbiter.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** Writes a {@link Coverage} as text, JSON, or one self-contained HTML page with sortable tables. */
public final class CoverageReport {
    private CoverageReport() {
    }

    /** The report formats of {@code arbiter coverage -f}. */
    public enum Kind {
        TEXT, JSON, HTML
    }

    public static void write(Kind kind, Writer out, Coverage c) throws IOException {
        switch (kind) {
            case TEXT -> text(out, c);
            case JSON -> json(out, c);
            case HTML -> html(out, c);
        }
        out.flush();
    }

    private static String summary(Coverage c) {
        int total = c.rules().size();
        int never = c.neverFired().size();
        String s = c.logs() + (c.logs() == 1 ? " log" : " logs") + (c.unreadable().isEmpty() ? "" : ", " + c.unreadable().size()
                + " could not be read") + "; " + total + " rules: " + (total - never) + " fired, " + never + " never fired";
        if (c.mutated()) {
            s += "; " + c.notLoadBearing().size() + " fired but change no verdict or finding when switched off";
        }
        return s + " (rules: " + c.source() + ")";
    }

    private static void text(Writer out, Coverage c) throws IOException {
        if (!c.unreadable().isEmpty()) {
            out.write("Could not be read (" + c.unreadable().size() + " logs, no firings counted):\n");
            for (LogResult r : c.unreadable()) {
                out.write("  " + TextLines.error(r) + "\n");
            }
            out.write("\n");
        }
        List<Coverage.RuleCount> never = c.neverFired();
        out.write("Never fired (" + never.size() + " of " + c.rules().size() + " rules):\n");
        for (Coverage.RuleCount r : never) {
            out.write("  " + r.rule().file() + ": " + r.rule().name() + "\n");
        }
        if (c.mutated()) {
            List<Coverage.RuleCount> idle = c.notLoadBearing();
            out.write("\nFired, but switching it off changes no verdict or finding (" + idle.size() + "):\n");
            for (Coverage.RuleCount r : idle) {
                out.write("  " + r.rule().file() + ": " + r.rule().name() + " (" + r.fires() + " firings in "
                        + r.logs() + " logs)\n");
            }
        }
        out.write("\nBy file (firings, logs, rule):\n");
        for (Coverage.Group g : c.files()) {
            out.write("  " + g.key() + ": " + g.fired() + " of " + g.rules() + " rules fired, " + g.fires()
                    + " firings in " + g.logs() + " logs\n");
            for (Coverage.RuleCount r : c.rules()) {
                if (r.rule().file().equals(g.key())) {
                    out.write(String.format("    %7d %5d  %s%n", r.fires(), r.logs(), r.rule().name()));
                }
            }
        }
        out.write("\nBy CR clause (rules fired of rules, firings, logs):\n");
        for (Coverage.Group g : c.clauses()) {
            out.write(String.format("  %-10s %3d of %-3d %7d %5d%n", g.key(), g.fired(), g.rules(), g.fires(),
                    g.logs()));
        }
        out.write("\n" + summary(c) + "\n");
    }

    private static void json(Writer out, Coverage c) throws IOException {
        JsonGenerator g = Jsons.FACTORY.createGenerator(out);
        g.useDefaultPrettyPrinter();
        g.writeStartObject();
        g.writeStringField("tool", "arbiter");
        g.writeStringField("version", Arbiter.version());
        g.writeStringField("cr", Arbiter.CR_EDITION);
        g.writeStringField("rules", c.source());
        g.writeObjectFieldStart("summary");
        g.writeNumberField("logs", c.logs());
        g.writeNumberField("unreadable", c.unreadable().size());
        g.writeNumberField("rules", c.rules().size());
        g.writeNumberField("fired", c.rules().size() - c.neverFired().size());
        g.writeNumberField("neverFired", c.neverFired().size());
        if (c.mutated()) {
            g.writeNumberField("changeNothing", c.notLoadBearing().size());
        }
        g.writeEndObject();
        g.writeArrayFieldStart("unreadable");
        for (LogResult r : c.unreadable()) {
            Jsons.log(g, r);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("byRule");
        for (Coverage.RuleCount r : c.rules()) {
            g.writeStartObject();
            g.writeStringField("name", r.rule().name());
            g.writeStringField("file", r.rule().file());
            Jsons.strings(g, "cr", r.rule().cr());
            g.writeNumberField("fires", r.fires());
            g.writeNumberField("logs", r.logs());
            if (c.mutated()) {
                g.writeBooleanField("changesNothing", r.fires() == 0 || Boolean.TRUE.equals(r.changesNothing()));
            }
            g.writeEndObject();
        }
        g.writeEndArray();
        groups(g, "byFile", "file", c.files());
        groups(g, "byClause", "cr", c.clauses());
        g.writeEndObject();
        g.flush();
        out.write("\n");
    }

    private static void groups(JsonGenerator g, String field, String key, List<Coverage.Group> groups)
            throws IOException {
        g.writeArrayFieldStart(field);
        for (Coverage.Group x : groups) {
            g.writeStartObject();
            g.writeStringField(key, x.key());
            g.writeNumberField("rules", x.rules());
            g.writeNumberField("fired", x.fired());
            g.writeNumberField("fires", x.fires());
            g.writeNumberField("logs", x.logs());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void html(Writer out, Coverage c) throws IOException {
        out.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>arbiter rule coverage"
                + "</title>\n<style>\nbody{font:14px system-ui,sans-serif;margin:1.5em}table{border-collapse:collapse;"
                + "margin-bottom:2em}th,td{padding:.2em .6em;border-bottom:1px solid #ddd;text-align:left}"
                + "th{cursor:pointer;background:#f4f4f4;position:sticky;top:0}td.n{text-align:right}"
                + "tr.never td{background:#fde8e8}tr.idle td{background:#fff4d6}\n</style></head><body>\n");
        out.write("<h1>Rule coverage</h1>\n<p>" + esc(summary(c)) + ". Click a column heading to sort.</p>\n");
        if (!c.unreadable().isEmpty()) {
            out.write("<h2>Could not be read (no firings counted)</h2>\n<ul>\n");
            for (LogResult r : c.unreadable()) {
                out.write("<li>" + esc(TextLines.error(r)) + "</li>\n");
            }
            out.write("</ul>\n");
        }
        out.write("<h2>By rule</h2>\n<table class=\"sortable\"><thead><tr><th>file</th><th>rule</th><th>CR</th>"
                + "<th>firings</th><th>logs</th>" + (c.mutated() ? "<th>switched off, changes nothing</th>" : "")
                + "</tr></thead><tbody>\n");
        for (Coverage.RuleCount r : c.rules()) {
            boolean idle = r.fires() > 0 && Boolean.TRUE.equals(r.changesNothing());
            out.write("<tr" + (r.fires() == 0 ? " class=\"never\"" : idle ? " class=\"idle\"" : "") + "><td>"
                    + esc(r.rule().file()) + "</td><td>" + esc(r.rule().name()) + "</td><td>"
                    + esc(String.join(", ", r.rule().cr())) + "</td><td class=\"n\">" + r.fires()
                    + "</td><td class=\"n\">" + r.logs() + "</td>"
                    + (c.mutated() ? "<td>" + (r.fires() == 0 || idle ? "yes" : "no") + "</td>" : "") + "</tr>\n");
        }
        out.write("</tbody></table>\n");
        groupTable(out, "By file", "file", c.files());
        groupTable(out, "By CR clause", "CR", c.clauses());
        // sorts a table by the clicked column: numbers as numbers, the rest as text; a second click reverses
        // (the column is the heading's place in its own row: the page has three tables)
        out.write("<script>\ndocument.querySelectorAll('table.sortable th').forEach(function(th){var i=th.cellIndex;"
                + "th.addEventListener('click',function(){var tb=th.closest('table').tBodies[0];"
                + "var rows=Array.from(tb.rows);var up=th.dataset.dir!=='asc';th.dataset.dir=up?'asc':'desc';"
                + "rows.sort(function(a,b){var x=a.cells[i].textContent,y=b.cells[i].textContent;"
                + "var nx=parseFloat(x),ny=parseFloat(y);var c=(!isNaN(nx)&&!isNaN(ny)&&/^[0-9]+$/.test(x)"
                + "&&/^[0-9]+$/.test(y))?nx-ny:x.localeCompare(y,undefined,{numeric:true});return up?c:-c;});"
                + "rows.forEach(function(r){tb.appendChild(r);});});});\n</script>\n</body></html>\n");
    }

    private static void groupTable(Writer out, String title, String key, List<Coverage.Group> groups)
            throws IOException {
        out.write("<h2>" + title + "</h2>\n<table class=\"sortable\"><thead><tr><th>" + key + "</th><th>rules</th>"
                + "<th>fired</th><th>firings</th><th>logs</th></tr></thead><tbody>\n");
        for (Coverage.Group g : groups) {
            out.write("<tr" + (g.fired() == 0 ? " class=\"never\"" : "") + "><td>" + esc(g.key())
                    + "</td><td class=\"n\">" + g.rules() + "</td><td class=\"n\">" + g.fired()
                    + "</td><td class=\"n\">" + g.fires() + "</td><td class=\"n\">" + g.logs() + "</td></tr>\n");
        }
        out.write("</tbody></table>\n");
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
