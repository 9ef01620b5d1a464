package dev.arbiter.report;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.Replay;
import dev.arbiter.RuleFiring;
import dev.arbiter.RuleInfo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;

/** The explain trace of one log being written, step by step as the replay advances. */
public interface Explain {
    /** Before the first step. */
    void begin(String file, Replay replay) throws IOException;

    /** One step and the state after it. */
    void step(Replay.Step step, Snapshot after) throws IOException;

    /** Once the log has ended: what the end-of-log checks fired and noted (their findings are the result's). */
    default void ended(List<RuleFiring> firings, List<String> notes) throws IOException {
    }

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

    /**
     * Plays a log with the rule trace ({@link Arbiter#explain}), writing each step and the state after it to the
     * trace, then its end; returns the verdict.
     */
    static LogResult play(Arbiter arbiter, String name, InputStream in, Explain explain) throws IOException {
        LogResult result = arbiter.explain(name, in, new Arbiter.StepListener() {
            @Override
            public void begin(Replay replay) {
                write(() -> explain.begin(name, replay));
            }

            @Override
            public void step(Replay replay, Replay.Step step) {
                write(() -> explain.step(step, Snapshot.of(replay)));
            }

            @Override
            public void end(Replay replay) {
                write(() -> explain.ended(replay.endFirings(), replay.endNotes()));
            }
        });
        explain.end(result);
        return result;
    }

    private static void write(Write w) {
        try {
            w.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A write that may fail, carried through the listener (which can't throw checked exceptions). */
    interface Write {
        void run() throws IOException;
    }
}
