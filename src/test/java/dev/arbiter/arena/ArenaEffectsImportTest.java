package dev.arbiter.arena;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.Severity;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the import writes for effects, counters and tokens, checked against Arena's own values: an {@code expect}
 * line giving what Arena's state shows is put into a real game and the game validated (Arena is authoritative).
 */
class ArenaEffectsImportTest {
    private static final Arbiter ARBITER = Arbiter.create();

    private static ArenaImport.Game game(String session, String match) {
        return Sessions.games(session).stream().filter(g -> g.matchId().startsWith(match)).findFirst().orElseThrow();
    }

    private static int index(List<String> lines, String text) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i;
            }
        }
        throw new AssertionError("no line with " + text);
    }

    /** The findings of the game with {@code expect} put after line {@code at} (an index into its lines). */
    private static List<Finding> errorsWith(ArenaImport.Game g, int at, String expect) {
        List<String> lines = new ArrayList<>(g.lines());
        lines.add(at + 1, expect);
        LogResult r = ARBITER.validate(g.name(), new ByteArrayInputStream(Sessions.bytes(lines)));
        assertThat(r.error()).isNull();
        return r.findings().stream().filter(f -> f.severity() == Severity.ERROR).toList();
    }

    /** session_2026-03-08 game 1, Player.log state 88: an Aura gives i167 lifelink; its 3 combat damage gains P1 3. */
    @Test
    void lifelink_an_effect_line_gave_is_derived_by_arbiter_not_written_again() {
        ArenaImport.Game g = Sessions.game(Sessions.SORCERER, 1);
        int gain = index(g.lines(), "\"gain\":[\"lifelink\"]");
        int damage = index(g.lines().subList(gain, g.lines().size()), "{\"type\":\"damage\",\"deals\":[{\"source\":\"i167\"")
                + gain;
        assertThat(g.lines().get(damage + 2)).isEqualTo("{\"type\":\"life\",\"player\":\"P1\",\"delta\":3}");
        assertThat(errorsWith(g, damage + 2, "{\"type\":\"expect\",\"player\":\"P1\",\"life\":23}")).isEmpty();
    }

    /** Arena sends a +1/+1 counter's change of power and toughness too, with the creature as its source. */
    @Test
    void a_counter_is_one_counters_line_not_also_an_effect() {
        ArenaImport.Game g = Sessions.game(Sessions.SORCERER, 1);
        int counter = index(g.lines(), "{\"type\":\"counters\",\"object\":\"i167\",\"kind\":\"+1/+1\",\"delta\":1");
        assertThat(g.lines().get(counter + 1)).doesNotContain("modifyPT");
        // Arena: 2 toughness (the Aura's +1/+0, not written, is listed as unchecked)
        assertThat(errorsWith(g, counter, "{\"type\":\"expect\",\"object\":\"i167\",\"toughness\":2}")).isEmpty();
        for (ArenaImport.Game each : Sessions.games(Sessions.BOT)) {
            for (int i = 1; i < each.lines().size(); i++) {
                if (each.lines().get(i - 1).contains("\"type\":\"counters\"")) {
                    String object = each.lines().get(i - 1).replaceAll(".*\"object\":\"([^\"]+)\".*", "$1");
                    assertThat(each.lines().get(i)).as(each.name())
                            .doesNotContain("\"object\":\"" + object + "\",\"modifyPT\"");
                }
            }
        }
    }

    /** Token i403 (arena:89231) is made a 2/2; its graveyard view keeps the combat pump it died with (5/2). */
    @Test
    void a_tokens_power_and_toughness_are_those_it_was_created_with() {
        ArenaImport.Game g = Sessions.game(Sessions.ROLES, 1);
        int token = index(g.lines(), "{\"type\":\"object\",\"id\":\"i403\"");
        assertThat(g.lines().get(token)).contains("\"power\":2,\"toughness\":2");
        assertThat(errorsWith(g, token, "{\"type\":\"expect\",\"object\":\"i403\",\"power\":2,\"toughness\":2}"))
                .isEmpty();
    }

    /** Warrior tokens put onto the battlefield tapped and attacking. */
    @Test
    void a_token_created_tapped_enters_tapped() {
        ArenaImport.Game g = game(Sessions.BOT, "9e112b7c");
        int token = index(g.lines(), "{\"type\":\"object\",\"id\":\"i498\"");
        assertThat(g.lines().get(token + 1)).isEqualTo("{\"type\":\"tap\",\"object\":\"i498\",\"by\":\"external\"}");
        assertThat(errorsWith(g, token + 1, "{\"type\":\"expect\",\"object\":\"i498\",\"tapped\":true}")).isEmpty();
    }

    /** Standing effects the import doesn't write are on the game line's unchecked list, never passed over. */
    @Test
    void static_effects_the_import_does_not_write_are_listed_as_unchecked() {
        String sorcerer = Sessions.game(Sessions.SORCERER, 1).lines().stream()
                .filter(l -> l.startsWith("{\"type\":\"game\"")).findFirst().orElseThrow();
        assertThat(sorcerer).contains("{\"rule\":\"613.1d\",\"what\":\"type-changing effects",
                "{\"rule\":\"613.1f\",\"what\":\"effects that remove abilities", "{\"rule\":\"613.4c\",\"what\":"
                        + "\"power/toughness effects Arena shows without their amount");
        String anthem = game(Sessions.BOT, "81ca1032").lines().stream()
                .filter(l -> l.startsWith("{\"type\":\"game\"")).findFirst().orElseThrow();
        assertThat(anthem).contains("\"rule\":\"613.4c\"");
    }

    /** A control change (the session's state 145, changed as a theft would show it) is a control line. */
    @Test
    void a_control_change_is_a_control_line() throws IOException {
        String text;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(Sessions.DIR.resolve(Sessions.ROLLBACKS)))) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String object = "\"instanceId\": 316, \"grpId\": 75536, \"type\": \"GameObjectType_Card\", \"zoneId\": 28,"
                + " \"visibility\": \"Visibility_Public\", \"ownerSeatId\": 2, \"controllerSeatId\": 2";
        String annotations = "\"annotations\": [ { \"id\": 313,";
        assertThat(text).contains(object, annotations);
        text = text.replaceFirst(java.util.regex.Pattern.quote(object), object.replace("\"controllerSeatId\": 2",
                "\"controllerSeatId\": 1")).replace(annotations, "\"annotations\": [ { \"id\": 99999, \"affectorId\":"
                + " 1, \"affectedIds\": [ 316 ], \"type\": [ \"AnnotationType_ControllerChanged\" ] }, { \"id\": 313,");
        List<ArenaImport.Game> games = new ArrayList<>();
        ArenaImport.read("x.log", new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), games::add);
        List<String> lines = games.get(0).lines();
        assertThat(lines).contains("{\"type\":\"control\",\"object\":\"i219\",\"player\":\"P1\",\"by\":\"external\"}");
        assertThat(lines).anyMatch(l -> l.startsWith("{\"type\":\"game\"") && l.contains("control-changing effects"));
    }
}
