package dev.arbiter.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * bin/jvm.bash, the JVM options bin/arbiter, the benchmarks and the local Spark job run with: an option of the same
 * kind in ARBITER_JAVA_OPTS, ARBITER_SPARK_OPTS, JAVA_TOOL_OPTIONS or JDK_JAVA_OPTIONS (which every java reads) wins,
 * so that a collector the user chose is not refused by the JVM as a second one.
 */
class JvmOptionsTest {
    private static final List<String> VARIABLES = List.of("ARBITER_JAVA_OPTS", "ARBITER_SPARK_OPTS", "JAVA_TOOL_OPTIONS",
            "JDK_JAVA_OPTIONS");

    @ParameterizedTest(name = "{0}=\"{1}\" -> {2}")
    @CsvSource(delimiter = '|', value = {
            "ARBITER_JAVA_OPTS |                                  | -XX:+UseParallelGC -XX:FreqInlineSize=100 -XX:CompileThresholdScaling=0.5",
            "ARBITER_JAVA_OPTS | -Xmx1g                           | -XX:+UseParallelGC -XX:FreqInlineSize=100 -XX:CompileThresholdScaling=0.5",
            "ARBITER_JAVA_OPTS | -XX:+UseG1GC                     | -XX:FreqInlineSize=100 -XX:CompileThresholdScaling=0.5",
            "ARBITER_JAVA_OPTS | -Xmx1g -XX:+UseSerialGC          | -XX:FreqInlineSize=100 -XX:CompileThresholdScaling=0.5",
            "ARBITER_JAVA_OPTS | -XX:FreqInlineSize=325           | -XX:+UseParallelGC -XX:CompileThresholdScaling=0.5",
            "ARBITER_JAVA_OPTS | -XX:CompileThresholdScaling=1    | -XX:+UseParallelGC -XX:FreqInlineSize=100",
            "ARBITER_JAVA_OPTS | -XX:+UseZGC -XX:FreqInlineSize=1 -XX:CompileThresholdScaling=2 | ''",
            "JAVA_TOOL_OPTIONS | -XX:+UseG1GC                     | -XX:FreqInlineSize=100 -XX:CompileThresholdScaling=0.5",
            "JDK_JAVA_OPTIONS  | -XX:+UseSerialGC                 | -XX:FreqInlineSize=100 -XX:CompileThresholdScaling=0.5",
            "ARBITER_SPARK_OPTS | -Dspark.master=local[2] -XX:+UseG1GC | -XX:FreqInlineSize=100 -XX:CompileThresholdScaling=0.5"})
    void an_option_of_the_same_kind_the_user_gives_wins(String variable, String value, String tuned)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "set -u; source bin/jvm.bash; echo \"${tuned[*]}\"");
        VARIABLES.forEach(pb.environment()::remove);
        if (value != null) {
            pb.environment().put(variable, value);
        }
        Process p = pb.redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(p.waitFor()).isZero();
        assertThat(out).isEqualTo(tuned);
        assertThat(List.of(out.split(" "))).doesNotHaveDuplicates();
    }
}
