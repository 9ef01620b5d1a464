package dev.arbiter;

import java.util.List;

/** One firing of a DRL rule: its name, its CR numbers ({@code @cr}), and the facts it matched, by id. */
public record RuleFiring(String rule, String cr, List<String> facts) {
}
