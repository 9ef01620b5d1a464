package dev.arbiter.arena;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.Severity;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Violations injected into imported real games are found: each test changes one thing in a game Arena played
 * legally and expects arbiter's finding for it.
 */
class ArenaViolationsTest {
    private static final Arbiter ARBITER = Arbiter.create();
    /** The Monster Role that Monstrous Rage i228 makes on i229 in game 1 of the 2005 session. */
    private static final String ROLE = "i228/1";

    private static List<String> roleGame() {
        return Sessions.game(Sessions.ROLES, 1).lines();
    }

    private static List<Finding> errors(List<String> lines) {
        LogResult r = ARBITER.validate("mutated", new ByteArrayInputStream(Sessions.bytes(lines)));
        assertThat(r.status()).as(String.valueOf(r.error())).isNotEqualTo(LogResult.Status.ERROR);
        return r.findings().stream().filter(f -> f.severity() == Severity.ERROR).toList();
    }

    private static List<String> edit(List<String> lines, UnaryOperator<String> change) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            String c = change.apply(l);
            if (c != null) {
                out.add(c);
            }
        }
        return out;
    }

    private static String creation(List<String> lines) {
        return lines.stream().filter(l -> l.contains("\"create_token\"") && l.contains("\"id\":\"" + ROLE + "\""))
                .findFirst().orElseThrow();
    }

    @Test
    void the_unmutated_game_has_no_error_finding_on_its_role() {
        assertThat(errors(roleGame())).noneMatch(f -> f.objects().contains(ROLE));
    }

    @Test
    void the_roles_state_based_move_and_cease_removed_after_its_host_left_is_704_5m() {
        List<String> lines = edit(roleGame(), l -> l.contains("\"object\":\"" + ROLE + "\"")
                && (l.contains("\"cause\":\"sba\"") || l.contains("\"cease\"")) ? null : l);
        assertThat(errors(lines)).anyMatch(f -> f.rule().equals("704.5m"));
    }

    @Test
    void monstrous_rages_role_creation_removed_is_608_2c() {
        List<String> lines = edit(roleGame(), l -> l.contains(ROLE) ? null : l);
        assertThat(errors(lines)).anyMatch(f -> f.rule().equals("608.2c"));
    }

    /** A second Role for P2 on the Role's host, right after the first: the lines given are added after it. */
    private static List<String> secondRole(String... after) {
        List<String> base = roleGame();
        String made = creation(base);
        List<String> lines = new ArrayList<>(base);
        List<String> added = new ArrayList<>(List.of("{\"type\":\"create_token\",\"id\":\"x1\",\"token\":"
                + "\"Sorcerer Role\",\"controller\":\"P2\",\"attachedTo\":\"i229\",\"by\":\"external\"}"));
        added.addAll(List.of(after));
        lines.addAll(base.indexOf(made) + 1, added);
        return lines;
    }

    @Test
    void a_second_role_of_the_same_controller_kept_on_the_host_is_704_5y() {
        assertThat(errors(secondRole())).anyMatch(f -> f.rule().equals("704.5y"));
    }

    @Test
    void the_newer_role_put_away_instead_of_the_older_is_704_5y() {
        List<String> lines = secondRole(
                "{\"type\":\"move\",\"object\":\"x1\",\"from\":\"battlefield\",\"to\":\"graveyard\",\"cause\":\"sba\"}",
                "{\"type\":\"cease\",\"object\":\"x1\"}");
        assertThat(errors(lines)).anyMatch(f -> f.rule().equals("704.5y"));
    }

    @Test
    void the_roles_controller_changed_is_111_2() {
        List<String> base = roleGame();
        String made = creation(base);
        List<String> lines = edit(base, l -> l.equals(made) ? l.replace("\"controller\":\"P2\"",
                "\"controller\":\"P1\"") : l);
        assertThat(errors(lines)).anyMatch(f -> f.rule().equals("111.2"));
    }

    @Test
    void the_sorcerer_roles_attack_trigger_line_removed_is_603_3() {
        List<String> base = Sessions.game(Sessions.SORCERER, 1).lines();
        assertThat(errors(base)).noneMatch(f -> f.rule().startsWith("603"));
        int at = base.indexOf(base.stream().filter(l -> l.contains("\"type\":\"trigger\"")
                && !l.contains("\"ability\":\"arena:")).findFirst().orElseThrow());
        List<String> lines = new ArrayList<>(base);
        lines.remove(at + 1); // the trigger's resolution: without its trigger line there is nothing to resolve
        lines.remove(at);
        assertThat(errors(lines)).anyMatch(f -> f.rule().equals("603.3"));
    }

    @Test
    void a_cipher_card_encoded_on_an_attacker_without_its_trigger_is_603_2c() {
        List<String> lines = new ArrayList<>(Sessions.game(Sessions.ROLES, 3).lines());
        // the first combat damage line in which an attacker deals damage to a player
        int damage = -1;
        String attacker = null;
        for (int i = 0; i < lines.size() && damage < 0; i++) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{\"source\":\"(i\\d+)\",\"to\":\"P\\d\"")
                    .matcher(lines.get(i));
            if (lines.get(i).contains("\"combat\":true") && m.find()) {
                damage = i;
                attacker = m.group(1);
            }
        }
        assertThat(damage).isPositive();
        int attack = damage;
        while (!lines.get(attack).contains("\"type\":\"attack\"")) {
            attack--;
        }
        String active = lines.subList(0, attack).stream().filter(l -> l.contains("\"type\":\"turn\""))
                .reduce((a, b) -> b).orElseThrow().replaceAll(".*\"active\":\"(P\\d)\".*", "$1");
        // Shadow Slice, exiled encoded on the attacker before it attacks; the log then shows no cipher trigger
        lines.add(attack, "{\"type\":\"object\",\"id\":\"ss\",\"card\":\"Shadow Slice\",\"owner\":\"" + active
                + "\",\"zone\":\"exile\",\"encodedOn\":\"" + attacker + "\"}");
        assertThat(errors(lines)).anyMatch(f -> f.rule().equals("603.2c"));
    }

    @Test
    void a_land_played_in_the_untap_step_is_305_1() {
        List<String> base = roleGame();
        assertThat(errors(base)).noneMatch(f -> f.rule().startsWith("305"));
        int firstTurn = base.indexOf(base.stream().filter(l -> l.contains("\"type\":\"turn\"")).findFirst().orElseThrow());
        // a land of the opening hand, played on a later turn: moved to the start of that turn
        int play = -1;
        for (int i = firstTurn + 1; i < base.size() && play < 0; i++) {
            String l = base.get(i);
            String card = l.contains("\"type\":\"play\"") ? l.replaceAll(".*\"card\":\"([^\"]+)\".*", "$1") : null;
            if (card != null && base.subList(0, firstTurn).stream().anyMatch(o -> o.contains("\"id\":\"" + card + "\"")
                    && o.contains("\"zone\":\"hand\"")) && base.subList(firstTurn + 1, i).stream()
                    .anyMatch(t -> t.contains("\"type\":\"turn\""))) {
                play = i;
            }
        }
        assertThat(play).isPositive();
        int turn = play;
        while (!base.get(turn).contains("\"type\":\"turn\"")) {
            turn--;
        }
        List<String> lines = new ArrayList<>(base);
        String moved = lines.remove(play);
        lines.add(turn + 1, moved);
        String card = moved.replaceAll(".*\"card\":\"([^\"]+)\".*", "$1");
        assertThat(errors(lines)).anyMatch(f -> f.rule().equals("305.1") && f.objects().contains(card));
    }

    @Test
    void a_triggered_ability_of_a_card_outside_the_catalogue_under_the_other_player_is_603_3a() {
        List<String> base = Sessions.game(Sessions.SORCERER, 1).lines();
        assertThat(errors(base)).noneMatch(f -> f.rule().startsWith("603"));
        int at = base.indexOf(base.stream().filter(l -> l.contains("\"ability\":\"arena:")).findFirst().orElseThrow());
        List<String> lines = new ArrayList<>(base);
        String line = lines.get(at);
        lines.set(at, line.contains("\"controller\":\"P1\"") ? line.replace("\"controller\":\"P1\"", "\"controller\":\"P2\"")
                : line.replace("\"controller\":\"P2\"", "\"controller\":\"P1\""));
        String source = line.replaceAll(".*\"source\":\"([^\"]+)\".*", "$1");
        assertThat(errors(lines)).anyMatch(f -> f.rule().equals("603.3a") && f.objects().contains(source));
    }
}
