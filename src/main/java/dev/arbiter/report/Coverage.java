package dev.arbiter.report;

import dev.arbiter.LogResult;
import dev.arbiter.RuleInfo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How often each DRL rule fired over a set of logs, and in how many of them; by rule, by file and by CR clause
 * (each CR number a rule cites). Optionally, which fired rules are not load-bearing: switching one off changed no
 * log's verdict or findings. Not thread-safe: logs are added from one thread.
 */
public final class Coverage {
    /** One rule's counts; {@code changesNothing} is null unless the mutation check ran. */
    public record RuleCount(RuleInfo rule, int fires, int logs, Boolean changesNothing) {
    }

    /** The rules of one file, or of one CR clause, and their counts. */
    public record Group(String key, int rules, int fired, int fires, int logs) {
    }

    private final List<RuleInfo> rules;
    private final String source;
    private final Map<String, int[]> counts = new HashMap<>();
    private final Map<String, Integer> clauseLogs = new HashMap<>();
    private final Map<String, Integer> fileLogs = new HashMap<>();
    private final Map<String, Boolean> changesNothing = new HashMap<>();
    private final List<LogResult> unreadable = new ArrayList<>();
    private int logs;

    /**
     * @param rules  every rule of the rule base
     * @param source where the rules come from, for the report: "built-in" or the edited folder
     */
    public Coverage(List<RuleInfo> rules, String source) {
        this.rules = List.copyOf(rules);
        this.source = source;
        for (RuleInfo r : rules) {
            counts.put(r.name(), new int[2]);
        }
    }

    /** Adds one log: how many times each rule fired in it. */
    public void add(Map<String, Integer> fires) {
        logs++;
        Set<String> clauses = new HashSet<>();
        Set<String> files = new HashSet<>();
        for (RuleInfo r : rules) {
            int n = fires.getOrDefault(r.name(), 0);
            if (n > 0) {
                int[] c = counts.get(r.name());
                c[0] += n;
                c[1]++;
                clauses.addAll(r.cr());
                files.add(r.file());
            }
        }
        clauses.forEach(k -> clauseLogs.merge(k, 1, Integer::sum));
        files.forEach(k -> fileLogs.merge(k, 1, Integer::sum));
    }

    /** Adds a log that could not be read (status error): it is reported, and counts no firing. */
    public void unreadable(LogResult log) {
        logs++;
        unreadable.add(log);
    }

    /** The logs that could not be read, in the order added. */
    public List<LogResult> unreadable() {
        return List.copyOf(unreadable);
    }

    /** Records the mutation check's answer for a rule: whether switching it off changed nothing. */
    public void changesNothing(String rule, boolean nothing) {
        changesNothing.put(rule, nothing);
    }

    /** Whether the mutation check ran. */
    public boolean mutated() {
        return !changesNothing.isEmpty();
    }

    /** Every log added, read or not. */
    public int logs() {
        return logs;
    }

    public String source() {
        return source;
    }

    /** Every rule: the never-fired first, then by file and name. */
    public List<RuleCount> rules() {
        List<RuleCount> out = new ArrayList<>();
        for (RuleInfo r : rules) {
            int[] c = counts.get(r.name());
            out.add(new RuleCount(r, c[0], c[1], changesNothing.get(r.name())));
        }
        out.sort(Comparator.comparing((RuleCount c) -> c.fires() > 0).thenComparing(c -> c.rule().file())
                .thenComparing(c -> c.rule().name()));
        return out;
    }

    /** The rules that never fired. */
    public List<RuleCount> neverFired() {
        return rules().stream().filter(c -> c.fires() == 0).toList();
    }

    /** The rules that fired but whose removal changed no verdict or finding (empty unless mutated). */
    public List<RuleCount> notLoadBearing() {
        return rules().stream().filter(c -> c.fires() > 0 && Boolean.TRUE.equals(c.changesNothing())).toList();
    }

    /** By DRL file, in file order. */
    public List<Group> files() {
        return groups(r -> List.of(r.file()), fileLogs);
    }

    /** By CR clause (every CR number a rule cites), in CR order. */
    public List<Group> clauses() {
        return groups(RuleInfo::cr, clauseLogs);
    }

    private List<Group> groups(java.util.function.Function<RuleInfo, List<String>> keys, Map<String, Integer> logs) {
        Map<String, int[]> by = new TreeMap<>(Coverage::crOrder);
        for (RuleInfo r : rules) {
            int[] c = counts.get(r.name());
            for (String k : keys.apply(r)) {
                int[] g = by.computeIfAbsent(k, x -> new int[3]);
                g[0]++;
                g[1] += c[0] > 0 ? 1 : 0;
                g[2] += c[0];
            }
        }
        Map<String, Group> out = new LinkedHashMap<>();
        by.forEach((k, g) -> out.put(k, new Group(k, g[0], g[1], g[2], logs.getOrDefault(k, 0))));
        return List.copyOf(out.values());
    }

    /** 702.99a before 702.100: numbers compare as numbers, the rest as text. */
    static int crOrder(String a, String b) {
        String[] x = a.split("(?<=\\d)(?=\\D)|(?<=\\D)(?=\\d)");
        String[] y = b.split("(?<=\\d)(?=\\D)|(?<=\\D)(?=\\d)");
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            int c = x[i].matches("\\d+") && y[i].matches("\\d+") && x[i].length() < 10 && y[i].length() < 10
                    ? Integer.compare(Integer.parseInt(x[i]), Integer.parseInt(y[i])) : x[i].compareTo(y[i]);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(x.length, y.length);
    }
}
