package dev.arbiter.model;

import java.util.Objects;

/**
 * Derived (logically inserted) while a replacement effect applies to a permanent: if it would die — be put into a
 * graveyard from the battlefield (CR 700.4) in any way: a state-based action, destruction, a sacrifice — it is exiled
 * instead (614.1a; Faunsbane Troll's "if that creature would die this turn, exile it instead"). The card's rule
 * derives it; the engine moves the permanent there.
 */
public final class ExileInsteadOfDying {
    private final GameObject permanent;

    public ExileInsteadOfDying(GameObject permanent) {
        this.permanent = permanent;
    }

    public GameObject getPermanent() {
        return permanent;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ExileInsteadOfDying e && e.permanent == permanent;
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(System.identityHashCode(permanent));
    }

    @Override
    public String toString() {
        return permanent + " is exiled instead if it would die";
    }
}
