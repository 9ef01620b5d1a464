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
        void a_file_without_a_line_break_for_gigabytes_is_an_error_and_the_batch_goes_on() throws IOException {
            // 3 GiB of zeros in 3,072 gzip members of 1 MiB each (about 3 MB on disk): recognising an Arena log read
            // its first line whole, and the heap ran out; the whole batch was lost (exit 70)
            byte[] member;
            java.io.ByteArrayOutputStream one = new java.io.ByteArrayOutputStream();
            try (java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(one)) {
                z.write(new byte[1 << 20]);
            }
            member = one.toByteArray();
            Path bomb = dir.resolve("bomb.jsonl");
            try (var out = Files.newOutputStream(bomb)) {
                for (int i = 0; i < 3072; i++) {
                    out.write(member);
                }
            }
            Path good = Logs.write(dir, "good.jsonl", Logs.VALID);
            for (String command : List.of("validate", "explain")) {
                Cli r = command.equals("validate") ? Cli.run("validate", bomb.toString(), good.toString())
                        : Cli.run("explain", bomb.toString());
                assertThat(r.out()).as(command).contains(bomb + ":1:4: error: binary data");
                assertThat(r.err()).as(command).doesNotContain("bug");
                assertThat(r.code()).as(command).isEqualTo(3);
                if (command.equals("validate")) {
                    assertThat(r.out()).contains("2 logs: 1 valid, 0 invalid, 1 error");
                }
            }
            Cli imported = Cli.run("import", "arena", "-o", dir.resolve("out").toString(), bomb.toString());
            assertThat(imported.err()).contains(bomb + ":1: not an MTG Arena Player.log: its first line is longer than");
            assertThat(imported.code()).isEqualTo(3);
        }

        @Test
        void a_line_asking_for_billions_of_objects_is_an_error_at_once_and_the_batch_goes_on() throws IOException {
            // a draw of 2147483647 cards held the worker in garbage collection for minutes, the batch unreported
            Path huge = Logs.write(dir, "huge.jsonl", G + "{\"type\":\"turn\",\"number\":3,\"active\":\"P1\"}\n"
                    + "{\"type\":\"draw\",\"player\":\"P1\",\"count\":2147483647,\"by\":\"external\"}\n");
            Path ok = Logs.write(dir, "ok.jsonl", Logs.VALID);
            Cli r = Cli.run("validate", huge.toString(), ok.toString());
            assertThat(r.code()).as(r.err()).isEqualTo(3);
            assertThat(r.out()).contains(huge + ":3: error: this line brings more than 10000 new objects into the game")
                    .contains("2 logs: 1 valid, 0 invalid, 1 error");
            assertThat(r.leaksStackTrace()).isFalse();
        }

        @Test
        void a_line_of_ten_thousand_new_objects_is_played() throws IOException {
            Path many = Logs.write(dir, "many.jsonl", G + "{\"type\":\"turn\",\"number\":3,\"active\":\"P1\"}\n"
                    + "{\"type\":\"draw\",\"player\":\"P1\",\"count\":10000,\"by\":\"external\"}\n"
                    + "{\"type\":\"expect\",\"player\":\"P1\",\"hand\":10000}\n");
            Cli r = Cli.run("validate", many.toString());
            assertThat(r.out()).as(r.err()).contains("1 log: 1 valid");
        }

        @Test
        void cr_only_line_endings_are_named_and_crlf_is_read() throws IOException {
            // the whole file read as one comment line: "the log is empty"
            Path cr = Logs.write(dir, "cr.jsonl", "# c\r" + Logs.GAME + "\r");
            Cli r = Cli.run("validate", cr.toString());
            assertThat(r.out()).startsWith(cr + ":1:4: error: a carriage return (CR) inside a comment line, more lines"
                    + " after it: mtglog/1 lines end with LF or CRLF, and a file with CR-only line endings reads as one line");
            assertThat(r.code()).isEqualTo(3);
            Path crlf = Logs.write(dir, "crlf.jsonl", Logs.VALID.replace("\n", "\r\n"));
            assertThat(Cli.run("validate", crlf.toString()).out()).contains("1 log: 1 valid");
            // JSON whitespace: a CR inside an object, or inside a comment with nothing after it, is read as before
            Path inside = Logs.write(dir, "inside.jsonl", "# note\r\n" + Logs.VALID.replace("\"type\":\"turn\",",
                    "\"type\":\"turn\",\r"));
            assertThat(Cli.run("validate", inside.toString()).out()).contains("1 log: 1 valid");
        }

        @Test
        void the_smallest_life_delta_is_told_as_the_life_it_loses() throws IOException {
            // negating -2147483648 as an int gave "loses -2147483648 life"
            Path log = Logs.write(dir, "min.jsonl", G + "{\"type\":\"turn\",\"number\":3,\"active\":\"P1\"}\n"
                    + "{\"type\":\"life\",\"player\":\"P1\",\"delta\":-2147483648}\n");
            Cli r = Cli.run("validate", log.toString());
            assertThat(r.out()).contains("P1 loses 2147483648 life").doesNotContain("loses -");
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
        void a_loop_of_symbolic_links_is_said_to_be_one() throws IOException {
            Path loop = Files.createSymbolicLink(dir.resolve("loop.jsonl"), dir.resolve("loop.jsonl"));
            Cli r = Cli.run("validate", loop.toString());
            assertThat(r.code()).as(r.both()).isEqualTo(3);
            assertThat(r.out()).contains("a loop of symbolic links (it leads back to itself)");
        }

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

        @Test
        @Timeout(value = 60, unit = TimeUnit.SECONDS) // a guard against hanging forever, not a speed check
        void explain_and_derive_refuse_a_fifo_or_a_device_rather_than_wait_or_read_for_ever() throws Exception {
            Path fifo = dir.resolve("pipe.jsonl");
            assumeTrue(mkfifo(fifo), "mkfifo is not available");
            for (String input : List.of(fifo.toString(), "/dev/zero")) {
                Cli explained = Cli.run("explain", input);
                assertThat(explained.out()).contains(input + ": error: not a regular file");
                assertThat(explained.code()).isEqualTo(3);
                Cli derived = Cli.run("derive", input);
                assertThat(derived.err()).contains(input + ": error: not a regular file");
                assertThat(derived.code()).isEqualTo(3);
                Cli imported = Cli.run("import", "arena", "-o", dir.resolve("out").toString(), input);
                assertThat(imported.err()).contains(input + ": not a regular file")
                        .doesNotContain("use - for standard input");  // import arena reads no standard input
                assertThat(imported.code()).isEqualTo(3);
                assertThat(derived.err()).contains("use - for standard input");
            }
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

        @Test
        void a_report_through_a_symbolic_link_replaces_the_file_it_leads_to_and_keeps_the_link() throws IOException {
            Path real = Files.writeString(dir.resolve("real.json"), "the previous report\n");
            Path link = Files.createSymbolicLink(dir.resolve("link.json"), real.getFileName());
            Cli r = Cli.run("validate", "-f", "json", "-o", link.toString(),
                    Logs.write(dir, "a.jsonl", Logs.VALID).toString());
            assertThat(r.code()).as(r.err()).isZero();
            assertThat(Files.isSymbolicLink(link)).isTrue();
            assertThat(Files.readString(real)).startsWith("{");
            assertThat(temporaries()).isEmpty();
        }

        @Test
        void a_report_is_not_written_over_a_log_the_command_reads() throws IOException {
            Path log = Logs.write(dir, "a.jsonl", Logs.VALID);
            Path logs = Files.createDirectories(dir.resolve("logs"));
            Path inDir = Logs.write(logs, "b.jsonl", Logs.VALID);
            for (String[] args : List.of(new String[] {"validate", "-o", log.toString(), log.toString()},
                    new String[] {"validate", "-o", inDir.toString(), logs.toString()},
                    new String[] {"validate", "-o", logs.resolve("new.jsonl").toString(), logs.toString()},
                    new String[] {"coverage", "-o", logs.resolve("sub/new.mtglog").toString(), logs.toString()},
                    new String[] {"explain", "-o", log.toString(), log.toString()},
                    new String[] {"derive", "-o", log.toString(), log.toString()})) {
                Cli r = Cli.run(args);
                assertThat(r.err()).as(String.join(" ", args)).contains("this command reads");
                assertThat(r.code()).isEqualTo(2);
            }
            assertThat(log).hasContent(Logs.VALID);
            assertThat(inDir).hasContent(Logs.VALID);
            assertThat(logs.resolve("new.jsonl")).doesNotExist();
        }

        @Test
        void a_replay_page_that_cant_be_written_is_a_write_failure_and_the_verdict_stands() throws IOException {
            Path log = Logs.write(dir, "a.jsonl", Logs.INVALID);
            Path pages = Files.createDirectories(dir.resolve("pages"));
            Path page = pages.resolve(Replays.fileName(log.toString()));
            Files.writeString(Files.createDirectories(page).resolve("x"), "a folder holds the page's name");
            Cli r = Cli.run("validate", "-f", "json", "--replays", pages.toString(), log.toString());

            assertThat(r.code()).as(r.err()).isEqualTo(Output.WRITE_FAILED);
            assertThat(r.err()).contains("can't write the replay page " + page + ": ").doesNotContain("bug");
            assertThat(((Json.Obj) logs(r.out()).get(0)).get("status").toString()).contains("invalid");
            try (Stream<Path> left = Files.list(pages)) {
                assertThat(left).containsExactly(page); // no temporary file left beside it
            }
        }

        @Test
        void an_empty_report_name_is_a_usage_error_not_the_working_directory() throws IOException {
            Cli r = Cli.run("validate", "-o", "", Logs.write(dir, "a.jsonl", Logs.VALID).toString());
            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err()).isEqualTo("arbiter: can't write the report to : an empty name names no file\n");
        }

        @Test
        void a_report_is_not_written_over_the_file_standard_input_reads() throws Exception {
            assumeTrue(Files.exists(Path.of("/proc/self/fd/0")), "no /proc here");
            Path log = Logs.write(dir, "a.jsonl", Logs.VALID);
            for (String command : List.of("validate", "derive")) {
                Process p = arbiter(command, "-o", log.toString(), "-").redirectInput(log.toFile()).start();
                String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(p.waitFor()).as(err).isEqualTo(2);
                assertThat(err).contains("it is the file standard input reads, a log this command reads");
            }
            assertThat(log).hasContent(Logs.VALID);
        }

        private List<Path> temporaries() throws IOException {
            try (Stream<Path> s = Files.list(dir)) {
                return s.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
            }
        }

        @Test
        void a_game_larger_than_the_heap_is_a_log_error_and_the_others_are_reported() throws Exception {
            StringBuilder big = new StringBuilder(G);
            for (int i = 0; i < 60_000; i++) { // each permanent holds some kilobytes of the rule network's memory
                big.append("{\"type\":\"object\",\"id\":\"o").append(i)
                        .append("\",\"card\":\"Grizzly Bears\",\"owner\":\"P1\",\"zone\":\"battlefield\"}\n");
            }
            Path huge = Logs.write(dir, "a-huge.jsonl", big.toString());
            Path after = Logs.write(dir, "b-after.jsonl", Logs.INVALID);
            List<String> cmd = new ArrayList<>(List.of("-Xmx48m", "-XX:+UseParallelGC", "-cp", classPath(),
                    Main.class.getName(), "validate", "-f", "json", "-j", "1", huge.toString(), after.toString()));
            Process p = new ProcessBuilder(java(cmd)).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

            assertThat(p.waitFor()).as(err).isEqualTo(3);
            assertThat(err).doesNotContain("bug");
            List<Json.Value> logs = logs(out);
            assertThat(error(logs.get(0)).get("message").toString()).contains("ran out of memory")
                    .contains("ARBITER_JAVA_OPTS=-Xmx");
            assertThat(((Json.Obj) logs.get(1)).get("status").toString()).contains("invalid");
        }

        /** arbiter in a JVM of its own, on the test's class path. */
        private ProcessBuilder arbiter(String... args) {
            List<String> cmd = new ArrayList<>(List.of("-cp", classPath(), Main.class.getName()));
            cmd.addAll(List.of(args));
            return new ProcessBuilder(java(cmd));
        }

        private static String classPath() {
            return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        }

        private static List<String> java(List<String> args) {
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString()));
            cmd.addAll(args);
            return cmd;
        }
    }

    /**
     * Issue 14: every piece of a log a message quotes is cut after 80 characters, saying how long it was, and its
     * control characters and lone surrogates are escaped; the text report escapes what any message or file name holds.
     */
    @Nested
    class Messages_quote_log_input_cut_and_escaped {
        private static final String LONG = "L".repeat(200_000);
        /** {@link Logs#VALID} up to line 6, Grizzly Bears c1 resolved onto the battlefield. */
        private static final String BEARS = Logs.VALID.substring(0, Logs.VALID.lastIndexOf("{\"type\":\"expect\""));

        private Cli validate(String log, String... format) throws IOException {
            List<String> args = new ArrayList<>(List.of("validate"));
            args.addAll(List.of(format));
            args.add(Logs.write(dir, "q.jsonl", log).toString());
            return Cli.run(args.toArray(String[]::new));
        }

        /** The whole text report: each line short and printable, the last one the summary. */
        private void assertWholeAndCut(Cli r, String... parts) {
            String[] lines = r.out().split("\n");
            assertThat(lines[lines.length - 1]).as(r.both()).startsWith("1 log: ");
            for (String l : lines) {
                assertThat(l).hasSizeLessThan(500);
                assertThat(l.chars().noneMatch(c -> Character.isISOControl(c) || Character.isSurrogate((char) c)))
                        .as(l).isTrue();
            }
            assertThat(r.out()).contains(parts);
        }

        @Test
        void separators_and_invisible_format_characters_are_escaped() throws IOException {
            // a line separator, a byte order mark, a right-to-left override that would reorder the rest of the line
            Cli r = validate(G + "{\"type\":\"object\",\"id\":\"x\",\"card\":\"Be\\u2028a\\ufeffr\\u202e\","
                    + "\"owner\":\"P1\",\"zone\":\"battlefield\"}\n");
            assertWholeAndCut(r, "unknown card \"Be\\u2028a\\ufeffr\\u202e\": not in");
            assertThat(r.out()).doesNotContain("\u2028", "\ufeff", "\u202e");
        }

        @Test
        void a_long_unknown_card_name_is_cut() throws IOException {
            Cli r = validate(G + "{\"type\":\"object\",\"id\":\"x\",\"card\":\"" + LONG
                    + "\",\"owner\":\"P1\",\"zone\":\"battlefield\"}\n");
            assertWholeAndCut(r, ":2:34: error: unknown card \"LLL",
                    "L\"… (200000 characters): not in the catalogue");
        }

        @Test
        void a_long_activated_ability_name_is_cut() throws IOException {
            Cli r = validate(BEARS + "{\"type\":\"activate\",\"player\":\"P1\",\"source\":\"c1\",\"ability\":\""
                    + LONG + "\"}\n");
            assertWholeAndCut(r, "Grizzly Bears c1 has no activated ability \"LLL", "(200000 characters) (arbiter");
        }

        @Test
        void a_long_choice_name_is_cut() throws IOException {
            Cli r = validate(Logs.VALID.replace("{\"type\":\"resolve\",\"object\":\"c1\"}",
                    "{\"type\":\"resolve\",\"object\":\"c1\",\"choices\":{\"" + LONG + "\":1}}"));
            assertWholeAndCut(r, ":6:", "error: choice \"LLL", "(200000 characters) is not a decision");
        }

        @Test
        void long_expected_values_are_cut() throws IOException {
            Cli r = validate(BEARS + "{\"type\":\"expect\",\"object\":\"c1\",\"zone\":\"" + LONG
                    + "\",\"abilities\":[\"" + LONG + "\"]}\n");
            assertWholeAndCut(r, "c1 zone: expected \"LLL", "(200000 characters), actual battlefield",
                    "c1 abilities: expected \"has LLL", "(200004 characters), actual no abilities");
        }

        @Test
        void explain_cuts_and_escapes_the_values_of_a_finding() throws IOException {
            Path log = Logs.write(dir, "explain.jsonl", BEARS + "{\"type\":\"expect\",\"object\":\"c1\",\"zone\":\""
                    + LONG + "\\u001b[2J\"}\n");
            Cli r = Cli.run("explain", log.toString());
            String expected = r.out().lines().filter(l -> l.trim().startsWith("expected: ")).findFirst().orElseThrow();
            assertThat(expected).as(r.both()).hasSizeLessThan(500).contains("\"LLL", "(200004 characters)")
                    .doesNotContain("\u001b");
            assertThat(r.out()).contains("observed: battlefield");
            // the trace's own lines (the expect line as written, the state after) are cut and escaped too
            assertThat(r.out()).doesNotContain("\u001b");
            assertThat(r.out().lines().mapToInt(String::length).max().orElseThrow()).isLessThan(1_100);
            assertThat(r.out().lines().filter(l -> l.contains(" expect   {")).findFirst().orElseThrow())
                    .matches(".*… \\(2000\\d\\d characters\\)");
        }

        @Test
        void a_long_unknown_object_of_an_expect_line_is_cut() throws IOException {
            Cli r = validate(BEARS + "{\"type\":\"expect\",\"object\":\"" + LONG + "\",\"exists\":true}\n");
            assertWholeAndCut(r, ":7:27: error: expect on unknown object \"LLL", "(200000 characters)\n");
        }

        @Test
        void a_long_token_name_is_cut() throws IOException {
            Cli r = validate(BEARS + "{\"type\":\"create_token\",\"id\":\"t1\",\"token\":\"" + LONG
                    + "\",\"controller\":\"P1\"}\n");
            assertWholeAndCut(r, "the log asserts that a \"LLL", "(200000 characters) token t1 is created");
        }

        @Test
        void a_long_rules_edition_is_cut() throws IOException {
            Cli r = validate(Logs.VALID.replace("\"players\":[\"P1\",\"P2\"]", "\"players\":[\"P1\",\"P2\"],\"cr\":\""
                    + LONG + "\""));
            assertWholeAndCut(r, "warning 100.1: the log assumes the Comprehensive Rules of \"LLL",
                    "(200000 characters); arbiter applies");
        }

        @Test
        void a_number_with_a_long_fraction_is_cut() throws IOException {
            Cli r = validate(G.replace("]}", "],\"life\":1." + "5".repeat(5000) + "}"));
            assertWholeAndCut(r, "error: expected a whole number, found \"1.555", "(5002 characters)");
        }

        @Test
        void control_characters_of_a_card_name_are_escaped() throws IOException {
            Cli r = validate(G + "{\"type\":\"object\",\"id\":\"x\",\"card\":\"Bear\\u001b[2J\\u0000\\n\\r\","
                    + "\"owner\":\"P1\",\"zone\":\"battlefield\"}\n");
            assertWholeAndCut(r, "unknown card \"Bear\\u001b[2J\\u0000\\n\\r\": not in");
        }

        @Test
        void control_characters_of_an_expected_value_are_escaped() throws IOException {
            Cli r = validate(BEARS + "{\"type\":\"expect\",\"object\":\"c1\",\"zone\":\"a\\u0000\\u0001b\"}\n");
            assertWholeAndCut(r, "c1 zone: expected \"a\\u0000\\u0001b\", actual battlefield");
        }

        @Test
        void control_characters_of_a_card_asked_for_are_escaped() {
            Cli r = Cli.run("cards", "Bear\u001b[2Jx");
            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err()).contains("no card or token named \"Bear\\u001b[2Jx\" in").doesNotContain("\u001b");
        }

        @Test
        void control_characters_of_a_file_name_are_escaped_on_one_report_line() throws IOException {
            Path log;
            try {
                log = Logs.write(dir, "esc\u001b[31m\nline.jsonl", Logs.INVALID);
            } catch (java.nio.file.InvalidPathException e) {
                assumeTrue(false, "this file system refuses the name");
                return;
            }
            Cli r = Cli.run("validate", log.toString());
            assertWholeAndCut(r, dir + "/esc\\u001b[31m\\nline.jsonl:7: error expect: ");
            assertThat(r.out().lines()).hasSize(2);
        }

        @Test
        void a_lone_surrogate_of_an_expected_value_is_kept() throws IOException {
            String log = BEARS + "{\"type\":\"expect\",\"object\":\"c1\",\"zone\":\"\\ud800\"}\n";
            assertWholeAndCut(validate(log), "c1 zone: expected \"\\ud800\", actual battlefield");
            Cli json = validate(log, "-f", "json");
            Json.Obj finding = (Json.Obj) ((Json.Arr) ((Json.Obj) logs(json.out()).get(0)).get("findings")).items()
                    .get(0);
            assertThat(json.out()).contains("\"expected\":\"\\ud800\"");
            assertThat(ValidateCommandTest.str(finding, "expected")).isEqualTo("\ud800");
        }

        @Test
        void a_lone_surrogate_of_an_unknown_object_is_kept() throws IOException {
            Cli r = validate(BEARS + "{\"type\":\"expect\",\"object\":\"\\ud800\",\"exists\":true}\n");
            assertWholeAndCut(r, ":7:27: error: expect on unknown object \"\\ud800\"\n");
        }

        @Test
        void a_field_name_too_long_is_named_cut_at_its_column() throws IOException {
            Cli r = validate(G + "{\"type\":\"pass\",\"player\":\"P1\",\"" + "K".repeat(200_000) + "\":1}\n");
            assertWholeAndCut(r, ":2:30: error: unknown field \"KKK", "(200000 characters) for a \"pass\" line");
        }

        @Test
        void a_power_and_toughness_pair_says_what_is_wrong_at_its_column() throws IOException {
            String effect = "{\"type\":\"effect\",\"object\":\"c1\",\"by\":\"external\",";
            Cli range = validate(BEARS + effect + "\"modifyPT\":[1000000,1]}\n");
            assertWholeAndCut(range, ":7:60: error: number out of range (\"modifyPT\" is at most 999999 either way)");
            Cli word = validate(BEARS + effect + "\"setBasePT\":[1,\"a\"]}\n");
            assertWholeAndCut(word, ":7:63: error: \"setBasePT\" holds whole numbers, not a string");
            Cli list = validate(BEARS + effect + "\"setBasePT\":[1]}\n");
            assertWholeAndCut(list, ":7:60: error: \"setBasePT\" holds two numbers [power, toughness], not 1");
        }

        @Test
        void a_counter_amount_out_of_range_names_the_range_and_the_amount() throws IOException {
            String bears = "{\"type\":\"object\",\"id\":\"x\",\"card\":\"Grizzly Bears\",\"owner\":\"P1\","
                    + "\"zone\":\"battlefield\",\"counters\":{\"+1/+1\":";
            assertWholeAndCut(validate(G + bears + "99999999999}}\n"),
                    ":2:104: error: counter amounts are whole numbers from 0 to 1000000, not 99999999999");
            assertWholeAndCut(validate(G + bears + "\"2\"}}\n"),
                    ":2:104: error: counter amounts are whole numbers from 0 to 1000000, not a string");
        }
    }
}
