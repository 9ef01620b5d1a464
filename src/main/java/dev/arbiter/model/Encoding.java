package dev.arbiter.model;

/**
 * The record that a card was exiled encoded on a creature (CR 702.99a), stated once when it happens. Whether the
 * card is still encoded is derived from it: see {@link Encoded}.
 */
public final class Encoding {
    private final GameObject card;
    private final GameObject creature;

    public Encoding(GameObject card, GameObject creature) {
        this.card = card;
        this.creature = creature;
    }

    public GameObject getCard() {
        return card;
    }

    public GameObject getCreature() {
        return creature;
    }
}
