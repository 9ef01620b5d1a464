package dev.arbiter.log;

import dev.arbiter.model.Cause;
import dev.arbiter.model.Step;
import dev.arbiter.model.Unchecked;
import dev.arbiter.model.Zone;

import java.util.List;
import java.util.Map;

/**
 * One line of an mtglog/1 log (shared/spec/mtglog.md, docs/mtglog.md), typed. The reader checks the shape of
 * every line; what the ids refer to is checked by the engine as it plays the game.
 */
public sealed interface LogLine {
    Src src();

    default int line() {
        return src().line();
    }

    /** The value of a {@code cast} decision (mtglog §6): an object with the fields of a cast line, checked alike. */
    static Cast castChoice(Json.Obj obj, int line) {
        return LineParser.castChoice(obj, line);
    }

    /** The first line. */
    /** @param unchecked what the log's source showed that the log leaves out or simplifies (§2), in order */
    record Game(Src src, List<String> players, int life, boolean recorded, String cr, String source,
                List<Unchecked> unchecked) implements LogLine {
    }

    /** An assertion about the state at this point (§7). */
    record Expect(Src src, Json.Obj fields) implements LogLine {
    }

    /** What a player did (§4). A player would receive priority after each one, once its outcome lines are read. */
    sealed interface Action extends LogLine {
    }

    /** What happened (§5): an assertion in a derived log, a record to check in a recorded log. */
    sealed interface Outcome extends LogLine {
        /** The object whose spell or ability caused it, "external", or null. */
        String by();
    }

    record ObjectLine(Src src, String id, String card, String token, Json.Obj def, String owner, String controller,
                      Zone zone, boolean tapped, Map<String, Integer> counters, int damage, String attachedTo,
                      String encodedOn, boolean phasedOut) implements Action {
    }

    record Turn(Src src, int number, String active) implements Action {
    }

    record StepLine(Src src, Step step) implements Action {
    }

    /** The parts of casting that a log records; also the value of a {@code cast} choice (then player and card are null). */
    record Cast(Src src, String player, String card, List<List<String>> targets, Integer x, boolean kicked,
                List<String> sacrifice, String alternativeCost, Zone from) implements Action {
    }

    /**
     * An extension: a player plays a land (CR 305.1), a special action that uses no stack (116.2a). Where it may be
     * done, and how often, is judged by rules/casting/land_plays.drl.
     */
    record Play(Src src, String player, String card, Zone from) implements Action {
    }

    record Activate(Src src, String player, String source, String ability, List<List<String>> targets,
                    List<String> sacrifice, Integer x) implements Action {
    }

    record Trigger(Src src, String source, String ability, String controller, List<List<String>> targets)
            implements Action {
    }

    record Resolve(Src src, String object, Json.Obj choices) implements Action {
    }

    record Attack(Src src, Map<String, String> attackers) implements Action {
    }

    record Block(Src src, Map<String, String> blockers) implements Action {
    }

    record Damage(Src src, List<Deal> deals, boolean combat) implements Action {
    }

    record Deal(String source, String to, int amount, int column) {
    }

    /** A decision outside resolution: {@code decision} is the field name ({@code keep}, {@code order}). */
    record Choose(Src src, String player, String decision, Json.Value value) implements Action {
    }

    record Pass(Src src, String player) implements Action {
    }

    record Move(Src src, String object, Zone to, Zone from, Cause cause, String by) implements Outcome {
    }

    record CreateToken(Src src, String id, String token, String controller, String attachedTo, String by)
            implements Outcome {
    }

    record Attach(Src src, String object, String to, String by) implements Outcome {
    }

    record Encode(Src src, String card, String on, String by) implements Outcome {
    }

    record Copy(Src src, String id, String of, Zone zone, String controller, String by) implements Outcome {
    }

    record Cease(Src src, String object, String by) implements Outcome {
    }

    record Life(Src src, String player, int delta, String by) implements Outcome {
    }

    record Draw(Src src, String player, List<String> cards, Integer count, String by) implements Outcome {
        /** How many cards were drawn. */
        public int number() {
            return cards != null ? cards.size() : count;
        }
    }

    record Discard(Src src, String player, String card, String by) implements Outcome {
    }

    record Counters(Src src, String object, String kind, int delta, String by) implements Outcome {
    }

    record Tap(Src src, String object, boolean tapped, String by) implements Outcome {
    }

    record Control(Src src, String object, String player, boolean untilEndOfTurn, String by) implements Outcome {
    }

    /**
     * A continuous effect on one object. {@code kind} is one of setBasePT, modifyPT, gain, loseAllAbilities,
     * notCreature, becomeCreature; {@code pt} holds the two numbers of the P/T kinds, {@code abilities} those of gain.
     */
    record Effect(Src src, String object, String kind, int[] pt, List<String> abilities, boolean untilEndOfTurn,
                  String source, String by) implements Outcome {
    }

    /**
     * An extension: a hidden card (one a log could not name yet: an anonymous draw, an inline {@code "hidden": true}
     * definition) is revealed and takes its identity, a catalogue card or an inline definition. Not a zone change.
     */
    record Reveal(Src src, String object, String card, Json.Obj def, String by) implements Outcome {
    }

    record Phase(Src src, String object, boolean out, String by) implements Outcome {
    }
}
