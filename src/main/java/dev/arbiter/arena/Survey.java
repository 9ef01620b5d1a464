package dev.arbiter.arena;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The first pass over a game: which instance ids are one physical card ({@code ObjectIdChanged} chains), what each
 * card is (its first view, so that a card hidden at first takes its identity in hindsight), the targets of each
 * spell, and whether the game holds something this version can't import.
 */
final class Survey {
    private final Map<Integer, Integer> earlier = new HashMap<>();
    private final Map<Integer, JsonNode> views = new HashMap<>();
    private final Set<Integer> faceDown = new HashSet<>();
    private final Set<Integer> seenOnlyInPlay = new HashSet<>();
    private final Map<Integer, String> zoneTypes = new HashMap<>();
    /** Spell instance → target group index → targets (instance ids or seats). */
    private final Map<Integer, TreeMap<Integer, List<Integer>>> targets = new HashMap<>();
    /** Spell instance → the casting-time options Arena recorded (kicker). */
    private final Set<Integer> kicked = new HashSet<>();
    /** Ability instance → its object, for abilities seen on the stack. */
    private final Map<Integer, JsonNode> stackAbilities = new HashMap<>();
    /** Ability instances Arena records a triggering object for (triggered abilities), and those that resolved. */
    private final Set<Integer> triggered = new HashSet<>();
    /** Ability instance → the objects Arena records as what triggered it ({@code TriggeringObject}). */
    private final Map<Integer, List<Integer>> triggeredBy = new HashMap<>();
    /** Copies of spells made on the stack, in the order made: the copy's instance id → how it was made. */
    private final Map<Integer, Copy> copies = new LinkedHashMap<>();
    /** Ability or spell instance → the order in which its resolution began. */
    private final Map<Integer, Integer> resolved = new HashMap<>();
    /** What the game holds that the import writes as something simpler, unchecked (docs/arena.md), with counts. */
    private final Map<String, Integer> unsupported = new LinkedHashMap<>();
    /** The rule that governs each of {@link #unsupported}, by what it is. */
    private final Map<String, String> rules = new HashMap<>();
    /** The objects counted in {@link #unsupported} already, by kind and root (one physical card counts once). */
    private final Set<String> counted = new HashSet<>();
    private String skip;

    Survey(List<ArenaGame.State> states) {
        Set<Integer> seen = new HashSet<>();
        Set<Integer> seenPersistent = new HashSet<>();
        for (ArenaGame.State s : states) {
            for (Ann a : Ann.list(s.message(), "annotations")) {
                if (seen.add(a.id())) {
                    event(a, s.line());
                }
            }
            for (JsonNode z : s.message().path("zones")) {
                zoneTypes.put(z.path("zoneId").asInt(), z.path("type").asText());
            }
            for (JsonNode o : s.message().path("gameObjects")) {
                object(o, s.line());
            }
            for (Ann a : Ann.list(s.message(), "persistentAnnotations")) {
                if (seenPersistent.add(a.id())) {
                    standing(a, s.line());
                }
            }
        }
        copies.values().forEach(this::original);
    }

    /**
     * A copy of a spell on the stack, as Arena records it: a {@code ZoneTransfer} from the stack to the stack,
     * category {@code Copy}, of a new object ({@code isCopy}) whose affector is the ability (or spell) that made it.
     *
     * @param copy the copy's instance id
     * @param maker the instance that made it: an ability on the stack (a trigger such as storm's), or a spell
     * @param line the line of the state that records it
     * @param of the spell copied (its instance id then), found once the whole game is read; 0 until then
     */
    record Copy(int copy, int maker, int line, int of) {
    }

    private void event(Ann a, int line) {
        if (a.is("ObjectIdChanged")) {
            int from = a.integer("orig_id", 0);
            int to = a.integer("new_id", 0);
            if (from != 0 && to != 0 && from != to) {
                earlier.putIfAbsent(to, from);
            }
        } else if (a.is("ResolutionStart")) {
            resolved.putIfAbsent(a.affector(), resolved.size());
        } else if (a.is("ZoneTransfer")) {
            String c = String.valueOf(a.string("category"));
            switch (c) {
                case "Conjure" -> skip("a digital-only mechanic (conjure)", line);
                case "Copy" -> copy(a, line);
                default -> {
                }
            }
        }
    }

    /**
     * Arena's {@code Copy} transfer. A copy of a spell on the stack (CR 707.10) is an object mtglog/1's {@code copy}
     * line makes; any other copy (a card copied into another zone and maybe cast, 707.12) is not imported.
     */
    private void copy(Ann a, int line) {
        String from = zoneTypes.get(a.integer("zone_src", 0));
        String to = zoneTypes.get(a.integer("zone_dest", 0));
        if (!"ZoneType_Stack".equals(from) || !"ZoneType_Stack".equals(to)) {
            skip("a copy of a card made from " + zoneName(from) + " to " + zoneName(to) + " (this version imports"
                    + " only copies of spells on the stack)", line);
            return;
        }
        copies.putIfAbsent(a.first(), new Copy(a.first(), a.affector(), line, 0));
    }

    private static String zoneName(String type) {
        return switch (String.valueOf(type)) {
            case "ZoneType_Stack" -> "the stack";
            case "ZoneType_Battlefield" -> "the battlefield";
            case "ZoneType_Exile" -> "exile";
            case "ZoneType_Hand" -> "a hand";
            case "ZoneType_Library" -> "a library";
            case "ZoneType_Graveyard" -> "a graveyard";
            default -> "Arena's zone " + type;
        };
    }

    /**
     * Which spell a copy copies. Arena doesn't say it in the transfer, but the copy's maker does: the triggered
     * ability that copies "that spell" was triggered by it (its {@code TriggeringObject}), one that copies "target
     * spell" targets it, and an ability of the spell itself (storm) has the spell for its source. The original has
     * the copy's printing (707.2: the copy takes its copiable values). None: the game is not imported, rather than a
     * guess.
     */
    private void original(Copy c) {
        JsonNode copy = views.get(root(c.copy()));
        if (copy == null) {
            skip("a copy on the stack that Arena shows as no card (only copies of spells are imported)", c.line());
            return;
        }
        int grp = copy.path("grpId").asInt();
        List<Integer> could = new java.util.ArrayList<>(triggeredBy.getOrDefault(c.maker(), List.of()));
        targets(c.maker()).values().forEach(could::addAll);
        JsonNode maker = stackAbilities.get(c.maker());
        if (maker != null) {
            could.add(maker.path("parentId").asInt());
        }
        for (int of : could) {
            JsonNode v = views.get(root(of));
            if (of != c.copy() && v != null && v.path("grpId").asInt() == grp) {
                copies.put(c.copy(), new Copy(c.copy(), c.maker(), c.line(), of));
                return;
            }
        }
        skip("a copy of a spell whose original the log doesn't name (no spell of its printing triggered, was"
                + " targeted by or holds what made it)", c.line());
    }

    private void object(JsonNode o, int line) {
        String type = o.path("type").asText();
        int id = o.path("instanceId").asInt();
        switch (type) {
            case "GameObjectType_RoomLeft", "GameObjectType_RoomRight" ->
                    // a Room's doors are shown as objects of their own; the card itself is imported as one object
                    unsupported(part(o), "709", "Room cards (written as one card; doors and their unlocking not"
                            + " checked)");
            case "GameObjectType_Adventure" ->
                    unsupported(part(o), "715", "adventurer cards (written as the face first seen; the other not"
                            + " checked)");
            case "GameObjectType_SplitLeft", "GameObjectType_SplitRight" ->
                    unsupported(part(o), "709", "split cards (written as the half first seen; the other not checked)");
            case "GameObjectType_MDFCBack" ->
                    unsupported(part(o), "712", "modal double-faced cards (written as the face first seen; the other"
                            + " not checked)");
            case "GameObjectType_Card", "GameObjectType_Token" -> {
                int root = root(id);
                if (o.path("isFacedown").asBoolean(false)) {
                    faceDown.add(root);
                    unsupported(root, "708", "face-down permanents (written as nameless 2/2 creatures; turning face"
                            + " up not checked)");
                }
                // on the battlefield power, toughness and abilities include effects: a card's view from elsewhere
                // wins; a token has no other view but its last-known one in the graveyard, which keeps the effects
                // (a combat pump), so its view is the one it was created with
                boolean inPlay = "ZoneType_Battlefield".equals(zoneTypes.get(o.path("zoneId").asInt()));
                boolean token = "GameObjectType_Token".equals(type);
                if (!views.containsKey(root) || !inPlay && !token && seenOnlyInPlay.remove(root)) {
                    views.put(root, o);
                    if (inPlay) {
                        seenOnlyInPlay.add(root);
                    }
                }
            }
            case "GameObjectType_Ability" -> {
                if ("ZoneType_Stack".equals(zoneTypes.get(o.path("zoneId").asInt()))) {
                    stackAbilities.putIfAbsent(id, o);
                }
            }
            default -> {
            }
        }
    }

    private void standing(Ann a, int line) {
        if (a.is("TargetSpec") && a.affector() != 0) {
            int index = a.integer("index", 1);
            targets.computeIfAbsent(a.affector(), k -> new TreeMap<>()).put(index, a.affected());
        } else if (a.is("TriggeringObject") && a.affector() != 0) {
            triggered.add(a.affector());
            triggeredBy.putIfAbsent(a.affector(), a.affected());
        } else if (a.is("CastingTimeOption") && a.affector() != 0) {
            kicked.add(a.affector());
        } else if (a.is("TextChange")) {
            count("612", "text-changing effects (not checked)");
        } else if (a.is("Designation")) {
            // the monarch, the initiative, the city's blessing, day and night: rules of their own, none modelled
            count("100.1", "designations such as the monarch or the initiative (not checked)");
        } else if (a.is("MiscContinuousEffect")) {
            count("611.1", "continuous effects Arena doesn't detail (not checked)");
        }
    }

    /** The physical card a face or a door belongs to: an object of its own, whose parent is the card. */
    private int part(JsonNode o) {
        int parent = o.path("parentId").asInt(0);
        return root(parent != 0 ? parent : o.path("instanceId").asInt());
    }

    /** Counts a physical card ({@code root}) of a kind the import simplifies, once. */
    private void unsupported(int root, String rule, String what) {
        if (counted.add(what + "#" + root)) {
            count(rule, what);
        }
    }

    private void count(String rule, String what) {
        unsupported.merge(what, 1, Integer::sum);
        rules.putIfAbsent(what, rule);
    }

    /** What the game holds that the import writes simplified and arbiter doesn't check, with counts, in order met. */
    Map<String, Integer> unsupported() {
        return unsupported;
    }

    /** The Comprehensive Rules number that governs something {@link #unsupported()} names. */
    String rule(String what) {
        return rules.get(what);
    }

    private void skip(String why, int line) {
        if (skip == null) {
            skip = why + " at line " + line;
        }
    }

    /** The first instance id of the physical card an instance id belongs to. */
    int root(int instance) {
        int r = instance;
        for (Integer e; (e = earlier.get(r)) != null; ) {
            r = e;
        }
        return r;
    }

    JsonNode view(int root) {
        return views.get(root);
    }

    boolean faceDown(int root) {
        return faceDown.contains(root);
    }

    TreeMap<Integer, List<Integer>> targets(int spell) {
        return targets.getOrDefault(spell, new TreeMap<>());
    }

    boolean kicked(int spell) {
        return kicked.contains(spell);
    }

    /**
     * The Arena ability id of a triggered ability instance that was on the stack and resolved there, or 0: one the
     * import writes as a trigger line (an ability the log shows leaving the stack unresolved has no line to say so).
     */
    int stackTrigger(int ability) {
        JsonNode o = stackAbilities.get(ability);
        return o != null && triggered.contains(ability) && resolved.containsKey(ability) ? o.path("grpId").asInt() : 0;
    }

    /** Whether the ability instance was seen on the stack (a mana ability never is, 605.3a). */
    boolean onStack(int ability) {
        return stackAbilities.containsKey(ability);
    }

    /** Whether Arena records a triggering object for the ability instance: a triggered ability. */
    boolean triggered(int ability) {
        return triggered.contains(ability);
    }

    /** When the instance began to resolve, in the game's order of resolutions (-1: never). */
    int resolvedAt(int instance) {
        return resolved.getOrDefault(instance, -1);
    }

    /** The Arena ability ids of the triggered abilities of one physical card that the import writes, in id order. */
    Set<Integer> triggersOf(int root) {
        Set<Integer> out = new java.util.TreeSet<>();
        stackAbilities.forEach((ability, o) -> {
            if (root(o.path("parentId").asInt()) == root && stackTrigger(ability) != 0) {
                out.add(stackTrigger(ability));
            }
        });
        return out;
    }

    /** The copy of a spell made on the stack that this instance is (also once it has left the stack), or null. */
    Copy copy(int instance) {
        return copies.get(root(instance));
    }

    /** The copies of spells made on the stack, in the order made. */
    java.util.Collection<Copy> copies() {
        return copies.values();
    }

    /** Why the game can't be imported by this version, or null. */
    String skip() {
        return skip;
    }
}
