package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A standard stream the caller closed: bin/streams.bash gives it /dev/null and names it, so that the JVM can't take
 * its descriptor for a file of its own (reading "standard input" read a jar and crashed the JVM), and the command
 * says it is closed: {@code validate -} is a log in error, a report to standard output a write failure (exit 74).
 */
class ClosedStreamsTest {
    @ParameterizedTest(name = "{0} -> closed={1}")
    @CsvSource(delimiter = '|', value = {
            "''                  | ''",
            "exec 0<&-;          | 0",
            "exec 1>&-;          | 1",
            "exec 0<&- 1>&- 2>&-; | 012"})
    void the_launcher_names_each_closed_stream_and_gives_it_dev_null(String close, String expected)
            throws IOException, InterruptedException {
        // the answer goes to descriptor 9, which stays open whatever is closed
        Process p = new ProcessBuilder("bash", "-c", "exec 9>&1; " + close + " : ; source bin/streams.bash;"
                + " : 3<&0 3>&1 3>&2 && echo \"closed=$closed\" >&9").redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(p.waitFor()).as(out).isZero();
        assertThat(out).isEqualTo("closed=" + expected);
    }

    @Test
    void standard_input_closed_is_a_log_in_error_and_the_batch_goes_on() {
        Cli r = Cli.run(Main.Closed.IN, "validate", "-", Path.of("examples/logs/hexproof-target.jsonl").toString());
        assertThat(r.out()).contains("<stdin>:1: error: can't read the file: standard input is closed")
                .contains("2 logs: 0 valid, 1 invalid, 1 error");
        assertThat(r.code()).isEqualTo(3);
    }

    @Test
    void a_report_to_a_closed_standard_output_is_a_write_failure() {
        StringWriter err = new StringWriter();
        int code = Main.run(java.io.InputStream.nullInputStream(), Main.Closed.OUT, new PrintWriter(err, true), false,
                "validate", "examples/logs/hexproof-target.jsonl");
        assertThat(err.toString()).contains("can't write the report to standard output: standard output is closed");
        assertThat(code).isEqualTo(Output.WRITE_FAILED);
    }
}
