package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JMH benchmarks run, in this JVM, on a small corpus, and count what they get through. It times nothing: JMH's
 * figures are for {@code bin/arbiter-bench --jmh}, on a quiet machine.
 */
class ThroughputBenchmarkTest {
    @Test
    void bothBenchmarksRunAndCountTheLinesTheyRead(@TempDir Path dir) throws Exception {
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(ThroughputBenchmark.class.getName())
                .param("logs", "4")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(300))
                .shouldFailOnError(true)
                .output(dir.resolve("jmh.txt").toString())
                .build()).run();
        Map<String, Double> lines = new TreeMap<>();
        for (RunResult r : results) {
            lines.put(r.getParams().getBenchmark().replaceAll(".*\\.", ""),
                    r.getSecondaryResults().get("lines").getScore());
        }
        assertThat(lines).containsOnlyKeys("parse", "validate");
        assertThat(lines.values()).allSatisfy(v -> assertThat(v).isPositive());
    }
}
