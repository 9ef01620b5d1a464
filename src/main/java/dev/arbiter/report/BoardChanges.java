package dev.arbiter.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.arbiter.ObjectState;
import dev.arbiter.PlayerState;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The board after each step of an HTML replay, written as its changes against the board before it: the objects
 * that came or changed ({@code set}, {@code exiled}), the ids that went ({@code gone}, {@code unexiled}), and the
 * turn, the players and the stack when they changed. A whole board ({@code "whole": true}, the fields of
 * {@code explain -f json}'s {@code state}) is written first and again whenever the changes written since the last
 * whole one have grown past the size of a whole one. So a page grows with what the log changes, not with its steps
 * times its board (a 3,000-line game of 100 permanents made a 92 MB page), and the page's script rebuilds any step
 * from the whole board before it by applying about one board's worth of changes.
 *
 * <p>An object's place in its list is kept: a changed one stays where it was, new ones come last in the order the
 * state lists them, and {@code order} lists the ids in full only when the state's order is another.
 */
final class BoardChanges {
    /** The objects of the board before, by id: their JSON. */
    private Map<String, String> battlefield = new LinkedHashMap<>();
    private Map<String, String> exiled = new LinkedHashMap<>();
    /** The objects of the board before, by id, to write again only those that changed. */
    private Map<String, ObjectState> states = new java.util.HashMap<>();
    private Map<String, ObjectState> exiledStates = new java.util.HashMap<>();
    private String turn;
    private String players;
    private String stack;
    /** The characters of changes written since the last whole board; none written yet: a whole one comes first. */
    private long since = -1;

    /** The JSON of the board after a step: its changes, or the whole board. */
    String next(Snapshot s) {
        Map<String, ObjectState> nowStates = new java.util.HashMap<>();
        Map<String, ObjectState> nowExiled = new java.util.HashMap<>();
        Map<String, String> field = objects(s.battlefield(), states, battlefield, nowStates);
        Map<String, String> exile = objects(s.encodedInExile(), exiledStates, exiled, nowExiled);
        String nowTurn = Jsons.string(s.turn());
        String nowPlayers = Jsons.compact(g -> {
            g.writeStartArray();
            for (PlayerState p : s.players()) {
                ExplainJson.player(g, p);
            }
            g.writeEndArray();
        });
        String nowStack = Jsons.compact(g -> {
            g.writeStartArray();
            for (String id : s.stack()) {
                g.writeString(id);
            }
            g.writeEndArray();
        });
        Jsons.Body whole = g -> {
            g.writeStartObject();
            g.writeBooleanField("whole", true);
            g.writeFieldName("turn");
            g.writeRawValue(nowTurn);
            list(g, "battlefield", field);
            list(g, "encodedInExile", exile);
            g.writeFieldName("players");
            g.writeRawValue(nowPlayers);
            g.writeFieldName("stack");
            g.writeRawValue(nowStack);
            g.writeEndObject();
        };
        // a board listing an id twice can't be told as changes by id: it is written whole, and so is the next one
        boolean byId = field.size() == s.battlefield().size() && exile.size() == s.encodedInExile().size();
        String changes = null;
        if (since >= 0 && byId) {
            changes = Jsons.compact(g -> {
                g.writeStartObject();
                if (!nowTurn.equals(turn)) {
                    g.writeFieldName("turn");
                    g.writeRawValue(nowTurn);
                }
                changes(g, battlefield, field, "set", "gone", "order");
                changes(g, exiled, exile, "exiled", "unexiled", "exiledOrder");
                if (!nowPlayers.equals(players)) {
                    g.writeFieldName("players");
                    g.writeRawValue(nowPlayers);
                }
                if (!nowStack.equals(stack)) {
                    g.writeFieldName("stack");
                    g.writeRawValue(nowStack);
                }
                g.writeEndObject();
            });
        }
        battlefield = field;
        exiled = exile;
        states = nowStates;
        exiledStates = nowExiled;
        turn = nowTurn;
        players = nowPlayers;
        stack = nowStack;
        if (changes == null || since + changes.length() > wholeLength(field, exile, nowPlayers, nowStack)) {
            since = byId ? 0 : -1;
            return Jsons.compact(whole);
        }
        since += changes.length();
        return changes;
    }

    /** About the length of a whole board's JSON, without writing it. */
    private static long wholeLength(Map<String, String> field, Map<String, String> exile, String players,
                                    String stack) {
        long n = 100 + players.length() + stack.length() + field.size() + exile.size();
        for (String json : field.values()) {
            n += json.length();
        }
        for (String json : exile.values()) {
            n += json.length();
        }
        return n;
    }

    /** The objects of a list by id, their JSON written again only when they changed since the board before. */
    private static Map<String, String> objects(List<ObjectState> list, Map<String, ObjectState> before,
                                               Map<String, String> jsonBefore, Map<String, ObjectState> now) {
        Map<String, String> m = new LinkedHashMap<>();
        for (ObjectState o : list) {
            String json = o.equals(before.get(o.id())) ? jsonBefore.get(o.id()) : null;
            m.put(o.id(), json != null ? json : Jsons.compact(g -> ExplainJson.object(g, o)));
            now.put(o.id(), o);
        }
        return m;
    }

    private static void list(JsonGenerator g, String field, Map<String, String> objects) throws IOException {
        g.writeArrayFieldStart(field);
        for (String json : objects.values()) {
            g.writeRawValue(json);
        }
        g.writeEndArray();
    }

    /** The changes from one list to the next: the objects new or changed, the ids gone, the order if not kept. */
    private static void changes(JsonGenerator g, Map<String, String> before, Map<String, String> after,
                                String set, String gone, String order) throws IOException {
        List<String> kept = new ArrayList<>();
        List<String> went = new ArrayList<>();
        for (String id : before.keySet()) {
            (after.containsKey(id) ? kept : went).add(id);
        }
        List<String> changed = new ArrayList<>();
        for (Map.Entry<String, String> e : after.entrySet()) {
            if (!e.getValue().equals(before.get(e.getKey()))) {
                changed.add(e.getValue());
            }
            if (!before.containsKey(e.getKey())) {
                kept.add(e.getKey());
            }
        }
        if (!changed.isEmpty()) {
            g.writeArrayFieldStart(set);
            for (String json : changed) {
                g.writeRawValue(json);
            }
            g.writeEndArray();
        }
        if (!went.isEmpty()) {
            Jsons.strings(g, gone, went);
        }
        List<String> ids = new ArrayList<>(after.keySet());
        if (!kept.equals(ids)) {
            Jsons.strings(g, order, ids);
        }
    }
}
