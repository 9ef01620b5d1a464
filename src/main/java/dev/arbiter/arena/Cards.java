package dev.arbiter.arena;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Locale;
import java.util.Map;

/**
 * What an Arena game object is in mtglog/1 terms: a catalogue card or token by name when the table knows its
 * numbers, otherwise an inline definition with the characteristics the log shows.
 */
final class Cards {
    /** Arena's keyword ability ids (stable across cards) and arbiter's names for them. */
    static final Map<Integer, String> KEYWORDS = Map.ofEntries(Map.entry(1, "deathtouch"),
            Map.entry(2, "defender"), Map.entry(3, "double strike"), Map.entry(6, "first strike"),
            Map.entry(7, "flash"), Map.entry(8, "flying"), Map.entry(9, "haste"), Map.entry(10, "hexproof"),
            Map.entry(12, "lifelink"), Map.entry(13, "reach"), Map.entry(14, "trample"), Map.entry(15, "vigilance"),
            Map.entry(104, "indestructible"), Map.entry(142, "menace"),
            Map.entry(185, "protection from white"), Map.entry(186, "protection from blue"),
            Map.entry(187, "protection from black"), Map.entry(188, "protection from red"),
            Map.entry(189, "protection from green"));
    private static final Map<String, String> COLORS = Map.of("CardColor_White", "W", "CardColor_Blue", "U",
            "CardColor_Black", "B", "CardColor_Red", "R", "CardColor_Green", "G");

    private final CardNames names = CardNames.standard();

    /** The catalogue name of the object's card or token, or null. */
    String catalogueName(JsonNode view) {
        return view == null ? null : names.name(view.path("grpId").asInt(), view.path("name").asInt());
    }

    static boolean token(JsonNode view) {
        return view != null && "GameObjectType_Token".equals(view.path("type").asText());
    }

    /** The name an inline definition gives an Arena ability (its ability id): a trigger line names it so. */
    static String abilityName(int grpId) {
        return "arena:" + grpId;
    }

    /** An inline definition from what the log shows of the object (null view: a card never revealed). */
    static ObjectNode def(JsonNode view, boolean faceDown) {
        ObjectNode d = JsonNodeFactory.instance.objectNode();
        if (view == null) {
            d.put("name", "hidden card");
            return d;
        }
        if (faceDown) {
            d.put("name", "face-down");
            d.putArray("types").add("creature");
            d.put("power", 2);
            d.put("toughness", 2);
            return d;
        }
        d.put("name", "arena:" + view.path("grpId").asInt());
        if (token(view)) {
            d.put("token", true); // an mtglog/1 extension: arbiter then ceases it when it leaves (704.5d)
        }
        putAll(d, "types", view.path("cardTypes"), "CardType_", true);
        putAll(d, "subtypes", view.path("subtypes"), "SubType_", false);
        putAll(d, "supertypes", view.path("superTypes"), "SuperType_", true);
        var colors = d.putArray("colors");
        for (JsonNode c : view.path("color")) {
            String l = COLORS.get(c.asText());
            if (l != null && !contains(colors, l)) {
                colors.add(l);
            }
        }
        if (colors.isEmpty()) {
            d.remove("colors");
        }
        if (view.has("power") && view.has("toughness")) {
            d.put("power", view.path("power").path("value").asInt(0));
            d.put("toughness", view.path("toughness").path("value").asInt(0));
        }
        var abilities = d.putArray("abilities");
        for (JsonNode a : view.path("uniqueAbilities")) {
            String k = KEYWORDS.get(a.path("grpId").asInt());
            if (k != null && !contains(abilities, k)) {
                abilities.add(k);
            }
        }
        if (abilities.isEmpty()) {
            d.remove("abilities");
        }
        return d;
    }

    private static boolean contains(JsonNode arr, String s) {
        for (JsonNode x : arr) {
            if (x.asText().equals(s)) {
                return true;
            }
        }
        return false;
    }

    private static void putAll(ObjectNode d, String field, JsonNode values, String prefix, boolean lower) {
        var arr = d.putArray(field);
        for (JsonNode v : values) {
            String s = v.asText();
            s = s.startsWith(prefix) ? s.substring(prefix.length()) : s;
            s = "Tribal".equals(s) ? "Kindred" : s; // CR 308's old name
            s = lower ? s.toLowerCase(Locale.ROOT) : s;
            if (!contains(arr, s)) {
                arr.add(s);
            }
        }
        if (arr.isEmpty()) {
            d.remove(field);
        }
    }
}
