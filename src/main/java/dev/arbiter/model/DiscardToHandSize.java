package dev.arbiter.model;

/**
 * The cleanup step's turn-based action (CR 514.1): the active player, holding more cards than their maximum hand size
 * (402.2), discards down to it; with no more, none. The rules compare it with the {@link CleanupDiscard}s the log chose for it
 * (rules/turns/cleanup.drl). Deleted with the log line's events.
 */
public final class DiscardToHandSize {
    private final String player;
    private final int inHand;
    private final int maximum;
    private int unknown;

    public DiscardToHandSize(String player, int inHand, int maximum) {
        this.player = player;
        this.inHand = inHand;
        this.maximum = maximum;
    }

    public String getPlayer() {
        return player;
    }

    /** The cards in the hand as the step began. */
    public int getInHand() {
        return inHand;
    }

    public int getMaximum() {
        return maximum;
    }

    /**
     * The step's discard lines that name no object of the game: each is a card the log chose for this action (its
     * line is the finding), which the count of cards discarded takes in.
     */
    public int getUnknown() {
        return unknown;
    }

    public void setUnknown(int unknown) {
        this.unknown = unknown;
    }

    /** How many cards the player discards: as many as the hand holds over the maximum, or none. */
    public int getExcess() {
        return Math.max(0, inHand - maximum);
    }

    @Override
    public String toString() {
        return player + " discards " + getExcess() + " of " + inHand + " down to " + maximum;
    }
}
