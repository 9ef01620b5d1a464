package dev.arbiter.cli;

import dev.arbiter.log.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter coverage}: how often each rule fires over some logs, and whether switching one off matters. */
class CoverageCommandTest {
    static final String HEXPROOF = "examples/logs/hexproof-target.jsonl";
    static final String KEPT_NEWEST = "examples/logs/role-replace-recorded.jsonl";

    /**
     * Counted by hand from the log: one draw as turn 3's main phase begins (the log skips the draw step, so the turn's
     * draw is taken then), one cast of Monstrous Rage with an illegal target (reported once), and one resolution that
     * doesn't happen: the target is still illegal, so the spell does nothing (608.2b) — no +2/+0, no Monster Role.
     * The log is given twice, as two files (a file named twice is played once).
     */
    @Test
    void counts_each_rules_firings_and_logs(@TempDir Path tmp) throws Exception {
        Path copy = Files.copy(Path.of(HEXPROOF), tmp.resolve("copy.jsonl"));
        Cli r = Cli.run("coverage", "-f", "json", "-j", "1", HEXPROOF, copy.toString());

        assertThat(r.code()).as(r.both()).isZero();
        Json.Value doc = Json.parseDocument(r.out());
        Map<String, String[]> byRule = new HashMap<>();
        for (int i = 0; i < JsonPath.size(doc, "/byRule"); i++) {
            byRule.put(JsonPath.at(doc, "/byRule/" + i + "/name"), new String[] {
                JsonPath.at(doc, "/byRule/" + i + "/fires"), JsonPath.at(doc, "/byRule/" + i + "/logs")});
        }
        assertThat(JsonPath.at(doc, "/summary/logs")).isEqualTo("2");
        assertThat(byRule.get("504.1 the active player draws a card in the draw step, unless starting a two-player"
                + " game")).containsExactly("2", "2");
        assertThat(byRule.get("601.2c each target is legal when it is chosen")).containsExactly("2", "2");
        assertThat(byRule.get("608.2b a spell or ability whose every target is illegal does not resolve"))
                .containsExactly("2", "2");
        assertThat(byRule.get("608.2c Monstrous Rage gives target creature +2/+0 until end of turn"))
                .containsExactly("0", "0");
        assertThat(byRule.get("608.2c Monstrous Rage then creates a Monster Role attached to that creature"))
                .containsExactly("0", "0");
        assertThat(byRule.get("704.5y keep only the newest Role each player controls on a permanent"))
                .containsExactly("0", "0");
        // never-fired rules come first
        assertThat(JsonPath.at(doc, "/byRule/0/fires")).isEqualTo("0");
        int fired = Integer.parseInt(JsonPath.at(doc, "/summary/fired"));
        int never = Integer.parseInt(JsonPath.at(doc, "/summary/neverFired"));
        assertThat(fired + never).isEqualTo(byRule.size());
        assertThat(byRule.values().stream().filter(c -> !c[0].equals("0")).count()).isEqualTo(fired);

        Cli text = Cli.run("coverage", HEXPROOF);
        assertThat(text.out()).startsWith("Never fired (" + (never) + " of " + byRule.size() + " rules):\n")
                .contains("\nBy file (firings, logs, rule):\n  rules/")
                .contains("\nBy CR clause (rules fired of rules, firings, logs):\n")
                .containsPattern("\\n  504\\.1 +\\d+ of \\d+ +1 +1\\n")
                .endsWith("\n1 log; " + byRule.size() + " rules: " + fired + " fired, " + never
                        + " never fired (rules: built-in)\n");

        Path page = tmp.resolve("coverage.html");
        Cli html = Cli.run("coverage", "-f", "html", "-o", page.toString(), HEXPROOF);
        assertThat(html.code()).isZero();
        String h = Files.readString(page);
        assertThat(h).startsWith("<!DOCTYPE html>").contains("<table class=\"sortable\">")
                .contains("<td>608.2c Monstrous Rage gives target creature +2/+0 until end of turn</td>")
                .contains("addEventListener('click'").doesNotContain("http://").doesNotContain("https://")
                .doesNotContain("<link").doesNotContain(" src=");
    }

    /** An unreadable log is listed with where and why and counts no firing; the good logs are counted; exit 3. */
    @Test
    void lists_the_logs_it_could_not_read_and_exits_3(@TempDir Path tmp) throws Exception {
        Path dangling = Files.createSymbolicLink(tmp.resolve("dangling.jsonl"), tmp.resolve("nothing-here"));
        Path malformed = Logs.write(tmp, "malformed.jsonl", Logs.GAME + "\n{\"type\":\"pass\"\n");

        Cli r = Cli.run("coverage", "-f", "json", dangling.toString(), HEXPROOF, malformed.toString());

        assertThat(r.code()).as(r.both()).isEqualTo(3);
        Json.Value doc = Json.parseDocument(r.out());
        assertThat(JsonPath.at(doc, "/summary/logs")).isEqualTo("3");
        assertThat(JsonPath.at(doc, "/summary/unreadable")).isEqualTo("2");
        assertThat(JsonPath.at(doc, "/unreadable/0/file")).isEqualTo(dangling.toString());
        assertThat(JsonPath.at(doc, "/unreadable/0/status")).isEqualTo("error");
        assertThat(JsonPath.at(doc, "/unreadable/0/error/message")).contains("symbolic link to nothing");
        assertThat(JsonPath.at(doc, "/unreadable/1/file")).isEqualTo(malformed.toString());
        assertThat(JsonPath.at(doc, "/unreadable/1/error/line")).isEqualTo("2");
        // the good log's firings are counted, and only its
        for (int i = 0; i < JsonPath.size(doc, "/byRule"); i++) {
            if (JsonPath.at(doc, "/byRule/" + i + "/name").equals("601.2c each target is legal when it is chosen")) {
                assertThat(JsonPath.at(doc, "/byRule/" + i + "/logs")).isEqualTo("1");
            }
        }

        Cli text = Cli.run("coverage", dangling.toString(), HEXPROOF, malformed.toString());
        assertThat(text.code()).isEqualTo(3);
        assertThat(text.out()).startsWith("Could not be read (2 logs, no firings counted):\n  " + dangling
                        + ": error: a symbolic link to nothing")
                .contains("\n  " + malformed + ":2:")
                .containsPattern("\n3 logs, 2 could not be read; \\d+ rules: [1-9]\\d* fired");
        assertThat(text.leaksStackTrace()).isFalse();
    }

    @Test
    void counts_the_rules_fired_once_the_log_has_ended() {
        // the cipher trigger the log leaves out is judged at its end, in no step
        Cli r = Cli.run("coverage", "-f", "json",
                "src/test/resources/scenarios/recorded/608.2c-the-encoded-card-recorded-ceasing-instead-of-its-copy.jsonl");
        Json.Value doc = Json.parseDocument(r.out());
        String rule = "603.2c a cipher trigger the log leaves out for a card its own game made cease to exist is part of"
                + " that mistake";
        String fires = null;
        for (int i = 0; i < JsonPath.size(doc, "/byRule"); i++) {
            if (JsonPath.at(doc, "/byRule/" + i + "/name").equals(rule)) {
                fires = JsonPath.at(doc, "/byRule/" + i + "/fires");
            }
        }
        assertThat(fires).isEqualTo("1");
    }

    @Test
    void standard_input_named_twice_is_a_usage_error() {
        Cli r = Cli.stdin(Logs.VALID, "coverage", "-", "-");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("standard input (-) is named twice");
    }

    @Test
    void mutate_lists_the_rules_whose_removal_changes_nothing() {
        Cli r = Cli.run("coverage", "--mutate", "-f", "json", KEPT_NEWEST);

        assertThat(r.code()).as(r.both()).isZero();
        assertThat(r.err()).contains("arbiter: mutate: ").contains(" passes in ");
        Json.Value doc = Json.parseDocument(r.out());
        Map<String, String> changesNothing = new HashMap<>();
        for (int i = 0; i < JsonPath.size(doc, "/byRule"); i++) {
            changesNothing.put(JsonPath.at(doc, "/byRule/" + i + "/name"),
                    JsonPath.at(doc, "/byRule/" + i + "/changesNothing"));
        }
        // without 704.5y both Roles stay, and the log's move of the older one to the graveyard is unexplained
        assertThat(changesNothing.get("704.5y keep only the newest Role each player controls on a permanent"))
                .isEqualTo("false");
        // a rule that never fired in the log changes nothing there
        assertThat(changesNothing.get("704.5f a creature with toughness 0 or less goes to its owner's graveyard"))
                .isEqualTo("true");
        assertThat(JsonPath.at(doc, "/summary/changeNothing")).isNotNull();
    }
}
