package dev.arbiter;

import java.util.List;
import java.util.Map;

/**
 * An object as the game sees it now, characteristics after all layers (the vocabulary of mtglog {@code expect}).
 *
 * @param id         the id the log names it by
 * @param name       its name (a card's, a token's, or the name of the card a copy copies)
 * @param zone       the zone it is in, as mtglog/1 names it ({@code battlefield}, {@code exile}, …)
 * @param owner      its owner's player id
 * @param controller the player who controls it now (for a card outside the battlefield and the stack, its owner)
 * @param types      its card types after all layers, as mtglog/1 names them ({@code creature}, {@code enchantment})
 * @param subtypes   its subtypes after all layers ({@code Aura}, {@code Role}, {@code Bear})
 * @param power      its power after all layers; null when it is not a creature
 * @param toughness  its toughness after all layers; null when it is not a creature
 * @param tapped     whether it is tapped
 * @param damage     the damage marked on it this turn
 * @param counters   its counters by kind ({@code +1/+1}: 2), in the kinds' order; read-only
 * @param attachedTo the permanent it is attached to, or null
 * @param attached   the ids of the objects attached to it
 * @param encodedOn  the creature this exiled card is encoded on, or null
 * @param encoded    the ids of the cards encoded on this creature
 * @param abilities  its abilities after all layers, as the card catalogue words them
 * @param token      whether it is a token
 * @param phasedOut  whether it is phased out (treated as though it doesn't exist, CR 702.26b)
 * @param timestamp  its timestamp (CR 613.7e): it orders effects and Roles; objects that entered later have higher
 *                   ones, and a permanent phasing in keeps its own
 */
public record ObjectState(String id, String name, String zone, String owner, String controller, List<String> types,
                          List<String> subtypes, Integer power, Integer toughness, boolean tapped, int damage,
                          Map<String, Integer> counters, String attachedTo, List<String> attached,
                          String encodedOn, List<String> encoded, List<String> abilities, boolean token,
                          boolean phasedOut, long timestamp) {
}
