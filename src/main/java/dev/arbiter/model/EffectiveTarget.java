package dev.arbiter.model;

import java.util.Objects;

/**
 * Derived (logically inserted) while a chosen target is the one its instance of "target" affects: the first the log
 * named for that instance (a log naming more than the text allows is reported, 601.2c), while it is legal (608.2b).
 * The resolving object's instructions act on it (the global {@code resolving}'s {@code target}).
 */
public final class EffectiveTarget {
    private final Target target;

    public EffectiveTarget(Target target) {
        this.target = target;
    }

    public Target getTarget() {
        return target;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EffectiveTarget e && e.target == target;
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(System.identityHashCode(target));
    }

    @Override
    public String toString() {
        return target.getId() + " in effect";
    }
}
