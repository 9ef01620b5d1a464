package dev.arbiter.cli;

import dev.arbiter.log.Json;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter validate}: inputs, report formats and exit codes as shared/spec/cli.md describes them. */
class ValidateCommandTest {
    @TempDir
    Path dir;

    @Nested
    class Exit_codes {
        @Test
        void exits_0_when_every_log_is_valid() throws Exception {
            Cli r = Cli.run("validate", Logs.write(dir, "a.jsonl", Logs.VALID).toString());
            assertThat(r.code()).as(r.both()).isZero();
            assertThat(r.out()).isEqualTo("1 log: 1 valid, 0 invalid, 0 errors; 0 findings\n");
        }

        @Test
        void exits_1_when_a_log_has_an_error_finding() throws Exception {
            Path bad = Logs.write(dir, "bad.jsonl", Logs.INVALID);
            Cli r = Cli.run("validate", Logs.write(dir, "a.jsonl", Logs.VALID).toString(), bad.toString());
            assertThat(r.code()).as(r.both()).isEqualTo(1);
            assertThat(r.out()).startsWith(bad + ":7: error expect: ")
                    .endsWith("2 logs: 1 valid, 1 invalid, 0 errors; 1 finding\n");
        }

        @Test
        void exits_3_when_a_log_cannot_be_read_even_if_another_is_invalid() throws Exception {
            Cli r = Cli.run("validate", Logs.write(dir, "bad.jsonl", Logs.INVALID).toString(),
                    Logs.write(dir, "broken.jsonl", "{\"type\":\"game\"\n").toString());
            assertThat(r.code()).as(r.both()).isEqualTo(3);
            assertThat(r.out()).contains("broken.jsonl:1:").contains("1 invalid, 1 error;");
        }

        @Test
        void exits_2_for_usage_errors() {
            assertThat(Cli.run("validate").code()).isEqualTo(2);
            assertThat(Cli.run("validate", "-j", "0", "x.jsonl").code()).isEqualTo(2);
            assertThat(Cli.run("validate", "-f", "yaml", "x.jsonl").code()).isEqualTo(2);
            assertThat(Cli.run("validate", "--frobnicate", "x.jsonl").code()).isEqualTo(2);
            assertThat(Cli.run("frobnicate").code()).isEqualTo(2);
            assertThat(Cli.run().code()).isEqualTo(2);
        }

        @Test
        void exits_2_when_there_is_no_log_to_validate() throws Exception {
            Files.createDirectories(dir.resolve("empty"));
            Cli r = Cli.run("validate", dir.resolve("empty").toString());
            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err()).contains("no logs to validate");
        }

        @Test
        void exits_2_when_the_report_file_cannot_be_written() throws Exception {
            Cli r = Cli.run("validate", "-o", dir.resolve("no/such/dir/report.txt").toString(),
                    Logs.write(dir, "a.jsonl", Logs.VALID).toString());
            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err()).contains("can't write the report");
            assertThat(r.leaksStackTrace()).isFalse();
        }
    }

    @Nested
    class Inputs_ {
        @Test
        void searches_directories_recursively_for_jsonl_and_mtglog_in_name_order() throws Exception {
            Logs.write(dir, "b/z.mtglog", Logs.INVALID);
            Logs.write(dir, "b/a/y.jsonl", Logs.INVALID);
            Logs.write(dir, "a.jsonl", Logs.INVALID);
            Logs.write(dir, "notes.txt", "not a log");
            Cli r = Cli.run("validate", dir.toString());
            assertThat(r.out().lines().filter(l -> l.contains(": error")).map(l -> l.substring(0, l.indexOf(':'))))
                    .containsExactly(dir.resolve("a.jsonl").toString(), dir.resolve("b/a/y.jsonl").toString(),
                            dir.resolve("b/z.mtglog").toString());
        }

        @Test
        void reads_standard_input_for_a_dash() {
            Cli r = Cli.stdin(Logs.INVALID, "validate", "-");
            assertThat(r.code()).as(r.both()).isEqualTo(1);
            assertThat(r.out()).startsWith("<stdin>:7: error expect:");
        }

        @Test
        void a_missing_file_is_a_log_in_error_and_the_others_are_still_validated() throws Exception {
            Path good = Logs.write(dir, "good.jsonl", Logs.VALID);
            Cli r = Cli.run("validate", dir.resolve("gone.jsonl").toString(), good.toString());
            assertThat(r.code()).isEqualTo(3);
            assertThat(r.out()).contains("gone.jsonl: error: can't read the file")
                    .endsWith("2 logs: 1 valid, 0 invalid, 1 error; 0 findings\n");
        }

        @Test
        void says_on_standard_error_when_a_directory_holds_no_logs() throws Exception {
            Files.createDirectories(dir.resolve("empty"));
            Path good = Logs.write(dir, "good.jsonl", Logs.VALID);
            Cli r = Cli.run("validate", dir.resolve("empty").toString(), good.toString());
            assertThat(r.code()).isZero();
            assertThat(r.err()).contains("empty: no *.jsonl or *.mtglog files");
        }

        /** A shell's globs and folders overlap: each log is validated once, and standard error says so. */
        @Test
        void a_log_named_twice_is_validated_once_and_said() throws Exception {
            Path a = Logs.write(dir, "logs/a.jsonl", Logs.INVALID);
            Logs.write(dir, "logs/b.jsonl", Logs.VALID);
            Path logs = dir.resolve("logs");
            String other = dir.resolve("logs/../logs/a.jsonl").toString();

            Cli files = Cli.run("validate", a.toString(), other, a.toString());
            assertThat(files.out()).endsWith("1 log: 0 valid, 1 invalid, 0 errors; 1 finding\n");
            assertThat(files.err()).contains(other + " is named twice (also as " + a + "): it is validated once")
                    .contains(a + " is named twice: it is validated once");

            Cli fileThenFolder = Cli.run("validate", a.toString(), logs.toString());
            assertThat(fileThenFolder.out()).endsWith("2 logs: 1 valid, 1 invalid, 0 errors; 1 finding\n");
            assertThat(fileThenFolder.err()).contains(a + " is named twice: it is validated once")
                    .doesNotContain("no *.jsonl");

            Cli folderThenFile = Cli.run("validate", logs.toString(), a.toString());
            assertThat(folderThenFile.out()).endsWith("2 logs: 1 valid, 1 invalid, 0 errors; 1 finding\n");
            assertThat(folderThenFile.err()).contains(a + " is named twice (it is in " + logs
                    + ", walked already): it is validated once");

            Cli folders = Cli.run("validate", dir.toString(), logs.toString());
            assertThat(folders.out()).endsWith("2 logs: 1 valid, 1 invalid, 0 errors; 1 finding\n");
            assertThat(folders.err()).contains(logs + " is named twice: it is walked once");

            Cli once = Cli.run("validate", logs.toString());
            assertThat(once.err()).isEmpty();

            // a file that isn't there, named twice, is one error
            String gone = dir.resolve("gone.jsonl").toString();
            Cli missing = Cli.run("validate", gone, gone);
            assertThat(missing.out()).endsWith("1 log: 0 valid, 0 invalid, 1 error; 0 findings\n");
            assertThat(missing.err()).contains(gone + " is named twice: it is validated once");
        }

        /**
         * A symbolic link to a log that a walk reaches anyway — in the same folder, or in another folder walked before
         * or after — is the same log: validated once, and said. A link to a file no walk reaches is validated.
         */
        @Test
        void a_log_reached_again_through_a_symbolic_link_is_validated_once_and_said() throws Exception {
            Path a = Logs.write(dir, "logs/a.jsonl", Logs.INVALID);
            Path sameFolder = Files.createSymbolicLink(dir.resolve("logs/b.jsonl"), a);
            Cli one = Cli.run("validate", dir.resolve("logs").toString());
            assertThat(one.out()).endsWith("1 log: 0 valid, 1 invalid, 0 errors; 1 finding\n");
            assertThat(one.err()).contains(sameFolder + " is named twice (a link to " + a.toRealPath()
                    + "): it is validated once");
            Files.delete(sameFolder);

            Path links = Files.createDirectories(dir.resolve("links"));
            Path link = Files.createSymbolicLink(links.resolve("l.jsonl"), a);
            Cli linkFirst = Cli.run("validate", links.toString(), dir.resolve("logs").toString());
            assertThat(linkFirst.out()).endsWith("1 log: 0 valid, 1 invalid, 0 errors; 1 finding\n")
                    .contains(link + ":");
            assertThat(linkFirst.err()).contains(a + " is named twice (also as " + link + "): it is validated once");

            Cli targetFirst = Cli.run("validate", dir.resolve("logs").toString(), links.toString());
            assertThat(targetFirst.out()).endsWith("1 log: 0 valid, 1 invalid, 0 errors; 1 finding\n")
                    .contains(a + ":");
            assertThat(targetFirst.err()).contains(link + " is named twice (a link to " + a.toRealPath()
                    + "): it is validated once");

            Cli linkAlone = Cli.run("validate", links.toString());
            assertThat(linkAlone.out()).endsWith("1 log: 0 valid, 1 invalid, 0 errors; 1 finding\n");
            assertThat(linkAlone.err()).isEmpty();
        }

        /**
         * A name in another encoding than UTF-8 (Latin-1's é, byte E9) is shown with that byte escaped, never as
         * U+FFFD, and named on the command line it is found by its bytes.
         */
        @Test
        void a_file_name_that_is_not_utf8_is_shown_escaped_and_found_by_its_bytes() throws Exception {
            Path latin = Files.createDirectories(dir.resolve("latin"));
            Process p = new ProcessBuilder("bash", "-c", "printf '%s\\n' \"$0\" > \"$(printf 'caf\\351.jsonl')\"",
                    Logs.INVALID).directory(latin.toFile()).start();
            assertThat(p.waitFor()).isZero();
            Path entry;
            try (var s = Files.list(latin)) {
                entry = s.findFirst().orElseThrow();
            }
            String shown = latin + "/caf\\xE9.jsonl";

            Cli walked = Cli.run("validate", latin.toString());
            assertThat(walked.out()).startsWith(shown + ":7: error expect:").doesNotContain("\uFFFD");
            // SARIF's URI spells the bytes, so that a viewer opens the file itself
            Cli sarif = Cli.run("validate", "-f", "sarif", latin.toString());
            assertThat(sarif.out()).contains("\"uri\":\"" + latin.toUri().toASCIIString() + "caf%E9.jsonl\"");

            // the argument as Java has it (U+FFFD for the byte), found again from the process's arguments' bytes
            String arg = entry.toString();
            assertThat(arg).contains("\uFFFD");
            byte[] raw = (latin + "/caf").getBytes(StandardCharsets.UTF_8);
            byte[] bytes = java.util.Arrays.copyOf(raw, raw.length + 7);
            System.arraycopy(new byte[] {(byte) 0xE9, '.', 'j', 's', 'o', 'n', 'l'}, 0, bytes, raw.length, 7);
            Path found = RawArgs.path(arg, List.of("java".getBytes(StandardCharsets.UTF_8), bytes));
            assertThat(Files.isRegularFile(found)).isTrue();
            assertThat(dev.arbiter.log.FileNames.of(found)).isEqualTo(shown);
            assertThat(Files.exists(Path.of(arg))).as("the decoded name is another file").isFalse();

            // a name no file has is shown by its bytes all the same
            byte[] gone = java.util.Arrays.copyOf(bytes, bytes.length + 1);
            gone[gone.length - 2] = (byte) 0xFF;
            gone[gone.length - 1] = 'l';
            String goneArg = new String(gone, StandardCharsets.UTF_8);
            Path missing = RawArgs.path(goneArg, List.of("java".getBytes(StandardCharsets.UTF_8), gone));
            assertThat(Files.exists(missing)).isFalse();
            assertThat(dev.arbiter.log.FileNames.of(missing)).isEqualTo(latin + "/caf\\xE9.json\\xFFl")
                    .doesNotContain("\uFFFD");
        }

        @Test
        void parallel_workers_report_in_the_same_order_as_one_worker() throws Exception {
            for (int i = 0; i < 24; i++) {
                Logs.write(dir, String.format("g%02d.jsonl", i), i % 3 == 0 ? Logs.INVALID
                        : i % 5 == 0 ? "{]\n" : Logs.VALID);
            }
            Cli one = Cli.run("validate", "-j", "1", dir.toString());
            Cli four = Cli.run("validate", "-j", "4", dir.toString());
            assertThat(four.out()).isEqualTo(one.out());
            assertThat(four.code()).isEqualTo(one.code()).isEqualTo(3);
        }
    }

    @Nested
    class Formats {
        @Test
        void json_has_the_shape_of_the_spec() throws Exception {
            Path bad = Logs.write(dir, "1-bad.jsonl", Logs.INVALID);
            Logs.write(dir, "2-broken.jsonl", Logs.GAME + "\n{\"type\":\"turn\",\"number\":\"one\",\"active\":\"P1\"}\n");
            Logs.write(dir, "3-good.jsonl", Logs.VALID);
            Cli r = Cli.run("validate", "-f", "json", dir.toString());
            Json.Obj doc = (Json.Obj) Json.parseDocument(r.out());
            assertThat(doc.fields().keySet()).containsExactly("tool", "version", "cr", "summary", "logs");
            assertThat(str(doc, "tool")).isEqualTo("arbiter");
            assertThat(str(doc, "cr")).isEqualTo("2025-02-07");
            Json.Obj summary = (Json.Obj) doc.get("summary");
            assertThat(summary.fields().keySet()).containsExactly("logs", "valid", "invalid", "errors", "findings");
            assertThat(num(summary, "logs")).isEqualTo(3);
            assertThat(num(summary, "findings")).isEqualTo(1);
            List<Json.Value> logs = ((Json.Arr) doc.get("logs")).items();
            Json.Obj invalid = (Json.Obj) logs.get(0);
            assertThat(invalid.fields().keySet()).containsExactly("file", "status", "lines", "findings");
            assertThat(str(invalid, "file")).isEqualTo(bad.toString());
            assertThat(str(invalid, "status")).isEqualTo("invalid");
            Json.Obj finding = (Json.Obj) ((Json.Arr) invalid.get("findings")).items().get(0);
            assertThat(finding.fields().keySet()).containsExactly("rule", "related", "severity", "line", "turn", "step",
                    "objects", "message", "expected", "observed");
            assertThat(str(finding, "rule")).isEqualTo("expect");
            assertThat(num(finding, "line")).isEqualTo(7);
            assertThat(num(finding, "turn")).isEqualTo(1);
            assertThat(str(finding, "step")).isEqualTo("main1");
            Json.Obj error = (Json.Obj) logs.get(1);
            assertThat(error.fields().keySet()).containsExactly("file", "status", "error");
            Json.Obj where = (Json.Obj) error.get("error");
            assertThat(num(where, "line")).isEqualTo(2);
            assertThat(num(where, "column")).isEqualTo(25); // the value of "number"
            assertThat(str((Json.Obj) logs.get(2), "status")).isEqualTo("valid");
            assertThat(r.code()).isEqualTo(3);
        }

        @Test
        void sarif_is_one_run_with_cr_numbers_as_rule_ids_and_metadata_for_each() throws Exception {
            Path bad = Logs.write(dir, "bad.jsonl", Logs.INVALID);
            Cli r = Cli.run("validate", "-f", "sarif", bad.toString(),
                    Logs.write(dir, "broken.jsonl", "\u0000\n").toString());
            Json.Obj doc = (Json.Obj) Json.parseDocument(r.out());
            assertThat(str(doc, "version")).isEqualTo("2.1.0");
            List<Json.Value> runs = ((Json.Arr) doc.get("runs")).items();
            assertThat(runs).hasSize(1);
            Json.Obj run = (Json.Obj) runs.get(0);
            Json.Obj driver = (Json.Obj) ((Json.Obj) run.get("tool")).get("driver");
            List<String> ruleIds = new ArrayList<>();
            for (Json.Value v : ((Json.Arr) driver.get("rules")).items()) {
                ruleIds.add(str((Json.Obj) v, "id"));
                assertThat(((Json.Obj) v).has("shortDescription")).isTrue();
            }
            List<Json.Value> results = ((Json.Arr) run.get("results")).items();
            assertThat(results).hasSize(2);
            for (Json.Value v : results) {
                assertThat(ruleIds).contains(str((Json.Obj) v, "ruleId"));
            }
            Json.Obj first = (Json.Obj) results.get(0);
            assertThat(str(first, "ruleId")).isEqualTo("expect");
            Json.Obj location = (Json.Obj) ((Json.Obj) ((Json.Arr) first.get("locations")).items().get(0))
                    .get("physicalLocation");
            assertThat(str((Json.Obj) location.get("artifactLocation"), "uri")).endsWith("bad.jsonl");
            assertThat(num((Json.Obj) location.get("region"), "startLine")).isEqualTo(7);
            // a log that could not be read: the run did not do its whole job
            Json.Obj invocation = invocation(r);
            assertThat(((Json.Bool) invocation.get("executionSuccessful")).value()).isFalse();
            assertThat(num(invocation, "exitCode")).isEqualTo(3).isEqualTo(r.code());
        }

        @Test
        void sarif_names_standard_input_by_a_description_and_says_whether_the_run_checked_every_log()
                throws Exception {
            Cli r = Cli.stdin(Logs.INVALID, "validate", "-f", "sarif", "-");
            assertThat(r.code()).isEqualTo(1);
            Json.Obj run = (Json.Obj) ((Json.Arr) ((Json.Obj) Json.parseDocument(r.out())).get("runs")).items().get(0);
            Json.Obj location = (Json.Obj) ((Json.Obj) ((Json.Arr) ((Json.Obj) ((Json.Arr) run.get("results")).items()
                    .get(0)).get("locations")).items().get(0)).get("physicalLocation");
            Json.Obj artifact = (Json.Obj) location.get("artifactLocation");
            assertThat(artifact.has("uri")).as("standard input is no file under SRCROOT").isFalse();
            assertThat(str((Json.Obj) artifact.get("description"), "text")).isEqualTo("standard input");
            // findings are what the run is for: it succeeded
            assertThat(((Json.Bool) invocation(r).get("executionSuccessful")).value()).isTrue();
            assertThat(num(invocation(r), "exitCode")).isEqualTo(1);

            Path empty = Files.createDirectories(dir.resolve("empty"));
            Cli none = Cli.run("validate", "-f", "sarif", empty.toString());
            assertThat(none.code()).isEqualTo(2);
            Json.Obj nothing = invocation(none);
            assertThat(((Json.Bool) nothing.get("executionSuccessful")).value()).isFalse();
            assertThat(num(nothing, "exitCode")).isEqualTo(2);
            assertThat(((Json.Arr) nothing.get("toolExecutionNotifications")).items()).hasSize(1);
        }

        private static Json.Obj invocation(Cli r) {
            Json.Obj run = (Json.Obj) ((Json.Arr) ((Json.Obj) Json.parseDocument(r.out())).get("runs")).items().get(0);
            return (Json.Obj) ((Json.Arr) run.get("invocations")).items().get(0);
        }

        @Test
        void junit_has_one_suite_and_one_failed_case_per_invalid_or_unreadable_log() throws Exception {
            Logs.write(dir, "a-good.jsonl", Logs.VALID);
            Logs.write(dir, "b-bad.jsonl", Logs.INVALID);
            Logs.write(dir, "c-broken.jsonl", "");
            Path report = dir.resolve("report.xml");
            Cli r = Cli.run("validate", "-f", "junit", "-o", report.toString(), dir.toString());
            assertThat(r.out()).isEmpty();
            Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(Files.readAllBytes(report)));
            NodeList suites = xml.getElementsByTagName("testsuite");
            assertThat(suites.getLength()).isEqualTo(1);
            Element suite = (Element) suites.item(0);
            assertThat(suite.getAttribute("tests")).isEqualTo("3");
            assertThat(suite.getAttribute("failures")).isEqualTo("2");
            NodeList cases = xml.getElementsByTagName("testcase");
            assertThat(cases.getLength()).isEqualTo(3);
            assertThat(((Element) cases.item(0)).getElementsByTagName("failure").getLength()).isZero();
            assertThat(((Element) cases.item(1)).getElementsByTagName("failure").getLength()).isEqualTo(1);
            Element broken = (Element) ((Element) cases.item(2)).getElementsByTagName("failure").item(0);
            assertThat(broken.getAttribute("message")).contains("empty");
            assertThat(r.code()).isEqualTo(3);
        }

        @Test
        void writes_the_report_to_a_file_with_o() throws Exception {
            Path out = dir.resolve("report.json");
            Cli r = Cli.run("validate", "-f", "json", "-o", out.toString(),
                    Logs.write(dir, "a.jsonl", Logs.VALID).toString());
            assertThat(r.out()).isEmpty();
            assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains("\"valid\":1");
        }
    }

    @Test
    void draws_a_progress_line_on_standard_error_only_when_it_is_a_terminal() throws Exception {
        Path a = Logs.write(dir, "a.jsonl", Logs.VALID);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.StringWriter err = new java.io.StringWriter();
        int code = Main.run(java.io.InputStream.nullInputStream(), out, new java.io.PrintWriter(err, true), true,
                "validate", a.toString());
        assertThat(code).isZero();
        assertThat(err.toString()).contains("1 logs (0 invalid, 0 errors)").endsWith("\r\u001b[K");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("1 log: 1 valid, 0 invalid, 0 errors; 0 findings\n");
        assertThat(Cli.run("validate", a.toString()).err()).isEmpty();
    }

    @Test
    void help_and_version_work_on_every_command() {
        for (String command : List.of("validate", "explain", "derive", "rules", "cards")) {
            Cli help = Cli.run(command, "--help");
            assertThat(help.code()).as(command).isZero();
            assertThat(help.out()).as(command).contains("Usage: arbiter " + command);
            Cli version = Cli.run(command, "--version");
            assertThat(version.code()).as(command).isZero();
            assertThat(version.out()).as(command).startsWith("arbiter ").contains("Comprehensive Rules 2025-02-07");
        }
        assertThat(Cli.run("--version").out()).startsWith("arbiter ");
        assertThat(Cli.run("--help").out()).contains("validate", "explain", "derive", "rules", "cards");
    }

    static String str(Json.Obj o, String field) {
        return ((Json.Str) o.get(field)).value();
    }

    static long num(Json.Obj o, String field) {
        return ((Json.Num) o.get(field)).value();
    }
}
