package dev.arbiter;

import dev.arbiter.engine.Budget;
import dev.arbiter.engine.Done;
import dev.arbiter.engine.GameRun;
import dev.arbiter.log.LogError;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.LogWriter;
import dev.arbiter.model.StackItem;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A log being played step by step, for stepping tools and the explain command. A step is an action line with the
 * outcome and expect lines that follow it. Between steps, the game can be queried. Not thread-safe; close it.
 * When the log can't be played further, {@link #next()} throws a {@link LogProblemException}, and keeps throwing
 * it; {@link #error()} says the same.
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
     *                 expect line (an expect asserts the state at its own place, mtglog/1 §7); none when the
     *                 rules' game doesn't play it (a recorded log going on past a mistake: it is read no further)
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
     *                 applied from outside are not among them); a token or copy a recorded log gave an id of its own
     *                 is named by that id, as the log's later lines name it
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

    /** The zones of the game (CR 400.1). */
    public enum Zone {
        LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND;

        /** The name mtglog/1 gives it: "battlefield". */
        public String logName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The steps of a turn in order (CR 500.1). */
    public enum TurnStep {
        UNTAP, UPKEEP, DRAW, MAIN1, BEGINNING_OF_COMBAT, DECLARE_ATTACKERS, DECLARE_BLOCKERS, FIRST_STRIKE_DAMAGE,
        COMBAT_DAMAGE, END_OF_COMBAT, MAIN2, END, CLEANUP;

        /** The name mtglog/1 gives it: "main1". */
        public String logName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Where the game is.
     *
     * @param number       the turn number, 0 before the first turn
     * @param activePlayer the active player's id, null before the first turn
     * @param step         the step, null before the first turn
     */
    public record Turn(int number, String activePlayer, TurnStep step) {
    }

    /** What a stack entry is: a spell, or an ability a permanent or card put there (CR 113.3b, 113.3c). */
    public enum EntryKind {
        SPELL, TRIGGERED_ABILITY, ACTIVATED_ABILITY
    }

    /**
     * One object on the stack.
     *
     * @param id         the id a log names it by: the spell's own id; for an ability, its source's id
     * @param kind       spell or ability
     * @param source     the id of the spell itself, or of the ability's source
     * @param controller the player who controls it
     * @param ability    the ability's text as the card catalogue gives it; null for a spell
     */
    public record StackEntry(String id, EntryKind kind, String source, String controller, String ability) {
    }

    /**
     * Lets the game of a replay its caller dropped without closing it go: its session is otherwise held by the rule
     * base for the life of the process (about 200 KB a replay). Closing is still the way: this only runs once the
     * garbage collector has found the replay unreachable.
     */
    private static final java.lang.ref.Cleaner DROPPED = java.lang.ref.Cleaner.create();

    private final String name;
    private final GameRun run;
    private final java.lang.ref.Cleaner.Cleanable release;
    private LogProblemException stopped;
    private boolean closed;

    Replay(String name, GameRun run) {
        this.name = name;
        this.run = run;
        this.release = DROPPED.register(this, run::close);  // holds the game, never the replay
    }

    /**
     * Starts a log: reads its game line. Throws {@link LogProblemException} when that can't be done; the reader is
     * then closed.
     */
    static Replay start(String name, dev.arbiter.engine.Rulebase rules, dev.arbiter.cards.Catalogue catalogue,
                        dev.arbiter.log.LogReader reader, boolean trace, Budget budget, java.util.Set<String> disabled) {
        try {
            return new Replay(name, GameRun.start(rules, catalogue, reader, trace, budget, disabled));
        } catch (RuntimeException e) {
            try {
                reader.close();
            } catch (java.io.IOException ignored) {
                // the log was only read
            }
            LogProblemException p = problem(name, e, reader.lineNumber());
            if (p == null) {
                throw e;
            }
            throw p;
        }
    }

    /** What stopped a log, as the public exception, or null for anything else (a bug in arbiter). */
    private static LogProblemException problem(String name, RuntimeException e, int reached) {
        if (e instanceof LogError le) {
            return new LogProblemException(name, new LogResult.Problem(le.line(), le.column(), le.getMessage()),
                    false);
        }
        if (e instanceof Budget.Exceeded b) {
            int at = Math.max(1, reached);
            return new LogProblemException(name, new LogResult.Problem(at, 0, b.getMessage() + " at line " + at),
                    b.interrupted());
        }
        if (e instanceof UncheckedIOException io) {
            int at = reached + 1;
            return new LogProblemException(name, new LogResult.Problem(at, 0, "can't read the file: "
                    + Arbiter.describe(io.getCause())), false, true);
        }
        return null;
    }

    /** What the log is called in results: the name it was opened under (a file name). */
    public String name() {
        return name;
    }

    /** Whether {@link #close()} has been called: then no step can be played or looked at. */
    public boolean isClosed() {
        return closed;
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

    /**
     * Plays the next step, or returns null at the end of the log. The checks the engine makes once the log has ended
     * (a triggered ability never put on the stack, tied Roles no choice settled) belong to no step: their findings are
     * in {@link #findings()} once this has returned null, what they fired and noted in {@link #endFirings()} and
     * {@link #endNotes()}. The game line's (a warning of what it leaves unchecked)
     * are the first step's, as are the firings that raised them.
     *
     * @throws LogProblemException when the log can't be played further (again at every later call)
     * @throws IllegalStateException once the replay is closed
     */
    public Step next() {
        GameRun.StepRecord r = play();
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
                    outcomes.add(LogWriter.outcome(d.outcome(), run::logName));
                }
            }
            List<String> triggers = new ArrayList<>();
            for (StackItem t : p.stacked()) {
                triggers.add(LogWriter.trigger(run.logName(t.getSource().getId()), t.getAbility(),
                        t.getController()));
            }
            parts.add(new Part(lines, outcomes, triggers));
        }
        return new Step(r.lines().get(0).line(), parts, r.firings(), r.notes(), r.findings());
    }

    /**
     * Plays the next step as {@link #next} does, without the view of it a listener reads (its outcome lines written
     * out, for one): what {@code validate} needs. False at the end of the log.
     */
    boolean advance() {
        return play() != null;
    }

    private GameRun.StepRecord play() {
        if (stopped != null) {
            throw stopped;
        }
        if (closed) {
            throw new IllegalStateException("the replay of " + name + " is closed");
        }
        try {
            return run.step();
        } catch (RuntimeException e) {
            LogProblemException p = problem(name, e, e instanceof UncheckedIOException ? run.lines()
                    : run.lineReached());
            if (p == null) {
                throw e;
            }
            stopped = p;
            throw p;
        }
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

    /**
     * The rules that fired in the checks made once the log ended (a triggered ability never put on the stack, tied
     * Roles no choice settled), in firing order: empty until {@link #next} has returned null, and without the trace.
     */
    public List<RuleFiring> endFirings() {
        return run.ended().firings();
    }

    /** What the engine noted in the checks made once the log ended; empty until {@link #next} has returned null. */
    public List<String> endNotes() {
        return run.ended().notes();
    }

    /** All findings so far: every step's, and at the end of the log those raised once it ended. */
    public List<Finding> findings() {
        return List.copyOf(run.findings());
    }

    /** The object a log id names now (its latest incarnation), or null if it doesn't exist. */
    public ObjectState object(String id) {
        return run.objectState(Objects.requireNonNull(id, "id is null"));
    }

    /**
     * The objects these log ids name now, in the order given; an id that names none is left out. For many objects at
     * once (a zone), cheaper than {@link #object} for each: what is attached and encoded is looked up once.
     */
    public List<ObjectState> objects(List<String> ids) {
        Objects.requireNonNull(ids, "ids is null");
        for (String id : ids) {
            Objects.requireNonNull(id, "an id in ids is null");
        }
        return run.objectStates(List.copyOf(ids));
    }

    /** A player now, or null for an unknown id. */
    public PlayerState player(String id) {
        return run.playerState(Objects.requireNonNull(id, "id is null"));
    }

    /** Why the log could not be played further, once {@link #next()} has thrown; empty until then. */
    public Optional<LogResult.Problem> error() {
        return stopped == null ? Optional.empty() : Optional.of(stopped.problem());
    }

    /** Ids of every object in a zone. */
    public List<String> zone(Zone zone) {
        return run.zone(Objects.requireNonNull(zone, "zone is null").logName());
    }

    /**
     * Ids of every object in a zone named as mtglog/1 names it ("battlefield", "graveyard", ...).
     *
     * @throws IllegalArgumentException for a name that is not a zone's
     */
    public List<String> zone(String zone) {
        Objects.requireNonNull(zone, "zone is null");
        for (Zone z : Zone.values()) {
            if (z.logName().equals(zone)) {
                return run.zone(zone);
            }
        }
        throw new IllegalArgumentException("no zone is called \"" + zone + "\" (one of: library, hand,"
                + " battlefield, graveyard, stack, exile, command)");
    }

    /** The stack, top first: spells by id, abilities by their source's id (see {@link #stackEntries()}). */
    public List<String> stack() {
        return run.stackIds();
    }

    /** The stack, top first, each entry saying whether it is a spell or an ability and whose. */
    public List<StackEntry> stackEntries() {
        List<StackEntry> out = new ArrayList<>();
        for (StackItem i : run.stack()) {
            EntryKind kind = switch (i.getKind()) {
                case SPELL -> EntryKind.SPELL;
                case TRIGGERED -> EntryKind.TRIGGERED_ABILITY;
                case ACTIVATED -> EntryKind.ACTIVATED_ABILITY;
            };
            out.add(new StackEntry(i.getLogId(), kind, i.getSource().getId(), i.getController(),
                    kind == EntryKind.SPELL ? null : i.getAbility()));
        }
        return out;
    }

    /** The turn, the active player and the step in words: "turn 3 (P1), main1 step" (see {@link #currentTurn()}). */
    public String turn() {
        return run.turnDescription();
    }

    /** The turn number, the active player and the step. */
    public Turn currentTurn() {
        String step = run.stepName();
        return new Turn(run.turnNumber(), run.activePlayer(),
                step == null ? null : TurnStep.valueOf(step.toUpperCase(Locale.ROOT)));
    }

    /** Lets the game go (its session goes back to the pool); closing again does nothing. */
    @Override
    public void close() {
        closed = true;
        release.clean();  // the game's close, once
    }
}
