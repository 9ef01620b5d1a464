package dev.arbiter.model;

/**
 * A card a recorded log never named that its player exiled from their hand to pay a spell's alternative cost ("exile
 * a blue card from your hand", Force of Will; CR 118.9, 601.2h): the cost was paid in the log's game, but the engine
 * never chooses for a player, so no card of the rules' game moved (the cast's warning says so). The rules in
 * rules/audit/hidden.drl judge what the log shows of it in the cast's step and after. Stays for the rest of the log
 * unless a card is found for it.
 */
public final class UnidentifiedPitch {
    private final String player;
    private final StackItem item;
    private final int line;
    private boolean settled;

    /**
     * @param player the spell's caster, from whose hand the card was exiled
     * @param item   the spell cast for the alternative cost
     * @param line   the cast line
     */
    public UnidentifiedPitch(String player, StackItem item, int line) {
        this.player = player;
        this.item = item;
        this.line = line;
    }

    public String getPlayer() {
        return player;
    }

    public StackItem getItem() {
        return item;
    }

    public int getLine() {
        return line;
    }

    /** Whether the cast's step is over with the card unnamed: a later line's move is not taken for it. */
    public boolean isSettled() {
        return settled;
    }

    public void setSettled(boolean settled) {
        this.settled = settled;
    }

    @Override
    public String toString() {
        return "a card " + player + " exiled for " + item + ", never named (line " + line + ")";
    }
}
