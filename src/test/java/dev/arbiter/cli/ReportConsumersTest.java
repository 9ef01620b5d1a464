package dev.arbiter.cli;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Each report format is accepted by its consumer's own validator: SARIF by Microsoft's SARIF multitool (no error or
 * warning), the JSON report by its published schema (docs/report.schema.json), the JUnit XML by the schema of the
 * format CI test viewers read. The batch holds valid, invalid and unreadable logs, named relatively and absolutely, and
 * standard input.
 */
class ReportConsumersTest {
    @TempDir
    Path dir;

    private final List<String> logs = new ArrayList<>();

    @BeforeEach
    void batch() throws IOException {
        logs.add("examples/logs"); // relative names
        logs.add(Path.of("examples/logs/hexproof-target.jsonl").toAbsolutePath().toString()); // an absolute one
        logs.add(Logs.write(dir, "bad.jsonl", Logs.GAME + "\n{\"type\":\"turn\",\"number\":\"one\"}\n").toString());
        logs.add(dir.resolve("vanished.jsonl").toString()); // a log error with no line
        logs.add("-"); // standard input, which has no URI
        // an MTG Arena Player.log: its games' names are no files, one game not imported
        logs.add("src/test/resources/arena/session_2026-05-13_0952_recycle-defect-trigger.log.gz");
        logs.add("src/test/resources/arena/session_2026-06-17_2005_pioneer-play-bo3.log.gz"); // games with findings
    }

    @Test
    void sarif_locates_a_player_logs_games_at_the_player_log_itself() {
        String arena = "src/test/resources/arena/session_2026-05-13_0952_recycle-defect-trigger.log.gz";
        String report = validate("sarif").out();
        // the game's name was written as the file's, "…log.gz%2396cbb0a5-g1": a file no viewer can open
        assertThat(report).doesNotContain("%23").contains("\"uri\":\"" + arena + "\"")
                .contains("\"logicalLocations\":[{\"name\":\"96cbb0a5-g1\",\"kind\":\"module\"}]");
    }

    private Cli validate(String format) {
        List<String> args = new ArrayList<>(List.of("validate", "-f", format));
        args.addAll(logs);
        Cli r = Cli.stdin(Logs.INVALID, args.toArray(String[]::new));
        assertThat(r.code()).as(r.err()).isEqualTo(3);
        return r;
    }

    @Test
    void the_json_report_matches_its_published_schema() throws IOException {
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(Files.readString(Path.of("docs/report.schema.json"), StandardCharsets.UTF_8));
        String report = validate("json").out();

        assertThat(schema.validate(report, InputFormat.JSON)).isEmpty();
        // and the schema has teeth: a finding without its rule is refused
        assertThat(schema.validate(report.replaceFirst("\"rule\":\"[^\"]*\",", ""), InputFormat.JSON)).isNotEmpty();
    }

    @Test
    void the_junit_report_matches_the_junit_schema() throws Exception {
        Validator v = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(getClass().getResource("/junit/junit.xsd")).newValidator();
        String report = validate("junit").out();

        v.validate(new StreamSource(new StringReader(report)));
        assertThatThrownBy(() -> v.validate(new StreamSource(new StringReader(
                report.replaceFirst("<testcase ", "<testcase bogus=\"1\" ")))))
                .isInstanceOf(SAXException.class);
    }

    @Test
    void the_sarif_report_passes_microsofts_sarif_validator() throws Exception {
        Path tool = multitool();
        assumeTrue(tool != null, "@microsoft/sarif-multitool is not installed (.ci/run installs it with npm):"
                + " SARIF validation skipped");
        Path sarif = Files.writeString(dir.resolve("report.sarif"), validate("sarif").out());
        Path out = dir.resolve("validation.sarif");

        Process p = new ProcessBuilder(tool.toString(), "validate", sarif.toString(), "--output", out.toString())
                .redirectErrorStream(true).start();
        String console = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(console).isZero();

        List<String> problems = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^.*: (error|warning) SARIF\\d+:.*$").matcher(console);
        while (m.find()) {
            problems.add(m.group());
        }
        assertThat(console).contains("Analysis completed successfully");
        assertThat(problems).isEmpty();
    }

    /** The multitool: where .ci/run installs it ({@code -Darbiter.sarif.home}, else the user's cache), or null. */
    private static Path multitool() {
        String home = System.getProperty("arbiter.sarif.home",
                Path.of(System.getProperty("user.home"), ".cache", "arbiter", "sarif-multitool").toString());
        Path bin = Path.of(home, "node_modules", "@microsoft", "sarif-multitool-linux", "Sarif.Multitool");
        return Files.isExecutable(bin) ? bin : null;
    }
}
