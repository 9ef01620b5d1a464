package dev.arbiter.cli;

import dev.arbiter.log.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter compare --rules DIR}: the verdicts and findings an edit of the rules changes, and nothing else. */
class CompareCommandTest {
    static final String KEPT_NEWEST = "examples/logs/role-replace-recorded.jsonl";
    static final String KEPT_OLDER = "examples/logs/role-replace-kept-the-older-recorded.jsonl";
    static final String HEXPROOF = "examples/logs/hexproof-target.jsonl";
    static final String SICK = "examples/logs/summoning-sick-attacker.jsonl";

    @Test
    void reports_the_logs_an_edit_changes_and_exits_1(@TempDir Path tmp) {
        Path rules = EditedRules.keepTheOldest(tmp);

        Cli r = Cli.run("compare", "-f", "json", "--rules", rules.toString(), KEPT_NEWEST, HEXPROOF, KEPT_OLDER);

        assertThat(r.code()).as(r.both()).isEqualTo(1);
        Json.Value report = Json.parseDocument(r.out());
        assertThat(JsonPath.at(report, "/summary/logs")).isEqualTo("3");
        assertThat(JsonPath.at(report, "/summary/differ")).isEqualTo("2");
        assertThat(JsonPath.at(report, "/summary/verdicts")).isEqualTo("2");
        assertThat(JsonPath.at(report, "/rules")).isEqualTo(rules.toString());
        assertThat(JsonPath.size(report, "/logs")).isEqualTo(2);
        // the log that kept the newest Role was right and is now wrong, and the other way round
        assertThat(JsonPath.at(report, "/logs/0/file")).isEqualTo(KEPT_NEWEST);
        assertThat(JsonPath.at(report, "/logs/0/before")).isEqualTo("valid");
        assertThat(JsonPath.at(report, "/logs/0/after")).isEqualTo("invalid");
        assertThat(JsonPath.at(report, "/logs/0/added/0/rule")).isEqualTo("704.5y");
        assertThat(JsonPath.at(report, "/logs/1/file")).isEqualTo(KEPT_OLDER);
        assertThat(JsonPath.at(report, "/logs/1/before")).isEqualTo("invalid");
        assertThat(JsonPath.at(report, "/logs/1/after")).isEqualTo("valid");
        assertThat(JsonPath.at(report, "/logs/1/removed/0/rule")).isEqualTo("704.5y");
        assertThat(JsonPath.at(report, "/logs/1/removed/0/line")).isEqualTo("19");
    }

    @Test
    void a_finding_that_changed_only_its_expected_value_shows_it_in_text(@TempDir Path tmp) {
        // the two lines of a changed finding were the same words: what changed wasn't shown
        Path rules = EditedRules.copyAll(tmp);
        EditedRules.edit(rules, "combat/summoning_sickness.drl",
                "\"an attacker under \" + $active + \"'s control continuously since the turn began, or with haste\"",
                "\"X\"");

        Cli r = Cli.run("compare", "--rules", rules.toString(), SICK);

        assertThat(r.code()).as(r.both()).isEqualTo(1);
        assertThat(r.out()).contains("\n    expected: an attacker under P1's control continuously since the turn began,"
                + " or with haste -> X\n").doesNotContain("observed:");
    }

    @Test
    void says_nothing_differs_and_exits_0_when_the_edit_changes_none_of_the_logs(@TempDir Path tmp) {
        Path rules = EditedRules.keepTheOldest(tmp);

        Cli r = Cli.run("compare", "--rules", rules.toString(), HEXPROOF, SICK);

        assertThat(r.code()).as(r.both()).isZero();
        assertThat(r.out()).isEqualTo("compared 2 logs with the rules in " + rules + ": nothing differs\n");
    }

    /** A log that can't be read differs in nothing, but it is reported, where and why, and the exit status is 3. */
    @Test
    void reports_the_logs_it_could_not_read_and_exits_3(@TempDir Path tmp) throws Exception {
        Path rules = EditedRules.keepTheOldest(Files.createDirectories(tmp.resolve("rules")));
        Path dangling = Files.createSymbolicLink(tmp.resolve("dangling.jsonl"), tmp.resolve("nothing-here"));
        Path malformed = Logs.write(tmp, "malformed.jsonl", Logs.GAME + "\n{\"type\":\"pass\"\n");

        Cli r = Cli.stdin(Logs.VALID, "compare", "-f", "json", "--rules", rules.toString(), KEPT_NEWEST,
                dangling.toString(), malformed.toString(), "-");

        assertThat(r.code()).as(r.both()).isEqualTo(3);
        Json.Value report = Json.parseDocument(r.out());
        assertThat(JsonPath.at(report, "/summary/logs")).isEqualTo("4");
        assertThat(JsonPath.at(report, "/summary/unreadable")).isEqualTo("2");
        assertThat(JsonPath.at(report, "/summary/differ")).isEqualTo("1");
        assertThat(JsonPath.at(report, "/logs/0/file")).isEqualTo(KEPT_NEWEST);
        assertThat(JsonPath.at(report, "/unreadable/0/file")).isEqualTo(dangling.toString());
        assertThat(JsonPath.at(report, "/unreadable/0/error/message")).contains("symbolic link to nothing");
        assertThat(JsonPath.at(report, "/unreadable/1/file")).isEqualTo(malformed.toString());
        assertThat(JsonPath.at(report, "/unreadable/1/error/line")).isEqualTo("2");

        Cli text = Cli.run("compare", "--rules", rules.toString(), HEXPROOF, malformed.toString());
        assertThat(text.code()).as(text.both()).isEqualTo(3);
        assertThat(text.out()).startsWith(malformed + ":2:").contains(": error: ")
                .endsWith("compared 2 logs with the rules in " + rules + ": nothing differs; 1 could not be read\n");
        assertThat(text.leaksStackTrace()).isFalse();
    }

    /** Where the edited rules fail on a log the built-in ones play through, the log is unreadable too: exit 3. */
    @Test
    void a_log_only_the_edited_rules_fail_on_counts_as_unreadable_and_exits_3(@TempDir Path tmp) {
        Path rules = EditedRules.copyAll(tmp);
        EditedRules.edit(rules, "turns/turn_based_actions.drl", "    game.draw( $active, 1 );",
                "    if (true) { throw new IllegalStateException(\"an analyst's mistake\"); }");

        Cli r = Cli.run("compare", "-f", "json", "--rules", rules.toString(), HEXPROOF);

        assertThat(r.code()).as(r.both()).isEqualTo(3);
        Json.Value report = Json.parseDocument(r.out());
        assertThat(JsonPath.at(report, "/summary/unreadable")).isEqualTo("1");
        assertThat(JsonPath.at(report, "/summary/differ")).isEqualTo("1");
        assertThat(JsonPath.at(report, "/unreadable/0/file")).isEqualTo(HEXPROOF);
        assertThat(JsonPath.at(report, "/logs/0/after")).isEqualTo("error");

        Cli text = Cli.run("compare", "--rules", rules.toString(), HEXPROOF);
        assertThat(text.code()).as(text.both()).isEqualTo(3);
        assertThat(text.out()).contains("now " + HEXPROOF).endsWith("; 1 could not be read\n");
        assertThat(text.leaksStackTrace()).isFalse();
    }

    @Test
    void standard_input_named_twice_is_a_usage_error(@TempDir Path tmp) {
        Cli r = Cli.stdin(Logs.VALID, "compare", "--rules", tmp.toString(), "-", "-");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("standard input (-) is named twice");
    }

    @Test
    void needs_the_edited_rules() {
        Cli r = Cli.run("compare", HEXPROOF);

        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("compare needs --rules DIR");
    }
}
