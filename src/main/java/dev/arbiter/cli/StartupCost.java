package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * What embedding costs at start-up (README, "Embedding"): the time from JVM start to the first line of main, to
 * {@code Arbiter.create()} done, to the first validation done, and the median of later validations of the same log.
 * Reports; asserts nothing.
 *   java -cp "target/arbiter-cli.jar:target/arbiter.jar:target/lib/*" dev.arbiter.cli.StartupCost LOG [N]
 */
public final class StartupCost {
    private StartupCost() {
    }

    public static void main(String[] args) {
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        long mainAt = System.currentTimeMillis();
        Path log = Path.of(args.length > 0 ? args[0] : "examples/logs/hexproof-target.jsonl");
        int later = args.length > 1 ? Integer.parseInt(args[1]) : 50;

        long t0 = System.nanoTime();
        Arbiter arbiter = Arbiter.create();
        long t1 = System.nanoTime();
        LogResult first = arbiter.validate(log);
        long t2 = System.nanoTime();
        double[] ms = new double[later];
        for (int i = 0; i < later; i++) {
            long s = System.nanoTime();
            arbiter.validate(log);
            ms[i] = (System.nanoTime() - s) / 1e6;
        }
        Arrays.sort(ms);
        System.out.printf("log %s (%s, %d lines)%n", log, first.status(), first.lines());
        System.out.printf("JVM start to main:        %6d ms%n", mainAt - jvmStart);
        System.out.printf("Arbiter.create():         %6.0f ms%n", (t1 - t0) / 1e6);
        System.out.printf("first validation:         %6.1f ms%n", (t2 - t1) / 1e6);
        System.out.printf("later validations, median of %d: %.2f ms (fastest %.2f)%n", later, ms[later / 2], ms[0]);
    }
}
