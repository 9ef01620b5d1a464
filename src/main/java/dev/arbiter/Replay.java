package dev.arbiter;

import dev.arbiter.engine.Done;
import dev.arbiter.engine.GameRun;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.LogWriter;

import java.util.ArrayList;
import java.util.List;

/**
 * A log being played step by step, for stepping tools and the explain command. A step is an action line with the
 * outcome and expect lines that follow it. Between steps, the game can be queried. Not thread-safe; close it.
 */
public final class Replay implements AutoCloseable {
    /**
     * What one step did.
     *
     * @param line     the number of its action line
     * @param lines    the text of its lines as written
     * @param firings  the rules that fired, in firing order (empty when replaying without a trace)
     * @param notes    what the engine noted beside the rules (a token not created, a choice taken)
     * @param findings the findings it raised
     * @param outcomes what the rules did, as mtglog/1 outcome lines
     */
    public record Step(int line, List<String> lines, List<RuleFiring> firings, List<String> notes,
                       List<Finding> findings, List<String> outcomes) {
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

    /** Plays the next step, or returns null at the end of the log. Throws {@link dev.arbiter.log.LogError}. */
    public Step next() {
        GameRun.StepRecord r = run.step();
        if (r == null) {
            return null;
        }
        List<String> texts = new ArrayList<>();
        for (LogLine l : r.lines()) {
            texts.add(l.src().text());
        }
        List<String> outcomes = new ArrayList<>();
        for (Done d : r.performed()) {
            if (!d.implied()) {
                outcomes.add(LogWriter.outcome(d.outcome()));
            }
        }
        return new Step(r.lines().get(0).line(), texts, r.firings(), r.notes(), r.findings(), outcomes);
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
