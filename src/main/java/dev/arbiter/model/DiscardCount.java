package dev.arbiter.model;

/**
 * An instruction that a player discard a number of cards they choose ("target opponent discards two cards", CR
 * 701.8a): how many it asks of the hand as it was (all of a smaller hand) and the hand's size. The rules compare it
 * with the {@link Discard}s the log chose for it. Deleted with the log line's events.
 */
public final class DiscardCount {
    private final String player;
    private final int expected;
    private final int inHand;

    public DiscardCount(String player, int expected, int inHand) {
        this.player = player;
        this.expected = expected;
        this.inHand = inHand;
    }

    public String getPlayer() {
        return player;
    }

    /** The number of cards to discard: the instruction's, or the whole hand when it holds fewer. */
    public int getExpected() {
        return expected;
    }

    public int getInHand() {
        return inHand;
    }

    @Override
    public String toString() {
        return player + " discards " + expected + " of " + inHand;
    }
}
