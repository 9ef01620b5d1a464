package dev.arbiter;

import java.util.Arrays;
import java.util.List;

/**
 * One firing of a DRL rule.
 *
 * @param rule  the rule's name
 * @param cr    its CR numbers as the rule's {@code @cr} writes them, comma-separated ("704.5y, 303.7a")
 * @param facts the facts it matched, by id
 */
public record RuleFiring(String rule, String cr, List<String> facts) {
    /** Its CR numbers as a list, first one first (as {@link Finding#related()} gives them). */
    public List<String> crNumbers() {
        return Arrays.stream(cr.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
