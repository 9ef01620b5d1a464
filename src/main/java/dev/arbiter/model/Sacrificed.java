package dev.arbiter.model;

/**
 * A permanent sacrificed to pay a cost of a stack item (CR 601.2h, 602.2b, 701.17a), as it was at the payment: who
 * controlled it and what it was attached to. The "cast" rules judge whether the costs asked for it; the fact lives
 * while the item is on the stack.
 */
public final class Sacrificed {
    private final StackItem item;
    private final int index;
    private final GameObject permanent;
    private final String controller;
    private final String attachedTo;

    public Sacrificed(StackItem item, int index, GameObject permanent, String controller, String attachedTo) {
        this.item = item;
        this.index = index;
        this.permanent = permanent;
        this.controller = controller;
        this.attachedTo = attachedTo;
    }

    /** The same payment, for a copy of the item's spell (a copy copies the costs paid, 707.10). */
    public Sacrificed forCopy(StackItem copy) {
        return new Sacrificed(copy, index, permanent, controller, attachedTo);
    }

    public StackItem getItem() {
        return item;
    }

    /** Its place among the item's sacrifices, in the order the log paid them. */
    public int getIndex() {
        return index;
    }

    /** The permanent as it last existed on the battlefield (608.2h). */
    public GameObject getPermanent() {
        return permanent;
    }

    /** Who controlled it when it was sacrificed. */
    public String getController() {
        return controller;
    }

    /** The id of the permanent it was attached to when it was sacrificed, or null. */
    public String getAttachedTo() {
        return attachedTo;
    }

    /** Whether it is the item's own source ("sacrifice this", 602.2b). */
    public boolean isSelf() {
        return permanent == item.getSource();
    }

    @Override
    public String toString() {
        return permanent.getId() + " sacrificed for " + item;
    }
}
