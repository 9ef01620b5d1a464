package dev.arbiter.model;

/**
 * A card the active player chose to discard in the cleanup step (CR 514.1): a discard line (or a move with cause
 * discard) of the log line that began the step, made a fact for the rules in rules/turns/cleanup.drl, which refuse a
 * card that is not in that player's hand and discard the others in the log's order. Deleted with the log line's events.
 */
public final class CleanupDiscard {
    private final DiscardToHandSize action;
    private final GameObject card;
    private final int index;
    private boolean refused;
    private GameObject discarded;

    /** @param index its place among the player's discard lines of the log line */
    public CleanupDiscard(DiscardToHandSize action, GameObject card, int index) {
        this.action = action;
        this.card = card;
        this.index = index;
    }

    public DiscardToHandSize getAction() {
        return action;
    }

    public String getPlayer() {
        return action.getPlayer();
    }

    public GameObject getCard() {
        return card;
    }

    public int getIndex() {
        return index;
    }

    /** The rules refused it: it is not a card in the player's hand (a finding). */
    public boolean isRefused() {
        return refused;
    }

    public void setRefused(boolean refused) {
        this.refused = refused;
    }

    /** The card in the graveyard once discarded, or null. */
    public GameObject getDiscarded() {
        return discarded;
    }

    public void setDiscarded(GameObject discarded) {
        this.discarded = discarded;
    }

    @Override
    public String toString() {
        return getPlayer() + " discards " + card.getId() + " in the cleanup step";
    }
}
