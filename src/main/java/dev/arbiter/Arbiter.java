package dev.arbiter;

import dev.arbiter.cards.Catalogue;
import dev.arbiter.engine.GameRun;
import dev.arbiter.engine.Rulebase;
import dev.arbiter.log.LogError;
import dev.arbiter.log.LogReader;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

    /** Validates a log file. An unreadable file is a result with status error, never an exception. */
    public LogResult validate(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return validate(file.toString(), in);
        } catch (IOException e) {
            return new LogResult(file.toString(), LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(0, 0, "can't read the file: " + describe(e)));
        }
    }

    /** Validates a log read from a stream (not closed here). */
    public LogResult validate(String name, InputStream in) {
        List<Finding> findings = new ArrayList<>();
        int lines = 0;
        try (Replay replay = openQuiet(name, in)) {
            while (replay.next() != null) {
                lines = replay.lines();
            }
            lines = replay.lines();
            findings.addAll(replay.findings());
        } catch (LogError e) {
            return new LogResult(name, LogResult.Status.ERROR, Math.max(lines, e.line()), findings,
                    new LogResult.Problem(e.line(), e.column(), e.getMessage()));
        } catch (UncheckedIOException e) {
            return new LogResult(name, LogResult.Status.ERROR, lines, findings,
                    new LogResult.Problem(lines + 1, 0, "can't read the file: " + describe(e.getCause())));
        }
        boolean invalid = findings.stream().anyMatch(f -> f.severity() == Severity.ERROR);
        return new LogResult(name, invalid ? LogResult.Status.INVALID : LogResult.Status.VALID, lines, findings, null);
    }

    /**
     * Opens a log to play it step by step and look at the game between steps. The stream is read as the replay
     * advances and closed with it. Throws {@link LogError} if the first line is not a valid game line.
     */
    public Replay open(String name, InputStream in) {
        LogReader reader = new LogReader(in);
        return new Replay(name, new GameRun(Rulebase.kieBase(), catalogue, reader, true));
    }

    /** Opens a log for validation only: no trace is kept, which is faster. */
    Replay openQuiet(String name, InputStream in) {
        return new Replay(name, new GameRun(Rulebase.kieBase(), catalogue, new LogReader(in), false));
    }

    private static String describe(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2")
                .toLowerCase(java.util.Locale.ROOT) + (m == null ? "" : ": " + m);
    }
}
