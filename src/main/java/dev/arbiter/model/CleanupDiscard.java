package dev.arbiter.model;

/**
 * A card the active player chose to discard in the cleanup step (CR 514.1): a discard line (or a move with cause
 * discard) of the log line that began the step, made a fact for the rules in rules/turns/cleanup.drl, which refuse a
 * card that is not in that player's hand and discard the others in the log's order. Only the active player discards
 * then, so a discard the log gives another player in the step is one of these too, with the player it names
 * ({@link #getLoggedPlayer()}). Deleted with the log line's events.
 */
public final class CleanupDiscard {
    private final DiscardToHandSize action;
    private final String loggedPlayer;
    private GameObject card;
    private final int index;
    private boolean refused;
    private GameObject discarded;

    /**
     * @param loggedPlayer the player the log's line names as discarding
     * @param index its place among the step's discard lines of the log line
     */
    public CleanupDiscard(DiscardToHandSize action, String loggedPlayer, GameObject card, int index) {
        this.action = action;
        this.loggedPlayer = loggedPlayer;
        this.card = card;
        this.index = index;
    }

    public DiscardToHandSize getAction() {
        return action;
    }

    public String getPlayer() {
        return action.getPlayer();
    }

    /** The player the log's line names as discarding: the active player, or another by mistake. */
    public String getLoggedPlayer() {
        return loggedPlayer;
    }

    public GameObject getCard() {
        return card;
    }

    /** The card it names, once the rules identified it as a card an unidentified draw drew (rules/audit/hidden.drl). */
    public void setCard(GameObject card) {
        this.card = card;
    }

    public int getIndex() {
        return index;
    }

    /** The rules refused it: it is not a card in the active player's hand (a finding). */
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
