package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.RuleInfo;
import dev.arbiter.cards.CardDef;
import dev.arbiter.log.Json;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter rules} and {@code arbiter cards}: the catalogues as the compiled rule base and card data hold them. */
class CatalogueCommandsTest {
    private static final Arbiter ARBITER = Arbiter.create();

    @Test
    void rules_lists_every_compiled_rule_with_its_file_cr_numbers_and_description() {
        List<RuleInfo> rules = ARBITER.rules();
        assertThat(rules).isNotEmpty();
        for (RuleInfo r : rules) {
            assertThat(Path.of(r.file())).as(r.name()).exists();
            assertThat(r.cr()).as(r.name()).isNotEmpty();
            assertThat(r.name()).startsWith(r.cr().get(0) + " ");
            assertThat(r.description()).as(r.name()).isNotBlank().doesNotContain("\n");
            assertThat(r.group()).as(r.name()).isNotNull();
        }
        Cli text = Cli.run("rules");
        assertThat(text.code()).isZero();
        for (RuleInfo r : rules) {
            assertThat(text.out()).contains("  " + r.name() + "\n");
        }
        assertThat(text.out()).contains(rules.size() + " rules in ");
    }

    @Test
    void rules_reads_the_comment_above_a_rule_as_its_description_and_its_seed_rulings() throws Exception {
        RuleInfo keep = ARBITER.rules().stream().filter(r -> r.name().startsWith("704.5y keep only the newest"))
                .findFirst().orElseThrow();
        assertThat(keep.file()).isEqualTo("rules/sba/roles.drl");
        assertThat(keep.rulings()).contains("WM-4");
        String source = Files.readString(Path.of(keep.file()));
        String firstCommentLine = source.lines().filter(l -> l.startsWith("// 704.5y")).findFirst().orElseThrow();
        assertThat(keep.comment()).startsWith(firstCommentLine.substring(3));
        assertThat(firstCommentLine).contains(keep.description().substring(0, 20));
    }

    @Test
    void a_files_opening_comment_is_not_the_first_rules_description() {
        RuleInfo first = ARBITER.rules().stream()
                .filter(r -> r.name().equals("111.2 a token is created under the control of the player who created it"))
                .findFirst().orElseThrow();
        assertThat(first.comment()).startsWith("111.2: a token is created").doesNotContain("Recorded logs only");
        assertThat(first.description()).isEqualTo("111.2: a token is created under the control of the player whose"
                + " spell or ability created it; a recorded token that differs from the rules' only in its controller"
                + " is that mistake — the same token, attached to the same object (two Roles a spell makes on two"
                + " creatures, both recorded under the wrong player, are paired each with its own host's).");
    }

    @Test
    void rules_as_json_lists_the_same_rules() {
        Cli json = Cli.run("rules", "-f", "json");
        Json.Obj doc = (Json.Obj) Json.parseDocument(json.out());
        List<Json.Value> rules = ((Json.Arr) doc.get("rules")).items();
        assertThat(rules).hasSize(ARBITER.rules().size());
        Json.Obj first = (Json.Obj) rules.get(0);
        assertThat(first.fields().keySet()).contains("name", "file", "cr", "rulings", "description");
    }

    @Test
    void cards_lists_every_card_and_token_of_the_catalogue() {
        Cli r = Cli.run("cards");
        assertThat(r.code()).isZero();
        for (CardDef d : dev.arbiter.cards.Catalogue.standard().cards()) {
            assertThat(r.out()).contains("  " + d.name() + " ");
        }
        for (CardDef d : dev.arbiter.cards.Catalogue.standard().tokens()) {
            assertThat(r.out()).contains("  " + d.name() + " ");
        }
        // each line names the card's supported abilities (shared/spec/cli.md), not only the one card asked for
        assertThat(r.out().lines().filter(l -> l.startsWith("  Gladecover Scout "))).singleElement()
                .asString().endsWith("1/1  hexproof");
        assertThat(r.out()).containsPattern("  Shadow Slice +\\{4\\}\\{B\\} +sorcery  cipher  choices: encode");
    }

    @Test
    void cards_name_shows_a_card_with_its_targets_and_choice_names() {
        Cli r = Cli.run("cards", "witch's mark");
        assertThat(r.code()).as(r.both()).isZero();
        assertThat(r.out()).startsWith("Witch's Mark").contains("target 1: up to 1 creature you control",
                "choices in resolve.choices: discard");
        Cli partial = Cli.run("cards", "Role");
        assertThat(partial.out()).contains("Wicked Role", "Cursed Role");
        Cli json = Cli.run("cards", "-f", "json", "Witch's Mark");
        Json.Obj card = (Json.Obj) ((Json.Arr) Json.parseDocument(json.out())).items().get(0);
        assertThat(ValidateCommandTest.str(card, "name")).isEqualTo("Witch's Mark");
    }

    @Test
    void cards_with_an_unknown_name_is_a_usage_error() {
        Cli r = Cli.run("cards", "Black Lotus");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("no card or token named \"Black Lotus\"");
    }
}
