package dev.arbiter.report;

import java.io.Writer;
import java.util.Locale;

/** The report formats of {@code arbiter validate -f}. */
public enum Format {
    /** Compiler-style lines, then one summary line. */
    TEXT,
    /** One JSON document in the shape of shared/spec/cli.md. */
    JSON,
    /** SARIF 2.1.0: one run, a result per finding, the CR number as rule id. */
    SARIF,
    /** JUnit XML: one test suite, one test case per log. */
    JUNIT,
    /** A self-contained HTML page: every log with its status and findings, sortable (explain: a replay page). */
    HTML;

    /** A report of this format written to {@code out}. */
    public Report open(Writer out, RuleTitles titles) {
        return switch (this) {
            case TEXT -> new TextReport(out);
            case JSON -> new JsonReport(out);
            case SARIF -> new SarifReport(out, titles);
            case JUNIT -> new JunitReport(out);
            case HTML -> new HtmlReport(out, null);
        };
    }

    /** As the command line spells it: text, json, sarif, junit, html. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
