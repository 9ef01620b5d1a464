package dev.arbiter.model;

/**
 * A spell or ability was just put on the stack: the legality rules in rules/casting/ check it once (CR 601.2,
 * 602.2, 603.3) while this fact exists; the engine removes it after the check.
 */
public final class Announced {
    private final StackItem item;

    public Announced(StackItem item) {
        this.item = item;
    }

    public StackItem getItem() {
        return item;
    }
}
