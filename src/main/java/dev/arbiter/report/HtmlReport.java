package dev.arbiter.report;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.Severity;

import java.io.IOException;
import java.io.Writer;
import java.time.Duration;
import java.util.function.Function;

/**
 * The batch summary as one self-contained HTML page, for a judge going through a tournament's logs: a row per log
 * (status, lines, findings with their CR numbers and messages), sortable by any column, each log linked to its
 * replay page when replays are written. Rows are written as the logs finish; the totals come last and the style
 * sheet shows them first.
 */
public final class HtmlReport implements Report {
    private final Writer out;
    private final Function<String, String> replay;
    private int n;

    /**
     * @param replay the address of a log's replay page relative to this page, by log name; null when there are none
     */
    HtmlReport(Writer out, Function<String, String> replay) {
        this.out = out;
        this.replay = replay;
    }

    /** A summary page whose rows link to the logs' replay pages at the addresses {@code replay} gives. */
    public static Report withReplays(Writer out, Function<String, String> replay) {
        return new HtmlReport(out, replay);
    }

    private void head() throws IOException {
        out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<meta name=\"generator\" content=\"arbiter " + Html.text(Arbiter.version()) + "\">\n"
                + "<title>arbiter: validation summary</title>\n<style>\n" + Html.resource("batch.css")
                + "</style>\n</head>\n<body>\n<div id=\"page\">\n<table id=\"logs\">\n<thead><tr>"
                + "<th data-key=\"n\" data-num=\"1\">#</th><th data-key=\"file\">log</th>"
                + "<th data-key=\"rank\" data-num=\"1\">status</th><th data-key=\"lines\" data-num=\"1\">lines</th>"
                + "<th data-key=\"errors\" data-num=\"1\" title=\"findings of severity error\">errors</th>"
                + "<th data-key=\"warnings\" data-num=\"1\" title=\"findings of severity warning or info\">"
                + "warnings</th><th data-key=\"first\">findings</th>"
                + "</tr></thead>\n<tbody>\n");
    }

    @Override
    public void log(LogResult r, Duration took) throws IOException {
        if (n == 0) {
            head();
        }
        n++;
        String href = replay == null ? null : replay.apply(r.file());
        boolean error = r.status() == LogResult.Status.ERROR;
        long warnings = error ? 0 : r.findings().stream().filter(f -> f.severity() != Severity.ERROR).count();
        String first = error ? "log error" : r.findings().isEmpty() ? "" : r.findings().get(0).rule();
        StringBuilder b = new StringBuilder();
        b.append("<tr class=\"").append(r.status().word()).append("\" data-n=\"").append(n)
                .append("\" data-file=\"").append(Html.text(r.file())).append("\" data-rank=\"")
                .append(rank(r.status())).append("\" data-lines=\"").append(r.lines()).append("\" data-errors=\"")
                .append(error ? 0 : r.errors()).append("\" data-warnings=\"").append(warnings)
                .append("\" data-first=\"").append(Html.text(first)).append("\">");
        b.append("<td>").append(n).append("</td><td class=\"file\">");
        link(b, href, "", r.file());
        b.append("</td><td class=\"status\">").append(r.status().word()).append("</td><td>").append(r.lines())
                .append("</td><td>").append(error ? 0 : r.errors()).append("</td><td>").append(warnings)
                .append("</td><td><ul>");
        if (error) {
            LogResult.Problem p = r.error();
            b.append("<li class=\"error\">");
            link(b, href, p.line() > 0 ? "#L" + p.line() : "", "line " + p.line()
                    + (p.column() > 0 ? ", column " + p.column() : ""));
            b.append(" <b>").append(p.internal() ? "internal error" : "log error").append("</b> ")
                    .append(Html.text(p.message())).append("</li>");
        } else {
            for (Finding f : r.findings()) {
                b.append("<li class=\"").append(f.severity().word()).append("\">");
                link(b, href, "#L" + f.line(), "line " + f.line());
                b.append(" <span class=\"sev\">").append(f.severity().word()).append("</span> <b>")
                        .append(Html.text(f.rule().equals("expect") ? "expect" : "CR " + f.rule()))
                        .append("</b> ").append(Html.text(f.message())).append("</li>");
            }
        }
        b.append("</ul></td></tr>\n");
        out.write(b.toString());
    }

    private static void link(StringBuilder b, String href, String fragment, String text) {
        if (href == null) {
            b.append(Html.text(text));
        } else {
            b.append("<a href=\"").append(Html.text(href + fragment)).append("\">").append(Html.text(text))
                    .append("</a>");
        }
    }

    /** Worst first when sorted ascending: error, invalid, valid. */
    private static int rank(LogResult.Status s) {
        return switch (s) {
            case ERROR -> 0;
            case INVALID -> 1;
            case VALID -> 2;
        };
    }

    @Override
    public void finish(Summary s) throws IOException {
        if (n == 0) {
            head();
        }
        out.write("</tbody>\n</table>\n<header id=\"summary\"><h1>arbiter: " + Html.text(Summary.plural(s.logs(),
                "log")) + "</h1><p><span class=\"valid\">" + s.valid() + " valid</span> · <span class=\"invalid\">"
                + s.invalid() + " invalid</span> · <span class=\"error\">" + Html.text(Summary.plural(s.errors(),
                "error")) + "</span> · " + Html.text(Summary.plural(s.findings(), "finding"))
                + " · Comprehensive Rules " + Arbiter.CR_EDITION + " · arbiter " + Html.text(Arbiter.version())
                + "</p><p class=\"hint\">Click a column's title to sort by it"
                + (replay == null ? "" : "; a log's name opens its replay, a finding's line that moment of it")
                + ".</p></header>\n</div>\n<script>\n" + Html.resource("batch.js") + "</script>\n</body>\n</html>\n");
        out.flush();
    }
}
