package dev.arbiter.model;

import dev.arbiter.cards.TargetSpec;

/**
 * One group of targets of a stack item, as the log's line gave it (CR 601.2c, 115.6): one for each instance of the
 * word "target" in the text — with that instance's minimum and maximum — and one for each group the log gave beyond
 * them. The "cast" rules judge the number chosen; the fact lives while the item is on the stack.
 */
public final class TargetGroup {
    private final StackItem item;
    private final int instance;
    private final TargetSpec spec;
    private final boolean given;
    private final int chosen;

    public TargetGroup(StackItem item, int instance, TargetSpec spec, boolean given, int chosen) {
        this.item = item;
        this.instance = instance;
        this.spec = spec;
        this.given = given;
        this.chosen = chosen;
    }

    public StackItem getItem() {
        return item;
    }

    /** Its place in text order (0 for the first "target"). */
    public int getInstance() {
        return instance;
    }

    /** The instance of "target" of the text, or null for a group the log gave beyond the text's instances. */
    public TargetSpec getSpec() {
        return spec;
    }

    /** Whether the log gave this group (a trailing group left out of the line, or a line without targets, didn't). */
    public boolean isGiven() {
        return given;
    }

    /** How many targets the log chose in it (0 when it is not given). */
    public int getChosen() {
        return chosen;
    }

    @Override
    public String toString() {
        return "target group " + instance + " of " + item + ": " + chosen + (given ? "" : " (not given)");
    }
}
