package dev.arbiter.engine;

import java.util.List;

/**
 * Names of the abilities the rules grant rather than print (Role and cipher abilities), so logs and
 * {@code expect} lines can name them, and the decisions each one's resolution takes.
 */
public final class Abilities {
    public static final String SORCERER = "whenever this creature attacks, scry 1";
    public static final String YOUNG_HERO = "whenever this creature attacks, if its toughness is 3 or less, put a"
            + " +1/+1 counter on it";
    /** The Wicked Role's own leaves-the-battlefield trigger (111.10q). */
    public static final String WICKED = "put into a graveyard: each opponent loses 1 life";
    public static final String NOT_DEAD = "when this creature dies, return it and create a Wicked Role attached to it";
    public static final String CIPHER_PREFIX = "cipher ";

    private Abilities() {
    }

    /** The granted cipher trigger of one encoded card (CR 702.99a). */
    public static String cipher(String cardId) {
        return CIPHER_PREFIX + cardId;
    }

    public static boolean isCipher(String ability) {
        return ability != null && ability.startsWith(CIPHER_PREFIX);
    }

    /**
     * Whether a trigger line's {@code ability} names this ability: its catalogue name, or for a cipher ability also
     * the bare keyword "cipher" (a log may not know the engine's name, "cipher c7"), and for ward the keyword without
     * its cost ("ward" for "ward {2}", as an expect line's "ward" matches any ward).
     */
    public static boolean names(String named, String ability) {
        return named == null || named.equals(ability) || isCipher(ability) && named.equalsIgnoreCase("cipher")
                || isWard(ability) && named.equalsIgnoreCase("ward");
    }

    /** As {@link #names(String, String)}; a cipher ability may also be named by its encoded card's id or name. */
    public static boolean names(String named, String ability, dev.arbiter.model.GameObject card) {
        return names(named, ability) || isCipher(ability) && card != null
                && (named.equals(card.getId()) || named.equalsIgnoreCase(card.getName()));
    }

    /** The id of the encoded card whose cipher ability this is. */
    public static String cipherCard(String ability) {
        return ability.substring(CIPHER_PREFIX.length());
    }

    /** Ward (CR 702.21a), printed with its cost: "ward {2}". Its resolution asks whether the player pays. */
    public static boolean isWard(String ability) {
        return ability != null && ability.startsWith("ward ");
    }

    /** The decision ward's resolution takes: {@code "pay": true} or {@code false} (mtglog §6, docs/engine.md). */
    public static final String PAY = "pay";

    static List<String> choices(String ability) {
        if (isWard(ability)) {
            return List.of(PAY);
        }
        return isCipher(ability) ? List.of("cast") : List.of();
    }
}
