package dev.arbiter.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Spark job in local mode against the command line: over scenario logs, the example logs, two MTG Arena
 * Player.log files and malformed logs, every row the job writes is what {@code arbiter validate -f json} reports
 * for the same log; and an empty input or a path that matches nothing says so.
 */
class SparkValidateTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path HOME = Path.of(System.getProperty("arbiter.home", "..")).toAbsolutePath().normalize();

    @TempDir
    static Path tmp;

    @BeforeAll
    static void localMode() {
        // the job takes the master from Spark's configuration, as under spark-submit
        System.setProperty("spark.master", "local[2]");
        System.setProperty("spark.ui.enabled", "false");
    }

    /** What one run printed and returned. */
    private record Run(int status, String out, String err) {
    }

    private static Run job(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SparkValidate.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void everyRowIsWhatTheCommandLineReports() throws Exception {
        Path bad = Files.createDirectories(tmp.resolve("bad"));
        Files.writeString(bad.resolve("truncated.jsonl"),
                "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],\"life\":20,\"outcomes\":\"derived\"}\n"
                        + "{\"type\":\"turn\",\"number\":1,\"active\":\"P1\"}\n{\"type\":\"cast\",\"player\":");
        Files.write(bad.resolve("binary.mtglog"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, '\n'});
        Path arena = HOME.resolve("src/test/resources/arena");
        List<String> inputs = List.of(
                HOME.resolve("examples/logs").toString(),
                HOME.resolve("src/test/resources/scenarios/combat").toString(),
                HOME.resolve("src/test/resources/scenarios/turns").toString(),
                HOME.resolve("src/test/resources/scenarios/triggers/*.jsonl").toString(),   // a glob
                arena.resolve("session_2026-05-06_2224_parser-type-field-drop-trigger.log.gz").toString(),
                arena.resolve("session_2026-03-15_1157_detailed_logs_disabled.log.gz").toString(),
                bad.toString());
        Path out = tmp.resolve("out");
        List<String> args = new ArrayList<>(inputs);
        args.addAll(List.of("-o", out.toString()));
        Run run = job(args.toArray(new String[0]));

        Map<String, JsonNode> rows = rowsOf(out);
        List<String> files = rows.keySet().stream().map(k -> k.replaceFirst("#.*", "")).distinct().toList();
        Map<String, JsonNode> cli = commandLine(files);

        assertEquals(cli.keySet(), rows.keySet(), "the job's rows are the command line's logs");
        assertTrue(rows.size() > 35, "scenario, example and Arena games: " + rows.size());
        for (Map.Entry<String, JsonNode> e : cli.entrySet()) {
            assertEquals(e.getValue(), rows.get(e.getKey()), e.getKey());
        }
        for (String name : List.of("truncated.jsonl", "binary.mtglog")) {
            JsonNode error = rows.get(bad.resolve(name).toString());
            assertEquals("error", error.get("status").asText(), name);
            assertTrue(error.get("error").get("line").asInt() > 0 && error.get("error").get("column").asInt() > 0,
                    name + " is an error at its line and column: " + error);
        }
        String summary = JSON.readTree(out.resolve("_summary.json").toFile()).get("summary").toString();
        assertEquals(cliSummary, summary, "the summary");
        assertEquals(3, run.status(), "some logs could not be read: " + run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
    }

    @Test
    void anEmptyInputIsAnEmptyResultAndAPathMatchingNothingIsAnError() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Path out = tmp.resolve("empty-out");
        Run run = job(empty.toString(), "-o", out.toString(), "--format", "json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().contains("no logs in " + empty), run.err());
        assertEquals("0 logs: 0 valid, 0 invalid, 0 errors; 0 findings", run.out().strip());
        try (Stream<Path> parts = Files.list(out)) {
            assertEquals(0, parts.filter(p -> p.getFileName().toString().startsWith("part-"))
                    .mapToLong(SparkValidateTest::size).sum(), "no rows");
        }

        Path missing = tmp.resolve("no-such-dir");
        Run none = job(missing.resolve("*.jsonl").toString(), "-o", tmp.resolve("never").toString());
        assertEquals(2, none.status());
        assertTrue(none.err().contains(missing + "/*.jsonl: no such file or directory"), none.err());
        assertFalse(none.err().contains("\tat "), "no stack trace: " + none.err());
        assertFalse(Files.exists(tmp.resolve("never")), "nothing written");
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The job's Parquet rows as the JSON report's log entries, keyed by file (and {@code #game}): the fields the
     * report has, a status error's row without its (empty) findings and the internal flag, nulls left out.
     */
    private static Map<String, JsonNode> rowsOf(Path out) throws IOException {
        Map<String, JsonNode> rows = new TreeMap<>();
        try (SparkSession spark = SparkSession.builder().getOrCreate()) {
            for (String line : spark.read().parquet(out.toString()).toJSON().collectAsList()) {
                ObjectNode row = (ObjectNode) JSON.readTree(line);
                String file = Path.of(java.net.URI.create(row.remove("file").asText())).toString();
                JsonNode game = row.remove("game");
                if (row.get("status").asText().equals("error")) {
                    row.remove("findings");
                    ((ObjectNode) row.get("error")).remove("internal");
                }
                rows.put(game == null ? file : file + "#" + game.asText(), withoutNulls(row));
            }
        }
        return rows;
    }

    private static String cliSummary;

    /** {@code arbiter validate -f json FILE...} of the packaged command line, its logs keyed by file. */
    private static Map<String, JsonNode> commandLine(List<String> files) throws IOException, InterruptedException {
        Path target = HOME.resolve("target");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", target.resolve("arbiter-cli.jar") + ":" + target.resolve("arbiter.jar") + ":" + target.resolve("lib/*"),
                "dev.arbiter.cli.Main", "validate", "-f", "json", "-j", "2"));
        cmd.addAll(files);
        Path report = tmp.resolve("cli.json");
        Process p = new ProcessBuilder(cmd).redirectOutput(report.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        assertEquals(3, p.waitFor(), "arbiter validate: some logs can't be read");
        JsonNode json = JSON.readTree(report.toFile());
        cliSummary = json.get("summary").toString();
        Map<String, JsonNode> logs = new TreeMap<>();
        for (JsonNode log : json.get("logs")) {
            ObjectNode entry = (ObjectNode) log.deepCopy();
            logs.put(entry.remove("file").asText(), withoutNulls(entry));
        }
        return logs;
    }

    private static JsonNode withoutNulls(JsonNode node) {
        if (node instanceof ObjectNode o) {
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                if (f.getValue().isNull()) {
                    it.remove();
                } else {
                    withoutNulls(f.getValue());
                }
            }
        } else if (node instanceof ArrayNode a) {
            a.forEach(SparkValidateTest::withoutNulls);
        }
        return node;
    }
}
