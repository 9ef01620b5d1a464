package dev.arbiter.arena;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** One annotation of a game state: Arena's record of an event ({@code annotations}) or a standing fact. */
record Ann(int id, List<String> types, int affector, List<Integer> affected, JsonNode details) {
    static final String PREFIX = "AnnotationType_";

    static Ann of(JsonNode a) {
        List<String> types = new ArrayList<>();
        for (JsonNode t : a.path("type")) {
            String s = t.asText();
            types.add(s.startsWith(PREFIX) ? s.substring(PREFIX.length()) : s);
        }
        List<Integer> affected = new ArrayList<>();
        for (JsonNode x : a.path("affectedIds")) {
            affected.add(x.asInt());
        }
        return new Ann(a.path("id").asInt(), types, a.path("affectorId").asInt(0), affected, a.path("details"));
    }

    /** The state's annotations of one kind ({@code annotations} or {@code persistentAnnotations}) in id order. */
    static List<Ann> list(JsonNode state, String field) {
        List<Ann> out = new ArrayList<>();
        for (JsonNode a : state.path(field)) {
            out.add(of(a));
        }
        out.sort(Comparator.comparingInt(Ann::id));
        return out;
    }

    boolean is(String type) {
        return types.contains(type);
    }

    int first() {
        return affected.isEmpty() ? 0 : affected.get(0);
    }

    /** A detail's first whole number, or {@code otherwise}. */
    int integer(String key, int otherwise) {
        JsonNode d = detail(key);
        if (d == null) {
            return otherwise;
        }
        JsonNode v = d.has("valueInt32") ? d.get("valueInt32") : d.get("valueInt64");
        return v != null && v.size() > 0 ? v.get(0).asInt() : otherwise;
    }

    List<Integer> integers(String key) {
        List<Integer> out = new ArrayList<>();
        JsonNode d = detail(key);
        if (d != null) {
            for (JsonNode v : d.has("valueInt32") ? d.get("valueInt32") : d.path("valueInt64")) {
                out.add(v.asInt());
            }
        }
        return out;
    }

    String string(String key) {
        JsonNode d = detail(key);
        JsonNode v = d == null ? null : d.get("valueString");
        return v != null && v.size() > 0 ? v.get(0).asText() : null;
    }

    private JsonNode detail(String key) {
        for (JsonNode d : details) {
            if (key.equals(d.path("key").asText())) {
                return d;
            }
        }
        return null;
    }
}
