package dev.arbiter.report;

import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.ObjectState;
import dev.arbiter.PlayerState;
import dev.arbiter.Replay;
import dev.arbiter.RuleFiring;
import dev.arbiter.log.Quote;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * The explain trace for people: for each step its lines, the DRL rules that fired in firing order with their CR
 * numbers, what the engine did and noted, the findings in plain words, and the state after it (shown again only
 * when it changed).
 */
final class ExplainText implements Explain {
    private final Writer out;
    private List<String> lastState = List.of();

    ExplainText(Writer out) {
        this.out = out;
    }

    @Override
    public void begin(String file, Replay replay) throws IOException {
        out.write("explain " + file + " (" + (replay.recorded() ? "recorded" : "derived") + " outcomes; players "
                + String.join(", ", replay.players()) + ")\n");
    }

    @Override
    public void step(Replay.Step step, Snapshot after) throws IOException {
        StringBuilder b = new StringBuilder("\n");
        for (Replay.Line l : step.entries()) {
            b.append(String.format("%5d  %-8s %s%n", l.number(), kind(l.kind()), shown(l.text())));
        }
        if (step.parts().isEmpty()) {
            // past a mistake, a line the rules' game can't play: the warning that says so is at it
            b.append(String.format("%5d  (not checked: the log is read no further)%n", step.line()));
        }
        fired(b, step.firings());
        for (String o : step.outcomes()) {
            b.append("       did      ").append(shown(o)).append('\n');
        }
        for (String t : step.triggers()) {
            b.append("       stacked  ").append(shown(t)).append('\n');
        }
        noted(b, step.notes());
        for (Finding f : step.findings()) {
            b.append("       FINDING  line ").append(f.line()).append(": ").append(f.severity().word()).append(' ')
                    .append(f.rule());
            if (!f.related().isEmpty()) {
                b.append(" (related ").append(String.join(", ", f.related())).append(')');
            }
            b.append(": ").append(TextLines.oneLine(f.message())).append('\n');
            // a finding's values come from the log: quoted (cut, escaped) when they are not plain words
            // a warning or information has neither (empty): no blank lines for them
            if (f.expected() != null && !f.expected().isEmpty()) {
                b.append("                expected: ").append(Quote.word(f.expected())).append('\n');
            }
            if (f.observed() != null && !f.observed().isEmpty()) {
                b.append("                observed: ").append(Quote.word(f.observed())).append('\n');
            }
        }
        List<String> state = state(after);
        if (state.equals(lastState)) {
            b.append("       after    (state unchanged)\n");
        } else {
            b.append("       after    ").append(after.turn()).append('\n');
            for (String s : state) {
                b.append("                ").append(shown(s)).append('\n');
            }
        }
        lastState = state;
        out.write(b.toString());
        out.flush();
    }

    @Override
    public void ended(List<RuleFiring> firings, List<String> notes) throws IOException {
        if (firings.isEmpty() && notes.isEmpty()) {
            return;
        }
        StringBuilder b = new StringBuilder("\n  end  (the log has ended: what it left undone is checked)\n");
        fired(b, firings);
        noted(b, notes);
        out.write(b.toString());
        out.flush();
    }

    private static void fired(StringBuilder b, List<RuleFiring> firings) {
        for (RuleFiring f : firings) {
            b.append("       fired    ").append(shown(f.rule())).append("  [CR ").append(f.cr()).append(']');
            if (!f.facts().isEmpty()) {
                b.append("  on ").append(shown(String.join(", ", f.facts())));
            }
            b.append('\n');
        }
    }

    private static void noted(StringBuilder b, List<String> notes) {
        for (String n : notes) {
            b.append("       note     ").append(shown(n)).append('\n');
        }
    }

    /** Longer than any line of a valid log's trace; a line of an id of 170,000 characters is cut there. */
    static final int MAX_LINE = 1_000;

    /**
     * A line of the trace as the text report shows its messages: on one line, no control character or lone
     * surrogate (they are escaped), and cut after {@value #MAX_LINE} characters with its length, since everything in
     * it may come from the log.
     */
    static String shown(String s) {
        String cut = s.length() > MAX_LINE ? s.substring(0, Character.isHighSurrogate(s.charAt(MAX_LINE - 1))
                ? MAX_LINE - 1 : MAX_LINE) + "… (" + s.length() + " characters)" : s;
        return TextLines.oneLine(cut);
    }

    private static String kind(Replay.Kind k) {
        return switch (k) {
            case ACTION -> "action";
            case OUTCOME -> "outcome";
            case EXTERNAL -> "external";
            case EXPECT -> "expect";
        };
    }

    private static List<String> state(Snapshot s) {
        List<String> lines = new ArrayList<>();
        if (s.battlefield().isEmpty()) {
            lines.add("battlefield: empty");
        }
        for (ObjectState o : s.battlefield()) {
            lines.add("battlefield: " + Snapshot.describe(o));
        }
        for (ObjectState o : s.encodedInExile()) {
            lines.add("exile: " + o.id() + " " + o.name() + " (owner " + o.owner() + "), encoded on "
                    + o.encodedOn());
        }
        for (PlayerState p : s.players()) {
            lines.add("player " + Snapshot.describe(p));
        }
        lines.add("stack: " + (s.stack().isEmpty() ? "empty" : String.join(", ", s.stack()) + " (top first)"));
        return lines;
    }

    @Override
    public void end(LogResult result) throws IOException {
        out.write("\n");
        if (result.status() == LogResult.Status.ERROR) {
            out.write(TextLines.error(result) + "\n");
        }
        for (Finding f : result.status() == LogResult.Status.ERROR ? List.<Finding>of() : result.findings()) {
            out.write(TextLines.finding(result.file(), f) + "\n");
        }
        out.write(TextLines.oneLine(result.file()) + ": " + result.status().word() + ", "
                + Summary.plural(result.lines(), "line") + ", "
                + Summary.plural(result.status() == LogResult.Status.ERROR ? 0 : result.findings().size(), "finding")
                + "\n");
        out.flush();
    }
}
