package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.RuleProblem;
import dev.arbiter.RulesException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code --rules DIR} and {@code Arbiter.builder().rules(DIR)}: an edited copy of rules/ is compiled at start-up and
 * decides the verdicts; DRL that doesn't compile is reported compiler style, every error, and nothing is validated;
 * breaches of the analysts' contract are warnings at the rule's line.
 */
class EditedRulesTest {
    static final String KEPT_NEWEST = "examples/logs/role-replace-recorded.jsonl";

    @Test
    void an_edited_rule_decides_the_verdict(@TempDir Path tmp) {
        Path rules = EditedRules.keepTheOldest(tmp);

        Cli builtIn = Cli.run("validate", KEPT_NEWEST);
        Cli edited = Cli.run("validate", "--rules", rules.toString(), KEPT_NEWEST);

        assertThat(builtIn.code()).as(builtIn.both()).isZero();
        assertThat(edited.code()).as(edited.both()).isEqualTo(1);
        assertThat(edited.out()).contains(KEPT_NEWEST + ":").contains("error 704.5y");
        assertThat(edited.err()).containsPattern("arbiter: compiled " + dev.arbiter.Arbiter.create().rules().size()
                + " rules from " + Pattern.quote(rules.toString())
                + " in \\d+\\.\\d s").doesNotContain("warning");
        assertThat(edited.leaksStackTrace()).isFalse();
    }

    @Test
    void a_folder_without_drl_files_is_a_usage_error(@TempDir Path tmp) throws java.io.IOException {
        Path empty = java.nio.file.Files.createDirectories(tmp.resolve("rules"));
        java.nio.file.Files.writeString(empty.resolve("notes.txt"), "not a rule");

        Cli r = Cli.run("validate", "--rules", empty.toString(), KEPT_NEWEST);

        assertThat(r.code()).as(r.both()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("arbiter: --rules " + empty + ": no .drl file in it (an edited copy of rules/"
                + " is expected)\n");
    }

    @Test
    void a_rule_that_throws_as_the_rule_base_is_built_is_the_rules_error_not_a_bug(@TempDir Path tmp)
            throws java.io.IOException {
        Path rules = EditedRules.copy(tmp, "sba/roles.drl");
        java.nio.file.Files.writeString(rules.resolve("zz.drl"), "package dev.arbiter.rules;\n"
                + "rule \"divides\" when eval( 1/0 == 1 ) then end\n");

        Cli r = Cli.run("validate", "--rules", rules.toString(), KEPT_NEWEST);

        assertThat(r.code()).as(r.both()).isEqualTo(2);
        assertThat(r.err()).contains(rules.resolve("zz.drl") + ":2:1: error: building the rule base threw"
                + " java.lang.ArithmeticException: / by zero, in rule \"divides\"").doesNotContain("bug");
    }

    /** A salience Drools can't work out fails as the rule base is built: said at the rule, by its name as written. */
    @Test
    void a_salience_that_fails_as_the_rule_base_is_built_is_placed_at_its_rule(@TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "combat/summoning_sickness.drl");
        EditedRules.edit(rules, "combat/summoning_sickness.drl", "    salience 10\n", "    salience \"high\"\n");

        Cli r = Cli.run("validate", "--rules", rules.toString(), KEPT_NEWEST);

        assertThat(r.code()).as(r.both()).isEqualTo(2);
        assertThat(r.err()).contains(rules.resolve("combat/summoning_sickness.drl") + ":39:1: error: building the rule"
                + " base threw java.lang.RuntimeException: Error parsing time string: [ high ], in rule \"302.6 a"
                + " creature attacks only if its controller has controlled it since their turn began, or it has"
                + " haste\"").doesNotContain("spells it");
    }

    /**
     * A rule that never comes to rest (it updates what it matches) stops its log at the first point it loops, with a
     * message saying so: every command that plays logs with the edited rules finishes, none hangs.
     */
    @ParameterizedTest
    @ValueSource(strings = {"validate", "explain", "compare", "coverage"})
    void an_edited_rule_that_loops_stops_its_log_and_the_command_ends(String command, @TempDir Path tmp)
            throws java.io.IOException {
        Path rules = EditedRules.copyAll(tmp);
        java.nio.file.Files.writeString(rules.resolve("zz.drl"), "package dev.arbiter.rules;\n"
                + "import dev.arbiter.model.Player;\n"
                + "rule \"loops\" @cr(\"100.1\") when $p : Player() then update($p); end\n");

        Cli r = Cli.run(command, "--rules", rules.toString(), KEPT_NEWEST);

        assertThat(r.leaksStackTrace()).isFalse();
        // the rule that keeps firing is named, seen over a thousand firings more
        assertThat(r.both()).contains("the rules did not come to rest: 200000 rule firings at one point of the game:"
                + " rule \"loops\" fired ").doesNotContain("bug");
    }

    /** A consequence that throws is the edited rules' failure, named by its rule; the log is an error, not a bug. */
    @Test
    void an_edited_rule_that_throws_is_named_and_is_no_bug_of_arbiters(@TempDir Path tmp) throws java.io.IOException {
        Path rules = EditedRules.copyAll(tmp);
        java.nio.file.Files.writeString(rules.resolve("zz.drl"), "package dev.arbiter.rules;\n"
                + "import dev.arbiter.model.Player;\n"
                + "rule \"throws\" @cr(\"100.1\") when Player() then if (true) { throw new IllegalStateException("
                + "\"boom\"); } end\n");

        for (String command : java.util.List.of("validate", "explain")) {
            Cli r = Cli.run(command, "--rules", rules.toString(), KEPT_NEWEST);

            assertThat(r.code()).as(r.both()).isEqualTo(3);
            assertThat(r.both()).contains("the edited rules failed in rule \"throws\":"
                    + " java.lang.IllegalStateException: boom").doesNotContain("bug");
            assertThat(r.leaksStackTrace()).isFalse();
        }
        Cli builtIn = Cli.run("validate", KEPT_NEWEST);
        assertThat(builtIn.code()).as(builtIn.both()).isZero();

        // a condition that throws (Drools wraps it otherwise than a consequence) is the edited rules' failure too
        java.nio.file.Files.writeString(rules.resolve("zz.drl"), "package dev.arbiter.rules;\n"
                + "import dev.arbiter.model.Player;\n"
                + "rule \"divides\" @cr(\"100.1\") when $p : Player( eval( 1 / ($p.getLife() - $p.getLife()) > 0 ) )"
                + " then end\n");
        Cli condition = Cli.run("validate", "--rules", rules.toString(), KEPT_NEWEST);
        assertThat(condition.code()).as(condition.both()).isEqualTo(3);
        assertThat(condition.both()).contains("the edited rules failed").contains("Rule \"divides\"")
                .doesNotContain("bug");

        // and one that throws inside the JDK code it calls: the first frame past the JDK's is the rule's
        java.nio.file.Files.writeString(rules.resolve("zz.drl"), "package dev.arbiter.rules;\n"
                + "import dev.arbiter.model.Player;\n"
                + "rule \"cuts\" @cr(\"100.1\") when $p : Player( eval( $p.getId().substring(50).isEmpty() ) )"
                + " then end\n");
        Cli jdk = Cli.run("validate", "--rules", rules.toString(), KEPT_NEWEST);
        assertThat(jdk.code()).as(jdk.both()).isEqualTo(3);
        assertThat(jdk.both()).contains("the edited rules failed").contains("Rule \"cuts\"").doesNotContain("bug");
    }

    /**
     * A folder of some of the rules declares only the globals its rules read: the engine sets those alone (a subset is
     * an analyst's experiment, not a bug). A global the engine doesn't set, or one declared as another class, is the
     * rules' error at its line, and nothing is validated.
     */
    @Test
    void a_subset_of_the_rules_plays_and_a_global_the_engine_does_not_set_is_a_compile_error(@TempDir Path tmp)
            throws java.io.IOException {
        Path subset = EditedRules.copy(tmp.resolve("subset"), "sba/state_based_actions.drl");
        Cli played = Cli.run("validate", "--rules", subset.toString(), KEPT_NEWEST);
        // played as far as a subset can (no resolution rules: a resolve line finds no spell), never "a bug"
        assertThat(played.both()).doesNotContain("bug").doesNotContain("global").contains("1 log: ");

        Path wrong = java.nio.file.Files.createDirectories(tmp.resolve("wrong"));
        java.nio.file.Files.writeString(wrong.resolve("zz.drl"), "package dev.arbiter.rules;\n\n"
                + "global java.lang.String game;\n  global dev.arbiter.engine.Game referee;\n\n"
                + "rule \"100.1 nothing\" @cr(\"100.1\") when eval( false ) then end\n");
        Cli r = Cli.run("validate", "--rules", wrong.toString(), KEPT_NEWEST);
        assertThat(r.code()).as(r.both()).isEqualTo(2);
        String file = wrong.resolve("zz.drl").toString();
        assertThat(r.err()).contains(file + ":3:1: error: global game must be declared as dev.arbiter.engine.Game,"
                + " not java.lang.String").contains(file + ":4:3: error: global referee is not one the engine sets"
                + " (copies, game, resolving)").contains("nothing validated");
        assertThat(r.out()).isEmpty();
    }

    /**
     * A misspelt method in a consequence or an eval is placed at its line: the executable model prints the code it
     * compiled with its own spacing, and the rules' own spacing ({@code List.of( "117.1a" )}) is found all the same.
     */
    @Test
    void a_misspelt_method_in_a_consequence_or_an_eval_is_an_error_at_its_line(@TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "sba/roles.drl", "casting/casting.drl");
        EditedRules.edit(rules, "sba/roles.drl", "game.askToKeep( $c, $host, $tied );", "game.askToKep( $c, $host, $tied );");
        EditedRules.edit(rules, "casting/casting.drl", "    game.finding( \"307.1\", List.of( \"117.1a\" ), $i.getSpell()",
                "    game.finding( \"307.1\", List.of( \"117.1a\" ), $i.getSpel()");

        assertThatThrownBy(() -> Arbiter.builder().rules(rules).build())
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.problems())
                        .extracting(RuleProblem::toString)
                        .anySatisfy(p -> assertThat(p).startsWith(rules.resolve("sba/roles.drl") + ":56:5: error: ")
                                .contains("askToKep"))
                        .anySatisfy(p -> assertThat(p).startsWith(rules.resolve("casting/casting.drl") + ":90:5: error: ")
                                .contains("getSpel")));
    }

    /**
     * A misspelt import in the whole rule base was an error of every rule of the file that uses the type, each the
     * same line: 131 times. It is reported once.
     */
    @Test
    void a_misspelt_import_is_one_error(@TempDir Path tmp) {
        Path rules = EditedRules.copyAll(tmp);
        EditedRules.edit(rules, "combat/summoning_sickness.drl", "import dev.arbiter.model.GameObject;",
                "import dev.arbiter.model.GameObjekt;");

        assertThatThrownBy(() -> Arbiter.builder().rules(rules).build())
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.problems())
                        .extracting(RuleProblem::toString)
                        .containsExactly(rules.resolve("combat/summoning_sickness.drl") + ":4:1: error: Only a type can"
                                + " be imported. dev.arbiter.model.GameObjekt resolves to a package"));
    }

    /** Two packages' rules of one name would be one rule to coverage and --mutate: a warning at the second. */
    @Test
    void a_rule_name_shared_by_two_packages_is_a_warning_at_the_second(@TempDir Path tmp) throws java.io.IOException {
        Path rules = EditedRules.copy(tmp, "sba/roles.drl");
        Path copy = java.nio.file.Files.createDirectories(rules.resolve("experiment")).resolve("roles.drl");
        java.nio.file.Files.writeString(copy, java.nio.file.Files.readString(rules.resolve("sba/roles.drl"))
                .replace("package dev.arbiter.rules.sba;", "package dev.arbiter.rules.experiment;"));

        Arbiter edited = Arbiter.builder().rules(rules).build();

        assertThat(edited.ruleWarnings()).hasSize(6).allSatisfy(w -> assertThat(w.toString())
                .startsWith(rules.resolve("sba/roles.drl") + ":").contains(": warning: rule \"704.5y")
                .contains("another rule has this name (" + copy + ":"));
    }

    @Test
    void the_library_refuses_rules_that_are_no_folder_of_drl_files(@TempDir Path tmp) throws java.io.IOException {
        Path empty = java.nio.file.Files.createDirectories(tmp.resolve("empty"));
        Path file = EditedRules.copy(tmp.resolve("one"), "sba/roles.drl").resolve("sba/roles.drl");
        for (Path rules : java.util.List.of(empty, file, tmp.resolve("missing"))) {
            assertThatThrownBy(() -> Arbiter.builder().rules(rules).build()).as(rules.toString())
                    .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.problems())
                            .extracting(RuleProblem::toString).singleElement().asString()
                            .startsWith(rules + ": error: ").containsAnyOf("no .drl file", "not a folder",
                                    "no such folder"));
        }
    }

    /** A DRL file in another encoding than UTF-8 is an error at the byte; a byte order mark is left out. */
    @Test
    void a_drl_file_that_is_not_utf8_is_an_error_at_its_byte_and_a_bom_is_read_past(@TempDir Path tmp)
            throws java.io.IOException {
        Path rules = EditedRules.copyAll(tmp);
        Path roles = rules.resolve("sba/roles.drl");
        byte[] text = java.nio.file.Files.readAllBytes(roles);
        byte[] bom = new byte[text.length + 3];
        bom[0] = (byte) 0xEF;
        bom[1] = (byte) 0xBB;
        bom[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bom, 3, text.length);
        java.nio.file.Files.write(roles, bom);
        Path latin1 = rules.resolve("zz.drl");
        java.nio.file.Files.write(latin1, "package dev.arbiter.rules;\n// caf\u00e9\n"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));

        Cli r = Cli.run("validate", "--rules", rules.toString(), KEPT_NEWEST);

        assertThat(r.code()).as(r.both()).isEqualTo(2);
        assertThat(r.err()).startsWith(latin1 + ":2:7: error: byte 0xE9 is not UTF-8").doesNotContain("roles.drl");
        assertThat(r.leaksStackTrace()).isFalse();

        java.nio.file.Files.delete(latin1);
        Cli bomOnly = Cli.run("validate", "--rules", rules.toString(), KEPT_NEWEST);
        assertThat(bomOnly.code()).as(bomOnly.both()).isZero();
    }

    @Test
    void a_syntax_error_is_reported_compiler_style_in_every_file_and_nothing_is_validated(@TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "sba/roles.drl", "tokens/tokens.drl");
        EditedRules.edit(rules, "sba/roles.drl", "\nthen\n", "\nthenx\n");
        EditedRules.edit(rules, "tokens/tokens.drl", "\nthen\n", "\nthen (\n");

        Cli r = Cli.run("validate", "--rules", rules.toString(), KEPT_NEWEST);

        assertThat(r.code()).as(r.both()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).containsPattern(Pattern.quote(rules.resolve("sba/roles.drl").toString())
                        + ":\\d+:\\d+: error: mismatched input")
                .containsPattern(Pattern.quote(rules.resolve("tokens/tokens.drl").toString()) + ":\\d+(:\\d+)?: error: Unable to"
                        + " parse consequence: Parse error")
                .contains("nothing validated");
        assertThat(r.leaksStackTrace()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"explain", "derive", "rules", "compare", "coverage"})
    void every_command_that_takes_rules_stops_at_a_compile_error(String command, @TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "sba/roles.drl");
        EditedRules.edit(rules, "sba/roles.drl", "\nthen\n", "\nthenx\n");

        Cli r = command.equals("rules") ? Cli.run(command, "--rules", rules.toString())
                : Cli.run(command, "--rules", rules.toString(), KEPT_NEWEST);

        assertThat(r.code()).as(r.both()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains(rules.resolve("sba/roles.drl") + ":30:5: error: mismatched input 'insert'");
    }

    /**
     * A string left open runs on (a DRL string may span lines) past its rule's end, and Drools stops lines later, at
     * the end of the file (line 124 of a 123-line file) or in another rule: the error is placed at the quote left open
     * in the rule Drools names, without the second error of the same end of file; a salience Drools can't analyse is
     * placed at the salience (its name was found first in the rule's name).
     */
    @Test
    void a_string_left_open_or_a_bad_salience_is_an_error_where_it_is_written(@TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "sba/roles.drl", "combat/summoning_sickness.drl");
        EditedRules.edit(rules, "sba/roles.drl", "\"704.5y\", List.of( \"613.7m\" ), $p", "\"704.5y, List.of( \"613.7m\" ), $p");
        EditedRules.edit(rules, "combat/summoning_sickness.drl", "salience 10\n", "salience creature\n");

        assertThatThrownBy(() -> Arbiter.builder().rules(rules).build())
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.problems())
                        .extracting(RuleProblem::toString)
                        .containsExactly(rules.resolve("combat/summoning_sickness.drl") + ":42:14: error: Unable to"
                                        + " Analyse Expression creature:",
                                rules.resolve("sba/roles.drl") + ":86:92: error: mismatched input '<eof>' in rule"
                                        + " \"704.5y a recorded log keeps exactly one of the Roles that arrived together\""
                                        + " (read on to line 124, past the rule's end: the string opened here is not"
                                        + " closed on its line)"));
    }

    /** Drools' message for a constraint it can't analyse ends at a colon: a variable the rule never bound is named. */
    @Test
    void a_variable_the_rule_never_bound_is_named_with_the_rule(@TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "combat/summoning_sickness.drl");
        EditedRules.edit(rules, "combat/summoning_sickness.drl", "controller == $active, !hasAbility",
                "controller == $activ, !hasAbility");

        assertThatThrownBy(() -> Arbiter.builder().rules(rules).build())
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.problems())
                        .extracting(RuleProblem::toString)
                        .containsExactly(rules.resolve("combat/summoning_sickness.drl") + ":46:42: error: Unable to"
                                + " Analyse Expression controller == $activ: $activ is bound nowhere before it in rule"
                                + " \"302.6 a creature attacks only if its controller has controlled it since their turn"
                                + " began, or it has haste\""));
    }

    /** Drools gives such an error's line alone when the variable is called: the column is the expression's. */
    @Test
    void an_expression_drools_places_on_a_line_alone_gets_its_column(@TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "combat/summoning_sickness.drl");
        EditedRules.edit(rules, "combat/summoning_sickness.drl", "controlHolder != controller )",
                "controlHolder != $undefined.getId() )");

        assertThatThrownBy(() -> Arbiter.builder().rules(rules).build())
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.problems())
                        .extracting(RuleProblem::toString).singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                        .startsWith(rules.resolve("combat/summoning_sickness.drl") + ":28:48: error: Unable to Analyse"
                                + " Expression controlHolder != $undefined.getId(): $undefined is bound nowhere"));
    }

    @Test
    void an_unknown_class_is_placed_where_the_drl_names_it(@TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "sba/roles.drl");
        EditedRules.edit(rules, "sba/roles.drl", "    not SbaAction( object == $old )",
                "    not SbaActon( object == $old )");

        assertThatThrownBy(() -> Arbiter.builder().rules(rules).build())
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.problems())
                        .extracting(RuleProblem::toString)
                        .containsExactly(rules.resolve("sba/roles.drl") + ":28:9: error: Unable to find class: SbaActon"));
    }

    @Test
    void a_rule_without_cr_or_whose_name_is_not_its_cr_number_is_a_warning_at_its_line(@TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "sba/roles.drl");
        EditedRules.edit(rules, "sba/roles.drl", "    @cr(\"704.5y, 303.7a\")\n", "");
        EditedRules.edit(rules, "sba/roles.drl", "rule \"704.5y Roles that arrived together",
                "rule \"Roles that arrived together");

        Cli r = Cli.run("rules", "--rules", rules.toString());

        assertThat(r.code()).as(r.both()).isZero();
        String file = rules.resolve("sba/roles.drl").toString();
        assertThat(r.err()).contains(file + ":17: warning: rule \"704.5y keep only the newest Role each player"
                        + " controls on a permanent\": the rule has no @cr")
                .contains(file + ":34: warning: rule \"Roles that arrived together wait for their controller to"
                        + " choose which one to keep\": the rule's name does not start with its CR number 704.5y");
        assertThat(r.out()).contains(file).contains("Roles that arrived together");
    }

    @Test
    void the_library_builds_an_arbiter_over_an_edited_rule_base(@TempDir Path tmp) {
        Path rules = EditedRules.copy(tmp, "sba/roles.drl");

        Arbiter edited = Arbiter.builder().rules(rules).build();

        assertThat(edited.rules()).extracting(r -> r.file()).containsOnly(rules.resolve("sba/roles.drl").toString());
        assertThat(edited.rules()).hasSize(6);
        assertThat(edited.rules()).extracting(r -> r.cr().get(0)).containsOnly("704.5y");
        assertThat(edited.ruleWarnings()).isEmpty();
        assertThatThrownBy(() -> edited.withRuleDisabled("704.5f a creature with toughness 0 or less goes to its"
                + " owner's graveyard")).isInstanceOf(IllegalArgumentException.class);
    }
}
