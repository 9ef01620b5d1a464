package dev.arbiter;

import java.util.List;
import java.util.Map;

/**
 * An object as the game sees it now, characteristics after all layers (the vocabulary of mtglog {@code expect}).
 *
 * @param attached  the ids of the objects attached to it
 * @param encodedOn the creature this exiled card is encoded on, or null
 * @param encoded   the ids of the cards encoded on this creature
 */
public record ObjectState(String id, String name, String zone, String owner, String controller, List<String> types,
                          List<String> subtypes, Integer power, Integer toughness, boolean tapped, int damage,
                          Map<String, Integer> counters, String attachedTo, List<String> attached,
                          String encodedOn, List<String> encoded, List<String> abilities, boolean token,
                          boolean phasedOut, long timestamp) {
}
