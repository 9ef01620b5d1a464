package dev.arbiter.arena;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;

/**
 * One game of an MTG Arena {@code Player.log}: its game-state messages in the order of the accepted
 * {@code gameStateId} chain (abandoned branches of rollbacks already dropped), or the reason it can't be imported.
 *
 * @param file the log's name as given
 * @param matchId Arena's match id
 * @param number the game number within the match (1 to 3)
 * @param firstLine the line of the log holding the game's first state
 * @param states the game's states in chain order, each with the line it was read from (empty when skipped)
 * @param skip why the game can't be imported (a hole in the chain, no end), or null
 * @param rollbacks how many rollbacks were dropped from the chain
 * @param damage for a skipped game, the damaged place of the file that broke it (a malformed message that left a
 *               hole, the damage after its last state), or null
 */
public record ArenaGame(String file, String matchId, int number, int firstLine, List<State> states, String skip,
                        int rollbacks, PlayerLog.Problem damage) {
    /** A game that no damage to the file broke. */
    public ArenaGame(String file, String matchId, int number, int firstLine, List<State> states, String skip,
                     int rollbacks) {
        this(file, matchId, number, firstLine, states, skip, rollbacks, null);
    }

    /** A game state message and the log line it was read from. */
    public record State(int line, JsonNode message) {
        /** The state's {@code gameStateId}. */
        public int id() {
            return message.path("gameStateId").asInt();
        }
    }

    /** The name a game's results are reported under: {@code <file>#<match id 8>-g<n>}. */
    public String name() {
        return file + "#" + shortMatch() + "-g" + number;
    }

    /** The first eight characters of the match id (file names and report names use them). */
    public String shortMatch() {
        return shortMatch(matchId);
    }

    /**
     * The first eight characters of a match id, as a file name may hold them. Arena's ids are UUIDs; in a damaged or
     * made-up log any other character (a slash, a dot, a control character) is written {@code _}, so that no game is
     * written outside the directory it is imported to.
     */
    static String shortMatch(String matchId) {
        return shown(matchId.length() <= 8 ? matchId : matchId.substring(0, 8));
    }

    /** The match id as the imported log's header shows it: at most 64 characters, none but letters, digits, '-'. */
    String shownMatch() {
        return matchId.length() <= 64 ? shown(matchId) : shown(matchId.substring(0, 64)) + "...";
    }

    private static String shown(String id) {
        return id.replaceAll("[^A-Za-z0-9-]", "_");
    }

    /**
     * How the game ended, from its last state: "seat 2 won (ResultReason_Game)", or "unknown". The results list
     * every game of the match so far; this game's is the last one of game scope (in a duel a team is one seat).
     */
    public String result() {
        for (int i = states.size() - 1; i >= 0; i--) {
            String found = null;
            for (JsonNode r : states.get(i).message().path("gameInfo").path("results")) {
                if ("MatchScope_Game".equals(r.path("scope").asText())) {
                    found = "seat " + r.path("winningTeamId").asInt() + " won (" + r.path("reason").asText() + ")";
                }
            }
            if (found != null) {
                return found;
            }
        }
        return "unknown";
    }

    /** Whether the game can be imported. */
    public boolean complete() {
        return skip == null;
    }
}
