package dev.arbiter.report;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The safety net of a change that must not change behaviour (issue 12's redesign, a speed-up): every scenario log,
 * example log and bundled Arena session is validated and derived, and the result — status, error, every finding
 * with its rule, related rules, severity, line, turn, step, objects, message, expected and observed, and the
 * recorded-mode log derive writes — must equal {@code src/test/resources/verdicts/}, taken before the change.
 *
 * <p>A change that is meant to change verdicts rewrites the snapshot with
 * {@code mvn -o test -Dtest=VerdictSnapshotTest -Darbiter.snapshot=write}, and the diff of the snapshot shows
 * the reviewer every verdict it changed.
 */
class VerdictSnapshotTest {
    private static final Path SNAPSHOT = Path.of("src/test/resources/verdicts");
    private static final Arbiter ARBITER = Arbiter.create();

    @Test
    void every_verdict_and_derived_log_equals_the_snapshot() throws IOException {
        List<Path> logs = new ArrayList<>();
        for (Path dir : List.of(Path.of("src/test/resources/scenarios"), Path.of("examples/logs"))) {
            try (Stream<Path> s = Files.walk(dir)) {
                s.filter(p -> p.toString().endsWith(".jsonl")).sorted().forEach(logs::add);
            }
        }
        StringBuilder verdicts = new StringBuilder();
        StringBuilder derived = new StringBuilder();
        for (Path log : logs) {
            StringWriter out = new StringWriter();
            LogResult r;
            try (InputStream in = Files.newInputStream(log)) {
                r = ARBITER.validate(log.toString(), in, new Derive(out, log.toString()));
            }
            verdicts.append(Jsons.compact(g -> Jsons.log(g, r))).append('\n');
            if (r.status() != LogResult.Status.ERROR) {
                derived.append("==> ").append(log).append('\n').append(out);
            }
        }
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/arena"))) {
            for (Path session : s.filter(p -> p.toString().endsWith(".log.gz")).sorted().toList()) {
                for (LogResult r : ARBITER.validateArena(session)) {
                    verdicts.append(Jsons.compact(g -> Jsons.log(g, r))).append('\n');
                }
            }
        }
        compare("findings.jsonl", verdicts.toString());
        compare("derived.txt", derived.toString());
    }

    private static void compare(String name, String actual) throws IOException {
        Path file = SNAPSHOT.resolve(name);
        if ("write".equals(System.getProperty("arbiter.snapshot"))) {
            Files.createDirectories(SNAPSHOT);
            Files.writeString(file, actual, StandardCharsets.UTF_8);
            return;
        }
        List<String> expected = Files.readAllLines(file, StandardCharsets.UTF_8);
        // line by line, so that a failure names the logs whose verdicts changed rather than one huge string
        assertThat(actual.lines().toList()).as("%s (rewrite with -Darbiter.snapshot=write if the change is meant)",
                file).containsExactlyElementsOf(expected);
    }
}
