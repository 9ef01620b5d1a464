package dev.arbiter.engine;

/**
 * How much one log may cost: a time and a number of rule firings, either unlimited. A log that is built to be slow
 * (hundreds of stacked spells, a rule loop) is stopped where it gets to, and so is one whose thread is interrupted,
 * between two rule firings and between two steps; nothing waits on a log that never ends.
 */
public final class Budget {
    /** No limit, but interruption is still honoured. */
    public static final Budget NONE = new Budget(0, 0);

    private final long nanos;
    private final long firings;

    /**
     * @param nanos   the time one log may take, from its first line, in nanoseconds (0: no limit)
     * @param firings the rule firings one log may take (0: no limit)
     */
    public Budget(long nanos, long firings) {
        if (nanos < 0 || firings < 0) {
            throw new IllegalArgumentException("a budget can't be negative");
        }
        this.nanos = nanos;
        this.firings = firings;
    }

    /** The same budget with no time limit (for a replay, which waits on its caller between steps). */
    public Budget withoutTime() {
        return nanos == 0 ? this : new Budget(0, firings);
    }

    /** A meter for one log, started now. */
    Meter start() {
        return new Meter(this, System.nanoTime());
    }

    /** Why a log was stopped before its end. */
    public static final class Exceeded extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final boolean interrupted;

        Exceeded(String message, boolean interrupted) {
            super(message, null, false, false);
            this.interrupted = interrupted;
        }

        /** True when the thread was interrupted, rather than the budget spent. */
        public boolean interrupted() {
            return interrupted;
        }
    }

    /** The spending of one log. Not thread-safe: one log is played on one thread. */
    static final class Meter {
        private final Budget budget;
        private final long started;
        private long fired;

        private Meter(Budget budget, long started) {
            this.budget = budget;
            this.started = started;
        }

        /** Before a rule fires. */
        void firing() {
            fired++;
            if (budget.firings > 0 && fired > budget.firings) {
                throw new Exceeded("the log exceeded its budget of " + budget.firings + " rule firings", false);
            }
            check();
        }

        /** Stops the log if its time is spent or its thread interrupted. */
        void check() {
            if (Thread.currentThread().isInterrupted()) {
                throw new Exceeded("validation was interrupted", true);
            }
            if (budget.nanos > 0 && System.nanoTime() - started > budget.nanos) {
                throw new Exceeded("the log exceeded its time budget of " + shown(budget.nanos), false);
            }
        }

        /** A budget in the unit that shows it whole enough: "250 ms", "40 µs", "1 ns". */
        static String shown(long nanos) {
            return nanos >= 1_000_000 ? nanos / 1_000_000 + " ms" : nanos >= 1_000 ? nanos / 1_000 + " µs" : nanos + " ns";
        }
    }
}
