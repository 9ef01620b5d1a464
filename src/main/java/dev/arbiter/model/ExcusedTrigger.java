package dev.arbiter.model;

/**
 * A triggered ability the log left off the stack without a second mistake: it triggered on a move only the rules'
 * game made, which was reported (rules/audit/roles.drl). Kept so that a trigger line the log writes for it later, once
 * its own game has made that move, is read as the same ability, late; taken away when that line comes.
 */
public final class ExcusedTrigger {
    private final PendingTrigger trigger;

    public ExcusedTrigger(PendingTrigger trigger) {
        this.trigger = trigger;
    }

    /** The engine's id of the ability's source (which may have ceased to exist since). */
    public String getSourceId() {
        return trigger.getSource().getId();
    }

    public String getAbility() {
        return trigger.getAbility();
    }

    @Override
    public String toString() {
        return "excused: " + trigger;
    }
}
