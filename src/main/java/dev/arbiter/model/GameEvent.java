package dev.arbiter.model;

/**
 * Event facts other than zone changes, for the trigger and combat rules: a creature attacked or blocked, damage was
 * dealt, a spell was cast, a step began, an object became a target or phased out. They live until the end of the log line that
 * caused them.
 */
public final class GameEvent {
    public enum Kind { ATTACKS, BLOCKS, DAMAGE, CAST, STEP_BEGINS, BECAME_ATTACHED, BECAME_TARGET, PHASED_OUT }

    private final Kind kind;
    private final GameObject object;
    private final GameObject other;
    private final String player;
    private final int amount;
    private final boolean combat;
    private final StackItem item;
    private final Step step;
    private int damageBefore;
    private int share;

    private GameEvent(Kind kind, GameObject object, GameObject other, String player, int amount, boolean combat,
                      StackItem item, Step step) {
        this.kind = kind;
        this.object = object;
        this.other = other;
        this.player = player;
        this.amount = amount;
        this.combat = combat;
        this.item = item;
        this.step = step;
    }

    public static GameEvent attacks(GameObject attacker, String defender) {
        return new GameEvent(Kind.ATTACKS, attacker, null, defender, 0, true, null, null);
    }

    /** A creature was declared as a blocker of an attacking creature ({@code other}) (CR 509.1a). */
    public static GameEvent blocks(GameObject blocker, GameObject attacker) {
        return new GameEvent(Kind.BLOCKS, blocker, attacker, null, 0, true, null, null);
    }

    /** Damage from a source to a player ({@code player}) or to an object ({@code other}). */
    public static GameEvent damage(GameObject source, GameObject toObject, String toPlayer, int amount, boolean combat) {
        return damage(source, toObject, toPlayer, amount, combat, 0);
    }

    /**
     * Damage dealt as the {@code share}th part (from 0) of a damage line, whose parts are dealt at once (510.2): a
     * source's parts to one recipient are one event of damage to it, which a trigger counts once.
     */
    public static GameEvent damage(GameObject source, GameObject toObject, String toPlayer, int amount, boolean combat,
                                   int share) {
        GameEvent e = new GameEvent(Kind.DAMAGE, source, toObject, toPlayer, amount, combat, null, null);
        e.damageBefore = toObject == null ? 0 : toObject.getDamage();
        e.share = share;
        return e;
    }

    /** Its place among the parts of the damage line that dealt it (0 for damage a spell or ability dealt). */
    public int getShare() {
        return share;
    }

    /**
     * For damage to a permanent: the damage already marked on it as the event happened, before this event's (the rule
     * that marks it may run before a rule that judges the event reads the permanent; 702.19b's lethal counts it).
     */
    public int getDamageBefore() {
        return damageBefore;
    }

    public static GameEvent cast(StackItem item) {
        return new GameEvent(Kind.CAST, item.getSpell(), null, item.getController(), 0, false, item, null);
    }

    /** A step began; {@code skipped} when the log moved past it (then only turn-based actions happen). */
    public static GameEvent stepBegins(Step step, String active, boolean skipped) {
        return new GameEvent(Kind.STEP_BEGINS, null, null, active, 0, skipped, null, step);
    }

    /** A permanent (or card) became the target of a spell or ability as it was put on the stack (ward, 702.21a). */
    public static GameEvent becameTarget(GameObject target, StackItem item) {
        return new GameEvent(Kind.BECAME_TARGET, target, null, item.getController(), 0, false, item, null);
    }

    /** A permanent phased out, directly or with the permanent it is attached to (CR 702.26b, 702.26g). */
    public static GameEvent phasedOut(GameObject permanent) {
        return new GameEvent(Kind.PHASED_OUT, permanent, null, permanent.getController(), 0, false, null, null);
    }

    public static GameEvent attached(GameObject aura, GameObject host) {
        return new GameEvent(Kind.BECAME_ATTACHED, aura, host, null, 0, false, null, null);
    }

    public Kind getKind() {
        return kind;
    }

    public GameObject getObject() {
        return object;
    }

    public GameObject getOther() {
        return other;
    }

    public String getPlayer() {
        return player;
    }

    public boolean isToPlayer() {
        return kind == Kind.DAMAGE && player != null;
    }

    public int getAmount() {
        return amount;
    }

    public boolean isCombat() {
        return combat;
    }

    public StackItem getItem() {
        return item;
    }

    /** For a step: whether the log skipped over it (no triggers, turn-based actions only). */
    public boolean isSkipped() {
        return kind == Kind.STEP_BEGINS && combat;
    }

    public Step getStep() {
        return step;
    }
}
