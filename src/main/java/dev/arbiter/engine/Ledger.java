package dev.arbiter.engine;

import dev.arbiter.Finding;
import dev.arbiter.Severity;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.GameState;
import dev.arbiter.model.Resolution;
import dev.arbiter.model.StackItem;

import java.util.ArrayList;
import java.util.List;

/**
 * What the engine did and said during the current log line, and in whose name: the rule firing now, the object
 * resolving now (the {@code by} of the outcome lines, mtglog §5), the outcomes performed, the findings, and the
 * notes of the explain trace. Every part of {@link Game} records its changes here.
 */
final class Ledger {
    private final GameState state;
    private final List<Finding> findings = new ArrayList<>();
    private final List<Done> performed = new ArrayList<>();
    private final java.util.Set<String> warned = new java.util.HashSet<>();
    private final List<String> notes = new ArrayList<>();
    private int line;
    private RuleTag rule = RuleTag.NONE;
    private Resolution resolution;
    private StackItem resolved;

    Ledger(GameState state) {
        this.state = state;
    }

    int line() {
        return line;
    }

    void line(int line) {
        this.line = line;
    }

    /** The tag of the rule whose consequence is running, or {@link RuleTag#NONE} outside one. */
    RuleTag rule() {
        return rule;
    }

    void rule(RuleTag tag) {
        rule = tag;
    }

    Resolution resolution() {
        return resolution;
    }

    void resolution(Resolution r) {
        this.resolution = r;
    }

    StackItem resolved() {
        return resolved;
    }

    void resolved(StackItem item) {
        this.resolved = item;
    }

    /** The id of the object whose spell or ability is doing this, for {@code by} (mtglog §5), or null. */
    String by() {
        return resolution == null ? null : resolution.getSource().getId();
    }

    /** What the engine did during the current log line, in order. */
    List<Done> performed() {
        return performed;
    }

    void did(LogLine.Outcome o) {
        did(o, null);
    }

    /** An outcome, with the id of what the object was attached to as it left the battlefield (see {@link Done}). */
    void did(LogLine.Outcome o, String host) {
        performed.add(new Done(o, rule, resolution == null ? null : resolution.getItem(), host));
    }

    /** Takes back the last outcome: it was part of something recorded otherwise (a draw). */
    void undo() {
        performed.remove(performed.size() - 1);
    }

    /**
     * Names the last outcome as a part of the action itself (a cast's move to the stack, 601.2a): a recorded log may
     * write it out and it is matched, but it is never a consequence the log must record ({@link Done#implied}).
     */
    void ownPart(RuleTag tag) {
        Done last = performed.remove(performed.size() - 1);
        performed.add(new Done(last.outcome(), tag, last.during(), last.host()));
    }

    List<Finding> findings() {
        return findings;
    }

    void finding(int at, String cr, List<String> related, Severity severity, String message, String expected,
                 String observed, List<String> objects) {
        // an object named twice (the resolving spell is also what its effect is about) is listed once
        findings.add(new Finding(cr, related, severity, at, state.getTurn(), state.getStep().logName(),
                objects.stream().distinct().toList(), message, expected, observed));
    }

    /** True the first time a key is given, false ever after (for warnings given once per log). */
    boolean firstTime(String key) {
        return warned.add(key);
    }

    void note(String text) {
        notes.add(text);
    }

    List<String> drainNotes() {
        List<String> out = List.copyOf(notes);
        notes.clear();
        return out;
    }
}
