package dev.arbiter.model;

/**
 * What a triggered ability refers to beyond its source and controller, fixed as it triggers (CR 603.2) and kept as it
 * goes on the stack: the encoded card and the damaged player of a cipher ability (702.99c), the creature an ability
 * names (Gylwain's creature that entered, the creature that fights for Curse of the Werefox), the spell or ability
 * that made a ward permanent its target (702.21a), a delayed ability's marker (Voidwalk's return, 603.7). Each is
 * null where it doesn't apply.
 */
public final class TriggerContext {
    private GameObject card;
    private String player;
    private GameObject creature;
    private StackItem against;
    private Marker marker;

    /** Cipher: the card encoded on the creature whose ability this is. */
    public GameObject getCard() {
        return card;
    }

    public void setCard(GameObject card) {
        this.card = card;
    }

    /** Cipher: the player dealt combat damage. */
    public String getPlayer() {
        return player;
    }

    public void setPlayer(String player) {
        this.player = player;
    }

    /** The creature the ability names: the one that entered (Gylwain), the one that fights (Curse of the Werefox). */
    public GameObject getCreature() {
        return creature;
    }

    public void setCreature(GameObject creature) {
        this.creature = creature;
    }

    /** Ward: the spell or ability that made the permanent its target. */
    public StackItem getAgainst() {
        return against;
    }

    public void setAgainst(StackItem against) {
        this.against = against;
    }

    /** A delayed triggered ability's marker: what it returns, and when. */
    public Marker getMarker() {
        return marker;
    }

    public void setMarker(Marker marker) {
        this.marker = marker;
    }
}
