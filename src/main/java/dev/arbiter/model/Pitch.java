package dev.arbiter.model;

/**
 * The card exiled from hand to pay an alternative cost of a spell ("exile a blue card from your hand", Force of Will,
 * CR 118.9, 601.2h), as the log's own move line named it — or none, when the log named no card. The card is the
 * player's choice; whether it pays the cost is judged by the card's rules. Deleted with the log line's events.
 */
public final class Pitch {
    private final StackItem item;
    private final GameObject card;
    private final Zone from;
    private final String owner;
    private final boolean known;

    /** The log named no card. */
    public Pitch(StackItem item) {
        this(item, null, null, null, false);
    }

    /**
     * @param from the zone the card was in when it was exiled for the cost
     * @param known whether the log gave the card's identity (an anonymous draw has no known color)
     */
    public Pitch(StackItem item, GameObject card, Zone from, String owner, boolean known) {
        this.item = item;
        this.card = card;
        this.from = from;
        this.owner = owner;
        this.known = known;
    }

    public StackItem getItem() {
        return item;
    }

    /** The card the log exiled for the cost, as it was before it moved, or null. */
    public GameObject getCard() {
        return card;
    }

    public Zone getFrom() {
        return from;
    }

    public String getOwner() {
        return owner;
    }

    public boolean isKnown() {
        return known;
    }

    /** Whether the log named the card. */
    public boolean isNamed() {
        return card != null;
    }

    @Override
    public String toString() {
        return card == null ? "no card exiled for " + item : card.getId() + " exiled for " + item;
    }
}
