package dev.arbiter;

import java.util.Objects;

/**
 * A log that can't be played further: a line that can't be read or played (bad JSON, an unknown card, a game line
 * missing), a stream that fails, a spent {@linkplain Arbiter.Builder#timeBudget budget}, or an interrupted thread.
 * {@link Replay#next()} and {@link Arbiter#open} throw it; {@code validate} and {@code explain} never do, they
 * return a result with status {@link LogResult.Status#ERROR} and the same {@link #problem()}. Once a replay has
 * thrown it, every later {@code next()} throws it again: the replay never pretends that the log ended.
 */
public final class LogProblemException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String log;
    private final transient LogResult.Problem problem;
    private final boolean interrupted;
    private final boolean unread;

    LogProblemException(String log, LogResult.Problem problem, boolean interrupted) {
        this(log, problem, interrupted, false);
    }

    LogProblemException(String log, LogResult.Problem problem, boolean interrupted, boolean unread) {
        super(log + ":" + problem.line() + (problem.column() > 0 ? ":" + problem.column() : "") + ": "
                + problem.message(), null, false, false);
        this.log = Objects.requireNonNull(log);
        this.problem = problem;
        this.interrupted = interrupted;
        this.unread = unread;
    }

    /** Whether the stream failed before the problem's line could be read. */
    boolean unread() {
        return unread;
    }

    /** The name the log was opened under. */
    public String log() {
        return log;
    }

    /** Where and why playing stopped: the line reached, the column (0 when unknown), what is wrong. */
    public LogResult.Problem problem() {
        return problem;
    }

    /** True when the thread playing the log was interrupted (the interrupt status is left set). */
    public boolean interrupted() {
        return interrupted;
    }
}
