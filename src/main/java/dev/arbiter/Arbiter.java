package dev.arbiter;

import dev.arbiter.cards.Catalogue;
import dev.arbiter.engine.GameRun;
import dev.arbiter.engine.Rulebase;
import dev.arbiter.log.LogError;
import dev.arbiter.log.LogReader;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

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

    private Arbiter() {
        Rulebase.kieBase();
    }

    /** An arbiter over the rule base compiled into this library (loaded once per process). */
    public static Arbiter create() {
        return new Arbiter();
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
        return RuleCatalogue.read();
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

    /**
     * Validates every game of an MTG Arena {@code Player.log} (plain or gzip-compressed), each imported as its own
     * recorded-mode log and reported under {@code <file>#<match id 8>-g<n>}. A game that can't be imported is a
     * result with status error and the reason; a file that is no Arena log, or holds no game, is one such result
     * under the file's name. Memory holds one game at a time. Never throws for any input.
     */
    public List<LogResult> validateArena(Path file) {
        List<LogResult> out = new ArrayList<>();
        validateArena(file, out::add);
        return out;
    }

    /** {@link #validateArena(Path)}, handing each game's result over as soon as it is known. */
    public void validateArena(Path file, java.util.function.Consumer<LogResult> each) {
        try (InputStream in = Files.newInputStream(file)) {
            dev.arbiter.arena.ArenaImport.read(file.toString(), in, g -> {
                if (g.written()) {
                    byte[] log = (String.join("\n", g.lines()) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
                    each.accept(validate(g.name(), new java.io.ByteArrayInputStream(log)));
                } else {
                    each.accept(new LogResult(g.name(), LogResult.Status.ERROR, 0, List.of(),
                            new LogResult.Problem(g.line(), 0, "not imported: " + g.skip())));
                }
            });
        } catch (dev.arbiter.arena.ArenaLogException e) {
            each.accept(new LogResult(file.toString(), LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(e.line(), 0, e.getMessage())));
        } catch (IOException e) {
            each.accept(new LogResult(file.toString(), LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(0, 0, "can't read the file: " + describe(e))));
        }
    }

    /** Whether a file is an MTG Arena {@code Player.log}, by its content (see {@link #validateArena(Path)}). */
    public static boolean isArenaLog(Path file) {
        return dev.arbiter.arena.PlayerLog.recognise(file);
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
            replay = new Replay(name, new GameRun(Rulebase.kieBase(), catalogue, new LogReader(in), trace));
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
            return new Replay(name, new GameRun(Rulebase.kieBase(), catalogue, reader, true));
        } catch (RuntimeException e) {
            closeQuietly(reader);
            throw e;
        }
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
