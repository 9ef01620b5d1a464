package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.ObjectState;
import dev.arbiter.Replay;
import dev.arbiter.RuleFiring;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * README.md tells the truth: its first two commands, its library snippet (which is this class's {@link #snippet}
 * word for word, compiled and run here), its exit codes, and a row in "What is checked" for every DRL file (card
 * behaviour, rules/cards/, as one row).
 */
class ReadmeTest {
    private static final Path README = Path.of("README.md");

    /** The README's library example. Between the markers, every line appears in the README as it is here. */
    static void snippet(PrintStream out) throws IOException {
        // README:begin
        Arbiter arbiter = Arbiter.create();   // loads the compiled rule base once; share it between threads

        LogResult result = arbiter.validate(Path.of("examples/logs/hexproof-target.jsonl"));
        out.println(result.status());           // INVALID
        for (Finding f : result.findings()) {
            out.println(f.line() + " " + f.rule() + " " + f.related() + ": " + f.message());
        }

        // step through a log and look at the game between steps
        try (InputStream in = Files.newInputStream(Path.of("examples/logs/role-replace.jsonl"));
             Replay replay = arbiter.open("role-replace.jsonl", in)) {
            Replay.Step step;
            while ((step = replay.next()) != null) {
                for (RuleFiring r : step.firings()) {
                    if (r.cr().startsWith("704.5y")) {
                        out.println("line " + step.line() + ": " + r.rule());
                    }
                }
            }
            ObjectState courtier = replay.object("c1");
            out.println(courtier.name() + " " + courtier.power() + "/" + courtier.toughness());
        }
        // README:end
    }

    @Test
    void the_library_snippet_runs_and_prints_what_the_readme_says() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        snippet(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        List<String> printed = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(printed.get(0)).isEqualTo("INVALID");
        assertThat(printed.get(1)).startsWith("10 601.2c [702.11b]: Monstrous Rage mr targets gs");
        assertThat(printed).anyMatch(l -> l.matches("line \\d+: 704\\.5y keep only the newest Role.*"));
        assertThat(printed.get(printed.size() - 1)).isEqualTo("Cursed Courtier 4/4");
    }

    @Test
    void the_readme_holds_the_snippet_word_for_word() throws IOException {
        String source = Files.readString(Path.of("src/test/java/dev/arbiter/cli/ReadmeTest.java"));
        String between = source.substring(source.indexOf("// README:begin") + "// README:begin".length(),
                source.indexOf("// README:end"));
        List<String> lines = between.lines().filter(l -> !l.isBlank()).map(l -> l.substring(Math.min(8,
                l.length() - l.stripLeading().length()))).toList();
        String readme = Files.readString(README);
        assertThat(readme).contains(String.join("\n", lines.subList(0, 1)));
        int at = 0;
        for (String l : lines) {
            int found = readme.indexOf(l, at);
            assertThat(found).as("README line, in order: %s", l).isGreaterThanOrEqualTo(0);
            at = found + l.length();
        }
    }

    @Test
    void the_readme_opens_with_the_two_commands() throws IOException {
        List<String> commands = Files.readAllLines(README).stream().filter(l -> l.startsWith("    ")).map(String::strip)
                .limit(2).toList();
        assertThat(commands).containsExactly("bin/arbiter validate examples/logs", "mvn -B clean verify");
        assertThat(Files.readString(Path.of(".ci/run"))).contains("mvn -B clean verify");
    }

    @Test
    void every_drl_file_has_a_row_in_what_is_checked() throws IOException {
        String readme = Files.readString(README);
        String checked = readme.substring(readme.indexOf("## What is checked"), readme.indexOf("## What is not checked"));
        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("rules"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".drl")).sorted().toList()) {
                String name = Path.of("rules").relativize(p).toString();
                boolean card = name.startsWith("cards/") && checked.contains("`cards/*.drl`");
                if (!card && !checked.contains("`" + name + "`")) {
                    missing.add(p.toString());
                }
            }
        }
        assertThat(missing).as("DRL files the README's \"What is checked\" does not name: add them to its table")
                .isEmpty();
        java.util.regex.Matcher named = java.util.regex.Pattern.compile("`([a-z_]+/[a-z_]+\\.drl)`").matcher(checked);
        List<String> gone = new ArrayList<>();
        while (named.find()) {
            if (!Files.exists(Path.of("rules", named.group(1)))) {
                gone.add(named.group(1));
            }
        }
        assertThat(gone).as("DRL files \"What is checked\" names that are no longer in rules/").isEmpty();
    }

    @Test
    void the_exit_codes_in_the_readme_are_the_ones_the_command_uses() throws IOException {
        String readme = Files.readString(README);
        for (String row : List.of("| 0 |", "| 1 |", "| 2 |", "| 3 |", "| 70 |")) {
            assertThat(readme).contains(row);
        }
    }
}
