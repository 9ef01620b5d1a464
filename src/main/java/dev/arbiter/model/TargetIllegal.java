package dev.arbiter.model;

import java.util.Objects;

/**
 * Derived (logically inserted) while a target is not a legal one: the rule that makes it illegal and why. Casting
 * reports it (601.2c); resolution skips or fizzles on it (608.2b).
 */
public final class TargetIllegal {
    private final Target target;
    private final String rule;
    private final String reason;

    public TargetIllegal(Target target, String rule, String reason) {
        this.target = target;
        this.rule = rule;
        this.reason = reason;
    }

    public Target getTarget() {
        return target;
    }

    public String getRule() {
        return rule;
    }

    public String getReason() {
        return reason;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TargetIllegal t && t.target == target && t.rule.equals(rule) && t.reason.equals(reason);
    }

    @Override
    public int hashCode() {
        return Objects.hash(System.identityHashCode(target), rule, reason);
    }

    @Override
    public String toString() {
        return target.getId() + " illegal (" + rule + ": " + reason + ")";
    }
}
