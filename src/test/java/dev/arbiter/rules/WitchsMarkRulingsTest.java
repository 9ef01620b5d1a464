package dev.arbiter.rules;

import dev.arbiter.engine.Rulebase;
import org.junit.jupiter.api.Test;
import org.kie.api.definition.rule.Rule;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Role seed rulings WM-1 … WM-10 (reference/rules-and-cards.md §1.1): each has a rule tagged {@code @ruling} in the
 * compiled rule base and a scenario log that declares it ({@code # ruling: WM-n}).
 */
class WitchsMarkRulingsTest {

    @Test
    void every_witchs_mark_ruling_has_a_rule_and_a_scenario() throws IOException {
        List<String> rulings = new ArrayList<>();
        List<String> scenarios = new ArrayList<>();
        for (Rule r : Rulebase.rules()) {
            Object v = r.getMetaData().get("ruling");
            if (v != null) {
                rulings.add(v.toString());
            }
        }
        for (Path root : List.of(Path.of("src/test/resources/scenarios"), Path.of("examples/logs"))) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".jsonl")).toList()) {
                    for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                        if (line.matches("#\\s*ruling:.*")) {
                            scenarios.add(line);
                        }
                    }
                }
            }
        }
        List<String> missing = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            String id = "WM-" + i;
            if (rulings.stream().noneMatch(r -> mentions(r, id))) {
                missing.add(id + " has no @ruling rule");
            }
            if (scenarios.stream().noneMatch(s -> mentions(s, id))) {
                missing.add(id + " has no scenario");
            }
        }
        assertThat(missing).isEmpty();
    }

    /** Whether a list of ruling ids ("WM-1, WM-10") names this one (WM-1 is not WM-10). */
    static boolean mentions(String list, String id) {
        return List.of(list.replaceAll("^#\\s*ruling:", "").split("[,\\s]+")).contains(id);
    }
}
