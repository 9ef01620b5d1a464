package dev.arbiter;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What an embedding application gets from the façade: budgets, interruption, typed replays, clear refusals. */
class EmbeddingApiTest {
    private static final Arbiter PLAIN = Arbiter.create();

    /** 400 Turn to Frogs cast onto one stack, then resolved: minutes of work (issue 13's slow log). */
    static String frogs(int n) {
        List<String> l = new ArrayList<>();
        l.add("{'type':'game','format':'mtglog/1','players':['P1','P2'],'life':20,'outcomes':'derived'}");
        l.add("{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','zone':'battlefield'}");
        for (int i = 1; i <= n; i++) {
            l.add("{'type':'object','id':'tf" + i + "','card':'Turn to Frog','owner':'P2','zone':'hand'}");
        }
        l.add("{'type':'turn','number':1,'active':'P1'}");
        l.add("{'type':'step','step':'main1'}");
        for (int i = 1; i <= n; i++) {
            l.add("{'type':'cast','player':'P2','card':'tf" + i + "','targets':[['b1']]}");
        }
        for (int i = n; i >= 1; i--) {
            l.add("{'type':'resolve','object':'tf" + i + "'}");
        }
        return String.join("\n", l).replace('\'', '"') + "\n";
    }

    private static InputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    private static List<LogResult> batch(Arbiter arbiter, String slow) throws IOException {
        List<LogResult> out = new ArrayList<>();
        out.add(arbiter.validate("frogs.jsonl", stream(slow)));
        try (InputStream in = Files.newInputStream(Path.of("examples/logs/hexproof-target.jsonl"))) {
            out.add(arbiter.validate("hexproof-target.jsonl", in));
        }
        return out;
    }

    @Test
    void a_log_past_its_firing_budget_is_an_error_at_the_line_reached_and_the_batch_goes_on() throws IOException {
        List<LogResult> results = batch(Arbiter.builder().firingBudget(3_000).build(), frogs(400));
        LogResult slow = results.get(0);
        assertThat(slow.status()).isEqualTo(LogResult.Status.ERROR);
        assertThat(slow.internalError()).isFalse();
        assertThat(slow.error().message()).startsWith("the log exceeded its budget of 3000 rule firings at line ");
        // stopped among the casts, well before the end of the log (1,206 lines)
        assertThat(slow.error().line()).isBetween(405, 1206);
        assertThat(slow.error().message()).endsWith("line " + slow.error().line());
        assertThat(results.get(1).status()).isEqualTo(LogResult.Status.INVALID);
        assertThat(results.get(1).findings()).extracting(Finding::rule).containsExactly("601.2c");
    }

    @Test
    void a_log_past_its_time_budget_is_an_error_and_the_batch_goes_on() throws IOException {
        // 3,000 Turn to Frogs take seconds: the budget stops the log at 300 ms
        List<LogResult> results = batch(Arbiter.builder().timeBudget(Duration.ofMillis(300)).build(), frogs(3_000));
        assertThat(results.get(0).status()).isEqualTo(LogResult.Status.ERROR);
        assertThat(results.get(0).error().message()).startsWith("the log exceeded its time budget of 300 ms at line");
        assertThat(results.get(1).status()).isEqualTo(LogResult.Status.INVALID);
    }

    @Test
    void a_budget_large_enough_changes_no_verdict() throws IOException {
        Arbiter roomy = Arbiter.builder().firingBudget(1_000_000).timeBudget(Duration.ofMinutes(5)).build();
        Path log = Path.of("examples/logs/hexproof-target.jsonl");
        LogResult plain = PLAIN.validate(log);
        LogResult bounded = roomy.validate(log);
        assertThat(bounded.status()).isEqualTo(plain.status()).isEqualTo(LogResult.Status.INVALID);
        assertThat(bounded.findings()).isEqualTo(plain.findings());
    }

    @Test
    void an_interrupted_thread_stops_its_log_and_keeps_its_interrupt_status() {
        Thread.currentThread().interrupt();
        LogResult r;
        try {
            r = PLAIN.validate("frogs.jsonl", stream(frogs(40)));
        } finally {
            assertThat(Thread.interrupted()).isTrue();   // and clears it for the next test
        }
        assertThat(r.status()).isEqualTo(LogResult.Status.ERROR);
        assertThat(r.error().message()).startsWith("validation was interrupted at line");
    }

    @Test
    void a_replay_of_a_bad_log_says_so_at_every_later_step() {
        String text = "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],\"life\":20,"
                + "\"outcomes\":\"derived\"}\n"
                + "{\"type\":\"turn\",\"number\":1,\"active\":\"P1\"}\n{\"type\":\"cast\",\"player\":\n";
        try (Replay replay = PLAIN.open("bad.jsonl", stream(text))) {
            assertThat(replay.error()).isEmpty();
            LogProblemException first = null;
            try {
                while (replay.next() != null) {
                    // plays the good steps
                }
            } catch (LogProblemException e) {
                first = e;
            }
            assertThat(first).isNotNull();
            assertThat(first.problem().line()).isEqualTo(3);
            assertThat(first.getMessage()).startsWith("bad.jsonl:3");
            assertThat(replay.error()).contains(first.problem());
            assertThatThrownBy(replay::next).isSameAs(first);
        }
    }

    @Test
    void opening_a_log_without_a_game_line_is_the_public_exception() {
        assertThatThrownBy(() -> PLAIN.open("empty.jsonl", stream("{\"type\":\"turn\",\"number\":1}\n")))
                .isInstanceOf(LogProblemException.class)
                .satisfies(e -> assertThat(((LogProblemException) e).problem().line()).isEqualTo(1));
    }

    @Test
    void a_replay_is_typed() throws IOException {
        try (InputStream in = Files.newInputStream(Path.of("examples/logs/hexproof-target.jsonl"));
             Replay replay = PLAIN.open("hexproof-target.jsonl", in)) {
            assertThat(replay.currentTurn()).isEqualTo(new Replay.Turn(0, null, null));
            Replay.Step step;
            while ((step = replay.next()) != null && step.line() < 10) {
                // up to the cast of Monstrous Rage
            }
            assertThat(replay.currentTurn()).isEqualTo(new Replay.Turn(3, "P1", Replay.TurnStep.MAIN1));
            assertThat(replay.stackEntries()).containsExactly(
                    new Replay.StackEntry("mr", Replay.EntryKind.SPELL, "mr", "P1", null));
            assertThat(replay.zone(Replay.Zone.BATTLEFIELD)).isEqualTo(replay.zone("battlefield")).contains("gs");
            assertThatThrownBy(() -> replay.zone("batlefield")).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("no zone is called \"batlefield\"");
        }
    }

    /** The states of many objects at once are the states of each, attachments and encodings included. */
    @Test
    void the_objects_of_a_zone_at_once_are_each_objects_state() throws IOException {
        for (String log : List.of("examples/logs/cipher-shadow-slice.jsonl", "examples/logs/role-replace.jsonl")) {
            try (InputStream in = Files.newInputStream(Path.of(log)); Replay replay = PLAIN.open(log, in)) {
                boolean seen = false;
                while (replay.next() != null) {
                    List<String> ids = new java.util.ArrayList<>(replay.zone("battlefield"));
                    ids.addAll(replay.zone("exile"));
                    ids.add("no-such-id");
                    assertThat(replay.objects(ids)).isEqualTo(ids.stream().map(replay::object)
                            .filter(java.util.Objects::nonNull).toList());
                    seen |= replay.objects(ids).stream().anyMatch(o -> !o.attached().isEmpty()
                            || o.encodedOn() != null);
                }
                assertThat(seen).as(log).isTrue();
            }
        }
    }

    @Test
    void a_firing_lists_its_cr_numbers() {
        assertThat(new RuleFiring("704.5y keep only the newest Role", "704.5y, 303.7a", List.of()).crNumbers())
                .containsExactly("704.5y", "303.7a");
    }

    @Test
    void null_arguments_are_refused_with_their_name() throws IOException {
        assertThatThrownBy(() -> PLAIN.validate("x", null)).isInstanceOf(NullPointerException.class)
                .hasMessage("the stream is null");
        assertThatThrownBy(() -> PLAIN.validate(null, stream(""))).hasMessage("name is null");
        assertThatThrownBy(() -> PLAIN.validate((Path) null)).hasMessage("file is null");
        assertThatThrownBy(() -> PLAIN.open("x", null)).hasMessage("the stream is null");
        assertThatThrownBy(() -> PLAIN.explain("x", stream(""), null)).hasMessage("listener is null");
        assertThatThrownBy(() -> Arbiter.builder().firingBudget(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PLAIN.withRuleDisabled(null)).hasMessage("rule is null");
        assertThatThrownBy(() -> Arbiter.outOfMemory(null, 1)).hasMessage("name is null");
        try (Replay replay = PLAIN.open("x", stream("{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"]}\n"))) {
            assertThatThrownBy(() -> replay.object(null)).hasMessage("id is null");
            assertThatThrownBy(() -> replay.objects(null)).hasMessage("ids is null");
            assertThatThrownBy(() -> replay.player(null)).hasMessage("id is null");
            replay.close();
            assertThatThrownBy(replay::next).isInstanceOf(IllegalStateException.class)
                    .hasMessage("the replay of x is closed");
        }  // closed twice: the second does nothing (its session went back to the pool once)
        String log = Files.readString(Path.of("examples/logs/role-replace.jsonl"));
        try (Replay a = PLAIN.open("a", stream(log)); Replay b = PLAIN.open("b", stream(log))) {
            while (a.next() != null) {
                b.next();  // two games open at once: each its own session
            }
            while (b.next() != null) {
                // the rest of b
            }
            assertThat(a.findings()).isEqualTo(b.findings());
            assertThat(a.objects(List.of("c1"))).isEqualTo(b.objects(List.of("c1")));
        }
    }
}
