package dev.arbiter.engine;

import dev.arbiter.cards.Catalogue;
import dev.arbiter.log.LogReader;
import org.drools.core.common.InternalWorkingMemory;
import org.drools.core.reteoo.PathMemory;
import org.drools.core.reteoo.TerminalNode;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 14, memory bounded by a game's live state: Drools keeps each rule's fired matches while they still match, and
 * must let each go when it stops. The two LayerPass rules of 613.1 end their own match at every layer pass; built as
 * Drools 10.2's alpha terminal nodes, one match each per pass stayed for the rest of the game (rules/layers, "Why
 * EAGER").
 */
class LayerPassMemoryTest {
    /**
     * N of P1's turns, each casting a Monstrous Rage on the same Bears: four layer passes a turn, a board as small (and
     * hands of at most seven cards).
     */
    private static String rages(int n) {
        StringBuilder b = new StringBuilder("{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],"
                + "\"life\":20,\"outcomes\":\"derived\"}\n"
                + "{\"type\":\"object\",\"id\":\"a\",\"card\":\"Grizzly Bears\",\"owner\":\"P1\","
                + "\"zone\":\"battlefield\"}\n");
        int[] discarded = new int[3];
        for (int t = 1; t <= 2 * n; t++) {
            b.append("{\"type\":\"turn\",\"number\":").append(t).append(",\"active\":\"")
                    .append(t % 2 == 1 ? "P1" : "P2").append("\"}\n");
            // the turn before ends here: its player, who has drawn a card a turn from turn 2 on (turns 3, 5 … for P1,
            // 2, 4 … for P2) and kept them, discards the oldest down to seven in its cleanup step (514.1)
            int before = t - 1;
            int p = before % 2 == 1 ? 1 : 2;
            while (before > 0 && before / 2 - discarded[p] > 7) {
                b.append("{\"type\":\"discard\",\"player\":\"P").append(p).append("\",\"card\":\"P").append(p)
                        .append('/').append(++discarded[p]).append("\"}\n");
            }
            if (t % 2 == 1) {
                b.append("{\"type\":\"step\",\"step\":\"main1\"}\n")
                        .append("{\"type\":\"object\",\"id\":\"m").append(t)
                        .append("\",\"card\":\"Monstrous Rage\",\"owner\":\"P1\",\"zone\":\"hand\"}\n")
                        .append("{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"m").append(t)
                        .append("\",\"targets\":[[\"a\"]]}\n")
                        .append("{\"type\":\"resolve\",\"object\":\"m").append(t).append("\"}\n");
            }
        }
        return b.toString();
    }

    /** The fired matches Drools holds, over every rule, at the end of the game. */
    private static int firedMatchesHeld(int rages) {
        LogReader reader = new LogReader(new ByteArrayInputStream(rages(rages).getBytes(StandardCharsets.UTF_8)));
        GameRun run = new GameRun(Rulebase.standard(), Catalogue.standard(), reader, false, Budget.NONE, null);
        try {
            GameRun.StepRecord step;
            while ((step = run.step()) != null) {
                assertThat(step.findings()).as("a legal game").isEmpty();
            }
            InternalWorkingMemory wm = (InternalWorkingMemory) run.facts().session();
            int held = 0;
            for (Map.Entry<String, TerminalNode[]> e : wm.getKnowledgeBase().getReteooBuilder().getTerminalNodes()
                    .entrySet()) {
                for (TerminalNode node : e.getValue()) {
                    if (wm.getNodeMemories().peekNodeMemory(node) instanceof PathMemory pm
                            && pm.getRuleAgendaItem() != null) {
                        held += pm.getRuleAgendaItem().getRuleExecutor().getDormantMatches().size();
                    }
                }
            }
            return held;
        } finally {
            run.close();
        }
    }

    @Test
    void a_longer_game_of_layer_passes_holds_no_more_fired_matches() {
        int small = firedMatchesHeld(20);
        int large = firedMatchesHeld(200);
        // the same board at the end: what is held is its live state (before, 168 and 1,608: eight more a Rage)
        assertThat(large).isEqualTo(small).isLessThan(20);
    }
}
