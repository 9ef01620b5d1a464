package dev.arbiter.rules;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every DRL file under {@code rules/} has its spec, found from the file itself rather than from a hand-kept list (a
 * list forgets the file added last): a test class in the same folder under this package
 * ({@code rules/sba/legend.drl} → {@code dev.arbiter.rules.sba}) names the file, and names each of its rules — by
 * convention a nested class per rule, with a case where it fires and one where it stays silent.
 */
class SpecCoverageTest {
    private static final Path TESTS = Path.of("src/test/java/dev/arbiter/rules");
    private static final Pattern RULE = Pattern.compile("^rule \"([^\"]+)\"", Pattern.MULTILINE);

    @Test
    void every_drl_file_and_every_rule_in_it_is_named_by_a_spec_in_its_folder() throws IOException {
        List<String> missing = new ArrayList<>();
        List<Path> drls;
        try (Stream<Path> s = Files.walk(RuleCatalogueTest.RULES)) {
            drls = s.filter(p -> p.toString().endsWith(".drl")).sorted().toList();
        }
        assertThat(drls).as("DRL files under %s", RuleCatalogueTest.RULES).hasSizeGreaterThan(50);
        for (Path drl : drls) {
            Path folder = RuleCatalogueTest.RULES.relativize(drl).getParent();
            String specs = specsIn(TESTS.resolve(folder.toString()));
            String file = RuleCatalogueTest.RULES.relativize(drl).toString();
            if (!specs.contains(drl.getFileName().toString())) {
                missing.add(file + " (no spec class in " + TESTS.resolve(folder.toString()) + " names the file)");
            }
            Matcher m = RULE.matcher(Files.readString(drl, StandardCharsets.UTF_8));
            while (m.find()) {
                if (!specs.contains("\"" + m.group(1) + "\"")) {
                    missing.add(file + ": " + m.group(1));
                }
            }
        }
        assertThat(missing).as("DRL files and rules without a spec").isEmpty();
    }

    /** The text of every test class in a folder (empty if the folder has none). */
    private static String specsIn(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return "";
        }
        StringBuilder all = new StringBuilder();
        try (Stream<Path> s = Files.list(folder)) {
            for (Path p : s.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                all.append(Files.readString(p, StandardCharsets.UTF_8)).append('\n');
            }
        }
        return all.toString();
    }
}
