package dev.arbiter.cli;

import dev.arbiter.log.Json;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The defects of issue 14 found by fuzzing and by killing runs: any input yields the whole report, every matching
 * entry of a directory is reported, no input blocks the batch, and a report is never lost silently.
 */
class RobustnessTest {
    @TempDir
    Path dir;

    private static final String G = Logs.GAME + "\n";

    private static List<Json.Value> logs(String json) {
        return ((Json.Arr) ((Json.Obj) Json.parseDocument(json)).get("logs")).items();
    }

    private static Json.Obj error(Json.Value log) {
        return (Json.Obj) ((Json.Obj) log).get("error");
    }

    @Nested
    class Any_input_yields_the_whole_report {
        @Test
        void a_report_over_a_mebibyte_quoting_lone_surrogates_is_whole() throws IOException {
            List<String> args = new ArrayList<>(List.of("validate", "-f", "json", "-j", "1"));
            // each error message quotes a bad id holding a lone surrogate; 3,000 of them spill the spool to disk
            // written as JSON escapes: the log itself is valid UTF-8, the string it holds is not encodable
            String id = "\\ud800" + "x".repeat(170_000);
            for (int i = 0; i < 3000; i++) {
                String line = i == 0 ? "{\"type\":\"pass\",\"player\":\"" + id + "\"}"
                        : "{\"type\":\"pass\",\"player\":\"\\ud800" + "y".repeat(400) + "\"}";
                // long names too: a message is cut short, so the names make the report pass 1 MiB
                String name = String.format("l%05d-", i) + "n".repeat(150) + ".jsonl";
                args.add(Logs.write(dir, name, G + line + "\n").toString());
            }
            Cli r = Cli.run(args.toArray(String[]::new));

            assertThat(r.code()).as(r.err()).isEqualTo(3);
            assertThat(r.out().length()).isGreaterThan(1 << 20);
            List<Json.Value> logs = logs(r.out());
            assertThat(logs).hasSize(3000);
            String message = ValidateCommandTest.str(error(logs.get(0)), "message");
            // the unencodable is escaped, and the long quote is cut, saying how long it was
            assertThat(message).contains("\"\\ud800xxx").contains("(170001 characters)").hasSizeLessThan(300);
            assertThat(message.chars().noneMatch(c -> Character.isSurrogate((char) c))).isTrue();
        }

        @Test
        void a_number_of_a_thousand_and_one_digits_is_out_of_range_at_its_column() throws IOException {
            Path log = Logs.write(dir, "n.jsonl", G + "{\"type\":\"turn\",\"number\":" + "9".repeat(1001)
                    + ",\"active\":\"P1\"}\n");
            Cli r = Cli.run("validate", log.toString());
            assertThat(r.out()).startsWith(log + ":2:25: error: number out of range");
            assertThat(r.code()).isEqualTo(3);
        }

        @Test
        void a_huge_number_of_workers_is_a_usage_error_naming_the_range() throws IOException {
            String log = Logs.write(dir, "a.jsonl", Logs.VALID).toString();
            for (String j : List.of("2147483647", "1073741824", String.valueOf(JobsOption.MAX + 1))) {
                for (String command : List.of("validate", "coverage")) {
                    Cli r = Cli.run(command, "-j", j, log);
                    assertThat(r.code()).as(r.both()).isEqualTo(2);
                    assertThat(r.err()).contains("-j must be from 1 to " + JobsOption.MAX + ", not " + j);
                    assertThat(r.leaksStackTrace()).isFalse();
                }
            }
            assertThat(Cli.run("validate", "-j", String.valueOf(JobsOption.MAX), log).code()).isZero();
            assertThat(Cli.run("validate", "--help").out()).contains("parallel workers, 1 to " + JobsOption.MAX);
        }

        @Test
        void standard_input_named_twice_is_a_usage_error() {
            Cli r = Cli.stdin(Logs.VALID, "validate", "-", "-");
            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err()).contains("standard input (-) is named twice");
        }
    }

    @Nested
    class Entries_that_are_not_regular_files {
        @Test
        void a_directory_walk_reports_dangling_links_devices_and_fifos_as_errors() throws Exception {
            Path d = Files.createDirectories(dir.resolve("d"));
            Logs.write(d, "a-good.jsonl", Logs.VALID);
            Files.createSymbolicLink(d.resolve("b-dangling.jsonl"), d.resolve("nothing-here"));
            Files.createSymbolicLink(d.resolve("c-device.jsonl"), Path.of("/dev/null"));
            boolean fifo = mkfifo(d.resolve("d-fifo.jsonl"));

            Cli r = Cli.run("validate", "-f", "json", d.toString());

            assertThat(r.code()).as(r.both()).isEqualTo(3);
            List<Json.Value> logs = logs(r.out());
            assertThat(logs).hasSize(fifo ? 4 : 3);
            assertThat(ValidateCommandTest.str((Json.Obj) logs.get(0), "status")).isEqualTo("valid");
            assertThat(ValidateCommandTest.str(error(logs.get(1)), "message")).contains("symbolic link to nothing");
            assertThat(ValidateCommandTest.str(error(logs.get(2)), "message")).contains("not a regular file");
            if (fifo) {
                assertThat(ValidateCommandTest.str(error(logs.get(3)), "message")).contains("not a regular file");
            }
        }

        @Test
        @Timeout(value = 60, unit = TimeUnit.SECONDS) // a guard against hanging forever, not a speed check
        void a_fifo_on_the_command_line_does_not_block_the_logs_after_it() throws Exception {
            Path fifo = dir.resolve("pipe.jsonl");
            assumeTrue(mkfifo(fifo), "mkfifo is not available");
            Path after = Logs.write(dir, "after.jsonl", Logs.INVALID);

            Cli r = Cli.run("validate", "-j", "1", fifo.toString(), after.toString());

            assertThat(r.out()).contains(fifo + ": error: not a regular file");
            assertThat(r.out()).contains(after + ":7: error expect");
            assertThat(r.code()).isEqualTo(3);
        }

        private boolean mkfifo(Path p) throws InterruptedException {
            try {
                return new ProcessBuilder("mkfifo", p.toString()).start().waitFor() == 0;
            } catch (IOException e) {
                return false;
            }
        }
    }

    @Nested
    class A_report_is_never_lost {
        @Test
        void a_report_to_a_full_device_is_a_write_failure_naming_it() throws IOException {
            assumeTrue(Files.exists(Path.of("/dev/full")), "no /dev/full here");
            Cli r = Cli.run("validate", "-o", "/dev/full", Logs.write(dir, "a.jsonl", Logs.VALID).toString());
            assertThat(r.err()).contains("can't write the report to /dev/full: No space left on device")
                    .doesNotContain("bug");
            assertThat(r.code()).isEqualTo(Output.WRITE_FAILED);
        }

        @Test
        void standard_output_on_a_full_disk_is_a_write_failure_not_a_verdict() throws Exception {
            assumeTrue(Files.exists(Path.of("/dev/full")), "no /dev/full here");
            Process p = arbiter("validate", Logs.write(dir, "a.jsonl", Logs.INVALID).toString())
                    .redirectOutput(new File("/dev/full")).start();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor()).as(err).isEqualTo(Output.WRITE_FAILED);
            assertThat(err).contains("can't write the report to standard output: No space left on device");
        }

        @Test
        void help_and_version_on_a_full_disk_are_a_write_failure_naming_standard_output() {
            for (String[] args : List.of(new String[] {"--help"}, new String[] {"--version"},
                    new String[] {"validate", "--help"}, new String[] {"coverage", "--version"})) {
                Cli r = Cli.fullDisk(args);
                assertThat(r.code()).as(String.join(" ", args) + "\n" + r.both()).isEqualTo(Output.WRITE_FAILED);
                assertThat(r.err()).isEqualTo("arbiter: can't write to standard output: No space left on device\n");
            }
        }

        @Test
        void replays_into_a_file_say_it_is_not_a_directory() throws IOException {
            Path log = Logs.write(dir, "a.jsonl", Logs.VALID);
            Cli r = Cli.run("validate", "--replays", log.toString(), log.toString());
            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err()).isEqualTo("arbiter: can't write replays into " + log + ": it is a file, not a"
                    + " directory\n");
            Cli under = Cli.run("validate", "--replays", log.resolve("sub").toString(), log.toString());
            assertThat(under.err()).contains(": " + log + " is a file, not a directory");
        }

        @Test
        void a_killed_run_leaves_the_previous_report_whole_and_no_temporary_file() throws Exception {
            Path report = Files.writeString(dir.resolve("report.json"), "the previous report\n");
            Path logs = Files.createDirectories(dir.resolve("logs"));
            for (int i = 0; i < 400; i++) {
                Logs.write(logs, String.format("l%03d.jsonl", i), Logs.VALID);
            }
            Process p = arbiter("validate", "-f", "json", "-j", "1", "-o", report.toString(), logs.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            // the run has begun writing once its temporary file exists beside the target
            while (p.isAlive() && temporaries().isEmpty()) {
                Thread.sleep(20);
            }
            p.destroy(); // SIGTERM
            p.waitFor();

            assertThat(report).hasContent("the previous report");
            assertThat(temporaries()).isEmpty();
        }

        @Test
        void a_completed_run_replaces_the_report_and_leaves_no_temporary_file() throws IOException {
            Path report = Files.writeString(dir.resolve("report.json"), "the previous report\n");
            Cli r = Cli.run("validate", "-f", "json", "-o", report.toString(),
                    Logs.write(dir, "a.jsonl", Logs.VALID).toString());
            assertThat(r.code()).isZero();
            assertThat(Files.readString(report)).startsWith("{").contains("\"valid\": 1".replace(": ", ":"));
            assertThat(temporaries()).isEmpty();
        }

        private List<Path> temporaries() throws IOException {
            try (Stream<Path> s = Files.list(dir)) {
                return s.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
            }
        }

        /** arbiter in a JVM of its own, on the test's class path. */
        private ProcessBuilder arbiter(String... args) {
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString(), "-cp", System.getProperty("surefire.test.class.path",
                    System.getProperty("java.class.path")), Main.class.getName()));
            cmd.addAll(List.of(args));
            return new ProcessBuilder(cmd);
        }
    }
}
