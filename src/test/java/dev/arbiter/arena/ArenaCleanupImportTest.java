package dev.arbiter.arena;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.Severity;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.arena.ArenaStates.ann;
import static dev.arbiter.arena.ArenaStates.card;
import static dev.arbiter.arena.ArenaStates.game;
import static dev.arbiter.arena.ArenaStates.num;
import static dev.arbiter.arena.ArenaStates.transfer;
import static dev.arbiter.arena.ArenaStates.zone;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Arena's discard to the maximum hand size in the cleanup step (514.1) is the rules' turn-based action with the
 * player's choice of cards: a {@code discard} line without {@code by}, which arbiter reads as that choice (an external
 * discard would be applied beside the rules' own, and the rules' would find none).
 */
class ArenaCleanupImportTest {
    private static final int LAND = 90001;

    /** Zones: 28 battlefield, 31 P1's hand, 33 P1's graveyard, and P2's hand and graveyard. */
    private static String zones(int[] hand, int[] graveyard) {
        return "\"zones\": [ " + zone(27, "Stack", 0) + ", " + zone(28, "Battlefield", 0) + ", "
                + zone(31, "Hand", 1, hand) + ", " + zone(32, "Library", 1) + ", " + zone(33, "Graveyard", 1, graveyard)
                + ", " + zone(35, "Hand", 2) + ", " + zone(36, "Library", 2) + ", " + zone(37, "Graveyard", 2) + " ]";
    }

    /**
     * Turn 1: P1 holds eight lands (201–208) and, in the step {@code phase},{@code step}, discards 208 (which becomes
     * 209 in the graveyard) by {@code affector}.
     */
    private static List<String> states(int phase, int step, String phaseName, int affector) {
        StringBuilder hand = new StringBuilder();
        int[] ids = new int[8];
        for (int i = 0; i < 8; i++) {
            ids[i] = 201 + i;
            hand.append(i == 0 ? "" : ", ").append(card(201 + i, LAND, 31, "Land", ""));
        }
        String first = "\"players\": [ { \"systemSeatNumber\": 1, \"startingLifeTotal\": 20 }, { \"systemSeatNumber\":"
                + " 2, \"startingLifeTotal\": 20 } ], " + zones(ids, new int[0]) + ", \"gameObjects\": [ " + hand
                + " ]";
        String main = "\"turnInfo\": { \"phase\": \"Phase_Main1\", \"turnNumber\": 1, \"activePlayer\": 1 },"
                + " \"annotations\": [ " + ann(1, "PhaseOrStepModified", 0, 1, num("phase", 2) + ", "
                + num("step", 0)) + " ]";
        String discard = "\"turnInfo\": { \"phase\": \"" + phaseName + "\", \"turnNumber\": 1, \"activePlayer\": 1 },"
                + zones(java.util.Arrays.copyOf(ids, 7), new int[] {209}) + ", \"gameObjects\": [ "
                + card(209, LAND, 33, "Land", "") + " ], \"annotations\": [ "
                + ann(10, "PhaseOrStepModified", 0, 1, num("phase", phase) + ", " + num("step", step)) + ", "
                + ann(11, "ObjectIdChanged", affector, 208, num("orig_id", 208) + ", " + num("new_id", 209)) + ", "
                + ann(12, "ZoneTransfer", affector, 209, transfer(31, 33, "Discard")) + " ],"
                + " \"diffDeletedInstanceIds\": [ 208 ]";
        return List.of(first, main, discard, "\"gameObjects\": [ ]");
    }

    private static List<String> errors(List<String> lines) {
        LogResult r = Arbiter.create().validate("cleanup.jsonl", new ByteArrayInputStream(Sessions.bytes(lines)));
        assertThat(r.error()).as(String.join("\n", lines)).isNull();
        return r.findings().stream().filter(f -> f.severity() == Severity.ERROR).map(f -> f.rule() + ": "
                + f.message()).toList();
    }

    @Test
    void the_active_players_discard_in_cleanup_is_their_choice_for_514_1_and_validates() {
        ArenaImport.Game g = game(states(5, 10, "Phase_Ending", 1));
        assertThat(g.written()).as(g.skip()).isTrue();
        List<String> lines = g.lines();
        assertThat(lines).containsSubsequence("{\"type\":\"step\",\"step\":\"cleanup\"}",
                "{\"type\":\"discard\",\"player\":\"P1\",\"card\":\"i208\"}");
        List<String> checked = new ArrayList<>(lines);
        checked.add("{\"type\":\"expect\",\"player\":\"P1\",\"hand\":7,\"graveyard\":1}");
        assertThat(errors(checked)).isEmpty();
    }

    @Test
    void a_discard_outside_the_cleanup_step_by_no_object_stays_external() {
        ArenaImport.Game g = game(states(4, 0, "Phase_Main2", 1));
        assertThat(g.written()).as(g.skip()).isTrue();
        assertThat(g.lines()).contains("{\"type\":\"discard\",\"player\":\"P1\",\"card\":\"i208\",\"by\":\"external\"}");
    }
}
