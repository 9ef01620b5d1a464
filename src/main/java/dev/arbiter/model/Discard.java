package dev.arbiter.model;

/**
 * A card a player chose to discard as a resolving object instructs (CR 701.8a, 701.8b): the log's decision, made a
 * fact for the rules in rules/resolution/keyword_actions.drl, which refuse a card that is not in that player's hand
 * and discard the others. Deleted with the log line's events.
 */
public final class Discard {
    private final Resolution resolution;
    private final String player;
    private GameObject card;
    private final int index;
    private final DiscardCount count;
    private boolean refused;
    private GameObject discarded;

    /**
     * @param index its place in the decision's list (0 for a decision naming one card)
     * @param count the instruction's number of cards when it names one ("discards two cards"), else null
     */
    public Discard(Resolution resolution, String player, GameObject card, int index, DiscardCount count) {
        this.resolution = resolution;
        this.player = player;
        this.card = card;
        this.index = index;
        this.count = count;
    }

    public Resolution getResolution() {
        return resolution;
    }

    public String getPlayer() {
        return player;
    }

    /** The card as the decision names it (where it is now: a moved card is a new object, 400.7). */
    public GameObject getCard() {
        return card;
    }

    /**
     * The card the decision names turned out to be one drawn without the log naming it (rules/audit/hidden.drl): the
     * same card, in the hand.
     */
    public void setCard(GameObject card) {
        this.card = card;
    }

    public int getIndex() {
        return index;
    }

    public DiscardCount getCount() {
        return count;
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
        return player + " discards " + card.getId();
    }
}
