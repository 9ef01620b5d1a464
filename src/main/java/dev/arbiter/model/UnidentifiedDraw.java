package dev.arbiter.model;

/**
 * A card the rules drew whose identity a recorded log never gave: libraries are hidden (CR 400.2), so a draw takes
 * the cards the log names for it, and without a line naming them (the log left the draw out, or gave it to another
 * player — a mistake reported at {@link #getLine()}) the card drawn (121.1) is an anonymous one made up in the
 * player's hand. What the log shows next of the player's declared library cards may be that card: the rules in
 * rules/audit/hidden.drl judge when, and the engine then gives the drawn card that identity. Stays while the card is
 * in the hand and unidentified.
 */
public final class UnidentifiedDraw {
    private final String player;
    private final GameObject card;
    private final int line;

    /**
     * @param player the player who drew it
     * @param card   the anonymous card in their hand, as drawn
     * @param line   the line the mistake that left it unidentified was reported at
     */
    public UnidentifiedDraw(String player, GameObject card, int line) {
        this.player = player;
        this.card = card;
        this.line = line;
    }

    public String getPlayer() {
        return player;
    }

    /** The anonymous card the draw put into the hand (a later zone change makes another object, 400.7). */
    public GameObject getCard() {
        return card;
    }

    public int getLine() {
        return line;
    }

    @Override
    public String toString() {
        return card.getId() + " drawn by " + player + ", its identity never given (line " + line + ")";
    }
}
