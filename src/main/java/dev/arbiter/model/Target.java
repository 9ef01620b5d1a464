package dev.arbiter.model;

import dev.arbiter.cards.TargetSpec;

/**
 * One chosen target (CR 115, 601.2c): the {@code index}-th choice of instance {@code instance} of the word
 * "target" of a stack item. It names the object as it was when chosen; if that object changes zones, the target
 * is gone (CR 400.7, 608.2b).
 */
public final class Target {
    private final StackItem item;
    private final int instance;
    private final int index;
    private final TargetSpec spec;
    private final String id;
    private final GameObject object;
    private final Player player;
    private final boolean probe;
    private boolean sacrificedForItsCost;

    public Target(StackItem item, int instance, int index, TargetSpec spec, String id, GameObject object,
                  Player player) {
        this(item, instance, index, spec, id, object, player, false);
    }

    /**
     * A candidate rather than a choice ({@code probe}): while a triggered ability waits to be put on the stack, one
     * candidate per object and player is judged by the same legality rules, so the rules can tell whether a legal
     * choice exists at all (603.3d). Candidates belong to a provisional stack item and are never reported.
     */
    public Target(StackItem item, int instance, int index, TargetSpec spec, String id, GameObject object,
                  Player player, boolean probe) {
        this.probe = probe;
        this.item = item;
        this.instance = instance;
        this.index = index;
        this.spec = spec;
        this.id = id;
        this.object = object;
        this.player = player;
    }

    public StackItem getItem() {
        return item;
    }

    public int getInstance() {
        return instance;
    }

    public int getIndex() {
        return index;
    }

    public TargetSpec getSpec() {
        return spec;
    }

    public String getId() {
        return id;
    }

    public GameObject getObject() {
        return object;
    }

    public Player getPlayer() {
        return player;
    }

    /**
     * The object was sacrificed to pay a cost of this very spell or ability. Targets are chosen (601.2c) before costs
     * are paid (601.2h), so that made the target illegal only afterwards: it is not an illegal choice, and the spell
     * or ability finds it gone as it resolves (608.2b).
     */
    public boolean isSacrificedForItsCost() {
        return sacrificedForItsCost;
    }

    public void setSacrificedForItsCost(boolean sacrificedForItsCost) {
        this.sacrificedForItsCost = sacrificedForItsCost;
    }

    public boolean isProbe() {
        return probe;
    }

    public boolean isPlayerTarget() {
        return player != null;
    }

    /** Whose spell or ability this is: hexproof and "you control" are relative to this player. */
    public String getChooser() {
        return item.getController();
    }

    @Override
    public String toString() {
        return "target " + id + " of " + item;
    }
}
