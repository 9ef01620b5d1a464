package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rule's name is for the trace only: what the engine attributes a change to (the CR a finding cites, whether a
 * recorded log must show it) is the rule's metadata. Renaming rules — even to names that no longer start with their
 * CR number — leaves every verdict and finding of the scenarios and example logs as it was.
 */
class RenamedRulesTest {
    /** Rules whose changes a recorded log must, or need not, show, or whose CR the findings cite. */
    private static final String[][] RENAMED = {
            {"resolution/resolution.drl", "608.2n an instant or sorcery spell is put into its owner's graveyard as it"
                    + " finishes resolving", "the finished spell goes away"},
            {"resolution/resolution.drl", "608.3 a permanent spell resolves onto the battlefield under its controller's"
                    + " control", "permanents land"},
            {"combat/combat.drl", "508.1f an attacking creature without vigilance becomes tapped", "attackers tap"},
            {"game/leaving.drl", "800.4a objects owned by a player who has left the game leave it too",
                    "what they own goes with them"},
            {"turns/turn_based_actions.drl", "504.1 the active player draws a card in the draw step, unless starting"
                    + " a two-player game", "a card a turn"},
            {"sba/state_based_actions.drl", "704.5a a player with 0 or less life loses the game", "out of life"},
            {"audit/records.drl", "100.1 a change the rules made is in the recorded log", "left out"},
    };

    @Test
    void renamed_rules_give_the_same_verdicts_and_findings(@TempDir Path tmp) {
        Path rules = EditedRules.copyAll(tmp);
        for (String[] r : RENAMED) {
            EditedRules.edit(rules, r[0], "rule \"" + r[1] + "\"", "rule \"" + r[2] + "\"");
        }
        Arbiter renamed = Arbiter.builder().rules(rules).build();
        Arbiter standard = Arbiter.create();
        assertThat(renamed.rules()).extracting(i -> i.name()).contains("attackers tap").doesNotContain(RENAMED[2][1]);

        List<Path> logs = logs();
        assertThat(logs).hasSizeGreaterThan(250);
        for (Path log : logs) {
            LogResult before = standard.validate(log);
            LogResult after = renamed.validate(log);
            assertThat(after.status()).as(log.toString()).isEqualTo(before.status());
            assertThat(after.findings()).as(log.toString()).isEqualTo(before.findings());
            assertThat(after.error()).as(log.toString()).isEqualTo(before.error());
        }
    }

    private static List<Path> logs() {
        try (Stream<Path> scenarios = Files.walk(Path.of("src/test/resources/scenarios"));
             Stream<Path> examples = Files.walk(Path.of("examples/logs"))) {
            return Stream.concat(scenarios, examples).filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
