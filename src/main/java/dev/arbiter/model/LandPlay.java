package dev.arbiter.model;

/**
 * A {@code play} line (an mtglog/1 extension): a player plays a land, the special action of CR 305.1 and 116.2a.
 * The rules in rules/casting/land_plays.drl judge it while this fact exists, before the land moves.
 *
 * @param earlier the lands the player already played this turn (305.2 allows one)
 * @param active  whether the player is the active player
 * @param step    the step the game is in
 * @param stackEmpty whether the stack is empty
 */
public record LandPlay(String player, GameObject card, int earlier, boolean active, Step step, boolean stackEmpty,
                       int line) {

    /** Whether the card is a land card (only a land is played, 305.1). */
    public boolean isLand() {
        return card.getTypes().contains(CardType.LAND);
    }

    /** Whether the game is in a main phase (305.1 with 505.6b). */
    public boolean isMainPhase() {
        return step == Step.MAIN1 || step == Step.MAIN2;
    }

    public String getPlayer() {
        return player;
    }

    public GameObject getCard() {
        return card;
    }

    public int getEarlier() {
        return earlier;
    }

    public boolean isActive() {
        return active;
    }

    public boolean isStackEmpty() {
        return stackEmpty;
    }
}
