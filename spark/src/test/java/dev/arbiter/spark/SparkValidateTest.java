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
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Spark job in local mode against the command line: over scenario logs, the example logs, two MTG Arena
 * Player.log files and malformed logs, every row the job writes is what {@code arbiter validate -f json} reports
 * for the same log, and the rows as SARIF are {@code validate -f sarif}'s report; with {@code --rules} an edited
 * rule base gives what {@code validate --rules} gives; an empty input or a path that matches nothing says so.
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
        // a directory gives what the command line takes from one: its mtglog/1 logs, not a *.log that is no Arena
        // log, nor an Arena log (named or globbed, it is read); a non-Arena *.log named is an error row
        Path mixed = Files.createDirectories(tmp.resolve("mixed"));
        Files.copy(HOME.resolve("examples/logs/hexproof-target.jsonl"), mixed.resolve("one.jsonl"));
        Files.writeString(mixed.resolve("notes.log"), "not a log of any kind\n");
        Files.copy(arena.resolve("session_2026-04-29_2311.log.gz"), mixed.resolve("Player.log.gz"));
        Path named = Files.writeString(Files.createDirectories(tmp.resolve("named")).resolve("server.log"),
                "12:00:01 INFO started\n");
        List<String> inputs = List.of(
                HOME.resolve("examples/logs").toString(),
                HOME.resolve("src/test/resources/scenarios/combat").toString(),
                HOME.resolve("src/test/resources/scenarios/turns").toString(),
                HOME.resolve("src/test/resources/scenarios/triggers/*.jsonl").toString(),   // a glob
                arena.resolve("session_2026-05-06_2224_parser-type-field-drop-trigger.log.gz").toString(),
                arena.resolve("session_2026-03-15_1157_detailed_logs_disabled.log.gz").toString(),
                bad.toString(), mixed.toString(), named.toString());
        List<String> files = shellExpanded(inputs);
        Process cliJson = cli(tmp.resolve("cli.json"), "validate", "-f", "json", "-j", "2", files);
        Process cliSarif = cli(tmp.resolve("cli.sarif"), "validate", "-f", "sarif", "-j", "2", files);

        Path out = tmp.resolve("out");
        List<String> args = new ArrayList<>(inputs);
        args.addAll(List.of("-o", out.toString()));
        Run run = job(args.toArray(new String[0]));

        Map<String, JsonNode> rows = rowsOf(out);
        JsonNode report = reportOf(cliJson, tmp.resolve("cli.json"), 3);
        Map<String, JsonNode> cli = logsOf(report);
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
        assertTrue(rows.containsKey(mixed.resolve("one.jsonl").toString()), "a directory's mtglog/1 log");
        assertTrue(rows.keySet().stream().noneMatch(k -> k.startsWith(mixed.resolve("notes.log").toString())
                || k.startsWith(mixed.resolve("Player.log.gz").toString())), "nor a directory's *.log: " + rows.keySet());
        assertEquals("error", rows.get(named.toString()).get("status").asText(), "a named non-Arena *.log");
        String summary = JSON.readTree(out.resolve("_summary.json").toFile()).get("summary").toString();
        assertEquals(report.get("summary").toString(), summary, "the summary");
        assertEquals(3, run.status(), "some logs could not be read: " + run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());

        theRowsAsSarifAreWhatTheCommandLineWrites(out, cliSarif, tmp.resolve("cli.sarif"));
    }

    /**
     * {@code arbiter-spark sarif}: the job's rows as one SARIF report equal {@code validate -f sarif} on the same
     * logs (results in file order rather than the command line's order), which Microsoft's SARIF validator accepts
     * where it is installed; above the row limit nothing is written.
     */
    private static void theRowsAsSarifAreWhatTheCommandLineWrites(Path rows, Process cli, Path cliReport)
            throws Exception {
        Path sarif = tmp.resolve("job.sarif");
        Run run = job("sarif", rows.toString(), "-o", sarif.toString());
        assertEquals(3, run.status(), "the rows' exit status: " + run.err());
        ObjectNode job = (ObjectNode) JSON.readTree(sarif.toFile());
        ObjectNode expected = (ObjectNode) reportOf(cli, cliReport, 3);
        JsonNode counts = JSON.readTree(rows.resolve("_summary.json").toFile()).get("summary");
        assertEquals(counts.get("findings").asInt() + counts.get("errors").asInt(),
                job.get("runs").get(0).get("results").size(), "a result per finding and per log in error");
        assertEquals(resultsSorted(expected), resultsSorted(job), "the SARIF report");

        Path tool = Path.of(System.getProperty("arbiter.sarif.home", Path.of(System.getProperty("user.home"),
                ".cache", "arbiter", "sarif-multitool").toString()), "node_modules", "@microsoft",
                "sarif-multitool-linux", "Sarif.Multitool");
        if (Files.isExecutable(tool)) {
            Process p = new ProcessBuilder(tool.toString(), "validate", sarif.toString(), "--output",
                    tmp.resolve("validation.sarif").toString()).redirectErrorStream(true).start();
            String console = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.waitFor(), console);
            assertTrue(console.contains("Analysis completed successfully"), console);
            assertFalse(Pattern.compile("(?m)^.*: (error|warning) SARIF\\d+:").matcher(console).find(), console);
        } else {
            System.err.println("SparkValidateTest: @microsoft/sarif-multitool is not installed: SARIF validator skipped");
        }

        Path never = tmp.resolve("too-many.sarif");
        Run refused = job("sarif", rows.toString(), "-o", never.toString(), "--limit", "10");
        assertEquals(2, refused.status(), refused.err());
        assertTrue(refused.err().contains(" rows, more than the limit of 10 for one SARIF file"), refused.err());
        assertFalse(Files.exists(never), "nothing written");
    }

    /** A SARIF document with its one run's results in a fixed order. */
    private static JsonNode resultsSorted(ObjectNode sarif) {
        ObjectNode run = (ObjectNode) sarif.get("runs").get(0);
        List<JsonNode> results = new ArrayList<>();
        run.get("results").forEach(results::add);
        results.sort(java.util.Comparator.comparing(JsonNode::toString));
        run.set("results", JSON.createArrayNode().addAll(results));
        return sarif;
    }

    /**
     * {@code --rules DIR}: an edited copy of rules/ with one rule switched off gives the rows {@code validate --rules}
     * gives, and the driver's compilation is the one local mode's executors use; DRL that doesn't compile, or no
     * directory, stops the job before it starts.
     */
    @Test
    void anEditedRuleBaseGivesTheRowsTheCommandLineGivesWithIt() throws Exception {
        Path rules = copyOfRules(tmp.resolve("edited-rules"));
        edit(rules.resolve("sba/roles.drl"), "controls on a permanent\"\n    @cr(\"704.5y, 303.7a\")\n"
                + "    @ruling(\"WM-4, WM-1\")\n    ruleflow-group \"sba\"\n", "    enabled false\n");
        List<String> logs = List.of("role-replace.jsonl", "role-replace-recorded.jsonl", "hexproof-target.jsonl")
                .stream().map(n -> HOME.resolve("examples/logs").resolve(n).toString()).toList();
        Process cli = cli(tmp.resolve("cli-edited.json"), "validate", "--rules", rules.toString(), "-f", "json",
                "-j", "1", logs);

        Path out = tmp.resolve("edited-out");
        List<String> args = new ArrayList<>(logs);
        args.addAll(List.of("--rules", rules.toString(), "-o", out.toString()));
        int compiledBefore = EditedRules.COMPILATIONS.get();
        Run run = job(args.toArray(new String[0]));
        assertEquals(1, EditedRules.COMPILATIONS.get() - compiledBefore, "compiled once, on the driver: " + run.err());
        assertTrue(run.err().contains("arbiter-spark: compiled "), run.err());
        assertEquals(1, run.status(), run.err());

        Map<String, JsonNode> rows = rowsOf(out);
        assertEquals(logsOf(reportOf(cli, tmp.resolve("cli-edited.json"), 1)), rows);
        // with the rule that keeps the newest Role off, the older one stays: the recorded log's graveyard move is
        // no longer the rules' (valid under the built-in rule base, pinned in VerdictSnapshotTest)
        JsonNode recorded = rows.get(logs.get(1));
        assertEquals("invalid", recorded.get("status").asText(), recorded.toString());
        assertTrue(recorded.get("findings").toString().contains("\"rule\":\"608.2c\""), recorded.toString());

        Path broken = Files.createDirectories(tmp.resolve("broken-rules/sba"));
        Files.writeString(broken.resolve("roles.drl"), Files.readString(HOME.resolve("rules/sba/roles.drl"))
                .replaceFirst("\nthen\n", "\nthenx\n"));
        Path never = tmp.resolve("never-edited");
        Run refused = job(logs.get(0), "--rules", broken.getParent().toString(), "-o", never.toString());
        assertEquals(2, refused.status(), refused.err());
        assertTrue(refused.err().contains(broken.resolve("roles.drl") + ":30:5: error: mismatched input"),
                refused.err());
        assertTrue(refused.err().contains("nothing validated"), refused.err());
        assertFalse(refused.err().contains("\tat "), "no stack trace: " + refused.err());
        assertFalse(Files.exists(never), "nothing written");

        Run noDir = job(logs.get(0), "--rules", tmp.resolve("no-rules").toString(), "-o", never.toString());
        assertEquals(2, noDir.status(), noDir.err());
        assertTrue(noDir.err().contains("--rules " + tmp.resolve("no-rules") + ": not a directory"), noDir.err());
    }

    private static Path copyOfRules(Path to) throws IOException {
        Path from = HOME.resolve("rules");
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path dest = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(dest);
                } else {
                    Files.copy(p, dest);
                }
            }
        }
        return to;
    }

    /** Inserts text after the first occurrence of a passage, which must be there. */
    private static void edit(Path file, String after, String text) throws IOException {
        String s = Files.readString(file);
        int i = s.indexOf(after);
        assertTrue(i >= 0, file + " holds " + after);
        Files.writeString(file, s.substring(0, i + after.length()) + text + s.substring(i + after.length()));
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

    /**
     * The paths as a shell gives them to {@code arbiter validate}: a glob (here only in its last part) expanded into
     * the files it matches, in name order.
     */
    private static List<String> shellExpanded(List<String> paths) throws IOException {
        List<String> out = new ArrayList<>();
        for (String p : paths) {
            Path path = Path.of(p);
            if (!path.getFileName().toString().contains("*")) {
                out.add(p);
                continue;
            }
            java.nio.file.PathMatcher glob = path.getFileSystem().getPathMatcher("glob:" + path.getFileName());
            try (Stream<Path> s = Files.list(path.getParent())) {
                s.filter(f -> glob.matches(f.getFileName())).map(Path::toString).sorted().forEach(out::add);
            }
        }
        return out;
    }

    /** The packaged command line ({@code arbiter ARGS... FILE...}) started, its standard output to report. */
    private static Process cli(Path report, String command, Object... args) throws IOException {
        Path target = HOME.resolve("target");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", target.resolve("arbiter-cli.jar") + ":" + target.resolve("arbiter.jar") + ":" + target.resolve("lib/*"),
                "dev.arbiter.cli.Main", command));
        for (Object a : args) {
            if (a instanceof List<?> l) {
                l.forEach(x -> cmd.add(x.toString()));
            } else {
                cmd.add(a.toString());
            }
        }
        return new ProcessBuilder(cmd).redirectOutput(report.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
    }

    /** The report of a command line started by {@link #cli}, once it ended with the status expected. */
    private static JsonNode reportOf(Process p, Path report, int status) throws IOException, InterruptedException {
        assertEquals(status, p.waitFor(), "arbiter " + String.join(" ", p.info().arguments().orElse(new String[0])));
        return JSON.readTree(report.toFile());
    }

    /** The JSON report's logs keyed by file, nulls left out. */
    private static Map<String, JsonNode> logsOf(JsonNode report) {
        Map<String, JsonNode> logs = new TreeMap<>();
        for (JsonNode log : report.get("logs")) {
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
