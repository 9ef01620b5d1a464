package dev.arbiter;

import dev.arbiter.engine.Done;
import dev.arbiter.engine.GameRun;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.LogWriter;
import dev.arbiter.model.StackItem;

import java.util.ArrayList;
import java.util.List;

/**
 * A log being played step by step, for stepping tools and the explain command. A step is an action line with the
 * outcome and expect lines that follow it. Between steps, the game can be queried. Not thread-safe; close it.
 */
public final class Replay implements AutoCloseable {
    /** What a line of a step is (mtglog/1 §4, §5, §7). */
    public enum Kind {
        /** What a player did: the first line of every step. */
        ACTION,
        /** What happened, as the log states it: checked against what the rules did. */
        OUTCOME,
        /** An effect from outside the game ({@code "by":"external"} or a non-catalogue source): applied as given. */
        EXTERNAL,
        /** An assertion about the state. */
        EXPECT
    }

    /** One line of a log as written: its number (1-based, comments and blank lines count), text and kind. */
    public record Line(int number, String text, Kind kind) {
    }

    /**
     * What one step did.
     *
     * @param line     the number of its action line
     * @param parts    its stretches up to a priority point, in order: one, unless an external outcome follows an
     *                 expect line (an expect asserts the state at its own place, mtglog/1 §7)
     * @param firings  the rules that fired, in firing order (empty when replaying without a trace)
     * @param notes    what the engine noted beside the rules (a token not created, a choice taken)
     * @param findings the findings it raised
     */
    public record Step(int line, List<Part> parts, List<RuleFiring> firings, List<String> notes,
                       List<Finding> findings) {
        public Step {
            parts = List.copyOf(parts);
        }

        /** Its lines as written. */
        public List<Line> entries() {
            return parts.stream().flatMap(p -> p.entries().stream()).toList();
        }

        /** The text of its lines as written. */
        public List<String> lines() {
            return entries().stream().map(Line::text).toList();
        }

        /** What the rules did in the whole step, as mtglog/1 outcome lines. */
        public List<String> outcomes() {
            return parts.stream().flatMap(p -> p.outcomes().stream()).toList();
        }

        /** The triggered abilities the engine put on the stack itself in the whole step, as trigger lines. */
        public List<String> triggers() {
            return parts.stream().flatMap(p -> p.triggers().stream()).toList();
        }
    }

    /**
     * A stretch of a step ending at a priority point.
     *
     * @param entries  its lines as written (the first part starts with the action line)
     * @param outcomes what the rules did, as mtglog/1 outcome lines (the action's own parts and the effects the log
     *                 applied from outside are not among them)
     * @param triggers the triggered abilities the engine put on the stack itself at its priority point, in the order
     *                 they went there, as mtglog/1 {@code trigger} lines (a recorded log must show them)
     */
    public record Part(List<Line> entries, List<String> outcomes, List<String> triggers) {
        public Part {
            entries = List.copyOf(entries);
            outcomes = List.copyOf(outcomes);
            triggers = List.copyOf(triggers);
        }
    }

    private final String name;
    private final GameRun run;

    Replay(String name, GameRun run) {
        this.name = name;
        this.run = run;
    }

    public String name() {
        return name;
    }

    /** The log's {@code game} line as written. */
    public String gameLine() {
        return run.header().src().text();
    }

    /** The players in turn order. */
    public List<String> players() {
        return run.header().players();
    }

    /** Whether the log records outcomes (mtglog/1 recorded mode) rather than leaving them to the engine. */
    public boolean recorded() {
        return run.header().recorded();
    }

    /** Plays the next step, or returns null at the end of the log. Throws {@link dev.arbiter.log.LogError}. */
    public Step next() {
        GameRun.StepRecord r = run.step();
        if (r == null) {
            return null;
        }
        List<Part> parts = new ArrayList<>();
        for (GameRun.Part p : r.parts()) {
            List<Line> lines = new ArrayList<>();
            for (LogLine l : p.lines()) {
                lines.add(new Line(l.line(), l.src().text(), kind(l)));
            }
            List<String> outcomes = new ArrayList<>();
            for (Done d : p.performed()) {
                // an external effect the log itself applied is one of the step's lines, not a consequence
                if (!d.implied() && !d.external()) {
                    outcomes.add(LogWriter.outcome(d.outcome()));
                }
            }
            List<String> triggers = new ArrayList<>();
            for (StackItem t : p.stacked()) {
                triggers.add(LogWriter.trigger(t.getSource().getId(), t.getAbility(), t.getController()));
            }
            parts.add(new Part(lines, outcomes, triggers));
        }
        return new Step(r.lines().get(0).line(), parts, r.firings(), r.notes(), r.findings());
    }

    private Kind kind(LogLine l) {
        if (l instanceof LogLine.Action) {
            return Kind.ACTION;
        }
        if (l instanceof LogLine.Outcome o) {
            return run.isExternal(o) ? Kind.EXTERNAL : Kind.OUTCOME;
        }
        return Kind.EXPECT;
    }

    /** The number of the last line read. */
    public int lines() {
        return run.lines();
    }

    /** All findings so far. */
    public List<Finding> findings() {
        return List.copyOf(run.findings());
    }

    /** The object a log id names now (its latest incarnation), or null if it doesn't exist. */
    public ObjectState object(String id) {
        return run.objectState(id);
    }

    /** A player now, or null for an unknown id. */
    public PlayerState player(String id) {
        return run.playerState(id);
    }

    /** Ids of every object in a zone ("battlefield", "graveyard", ...). */
    public List<String> zone(String zone) {
        return run.zone(zone);
    }

    /** The stack, top first: spells by id, abilities by their source's id. */
    public List<String> stack() {
        return run.stackIds();
    }

    /** The turn, the active player and the step. */
    public String turn() {
        return run.turnDescription();
    }

    @Override
    public void close() {
        run.close();
    }
}
