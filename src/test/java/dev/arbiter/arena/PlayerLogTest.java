package dev.arbiter.arena;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Bad input: a file that is no Arena log, a truncated .gz, a log cut mid-message, malformed JSON in a message,
 * unknown annotation types. Each gets a message naming the line; the other games are still read.
 */
class PlayerLogTest {
    private record Read(List<ArenaImport.Game> games, PlayerLog.Summary summary) {
    }

    private static Read read(byte[] content) {
        List<ArenaImport.Game> games = new ArrayList<>();
        PlayerLog.Summary s = ArenaImport.read("x.log", new ByteArrayInputStream(content), games::add);
        return new Read(games, s);
    }

    private static String session(String name) {
        return Sessions.text(name);
    }

    private static byte[] gzip(byte[] b) {
        return Sessions.gzip(b);
    }

    @Test
    void a_file_that_is_no_arena_log_is_refused_at_its_first_line() {
        byte[] jsonl = "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"]}\n"
                .getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> read(jsonl)).isInstanceOf(ArenaLogException.class)
                .hasMessageContaining("not an MTG Arena Player.log").extracting("line").isEqualTo(1);
        assertThatThrownBy(() -> read(new byte[0])).hasMessageContaining("empty");
    }

    /**
     * Before the log shows itself as Arena's, a line is held only as long as Unity's first lines can be (64 Ki
     * characters): a longer one that is no JSON ends the search there, not 64 Mi characters deep (about 230 MB of
     * heap). One that starts as JSON — a client message of a few MB at the head of a log cut there — is read past
     * without being held, and the search for Unity's logger goes on.
     */
    @Test
    void a_long_line_before_any_line_of_unitys_logger_is_refused_at_its_line_unless_it_is_json(@TempDir Path dir)
            throws IOException {
        byte[] text = ("Mono path[0] = 'x'\n" + "x".repeat((1 << 16) + 1) + "\n").getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> read(text)).isInstanceOf(ArenaLogException.class)
                .hasMessage("not an MTG Arena Player.log: line 2 is longer than 65536 characters, before any line"
                        + " of Unity's [UnityCrossThreadLogger]").extracting("line").isEqualTo(2);
        assertThat(PlayerLog.recognise(Files.write(dir.resolve("x.log"), text))).isFalse();
        // after the logger's first line, a message of a few MB is read
        byte[] arena = ("[UnityCrossThreadLogger]started\n" + "y".repeat(1 << 20) + "\n")
                .getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> read(arena)).hasMessageNotContaining("longer than");
        // a log cut at its head, in a message over 64 Ki characters
        String cut = "{ \"Formats\": [" + "{ \"name\": \"FDNOM1\" }, ".repeat(4000) + "{} ] }\n"
                + session(Sessions.ROLES);
        Path headCut = Files.writeString(dir.resolve("Player.log"), cut);
        assertThat(PlayerLog.recognise(headCut)).isTrue();
        assertThat(read(cut.getBytes(StandardCharsets.UTF_8)).games()).hasSize(3);
    }

    /**
     * A log cut at its head can start in a pretty-printed client message, whose first line is "{": it is Arena's by
     * its logger's lines after it. A first line in JSON is an mtglog/1 log's when it is a game line; a file with no
     * line of Unity's logger in its first 400 lines is not taken for Arena's.
     */
    @Test
    void a_log_cut_at_its_head_in_a_json_message_is_recognised(@TempDir Path dir) throws IOException {
        List<String> lines = session(Sessions.ROLES).lines().toList();
        int brace = lines.indexOf("{");
        assertThat(brace).as("a pretty-printed message").isPositive();
        Path cut = Files.writeString(dir.resolve("Player.log"),
                String.join("\n", lines.subList(brace, lines.size())) + "\n");
        assertThat(PlayerLog.recognise(cut)).isTrue();
        Path mtglog = Files.writeString(dir.resolve("game.jsonl"), "{\"type\": \"game\", \"format\": \"mtglog/1\","
                + " \"players\": [\"P1\", \"P2\"]}\n{\"type\":\"turn\",\"player\":\"P1\"}\n");
        assertThat(PlayerLog.recognise(mtglog)).isFalse();
        String late = "{\n" + "  \"x\": 1,\n".repeat(400) + "}\n[UnityCrossThreadLogger]started\n";
        assertThat(PlayerLog.recognise(Files.writeString(dir.resolve("late.log"), late))).isFalse();
    }

    @Test
    void reads_a_plain_log_as_well_as_a_compressed_one() throws IOException {
        Read r = read(session(Sessions.ROLES).getBytes(StandardCharsets.UTF_8));
        assertThat(r.games()).hasSize(3);
        List<String> plain = r.games().get(0).lines();
        List<String> gz = Sessions.game(Sessions.ROLES, 1).lines();
        assertThat(plain.subList(1, plain.size())).isEqualTo(gz.subList(1, gz.size())); // line 0 names the file
    }

    @Test
    void a_truncated_gz_keeps_the_games_before_the_cut_and_skips_the_one_it_cut() throws IOException {
        byte[] gz = Files.readAllBytes(Sessions.DIR.resolve(Sessions.ROLES));
        Read r = read(Arrays.copyOf(gz, gz.length * 8 / 10));
        assertThat(r.games().get(0).written()).as(r.games().get(0).skip()).isTrue();
        ArenaImport.Game last = r.games().get(r.games().size() - 1);
        assertThat(last.written()).isFalse();
        assertThat(last.skip()).contains("never ends", "truncated .gz");
        assertThat(r.summary().problems()).anyMatch(p -> p.message().contains("truncated"));
    }

    @Test
    void a_log_cut_in_the_middle_of_a_message_says_where() throws IOException {
        String text = session(Sessions.ROLES);
        int at = text.indexOf("\"gameStateId\": 200,");
        Read r = read(text.substring(0, at).getBytes(StandardCharsets.UTF_8));
        assertThat(r.summary().problems()).anyMatch(p -> p.message().startsWith("malformed JSON") && p.line() > 0);
        assertThat(r.games().get(r.games().size() - 1).skip()).contains("never ends");
    }

    @Test
    void malformed_json_in_a_message_is_reported_with_its_line_and_the_game_skipped_at_the_hole() throws IOException {
        String text = session(Sessions.ROLES);
        int at = text.indexOf("\"gameStateId\": 40,");
        String bad = text.substring(0, at) + "\"gameStateId\": 40,,," + text.substring(at + "\"gameStateId\": 40,".length());
        int line = (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
        Read r = read(gzip(bad.getBytes(StandardCharsets.UTF_8)));
        assertThat(r.summary().problems()).anyMatch(p -> p.line() == line && p.message().contains("malformed JSON"));
        assertThat(r.games()).hasSize(3);
        // the hole names the damaged line as its cause, not only the state it lacks
        assertThat(r.games().get(0).skip()).contains("hole").contains("line " + line + " is damaged (malformed JSON");
        assertThat(r.games().get(2).written()).isTrue();
        assertThat(r.summary().problems()).allMatch(p -> !p.message().contains("malformed") || p.damage());
    }

    /**
     * A message past Jackson's limits (a number of 1,001 digits, JSON nested 300 deep) or in no shape of Arena's is a
     * damaged line like malformed JSON: reported at its line, the game with the hole skipped, the others read.
     */
    @Test
    void a_message_past_the_json_limits_or_in_no_shape_of_arenas_is_a_damaged_line() throws IOException {
        String text = session(Sessions.ROLES);
        String field = "\"gameStateId\": 40,";
        int at = text.indexOf(field);
        int line = (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
        int start = text.lastIndexOf('\n', at) + 1;
        int end = text.indexOf('\n', at);
        for (String bad : List.of(field + " \"x\": " + "9".repeat(1001) + ",",
                field + " \"x\": " + "[".repeat(300) + "]".repeat(300) + ",")) {
            Read r = read(gzip((text.substring(0, at) + bad + text.substring(at + field.length()))
                    .getBytes(StandardCharsets.UTF_8)));
            assertThat(r.summary().problems()).anyMatch(p -> p.line() == line && p.damage()
                    && p.message().startsWith("malformed JSON in a GRE message at column "));
            assertThat(r.games()).hasSize(3);
            assertThat(r.games().get(0).skip()).contains("line " + line + " is damaged");
            assertThat(r.games().get(2).written()).isTrue();
        }
        for (String shape : List.of("{\"greToClientEvent\":{\"greToClientMessages\":7}}",
                "{\"greToClientEvent\":{\"greToClientMessages\":[{\"gameStateMessage\":[]}]}}")) {
            Read r = read(gzip((text.substring(0, start) + shape + text.substring(end))
                    .getBytes(StandardCharsets.UTF_8)));
            assertThat(r.summary().problems()).anyMatch(p -> p.line() == line && p.damage());
            assertThat(r.games().get(0).skip()).contains("line " + line + " is damaged");
        }
    }

    /**
     * A line longer than any message (64 Mi characters in a real log; here the limit is lowered for the test) is
     * damaged: it is read past without being held, reported at its own line, and the games after it are read. The
     * game it falls in has a hole if the line held one of its states.
     */
    @Test
    void a_line_longer_than_any_message_is_skipped_and_the_games_after_it_are_read() throws IOException {
        String text = session(Sessions.ROLES);
        List<String> lines = new ArrayList<>(text.lines().toList());
        int limit = 1 << 20;
        int third = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("\"gameNumber\": 3") || lines.get(i).contains("\"gameNumber\":3")) {
                third = i;
                break;
            }
        }
        assertThat(third).as("a message of game 3").isPositive();
        // a junk line of its own just before game 3's first message, which the reading must get past
        lines.add(third - 1, "x".repeat(limit + 1));
        int junk = third; // its line number
        List<PlayerLog.Problem> problems = new ArrayList<>();
        List<ArenaGame> games = new ArrayList<>();
        PlayerLog.Summary s = PlayerLog.read("x.log", new ByteArrayInputStream((String.join("\n", lines) + "\n")
                .getBytes(StandardCharsets.UTF_8)), games::add, limit);
        assertThat(s.problems()).anyMatch(p -> p.line() == junk && p.damage()
                && p.message().equals("line " + junk + " is longer than " + limit + " characters: skipped"));
        assertThat(games).hasSize(3);
        assertThat(games.get(2).number()).isEqualTo(3);
        assertThat(games.get(2).skip()).isNull();
    }

    /**
     * Before the log shows itself as Arena's, a long line is not read past: a file that is no log (a gigabyte of
     * zeros, a gzip bomb) is refused after its first 64 Ki characters, not read to its end.
     */
    @Test
    void a_long_line_before_any_line_of_unitys_logger_is_not_read_to_its_end() {
        long[] read = {0};
        InputStream zeros = new InputStream() {
            @Override
            public int read() {
                read[0]++;
                return read[0] > (256L << 20) ? -1 : '0';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                int n = (int) Math.min(len, (256L << 20) - read[0]);
                if (n <= 0) {
                    return -1;
                }
                Arrays.fill(b, off, off + n, (byte) '0');
                read[0] += n;
                return n;
            }
        };
        assertThatThrownBy(() -> ArenaImport.read("zeros.log", zeros, g -> { }))
                .hasMessageContaining("its first line is longer than 65536 characters");
        assertThat(read[0]).isLessThan(1 << 20);
    }

    /**
     * Gzip files may hold several members, which are read one after the other. Bytes after the last member that are
     * no member (a second part whose header is damaged) end the JDK's stream without a word; here they are damage,
     * reported, and the games before them are read.
     */
    @Test
    void bytes_after_the_last_gzip_member_that_are_no_member_are_reported() throws IOException {
        String text = session(Sessions.ROLES);
        int half = text.indexOf('\n', text.length() / 2) + 1;
        byte[] first = gzip(text.substring(0, half).getBytes(StandardCharsets.UTF_8));
        byte[] second = gzip(text.substring(half).getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream two = new ByteArrayOutputStream();
        two.write(first);
        two.write(second);
        two.write(new byte[100]); // zeros after the last member: padding, which gzip accepts too
        Read whole = read(two.toByteArray());
        assertThat(whole.games()).hasSize(3);
        assertThat(whole.summary().problems()).noneMatch(PlayerLog.Problem::damage);

        for (int junk : new int[] {20, 100_000}) {
            byte[] damaged = Arrays.copyOf(second, junk);
            damaged[0] = 0; // no gzip magic: no member header
            ByteArrayOutputStream bad = new ByteArrayOutputStream();
            bad.write(first);
            bad.write(damaged);
            Read r = read(bad.toByteArray());
            assertThat(r.summary().problems()).as("%d bytes", junk).anyMatch(p -> p.damage()
                    && p.message().startsWith("the compressed file goes on after the end of its compressed data"));
            assertThat(r.games()).isNotEmpty();
        }
    }

    /** A log whose head is cut off can begin with states that name no match: they belong to the game after them. */
    @Test
    void a_log_cut_at_its_head_is_one_game_that_starts_in_its_middle() throws IOException {
        String text = session("session_2026-05-06_2224_parser-type-field-drop-trigger.log.gz");
        String cut = String.join("\n", text.lines().skip(1500).toList()) + "\n";
        Read r = read(cut.getBytes(StandardCharsets.UTF_8));
        assertThat(r.games()).singleElement().satisfies(g -> {
            assertThat(g.name()).endsWith("#fe78bfe3-g1");
            assertThat(g.skip()).contains("starts in the middle of the game");
        });
    }

    @Test
    void lines_are_numbered_as_grep_numbers_them_whatever_carriage_returns_they_end_with() throws IOException {
        String text = session(Sessions.ROLES);
        Read plain = read(text.getBytes(StandardCharsets.UTF_8));
        Read doubled = read(text.replace("\n", "\r\r\n").getBytes(StandardCharsets.UTF_8));
        assertThat(doubled.summary().lines()).isEqualTo(plain.summary().lines())
                .isEqualTo((int) text.chars().filter(c -> c == '\n').count());
    }

    @Test
    void unknown_annotation_types_are_counted_not_fatal() throws IOException {
        String text = session(Sessions.ROLES).replace("AnnotationType_Scry", "AnnotationType_FromTheFuture");
        Read r = read(text.getBytes(StandardCharsets.UTF_8));
        assertThat(r.games().get(0).written()).isTrue();
        assertThat(r.games().get(0).notImported()).containsEntry("annotation type FromTheFuture (unknown)", 1);
        assertThat(r.games().get(0).lines()).anyMatch(l -> l.startsWith("# not imported:")
                && l.contains("FromTheFuture"));
    }

    @Test
    void recognises_an_arena_log_by_its_content_not_its_name() throws IOException {
        assertThat(PlayerLog.recognise(Sessions.DIR.resolve(Sessions.ROLES))).isTrue();
        assertThat(PlayerLog.recognise(Sessions.DIR.resolve("README.md"))).isFalse();
    }
}
