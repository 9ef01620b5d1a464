package dev.arbiter.model;

import java.util.Objects;

/**
 * Derived by truth maintenance: the card is encoded on the creature for as long as the card stays in exile and
 * the creature on the battlefield, whoever controls it and whatever its types (CR 702.99c). A zone change of
 * either makes a new object (400.7), which retracts this fact by itself.
 */
public final class Encoded {
    private final GameObject card;
    private final GameObject creature;

    public Encoded(GameObject card, GameObject creature) {
        this.card = card;
        this.creature = creature;
    }

    public GameObject getCard() {
        return card;
    }

    public GameObject getCreature() {
        return creature;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Encoded e && e.card == card && e.creature == creature;
    }

    @Override
    public int hashCode() {
        return Objects.hash(card.getSerial(), creature.getSerial());
    }
}
