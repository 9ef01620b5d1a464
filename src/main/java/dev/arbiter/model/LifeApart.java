package dev.arbiter.model;

/**
 * How far a recorded log's life total of a player is from the rules' game: the life changes the log recorded that the
 * rules didn't make, less those the rules made that the log left out, each a mistake reported (or explained as part of
 * one). An expect line giving the log's own total then states its game (rules/audit/expectations.drl).
 */
public final class LifeApart {
    private final String player;
    private long difference;

    public LifeApart(String player) {
        this.player = player;
    }

    public String getPlayer() {
        return player;
    }

    /** The log's life total less the rules'. */
    public long getDifference() {
        return difference;
    }

    public void add(long delta) {
        difference += delta;
    }

    @Override
    public String toString() {
        return player + "'s life in the log's game, against the rules': " + (difference > 0 ? "+" : "") + difference;
    }
}
