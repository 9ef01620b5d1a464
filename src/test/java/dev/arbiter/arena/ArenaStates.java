package dev.arbiter.arena;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Small Player.logs written in a test: a game's states as Arena's GRE messages, and the parts they are made of. */
final class ArenaStates {
    private ArenaStates() {
    }

    /** A Player.log of one game, its states given as their JSON bodies (gsid 1 first, the last one ends it). */
    static byte[] playerLog(List<String> states) {
        StringBuilder s = new StringBuilder("DETAILED LOGS: ENABLED\n");
        for (int i = 0; i < states.size(); i++) {
            String stage = i == states.size() - 1 ? "GameStage_GameOver" : "GameStage_Play";
            s.append("[UnityCrossThreadLogger]1/1/2026 1:00:00 PM: Match to x: GreToClientEvent\n")
                    .append("{ \"greToClientEvent\": { \"greToClientMessages\": [ { \"type\":"
                            + " \"GREMessageType_GameStateMessage\", \"gameStateMessage\": { \"gameStateId\": ")
                    .append(i + 1).append(i == 0 ? ", \"type\": \"GameStateType_Full\"" : ", \"type\":"
                            + " \"GameStateType_Diff\", \"prevGameStateId\": " + i)
                    .append(", \"gameInfo\": { \"matchID\": \"c0ffee00-0000-0000-0000-000000000000\", \"gameNumber\":"
                            + " 1, \"stage\": \"").append(stage).append("\" }, ").append(states.get(i))
                    .append(" } } ] } }\n");
        }
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The one game of such a Player.log, imported. */
    static ArenaImport.Game game(List<String> states) {
        List<ArenaImport.Game> games = new ArrayList<>();
        ArenaImport.read("test.log", new ByteArrayInputStream(playerLog(states)), games::add);
        assertThat(games).hasSize(1);
        return games.get(0);
    }

    /** A zone of the state: {@code owner} 0 for a shared zone. */
    static String zone(int id, String type, int owner, int... objects) {
        StringBuilder ids = new StringBuilder();
        for (int o : objects) {
            ids.append(ids.length() == 0 ? "" : ", ").append(o);
        }
        return "{ \"zoneId\": " + id + ", \"type\": \"ZoneType_" + type + "\"" + (owner == 0 ? ""
                : ", \"ownerSeatId\": " + owner) + ", \"objectInstanceIds\": [ " + ids + " ] }";
    }

    /** A card of seat 1's, of Arena's {@code grp}, with its name's localisation id made up from it. */
    static String card(int id, int grp, int zone, String types, String extra) {
        return "{ \"instanceId\": " + id + ", \"grpId\": " + grp + ", \"type\": \"GameObjectType_Card\", \"zoneId\": "
                + zone + ", \"ownerSeatId\": 1, \"controllerSeatId\": 1, \"cardTypes\": [ \"CardType_" + types
                + "\" ], \"color\": [ \"CardColor_Red\" ], \"name\": " + (grp + 1_000_000) + extra + " }";
    }

    /** An annotation: its type without the {@code AnnotationType_} prefix, and its details as JSON. */
    static String ann(int id, String type, int affector, int affected, String details) {
        return "{ \"id\": " + id + ", \"affectorId\": " + affector + ", \"affectedIds\": [ " + affected + " ],"
                + " \"type\": [ \"AnnotationType_" + type + "\" ], \"details\": [ " + details + " ] }";
    }

    static String num(String key, int value) {
        return "{ \"key\": \"" + key + "\", \"type\": \"KeyValuePairValueType_int32\", \"valueInt32\": [ " + value
                + " ] }";
    }

    /** A ZoneTransfer's details: the zones and the category. */
    static String transfer(int from, int to, String category) {
        return num("zone_src", from) + ", " + num("zone_dest", to) + ", { \"key\": \"category\", \"type\":"
                + " \"KeyValuePairValueType_string\", \"valueString\": [ \"" + category + "\" ] }";
    }
}
