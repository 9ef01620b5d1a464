package dev.arbiter.model;

import java.util.Objects;

/**
 * Derived (logically inserted) while a replacement effect applies to a spell on the stack: if it would be put into a
 * graveyard as it leaves the stack — resolved, not resolving, or countered — it is exiled instead (CR 614.1a;
 * Arcane Heist's stolen spell, flashback, 702.34a). The card's rule derives it; the engine moves the spell there.
 */
public final class ExileInstead {
    private final StackItem item;

    public ExileInstead(StackItem item) {
        this.item = item;
    }

    public StackItem getItem() {
        return item;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ExileInstead e && e.item == item;
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(System.identityHashCode(item));
    }

    @Override
    public String toString() {
        return item + " is exiled instead";
    }
}
