package dev.arbiter.cli;

import dev.arbiter.log.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every kind of bad input named in issue 5 gets status error with the file, line and column, exit 3, while every
 * other log of the batch is still validated; nothing prints a stack trace; a bug says so, names the log and exits 70.
 */
class BadInputTest {
    @TempDir
    Path dir;

    /** What a bad log must produce: the line, and the column (0 where a column means nothing), and words. */
    private record Bad(byte[] content, int line, int column, String words) {
        static Bad of(String text, int line, int column, String words) {
            return new Bad(text.getBytes(StandardCharsets.UTF_8), line, column, words);
        }
    }

    private static final String G = Logs.GAME + "\n";

    private static Map<String, Bad> cases() {
        Map<String, Bad> c = new LinkedHashMap<>();
        c.put("malformed-json", Bad.of(G + "{\"type\":\"turn\",\"number\":1,}\n", 2, 27, "malformed JSON"));
        c.put("missing-game-line", Bad.of("{\"type\":\"turn\",\"number\":1,\"active\":\"P1\"}\n", 1, 1,
                "first line must be a \"game\" line"));
        c.put("wrong-game-line", Bad.of("{\"type\":\"game\",\"format\":\"mtglog/2\",\"players\":[\"P1\",\"P2\"]}\n",
                1, 25, "mtglog/1"));
        String uncheckedGame = "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],\"unchecked\":";
        c.put("unchecked-rule-not-a-number", Bad.of(uncheckedGame + "[{\"rule\":\"7O8\",\"what\":\"x\"}]}\n", 1, 79,
                "Comprehensive Rules number"));
        c.put("unchecked-unknown-field", Bad.of(uncheckedGame + "[{\"rule\":\"708\",\"what\":\"x\",\"cout\":2}]}\n", 1,
                96, "unknown field \"cout\" in an \"unchecked\" entry"));
        c.put("unchecked-entry-not-an-object", Bad.of(uncheckedGame + "[\"face-down\"]}\n", 1, 71,
                "\"unchecked\" must hold"));
        // a CR inside a line is JSON whitespace, not a line break: the column counts from the line's start
        c.put("text-after-a-bare-cr", Bad.of(G + "{\"type\":\"turn\",\"number\":1,\"active\":\"P1\"}\rX\n", 2,
                42, "unexpected text after the JSON object, after a carriage return (CR): mtglog/1 lines end with LF"));
        c.put("cr-inside-an-object", Bad.of(G + "{\"type\":\"turn\",\r\"number\":1,\"active\":\"P1\"} X\n", 2,
                43, "unexpected text after the JSON object (one object per line)"));
        c.put("not-a-number", Bad.of(G + "{\"type\":\"turn\",\"number\":NaN,\"active\":\"P1\"}\n", 2, 25,
                "malformed JSON: Non-standard token 'NaN'"));
        // Jackson reads the sign before it refuses it: the column is the digit's
        c.put("plus-sign", Bad.of(G + "{\"type\":\"turn\",\"number\":+1,\"active\":\"P1\"}\n", 2, 26,
                "plus sign"));
        c.put("unknown-line-type", Bad.of(G + "{\"type\":\"teleport\",\"object\":\"c1\"}\n", 2, 9, "teleport"));
        c.put("unknown-field", Bad.of(G + "{\"type\":\"turn\",\"number\":1,\"active\":\"P1\",\"colour\":\"red\"}\n",
                2, 41, "unknown field \"colour\""));
        c.put("wrong-value-type", Bad.of(G + "{\"type\":\"turn\",\"number\":\"one\",\"active\":\"P1\"}\n", 2, 25,
                "\"number\" must be"));
        c.put("empty-list", Bad.of(G + "{\"type\":\"damage\",\"deals\":[],\"combat\":true}\n", 2, 26,
                "\"deals\" must be a non-empty list of {\"source\",\"to\",\"amount\"}, not an empty list"));
        c.put("empty-file", Bad.of("", 1, 1, "empty"));
        // a bzip2 header (a gzip one is read as a compressed Player.log, which says whether it can be decompressed)
        byte[] binary = {0x42, 0x5a, 0x68, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03};
        c.put("binary-file", new Bad(binary, 1, 4, "binary"));
        byte[] utf8 = (G + "{\"type\":\"pass\",\"player\":\"P\u00e91\"}\n").getBytes(StandardCharsets.UTF_8);
        utf8[G.length() + 26] = (byte) 0xff;
        c.put("invalid-utf8", new Bad(utf8, 2, 27, "invalid UTF-8"));
        c.put("ten-megabyte-line", Bad.of(G + "{\"type\":\"pass\",\"player\":\"" + "P".repeat(10 << 20) + "\"}\n", 2,
                (1 << 20) + 1, "longer than"));
        c.put("deeply-nested", Bad.of(G + "{\"type\":\"expect\",\"x\":" + "[".repeat(5000) + "]".repeat(5000) + "}\n",
                2, 54, "nested deeper"));   // the bracket that opens the 33rd level
        return c;
    }

    @Test
    void each_bad_log_is_an_error_with_line_and_column_and_the_batch_goes_on() throws IOException {
        Map<String, Bad> cases = cases();
        List<String> args = new ArrayList<>(List.of("validate", "-f", "json", "-j", "2"));
        args.add(Logs.write(dir, "000-good.jsonl", Logs.VALID).toString());
        for (Map.Entry<String, Bad> e : cases.entrySet()) {
            args.add(Logs.write(dir, e.getKey() + ".jsonl", e.getValue().content()).toString());
        }
        args.add(dir.resolve("vanished.jsonl").toString());
        args.add(Logs.write(dir, "zzz-invalid.jsonl", Logs.INVALID).toString());

        Cli r = Cli.run(args.toArray(String[]::new));

        assertThat(r.code()).as(r.err()).isEqualTo(3);
        assertThat(r.leaksStackTrace()).as(r.both()).isFalse();
        assertThat(r.err()).isEmpty();
        List<Json.Value> logs = ((Json.Arr) ((Json.Obj) Json.parseDocument(r.out())).get("logs")).items();
        assertThat(logs).hasSize(cases.size() + 3);
        assertThat(status(logs.get(0))).isEqualTo("valid");
        int i = 1;
        for (Map.Entry<String, Bad> e : cases.entrySet()) {
            Json.Obj log = (Json.Obj) logs.get(i++);
            assertThat(ValidateCommandTest.str(log, "file")).endsWith(e.getKey() + ".jsonl");
            assertThat(status(log)).as(e.getKey()).isEqualTo("error");
            Json.Obj error = (Json.Obj) log.get("error");
            String message = ValidateCommandTest.str(error, "message");
            assertThat(message).as(e.getKey()).contains(e.getValue().words()).doesNotContain("JsonReadFeature");
            assertThat(ValidateCommandTest.num(error, "line")).as(e.getKey() + ": " + message)
                    .isEqualTo(e.getValue().line());
            if (e.getValue().column() > 0) {
                assertThat(ValidateCommandTest.num(error, "column")).as(e.getKey() + ": " + message)
                        .isEqualTo(e.getValue().column());
            } else {
                assertThat(ValidateCommandTest.num(error, "column")).as(e.getKey()).isPositive();
            }
        }
        Json.Obj vanished = (Json.Obj) logs.get(i++);
        assertThat(status(vanished)).isEqualTo("error");
        assertThat(ValidateCommandTest.str((Json.Obj) vanished.get("error"), "message")).contains("no such file");
        assertThat(status(logs.get(i))).isEqualTo("invalid");
    }

    @Test
    void text_report_names_file_line_and_column_of_each_bad_log() throws IOException {
        Path bad = Logs.write(dir, "bad.jsonl", G + "{\"type\":\"turn\",\"number\":\"one\",\"active\":\"P1\"}\n");
        Cli r = Cli.run("validate", bad.toString());
        assertThat(r.out()).startsWith(bad + ":2:25: error: \"number\" must be a whole number");
        assertThat(r.code()).isEqualTo(3);
    }

    @Test
    void a_read_failure_part_way_through_a_log_is_an_error_at_the_line_it_stopped() {
        InputStream failing = new InputStream() {
            private final InputStream first = new ByteArrayInputStream(Logs.VALID.substring(0,
                    Logs.VALID.indexOf("{\"type\":\"turn\"")).getBytes(StandardCharsets.UTF_8));

            @Override
            public int read() throws IOException {
                int b = first.read();
                if (b < 0) {
                    throw new IOException("Input/output error");
                }
                return b;
            }
        };
        Cli r = Cli.run(failing, "validate", "-f", "json", "-");
        assertThat(r.code()).isEqualTo(3);
        Json.Obj log = (Json.Obj) ((Json.Arr) ((Json.Obj) Json.parseDocument(r.out())).get("logs")).items().get(0);
        Json.Obj error = (Json.Obj) log.get("error");
        assertThat(ValidateCommandTest.str(error, "message")).contains("can't read").containsIgnoringCase("input/output error");
        assertThat(ValidateCommandTest.num(error, "line")).isEqualTo(3);
        assertThat(r.leaksStackTrace()).isFalse();
    }

    @Test
    void a_bug_while_validating_one_log_says_so_names_the_log_and_exits_70_after_reporting_the_others()
            throws IOException {
        InputStream buggy = new InputStream() {
            @Override
            public int read() {
                throw new IllegalStateException("simulated defect");
            }
        };
        Path before = Logs.write(dir, "before.jsonl", Logs.VALID);
        Path after = Logs.write(dir, "after.jsonl", Logs.INVALID);
        Cli r = Cli.run(buggy, "validate", before.toString(), "-", after.toString());
        assertThat(r.code()).as(r.both()).isEqualTo(70);
        assertThat(r.err()).contains("<stdin>", "internal error (a bug in arbiter", "simulated defect");
        assertThat(r.out()).contains("<stdin>", after + ":7: error expect")
                .endsWith("3 logs: 1 valid, 1 invalid, 1 error; 1 finding\n");
        assertThat(r.leaksStackTrace()).as(r.both()).isFalse();
    }

    private static String status(Json.Value log) {
        return ValidateCommandTest.str((Json.Obj) log, "status");
    }
}
