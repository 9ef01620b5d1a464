package dev.arbiter.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * README.md tells the truth: its first two commands, its library example (the embedding test's judge tool, word
 * for word), its exit codes, and a row in "What is checked" for every DRL file (card
 * behaviour, rules/cards/, as one row).
 */
class ReadmeTest {
    private static final Path README = Path.of("README.md");

    /**
     * The README's library example is the judge tool of src/it/embedding, word for word: the embedding test
     * (maven-invoker-plugin, mvn verify) compiles it against the installed artifact and runs it.
     */
    @Test
    void the_readme_holds_the_embedding_example_word_for_word() throws IOException {
        String example = Files.readString(Path.of("src/it/embedding/src/main/java/example/JudgeTool.java"));
        assertThat(example).contains("import dev.arbiter.Arbiter;", "Arbiter.builder()");
        assertThat(Files.readString(README)).contains("```java\n" + example + "```\n");
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
