package dev.arbiter;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * What the façade's javadoc promises an embedder, held to it (found by a judge-tool developer's probe): streams left
 * open, a listener's own failures handed back as they are, replays let go, refusals instead of a blocked thread.
 */
class EmbedderContractTest {
    private static final Arbiter ARBITER = Arbiter.create();
    private static final Path HEXPROOF = Path.of("examples/logs/hexproof-target.jsonl");

    /** A stream that remembers being closed. */
    private static final class Tracked extends FilterInputStream {
        final AtomicBoolean closed = new AtomicBoolean();

        Tracked(byte[] bytes) {
            super(new ByteArrayInputStream(bytes));
        }

        @Override
        public void close() throws IOException {
            closed.set(true);
            super.close();
        }
    }

    private static Tracked hexproof() throws IOException {
        return new Tracked(Files.readAllBytes(HEXPROOF));
    }

    @Test
    void validating_a_stream_leaves_it_open_as_the_javadoc_says() throws IOException {
        for (int kind = 0; kind < 3; kind++) {
            Tracked in = hexproof();
            LogResult r = switch (kind) {
                case 0 -> ARBITER.validate("h", in);
                case 1 -> ARBITER.validate("h", in, (replay, step) -> { });
                default -> ARBITER.explain("h", in, (replay, step) -> { });
            };
            assertThat(r.status()).isEqualTo(LogResult.Status.INVALID);
            assertThat(in.closed).as("call " + kind).isFalse();
        }
    }

    @Test
    void an_error_a_listener_throws_reaches_the_caller_unchanged() throws IOException {
        AssertionError failed = new AssertionError("my test failed");
        assertThatThrownBy(() -> ARBITER.validate("h", hexproof(), (replay, step) -> {
            throw failed;
        })).isSameAs(failed);
    }

    @Test
    void a_listener_that_closes_the_replay_is_told_so_not_taken_for_a_bug() throws IOException {
        assertThatThrownBy(() -> ARBITER.validate("h", hexproof(), (replay, step) -> replay.close()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("the listener closed the replay of h");
    }

    @Test
    void a_replay_dropped_without_closing_lets_its_game_go() throws Exception {
        Tracked in = hexproof();
        open(in);
        // a replay's game is given back (its stream closed with it) once the replay is unreachable
        for (int i = 0; i < 100 && !in.closed.get(); i++) {
            System.gc();
            Thread.sleep(50);
        }
        assertThat(in.closed).as("the dropped replay's game was closed").isTrue();
    }

    private static void open(InputStream in) {
        Replay replay = ARBITER.open("dropped", in);
        assertThat(replay.next()).isNotNull();
    }

    @Test
    void a_time_budget_past_what_nanoseconds_count_is_no_limit() {
        Arbiter a = Arbiter.builder().timeBudget(Duration.ofSeconds(Long.MAX_VALUE)).build();
        assertThat(a.validate(HEXPROOF).status()).isEqualTo(LogResult.Status.INVALID);
    }

    @Test
    void a_directory_a_fifo_or_an_arena_log_is_refused_by_validate_path(@TempDir Path dir) throws Exception {
        LogResult folder = ARBITER.validate(dir);
        assertThat(folder.status()).isEqualTo(LogResult.Status.ERROR);
        assertThat(folder.lines()).isZero();
        assertThat(folder.error().message()).isEqualTo("a directory, not a log file");

        LogResult arena = ARBITER.validate(Path.of("src/test/resources/arena/session_2026-04-29_2311.log.gz"));
        assertThat(arena.error().message()).contains("MTG Arena Player.log", "validateArena");

        Path fifo = dir.resolve("x.jsonl");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo is not available");
        assertThat(ARBITER.validate(fifo).error().message()).startsWith("not a regular file");  // never blocks
    }

    @Test
    void states_and_firings_show_the_game_not_the_engines_own_objects() throws IOException {
        List<String> facts = new ArrayList<>();
        Path log = Path.of("examples/logs/role-replace-kept-the-older-recorded.jsonl");
        try (InputStream in = Files.newInputStream(log)) {
            ARBITER.explain("r", in, (replay, step) -> step.firings().forEach(f -> facts.addAll(f.facts())));
        }
        assertThat(facts).isNotEmpty().noneMatch(f -> f.contains("InitialFact") || f.contains("Unmodifiable"));

        try (InputStream in = Files.newInputStream(HEXPROOF); Replay replay = ARBITER.open("h", in)) {
            replay.next();
            ObjectState bears = replay.objects(List.of("gs")).get(0);
            assertThatThrownBy(() -> bears.counters().put("+1/+1", 1)).isInstanceOf(UnsupportedOperationException.class);
            assertThatThrownBy(() -> replay.objects(Arrays.asList("gs", null)))
                    .isInstanceOf(NullPointerException.class).hasMessage("an id in ids is null");
        }
    }
}
