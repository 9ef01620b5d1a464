package dev.arbiter.engine;

import dev.arbiter.Finding;
import dev.arbiter.Severity;
import dev.arbiter.cards.Catalogue;
import dev.arbiter.log.LogError;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.LogReader;
import dev.arbiter.model.BeyondTheMistake;
import dev.arbiter.model.Cause;
import dev.arbiter.model.MovesAfterTrigger;
import dev.arbiter.model.PastTheEnd;
import dev.arbiter.model.RulesEdition;
import dev.arbiter.model.Step;
import dev.arbiter.model.Unchecked;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.AgendaFilter;
import org.kie.api.runtime.rule.ConsequenceException;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Plays one log in one KieSession: reads it a step at a time (an action line with the outcome and expect lines
 * that follow it), has the rules carry out the action, then runs the priority point — state-based actions to
 * quiescence, then triggers to the stack (CR 117.5, 704.3) — checks what the log recorded, and checks its
 * expectations. Not thread-safe; one per log; always {@link #close() closed}.
 */
public final class GameRun implements AutoCloseable {
    /**
     * What one step did: its lines, the rules fired in order, the findings it raised, the changes it made, and the
     * triggered abilities the engine put on the stack itself (which a recorded log shows as trigger lines).
     */
    public record StepRecord(List<LogLine> lines, List<dev.arbiter.RuleFiring> firings, List<String> notes,
                             List<Finding> findings, List<Part> parts) {
    }

    /** What the checks made once the log ended fired and noted (the firings empty without a trace). */
    public record Ended(List<dev.arbiter.RuleFiring> firings, List<String> notes) {
        static final Ended NOT_YET = new Ended(List.of(), List.of());
    }

    /**
     * A stretch of a step that ends at a priority point: its lines (the action line in the first part), what the
     * rules performed and the triggered abilities the engine put on the stack. A step is one part unless an external
     * outcome follows an expect line (see {@link #parts}).
     */
    public record Part(List<LogLine> lines, List<Done> performed, List<dev.arbiter.model.StackItem> stacked) {
    }

    /** How many lines past the lookahead {@link #movesAfterTrigger} looks at, at most. */
    private static final int MOST_PEEKED = 1_000;

    private final LogReader reader;
    private final KieSession session;
    private final Facts facts;
    private final Game game;
    private final Tracer tracer;
    private final Budget.Meter meter;
    private final Refs refs;
    private final Actions actions;
    private final Records records;
    private final States states;
    private final Expectations expectations;
    private final LogLine.Game header;
    private LogLine lookahead;
    /** Lines read past the lookahead to look at (see {@link #peek}), to be read again in their turn from peekedRead. */
    private final List<LogLine> peeked = new ArrayList<>();
    private int peekedRead;
    /** The error reading the line after the peeked ones, thrown when that line is read in its turn. */
    private LogError peekedError;
    private int lines;
    /**
     * How many findings the steps have been handed: the first step is handed the game line's too (a warning that it
     * leaves something unchecked, or names another edition), as the tracer hands it the firings that raised them.
     */
    private int handed;
    private boolean done;
    private Ended ended = Ended.NOT_YET;
    private boolean closed;

    /**
     * Starts playing a log with a rule base: reads its game line (a {@link LogError} if it is not one) and opens its
     * rule session. The budget bounds the whole log from now; the rules named in {@code disabled} never fire (a rule
     * switched off to see what it changes).
     */
    public static GameRun start(Rulebase rules, Catalogue catalogue, LogReader reader, boolean trace,
                                Budget budget, Set<String> disabled) {
        AgendaFilter filter = disabled.isEmpty() ? null : new DisabledRules(Set.copyOf(disabled));
        return new GameRun(rules, catalogue, reader, trace, budget, filter);
    }

    GameRun(Rulebase rules, Catalogue catalogue, LogReader reader, boolean trace, Budget budget,
            AgendaFilter filter) {
        this.reader = reader;
        this.meter = budget.start();
        LogLine first = reader.next();
        this.header = (LogLine.Game) first;
        this.session = rules.newSession();
        try {
            this.facts = new Facts(session, filter);
            this.game = new Game(facts, catalogue, header);
            this.tracer = new Tracer(game, rules.tags(), trace, meter);
            this.refs = new Refs(game);
            global(rules, "game", game);
            global(rules, "resolving", new Resolver(game, facts, refs));
            session.addEventListener(tracer);
            this.actions = new Actions(game, facts, refs);
            Copies copies = new Copies(game, facts, refs, actions.casting());
            actions.casting().copies(copies);
            global(rules, "copies", copies);
            this.records = new Records(game, facts, refs, copies);
            this.states = new States(game, facts);
            this.expectations = new Expectations(game, facts, refs, states);
            game.line(header.line());
            // the edition the log assumes: rules/audit/expectations.drl warns when it is not the one applied
            facts.judge(new RulesEdition(header.cr(), dev.arbiter.Arbiter.CR_EDITION), "audit");
            // what the log's source showed and the log doesn't say: the same rules warn that it is not checked, and
            // it stays known for the game (the combat rules don't warn again of power it leaves unknown)
            for (Unchecked u : header.unchecked()) {
                facts.insert(u);
                facts.run("audit");
            }
            lines = header.line();
        } catch (RuntimeException e) {
            session.dispose();
            throw e;
        }
    }

    /**
     * The id this log gives an object the engine made: a recorded log's own id for a token or copy it recorded
     * (mtglog §5), which its later lines name it by; otherwise the engine's.
     */
    public String logName(String engineId) {
        return refs.logName(engineId);
    }

    public LogLine.Game header() {
        return header;
    }

    /** Whether an outcome line of this log is an effect from outside the game, which the engine applies (§3). */
    public boolean isExternal(LogLine.Outcome o) {
        return records.isExternal(o);
    }

    /** What the end-of-log checks fired and noted, once {@link #step} has returned null; empty before. */
    public Ended ended() {
        return ended;
    }

    /** Lines read so far (the last line number). */
    public int lines() {
        return lines;
    }

    /**
     * Plays the next step. Returns null at the end of the log. A {@link LogError} means the log can't be played
     * further; the game state stays as it was before the failing line.
     */
    public StepRecord step() {
        if (done) {
            return null;
        }
        meter.check();
        LogLine action = lookahead != null ? lookahead : read();
        lookahead = null;
        if (action == null) {
            done = true;
            lines = Math.max(lines, reader.lineNumber());
            try {
                actions.endOfLog(lines);
            } catch (ConsequenceException e) {
                throw unwrap(e);
            }
            ended = new Ended(tracer.drain(), game.ledger().drainNotes());
            return null;
        }
        List<LogLine> group = new ArrayList<>();
        group.add(action);
        LogLine next;
        while ((next = read()) != null
                && (!(next instanceof LogLine.Action) || namesTheStepItLeaves(action, next))) {
            group.add(next);
        }
        lookahead = next;
        game.triggers().nextLine(next);
        lines = next == null ? reader.lineNumber() : next.line() - 1;
        game.ledger().performed().clear();
        game.triggers().drainAutoStacked();
        List<Part> played;
        try {
            played = pastTheEnd(action) ? List.of() : play(group);
        } catch (ConsequenceException | LogError e) {
            RuntimeException error = e instanceof ConsequenceException c ? unwrap(c) : e;
            if (!(error instanceof LogError l) || !beyondTheMistake(l, group)) {
                throw error;
            }
            played = List.of();
        }
        List<Finding> all = game.ledger().findings();
        List<Finding> raised = List.copyOf(all.subList(handed, all.size()));
        handed = all.size();
        return new StepRecord(group, tracer.drain(), game.ledger().drainNotes(), raised, played);
    }

    /**
     * Whether a step line names the step a turn or step line leaves the game in ({@code step untap} right after a
     * {@code turn} line, the same step written twice): it changes nothing (docs/mtglog.md), so it is read with that
     * action's lines, and the outcomes written after it (the untap step's untaps) are still that action's.
     */
    private static boolean namesTheStepItLeaves(LogLine action, LogLine next) {
        Step after = action instanceof LogLine.Turn ? Step.UNTAP
                : action instanceof LogLine.StepLine s ? s.step() : null;
        return next instanceof LogLine.StepLine s && s.step() == after;
    }

    /**
     * Whether a recorded log goes on after the rules' game ended because a mistake reported before kept its own
     * version of the game going (a player alive there at a life total the log got wrong): the audit rules warn, and
     * the log is read no further, its findings kept. Without such a mistake, an action after the end is a log error
     * ({@link Actions#before}).
     */
    private boolean pastTheEnd(LogLine action) {
        if (!(action instanceof LogLine.Action) || action instanceof LogLine.Pass || !game.state().isOver()
                || !game.state().isRecorded()) {
            return false;
        }
        Finding mistake = game.ledger().findings().stream().filter(f -> f.severity() == Severity.ERROR)
                .findFirst().orElse(null);
        if (mistake == null) {
            return false;
        }
        game.line(action.line());
        facts.judge(new PastTheEnd(game.state().getResult(), game.state().getEndedOnLine(), mistake.line()), "audit");
        done = true;
        return true;
    }

    /**
     * Whether a line the rules' game can't play (a log error) comes after a mistake reported in a recorded log: the
     * log's own game, which that mistake made different, does there what the rules' game can't follow (a copy only it
     * made, resolved from a stack only it has). The audit rules judge it: when they take it for the mistake's
     * consequence, they warn that the rest is not checked, and the log is read no further, its findings kept (mtglog
     * §3: one mistake is reported once). A line that can't be read is still a log error: not in the step, it names
     * nothing the rules could judge.
     */
    private boolean beyondTheMistake(LogError error, List<LogLine> group) {
        if (!game.state().isRecorded()) {
            return false;
        }
        Finding mistake = game.ledger().findings().stream().filter(f -> f.severity() == Severity.ERROR)
                .findFirst().orElse(null);
        if (mistake == null || mistake.line() >= error.line()) {
            return false;
        }
        game.line(error.line());
        java.util.Set<String> names = new java.util.HashSet<>();
        for (LogLine l : group) {
            if (l.line() == error.line() && l.src() != null) {
                named(l.src().obj(), names);
            }
        }
        BeyondTheMistake beyond = new BeyondTheMistake(error.line(), error.getMessage(), mistake.line(), names);
        facts.judge(beyond, "audit");
        done = beyond.isAccepted();
        return done;
    }

    /** Every string a line holds, as the ids it may name (the engine's for the log's own). */
    private void named(dev.arbiter.log.Json.Value v, java.util.Set<String> into) {
        if (v instanceof dev.arbiter.log.Json.Str s) {
            into.add(refs.resolve(s.value()));
        } else if (v instanceof dev.arbiter.log.Json.Arr a) {
            a.items().forEach(i -> named(i, into));
        } else if (v instanceof dev.arbiter.log.Json.Obj o) {
            o.fields().values().forEach(i -> named(i, into));
        }
    }

    private List<Part> play(List<LogLine> group) {
        LogLine action = group.get(0);
        game.line(action.line());
        records.prepare(group);
        // only the lines before the first action can be a step without one (an expect, an external outcome): nothing
        // in mtglog/1 requires an action first (§3, §7)
        boolean acted = action instanceof LogLine.Action;
        if (acted) {
            actions.before((LogLine.Action) action);
            actions.perform((LogLine.Action) action);
        }
        List<Part> played = new ArrayList<>();
        List<List<LogLine>> parts = parts(acted ? group.subList(1, group.size()) : group);
        Records.Unmatched unmatched = new Records.Unmatched();
        int audited = 0;
        for (List<LogLine> part : parts) {
            records.applyExternal(part);
            actions.priorityPoint();
            boolean last = part == parts.get(parts.size() - 1);
            if (last) {
                part = withTheLapsedChoice(group, part);
            }
            MovesAfterTrigger movesAfter = last ? movesAfterTrigger() : null;
            if (movesAfter != null) {
                facts.insert(movesAfter);
            }
            List<Done> performed = game.ledger().performed();
            records.audit(part, List.copyOf(performed.subList(audited, performed.size())), unmatched,
                    played.size() == parts.size() - 1, action);
            if (movesAfter != null) {
                facts.delete(movesAfter);
            }
            // what the audit rules did (a recorded log's own answers) belongs to the part too
            played.add(new Part(played.isEmpty() && acted ? prepend(action, part) : List.copyOf(part),
                    List.copyOf(performed.subList(audited, performed.size())), game.triggers().drainAutoStacked()));
            audited = performed.size();
            for (LogLine l : part) {
                if (l instanceof LogLine.Expect e) {
                    game.line(e.line());
                    expectations.check(e);
                }
            }
        }
        game.clearEvents();
        return played;
    }

    /**
     * Roles that arrived together on a host that leaves in the same check (704.5y beside 704.5g): in the game, the
     * player chooses in that very check, so a recorded log may write its choose line before the check's moves; the
     * engine lets the choice lapse (rules/sba/roles.drl) and performs the moves. A choose line next that answers that
     * lapsed choice is read with this step, and so are the outcome lines after it: they are this check's, and the audit
     * pairs them with what the rules did. Anything else after the step stays the next step's.
     */
    private List<LogLine> withTheLapsedChoice(List<LogLine> group, List<LogLine> part) {
        if (!game.state().isRecorded() || !(lookahead instanceof LogLine.Choose c) || !actions.answersLapsed(c)) {
            return part;
        }
        game.line(c.line());
        actions.perform(c);
        List<LogLine> more = new ArrayList<>(part);
        LogLine next = c;
        do {
            group.add(next);
            more.add(next);
        } while ((next = read()) != null && !(next instanceof LogLine.Action));
        lookahead = next;
        game.triggers().nextLine(next);
        lines = next == null ? reader.lineNumber() : next.line() - 1;
        return more;
    }

    /**
     * 704.3 with 117.5: the state-based actions of a check are performed before triggered abilities are put on the
     * stack, so a recorded log writes a check's moves before its trigger lines. One that writes them after the trigger
     * lines that follow the step (as their outcome lines) has the order wrong: the audit of the step pairs those moves
     * with the ones the check made there and reports the order once (rules/audit/records.drl). The lines stay where
     * they are, to be read in their turn.
     */
    private MovesAfterTrigger movesAfterTrigger() {
        if (!game.state().isRecorded() || !(lookahead instanceof LogLine.Trigger t)) {
            return null;
        }
        List<String> objects = new ArrayList<>();
        List<Integer> at = new ArrayList<>();
        LogLine l;
        for (int i = 0; i < MOST_PEEKED && (l = peek(i)) != null
                && (l instanceof LogLine.Outcome || l instanceof LogLine.Trigger); i++) {
            if (l instanceof LogLine.Move m && m.cause() == Cause.SBA) {
                objects.add(refs.resolve(m.object()));
                at.add(l.line());
            }
        }
        return objects.isEmpty() ? null : new MovesAfterTrigger(t.line(), t.source(), objects, at);
    }

    /** The next line of the log: one looked at already, or the reader's next. */
    private LogLine read() {
        if (peekedRead < peeked.size()) {
            LogLine l = peeked.get(peekedRead++);
            if (peekedRead == peeked.size()) {
                peeked.clear();
                peekedRead = 0;
            }
            return l;
        }
        if (peekedError != null) {
            LogError e = peekedError;
            peekedError = null;
            throw e;
        }
        return reader.next();
    }

    /**
     * The i-th line after the lookahead (from 0), read now and kept to be read again in its turn; null at the end of
     * the log or at a line that can't be read, whose error is thrown when it is read in its turn.
     */
    private LogLine peek(int i) {
        while (peeked.size() - peekedRead <= i && peekedError == null) {
            try {
                LogLine l = reader.next();
                if (l == null) {
                    return null;
                }
                peeked.add(l);
            } catch (LogError e) {
                peekedError = e;
            }
        }
        return peekedRead + i < peeked.size() ? peeked.get(peekedRead + i) : null;
    }

    private static List<LogLine> prepend(LogLine first, List<LogLine> rest) {
        List<LogLine> all = new ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        return List.copyOf(all);
    }

    /**
     * The lines after the action, cut where an external outcome follows an expect line: an expect asserts the state
     * at its own place (mtglog §7), so an external change written after it is applied — with its own priority
     * point — only once the expect has been checked. Without that case the step is one part, as usual.
     */
    private List<List<LogLine>> parts(List<LogLine> lines) {
        List<List<LogLine>> parts = new ArrayList<>();
        List<LogLine> part = new ArrayList<>();
        boolean expected = false;
        for (LogLine l : lines) {
            if (expected && l instanceof LogLine.Outcome o && records.isExternal(o)) {
                parts.add(part);
                part = new ArrayList<>();
                expected = false;
            }
            part.add(l);
            expected |= l instanceof LogLine.Expect;
        }
        parts.add(part);
        return parts;
    }

    /** Rule consequences throw LogError for a missing decision, the tracer a spent budget; Drools wraps them. */
    private static RuntimeException unwrap(ConsequenceException e) {
        Throwable t = e;
        while (t != null) {
            if (t instanceof LogError || t instanceof Budget.Exceeded) {
                return (RuntimeException) t;
            }
            t = t.getCause();
        }
        return e;
    }

    public dev.arbiter.ObjectState objectState(String id) {
        dev.arbiter.model.GameObject o = game.object(refs.resolve(id));
        return o == null ? null : states.object(o);
    }

    /** The states of the objects these ids name now, in their order; an id that names none is left out. */
    public List<dev.arbiter.ObjectState> objectStates(List<String> ids) {
        List<dev.arbiter.model.GameObject> objects = new ArrayList<>(ids.size());
        for (String id : ids) {
            dev.arbiter.model.GameObject o = game.object(refs.resolve(id));
            if (o != null) {
                objects.add(o);
            }
        }
        return states.objects(objects);
    }

    public dev.arbiter.PlayerState playerState(String id) {
        dev.arbiter.model.Player p = game.player(id);
        return p == null ? null : states.player(p);
    }

    public List<String> zone(String zone) {
        dev.arbiter.model.Zone z = dev.arbiter.model.Zone.fromLog(zone);
        return z == null ? List.of() : game.in(z, null).stream().map(dev.arbiter.model.GameObject::getId).toList();
    }

    public List<String> stackIds() {
        return game.stack().stream().map(dev.arbiter.model.StackItem::getLogId).toList();
    }

    /** The turn number now (0 before the first turn). */
    public int turnNumber() {
        return game.state().getTurn();
    }

    /** The active player now, or null before the first turn. */
    public String activePlayer() {
        return game.state().getTurn() == 0 ? null : game.state().getActive();
    }

    /** The step now as mtglog/1 names it ("main1"), or null before the first turn. */
    public String stepName() {
        return game.state().getTurn() == 0 ? null : game.state().getStep().logName();
    }

    /** The stack now, top first. */
    public List<dev.arbiter.model.StackItem> stack() {
        return List.copyOf(game.stack());
    }

    /** The line being played (the last line read before the first step). */
    public int lineReached() {
        return game.line() > 0 ? game.line() : lines;
    }

    public String turnDescription() {
        return game.state().getTurn() == 0 ? "before the first turn" : "turn " + game.state().getTurn() + " ("
                + game.state().getActive() + "), " + game.state().getStep().logName() + " step";
    }

    public List<Finding> findings() {
        return game.ledger().findings();
    }

    /** The working memory, for the tests' rule verifier (it inserts hand-made facts and follows one rule). */
    Facts facts() {
        return facts;
    }

    /** Gives the session back; synchronized, as a replay dropped unclosed is closed on the cleaner's thread. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;  // a pooled session disposed twice would go back to the pool twice, and two games would share it
        }
        closed = true;
        session.dispose();
        try {
            reader.close();
        } catch (java.io.IOException ignored) {
            // nothing to lose: the log was only read
        }
    }

    /**
     * The globals the engine sets on every session, by name, with the class of each: what DrlCompiler holds an edited
     * rules folder's declarations to.
     */
    static final Map<String, Class<?>> GLOBALS = Map.of("game", Game.class, "resolving", Resolver.class,
            "copies", Copies.class);

    /** Sets a global the rules declare (an edited rules folder need not declare them all; DrlCompiler checks types). */
    private void global(Rulebase rules, String name, Object value) {
        if (rules.declares(name)) {
            session.setGlobal(name, value);
        }
    }
}
