package dev.arbiter.rules;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The check behind the spec coverage tests: which rules of some DRL files are not named in their spec classes. */
final class SpecCoverage {
    private static final Path TESTS = Path.of("src/test/java/dev/arbiter/rules");
    private static final Pattern RULE = Pattern.compile("^rule \"([^\"]+)\"", Pattern.MULTILINE);

    private SpecCoverage() {
    }

    /**
     * For each DRL file (relative to rules/) and its spec class (relative to this package's test folder), the rules
     * whose quoted name the spec doesn't contain, as "file: rule name".
     */
    static List<String> missing(Map<String, String> drlToSpec) throws IOException {
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, String> e : drlToSpec.entrySet()) {
            String drl = Files.readString(RuleCatalogueTest.RULES.resolve(e.getKey()), StandardCharsets.UTF_8);
            String spec = Files.readString(TESTS.resolve(e.getValue()), StandardCharsets.UTF_8);
            Matcher m = RULE.matcher(drl);
            while (m.find()) {
                if (!spec.contains("\"" + m.group(1) + "\"")) {
                    missing.add(e.getKey() + ": " + m.group(1));
                }
            }
        }
        return missing;
    }
}
