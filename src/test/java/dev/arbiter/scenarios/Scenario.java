package dev.arbiter.scenarios;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A scenario log and what it must produce, declared in its header comments:
 * <pre>
 * # scenario: A1                      reference scenario ids (rules-and-cards.md §4)
 * # ruling: WM-4, WM-1                seed rulings it demonstrates
 * # finding: 704.5y line 14           one line per expected finding (rule and line); none means valid
 * # error: line 3                     the log must be refused at this line (status error)
 * </pre>
 */
record Scenario(Path file, List<String> scenarios, List<String> rulings, List<String> findings, Integer errorLine) {
    private static final Pattern FINDING = Pattern.compile("#\\s*finding:\\s*(\\S+)\\s+line\\s+(\\d+)");
    private static final Pattern ERROR = Pattern.compile("#\\s*error:\\s*line\\s+(\\d+)");

    static Scenario read(Path file) throws IOException {
        List<String> scenarios = new ArrayList<>();
        List<String> rulings = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        Integer error = null;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String t = line.strip();
            if (!t.startsWith("#")) {
                continue;
            }
            Matcher f = FINDING.matcher(t);
            Matcher e = ERROR.matcher(t);
            if (f.find()) {
                findings.add(f.group(1) + " line " + f.group(2));
            } else if (e.find()) {
                error = Integer.parseInt(e.group(1));
            } else if (t.matches("#\\s*scenario:.*")) {
                scenarios.addAll(list(t));
            } else if (t.matches("#\\s*ruling:.*")) {
                rulings.addAll(list(t));
            }
        }
        return new Scenario(file, scenarios, rulings, findings, error);
    }

    private static List<String> list(String header) {
        List<String> out = new ArrayList<>();
        for (String s : header.substring(header.indexOf(':') + 1).split(",")) {
            if (!s.isBlank()) {
                out.add(s.strip());
            }
        }
        return out;
    }

    /** Every scenario log under a folder. */
    static List<Scenario> all(Path root) throws IOException {
        List<Scenario> out = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return out;
        }
        try (var files = Files.walk(root)) {
            for (Path p : files.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList()) {
                out.add(read(p));
            }
        }
        return out;
    }
}
