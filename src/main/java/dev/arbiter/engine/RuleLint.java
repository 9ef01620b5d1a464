package dev.arbiter.engine;

import java.util.regex.Pattern;

/**
 * The analysts' contract on one rule (shared/ARCHITECTURE.md, traceability), shared by the tests on rules/ and by
 * the warnings on an edited rule base: the rule cites its CR numbers in {@code @cr("704.5y")} and its name starts
 * with the first of them.
 */
public final class RuleLint {
    private static final Pattern CR = Pattern.compile("\\d{3}(\\.\\d+[a-z]?)?(, \\d{3}(\\.\\d+[a-z]?)?)*");

    private RuleLint() {
    }

    /** What is wrong with a rule's {@code @cr} value (null when it is missing), or null when nothing is. */
    public static String crProblem(String cr) {
        if (cr == null) {
            return "the rule has no @cr(\"<CR number>\") tag";
        }
        if (!CR.matcher(cr).matches()) {
            return "@cr(\"" + cr + "\") is not a list of CR numbers such as \"704.5y, 303.4d\"";
        }
        return null;
    }

    /** The first CR number of an {@code @cr} value ("704.5y, 613.7m" → "704.5y"): the one a rule's name starts with. */
    static String firstCr(String cr) {
        return cr.split(",")[0].strip();
    }

    /** What is wrong with a rule's name given its {@code @cr} value, or null when nothing is. */
    public static String nameProblem(String name, String cr) {
        if (cr == null) {
            return null;  // crProblem says so
        }
        String first = firstCr(cr);
        if (!name.startsWith(first + " ")) {
            return "the rule's name does not start with its CR number " + first + " (\"" + first
                    + " <what it requires>\")";
        }
        return null;
    }
}
