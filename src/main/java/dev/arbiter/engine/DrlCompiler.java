package dev.arbiter.engine;

import dev.arbiter.RuleProblem;
import org.drools.model.codegen.ExecutableModelProject;
import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.KieFileSystem;
import org.kie.api.builder.Message;
import org.kie.api.builder.ReleaseId;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Global;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Compiles the DRL files under a folder at run time into the executable model, the same kind of rule base the
 * build makes of rules/, so an edited copy of rules/ behaves as the jar would with the same DRL.
 *
 * <p>The executable-model compiler stops at the first rule package in error and says little about where a semantic
 * error is; so each build that fails leaves the failing packages out and builds again, to find the errors of every
 * package, and an error without a line is placed at the text it names (the class, the expression, or the
 * consequence statement of the generated Java). A parser error Drools places past the end of the rule it names (a
 * string left open ran on) is placed in that rule.
 */
public final class DrlCompiler {
    private static final String RESOURCES = "src/main/resources/";
    private static final Pattern PARSER = Pattern.compile("(?s)\\[ERR \\d+] Line (\\d+):(\\d+) (.*)");
    private static final Pattern NAMED = Pattern.compile("(?s).*?(?:Unable to find class: |expression: |"
            + "Unknown (?:property|field|method) |Unable to resolve (?:type |method )?)([^\\n]+?)\\s*$");
    /** An eval's or a constraint's call of a method the class doesn't have: found as the call. */
    private static final Pattern METHOD = Pattern.compile("(?s).*?Method (\\S+) on class \\S+ with arguments .*");
    /** What a pattern with an unknown class left unanalysed: found as the expression. */
    private static final Pattern EXPRESSION = Pattern.compile("(?s).*?Unable to Analyse Expression (.+?):?\\s*$");
    private static final String JAVA_SOURCE = "Java source of ";
    private static final String CONSEQUENCE = "Unable to parse consequence";
    /** The rule a parser error is in, as its message ends: {@code ... in rule "name"}. */
    private static final Pattern IN_RULE = Pattern.compile("(?s).* in rule \"(.+)\"");
    /** The parser's message at the end of a file it read to the end in a string: the end's empty token. */
    private static final String NOTHING_AT_THE_END = "mismatched input ''";
    /** A line that declares a rule, and its name (in quotes, or a word). */
    private static final Pattern RULE = Pattern.compile("\\s*rule\\s+(?:\"([^\"]*)\"|([^\\s\"]+)).*");
    /** A rule's variable as DRL names it: {@code $host}. */
    private static final Pattern VARIABLE = Pattern.compile("\\$[\\w$]+");
    private static final Pattern AT_IN_CONSEQUENCE = Pattern.compile("\\(line (\\d+),\\s*col (\\d+)\\)\\s*");
    private static final AtomicInteger BUILDS = new AtomicInteger();

    /**
     * What compiling a folder gave: a rule base and no errors, or no rule base and every error found.
     *
     * @param rulebase the rule base, or null when there are errors
     * @param errors  compile errors, compiler style when printed
     * @param sources each DRL file's text, by its name as reports give it (the folder as named, then the path)
     */
    public record Compiled(Rulebase rulebase, List<RuleProblem> errors, Map<String, String> sources) {
    }

    private DrlCompiler() {
    }

    /** Compiles every {@code *.drl} file under {@code dir} (throws only when the folder can't be read). */
    public static Compiled compile(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        List<RuleProblem> errors = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            String what = Files.exists(dir) ? "not a folder" : "no such folder";
            return new Compiled(null, List.of(new RuleProblem(dir.toString(), 0, 0, true, what
                    + ": the rules are a folder of .drl files (an edited copy of rules/)")), Map.of());
        }
        for (Path p : drlFiles(dir)) {
            String rel = dir.relativize(p).toString().replace('\\', '/');
            String text = utf8(Files.readAllBytes(p), name(dir, rel), errors);
            if (text != null) {
                files.put(rel, text);
            }
        }
        if (files.isEmpty() && errors.isEmpty()) {
            errors.add(new RuleProblem(dir.toString(), 0, 0, true,
                    "no .drl file in it (an edited copy of rules/ is expected)"));
        }
        if (!errors.isEmpty()) {
            return new Compiled(null, List.copyOf(errors), Map.of());
        }
        Map<String, String> sources = new LinkedHashMap<>();
        files.forEach((rel, text) -> sources.put(name(dir, rel), text));
        Set<String> left = new TreeSet<>();
        while (true) {
            KieServices ks = KieServices.get();
            KieFileSystem kfs = ks.newKieFileSystem();
            // a release of its own per build: the KIE repository would otherwise hand back an earlier build
            ReleaseId id = ks.newReleaseId("dev.arbiter", "edited-rules", "1.0." + BUILDS.incrementAndGet());
            kfs.generateAndWritePomXML(id);
            files.forEach((rel, text) -> {
                if (!left.contains(folder(rel))) {
                    kfs.write(RESOURCES + rel, text);
                }
            });
            KieBuilder builder = ks.newKieBuilder(kfs).buildAll(ExecutableModelProject.class);
            List<Message> messages = builder.getResults().getMessages(Message.Level.ERROR);
            if (messages.isEmpty()) {
                if (!errors.isEmpty()) {
                    break;
                }
                KieBase kb = ks.newKieContainer(id).getKieBase();
                ks.getRepository().removeKieModule(id);
                List<RuleProblem> globals = globals(kb, sources);
                return globals.isEmpty() ? new Compiled(Rulebase.of(kb), List.of(), sources)
                        : new Compiled(null, globals, sources);
            }
            ks.getRepository().removeKieModule(id);
            Set<String> failed = new TreeSet<>();
            errors.addAll(describe(dir, messages, files, left, failed));
            failed.removeAll(left);
            if (failed.isEmpty()) {
                break;  // errors in the generated Java come all at once: nothing more to learn
            }
            left.addAll(failed);
        }
        errors.sort(Comparator.comparing(RuleProblem::file).thenComparingInt(RuleProblem::line)
                .thenComparingInt(RuleProblem::column));
        // one mistake, once: a bad import is an error of every rule of its file that uses the type (131 times)
        return new Compiled(null, errors.stream().distinct().toList(), sources);
    }

    /**
     * A global the engine doesn't set would stay null, and one of another type couldn't be set: either is the edited
     * rules' error, at the line that declares it. One the rules leave out is set on no session.
     */
    private static List<RuleProblem> globals(KieBase kb, Map<String, String> sources) {
        List<RuleProblem> out = new ArrayList<>();
        for (KiePackage p : kb.getKiePackages()) {
            for (Global g : p.getGlobalVariables()) {
                Class<?> set = GameRun.GLOBALS.get(g.getName());
                String type = set == null ? null : set.getName();
                String problem = type == null
                        ? "global " + g.getName() + " is not one the engine sets (" + String.join(", ",
                        new TreeSet<>(GameRun.GLOBALS.keySet())) + "): it would be null in every rule"
                        : type.equals(g.getType()) ? null
                        : "global " + g.getName() + " must be declared as " + type + ", not " + g.getType();
                if (problem != null) {
                    out.add(declaration(g.getName(), sources, problem));
                }
            }
        }
        out.sort(Comparator.comparing(RuleProblem::file).thenComparingInt(RuleProblem::line));
        return out;
    }

    /** The problem at the first line of the sources that declares the global. */
    private static RuleProblem declaration(String global, Map<String, String> sources, String problem) {
        Pattern declares = Pattern.compile("^\\s*global\\s+\\S+\\s+" + Pattern.quote(global) + "\\s*;?\\s*$");
        for (Map.Entry<String, String> e : sources.entrySet()) {
            String[] lines = e.getValue().split("\\R", -1);
            for (int i = 0; i < lines.length; i++) {
                if (declares.matcher(lines[i]).matches()) {
                    return new RuleProblem(e.getKey(), i + 1, lines[i].indexOf("global") + 1, true, problem);
                }
            }
        }
        return new RuleProblem(sources.keySet().iterator().next(), 0, 0, true, problem);
    }

    /** The compiler's messages as problems in the DRL files; the folders of the files in error go to failed. */
    private static List<RuleProblem> describe(Path dir, List<Message> messages, Map<String, String> files,
                                              Set<String> left, Set<String> failed) {
        Map<String, String> generated = new HashMap<>();
        for (Message m : messages) {
            if (m.getText() != null && m.getText().startsWith(JAVA_SOURCE)) {
                String t = m.getText();
                int nl = t.indexOf('\n');
                generated.put(relative(m.getPath()), nl < 0 ? "" : t.substring(nl + 1));
            }
        }
        List<RuleProblem> out = new ArrayList<>();
        for (Message m : messages) {
            String text = m.getText() == null ? "" : m.getText().strip();
            String rel = relative(m.getPath());
            if (text.startsWith(JAVA_SOURCE) || text.startsWith("Parser returned a null Package")) {
                continue;
            }
            if (rel.endsWith(".java")) {
                out.add(inConsequence(dir, text, generatedLine(generated.get(rel), m.getLine()), files, left));
                continue;
            }
            if (rel.endsWith(".drl")) {
                failed.add(folder(rel));
            }
            int line = m.getLine();
            int column = m.getColumn();
            Matcher p = PARSER.matcher(text);
            if (p.matches()) {
                line = Integer.parseInt(p.group(1));
                column = Integer.parseInt(p.group(2)) + 1;
                text = p.group(3).strip();
                Place runaway = files.containsKey(rel) ? runaway(files.get(rel), line, text) : null;
                if (runaway != null) {
                    text += " (read on to line " + line + ", past the rule's end: " + runaway.why() + ")";
                    line = runaway.line();
                    column = runaway.column();
                }
            } else if (text.contains(CONSEQUENCE) && files.containsKey(rel)) {
                int[] at = inConsequence(files.get(rel), line, text);
                line = at[0];
                column = at[1];
                text = cleanConsequence(text);
            } else if (line <= 0 && files.containsKey(rel)) {
                Matcher n = NAMED.matcher(text);
                Matcher method = METHOD.matcher(text);
                Matcher expression = EXPRESSION.matcher(text);
                int[] at = n.matches() ? find(files.get(rel), n.group(1).strip())
                        : method.matches() ? find(files.get(rel), method.group(1) + "(")
                        : expression.matches() ? expression(files.get(rel), expression.group(1).strip()) : null;
                if (at != null) {
                    line = at[0];
                    column = at[1];
                }
            }
            Matcher unanalysed = EXPRESSION.matcher(text);
            if (unanalysed.matches() && line > 0 && files.containsKey(rel)) {
                if (column <= 0) {
                    // Drools gives the line alone: the column is where the expression is written on it
                    column = columnOn(files.get(rel), line, unanalysed.group(1).strip());
                }
                text = unbound(files.get(rel), line, unanalysed.group(1), text);
            }
            String file = rel.isEmpty() ? dir.toString() : name(dir, rel);
            out.add(new RuleProblem(file, Math.max(line, 0), Math.max(column, 0), true, text));
        }
        // the parser's stop at the end of the file after an error of the same file (a string left open) says nothing
        Set<String> inError = new HashSet<>();
        out.stream().filter(e -> !e.message().equals(NOTHING_AT_THE_END)).forEach(e -> inError.add(e.file()));
        out.removeIf(e -> e.message().equals(NOTHING_AT_THE_END) && inError.contains(e.file()));
        return out;
    }

    /**
     * Where a parser error really is when Drools places it past the end, as written, of the rule it names: a string
     * left open in that rule ran on (DRL strings may span lines), taking the rule's {@code end} with it, and the
     * parser stopped lines later, at the end of the file or in another rule. Then it is the first quote in the rule
     * that no quote closes on its line, or without one, the rule's own line. Null when the error is inside the rule it
     * names, or names none found.
     */
    private static Place runaway(String text, int reported, String message) {
        Matcher named = IN_RULE.matcher(message);
        if (!named.matches()) {
            return null;
        }
        String[] lines = text.split("\r?\n", -1);
        for (int start = 0; start < lines.length; start++) {
            if (!named.group(1).equals(ruleName(lines[start]))) {
                continue;
            }
            int end = start + 1;
            while (end < lines.length && !lines[end].strip().equals("end")) {
                end++;
            }
            if (end == lines.length || reported <= end + 1) {
                return null;
            }
            for (int i = start; i < end; i++) {
                int open = unclosedQuote(lines[i]);
                if (open >= 0) {
                    return new Place(i + 1, open + 1, "the string opened here is not closed on its line");
                }
            }
            return new Place(start + 1, lines[start].indexOf("rule") + 1, "something in the rule hid its end");
        }
        return null;
    }

    /**
     * Drools' message for a constraint it can't analyse ends at a colon, its reason left out; when that is a variable
     * the rule binds nowhere up to the constraint's line (a {@code $name} misspelt or never bound), it is said, with
     * the rule's name. Otherwise the message as it is.
     */
    private static String unbound(String text, int line, String expression, String message) {
        String[] lines = text.split("\r?\n", -1);
        int start = Math.min(line, lines.length) - 1;
        while (start >= 0 && ruleName(lines[start]) == null) {
            start--;
        }
        if (start < 0) {
            return message;
        }
        String rule = String.join("\n", Arrays.asList(lines).subList(start, Math.min(line, lines.length)));
        Set<String> unbound = new LinkedHashSet<>();
        for (Matcher v = VARIABLE.matcher(expression); v.find(); ) {
            if (!Pattern.compile(Pattern.quote(v.group()) + "(?![\\w$])\\s*:").matcher(rule).find()) {
                unbound.add(v.group());
            }
        }
        if (unbound.isEmpty()) {
            return message;
        }
        return message.strip().replaceFirst(":$", "") + ": " + String.join(", ", unbound)
                + (unbound.size() == 1 ? " is" : " are") + " bound nowhere before it in rule \"" + ruleName(lines[start])
                + "\"";
    }

    /** The name of the rule a line declares, or null. */
    private static String ruleName(String line) {
        Matcher r = RULE.matcher(line);
        return !r.matches() ? null : r.group(1) != null ? r.group(1) : r.group(2);
    }

    /**
     * Where an expression Drools could not analyse is (it gives no line): a salience's, after its {@code salience};
     * otherwise its first occurrence outside a comment line, or null.
     */
    private static int[] expression(String text, String expression) {
        Matcher salience = Pattern.compile("(?m)^\\s*salience\\s+(" + Pattern.quote(expression) + ")\\s*$")
                .matcher(text);
        return salience.find() ? place(text, salience.start(1)) : find(text, expression);
    }

    /** A place in a DRL file, and why an error is there. */
    private record Place(int line, int column, String why) {
    }

    /** The index of a line's double quote that no quote after it closes (a comment after {@code //} left out), or -1. */
    private static int unclosedQuote(String line) {
        int open = -1;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (open >= 0 && c == '\\') {
                i++;
            } else if (c == '"') {
                open = open >= 0 ? -1 : i;
            } else if (open < 0 && line.startsWith("//", i)) {
                break;
            }
        }
        return open;
    }

    /**
     * Where a consequence that does not parse goes wrong: the compiler gives the rule's line and a line and column
     * counted from the {@code then} that starts the consequence.
     */
    private static int[] inConsequence(String text, int ruleLine, String message) {
        Matcher at = AT_IN_CONSEQUENCE.matcher(message);
        String[] lines = text.split("\r?\n", -1);
        if (at.find() && ruleLine > 0) {
            for (int i = ruleLine - 1; i < lines.length; i++) {
                if (lines[i].strip().startsWith("then")) {
                    // the compiler counts from a line it adds before the consequence
                    int line = i + Integer.parseInt(at.group(1)) - 1;
                    int column = Integer.parseInt(at.group(2));
                    return line <= lines.length && column <= lines[line - 1].length() + 1
                            ? new int[] {line, column} : new int[] {line, 0};
                }
            }
        }
        return new int[] {Math.max(ruleLine, 0), 0};
    }

    /** The parser's message without its place (given as the location) and without the stack trace it carries. */
    private static String cleanConsequence(String message) {
        String m = message;
        int trace = m.indexOf("Problem stacktrace");
        if (trace >= 0) {
            m = m.substring(0, trace);
        }
        return AT_IN_CONSEQUENCE.matcher(m).replaceFirst("").replace("caused by: ", ": ").replaceAll("\\s+", " ")
                .replace(" :", ":").strip();
    }

    /** An error in a consequence, found through the generated statement it names. */
    private static RuleProblem inConsequence(Path dir, String text, String statement, Map<String, String> files,
                                             Set<String> left) {
        if (statement != null && !statement.isEmpty()) {
            for (Map.Entry<String, String> f : files.entrySet()) {
                int[] at = left.contains(folder(f.getKey())) ? null : find(f.getValue(), statement);
                if (at != null) {
                    return new RuleProblem(name(dir, f.getKey()), at[0], at[1], true, text);
                }
            }
        }
        return new RuleProblem(dir.toString(), 0, 0, true, text + (statement == null ? ""
                : " (in a rule's consequence, compiled as: " + statement + ")"));
    }

    private static String generatedLine(String source, int line) {
        if (source == null || line <= 0) {
            return null;
        }
        String[] lines = source.split("\r?\n", -1);
        return line <= lines.length ? lines[line - 1].strip() : null;
    }

    /**
     * The 1-based line and column of the first occurrence of what outside a comment line, or null. Blanks don't count:
     * the executable model prints the code it compiled with its own spacing ({@code List.of("117.1a")} for the
     * rules' {@code List.of( "117.1a" )}).
     */
    static int[] find(String text, String what) {
        String needle = what.replaceAll("\\s+", "");
        if (needle.isEmpty()) {
            return null;
        }
        StringBuilder hay = new StringBuilder(text.length());
        int[] at = new int[text.length()];
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                at[hay.length()] = i;
                hay.append(text.charAt(i));
            }
        }
        for (int k = hay.indexOf(needle); k >= 0; k = hay.indexOf(needle, k + 1)) {
            int offset = at[k];
            int start = text.lastIndexOf('\n', offset - 1) + 1;
            if (!text.substring(start, offset).strip().startsWith("//")) {
                return place(text, offset);
            }
        }
        return null;
    }

    /** The 1-based column of a text on a 1-based line of a file, or 0 when the line doesn't hold it. */
    private static int columnOn(String text, int line, String what) {
        String[] lines = text.split("\r?\n", -1);
        return line <= lines.length ? lines[line - 1].indexOf(what) + 1 : 0;
    }

    /** The 1-based line and column of a character of a text. */
    private static int[] place(String text, int offset) {
        int start = text.lastIndexOf('\n', offset - 1) + 1;
        return new int[] {1 + (int) text.substring(0, start).chars().filter(c -> c == '\n').count(), offset - start + 1};
    }

    private static String relative(String path) {
        if (path == null) {
            return "";
        }
        return path.startsWith(RESOURCES) ? path.substring(RESOURCES.length()) : path;
    }

    private static String folder(String rel) {
        int slash = rel.lastIndexOf('/');
        return slash < 0 ? "" : rel.substring(0, slash);
    }

    /**
     * A DRL file's text: UTF-8, a byte order mark left out. Bytes that are no UTF-8 (a file saved as Latin-1) are an
     * error at their line and column, and the file is not compiled; null then.
     */
    private static String utf8(byte[] bytes, String file, List<RuleProblem> errors) {
        java.nio.charset.CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        boolean bom = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF;
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes, bom ? 3 : 0, bytes.length - (bom ? 3 : 0));
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length + 1);
        java.nio.charset.CoderResult r = d.decode(in, out, true);
        if (r.isError()) {
            out.flip();
            String before = out.toString();
            int line = 1 + (int) before.chars().filter(c -> c == '\n').count();
            int column = before.codePointCount(before.lastIndexOf('\n') + 1, before.length()) + 1;
            errors.add(new RuleProblem(file, line, column, true, String.format(java.util.Locale.ROOT,
                    "byte 0x%02X is not UTF-8 (DRL files are read as UTF-8: save the file in that encoding)",
                    bytes[in.position()] & 0xFF)));
            return null;
        }
        d.flush(out);
        out.flip();
        return out.toString();
    }

    /** The folder's .drl files, in name order. */
    private static List<Path> drlFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".drl") && Files.isRegularFile(p)).sorted().toList();
        }
    }

    private static String name(Path dir, String rel) {
        return dir.resolve(rel).toString();
    }

    /**
     * Where the rule is that the executable model made a method for, named as it spells a rule's name (each character
     * that is not a letter or digit written as '_' and its code: {@code 302_466_32a_32creature...}): the problem at
     * that rule's line, naming it; null when no rule of the folder's .drl files is spelt so.
     */
    public static RuleProblem atRule(Path dir, String spelt, String message) {
        String wanted = spelt.replaceFirst("^_+", "");
        try {
            for (Path p : drlFiles(dir)) {
                String[] lines = Files.readString(p, StandardCharsets.UTF_8).split("\r?\n", -1);
                for (int i = 0; i < lines.length; i++) {
                    String name = ruleName(lines[i]);
                    if (name != null && spelt(name).equals(wanted)) {
                        return new RuleProblem(p.toString(), i + 1, lines[i].indexOf("rule") + 1, true,
                                message + ", in rule \"" + name + "\"");
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;  // the folder compiled a moment ago: what can't be read now leaves the message as it is
        }
        return null;
    }

    /** A rule's name as the executable model spells it in its method's name (see {@link #atRule}). */
    private static String spelt(String name) {
        StringBuilder b = new StringBuilder();
        for (char c : name.toCharArray()) {
            if (c < 128 && Character.isLetterOrDigit(c)) {
                b.append(c);
            } else {
                b.append('_').append((int) c);
            }
        }
        return b.toString();
    }
}
