package dev.arbiter.cli;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * Works on a stream of items with N workers and hands each result on in the items' order, with at most
 * {@link #IN_FLIGHT} items per worker in flight (validate, compare and coverage).
 */
final class InOrder {
    /** Items in flight per worker: enough to keep every worker busy; the bound keeps memory flat. */
    static final int IN_FLIGHT = 2;

    /** Takes the results, in order. */
    interface Sink<T> {
        void accept(T result) throws IOException;
    }

    private InOrder() {
    }

    static <I, T> void run(Iterator<I> items, int workers, Function<I, T> work, Sink<T> sink)
            throws IOException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "arbiter-worker");
            t.setDaemon(true);
            return t;
        });
        Deque<Future<T>> inFlight = new ArrayDeque<>();
        try {
            while (items.hasNext()) {
                I item = items.next();
                inFlight.add(pool.submit(() -> work.apply(item)));
                while (inFlight.size() >= IN_FLIGHT * workers) {
                    sink.accept(get(inFlight.poll()));
                }
            }
            while (!inFlight.isEmpty()) {
                sink.accept(get(inFlight.poll()));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static <T> T get(Future<T> f) throws InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            // the work given here catches what a log can cause; this is a bug in arbiter
            throw new IllegalStateException(e.getCause());
        }
    }
}
