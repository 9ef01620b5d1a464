package dev.arbiter.arena;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Arena's zones of one game: each zone's kind, owner and current contents (hidden cards included). */
final class Zones {
    private static final Map<String, String> NAMES = Map.of("ZoneType_Hand", "hand", "ZoneType_Library", "library",
            "ZoneType_Battlefield", "battlefield", "ZoneType_Graveyard", "graveyard", "ZoneType_Stack", "stack",
            "ZoneType_Exile", "exile", "ZoneType_Command", "command");

    private final Map<Integer, String> kind = new HashMap<>();
    private final Map<Integer, Integer> owner = new HashMap<>();
    private final Map<Integer, List<Integer>> contents = new HashMap<>();

    void update(JsonNode state) {
        for (JsonNode z : state.path("zones")) {
            int id = z.path("zoneId").asInt();
            kind.put(id, z.path("type").asText());
            if (z.has("ownerSeatId")) {
                owner.put(id, z.path("ownerSeatId").asInt());
            }
            List<Integer> c = new ArrayList<>();
            z.path("objectInstanceIds").forEach(x -> c.add(x.asInt()));
            contents.put(id, c);
        }
    }

    /** The mtglog/1 zone of an Arena zone id, or null for Arena's own (limbo, revealed, pending...). */
    String name(int zoneId) {
        return NAMES.get(kind.get(zoneId));
    }

    /** Every instance now in zones of this kind, in zone order. */
    List<Integer> contents(String zone) {
        List<Integer> out = new ArrayList<>();
        kind.keySet().stream().sorted().filter(z -> zone.equals(name(z)))
                .forEach(z -> out.addAll(contents.getOrDefault(z, List.of())));
        return out;
    }

    int zoneOwner(int zoneId) {
        return owner.getOrDefault(zoneId, 0);
    }

    /** Who owns an instance: its object says so, else the owner of the zone it is in. */
    int owner(int instance, JsonNode view, JsonNode now) {
        if (now != null && now.has("ownerSeatId")) {
            return now.path("ownerSeatId").asInt();
        }
        if (view != null && view.has("ownerSeatId")) {
            return view.path("ownerSeatId").asInt();
        }
        for (Map.Entry<Integer, List<Integer>> e : contents.entrySet()) {
            if (e.getValue().contains(instance) && owner.containsKey(e.getKey())) {
                return owner.get(e.getKey());
            }
        }
        return 1;
    }
}
