package dev.arbiter.cli;

import dev.arbiter.log.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter explain}: each line, the rules that fired in order with their CR numbers, findings, state after. */
class ExplainCommandTest {
    @TempDir
    Path dir;

    private static final String COURTIER = String.join("\n", Logs.GAME,
            "{\"type\":\"object\",\"id\":\"c1\",\"card\":\"Cursed Courtier\",\"owner\":\"P1\",\"zone\":\"hand\"}",
            "{\"type\":\"turn\",\"number\":1,\"active\":\"P1\"}",
            "{\"type\":\"step\",\"step\":\"main1\"}",
            "{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"c1\"}",
            "{\"type\":\"resolve\",\"object\":\"c1\"}",
            "{\"type\":\"resolve\",\"object\":\"c1\"}",
            "{\"type\":\"expect\",\"object\":\"c1\",\"power\":3,\"toughness\":3}") + "\n";

    @Test
    void text_shows_each_line_the_rules_fired_in_order_with_cr_numbers_and_the_state_after() throws IOException {
        Cli r = Cli.run("explain", Logs.write(dir, "courtier.jsonl", COURTIER).toString());
        assertThat(r.code()).as(r.both()).isEqualTo(1);
        String out = r.out();
        assertThat(out).contains("    5  action   {\"type\":\"cast\"", "    8  expect   {\"type\":\"expect\"");
        int resolves = out.indexOf("608.3 a permanent spell resolves");
        int triggers = out.indexOf("Cursed Courtier's ability triggers");
        int stacked = out.indexOf("stacked  {\"type\":\"trigger\",\"source\":\"c1\"");
        int creates = out.indexOf("creates a Cursed Role");
        assertThat(List.of(resolves, triggers, stacked, creates)).allMatch(i -> i > 0).isSorted();
        assertThat(out).contains("[CR 608.3]");
        assertThat(out).contains("battlefield: c1 Cursed Courtier (P1) 1/1", "attached to c1", "player P1: life 20");
        assertThat(out).contains("FINDING  line 8: error expect:", "expected: ", "observed: ");
        assertThat(out).endsWith("courtier.jsonl: invalid, 8 lines, 2 findings\n");
    }

    @Test
    void a_rule_that_fired_on_a_players_discard_names_the_card() throws IOException {
        StringBuilder log = new StringBuilder("{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],"
                + "\"life\":20,\"outcomes\":\"derived\"}\n");
        for (int i = 1; i <= 8; i++) {
            log.append("{\"type\":\"object\",\"id\":\"h").append(i)
                    .append("\",\"card\":\"Grizzly Bears\",\"owner\":\"P1\",\"zone\":\"hand\"}\n");
        }
        log.append("{\"type\":\"turn\",\"number\":1,\"active\":\"P1\"}\n{\"type\":\"step\",\"step\":\"cleanup\"}\n"
                + "{\"type\":\"discard\",\"player\":\"P1\",\"card\":\"h3\"}\n");
        Cli r = Cli.run("explain", Logs.write(dir, "cleanup.jsonl", log.toString()).toString());
        assertThat(r.code()).as(r.both()).isZero();
        assertThat(r.out()).contains("514.1 a card the active player chose from their hand is discarded in the cleanup"
                + " step  [CR 514.1, 701.8a]  on discard:h3");
    }

    @Test
    void json_has_one_entry_per_step_with_firings_findings_and_state() throws IOException {
        Cli r = Cli.run("explain", "-f", "json", Logs.write(dir, "courtier.jsonl", COURTIER).toString());
        Json.Obj doc = (Json.Obj) Json.parseDocument(r.out());
        List<Json.Value> steps = ((Json.Arr) doc.get("steps")).items();
        assertThat(steps).hasSize(6);
        Json.Obj last = (Json.Obj) steps.get(5);
        assertThat(((Json.Arr) last.get("lines")).items()).hasSize(2);
        List<Json.Value> fired = ((Json.Arr) last.get("fired")).items();
        assertThat(fired).isNotEmpty();
        assertThat(((Json.Obj) fired.get(0)).has("cr")).isTrue();
        assertThat(((Json.Arr) last.get("findings")).items()).hasSize(2); // power and toughness
        Json.Obj state = (Json.Obj) last.get("state");
        Json.Obj courtier = (Json.Obj) ((Json.Arr) state.get("battlefield")).items().get(0);
        assertThat(ValidateCommandTest.num(courtier, "power")).isEqualTo(1);
        assertThat(((Json.Arr) courtier.get("attached")).items()).hasSize(1);
        Json.Obj result = (Json.Obj) doc.get("result");
        assertThat(ValidateCommandTest.str(result, "status")).isEqualTo("invalid");
    }

    @Test
    void an_unreadable_log_is_explained_up_to_the_bad_line_and_exits_3() throws IOException {
        Path bad = Logs.write(dir, "bad.jsonl", Logs.VALID.replace("{\"type\":\"resolve\"", "{\"type\":\"resolv\""));
        Cli text = Cli.run("explain", bad.toString());
        assertThat(text.code()).isEqualTo(3);
        assertThat(text.out()).contains("{\"type\":\"step\"", bad + ":6:9: error: ");
        Cli json = Cli.run("explain", "-f", "json", bad.toString());
        assertThat(json.code()).isEqualTo(3);
        Json.Obj result = (Json.Obj) ((Json.Obj) Json.parseDocument(json.out())).get("result");
        assertThat(ValidateCommandTest.num((Json.Obj) result.get("error"), "line")).isEqualTo(6);
        Cli missing = Cli.run("explain", "-f", "json", dir.resolve("gone.jsonl").toString());
        assertThat(missing.code()).isEqualTo(3);
        assertThat(Json.parseDocument(missing.out())).isInstanceOf(Json.Obj.class);
        assertThat(text.leaksStackTrace() || json.leaksStackTrace() || missing.leaksStackTrace()).isFalse();
    }

    @Test
    void a_warning_that_lines_are_not_checked_is_shown_at_their_step() throws IOException {
        // the game line's warnings (what it leaves unchecked) are the first step's, as the firings that raise them are
        String unchecked = "src/test/resources/scenarios/format/unchecked-parts-of-a-game-are-warnings.jsonl";
        String text = Cli.run("explain", unchecked).out();
        assertThat(text.indexOf("FINDING  line 8: warning 100.1: not checked (CR 611.2a)"))
                .isBetween(text.indexOf("    9  action"), text.indexOf("   10  action"));
        // a warning has no expected and observed values: no empty lines for them
        assertThat(text).doesNotContain("expected: \n", "observed: \n", "expected: \"\"");
        Json.Obj doc = (Json.Obj) Json.parseDocument(Cli.run("explain", "-f", "json", unchecked).out());
        Json.Obj first = (Json.Obj) ((Json.Arr) doc.get("steps")).items().get(0);
        assertThat(((Json.Arr) first.get("findings")).items()).hasSize(2);
        // a line past a mistake that the rules' game can't play: its step, with no line played, still shows where
        Cli beyond = Cli.run("explain",
                "src/test/resources/scenarios/recorded/608.2b-heist-copy-fizzles-the-log-casts-the-card-anyway.jsonl");
        assertThat(beyond.out()).contains("\n   27  (not checked: the log is read no further)\n       fired    100.1 a"
                + " recorded log is not checked past a line");
    }

    @Test
    void the_checks_made_once_the_log_has_ended_show_what_they_fired() throws IOException {
        // the log ends after combat damage: the cipher trigger it leaves out is judged at its end, in no step
        String ended = "src/test/resources/scenarios/recorded/608.2c-the-encoded-card-recorded-ceasing-instead-of-its-copy.jsonl";
        String rule = "603.2c a cipher trigger the log leaves out for a card its own game made cease to exist is part of"
                + " that mistake";
        String text = Cli.run("explain", ended).out();
        assertThat(text).contains("\n  end  (the log has ended: what it left undone is checked)\n       fired    " + rule);
        Json.Obj doc = (Json.Obj) Json.parseDocument(Cli.run("explain", "-f", "json", ended).out());
        Json.Arr fired = (Json.Arr) ((Json.Obj) doc.get("end")).get("fired");
        assertThat(fired.items()).map(f -> ((Json.Str) ((Json.Obj) f).get("rule")).value()).containsExactly(rule);
        // a log whose end checks nothing has an empty end, and no such block in text
        String quiet = Logs.write(dir, "quiet.jsonl", Logs.VALID).toString();
        assertThat(Cli.run("explain", quiet).out()).doesNotContain("  end  ");
        Json.Obj end = (Json.Obj) ((Json.Obj) Json.parseDocument(Cli.run("explain", "-f", "json", quiet).out())).get("end");
        assertThat(((Json.Arr) end.get("fired")).items()).isEmpty();
    }

    @Test
    void refuses_report_formats_that_are_validate_only() throws IOException {
        assertThat(Cli.run("explain", "-f", "sarif", Logs.write(dir, "a.jsonl", Logs.VALID).toString()).code())
                .isEqualTo(2);
    }
}
