package dev.arbiter.report;

import dev.arbiter.LogResult;
import dev.arbiter.Replay;
import dev.arbiter.RuleInfo;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** The explain trace of one log being written, step by step as the replay advances. */
public interface Explain {
    /** Before the first step. */
    void begin(String file, Replay replay) throws IOException;

    /** One step and the state after it. */
    void step(Replay.Step step, Snapshot after) throws IOException;

    /** After the last step, or where the log could not be played further. */
    void end(LogResult result) throws IOException;

    /** The trace in a report format: text for people, JSON for tools. */
    static Explain open(Format format, Writer out) {
        if (format == Format.JSON) {
            return new ExplainJson(out);
        }
        if (format == Format.TEXT) {
            return new ExplainText(out);
        }
        throw new IllegalArgumentException("explain writes text or json, not " + format.word());
    }

    /**
     * The trace as a self-contained HTML replay page.
     *
     * @param rules  the rule catalogue, for the descriptions of the rules that fire
     * @param source the log's lines as written, for the page to show them all (comments too)
     */
    static Explain html(Writer out, List<RuleInfo> rules, List<String> source) {
        return new ExplainHtml(out, rules, source);
    }
}
