package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.report.Derive;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter derive}: a derived-mode log in, its recorded-mode equivalent out — checked as a property over
 * every valid scenario and example log in the repository: the derived log is valid and warns the same.
 */
class DeriveTest {
    private static final Arbiter ARBITER = Arbiter.create();
    static final List<Path> ROOTS = List.of(Path.of("src/test/resources/scenarios"), Path.of("examples/logs"));

    @TempDir
    Path dir;

    /** Every log under the roots, in name order. */
    static List<Path> logs() throws IOException {
        List<Path> out = new java.util.ArrayList<>();
        for (Path root : ROOTS) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> s = Files.walk(root)) {
                    out.addAll(s.filter(Inputs::isLog).sorted().toList());
                }
            }
        }
        return out;
    }

    /**
     * Every valid log (warnings allowed: a Trait Doctoring text change, say) derives to a recorded log that is valid
     * too and warns the same.
     */
    @TestFactory
    Stream<DynamicTest> the_derived_log_of_every_valid_log_in_the_repository_validates_with_the_same_warnings()
            throws IOException {
        List<Path> valid = logs().stream().filter(p -> ARBITER.validate(p).status() == LogResult.Status.VALID).toList();
        assertThat(valid).as("valid logs to derive").isNotEmpty();
        return valid.stream().map(p -> DynamicTest.dynamicTest(p.toString(), p.toUri(), () -> {
            String derived = derive(p);
            LogResult again = ARBITER.validate(p + " (derived)", stream(derived));
            assertThat(again.error()).as("%s\n%s", again.error(), derived).isNull();
            assertThat(again.findings()).as("derived log:\n%s", derived)
                    .map(f -> f.rule() + " " + f.severity())
                    .containsExactlyElementsOf(ARBITER.validate(p).findings().stream()
                            .map(f -> f.rule() + " " + f.severity()).toList());
            assertThat(again.status()).isEqualTo(LogResult.Status.VALID);
        }));
    }

    static String derive(Path p) throws IOException {
        StringWriter out = new StringWriter();
        try (InputStream in = Files.newInputStream(p)) {
            LogResult r = ARBITER.validate(p.toString(), in, new Derive(out, p.toString()));
            assertThat(r.status()).isNotEqualTo(LogResult.Status.ERROR);
        }
        return out.toString();
    }

    private static InputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void keeps_actions_and_expects_drops_asserted_outcomes_and_records_what_the_rules_did() throws IOException {
        String log = Logs.VALID.replace("{\"type\":\"expect\"", "{\"type\":\"move\",\"object\":\"c1\",\"to\":"
                + "\"battlefield\",\"cause\":\"resolve\"}\n{\"type\":\"expect\"");
        Cli r = Cli.run("derive", Logs.write(dir, "in.jsonl", log).toString());
        assertThat(r.code()).as(r.both()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).startsWith("# recorded-mode log derived by arbiter");
        assertThat(lines.get(1)).contains("\"outcomes\":\"recorded\"").contains("\"players\":[\"P1\",\"P2\"]");
        assertThat(lines).filteredOn(l -> l.contains("\"type\":\"move\"")).isEmpty();
        assertThat(lines).filteredOn(l -> l.contains("\"type\":\"cast\"") || l.contains("\"type\":\"expect\""))
                .hasSize(2);
        assertThat(ARBITER.validate("derived", stream(r.out())).findings()).isEmpty();
    }

    @Test
    void records_the_triggers_the_engine_put_on_the_stack_as_trigger_lines() throws IOException {
        String log = String.join("\n", Logs.GAME,
                "{\"type\":\"object\",\"id\":\"c1\",\"card\":\"Cursed Courtier\",\"owner\":\"P1\",\"zone\":\"hand\"}",
                "{\"type\":\"turn\",\"number\":1,\"active\":\"P1\"}",
                "{\"type\":\"step\",\"step\":\"main1\"}",
                "{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"c1\"}",
                "{\"type\":\"resolve\",\"object\":\"c1\"}",
                "{\"type\":\"expect\",\"stack\":[\"c1\"]}",
                "{\"type\":\"resolve\",\"object\":\"c1\"}",
                "{\"type\":\"expect\",\"object\":\"c1\",\"power\":1,\"toughness\":1}") + "\n";
        Cli r = Cli.run("derive", Logs.write(dir, "courtier.jsonl", log).toString());
        assertThat(r.code()).as(r.both()).isZero();
        assertThat(r.out()).contains("{\"type\":\"trigger\",\"source\":\"c1\"")
                .contains("{\"type\":\"create_token\",\"id\":\"c1/1\",\"token\":\"Cursed Role\"");
        LogResult again = ARBITER.validate("derived", stream(r.out()));
        assertThat(again.findings()).isEmpty();
        assertThat(again.status()).isEqualTo(LogResult.Status.VALID);
    }

    /**
     * A recorded log may give the tokens the rules make ids of its own (mtglog §5) and name them so later: here the
     * Role to keep of two that arrived together, and an expect. The derived log's outcome lines use those ids, so the
     * log's own lines still name the right tokens (they were written with the engine's ids, and the derived log
     * failed on its resolve line: "r2 is not one of mr/2, mr/1").
     */
    @Test
    void writes_the_tokens_a_recorded_log_named_itself_under_its_own_ids() throws IOException {
        String log = String.join("\n",
                "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],\"outcomes\":\"recorded\"}",
                "{\"type\":\"object\",\"id\":\"ds\",\"card\":\"Doubling Season\",\"owner\":\"P1\",\"zone\":\"battlefield\"}",
                "{\"type\":\"object\",\"id\":\"x1\",\"card\":\"Grizzly Bears\",\"owner\":\"P1\",\"zone\":\"battlefield\"}",
                "{\"type\":\"object\",\"id\":\"mr\",\"card\":\"Monstrous Rage\",\"owner\":\"P1\",\"zone\":\"hand\"}",
                "{\"type\":\"turn\",\"number\":3,\"active\":\"P1\"}",
                "{\"type\":\"step\",\"step\":\"main1\"}",
                "{\"type\":\"draw\",\"player\":\"P1\",\"cards\":[\"P1/1\"]}",
                "{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"mr\",\"targets\":[[\"x1\"]]}",
                "{\"type\":\"resolve\",\"object\":\"mr\",\"choices\":{\"keep\":\"r2\"}}",
                "{\"type\":\"effect\",\"object\":\"x1\",\"modifyPT\":[2,0],\"until\":\"end_of_turn\",\"by\":\"mr\"}",
                "{\"type\":\"create_token\",\"id\":\"r1\",\"token\":\"Monster Role\",\"controller\":\"P1\",\"attachedTo\":\"x1\",\"by\":\"mr\"}",
                "{\"type\":\"create_token\",\"id\":\"r2\",\"token\":\"Monster Role\",\"controller\":\"P1\",\"attachedTo\":\"x1\",\"by\":\"mr\"}",
                "{\"type\":\"move\",\"object\":\"mr\",\"from\":\"stack\",\"to\":\"graveyard\",\"cause\":\"resolve\"}",
                "{\"type\":\"move\",\"object\":\"r1\",\"from\":\"battlefield\",\"to\":\"graveyard\",\"cause\":\"sba\"}",
                "{\"type\":\"cease\",\"object\":\"r1\"}",
                "{\"type\":\"expect\",\"object\":\"r2\",\"zone\":\"battlefield\"}") + "\n";
        assertThat(ARBITER.validate("log", stream(log)).status()).isEqualTo(LogResult.Status.VALID);

        Cli r = Cli.run("derive", Logs.write(dir, "own-ids.jsonl", log).toString());

        assertThat(r.code()).as(r.both()).isZero();
        assertThat(r.out()).contains("{\"type\":\"create_token\",\"id\":\"r1\"", "{\"type\":\"create_token\",\"id\":\"r2\"",
                "{\"type\":\"move\",\"object\":\"r1\",\"from\":\"battlefield\",\"to\":\"graveyard\",\"cause\":\"sba\"}",
                "{\"type\":\"cease\",\"object\":\"r1\"}").doesNotContain("mr/1", "mr/2");
        LogResult again = ARBITER.validate("derived", stream(r.out()));
        assertThat(again.error()).as(r.out()).isNull();
        assertThat(again.findings()).isEmpty();
        assertThat(again.status()).isEqualTo(LogResult.Status.VALID);
    }

    @Test
    void says_on_standard_error_when_the_input_has_findings_and_exits_1() throws IOException {
        Cli r = Cli.run("derive", Logs.write(dir, "bad.jsonl", Logs.INVALID).toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("bad.jsonl:7: error expect", "has findings");
        assertThat(r.out()).contains("\"outcomes\":\"recorded\"");
    }

    @Test
    void exits_3_and_names_the_line_when_the_input_cannot_be_read() throws IOException {
        Cli r = Cli.run("derive", Logs.write(dir, "broken.jsonl", Logs.GAME + "\n{\"type\":\"turn\"}\n").toString());
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.err()).contains("broken.jsonl:2:");
        assertThat(r.leaksStackTrace()).isFalse();
        assertThat(Cli.run("derive", dir.resolve("gone.jsonl").toString()).code()).isEqualTo(3);
        // into a file: a derivation cut short leaves the file -o names as it was
        Path kept = Files.writeString(dir.resolve("kept.jsonl"), "an earlier derivation\n");
        Cli into = Cli.run("derive", "-o", kept.toString(), dir.resolve("broken.jsonl").toString());
        assertThat(into.code()).isEqualTo(3);
        assertThat(into.err()).contains("stops before line 2; " + kept + " is left as it was");
        assertThat(kept).hasContent("an earlier derivation");
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
    }

    /** Findings as text, for failure messages. */
    static String describe(List<Finding> findings) {
        return String.join("\n", findings.stream().map(Finding::toString).toList());
    }
}
