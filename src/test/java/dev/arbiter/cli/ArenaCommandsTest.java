package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter import arena} and the Player.log input of validate and explain, on the real sessions. */
class ArenaCommandsTest {
    private static final Path ARENA = Path.of("src/test/resources/arena");
    private static final String ROLES = ARENA.resolve("session_2026-06-17_2005_pioneer-play-bo3.log.gz").toString();
    private static final String HOLE = ARENA.resolve("session_2026-05-13_0952_recycle-defect-trigger.log.gz")
            .toString();

    @TempDir
    Path dir;

    @Test
    void import_writes_each_complete_game_and_says_which_it_skipped() throws IOException {
        Cli r = Cli.run("import", "arena", "-o", dir.toString(), ROLES);
        assertThat(r.code()).as(r.both()).isZero();
        Path g1 = dir.resolve("session_2026-06-17_2005_pioneer-play-bo3-37b28807-g1.jsonl");
        assertThat(r.out()).contains("wrote " + g1 + " (" + Files.readAllLines(g1).size() + " lines)")
                .contains("-37b28807-g2.jsonl (").contains("-37b28807-g3.jsonl (").doesNotContain("skipped");
        assertThat(Files.readAllLines(g1).get(0)).startsWith("# Imported from MTG Arena by arbiter: " + ROLES);
        assertThat(r.err()).contains("3 of 3 games written").contains("Player.log lines/s");
        Cli hole = Cli.run("import", "arena", "-o", dir.toString(), HOLE);
        assertThat(hole.out()).contains("skipped " + HOLE + "#96cbb0a5-g1: a hole in the game-state chain");
        assertThat(hole.err()).contains("0 of 1 games written");
        assertThat(Cli.run("validate", g1.toString()).code()).isZero();
    }

    @Test
    void import_exits_3_when_a_file_is_no_arena_log_and_still_imports_the_others() throws IOException {
        Path bogus = Files.writeString(dir.resolve("notes.txt"), "hello\n");
        Cli r = Cli.run("import", "arena", "-o", dir.resolve("out").toString(), bogus.toString(), HOLE);
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.err()).contains(bogus + ":1: not an MTG Arena Player.log");
        assertThat(r.out()).contains("skipped " + HOLE + "#96cbb0a5-g1: a hole in the game-state chain at line 11393");
        assertThat(r.leaksStackTrace()).isFalse();
    }

    @Test
    void import_of_files_none_of_which_is_an_arena_log_says_so_instead_of_a_rate() throws IOException {
        Path bogus = Files.writeString(dir.resolve("notes.txt"), "hello\nworld\n");
        Cli r = Cli.run("import", "arena", "-o", dir.resolve("out").toString(), bogus.toString());
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.err()).contains(bogus + ":1: not an MTG Arena Player.log")
                .contains("no game written: none of the files could be read as an MTG Arena Player.log")
                .doesNotContain("lines/s");
    }

    @Test
    void import_names_what_it_wrote_simplified_and_does_not_check() throws IOException {
        Cli r = Cli.run("import", "arena", "-o", dir.toString(), ROLES);
        // game 1 holds a face-down creature (a manifest) and a card with an Adventure (docs/arena.md)
        String faceDown = "face-down permanents (written as nameless 2/2 creatures; turning face up not checked) x1";
        assertThat(r.out()).contains(faceDown).contains("adventurer cards (written as the face first seen");
        Path g1 = dir.resolve("session_2026-06-17_2005_pioneer-play-bo3-37b28807-g1.jsonl");
        List<String> lines = Files.readAllLines(g1);
        assertThat(lines).anyMatch(l -> l.startsWith("# not imported: ") && l.contains(faceDown));
        // and the game line lists them, each under its rule, for validation to warn of (mtglog §2)
        assertThat(lines).filteredOn(l -> l.startsWith("{\"type\":\"game\"")).singleElement().asString()
                .contains("{\"rule\":\"708\",\"what\":\"face-down permanents").contains("{\"rule\":\"715\",");
    }

    @Test
    void validate_of_a_player_log_warns_of_what_each_game_leaves_unchecked() {
        Cli r = Cli.run("validate", ROLES);
        assertThat(r.out()).contains(ROLES + "#37b28807-g1:").contains(": warning 100.1: not checked (CR 708):"
                + " face-down permanents").contains(": warning 100.1: not checked (CR 715): adventurer cards");
        assertThat(r.leaksStackTrace()).isFalse();
    }

    @Test
    void the_same_game_from_two_files_is_written_twice_under_two_names() throws IOException {
        Path copy = Files.copy(Path.of(ROLES), dir.resolve("Player.log.gz"));
        Path out = dir.resolve("out");
        Cli r = Cli.run("import", "arena", "-o", out.toString(), ROLES, ROLES, copy.toString());
        assertThat(r.code()).as(r.both()).isZero();
        assertThat(out.resolve("session_2026-06-17_2005_pioneer-play-bo3-37b28807-g1.jsonl")).exists();
        assertThat(out.resolve("session_2026-06-17_2005_pioneer-play-bo3-37b28807-g1-2.jsonl")).exists();
        assertThat(out.resolve("Player-37b28807-g1.jsonl")).exists();
        assertThat(r.err()).contains("9 of 9 games written");
        try (var files = Files.list(out)) {
            assertThat(files.count()).isEqualTo(9);
        }
    }

    @Test
    void import_exits_3_for_a_damaged_file_and_still_writes_the_games_before_the_damage() throws IOException {
        byte[] whole = Files.readAllBytes(Path.of(ROLES));
        Path cut = Files.write(dir.resolve("cut.log.gz"), java.util.Arrays.copyOf(whole, whole.length * 9 / 10));
        Cli r = Cli.run("import", "arena", "-o", dir.resolve("out").toString(), cut.toString());
        assertThat(r.code()).as(r.both()).isEqualTo(3);
        assertThat(r.err()).contains("the compressed file ends early");
        assertThat(r.out()).contains("wrote ").contains("-g1.jsonl");
        assertThat(r.leaksStackTrace()).isFalse();
    }

    /** validate reports the damage import reports (exit 3), and validates the games all the same. */
    @Test
    void validate_exits_3_for_a_damaged_file_naming_the_damage_and_still_validates_its_games() throws IOException {
        byte[] whole = Files.readAllBytes(Path.of(ROLES));
        Path cut = Files.write(dir.resolve("tail.log.gz"), java.util.Arrays.copyOf(whole, whole.length - 8));
        Cli r = Cli.run("validate", cut.toString());
        assertThat(r.code()).as(r.both()).isEqualTo(3);
        assertThat(r.out()).containsPattern(java.util.regex.Pattern.quote(cut.toString())
                + ":[0-9]+: error: the compressed file ends early, after line [0-9]+ \\(a truncated \\.gz\\)")
                .contains("4 logs: 3 valid, 0 invalid, 1 error");
        assertThat(r.leaksStackTrace()).isFalse();
    }

    @Test
    void a_game_log_that_cant_be_written_is_a_write_failure_and_leaves_nothing_cut() throws IOException {
        Path first = dir.resolve("first");
        Cli once = Cli.run("import", "arena", "-o", first.toString(), ROLES);
        assertThat(once.code()).as(once.both()).isZero();
        String name;
        try (Stream<Path> s = Files.list(first)) {
            name = s.map(p -> p.getFileName().toString()).sorted().findFirst().orElseThrow();
        }
        // the game's name is taken by a folder: the log can't be put in its place
        Path out = dir.resolve("out");
        Files.writeString(Files.createDirectories(out.resolve(name)).resolve("keep"), "kept");

        Cli r = Cli.run("import", "arena", "-o", out.toString(), ROLES);

        assertThat(r.code()).as(r.both()).isEqualTo(Output.WRITE_FAILED);
        assertThat(r.err()).contains("arbiter: can't write " + out.resolve(name));
        assertThat(r.leaksStackTrace()).isFalse();
        try (Stream<Path> s = Files.list(out)) {
            assertThat(s.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
        assertThat(out.resolve(name).resolve("keep")).hasContent("kept");
    }

    @Test
    void import_to_a_full_standard_output_is_a_write_failure_naming_it() {
        Cli r = Cli.fullDisk("import", "arena", "-o", dir.toString(), ROLES);
        assertThat(r.code()).as(r.both()).isEqualTo(Output.WRITE_FAILED);
        assertThat(r.err()).contains("arbiter: can't write the report to standard output: No space left on device");
        assertThat(r.leaksStackTrace()).isFalse();
    }

    @Test
    void import_into_a_file_says_it_is_not_a_directory() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "hello\n");
        Cli r = Cli.run("import", "arena", "-o", file.toString(), ROLES);
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("arbiter: can't write to " + file + ": it is a file, not a directory\n");
    }

    @Test
    void import_without_a_file_is_a_usage_error() {
        assertThat(Cli.run("import", "arena").code()).isEqualTo(2);
    }

    @Test
    void validate_recognises_a_player_log_on_standard_input_compressed_or_not() throws IOException {
        // it was read as an mtglog/1 log: "malformed JSON" for the plain file, "binary data" for the gzip one
        byte[] gz = Files.readAllBytes(Path.of(ROLES));
        byte[] plain;
        try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(gz))) {
            plain = in.readAllBytes();
        }
        for (byte[] bytes : List.of(gz, plain)) {
            Cli r = Cli.run(new java.io.ByteArrayInputStream(bytes), "validate", "-");
            assertThat(r.code()).as(r.both()).isEqualTo(0);
            assertThat(r.out()).contains("<stdin>#37b28807-g1:").contains("3 logs: 3 valid, 0 invalid, 0 errors");
        }
        assertThat(Cli.stdin(Logs.VALID, "validate", "-").out()).contains("1 log: 1 valid");
    }

    @Test
    void validate_reads_a_player_log_by_its_content_reporting_each_game() {
        Cli r = Cli.run("validate", "-f", "json", ROLES, HOLE);
        assertThat(r.code()).as(r.both()).isEqualTo(3); // the hole's game is not imported
        assertThat(r.out()).contains("\"file\":\"" + ROLES + "#37b28807-g1\",\"status\":\"valid\"")
                .contains("\"file\":\"" + ROLES + "#37b28807-g2\",\"status\":\"valid\"")
                .contains("\"file\":\"" + ROLES + "#37b28807-g3\",\"status\":\"valid\"")
                .contains("\"file\":\"" + HOLE + "#96cbb0a5-g1\",\"status\":\"error\"")
                .contains("not imported: a hole in the game-state chain");
    }

    @Test
    void explain_plays_each_game_of_a_player_log() {
        Cli r = Cli.run("explain", ROLES);
        assertThat(r.out()).contains("Monster Role").contains("#37b28807-g3");
        assertThat(r.leaksStackTrace()).isFalse();
    }

    @Test
    void every_line_the_import_writes_matches_the_schema() throws IOException {
        Cli r = Cli.run("import", "arena", "-o", dir.toString(), ROLES,
                ARENA.resolve("session_2026-04-29_2311.log.gz").toString(),
                ARENA.resolve("session_2026-03-08_1103_standard-bo1-log-rotated.log.gz").toString());
        assertThat(r.code()).isZero();
        java.util.List<String> wrong = new java.util.ArrayList<>();
        try (java.util.stream.Stream<Path> logs = Files.list(dir)) {
            for (Path log : logs.toList()) {
                for (String l : Files.readAllLines(log)) {
                    if (!l.startsWith("#") && !SchemaTest.errors(l).isEmpty()) {
                        wrong.add(log.getFileName() + ": " + l + " " + SchemaTest.errors(l));
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }
}
