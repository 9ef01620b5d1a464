package dev.arbiter.cli;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/mtglog.schema.json says what the reader accepts: every line of every log in the repository that arbiter reads
 * matches it, and lines the reader refuses for their shape are refused by it too.
 */
class SchemaTest {
    private static final Schema SCHEMA = load();
    private static final Arbiter ARBITER = Arbiter.create();

    private static Schema load() {
        try {
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(Files.readString(Path.of("docs/mtglog.schema.json"), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Error> errors(String line) {
        return SCHEMA.validate(line, InputFormat.JSON);
    }

    @TestFactory
    Stream<DynamicTest> every_line_arbiter_reads_in_the_repository_matches_the_schema() throws IOException {
        List<Path> logs = DeriveTest.logs();
        assertThat(logs).isNotEmpty();
        return logs.stream().map(p -> DynamicTest.dynamicTest(p.toString(), p.toUri(), () -> {
            LogResult r = ARBITER.validate(p);
            int last = r.status() == LogResult.Status.ERROR ? r.error().line() - 1 : Integer.MAX_VALUE;
            List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
            List<String> wrong = new ArrayList<>();
            for (int i = 0; i < lines.size() && i < last; i++) {
                String t = lines.get(i).strip();
                if (!t.isEmpty() && !t.startsWith("#")) {
                    List<Error> e = errors(t);
                    if (!e.isEmpty()) {
                        wrong.add((i + 1) + ": " + e);
                    }
                }
            }
            assertThat(wrong).as("lines of %s the schema refuses", p).isEmpty();
        }));
    }

    @Test
    void refuses_lines_the_reader_refuses_for_their_shape() {
        for (String bad : List.of(
                "{\"type\":\"teleport\",\"object\":\"c1\"}",
                "{\"type\":\"turn\",\"number\":1,\"active\":\"P1\",\"colour\":\"red\"}",
                "{\"type\":\"turn\",\"number\":\"one\",\"active\":\"P1\"}",
                "{\"type\":\"game\",\"format\":\"mtglog/2\",\"players\":[\"P1\",\"P2\"]}",
                "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\"]}",
                "{\"type\":\"object\",\"id\":\"c1/1\",\"card\":\"Grizzly Bears\",\"owner\":\"P1\",\"zone\":\"hand\"}",
                "{\"type\":\"object\",\"id\":\"c1\",\"card\":\"Grizzly Bears\",\"token\":\"Wicked Role\",\"owner\":\"P1\","
                        + "\"zone\":\"hand\"}",
                "{\"type\":\"object\",\"id\":\"c1\",\"card\":\"Shadow Slice\",\"owner\":\"P1\",\"zone\":\"hand\","
                        + "\"encodedOn\":\"c2\"}",
                "{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"c1\",\"targets\":[\"c2\"]}",
                "{\"type\":\"step\",\"step\":\"second_main\"}",
                "{\"type\":\"effect\",\"object\":\"c1\",\"modifyPT\":[2,0],\"gain\":[\"trample\"]}",
                "{\"type\":\"expect\",\"object\":\"c1\",\"life\":3}",
                "{\"type\":\"choose\",\"player\":\"P1\"}",
                "{\"type\":\"resolve\",\"choices\":{\"cast\":{\"card\":\"c1\"}}}")) {
            assertThat(errors(bad)).as(bad).isNotEmpty();
            LogResult r = ARBITER.validate("bad", new java.io.ByteArrayInputStream((Logs.GAME + "\n" + bad + "\n")
                    .getBytes(StandardCharsets.UTF_8)));
            if (!bad.contains("\"game\"")) {
                assertThat(r.status()).as(bad).isEqualTo(LogResult.Status.ERROR);
                assertThat(r.error().line()).as(bad).isEqualTo(2);
            }
        }
    }
}
