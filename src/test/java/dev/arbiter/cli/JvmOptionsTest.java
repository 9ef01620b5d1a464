package dev.arbiter.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * bin/jvm.bash, the JVM options bin/arbiter and the bench run with: an option of the same kind in ARBITER_JAVA_OPTS
 * wins, so a user's own collector is not refused by the JVM as a second one.
 */
class JvmOptionsTest {
    @ParameterizedTest(name = "ARBITER_JAVA_OPTS=\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
            "                                 | -XX:+UseParallelGC -XX:FreqInlineSize=100",
            "-Xmx1g                           | -XX:+UseParallelGC -XX:FreqInlineSize=100",
            "-XX:+UseG1GC                     | -XX:FreqInlineSize=100",
            "-Xmx1g -XX:+UseSerialGC          | -XX:FreqInlineSize=100",
            "-XX:FreqInlineSize=325           | -XX:+UseParallelGC",
            "-XX:+UseZGC -XX:FreqInlineSize=1 | ''"})
    void an_option_of_the_same_kind_in_ARBITER_JAVA_OPTS_wins(String user, String tuned)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "set -u; source bin/jvm.bash; echo \"${tuned[*]}\"");
        pb.environment().remove("ARBITER_JAVA_OPTS");
        if (user != null) {
            pb.environment().put("ARBITER_JAVA_OPTS", user);
        }
        Process p = pb.redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(p.waitFor()).isZero();
        assertThat(out).isEqualTo(tuned);
        assertThat(List.of(out.split(" "))).doesNotHaveDuplicates();
    }
}
