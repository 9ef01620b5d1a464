package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.report.Derive;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random legal games of Roles and cipher — the benchmark's generator, with seeded randomness — produce no finding,
 * and neither does their recorded-mode equivalent made by derive; each growth shape is a legal game (whose expect
 * lines, where it has them, hold). (No timing is measured here.)
 */
class BenchCorpusTest {
    private static final Arbiter ARBITER = Arbiter.create();

    @TestFactory
    Stream<DynamicTest> random_legal_games_produce_no_findings_in_either_mode() {
        Random sizes = new Random(20250207);
        return LongStream.rangeClosed(1, 6).mapToObj(seed -> {
            int lines = 60 + sizes.nextInt(180);
            return DynamicTest.dynamicTest("seed " + seed + ", about " + lines + " lines", () -> check(seed, lines));
        });
    }

    @TestFactory
    Stream<DynamicTest> each_growth_shape_is_a_legal_game_whose_expectations_hold() {
        return Arrays.stream(BenchShapes.values()).map(shape -> DynamicTest.dynamicTest(shape.word(), () -> {
            String log = shape.log(12);
            LogResult r = ARBITER.validate(shape.word(), stream(log));
            assertThat(r.findings()).as(log).isEmpty();
            assertThat(r.status()).as(log).isEqualTo(LogResult.Status.VALID);
        }));
    }

    private static void check(long seed, int target) {
        String log = BenchCorpus.log(seed, target);
        assertThat(log.lines().count()).isBetween((long) target - 12, (long) target + 60);
        assertThat(log).contains("\"card\":\"Shadow Slice\"", "\"encode\"");
        LogResult r = ARBITER.validate("seed " + seed, stream(log));
        assertThat(r.findings()).as(log).isEmpty();
        assertThat(r.status()).isEqualTo(LogResult.Status.VALID);

        StringWriter recorded = new StringWriter();
        ARBITER.validate("seed " + seed, stream(log), new Derive(recorded, "seed " + seed));
        LogResult again = ARBITER.validate("seed " + seed + " (recorded)", stream(recorded.toString()));
        assertThat(again.error()).as(recorded.toString()).isNull();
        assertThat(again.findings()).as(recorded.toString()).isEmpty();
    }

    private static ByteArrayInputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
