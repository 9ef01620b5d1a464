package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.report.Report;
import dev.arbiter.report.Summary;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;

/**
 * Validates a stream of logs with N workers that share the one rule base (one session per log) and reports each
 * log as soon as it and every log before it are done, so the report's order is the inputs' order whatever the
 * workers' timing ({@link InOrder}). At most {@link InOrder#IN_FLIGHT} logs per worker are in flight, so memory does
 * not grow with the number of logs.
 */
final class Batch {
    /** A log's verdict and how long it took. */
    private record Done(List<LogResult> results, Duration took) {
    }

    private final Arbiter arbiter;
    private final int workers;
    private final InputStream stdin;
    private Replays replays;

    Batch(Arbiter arbiter, int workers, InputStream stdin) {
        this.arbiter = arbiter;
        this.workers = workers;
        this.stdin = stdin;
    }

    /** Writes each log's HTML replay as it is validated (validate --replays). */
    Batch writingReplays(Replays replays) {
        this.replays = replays;
        return this;
    }

    /** Validates every input, reporting each in order; returns the totals. */
    Summary run(Inputs inputs, Report report, Progress progress) throws IOException, InterruptedException {
        Summary summary = new Summary();
        Iterator<Inputs.Input> each = new Iterator<>() {
            @Override
            public boolean hasNext() {
                boolean more = inputs.hasNext();
                for (String w : inputs.drainWarnings()) {
                    progress.println(w);
                }
                return more;
            }

            @Override
            public Inputs.Input next() {
                return inputs.next();
            }
        };
        InOrder.run(each, workers, this::validate, d -> emit(d, report, summary, progress));
        return summary;
    }

    private static void emit(Done d, Report report, Summary summary, Progress progress) throws IOException {
        for (LogResult r : d.results()) {
            if (r.internalError()) {
                progress.println("arbiter: " + r.file() + ": " + r.error().message());
            }
            report.log(r, d.took());
            summary.add(r);
            progress.update(summary, r.file());
        }
    }

    /** How much of standard input is looked at to tell a Player.log from an mtglog/1 log. */
    private static final int ARENA_SNIFF = 1 << 20;

    /**
     * Whether standard input starts as a Player.log. A stream that fails (closed, an I/O error) is left to the reader
     * of mtglog/1, which reports where reading stopped.
     */
    private static boolean arenaOnStdin(InputStream in) {
        try {
            return dev.arbiter.arena.PlayerLog.recognise(in, ARENA_SNIFF);
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** One log, never throwing: anything unexpected is reported as a bug, naming the log. */
    private Done validate(Inputs.Input input) {
        long t0 = System.nanoTime();
        LogResult r;
        if (input.file() != null && input.unreadable() == null && Arbiter.isArenaLog(input.file())) {
            // an MTG Arena Player.log, recognised by its content: one result per game
            return new Done(arbiter.validateArena(input.file()), Duration.ofNanos(System.nanoTime() - t0));
        }
        try {
            if (replays != null) { // a log that can't be read gets a page saying why, too
                r = replays.write(input, stdin);
            } else if (input.unreadable() != null) {
                r = new LogResult(input.name(), LogResult.Status.ERROR, 0, List.of(),
                        new LogResult.Problem(0, 0, input.unreadable()));
            } else if (input.stdin()) {
                // a Player.log piped in is recognised by its start, as a file is by its content
                InputStream in = stdin.markSupported() ? stdin : new java.io.BufferedInputStream(stdin, 1 << 16);
                if (arenaOnStdin(in)) {
                    List<LogResult> games = new java.util.ArrayList<>();
                    arbiter.validateArena(input.name(), in, games::add);
                    return new Done(games, Duration.ofNanos(System.nanoTime() - t0));
                }
                r = arbiter.validate(input.name(), in);
            } else {
                r = arbiter.validate(input.file());
            }
        } catch (OutOfMemoryError e) { // outside the game (reading, a replay page): the log is let go all the same
            r = Arbiter.outOfMemory(input.name(), 0);
        } catch (Throwable t) { // NOPMD: a bug must not take the other logs of the batch with it
            LoggerFactory.getLogger(Batch.class).debug("internal error in {}", input.name(), t);
            r = new LogResult(input.name(), LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(0, 0, Arbiter.BUG + ": " + t, true));
        }
        return new Done(List.of(r), Duration.ofNanos(System.nanoTime() - t0));
    }
}
