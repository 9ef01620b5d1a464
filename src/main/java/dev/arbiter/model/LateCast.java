package dev.arbiter.model;

/**
 * Event: a cast line names a copy of a card that has ceased to exist (704.5e) — it was not cast while the ability
 * that made it resolved. The engine plays the cast as the log shows it; rules/audit/cipher.drl reports it.
 */
public final class LateCast {
    private final String copy;
    private final String player;

    public LateCast(String copy, String player) {
        this.copy = copy;
        this.player = player;
    }

    /** The copy's id. */
    public String getCopy() {
        return copy;
    }

    /** The player the line says casts it. */
    public String getPlayer() {
        return player;
    }

    @Override
    public String toString() {
        return player + " casts " + copy + " late";
    }
}
