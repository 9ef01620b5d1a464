package dev.arbiter.cards;

/**
 * What one instance of the word "target" asks for (CR 115.1, 601.2c). The legality of each kind is decided by a
 * DRL rule in rules/casting/targets.drl; this enum only names them.
 */
public enum TargetKind {
    CREATURE, CREATURE_YOU_CONTROL, ANOTHER_CREATURE_YOU_CONTROL, ANOTHER_CREATURE, CREATURE_AN_OPPONENT_CONTROLS,
    CREATURE_YOU_DONT_CONTROL, ANY, PLAYER, OPPONENT, PERMANENT, ARTIFACT_OR_CREATURE, SPELL,
    INSTANT_OR_SORCERY_SPELL, CREATURE_CARD_IN_YOUR_GRAVEYARD, INSTANT_OR_SORCERY_CARD_IN_AN_OPPONENTS_GRAVEYARD;

    /** Whether a player can be chosen for this kind. */
    public boolean allowsPlayers() {
        return this == ANY || this == PLAYER || this == OPPONENT;
    }

    /** Words for messages: "creature you control". */
    public String words() {
        return switch (this) {
            case CREATURE -> "creature";
            case CREATURE_YOU_CONTROL -> "creature you control";
            case ANOTHER_CREATURE_YOU_CONTROL -> "another creature you control";
            case ANOTHER_CREATURE -> "another creature";
            case CREATURE_AN_OPPONENT_CONTROLS -> "creature an opponent controls";
            case CREATURE_YOU_DONT_CONTROL -> "creature you don't control";
            case ANY -> "creature, player or planeswalker (any target)";
            case PLAYER -> "player";
            case OPPONENT -> "opponent";
            case PERMANENT -> "permanent";
            case ARTIFACT_OR_CREATURE -> "artifact or creature";
            case SPELL -> "spell";
            case INSTANT_OR_SORCERY_SPELL -> "instant or sorcery spell";
            case CREATURE_CARD_IN_YOUR_GRAVEYARD -> "creature card in your graveyard";
            case INSTANT_OR_SORCERY_CARD_IN_AN_OPPONENTS_GRAVEYARD -> "instant or sorcery card in an opponent's graveyard";
        };
    }
}
