package dev.arbiter.model;

import dev.arbiter.cards.TargetSpec;

import java.util.Comparator;
import java.util.List;

/**
 * A triggered ability that has triggered and waits to be put on the stack the next time a player would receive
 * priority (CR 603.2, 603.3). Its controller is fixed now: the controller of its source when it triggered (603.3a).
 */
public final class PendingTrigger {
    /** The order abilities triggered in (see {@link #triggeredBefore}). */
    public static final Comparator<PendingTrigger> IN_TRIGGER_ORDER =
            Comparator.comparingInt((PendingTrigger t) -> t.event).thenComparingInt(t -> t.seq);

    private final int seq;
    private final int event;
    private final String ability;
    private final GameObject source;
    private final String controller;
    private final List<TargetSpec> targets;
    private final int line;
    private final TriggerContext context = new TriggerContext();
    private boolean held;
    private StackItem provisional;
    private String excuse;
    private boolean passedOver;

    /**
     * {@code event}: when the event it triggered on happened, on the clock {@code seq} is read from (its own
     * {@code seq} when it triggered on no event the game saw happen).
     */
    public PendingTrigger(int seq, int event, String ability, GameObject source, String controller,
                          List<TargetSpec> targets, int line) {
        this.seq = seq;
        this.event = event;
        this.ability = ability;
        this.source = source;
        this.controller = controller;
        this.targets = List.copyOf(targets);
        this.line = line;
    }

    /**
     * Whether this ability triggered before the other (mtglog/1 §4, "in the order they triggered"): on an earlier
     * event, or on the same one and found first. Simultaneous events happen in the order their line gives them (the
     * attackers of an attack line, the deals of a damage line), so their abilities trigger in that order too.
     */
    public boolean triggeredBefore(PendingTrigger other) {
        return IN_TRIGGER_ORDER.compare(this, other) < 0;
    }

    public String getAbility() {
        return ability;
    }

    public GameObject getSource() {
        return source;
    }

    public String getController() {
        return controller;
    }

    public List<TargetSpec> getTargets() {
        return targets;
    }

    /** Triggers with targets wait for the log's {@code trigger} line: the engine never picks a target. */
    public boolean isTargeted() {
        return !targets.isEmpty();
    }

    /**
     * Held back for the log: its controller is ordering their abilities with the log's next line (a trigger line or
     * a choose line with order, CR 603.3b), so the engine does not put it on the stack itself.
     */
    public boolean isHeld() {
        return held;
    }

    public void setHeld(boolean held) {
        this.held = held;
    }

    /** The stack item the candidates for its targets are judged against while it waits (see {@link Target}). */
    public StackItem getProvisional() {
        return provisional;
    }

    public void setProvisional(StackItem provisional) {
        this.provisional = provisional;
    }

    /** The instances of "target" that need at least one target (not "up to"). */
    public List<Integer> getRequiredInstances() {
        List<Integer> out = new java.util.ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            if (targets.get(i).min() > 0) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * Why a recorded log may leave this ability off the stack without a new mistake (it follows from one reported
     * already: the log never made the move it triggered on), or null.
     */
    public String getExcuse() {
        return excuse;
    }

    public void setExcuse(String excuse) {
        this.excuse = excuse;
    }

    /**
     * A trigger line put another player's ability on the stack ahead of this one, a 603.3b finding already made
     * (rules/triggers/trigger_lines.drl): if the log then leaves this one off, that is the same mistake. Read only when
     * a {@link MissedTrigger} of it is judged, so it is set without telling working memory.
     */
    public boolean isPassedOver() {
        return passedOver;
    }

    public void setPassedOver(boolean passedOver) {
        this.passedOver = passedOver;
    }

    public int getLine() {
        return line;
    }

    /** What the ability refers to beyond its source; it goes on the stack with it. */
    public TriggerContext getContext() {
        return context;
    }

    /** Cipher: the encoded card whose ability triggered. */
    public PendingTrigger withCard(GameObject card) {
        context.setCard(card);
        return this;
    }

    /** Cipher: the player dealt combat damage. */
    public PendingTrigger withPlayer(String player) {
        context.setPlayer(player);
        return this;
    }

    /** The creature the ability names. */
    public PendingTrigger withCreature(GameObject creature) {
        context.setCreature(creature);
        return this;
    }

    /** Ward: the spell or ability that targeted the permanent. */
    public PendingTrigger withAgainst(StackItem against) {
        context.setAgainst(against);
        return this;
    }

    /** A delayed triggered ability's marker. */
    public PendingTrigger withMarker(Marker marker) {
        context.setMarker(marker);
        return this;
    }

    @Override
    public String toString() {
        return "\"" + ability + "\" of " + source.describe() + " (controller " + controller + ")";
    }
}
