package dev.arbiter;

import dev.arbiter.cards.Catalogue;
import dev.arbiter.engine.DrlCompiler;
import dev.arbiter.engine.GameRun;
import dev.arbiter.engine.Rulebase;
import dev.arbiter.log.LogError;
import dev.arbiter.log.LogReader;
import org.kie.api.KieBase;
import org.kie.api.runtime.rule.AgendaFilter;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;

/**
 * arbiter's library API: validates mtglog/1 game logs against the Comprehensive Rules for Role tokens and cipher.
 * One instance can be shared by any number of threads; each log gets its own rule session.
 *
 * <pre>{@code
 * Arbiter arbiter = Arbiter.create();
 * LogResult result = arbiter.validate(Path.of("game.jsonl"));
 * result.findings().forEach(f -> System.out.println(f.line() + " " + f.rule() + " " + f.message()));
 * }</pre>
 */
public final class Arbiter {
    /** The Comprehensive Rules edition every rule number refers to. */
    public static final String CR_EDITION = "2025-02-07";
    /** How an internal failure starts its message, so that nobody mistakes a bug for a bad log. */
    public static final String BUG = "internal error (a bug in arbiter, please report it)";

    private final Catalogue catalogue = Catalogue.standard();
    private final KieBase kieBase;
    /** The catalogue of an edited rule base; null for the built-in one, read when first asked for. */
    private final List<RuleInfo> edited;
    private final List<RuleProblem> ruleWarnings;
    private final Set<String> disabled;

    private Arbiter(KieBase kieBase, List<RuleInfo> edited, List<RuleProblem> ruleWarnings, Set<String> disabled) {
        this.kieBase = kieBase;
        this.edited = edited;
        this.ruleWarnings = ruleWarnings;
        this.disabled = disabled;
    }

    /** An arbiter over the rule base compiled into this library (loaded once per process). */
    public static Arbiter create() {
        return new Arbiter(Rulebase.kieBase(), null, List.of(), Set.of());
    }

    /** Starts configuring an arbiter; {@code builder().build()} is {@link #create()}. */
    public static Builder builder() {
        return new Builder();
    }

    /** The options of an arbiter, ending in {@link #build()}. */
    public static final class Builder {
        private Path rules;

        private Builder() {
        }

        /**
         * Use the DRL files under {@code dir} (an edited copy of rules/) instead of the built-in rule base: they are
         * compiled when {@link #build()} is called, which takes seconds where the built-in rule base loads at once.
         */
        public Builder rules(Path dir) {
            this.rules = dir;
            return this;
        }

        /**
         * The arbiter. With {@link #rules(Path)}: throws {@link RulesException} listing every compile error, and
         * {@link UncheckedIOException} if the folder can't be read; breaches of the analysts' contract are only
         * {@linkplain Arbiter#ruleWarnings() warnings}.
         */
        public Arbiter build() {
            if (rules == null) {
                return create();
            }
            DrlCompiler.Compiled c;
            try {
                c = DrlCompiler.compile(rules);
            } catch (IOException e) {
                throw new UncheckedIOException("can't read the rules in " + rules + ": " + describe(e), e);
            }
            if (c.kieBase() == null) {
                throw new RulesException(c.errors().size() + " compile error" + (c.errors().size() == 1 ? "" : "s")
                        + " in " + rules, c.errors());
            }
            List<org.kie.api.definition.rule.Rule> compiled = Rulebase.rules(c.kieBase());
            return new Arbiter(c.kieBase(), RuleCatalogue.of(compiled, c.sources()),
                    RuleCatalogue.warnings(compiled, c.sources()), Set.of());
        }
    }

    /**
     * The same arbiter with one more DRL rule switched off (an agenda filter: its matches never fire), to see
     * whether a rule is load-bearing. Throws {@link IllegalArgumentException} for a name that is no rule.
     */
    public Arbiter withRuleDisabled(String rule) {
        if (rules().stream().noneMatch(r -> r.name().equals(rule))) {
            throw new IllegalArgumentException("no rule named \"" + rule + "\"");
        }
        Set<String> off = new HashSet<>(disabled);
        off.add(rule);
        return new Arbiter(kieBase, edited, ruleWarnings, Set.copyOf(off));
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

    /** The cards and tokens this arbiter knows. */
    public Catalogue catalogue() {
        return catalogue;
    }

    /** Every DRL rule of the compiled rule base, with where it comes from and what it implements. */
    public List<RuleInfo> rules() {
        return edited != null ? edited : RuleCatalogue.read();
    }

    /**
     * Validates a log file. An unreadable file is a result with status error, never an exception; so is a bug in
     * arbiter, marked {@linkplain LogResult.Problem#internal() internal}.
     */
    public LogResult validate(Path file) {
        InputStream in;
        try {
            in = Files.newInputStream(file);
        } catch (IOException e) {
            return new LogResult(file.toString(), LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(0, 0, "can't read the file: " + describe(e)));
        }
        LogResult result = validate(file.toString(), in);
        try {
            in.close();
        } catch (IOException ignored) {
            // the log was read to the end: the verdict stands
        }
        return result;
    }

    /** Validates a log read from a stream (not closed here). Never throws for any input. */
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
    }

    /**
     * Validates a log handing each step to the listener as it is played, without the rule trace (the steps' firings
     * are empty), which is faster: for tools that need the engine's outcomes, such as derive. Never throws for any
     * input.
     */
    public LogResult validate(String name, InputStream in, StepListener listener) {
        return play(name, in, false, listener);
    }

    /**
     * Plays a log with every rule firing traced, handing each step to the listener as it is played; returns the
     * same verdict {@link #validate(String, InputStream)} would. Never throws for any input.
     */
    public LogResult explain(String name, InputStream in, StepListener listener) {
        return play(name, in, true, listener);
    }

    private LogResult play(String name, InputStream in, boolean trace, StepListener listener) {
        List<Finding> findings = new ArrayList<>();
        int lines = 0;
        Replay replay = null;
        try {
            replay = new Replay(name, newRun(new LogReader(in), trace));
            if (listener != null) {
                Replay r = replay;
                tell(() -> listener.begin(r));
            }
            Replay.Step step;
            while ((step = replay.next()) != null) {
                lines = replay.lines();
                if (listener != null) {
                    Replay r = replay;
                    Replay.Step s = step;
                    tell(() -> listener.step(r, s));
                }
            }
            lines = replay.lines();
            findings.addAll(replay.findings());
        } catch (ListenerFailure e) {
            throw e.original;
        } catch (LogError e) {
            if (replay != null) {
                findings.addAll(replay.findings());
            }
            return new LogResult(name, LogResult.Status.ERROR, Math.max(lines, e.line()), findings,
                    new LogResult.Problem(e.line(), e.column(), e.getMessage()));
        } catch (UncheckedIOException e) {
            int at = replay == null ? 1 : replay.lines() + 1;
            return new LogResult(name, LogResult.Status.ERROR, at - 1, findings,
                    new LogResult.Problem(at, 0, "can't read the file: " + describe(e.getCause())));
        } catch (RuntimeException | StackOverflowError | AssertionError | LinkageError e) {
            LoggerFactory.getLogger(Arbiter.class).debug("internal error in {}", name, e);
            int at = replay == null ? 1 : replay.lines();
            return new LogResult(name, LogResult.Status.ERROR, at, findings,
                    new LogResult.Problem(at, 0, BUG + ": " + e, true));
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

    /** Runs a listener call so that what it throws is told apart from what the log causes. */
    private static void tell(Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            throw new ListenerFailure(e);
        }
    }

    /** A listener's own failure, carried past the handlers meant for the log. */
    private static final class ListenerFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient RuntimeException original;

        ListenerFailure(RuntimeException original) {
            super(null, null, false, false);
            this.original = original;
        }
    }

    /**
     * Opens a log to play it step by step and look at the game between steps, with every rule firing traced. The
     * stream is read as the replay advances and closed with it. Throws {@link LogError} if the first line is not a
     * valid game line.
     */
    public Replay open(String name, InputStream in) {
        LogReader reader = new LogReader(in);
        try {
            return new Replay(name, newRun(reader, true));
        } catch (RuntimeException e) {
            closeQuietly(reader);
            throw e;
        }
    }

    private GameRun newRun(LogReader reader, boolean trace) {
        AgendaFilter filter = disabled.isEmpty() ? null : m -> !disabled.contains(m.getRule().getName());
        return new GameRun(kieBase, catalogue, reader, trace, filter);
    }

    private static void closeQuietly(LogReader reader) {
        try {
            reader.close();
        } catch (IOException ignored) {
            // the log was only read
        }
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
