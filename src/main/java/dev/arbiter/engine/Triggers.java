package dev.arbiter.engine;

import dev.arbiter.cards.TargetSpec;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.Announced;
import dev.arbiter.model.Cause;
import dev.arbiter.model.GameEvent;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.PendingTrigger;
import dev.arbiter.model.Player;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Target;
import dev.arbiter.model.Zone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Triggered abilities on their way to the stack (CR 603.2, 603.3), and spells and abilities leaving it without
 * resolving (countered, 701.5a). A triggered ability waits as a {@link PendingTrigger} until the next time a player
 * would receive priority; the log's trigger lines, or the engine in a derived log, put it on the stack.
 */
final class Triggers {
    private final Facts facts;
    private final Clock clock;
    private final Changes changes;
    private final Ledger ledger;
    private final Board board;
    private final Players players;
    private final StackZone stack;
    /** Triggered abilities the engine put on the stack itself during the current step (derived mode). */
    private final List<StackItem> autoStacked = new ArrayList<>();
    private final Set<String> removedForLackOfTargets = new HashSet<>();
    /**
     * Triggered abilities a recorded log left off the stack (603.3, reported), kept until the step ends: a log that
     * records the ability's resolution all the same has it put on the stack then, so the resolution is checked.
     */
    private final List<PendingTrigger> missed = new ArrayList<>();
    /**
     * The sources of abilities that are on the stack of the log's game only (their source exists only there, from a
     * reported mistake), top first: the log's resolve lines for them are taken, with nothing to do in the rules' game.
     */
    private final java.util.Deque<String> logOnly = new java.util.ArrayDeque<>();
    private LogLine.Trigger nextTriggerLine;
    private String nextOrdering;
    /** Whether some waiting ability is marked held (see {@link #refreshHeld}). */
    private boolean anyHeld;
    /** The target candidates of each waiting trigger that has targets (see {@link #probeTargets}). */
    private final Map<PendingTrigger, List<Target>> candidates = new IdentityHashMap<>();
    private Casting casting;

    Triggers(Facts facts, Clock clock, Changes changes, Ledger ledger, Board board, Players players,
             StackZone stack) {
        this.facts = facts;
        this.clock = clock;
        this.changes = changes;
        this.ledger = ledger;
        this.board = board;
        this.players = players;
        this.stack = stack;
    }

    /** The casting machinery that puts abilities on the stack (it is made after the game). */
    void casting(Casting casting) {
        this.casting = casting;
    }

    PendingTrigger trigger(String ability, GameObject source, String controller, List<TargetSpec> targets) {
        PendingTrigger t = new PendingTrigger(clock.nextSeq(), ability, source, controller, targets, ledger.line());
        facts.insert(t);
        if (!targets.isEmpty()) {
            probeTargets(t);
        }
        refreshHeld();
        return t;
    }

    /**
     * Candidates for a waiting trigger's targets: every player and every object outside the hidden zones, one per
     * instance of "target" that needs a target (not "up to"), judged by the legality rules like real targets
     * (rules/casting/targets.drl). They let "603.3d ..." see whether a legal choice exists, without the engine
     * choosing anything. An ability with only "up to" targets has none: N such abilities waiting at once (N Splashy
     * Spellcasters) made N × the board candidates (issue 14).
     */
    private void probeTargets(PendingTrigger t) {
        StackItem provisional = new StackItem(0, StackItem.Kind.TRIGGERED, null, t.getSource(), t.getAbility(),
                t.getController(), ledger.line());
        t.setProvisional(provisional);
        List<TargetSpec> specs = t.getTargets();
        List<Target> probes = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            if (specs.get(i).upTo()) {
                continue;  // "up to one": nothing to remove the ability for (603.3d); no candidate is judged
            }
            for (Player p : players.all()) {
                probes.add(new Target(provisional, i, -1, specs.get(i), p.getId(), null, p, true));
            }
            for (GameObject o : board.objects()) {
                if (o.getZone() != Zone.LIBRARY && o.getZone() != Zone.HAND) {
                    probes.add(new Target(provisional, i, -1, specs.get(i), o.getId(), o, null, true));
                }
            }
        }
        probes.forEach(facts::insert);
        candidates.put(t, probes);
    }

    /** A waiting trigger leaves the waiting room (put on the stack, or removed): its candidates go with it. */
    void removePending(PendingTrigger t) {
        facts.delete(t);
        refreshHeld();
        // its own candidates, not a scan of every target in working memory: N triggers waiting at once with N
        // candidates each were N³ to take off the stack (issue 14)
        for (Target c : candidates.getOrDefault(t, List.of())) {
            facts.delete(c);
        }
        candidates.remove(t);
    }

    void removeForLackOfTargets(PendingTrigger t) {
        removePending(t);
        removedForLackOfTargets.add(t.getSource().getId() + "|" + t.getAbility());
        ledger.note("the triggered ability " + t + " has no legal target and is removed from the stack (603.3d)");
    }

    boolean wasRemovedForLackOfTargets(String sourceId, String ability) {
        for (String k : removedForLackOfTargets) {
            if (k.startsWith(sourceId + "|") && (ability == null || k.equals(sourceId + "|" + ability))) {
                return true;
            }
        }
        return false;
    }

    /** Trigger lines may show a removed ability until the next action that is not a trigger line. */
    void forgetRemovedForLackOfTargets() {
        removedForLackOfTargets.clear();
    }

    /** A recorded log went on without putting the ability on the stack (603.3, reported by the audit rules). */
    void missed(PendingTrigger t) {
        removePending(t);
        missed.add(t);
    }

    /**
     * The earliest ability the log left off the stack whose source is {@code sourceId} (any source when null), taken
     * out of the list of missed abilities; or null.
     */
    PendingTrigger takeMissed(String sourceId) {
        for (PendingTrigger t : missed) {
            if (sourceId == null || t.getSource().getId().equals(sourceId)) {
                missed.remove(t);
                return t;
            }
        }
        return null;
    }

    /** A new step or turn: the stack was empty, so an ability left off it is gone for good. */
    void forgetMissed() {
        missed.clear();
        logOnly.clear();
    }

    /** A trigger line for an ability of an object only the log's game has: on the stack there alone. */
    void logOnly(String sourceId) {
        logOnly.push(sourceId);
    }

    /**
     * Takes the topmost ability on the log's stack alone when a resolve line names its source ({@code named}), or names
     * nothing while the rules' stack is empty; returns whether there was one.
     */
    boolean takeLogOnly(String named, boolean stackEmpty) {
        String top = logOnly.peek();
        if (top == null || !(top.equals(named) || named == null && stackEmpty)) {
            return false;
        }
        logOnly.pop();
        return true;
    }

    void drop(PendingTrigger t, String why) {
        removePending(t);
        ledger.note("not held against the log: " + t + " — " + why);
    }

    /**
     * The log's next action line, when it is a trigger line or a {@code choose} line ordering a player's triggered
     * abilities (the engine reads one line ahead).
     */
    void nextLine(LogLine next) {
        nextTriggerLine = next instanceof LogLine.Trigger t ? t : null;
        nextOrdering = next instanceof LogLine.Choose c && c.decision().equals("order") ? c.player() : null;
        refreshHeld();
    }

    /**
     * Marks the waiting abilities the log's next line holds back (a fact the stack rules match, so they are woken
     * exactly when it changes): after the engine reads a line ahead, and whenever an ability starts or stops waiting,
     * since which ability a trigger line names depends on what waits.
     */
    private void refreshHeld() {
        if (nextTriggerLine == null && nextOrdering == null && !anyHeld) {
            return;  // the usual line: nothing is held and nothing can be (no scan of working memory)
        }
        anyHeld = false;
        // the ability the next trigger line names, found once (a scan of what waits), not once for each that waits
        PendingTrigger named = nextTriggerLine == null || casting == null ? null : casting.named(nextTriggerLine);
        for (PendingTrigger t : facts.all(PendingTrigger.class)) {
            boolean held = heldForTheLog(t, named);
            if (held != t.isHeld()) {
                t.setHeld(held);
                facts.update(t);
            }
            anyHeld |= held;
        }
    }

    /**
     * In a derived log the engine puts abilities that need no choice on the stack itself, unless the log's next line
     * puts one of a player's waiting abilities there, or is that player's {@code choose} line with {@code order}: then
     * that player is ordering their abilities (603.3b), and none of theirs is placed ahead of the log. An ability
     * with targets named next holds nothing back: it always waits for its line. {@code named} is the ability the
     * next trigger line names, or null.
     */
    private boolean heldForTheLog(PendingTrigger t, PendingTrigger named) {
        if (!t.isTargeted() && t.getController().equals(nextOrdering)) {
            return true;
        }
        return named != null && !named.isTargeted() && named.getController().equals(t.getController());
    }

    void putOnStack(PendingTrigger t) {
        StackItem item = casting.putOnStack(t, null, null);
        autoStacked.add(item);
        announce(item);
    }

    /** The triggered abilities the engine put on the stack itself since the last call, in order (for derive). */
    List<StackItem> drainAutoStacked() {
        List<StackItem> out = List.copyOf(autoStacked);
        autoStacked.clear();
        return out;
    }

    /** A spell or ability just put on the stack by a rule: the "cast" rules judge it right after this rule. */
    void announce(StackItem item) {
        changes.event(new Announced(item));
        changes.followUp("cast");
    }

    void cast(StackItem item) {
        changes.event(GameEvent.cast(item));
    }

    void counter(StackItem item) {
        if (!stack.contains(item)) {
            return;
        }
        item.setStatus(StackItem.Status.COUNTERED);
        if (!item.hasSpell()) {
            stack.pop(item);
            return;
        }
        GameObject s = item.getSpell();
        if (s.isSpellCopy()) {
            board.cease(s);
            return;
        }
        Zone to = stack.destination(item, Zone.GRAVEYARD);
        board.moveTo(s, to, Cause.EFFECT, s.getOwner(), false);
    }
}
