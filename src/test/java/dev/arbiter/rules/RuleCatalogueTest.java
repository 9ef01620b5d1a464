package dev.arbiter.rules;

import dev.arbiter.engine.RuleLint;
import dev.arbiter.engine.Rulebase;
import org.junit.jupiter.api.Test;
import org.kie.api.definition.rule.Rule;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The analysts' contract (ARCHITECTURE.md, traceability): every rule cites its CR number, rule names are unique,
 * each DRL file's package is its folder, every rule runs in a known phase, and every seed ruling has a rule and a
 * scenario. Reads both the compiled rule base and the DRL sources.
 */
class RuleCatalogueTest {
    static final Path RULES = Path.of("rules");
    static final Set<String> GROUPS = Set.of("statics", "layers", "legality", "events", "turn", "combat", "cast",
            "resolve", "create", "sba", "leave", "stack", "audit");
    private static final Pattern RULE = Pattern.compile("^\\s*rule\\s+\"([^\"]+)\"", Pattern.MULTILINE);

    @Test
    void every_rule_cites_the_comprehensive_rules_it_implements() {
        List<String> missing = new ArrayList<>();
        for (Rule r : Rulebase.rules()) {
            String problem = RuleLint.crProblem(Rulebase.meta(r, "cr"));
            if (problem != null) {
                missing.add(r.getPackageName() + ": " + r.getName() + ": " + problem);
            }
        }
        assertThat(missing).as("rules without a well-formed @cr(\"704.5y\") tag").isEmpty();
    }

    @Test
    void every_recorded_tag_says_what_the_engine_knows() {
        List<String> wrong = new ArrayList<>();
        for (Rule r : Rulebase.rules()) {
            String recorded = Rulebase.meta(r, "recorded");
            if (recorded != null && !recorded.equals(dev.arbiter.engine.RuleTag.IMPLIED)) {
                wrong.add(r.getName() + ": @recorded(\"" + recorded + "\")");
            }
        }
        assertThat(wrong).as("@recorded takes \"implied\"").isEmpty();
        assertThat(Rulebase.rules()).filteredOn(r -> Rulebase.meta(r, "recorded") != null).hasSizeGreaterThan(0);
    }

    @Test
    void every_rule_name_starts_with_its_first_cr_number() {
        List<String> wrong = new ArrayList<>();
        for (Rule r : Rulebase.rules()) {
            String problem = RuleLint.nameProblem(r.getName(), Rulebase.meta(r, "cr"));
            if (problem != null) {
                wrong.add(r.getName() + ": " + problem);
            }
        }
        assertThat(wrong).as("rule names are \"<CR number> <what it requires>\"").isEmpty();
    }

    @Test
    void rule_names_are_unique_across_files() throws IOException {
        Map<String, List<Path>> byName = new HashMap<>();
        for (Path f : drlFiles()) {
            Matcher m = RULE.matcher(Files.readString(f, StandardCharsets.UTF_8));
            while (m.find()) {
                byName.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(f);
            }
        }
        List<String> dup = byName.entrySet().stream().filter(e -> e.getValue().size() > 1)
                .map(e -> e.getKey() + " in " + e.getValue()).toList();
        assertThat(dup).isEmpty();
    }

    @Test
    void each_drl_file_declares_the_package_of_its_folder() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (Path f : drlFiles()) {
            // rules/<folder>/x.drl is on the class path at dev/arbiter/rules/<folder>/ (docs/engine.md)
            String folder = "dev.arbiter.rules." + RULES.relativize(f.getParent()).toString().replace('/', '.');
            Matcher m = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE)
                    .matcher(Files.readString(f, StandardCharsets.UTF_8));
            String pkg = m.find() ? m.group(1) : "(none)";
            if (!pkg.equals(folder)) {
                wrong.add(f + ": package " + pkg + ", folder " + folder);
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void every_rule_runs_in_a_known_phase_and_none_uses_agenda_groups() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (Path f : drlFiles()) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            if (text.contains("agenda-group")) {
                wrong.add(f + " uses the deprecated agenda-group");
            }
            String[] blocks = text.split("\\n\\s*rule\\s+\"");
            for (String block : java.util.Arrays.copyOfRange(blocks, 1, blocks.length)) {
                Matcher g = Pattern.compile("ruleflow-group\\s+\"([^\"]+)\"").matcher(block);
                if (!g.find() || !GROUPS.contains(g.group(1))) {
                    wrong.add(f + ": rule \"" + block.substring(0, Math.min(60, block.length())).split("\"")[0]
                            + "\" is in no known ruleflow-group");
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void every_seed_ruling_has_a_rule_tagged_with_it_and_a_scenario_that_demonstrates_it() throws IOException {
        Set<String> tagged = new TreeSet<>();
        for (Rule r : Rulebase.rules()) {
            Object ruling = r.getMetaData().get("ruling");
            if (ruling != null) {
                for (String id : ruling.toString().split(",")) {
                    tagged.add(id.strip());
                }
            }
        }
        Set<String> demonstrated = new TreeSet<>();
        Pattern header = Pattern.compile("^#\\s*ruling:(.*)$", Pattern.MULTILINE);
        for (Path root : List.of(Path.of("src/test/resources/scenarios"), Path.of("examples/logs"))) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (var files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".jsonl")).toList()) {
                    Matcher m = header.matcher(Files.readString(f, StandardCharsets.UTF_8));
                    while (m.find()) {
                        for (String id : m.group(1).split(",")) {
                            demonstrated.add(id.strip());
                        }
                    }
                }
            }
        }
        List<String> missing = new ArrayList<>();
        for (String id : seedRulings()) {
            if (!tagged.contains(id)) {
                missing.add(id + " has no @ruling rule");
            }
            if (!demonstrated.contains(id)) {
                missing.add(id + " has no scenario (# ruling: header)");
            }
        }
        assertThat(missing).as("seed rulings without a rule or a scenario").isEmpty();
    }

    static List<Path> drlFiles() throws IOException {
        try (var s = Files.walk(RULES)) {
            return s.filter(p -> p.toString().endsWith(".drl")).sorted().toList();
        }
    }

    /** The seed rulings (reference/rules-and-cards.md §1): WM-1 … WM-10 and AH-1 … AH-14. */
    static Set<String> seedRulings() {
        Set<String> out = new TreeSet<>();
        for (int i = 1; i <= 10; i++) {
            out.add("WM-" + i);
        }
        for (int i = 1; i <= 14; i++) {
            out.add("AH-" + i);
        }
        return out;
    }
}
