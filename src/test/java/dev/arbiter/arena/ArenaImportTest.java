package dev.arbiter.arena;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The import on the six real sessions: every complete game with an unbroken chain is written and read by arbiter to
 * its end, or skipped with its reason; games with Role tokens or catalogue cards validate with no error finding
 * (Arena's engine is authoritative).
 */
class ArenaImportTest {
    private static final Arbiter ARBITER = Arbiter.create();

    private static LogResult validate(ArenaImport.Game g) {
        return ARBITER.validate(g.name(), new ByteArrayInputStream(Sessions.bytes(g.lines())));
    }

    private static List<Finding> errors(LogResult r) {
        return r.findings().stream().filter(f -> f.severity() == Severity.ERROR).toList();
    }

    @Test
    void writes_every_complete_game_or_says_why_not() {
        List<ArenaImport.Game> all = new ArrayList<>();
        for (Path s : Sessions.all()) {
            if (!s.getFileName().toString().equals(Sessions.DETAILED_OFF)) {
                all.addAll(Sessions.games(s.getFileName().toString()));
            }
        }
        assertThat(all).hasSize(14);
        assertThat(all).filteredOn(ArenaImport.Game::written).hasSize(12);
        assertThat(all).filteredOn(g -> !g.written()).extracting(ArenaImport.Game::skip)
                .allSatisfy(why -> assertThat(why).matches(".*(line \\d+|first turn).*"));
        for (ArenaImport.Game g : all) {
            if (g.written()) {
                LogResult r = validate(g);
                assertThat(r.status()).as(g.name() + ": " + r.error()).isNotEqualTo(LogResult.Status.ERROR);
                assertThat(r.lines()).as(g.name()).isEqualTo(g.lines().size());
            }
        }
    }

    @Test
    void games_with_roles_or_catalogue_cards_validate_without_error_findings() {
        int checked = 0;
        for (Path s : Sessions.all()) {
            if (s.getFileName().toString().equals(Sessions.DETAILED_OFF)) {
                continue;
            }
            for (ArenaImport.Game g : Sessions.games(s.getFileName().toString())) {
                // an object or token named from the catalogue (cast lines name ids, i123, not cards)
                boolean catalogue = g.lines().stream().anyMatch(l -> l.matches(".*\"(card|token)\":\"[A-Z].*"));
                if (g.written() && catalogue) {
                    checked++;
                    assertThat(errors(validate(g))).as(g.name()).isEmpty();
                }
            }
        }
        assertThat(checked).isEqualTo(10);
    }

    @Test
    void at_least_four_in_five_written_games_validate_without_error_findings() {
        int written = 0;
        int clean = 0;
        for (Path s : Sessions.all()) {
            if (s.getFileName().toString().equals(Sessions.DETAILED_OFF)) {
                continue;
            }
            for (ArenaImport.Game g : Sessions.games(s.getFileName().toString())) {
                if (g.written()) {
                    written++;
                    clean += errors(validate(g)).isEmpty() ? 1 : 0;
                }
            }
        }
        assertThat(clean * 5).isGreaterThanOrEqualTo(written * 4);
    }

    @Test
    void monstrous_rage_makes_a_monster_role_that_leaves_with_its_host() {
        ArenaImport.Game g = Sessions.game(Sessions.ROLES, 1);
        assertThat(g.lines()).anyMatch(l -> l.contains("\"type\":\"cast\"") && l.contains("\"targets\":[[\"i"));
        assertThat(g.lines()).anyMatch(l -> l.contains("\"token\":\"Monster Role\"") && l.contains("attachedTo"));
        assertThat(g.lines()).anyMatch(l -> l.matches(".*\"move\",\"object\":\"i\\d+/1\".*\"cause\":\"sba\".*"));
    }

    @Test
    void the_sorcerer_roles_attack_trigger_goes_on_the_stack_and_resolves() {
        ArenaImport.Game g = Sessions.game(Sessions.SORCERER, 1);
        int created = index(g, "\"token\":\"Sorcerer Role\"");
        // the Role's granted ability is arbiter's own, so its line names no inline ability ("arena:<id>")
        int trigger = index(g, "\"type\":\"trigger\",\"source\":\"i167\",\"controller\"");
        assertThat(created).isPositive();
        assertThat(trigger).isGreaterThan(created);
        assertThat(g.lines().get(trigger - 1)).contains("\"type\":\"attack\"");
        assertThat(g.lines().get(trigger + 1)).contains("\"type\":\"resolve\"");
    }

    @Test
    void land_plays_are_play_lines() {
        for (ArenaImport.Game g : Sessions.games(Sessions.ROLES)) {
            if (g.lines().isEmpty()) {
                continue;
            }
            assertThat(g.lines()).anyMatch(l -> l.contains("\"type\":\"play\""));
        }
    }

    @Test
    void a_triggered_ability_of_a_card_outside_the_catalogue_is_named_in_its_definition_and_resolves() {
        ArenaImport.Game g = Sessions.game(Sessions.SORCERER, 1);
        int trigger = index(g, "\"ability\":\"arena:");
        String line = g.lines().get(trigger);
        String source = line.replaceAll(".*\"source\":\"([^\"]+)\".*", "$1");
        String ability = line.replaceAll(".*\"ability\":\"([^\"]+)\".*", "$1");
        assertThat(g.lines()).anyMatch(l -> l.contains("\"id\":\"" + source + "\"") && l.contains("\"triggers\"")
                && l.contains("\"" + ability + "\""));
        assertThat(g.lines().subList(trigger, g.lines().size()))
                .anyMatch(l -> l.equals("{\"type\":\"resolve\",\"object\":\"" + source + "\"}"));
    }

    private static int index(ArenaImport.Game g, String text) {
        for (int i = 0; i < g.lines().size(); i++) {
            if (g.lines().get(i).contains(text)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void drops_the_abandoned_branch_of_each_rollback() {
        ArenaImport.Game g = Sessions.game(Sessions.ROLLBACKS, 1);
        assertThat(g.written()).isTrue();
        assertThat(g.lines().get(2)).contains("3 rollbacks dropped");
        assertThat(errors(validate(g))).isEmpty();
    }

    @Test
    void skips_a_game_with_a_hole_in_its_state_chain_saying_where() {
        ArenaImport.Game g = Sessions.game(Sessions.HOLE, 1);
        assertThat(g.written()).isFalse();
        assertThat(g.skip()).contains("hole", "line 11393", "state 460", "Message summarized");
    }

    @Test
    void a_session_with_detailed_logs_off_has_no_game_and_says_so() {
        assertThatThrownBy(() -> Sessions.games(Sessions.DETAILED_OFF)).isInstanceOf(ArenaLogException.class)
                .hasMessageContaining("detailed logs off");
    }

    @Test
    void names_each_game_after_its_file_match_and_number() {
        ArenaImport.Game g = Sessions.game(Sessions.ROLES, 3);
        assertThat(g.name()).isEqualTo(Sessions.ROLES + "#37b28807-g3");
        assertThat(g.fileName(Path.of("x/" + Sessions.ROLES)))
                .isEqualTo("session_2026-06-17_2005_pioneer-play-bo3-37b28807-g3.jsonl");
        assertThat(g.lines().get(0)).startsWith("# Imported from MTG Arena").contains("match 37b28807");
        assertThat(g.lines().get(1)).endsWith("result: seat 2 won (ResultReason_Game)"); // not game 1's concede
    }

    /** A match id is the log's text: in a damaged or made-up log it names no path outside the import's directory. */
    @Test
    void a_match_id_that_is_no_uuid_makes_a_plain_file_name_and_a_one_line_header() {
        for (String id : List.of("../../../etc", "a/b\u0000c\nd", "..", "x".repeat(100_000))) {
            ArenaImport.Game g = new ArenaImport.Game("f#x", id, 1, 1, List.of(), null, Map.of());
            String name = g.fileName(Path.of("in/Player.log"));
            assertThat(name).matches("Player-[A-Za-z0-9_-]{1,8}-g1\\.jsonl");
            assertThat(Path.of("out").resolve(name).normalize().getParent()).isEqualTo(Path.of("out"));
        }
        ArenaImport.Game longName = new ArenaImport.Game("f#x", "abc", 1, 1, List.of(), null, Map.of());
        String name = longName.fileName(Path.of("\u00e9".repeat(127) + ".log.gz")); // 254 bytes of UTF-8
        assertThat(name.getBytes(java.nio.charset.StandardCharsets.UTF_8).length).isLessThanOrEqualTo(255);
        assertThat(name).isEqualTo("\u00e9".repeat(80) + "-abc-g1.jsonl");
        ArenaGame game = new ArenaGame("Player\n.log", "a\nb" + "c".repeat(100), 1, 1, List.of(), null, 0);
        assertThat(game.shownMatch()).isEqualTo("a_b" + "c".repeat(61) + "...");
        assertThat(game.shortMatch()).isEqualTo("a_bccccc");
    }

    @Test
    void the_facade_returns_a_result_per_game_skipped_ones_as_errors() {
        List<LogResult> results = ARBITER.validateArena(Sessions.DIR.resolve(Sessions.ROLES));
        assertThat(results).extracting(LogResult::file).containsExactly(
                Sessions.DIR.resolve(Sessions.ROLES) + "#37b28807-g1", Sessions.DIR.resolve(Sessions.ROLES)
                        + "#37b28807-g2", Sessions.DIR.resolve(Sessions.ROLES) + "#37b28807-g3");
        assertThat(results).extracting(LogResult::status).containsOnly(LogResult.Status.VALID);
        List<LogResult> hole = ARBITER.validateArena(Sessions.DIR.resolve(Sessions.HOLE));
        assertThat(hole).singleElement().satisfies(r -> {
            assertThat(r.file()).isEqualTo(Sessions.DIR.resolve(Sessions.HOLE) + "#96cbb0a5-g1");
            assertThat(r.status()).isEqualTo(LogResult.Status.ERROR);
            assertThat(r.error().message()).startsWith("not imported: ");
        });
    }

    /** The first GRE message that holds no game state (a timer message of game 1), cut in half. */
    private static String nonStateLineCut(String text, int[] lineOut) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        for (int i = 1; i < lines.size(); i++) {
            String l = lines.get(i);
            if (lines.get(i - 1).endsWith("GreToClientEvent") && l.contains("TimerStateMessage")
                    && !l.contains("gameStateMessage")) {
                lines.set(i, l.substring(0, l.length() / 2));
                lineOut[0] = i + 1;
                return String.join("\n", lines) + "\n";
            }
        }
        throw new AssertionError("no timer message");
    }

    /**
     * Damage to the file that breaks no game (a message cut in half that held no state, a .gz cut after its last
     * game, a .gz whose checksum is wrong) is a result with status error under the file's name, at the damaged line
     * (and column, where known), as {@code import arena} reports it; the games are validated all the same.
     */
    @Test
    void damage_that_breaks_no_game_is_a_result_of_its_own_and_the_games_are_still_validated(@TempDir Path dir)
            throws java.io.IOException {
        String text = Sessions.text(Sessions.ROLES);
        int[] line = {0};
        Path cutLine = java.nio.file.Files.writeString(dir.resolve("cut.log"), nonStateLineCut(text, line));
        byte[] gz = Sessions.gzip(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        Path noTrailer = java.nio.file.Files.write(dir.resolve("tail.log.gz"), java.util.Arrays.copyOf(gz,
                gz.length - 8));
        byte[] badCrc = gz.clone();
        badCrc[gz.length - 8] ^= 1;
        Path crc = java.nio.file.Files.write(dir.resolve("crc.log.gz"), badCrc);
        int lines = (int) text.chars().filter(c -> c == '\n').count();
        for (Path f : List.of(cutLine, noTrailer, crc)) {
            List<LogResult> results = ARBITER.validateArena(f);
            assertThat(results).extracting(LogResult::file).containsExactly(f + "#37b28807-g1", f + "#37b28807-g2",
                    f + "#37b28807-g3", f.toString());
            assertThat(results.get(0).status()).as(f.toString()).isEqualTo(LogResult.Status.VALID);
            assertThat(results.get(2).status()).isEqualTo(LogResult.Status.VALID);
            LogResult damage = results.get(3);
            assertThat(damage.status()).isEqualTo(LogResult.Status.ERROR);
            if (f == cutLine) {
                assertThat(damage.error().line()).isEqualTo(line[0]);
                assertThat(damage.error().column()).isPositive();
                assertThat(damage.error().message()).startsWith("malformed JSON in a GRE message at column "
                        + damage.error().column() + ": ");
            } else if (f == noTrailer) {
                assertThat(damage.error().line()).isEqualTo(lines);
                assertThat(damage.error().message()).contains("ends early");
            } else {
                // a checksum is checked at the end: the garbled line can't be known, so none is named
                assertThat(damage.error().line()).isZero();
                assertThat(damage.error().message()).contains("does not match the checksum", "may be garbled");
            }
        }
    }

    /** A game that damage breaks is reported at the damaged line and column, not at its first line. */
    @Test
    void a_game_cut_by_damage_is_reported_at_the_damaged_line_and_column(@TempDir Path dir)
            throws java.io.IOException {
        String text = Sessions.text(Sessions.ROLES);
        String cutAt = "\"gameStateId\": 200,";
        String head = text.substring(0, text.indexOf(cutAt));
        int line = (int) head.chars().filter(c -> c == '\n').count() + 1;
        int column = head.length() - head.lastIndexOf('\n');
        Path cut = java.nio.file.Files.writeString(dir.resolve("cut.log"), head);
        List<LogResult> results = ARBITER.validateArena(cut);
        assertThat(results).singleElement().satisfies(r -> {
            assertThat(r.file()).isEqualTo(cut + "#37b28807-g1");
            assertThat(r.status()).isEqualTo(LogResult.Status.ERROR);
            assertThat(r.error().line()).isEqualTo(line);
            assertThat(r.error().column()).isEqualTo(column);
            assertThat(r.error().message()).startsWith("not imported: the game never ends in the log")
                    .contains("line " + line + " is damaged (malformed JSON in a GRE message at column " + column);
        });
    }

    /**
     * A gzip file that can't be decompressed is said to be one, by validate as by import (not read as an mtglog/1
     * text of compressed bytes); one whose checksum is wrong and that yields no game state gets no hint of detailed
     * logs being off, and no line, since the garbled one can't be known.
     */
    @Test
    void a_gzip_that_cant_be_read_is_said_to_be_one(@TempDir Path dir) throws java.io.IOException {
        String text = Sessions.text(Sessions.ROLES);
        byte[] gz = Sessions.gzip(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        byte[] early = gz.clone();
        java.util.Arrays.fill(early, 12, 40, (byte) 0xff);
        byte[] header = java.util.Arrays.copyOf(early, 18);
        for (byte[] bad : List.of(early, header)) {
            Path f = java.nio.file.Files.write(dir.resolve("bad.log.gz"), bad);
            assertThat(Arbiter.isArenaLog(f)).isTrue();
            assertThat(ARBITER.validateArena(f)).singleElement().satisfies(r -> {
                assertThat(r.file()).isEqualTo(f.toString());
                assertThat(r.status()).isEqualTo(LogResult.Status.ERROR);
                assertThat(r.error().message()).startsWith("not a readable gzip file: ");
            });
        }
        String head = String.join("\n", text.lines().limit(300).toList()) + "\n"; // Unity's lines, no game state
        byte[] crc = Sessions.gzip(head.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        crc[crc.length - 8] ^= 1;
        Path f = java.nio.file.Files.write(dir.resolve("crc.log.gz"), crc);
        assertThat(ARBITER.validateArena(f)).singleElement().satisfies(r -> {
            assertThat(r.error().line()).isZero();
            assertThat(r.error().message()).startsWith("no game state could be read from the log: the compressed"
                    + " file is corrupt: its data does not match the checksum").doesNotContain("detailed logs");
        });
    }
}
