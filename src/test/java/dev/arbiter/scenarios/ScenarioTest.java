package dev.arbiter.scenarios;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Plays every scenario log in src/test/resources/scenarios and examples/logs through the public API, as the CLI
 * does, and checks it produces exactly the findings (rule and line) its header declares — no more, no fewer.
 */
class ScenarioTest {
    static final Path SCENARIOS = Path.of("src/test/resources/scenarios");
    static final Path EXAMPLES = Path.of("examples/logs");
    private static final Arbiter ARBITER = Arbiter.create();

    @TestFactory
    Stream<DynamicTest> every_scenario_produces_exactly_its_declared_findings() throws IOException {
        List<Scenario> all = new ArrayList<>(Scenario.all(SCENARIOS));
        all.addAll(Scenario.all(EXAMPLES));
        assertThat(all).as("scenario logs under %s and %s", SCENARIOS, EXAMPLES).isNotEmpty();
        return all.stream().map(s -> DynamicTest.dynamicTest(SCENARIOS.relativize(s.file()).toString()
                .replace("../../../../", ""), s.file().toUri(), () -> check(s)));
    }

    static void check(Scenario s) {
        LogResult r = ARBITER.validate(s.file());
        if (s.errorLine() != null) {
            assertThat(r.status()).as("status of %s", s.file()).isEqualTo(LogResult.Status.ERROR);
            assertThat(r.error().line()).as("error line; error was: %s", r.error()).isEqualTo(s.errorLine());
            return;
        }
        assertThat(r.error()).as("%s must be readable", s.file()).isNull();
        List<String> actual = new ArrayList<>();
        for (Finding f : r.findings()) {
            if (f.severity() != dev.arbiter.Severity.INFO) {
                actual.add(f.rule() + " line " + f.line());
            }
        }
        assertThat(actual).as("findings of %s: %s", s.file(), r.findings())
                .containsExactlyInAnyOrderElementsOf(s.findings());
    }
}
