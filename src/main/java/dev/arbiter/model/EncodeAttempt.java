package dev.arbiter.model;

/**
 * A resolving cipher spell's controller chose to exile it encoded on a creature (CR 702.99a; the {@code encode}
 * decision). The rules in rules/cipher/ judge the choice before anything moves: the card is encoded only on a
 * creature its controller controls, and only a spell represented by a card can be; a refused attempt stays until the
 * end of the log line, so the audit rules know the finding is made already.
 */
public final class EncodeAttempt {
    private final Resolution resolution;
    private final GameObject card;
    private final GameObject creature;
    private final String controller;
    private boolean refused;

    public EncodeAttempt(Resolution resolution, GameObject card, GameObject creature, String controller) {
        this.resolution = resolution;
        this.card = card;
        this.creature = creature;
        this.controller = controller;
    }

    public Resolution getResolution() {
        return resolution;
    }

    /** The spell on the stack (or a copy) that would be exiled. */
    public GameObject getCard() {
        return card;
    }

    /** The chosen creature as it is now. */
    public GameObject getCreature() {
        return creature;
    }

    /** The spell's controller: "a creature you control" is relative to this player. */
    public String getController() {
        return controller;
    }

    public boolean isRefused() {
        return refused;
    }

    public void setRefused(boolean refused) {
        this.refused = refused;
    }

    @Override
    public String toString() {
        return "encode " + card.getId() + " on " + creature.getId();
    }
}
