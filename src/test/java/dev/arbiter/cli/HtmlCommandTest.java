package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code explain -f html} and {@code validate -f html --replays DIR} from the command line. */
class HtmlCommandTest {
    @TempDir
    Path dir;

    @Test
    void explain_writes_one_self_contained_page_to_the_file_of_o_with_validates_exit_status() throws IOException {
        Path page = dir.resolve("replay.html");
        Cli r = Cli.run("explain", "-f", "html", "-o", page.toString(), Logs.write(dir, "a.jsonl", Logs.INVALID)
                .toString());
        assertThat(r.code()).as(r.both()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        String html = Files.readString(page);
        assertThat(html).startsWith("<!DOCTYPE html>").endsWith("</html>\n");
        // self-contained: nothing is fetched from anywhere
        assertThat(html).doesNotContainPattern("(?i)(src|href)\\s*=").doesNotContain("http://", "https://",
                "@import", "url(");
    }

    @Test
    void explain_html_goes_to_standard_output_without_o_and_shows_an_unreadable_log_with_its_error()
            throws IOException {
        Path bad = Logs.write(dir, "bad.jsonl", Logs.VALID.replace("{\"type\":\"resolve\"", "{\"type\":\"resolv\""));
        Cli r = Cli.run("explain", "-f", "html", bad.toString());
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.out()).contains("\"error\":{\"line\":6,\"column\":9").endsWith("</html>\n");
        Cli missing = Cli.run("explain", "-f", "html", dir.resolve("gone.jsonl").toString());
        assertThat(missing.code()).isEqualTo(3);
        assertThat(missing.out()).contains("can't read the file").endsWith("</html>\n");
        assertThat(r.leaksStackTrace() || missing.leaksStackTrace()).isFalse();
    }

    @Test
    void explain_o_writes_the_text_and_json_traces_to_a_file_too() throws IOException {
        Path log = Logs.write(dir, "a.jsonl", Logs.VALID);
        Path text = dir.resolve("trace.txt");
        Cli r = Cli.run("explain", "-o", text.toString(), log.toString());
        assertThat(r.code()).as(r.both()).isZero();
        assertThat(r.out()).isEmpty();
        assertThat(Files.readString(text)).contains("fired    608.3").endsWith("valid, 7 lines, 0 findings\n");
        Cli unwritable = Cli.run("explain", "-o", dir.resolve("no/such/dir/x.html").toString(), log.toString());
        assertThat(unwritable.code()).isEqualTo(2);
        assertThat(unwritable.err()).contains("can't write");
    }

    @Test
    void html_is_a_format_of_explain_and_validate_only() throws IOException {
        assertThat(Cli.run("rules", "-f", "html").code()).isEqualTo(2);
        assertThat(Cli.run("explain", "-f", "junit", Logs.write(dir, "a.jsonl", Logs.VALID).toString()).code())
                .isEqualTo(2);
        assertThat(Cli.run("validate", "--help").out()).contains("html", "--replays");
        assertThat(Cli.run("explain", "--help").out()).contains("html", "-o");
    }

    @Test
    void validate_links_every_log_to_its_replay_written_beside_the_summary() throws IOException {
        Logs.write(dir, "logs/one.jsonl", Logs.VALID);
        Logs.write(dir, "logs/sub/two.jsonl", Logs.INVALID);
        Logs.write(dir, "logs/sub_two.jsonl", Logs.VALID.replace("{\"type\":\"resolve\"", "{\"type\":\"resolv\""));
        Path report = dir.resolve("out/index.html");
        Files.createDirectories(report.getParent());
        Path replays = dir.resolve("out/replays");
        Cli r = Cli.run("validate", "-f", "html", "-o", report.toString(), "--replays", replays.toString(),
                dir.resolve("logs").toString());
        assertThat(r.code()).as(r.both()).isEqualTo(3);
        String html = Files.readString(report);
        Matcher links = Pattern.compile("href=\"([^\"#]+)(#L\\d+)?\"").matcher(html);
        Set<String> pages = new HashSet<>();
        while (links.find()) {
            pages.add(links.group(1));
            assertThat(report.getParent().resolve(links.group(1))).exists();
        }
        assertThat(pages).hasSize(3).allMatch(p -> p.startsWith("replays/"));
        assertThat(html).contains("#L7\">line 7</a>", "#L6\">line 6, column 9</a>");
        assertThat(Files.readString(replays.resolve(Replays.fileName(dir.resolve("logs/sub/two.jsonl").toString()))))
                .contains("\"status\":\"invalid\"");
    }

    /**
     * A log that can't be read at all (a link to nothing) gets a page saying why; a page that can't be written (its
     * name taken by a folder) is not linked: the summary links only to pages there are.
     */
    @Test
    void the_summary_links_only_to_pages_there_are_and_an_unreadable_log_has_a_page_saying_why() throws IOException {
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Path dangling = Files.createSymbolicLink(logs.resolve("dangling.jsonl"), dir.resolve("nowhere.jsonl"));
        Path taken = Logs.write(dir, "logs/taken.jsonl", Logs.VALID);
        Path replays = dir.resolve("replays");
        Files.createDirectories(replays.resolve(Replays.fileName(taken.toString())));
        Path report = dir.resolve("index.html");
        Cli r = Cli.run("validate", "-f", "html", "-o", report.toString(), "--replays", replays.toString(),
                logs.toString());
        assertThat(r.code()).as(r.both()).isEqualTo(Output.WRITE_FAILED);
        String html = Files.readString(report);
        Matcher links = Pattern.compile("href=\"([^\"#]+)(#L\\d+)?\"").matcher(html);
        Set<String> pages = new HashSet<>();
        while (links.find()) {
            pages.add(links.group(1));
            assertThat(dir.resolve(links.group(1))).isRegularFile();
        }
        assertThat(pages).containsExactly("replays/" + Replays.fileName(dangling.toString()));
        assertThat(Files.readString(replays.resolve(Replays.fileName(dangling.toString()))))
                .contains("a symbolic link to nothing");
    }

    /** A log deep in folders still gets its page: a name past 255 bytes can't be written (it was exit 74). */
    @Test
    void a_log_deep_in_folders_gets_a_replay_page_of_a_name_the_file_system_takes() throws IOException {
        String deep = "tournament-round-1/".repeat(14);
        Logs.write(dir, "logs/" + deep + "game.jsonl", Logs.VALID);
        Logs.write(dir, "logs/" + deep.replace("round-1/", "round-1./") + "game.jsonl", Logs.VALID);
        Path report = dir.resolve("index.html");
        Path replays = dir.resolve("replays");
        Cli r = Cli.run("validate", "-f", "html", "-o", report.toString(), "--replays", replays.toString(),
                dir.resolve("logs").toString());
        assertThat(r.code()).as(r.both()).isZero();
        try (var pages = Files.list(replays)) {
            assertThat(pages.map(p -> p.getFileName().toString()).toList()).hasSize(2)
                    .allMatch(n -> n.length() <= Replays.LONGEST_NAME + ".html".length() && n.endsWith("~game.jsonl.html"));
        }
        Matcher links = Pattern.compile("href=\"([^\"#]+)\"").matcher(Files.readString(report));
        while (links.find()) {
            assertThat(dir.resolve(links.group(1))).exists();
        }
    }

    /** A report named as one of the pages: the page is not written over it, and the run says so (exit 74). */
    @Test
    void a_replay_page_never_replaces_the_report() throws IOException {
        Path log = Logs.write(dir, "logs/one.jsonl", Logs.VALID);
        Path replays = Files.createDirectories(dir.resolve("replays"));
        Path report = replays.resolve(Replays.fileName(log.toString()));
        Cli r = Cli.run("validate", "-f", "html", "-o", report.toString(), "--replays", replays.toString(),
                log.toString());
        assertThat(r.code()).as(r.both()).isEqualTo(Output.WRITE_FAILED);
        assertThat(r.err()).contains("can't write the replay page " + report + ": it is the file -o writes the report"
                + " to");
        assertThat(report).exists();
        try (var pages = Files.list(replays)) {
            assertThat(pages).containsExactly(report);  // the report alone, no page beside it
        }
    }

    @Test
    void replay_file_names_keep_the_path_readable_and_never_collide() {
        assertThat(Replays.fileName("examples/logs/role-replace.jsonl"))
                .isEqualTo("examples~logs~role-replace.jsonl.html");
        List<String> names = List.of("a/b.jsonl", "a_b.jsonl", "a~b.jsonl", "a b.jsonl", "a_2F_b.jsonl", "<stdin>",
                "./x.jsonl", "../x.jsonl", "x.jsonl", "_2E_/x.jsonl", ".x.jsonl", "stdin", "stdin~", "/stdin");
        assertThat(names.stream().map(Replays::fileName).distinct()).hasSize(names.size())
                .allMatch(n -> n.matches("[A-Za-z0-9._~-]+"))
                .noneMatch(n -> n.startsWith(".")); // no page is a hidden file
        assertThat(Replays.fileName("<stdin>")).isEqualTo("stdin~.html");
        assertThat(Replays.fileName("./x.jsonl")).isEqualTo("_2E_~x.jsonl.html");
    }

    @Test
    void the_sample_pages_in_docs_show_every_example_log_with_its_status_now() throws IOException {
        String page = Files.readString(Path.of("docs/html/validate.html"));
        List<Path> logs;
        try (var files = Files.list(Path.of("examples/logs"))) {
            logs = files.filter(Inputs::isLog).sorted().toList();
        }
        for (Path log : logs) {
            String status = dev.arbiter.Arbiter.create().validate(log).status().word();
            assertThat(page).as("regenerate docs/html with the README's commands").containsPattern("<tr class=\""
                    + status + "\" data-n=\"\\d+\" data-file=\"" + Pattern.quote(log.toString()) + "\"");
            assertThat(Path.of("docs/html/replays", Replays.fileName(log.toString()))).exists();
        }
        assertThat(page.split("<tr class=", -1)).hasSize(logs.size() + 1);
        assertThat(Path.of("docs/html/hexproof-target.html")).exists();
    }
}
