package dev.arbiter.arena;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The accepted chain of one game's states, ordered by {@code prevGameStateId} links rather than by the clock. A
 * state whose predecessor is an earlier state of the chain is a rollback (a cancelled action): the abandoned
 * branch is dropped. A state whose predecessor was never seen is a hole (a state the client dropped, a
 * reconnect): from then on the game can't be imported, and its states are no longer kept.
 */
final class StateChain {
    /** The id of a chain whose first state names no match (a log cut at its head). */
    static final String UNKNOWN = "unknown";
    private String matchId;
    private int number;
    private final int firstLine;
    private final List<ArenaGame.State> states = new ArrayList<>();
    private final Map<Integer, Integer> position = new HashMap<>();
    private String broken;
    /** The damaged place of the file that broke the chain, or null. */
    private PlayerLog.Problem damage;
    private boolean over;
    private int rollbacks;
    private int lastLine;

    StateChain(String matchId, int number, int firstLine, String broken) {
        this.matchId = matchId;
        this.number = number;
        this.firstLine = firstLine;
        this.broken = broken;
    }

    String matchId() {
        return matchId;
    }

    /**
     * The match and game a chain that began without one belongs to, from the first of its states that names them: a
     * log cut at its head can start with states that carry no {@code gameInfo.matchID}.
     */
    void name(String match, int game) {
        if (UNKNOWN.equals(matchId)) {
            matchId = match;
            number = game;
        }
    }

    int number() {
        return number;
    }

    /**
     * Adds a state read at {@code line}. {@code droppedNote} says why a state before it may be missing, and
     * {@code droppedDamage} is the damaged line it names (null when the client left the state out).
     */
    void accept(JsonNode state, int line, String droppedNote, PlayerLog.Problem droppedDamage) {
        lastLine = line;
        if ("GameStage_GameOver".equals(state.path("gameInfo").path("stage").asText())) {
            over = true;
        }
        if (broken != null) {
            return;
        }
        int id = state.path("gameStateId").asInt();
        int prev = state.path("prevGameStateId").asInt(0);
        if (states.isEmpty()) {
            add(state, line, id);
            return;
        }
        ArenaGame.State last = states.get(states.size() - 1);
        if (prev == last.id()) {
            add(state, line, id);
        } else if (id == last.id() || position.containsKey(id) && prev == 0) {
            return; // the same state sent again
        } else if (position.containsKey(prev)) {
            int keep = position.get(prev) + 1;
            for (int i = states.size() - 1; i >= keep; i--) {
                position.remove(states.remove(i).id());
            }
            rollbacks++;
            add(state, line, id);
        } else {
            broken = "a hole in the game-state chain at line " + line + ": state " + id + " follows state " + prev
                    + ", which the log does not hold (the last state before it is " + last.id() + ", line "
                    + last.line() + ")" + (droppedNote == null ? "" : "; " + droppedNote);
            damage = droppedNote == null ? null : droppedDamage;
            states.clear();
            position.clear();
        }
    }

    private void add(JsonNode state, int line, int id) {
        position.put(id, states.size());
        states.add(new ArenaGame.State(line, state));
    }

    /**
     * The game as read so far; {@code cut} says why the log ended before the game did, if it did, and
     * {@code lastDamage} is the last damaged place of the file read so far (or null): after the game's last state,
     * it may have held the rest of the game.
     */
    ArenaGame finish(String file, String cut, PlayerLog.Problem lastDamage) {
        String skip = broken;
        PlayerLog.Problem cause = damage;
        if (skip == null && !over) {
            boolean damaged = lastDamage != null && lastDamage.line() >= lastLine;
            skip = "the game never ends in the log (its last state is at line " + lastLine + ")"
                    + (cut != null ? "; " + cut
                    : damaged ? "; line " + lastDamage.line() + " is damaged (" + lastDamage.message() + ")" : "");
            cause = damaged ? lastDamage : null;
        }
        return new ArenaGame(file, matchId, number, firstLine, skip == null ? List.copyOf(states) : List.of(), skip,
                rollbacks, skip == null ? null : cause);
    }
}
