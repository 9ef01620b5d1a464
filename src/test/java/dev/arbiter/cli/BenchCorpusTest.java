package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** The benchmark's corpus is made of legal games that use Roles and cipher (no timing is measured here). */
class BenchCorpusTest {
    @Test
    void generated_logs_are_legal_games_with_roles_and_cipher() {
        Arbiter arbiter = Arbiter.create();
        for (long seed = 1; seed <= 4; seed++) {
            String log = BenchCorpus.log(seed, 200);
            assertThat(log.lines().count()).isBetween(150L, 260L);
            assertThat(log).contains("Witch\\u0027s Mark", "Monstrous Rage", "Shadow Slice", "\"encode\"");
            LogResult r = arbiter.validate("seed " + seed, new ByteArrayInputStream(log.getBytes(StandardCharsets.UTF_8)));
            assertThat(r.findings()).as(log).isEmpty();
            assertThat(r.status()).isEqualTo(LogResult.Status.VALID);
        }
    }
}
