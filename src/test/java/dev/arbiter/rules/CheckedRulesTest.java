package dev.arbiter.rules;

import dev.arbiter.Arbiter;
import dev.arbiter.RuleInfo;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every CR number arbiter checks is visible to an analyst where they look: in a rule's {@code @cr} (so
 * {@code arbiter rules} lists it) and in the README's "What is checked" table, on the row of the DRL file that checks
 * it. A finding citing a number no rule carries would be a verdict made outside the rules an analyst reads.
 */
class CheckedRulesTest {
    private static final Pattern CR = Pattern.compile("\\d{3}\\.\\d+[a-z]?");
    /** A CR number as a quoted literal in DRL: a finding's rule or related rule, a refusal's reason. */
    private static final Pattern QUOTED_CR = Pattern.compile("\"(\\d{3}\\.\\d+[a-z]?)\"");
    private static final Pattern RANGE = Pattern.compile("(\\d{3}\\.\\d+[a-z]?)–(\\d{3}\\.\\d+[a-z]?)");
    /** A finding's rule or related rules in the snapshot's JSON: "rule":"704.5y" or "related":["613.7m","101.4"]. */
    private static final Pattern CITED = Pattern.compile("\"(?:rule|related)\":\\[?\"([^\\]]*?)\"\\]?[,}]");
    private static final Pattern DRL_FILE = Pattern.compile("`([a-z_]+/[a-z_]+\\.drl)`");

    private static final List<RuleInfo> RULES = Arbiter.create().rules();

    private static Set<String> catalogued() {
        Set<String> all = new TreeSet<>();
        RULES.forEach(r -> all.addAll(r.cr()));
        return all;
    }

    @Test
    void every_cr_number_the_drl_quotes_is_catalogued() throws IOException {
        Set<String> quoted = new TreeSet<>();
        for (Path f : RuleCatalogueTest.drlFiles()) {
            Matcher m = QUOTED_CR.matcher(Files.readString(f, StandardCharsets.UTF_8));
            while (m.find()) {
                quoted.add(m.group(1));
            }
        }
        quoted.removeAll(catalogued());
        assertThat(quoted).as("CR numbers written in DRL that no rule's @cr names").isEmpty();
    }

    @Test
    void every_cr_number_a_finding_cites_is_catalogued() throws IOException {
        // the verdict snapshot holds every finding of every scenario, example log and Arena game
        Set<String> cited = new TreeSet<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/verdicts/findings.jsonl"))) {
            Matcher m = CITED.matcher(line);
            while (m.find()) {
                Matcher n = CR.matcher(m.group(1));
                while (n.find()) {
                    cited.add(n.group());
                }
            }
        }
        assertThat(cited).as("CR numbers in findings").hasSizeGreaterThan(40);
        cited.removeAll(catalogued());
        assertThat(cited).as("CR numbers findings cite that no rule's @cr names").isEmpty();
    }

    @Test
    void the_readme_table_shows_every_drl_file_and_the_cr_numbers_its_rules_check() throws IOException {
        String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        String table = readme.substring(readme.indexOf("## What is checked"), readme.indexOf("## What is not checked"));
        List<String> missing = new ArrayList<>();
        Set<String> filesShown = new LinkedHashSet<>();
        for (String row : table.lines().filter(l -> l.startsWith("| ") && l.contains(".drl")).toList()) {
            String[] cells = row.split("\\|");
            String numbers = cells[2];
            Matcher f = DRL_FILE.matcher(cells[3]);
            while (f.find()) {
                String file = "rules/" + f.group(1);
                filesShown.add(file);
                for (RuleInfo r : RULES) {
                    if (r.file().equals(file)) {
                        for (String cr : r.cr()) {
                            if (!shows(numbers, cr)) {
                                missing.add(f.group(1) + ": " + cr + " (" + r.name() + ")");
                            }
                        }
                    }
                }
            }
        }
        Set<String> files = new TreeSet<>();
        RULES.forEach(r -> files.add(r.file()));
        files.removeAll(filesShown);
        assertThat(files).as("DRL files no row of the README's table names").isEmpty();
        assertThat(missing.stream().distinct().toList()).as("CR numbers missing from their row").isEmpty();
    }

    /** Whether a table cell shows a CR number, as itself or within a range ("613.1–613.7" shows 613.4a). */
    static boolean shows(String cell, String cr) {
        Matcher m = CR.matcher(cell.replaceAll(RANGE.pattern(), ""));
        while (m.find()) {
            if (m.group().equals(cr)) {
                return true;
            }
        }
        Matcher r = RANGE.matcher(cell);
        while (r.find()) {
            if (key(r.group(1), false).compareTo(key(cr, false)) <= 0
                    && key(cr, false).compareTo(key(r.group(2), true)) <= 0) {
                return true;
            }
        }
        return false;
    }

    /** A sortable key: 613.4a → "613.0004a"; an upper bound without a letter takes in all its letters. */
    private static String key(String cr, boolean upper) {
        String[] p = cr.split("\\.");
        String digits = p[1].replaceAll("[a-z]", "");
        String letter = p[1].substring(digits.length());
        return p[0] + "." + String.format("%04d", Integer.parseInt(digits)) + (letter.isEmpty() && upper ? "~" : letter);
    }

    @Test
    void a_range_shows_the_numbers_inside_it_only() {
        assertThat(shows(" 613.1–613.7, 702.26 ", "613.4a")).isTrue();
        assertThat(shows(" 613.1–613.7 ", "613.7m")).isTrue();
        assertThat(shows(" 613.1–613.7 ", "613.8")).isFalse();
        assertThat(shows(" 111.10j–111.10r ", "111.10k")).isTrue();
        assertThat(shows(" 111.10j–111.10r ", "111.1")).isFalse();
        assertThat(shows(" 702.26 ", "702.26a")).isFalse();
    }
}
