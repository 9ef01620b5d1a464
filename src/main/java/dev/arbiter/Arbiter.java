package dev.arbiter;

import dev.arbiter.cards.Catalogue;
import dev.arbiter.engine.Budget;
import dev.arbiter.engine.DrlCompiler;
import dev.arbiter.engine.Rulebase;
import dev.arbiter.log.FileNames;
import dev.arbiter.log.LogReader;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;

/**
 * arbiter's library API: validates mtglog/1 game logs against the Comprehensive Rules for Role tokens and cipher.
 * One instance can be shared by any number of threads; each log gets its own rule session.
 *
 * <pre>{@code
 * Arbiter arbiter = Arbiter.builder().timeBudget(Duration.ofSeconds(10)).build();
 * LogResult result = arbiter.validate(Path.of("game.jsonl"));
 * result.findings().forEach(f -> System.out.println(f.line() + " " + f.rule() + " " + f.message()));
 * }</pre>
 *
 * <p>Every method rejects a null argument with a {@link NullPointerException} naming it.
 */
public final class Arbiter {
    /** The Comprehensive Rules edition every rule number refers to. */
    public static final String CR_EDITION = "2025-02-07";
    /** How an internal failure starts its message, so that nobody mistakes a bug for a bad log. */
    public static final String BUG = "internal error (a bug in arbiter, please report it)";

    private final Catalogue catalogue = Catalogue.standard();
    private final Rulebase rulebase;
    /** The catalogue of an edited rule base; null for the built-in one, read when first asked for. */
    private final List<RuleInfo> edited;
    private final List<RuleProblem> ruleWarnings;
    private final Set<String> disabled;
    private final boolean trace;
    private final Budget budget;

    private Arbiter(Rulebase rulebase, List<RuleInfo> edited, List<RuleProblem> ruleWarnings, Set<String> disabled,
                    boolean trace, Budget budget) {
        this.rulebase = rulebase;
        this.edited = edited;
        this.ruleWarnings = ruleWarnings;
        this.disabled = disabled;
        this.trace = trace;
        this.budget = budget;
    }

    /** An arbiter over the rule base compiled into this library (loaded once per process), with no options set. */
    public static Arbiter create() {
        return builder().build();
    }

    /** Options for an arbiter; {@link Builder#build()} makes it. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The options an embedding application sets. Not thread-safe; the arbiter it builds is.
     *
     * <pre>{@code
     * Arbiter arbiter = Arbiter.builder()
     *         .trace(true)                          // the steps given to a listener carry the rule firings
     *         .timeBudget(Duration.ofSeconds(5))    // a log taking longer has status error
     *         .firingBudget(1_000_000)              // so has one firing more rules
     *         .build();
     * }</pre>
     */
    public static final class Builder {
        private Path rules;
        private boolean trace;
        private Duration timeBudget;
        private long firingBudget;

        private Builder() {
        }

        /**
         * Use the DRL files under {@code dir} (an edited copy of rules/) instead of the built-in rule base: they are
         * compiled when {@link #build()} is called, which takes seconds where the built-in rule base loads at once.
         */
        public Builder rules(Path dir) {
            this.rules = Objects.requireNonNull(dir, "dir is null");
            return this;
        }

        /**
         * Whether {@link Arbiter#validate(String, InputStream, StepListener)} records the rules that fire at each
         * step (as {@link Replay.Step#firings()}); off by default, as it costs time. {@link Arbiter#explain} and
         * {@link Arbiter#open} always do.
         */
        public Builder trace(boolean on) {
            this.trace = on;
            return this;
        }

        /**
         * The most time one log may take to validate or explain, from its first line: a log that takes longer is
         * stopped between two rule firings and reported with status {@link LogResult.Status#ERROR} and the line it
         * reached. Null or zero: no limit (the default). Not applied to {@link Arbiter#open replays}, which wait on
         * their caller between steps.
         */
        public Builder timeBudget(Duration budget) {
            if (budget != null && budget.isNegative()) {
                throw new IllegalArgumentException("timeBudget is negative: " + budget);
            }
            this.timeBudget = budget == null || budget.isZero() ? null : budget;
            return this;
        }

        private static long nanos(Duration d) {
            return d.compareTo(Duration.ofNanos(Long.MAX_VALUE)) >= 0 ? Long.MAX_VALUE : d.toNanos();
        }

        /**
         * The most rule firings one log may take (validated, explained or replayed): a deterministic bound, the
         * same on every machine, for a log built to be slow. Zero: no limit (the default).
         */
        public Builder firingBudget(long firings) {
            if (firings < 0) {
                throw new IllegalArgumentException("firingBudget is negative: " + firings);
            }
            this.firingBudget = firings;
            return this;
        }

        /**
         * The arbiter; loads the compiled rule base the first time in a process (a second or two). With
         * {@link #rules(Path)}: throws {@link RulesException} listing every compile error (or what a rule's
         * constant condition threw as the rule base was built) or saying that the folder doesn't exist, is no folder
         * or holds no {@code .drl} file, and {@link UncheckedIOException} if a file in it can't be read; breaches of
         * the analysts' contract are only {@linkplain Arbiter#ruleWarnings() warnings}.
         */
        public Arbiter build() {
            // a budget past what a long can count in nanoseconds (292 years) is no limit in practice: the longest
            Budget budget = new Budget(timeBudget == null ? 0 : Math.max(1, nanos(timeBudget)), firingBudget);
            if (rules == null) {
                return new Arbiter(Rulebase.standard(), null, List.of(), Set.of(), trace, budget);
            }
            DrlCompiler.Compiled c;
            try {
                c = DrlCompiler.compile(rules);
            } catch (IOException e) {
                throw new UncheckedIOException("can't read the rules in " + rules + ": " + describe(e), e);
            } catch (RuntimeException e) {
                // a condition without variables (eval( 1/0 == 1 )) is worked out as the rule base is built: what it
                // throws is the edited rules' error, said with the rule the executable model made the method for
                String spelt = ruleMethod(e);
                RuleProblem at = spelt == null ? null
                        : DrlCompiler.atRule(rules, spelt, "building the rule base threw " + e);
                throw new RulesException("the rules in " + rules + " could not be built", List.of(at != null ? at
                        : new RuleProblem(rules.toString(), 0, 0, true, "building the rule base threw " + e + ruleOf(e))));
            }
            if (c.rulebase() == null) {
                throw new RulesException(c.errors().size() + " compile error" + (c.errors().size() == 1 ? "" : "s")
                        + " in " + rules, c.errors());
            }
            List<org.kie.api.definition.rule.Rule> compiled = c.rulebase().all();
            return new Arbiter(c.rulebase(), RuleCatalogue.of(compiled, c.sources()),
                    RuleCatalogue.warnings(compiled, c.sources()), Set.of(), trace, budget);
        }
    }

    /**
     * Heap kept back for letting a game go after an OutOfMemoryError: its session must be reset (the rule base holds
     * every session it made until then), and a reset allocates, which a heap full of the game can't give.
     */
    private static final int RESERVE = 2 << 20;
    private static volatile byte[] reserve = new byte[RESERVE];

    /** Resets the session of a game that outgrew the heap, with the reserve given up for it; null. */
    private static Replay released(Replay replay) {
        reserve = null;
        if (replay != null) {
            try {
                replay.close();
            } catch (OutOfMemoryError e) {
                // still too little: the game stays with its session, the log's result says what happened all the same
            }
        }
        try {
            reserve = new byte[RESERVE];
        } catch (OutOfMemoryError e) {
            // kept back again by the next log that gets this far
        }
        return null;
    }

    /**
     * What a failure while playing is. With the built-in rules, a bug in arbiter. With edited rules (an analyst's
     * copy of rules/), a rule's consequence that threw, a condition that threw in code compiled from the DRL, or a
     * stack overflow (a rule that calls itself), is the edited rules' own failure, named by the rule where Drools
     * says which: the log could not be validated with them (status error), and nothing says it is arbiter's bug.
     * Anything else is arbiter's bug whatever the rules.
     */
    private LogResult.Problem failed(Throwable e, int at) {
        if (edited == null || !(e instanceof org.kie.api.runtime.rule.ConsequenceException
                || e instanceof StackOverflowError || thrownInRuleCode(e))) {
            return new LogResult.Problem(at, 0, BUG + ": " + e, true);
        }
        String rule = e instanceof org.kie.api.runtime.rule.ConsequenceException c && c.getRule() != null
                ? " in rule \"" + c.getRule().getName() + "\"" : "";
        Throwable cause = e instanceof org.kie.api.runtime.rule.ConsequenceException && e.getCause() != null
                ? e.getCause() : e;
        String what = cause instanceof StackOverflowError ? "StackOverflowError (a call that never ends?)"
                : cause.toString();
        return new LogResult.Problem(at, 0, "the edited rules failed" + rule + ": "
                + dev.arbiter.log.Quote.printable(what), false);
    }

    /**
     * Whether the innermost cause was thrown in code compiled from DRL (a rule's condition, which Drools does not wrap
     * as it wraps a consequence): the executable model's classes are in the rules' packages, under dev.arbiter.rules.
     * The JDK's own frames are passed over (a condition calling {@code substring} throws inside {@code String}).
     */
    private static boolean thrownInRuleCode(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        for (StackTraceElement f : root.getStackTrace()) {
            String c = f.getClassName();
            if (!(c.startsWith("java.") || c.startsWith("javax.") || c.startsWith("jdk.") || c.startsWith("sun.")
                    || c.startsWith("com.sun."))) {
                return c.startsWith("dev.arbiter.rules.");
            }
        }
        return false;
    }

    /** ", in rule_name" for the executable model's method of the rule where it was thrown, or nothing. */
    private static String ruleOf(Throwable e) {
        String spelt = ruleMethod(e);
        return spelt == null ? "" : ", in the code made for " + spelt + " (a rule's name as the executable model"
                + " spells it)";
    }

    /** The rule's name as the executable model spells it in the method where it was thrown, or null. */
    private static String ruleMethod(Throwable e) {
        for (StackTraceElement f : e.getStackTrace()) {
            if (f.getMethodName().startsWith("rule_")) {
                return f.getMethodName().substring("rule_".length());
            }
        }
        return null;
    }

    /**
     * The same arbiter with one more DRL rule switched off (an agenda filter: its matches never fire), to see
     * whether a rule is load-bearing. Throws {@link IllegalArgumentException} for a name that is no rule.
     */
    public Arbiter withRuleDisabled(String rule) {
        Objects.requireNonNull(rule, "rule is null");
        if (rules().stream().noneMatch(r -> r.name().equals(rule))) {
            throw new IllegalArgumentException("no rule named \"" + rule + "\"");
        }
        Set<String> off = new HashSet<>(disabled);
        off.add(rule);
        return new Arbiter(rulebase, edited, ruleWarnings, Set.copyOf(off), trace, budget);
    }

    /** Where the rules of an edited rule base break the analysts' contract (none for the built-in one). */
    public List<RuleProblem> ruleWarnings() {
        return ruleWarnings;
    }

    /** The library version. */
    public static String version() {
        Properties p = new Properties();
        try (InputStream in = Arbiter.class.getResourceAsStream("arbiter.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return p.getProperty("version", "unknown");
    }


    /** Every DRL rule of the compiled rule base, with where it comes from and what it implements. */
    public List<RuleInfo> rules() {
        return edited != null ? edited : RuleCatalogue.read();
    }

    /**
     * Validates a log file. An unreadable file is a result with status error, never an exception; so is a bug in
     * arbiter, marked {@linkplain LogResult.Problem#internal() internal}. A directory, a FIFO or a device (which could
     * block), and an MTG Arena {@code Player.log} ({@link #validateArena(Path)}) are refused so, at line 0.
     */
    public LogResult validate(Path file) {
        Objects.requireNonNull(file, "file is null");
        String refused = refused(file);
        if (refused != null) {
            return new LogResult(FileNames.of(file), LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(0, 0, refused));
        }
        InputStream in;
        try {
            in = Files.newInputStream(file);
        } catch (IOException e) {
            return new LogResult(FileNames.of(file), LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(0, 0, "can't read the file: " + describe(e)));
        }
        LogResult result = validate(FileNames.of(file), in);
        try {
            in.close();
        } catch (IOException ignored) {
            // the log was read to the end: the verdict stands
        }
        return result;
    }

    /**
     * Why a file is not read as one log, or null: a directory, a FIFO or a device (opening a FIFO blocks until a
     * writer comes), or an MTG Arena {@code Player.log}, whose games {@link #validateArena(Path)} validates.
     */
    private static String refused(Path file) {
        java.nio.file.attribute.BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, java.nio.file.attribute.BasicFileAttributes.class);
        } catch (IOException e) {
            return null;  // said when it is opened
        }
        if (a.isDirectory()) {
            return "a directory, not a log file";
        }
        if (!a.isRegularFile()) {
            return "not a regular file (a FIFO, socket or device): only files are read";
        }
        return isArenaLog(file) ? "an MTG Arena Player.log (or a gzip-compressed file that can't be read), not one"
                + " mtglog/1 log: validateArena reads its games, or says what is wrong with it" : null;
    }

    /**
     * Validates every game of an MTG Arena {@code Player.log} (plain or gzip-compressed), each imported as its own
     * recorded-mode log and reported under {@code <file>#<match id 8>-g<n>}. A game that can't be imported is a
     * result with status error and the reason (at the damaged line and column when damage to the file broke it); a
     * file that is no Arena log, or holds no game, is one such result under the file's name, and so is damage to the
     * file that broke no game (a malformed message, a truncated or corrupt .gz: the games it left readable are
     * validated all the same), after the games' results. Memory holds one game at a time. Never throws for any input.
     */
    public List<LogResult> validateArena(Path file) {
        Objects.requireNonNull(file, "file is null");
        List<LogResult> out = new ArrayList<>();
        validateArena(file, out::add);
        return out;
    }

    /** {@link #validateArena(Path)}, handing each game's result over as soon as it is known. */
    public void validateArena(Path file, java.util.function.Consumer<LogResult> each) {
        Objects.requireNonNull(file, "file is null");
        Objects.requireNonNull(each, "each is null");
        String name = FileNames.of(file);
        try (InputStream in = Files.newInputStream(file)) {
            validateArena(name, in, each);
        } catch (IOException e) {
            each.accept(new LogResult(name, LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(0, 0, "can't read the file: " + describe(e))));
        }
    }

    /**
     * {@link #validateArena(Path)} for a Player.log read from a stream (not closed here; standard input), its games
     * reported under {@code <name>#<match id 8>-g<n>}. Never throws for any input.
     */
    public void validateArena(String name, InputStream in, java.util.function.Consumer<LogResult> each) {
        Objects.requireNonNull(name, "name is null");
        Objects.requireNonNull(in, "in is null");
        Objects.requireNonNull(each, "each is null");
        Set<dev.arbiter.arena.PlayerLog.Problem> named = new HashSet<>(); // the damage a skipped game's result names
        try {
            dev.arbiter.arena.PlayerLog.Summary s = dev.arbiter.arena.ArenaImport.read(name, in, g -> {
                if (g.written()) {
                    byte[] log = (String.join("\n", g.lines()) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
                    each.accept(validate(g.name(), new java.io.ByteArrayInputStream(log)));
                } else {
                    dev.arbiter.arena.PlayerLog.Problem d = g.damage();
                    if (d != null) {
                        named.add(d);
                    }
                    each.accept(new LogResult(g.name(), LogResult.Status.ERROR, 0, List.of(), d == null
                            ? new LogResult.Problem(g.line(), 0, "not imported: " + g.skip())
                            : new LogResult.Problem(d.line(), d.column(), "not imported: " + g.skip())));
                }
            });
            LogResult damaged = damage(name, s, named);
            if (damaged != null) {
                each.accept(damaged);
            }
        } catch (dev.arbiter.arena.ArenaLogException e) {
            each.accept(new LogResult(name, LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(e.line(), 0, e.getMessage())));
        }
    }

    /**
     * The result under the file's own name for the damage to an Arena log that no game's result names (as
     * {@code import arena} reports it: a malformed message, a truncated or corrupt .gz), or null: at the first such
     * place, with the lines of the others.
     */
    private static LogResult damage(String name, dev.arbiter.arena.PlayerLog.Summary s,
                                    Set<dev.arbiter.arena.PlayerLog.Problem> named) {
        List<dev.arbiter.arena.PlayerLog.Problem> left = s.problems().stream()
                .filter(p -> p.damage() && !named.contains(p)).toList();
        if (left.isEmpty()) {
            return null;
        }
        dev.arbiter.arena.PlayerLog.Problem first = left.get(0);
        String more = "";
        if (left.size() > 1) {
            List<String> lines = left.stream().skip(1).limit(10).map(p -> String.valueOf(p.line())).toList();
            more = " (and " + (left.size() - 1) + " more damaged line" + (left.size() > 2 ? "s" : "") + ": "
                    + String.join(", ", lines) + (left.size() > 11 ? ", ..." : "") + ")";
        }
        return new LogResult(name, LogResult.Status.ERROR, s.lines(), List.of(),
                new LogResult.Problem(first.line(), first.column(), first.message() + more));
    }

    /** Whether a file is an MTG Arena {@code Player.log}, by its content (see {@link #validateArena(Path)}). */
    public static boolean isArenaLog(Path file) {
        return dev.arbiter.arena.PlayerLog.recognise(Objects.requireNonNull(file, "file is null"));
    }

    /**
     * Validates a log read from a stream (not closed here). Never throws for any input. A thread interrupted while
     * validating gets status error ("validation was interrupted") and keeps its interrupt status.
     *
     * @param name what to call the log in the result (a file name)
     */
    public LogResult validate(String name, InputStream in) {
        return play(name, in, false, null);
    }

    /**
     * Receives each step of a log as it is played, with the replay to query the state after it (see
     * {@link #explain}). What it throws stops the log and reaches the caller unchanged.
     */
    public interface StepListener {
        /** Once the game line is read, before the first step. */
        default void begin(Replay replay) {
        }

        /** After each step. */
        void step(Replay replay, Replay.Step step);

        /**
         * Once the log has ended and the end-of-log checks are made ({@link Replay#endFirings()}); not called when
         * the log could not be played to its end.
         */
        default void end(Replay replay) {
        }
    }

    /**
     * Validates a log handing each step to the listener as it is played, without the rule trace (the steps' firings
     * are empty), which is faster: for tools that need the engine's outcomes, such as derive. Never throws for any
     * input.
     */
    public LogResult validate(String name, InputStream in, StepListener listener) {
        return play(name, in, trace, Objects.requireNonNull(listener, "listener is null"));
    }

    /**
     * Plays a log with every rule firing traced, handing each step to the listener as it is played; returns the
     * same verdict {@link #validate(String, InputStream)} would. Never throws for any input.
     */
    public LogResult explain(String name, InputStream in, StepListener listener) {
        return play(name, in, true, Objects.requireNonNull(listener, "listener is null"));
    }

    private LogResult play(String name, InputStream in, boolean trace, StepListener listener) {
        Objects.requireNonNull(name, "name is null");
        Objects.requireNonNull(in, "the stream is null");
        List<Finding> findings = new ArrayList<>();
        int lines = 0;
        Replay replay = null;
        try {
            replay = Replay.start(name, rulebase, catalogue, new LogReader(unclosed(in)), trace, budget, disabled);
            if (listener != null) {
                Replay r = replay;
                tell(r, () -> listener.begin(r));
            }
            if (listener == null) {
                while (replay.advance()) {
                    lines = replay.lines();
                }
            } else {
                Replay.Step step;
                while ((step = replay.next()) != null) {
                    lines = replay.lines();
                    Replay r = replay;
                    Replay.Step s = step;
                    tell(r, () -> listener.step(r, s));
                }
                Replay r = replay;
                tell(r, () -> listener.end(r));
            }
            lines = replay.lines();
            findings.addAll(replay.findings());
        } catch (ListenerFailure e) {
            throw e.rethrow();
        } catch (LogProblemException e) {
            if (replay != null) {
                findings.addAll(replay.findings());
            }
            LogResult.Problem p = e.problem();
            // a stream that failed was read up to the line before; a bad line was read itself
            return new LogResult(name, LogResult.Status.ERROR, e.unread() ? p.line() - 1 : Math.max(lines, p.line()),
                    findings, p);
        } catch (OutOfMemoryError | RuntimeException | StackOverflowError | AssertionError | LinkageError e) {
            int at = replay == null ? 1 : replay.lines();
            if (e instanceof OutOfMemoryError || e.getCause() instanceof OutOfMemoryError) { // Drools wraps it
                replay = released(replay);
                return outOfMemory(name, at);
            }
            LoggerFactory.getLogger(Arbiter.class).debug("internal error in {}", name, e);
            return new LogResult(name, LogResult.Status.ERROR, at, findings, failed(e, at));
        } finally {
            if (replay != null) {
                replay.close();
            }
        }
        // the engine raises some findings when it audits a step, after later ones: reports read in line order
        findings.sort(java.util.Comparator.comparingInt(Finding::line));
        boolean invalid = findings.stream().anyMatch(f -> f.severity() == Severity.ERROR);
        return new LogResult(name, invalid ? LogResult.Status.INVALID : LogResult.Status.VALID, lines, findings, null);
    }

    /**
     * The result of a log whose game outgrew the Java heap (its working memory let go first, so that a batch goes
     * on): it could not be validated, which is said with what to do; it is not a bug. The validating methods return
     * it themselves; it is public for a caller that meets the error outside them.
     */
    public static LogResult outOfMemory(String name, int line) {
        Objects.requireNonNull(name, "name is null");
        return new LogResult(name, LogResult.Status.ERROR, line, List.of(), new LogResult.Problem(line, 0,
                "ran out of memory: validating this log needs more than the Java heap's "
                        + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MB (give more with -Xmx; for"
                        + " bin/arbiter, ARBITER_JAVA_OPTS=-Xmx2g for instance)"));
    }

    /** The caller's stream, which the replay reads but leaves open (a zip entry's, standard input). */
    private static InputStream unclosed(InputStream in) {
        return new java.io.FilterInputStream(in) {
            @Override
            public void close() {
            }
        };
    }

    /**
     * Runs a listener call so that what it throws — an assertion of a test, an error — is told apart from what the log
     * causes. A listener that closes the replay stops it: that is said to the caller, not taken for a bug.
     */
    private static void tell(Replay replay, Runnable call) {
        try {
            call.run();
        } catch (RuntimeException | Error e) {
            throw new ListenerFailure(e);
        }
        if (replay.isClosed()) {
            throw new ListenerFailure(new IllegalStateException("the listener closed the replay of " + replay.name()
                    + ": the log was not played to its end"));
        }
    }

    /** A listener's own failure, carried past the handlers meant for the log. */
    private static final class ListenerFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient Throwable original;

        ListenerFailure(Throwable original) {
            super(null, null, false, false);
            this.original = original;
        }

        /** Throws what the listener threw, as it was. */
        RuntimeException rethrow() {
            if (original instanceof Error e) {
                throw e;
            }
            throw (RuntimeException) original;
        }
    }

    /**
     * Opens a log to play it step by step and look at the game between steps, with every rule firing traced. The
     * stream is read as the replay advances and closed with it. The {@linkplain Builder#firingBudget firing budget}
     * applies, and interruption.
     *
     * @throws LogProblemException if the first line is not a valid game line (the stream is then closed)
     */
    public Replay open(String name, InputStream in) {
        Objects.requireNonNull(name, "name is null");
        Objects.requireNonNull(in, "the stream is null");
        return Replay.start(name, rulebase, catalogue, new LogReader(in), true, budget.withoutTime(), disabled);
    }

    /** An I/O failure in words: "no such file: x.jsonl", "permission denied: x.jsonl", "is a directory". */
    static String describe(Throwable e) {
        if (e instanceof NoSuchFileException n) {
            return "no such file: " + n.getFile();
        }
        if (e instanceof AccessDeniedException a) {
            return "permission denied: " + a.getFile();
        }
        String m = e.getMessage();
        if (m != null && e instanceof IOException && !m.isBlank()) {
            return m.substring(0, 1).toLowerCase(Locale.ROOT) + m.substring(1);
        }
        return e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2")
                .toLowerCase(Locale.ROOT) + (m == null ? "" : ": " + m);
    }
}
