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
import java.util.HashMap;
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
    /** The search for a legal choice of each required target of each waiting trigger (see {@link #probeTargets}). */
    private final Map<PendingTrigger, List<Search>> searches = new IdentityHashMap<>();
    /** Which search each candidate in working memory belongs to. */
    private final Map<Target, Search> searchOf = new IdentityHashMap<>();
    /**
     * Every object outside the hidden zones and every player, in the order the searches try them: taken part by part
     * (the battlefield, then the players, then the other zones) as a search reaches the end of what is taken, once a
     * priority point, and shared by all of them. A search usually ends on the battlefield, so a large graveyard is
     * not read for it.
     */
    private final List<Object> order = new ArrayList<>();
    /** How many parts of {@link #order} are taken at this priority point. */
    private int orderParts;
    /** Counts priority points: a search that moves on at a new one starts again from the first candidate. */
    private int point;
    /** The last candidate tried for each kind of target and chooser: where the next such search starts. */
    private final Map<String, Object> lastTried = new HashMap<>();
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

    /** {@code event}: the event it triggered on, or null for none the game saw (a trigger a recorded log admits). */
    PendingTrigger trigger(Object event, String ability, GameObject source, String controller,
                           List<TargetSpec> targets) {
        int seq = clock.nextSeq();
        int when = event == null ? seq : changes.orderOf(event, seq);
        PendingTrigger t = new PendingTrigger(seq, when, ability, source, controller, targets, ledger.line());
        facts.insert(t);
        if (!targets.isEmpty()) {
            probeTargets(t);
        }
        refreshHeld();
        return t;
    }

    /**
     * A search for a legal choice of each target a waiting trigger requires (not "up to"), so that the rules can tell
     * whether one exists (603.3d) without the engine choosing anything: one candidate at a time, a {@link Target}
     * marked probe, judged by the legality rules like a real target (rules/casting/targets.drl). When the rules find
     * the candidate illegal at a priority point, "603.3d look for a legal choice ..." (rules/triggers/stack.drl) has
     * {@link #nextCandidate} put the next one in its place; when none is left, none stands, and the ability is removed.
     * One candidate for each object and player at once made N abilities waiting together take N × the board in
     * memory (400 Spiteful Hexmages entering at once filled a 256 MB heap, issue 14); one at a time they take N.
     */
    private void probeTargets(PendingTrigger t) {
        StackItem provisional = new StackItem(0, StackItem.Kind.TRIGGERED, null, t.getSource(), t.getAbility(),
                t.getController(), ledger.line());
        t.setProvisional(provisional);
        List<TargetSpec> specs = t.getTargets();
        List<Search> own = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            if (specs.get(i).upTo()) {
                continue;  // "up to one": nothing to remove the ability for (603.3d); no candidate is judged
            }
            Search s = new Search(t, i, specs.get(i));
            own.add(s);
            // the first candidate: where the last search for such a target stopped (usually a legal one), else the
            // chooser; wherever it starts, the search goes on through every candidate before it gives up
            Object first = lastTried.get(s.key());
            boolean current = first instanceof GameObject o ? board.isCurrent(o) : first instanceof Player;
            s.candidate(current ? first : players.player(t.getController()));
        }
        searches.put(t, own);
    }

    /**
     * The rules found {@code illegal}, a trigger's candidate, not a legal target at a priority point: the next
     * candidate takes its place, to be judged before the point goes on; after the last, none does. A search that
     * moves on at a new priority point starts again from the first candidate, since what was illegal may no longer be.
     */
    void nextCandidate(Target illegal) {
        Search s = searchOf.get(illegal);
        if (s == null) {
            return;
        }
        if (s.searchedAt != point) {
            s.searchedAt = point;
            s.next = 0;
        }
        Object next = null;
        while (next == null && (s.next < order.size() || takeNextPart())) {
            Object c = order.get(s.next++);
            next = c == illegal.getObject() || c == illegal.getPlayer() ? null : c;
        }
        s.candidate(next);
        changes.followUp("stack");  // the new candidate is judged (legality is recomputed first), then looked at
    }

    /** A new priority point: the searches that go on start from the first candidate, in a new snapshot of the game. */
    void priorityPoint() {
        point++;
        order.clear();
        orderParts = 0;
    }

    /** Takes the next part of {@link #order} that has something in it; false when every part is taken. */
    private boolean takeNextPart() {
        int before = order.size();
        while (order.size() == before && orderParts < 3) {
            switch (orderParts++) {
                case 0 -> order.addAll(board.in(Zone.BATTLEFIELD, null));
                case 1 -> order.addAll(players.all());
                default -> {
                    for (Zone z : Zone.values()) {
                        if (z != Zone.BATTLEFIELD && z != Zone.LIBRARY && z != Zone.HAND) {
                            order.addAll(board.in(z, null));
                        }
                    }
                }
            }
        }
        return order.size() > before;
    }

    /** One required target of a waiting trigger, and the candidate standing for it in working memory, if any. */
    private final class Search {
        private final PendingTrigger trigger;
        private final int instance;
        private final TargetSpec spec;
        private Target current;
        /** The priority point it last moved on at, and the place in {@link #order} it goes on from. */
        private int searchedAt = -1;
        private int next;

        Search(PendingTrigger trigger, int instance, TargetSpec spec) {
            this.trigger = trigger;
            this.instance = instance;
            this.spec = spec;
        }

        String key() {
            return spec.kind() + "|" + trigger.getController();
        }

        /** Puts {@code c} (a player or an object; null for none) in the place of the current candidate. */
        void candidate(Object c) {
            if (current != null) {
                facts.delete(current);
                searchOf.remove(current);
                current = null;
            }
            if (c == null) {
                return;
            }
            StackItem item = trigger.getProvisional();
            current = c instanceof Player p ? new Target(item, instance, -1, spec, p.getId(), null, p, true)
                    : new Target(item, instance, -1, spec, ((GameObject) c).getId(), (GameObject) c, null, true);
            searchOf.put(current, this);
            facts.insert(current);
            lastTried.put(key(), c);
        }
    }

    /** A waiting trigger leaves the waiting room (put on the stack, or removed): its candidates go with it. */
    void removePending(PendingTrigger t) {
        facts.delete(t);
        refreshHeld();
        for (Search s : searches.getOrDefault(t, List.of())) {
            s.candidate(null);
        }
        searches.remove(t);
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
     * nothing while the rules' stack is empty; returns its source's id, or null when there was none.
     */
    String takeLogOnly(String named, boolean stackEmpty) {
        String top = logOnly.peek();
        if (top == null || !(top.equals(named) || named == null && stackEmpty)) {
            return null;
        }
        return logOnly.pop();
    }

    /** Whether the log's next line is a trigger line that names this waiting ability. */
    boolean nextLineNames(PendingTrigger t) {
        return nextTriggerLine != null && casting != null && casting.named(nextTriggerLine) == t;
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
