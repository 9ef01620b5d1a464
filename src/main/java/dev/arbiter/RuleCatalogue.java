package dev.arbiter;

import dev.arbiter.engine.RuleLint;
import dev.arbiter.engine.Rulebase;
import org.kie.api.definition.rule.Rule;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads the rule catalogue from the compiled rule base (names and {@code @cr}/{@code @ruling}/{@code @card}
 * metadata) and from the DRL sources that ship beside it (file, phase and the comment above each rule), so that
 * what {@code arbiter rules} prints is what actually runs.
 */
final class RuleCatalogue {
    private static final Pattern RULE = Pattern.compile("^\\s*rule\\s+\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern GROUP = Pattern.compile("^\\s*ruleflow-group\\s+\"([^\"]+)\"");
    private static volatile List<RuleInfo> cached;

    private RuleCatalogue() {
    }

    /** Where a rule is written and what its source says beside the compiled metadata. */
    private record Source(String file, int line, String group, String comment) {
    }

    static List<RuleInfo> read() {
        List<RuleInfo> c = cached;
        if (c == null) {
            c = build();
            cached = c;
        }
        return c;
    }

    private static List<RuleInfo> build() {
        List<Rule> rules = Rulebase.rules();
        Map<String, String> sources = new HashMap<>();
        for (String pkg : new TreeSet<>(rules.stream().map(Rule::getPackageName).toList())) {
            String folder = pkg.replace('.', '/');
            // package dev.arbiter.rules.sba is the repository's rules/sba (docs/engine.md)
            String file = "rules/" + (pkg.startsWith(Rulebase.PACKAGE + ".")
                    ? pkg.substring(Rulebase.PACKAGE.length() + 1).replace('.', '/') : folder) + "/";
            for (Map.Entry<String, String> drl : drlFiles(folder).entrySet()) {
                sources.put(file + drl.getKey(), drl.getValue());
            }
        }
        return of(rules, sources);
    }

    /** The catalogue of any rule base, given the text of its DRL files by the names reports give them. */
    static List<RuleInfo> of(List<Rule> rules, Map<String, String> drl) {
        Map<String, Source> sources = sources(drl);
        List<RuleInfo> out = new ArrayList<>();
        for (Rule r : rules) {
            Source s = sources.getOrDefault(r.getName(), new Source("(unknown)", 0, null, ""));
            String description = s.comment().isEmpty() ? afterNumber(r.getName()) : firstSentence(s.comment());
            out.add(new RuleInfo(r.getName(), s.file(), s.group(), list(Rulebase.meta(r, "cr")),
                    list(Rulebase.meta(r, "ruling")), list(Rulebase.meta(r, "card")), description,
                    s.comment()));
        }
        return List.copyOf(out);
    }

    /** The rules that break the analysts' contract ({@link RuleLint}), as warnings at the rule's line. */
    static List<RuleProblem> warnings(List<Rule> rules, Map<String, String> drl) {
        Map<String, Source> sources = sources(drl);
        List<RuleProblem> out = new ArrayList<>();
        for (Rule r : rules) {
            String cr = Rulebase.meta(r, "cr");
            Source s = sources.getOrDefault(r.getName(), new Source("(unknown)", 0, null, ""));
            for (String problem : new String[] {RuleLint.crProblem(cr), RuleLint.nameProblem(r.getName(), cr)}) {
                if (problem != null) {
                    out.add(new RuleProblem(s.file(), s.line(), 0, false, "rule \"" + r.getName() + "\": " + problem));
                }
            }
        }
        out.addAll(sharedNames(drl));
        out.sort(java.util.Comparator.comparing(RuleProblem::file).thenComparingInt(RuleProblem::line));
        return List.copyOf(out);
    }

    /**
     * Rules of two packages may share a name (Drools allows it; in one package it is a compile error), but arbiter
     * names a rule by its name alone — in the trace, coverage, {@code --mutate}, {@code withRuleDisabled} — so the
     * two would be counted and switched off as one: a warning at each rule after the first.
     */
    private static List<RuleProblem> sharedNames(Map<String, String> drl) {
        Map<String, Source> first = new HashMap<>();
        List<RuleProblem> out = new ArrayList<>();
        for (Map.Entry<String, String> f : new java.util.TreeMap<>(drl).entrySet()) {
            List<Map.Entry<String, Source>> rules = new ArrayList<>(parse(f.getKey(), f.getValue()).entrySet());
            rules.sort(Map.Entry.comparingByValue(java.util.Comparator.comparingInt(Source::line)));
            for (Map.Entry<String, Source> r : rules) {
                Source earlier = first.putIfAbsent(r.getKey(), r.getValue());
                if (earlier != null) {
                    out.add(new RuleProblem(r.getValue().file(), r.getValue().line(), 0, false, "rule \""
                            + r.getKey() + "\": another rule has this name (" + earlier.file() + ":" + earlier.line()
                            + "); arbiter names rules by their names alone, so coverage, explain and --mutate would"
                            + " take the two for one"));
                }
            }
        }
        return out;
    }

    private static Map<String, Source> sources(Map<String, String> drl) {
        Map<String, Source> out = new HashMap<>();
        for (Map.Entry<String, String> f : drl.entrySet()) {
            out.putAll(parse(f.getKey(), f.getValue()));
        }
        return out;
    }

    /** "704.5y, 303.7a" → [704.5y, 303.7a]. */
    private static List<String> list(Object meta) {
        List<String> out = new ArrayList<>();
        if (meta != null) {
            for (String s : meta.toString().split(",")) {
                String t = s.strip();
                if (t.length() > 1 && t.startsWith("\"") && t.endsWith("\"")) {
                    t = t.substring(1, t.length() - 1);
                }
                if (!t.isEmpty()) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    /**
     * For each rule in one DRL file: the phase and the comment block above it (after the previous rule; of two blocks
     * parted by a blank line, the second, so that a file's opening comment is not taken for its first rule's).
     */
    static Map<String, Source> parse(String file, String text) {
        Map<String, Source> out = new HashMap<>();
        List<String> comment = new ArrayList<>();
        String pending = null;
        boolean blank = false;
        int number = 0;
        for (String line : text.split("\r?\n", -1)) {
            number++;
            String t = line.strip();
            Matcher rule = RULE.matcher(line);
            if (pending == null && rule.find()) {
                pending = rule.group(1).replace("\\\"", "\"");
                out.put(pending, new Source(file, number, null, String.join(" ", comment)));
                comment.clear();
            } else if (pending != null) {
                Matcher g = GROUP.matcher(line);
                if (g.find()) {
                    Source s = out.get(pending);
                    out.put(pending, new Source(s.file(), s.line(), g.group(1), s.comment()));
                } else if (t.equals("end")) {
                    pending = null;
                }
            } else if (t.startsWith("//")) {
                if (blank) {
                    comment.clear();  // a new block: the one before it (a file's opening comment) is not this rule's
                }
                comment.add(t.replaceFirst("^//+\\s?", "").strip());
            } else if (!t.isEmpty()) {
                comment.clear();
            }
            blank = t.isEmpty();
        }
        return out;
    }

    /** The first sentence of a comment: up to the first full stop followed by a space, or all of it. */
    static String firstSentence(String comment) {
        Matcher m = Pattern.compile("\\.(\\s|$)").matcher(comment);
        int from = 0;
        while (m.find(from)) {
            // "e.g. " and "i.e. " do not end a sentence
            String before = comment.substring(Math.max(0, m.start() - 3), m.start() + 1);
            if (!before.endsWith("e.g.") && !before.endsWith("i.e.") && !before.matches(".*\\d\\.")) {
                return comment.substring(0, m.start() + 1).strip();
            }
            from = m.end();
        }
        return comment.strip();
    }

    private static String afterNumber(String name) {
        int sp = name.indexOf(' ');
        return sp < 0 ? name : name.substring(sp + 1);
    }

    /** The DRL files directly in one classpath folder, by file name, wherever the rule base was loaded from. */
    private static Map<String, String> drlFiles(String folder) {
        Map<String, String> out = new HashMap<>();
        try {
            Enumeration<URL> urls = RuleCatalogue.class.getClassLoader().getResources(folder);
            while (urls.hasMoreElements()) {
                URL url = urls.nextElement();
                if (url.getProtocol().equals("file")) {
                    try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
                        for (Path p : files.filter(p -> p.toString().endsWith(".drl")).toList()) {
                            out.put(p.getFileName().toString(), Files.readString(p, StandardCharsets.UTF_8));
                        }
                    }
                } else if (url.getProtocol().equals("jar")) {
                    JarURLConnection conn = (JarURLConnection) url.openConnection();
                    conn.setUseCaches(false);
                    try (JarFile jar = conn.getJarFile()) {
                        for (JarEntry e : jar.stream().toList()) {
                            String n = e.getName();
                            if (n.startsWith(folder + "/") && n.endsWith(".drl")
                                    && n.indexOf('/', folder.length() + 1) < 0) {
                                try (InputStream in = jar.getInputStream(e)) {
                                    out.put(n.substring(folder.length() + 1),
                                            new String(in.readAllBytes(), StandardCharsets.UTF_8));
                                }
                            }
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }
}
