package dev.arbiter.model;

/**
 * The edition of the Comprehensive Rules a log's {@code game} line says it assumes (mtglog §2), beside the one
 * arbiter applies. Lives while the game line is read; rules/audit/expectations.drl warns when they differ.
 */
public final class RulesEdition {
    private final String assumed;
    private final String applied;

    /** @param assumed the log's {@code cr}, or null when it names none */
    public RulesEdition(String assumed, String applied) {
        this.assumed = assumed;
        this.applied = applied;
    }

    public String getAssumed() {
        return assumed;
    }

    public String getApplied() {
        return applied;
    }

    @Override
    public String toString() {
        return "edition " + assumed + " / " + applied;
    }
}
