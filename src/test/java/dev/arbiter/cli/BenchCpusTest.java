package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * How the bench reads where its threads ran and weighs the cores' speeds (it times nothing: the figures are
 * {@code bin/arbiter-bench}'s).
 */
class BenchCpusTest {
    /** A thread's stat line as Linux writes it (proc(5)): the name may hold spaces and parentheses. */
    private static final String STAT = "14516 (arbiter-worker) R 14512 14512 4856 0 -1 4194304 122 0 0 0 0 0 0 0 20 0"
            + " 1 0 5088101 3133440 412 18446744073709551615 94308064698368 94308064718249 140730229832144 0 0 0 0 0 0"
            + " 0 0 0 17 1 0 0 0 0 0 94308064734256";

    @Test
    void aCpuListNamesEachCpuOnce() {
        assertThat(BenchCpus.parseList("0-1\n")).containsExactly(0, 1);
        assertThat(BenchCpus.parseList("0,2-4")).containsExactly(0, 2, 3, 4);
        assertThat(BenchCpus.parseList("3")).containsExactly(3);
    }

    @Test
    void aStatLineGivesTheThreadsNameStateAndLastCpu() {
        assertThat(BenchCpus.name(STAT)).isEqualTo("arbiter-worker");
        assertThat(BenchCpus.running(STAT)).isTrue();
        assertThat(BenchCpus.processor(STAT)).isEqualTo(1);

        String odd = STAT.replace("(arbiter-worker) R", "(a (b) c) S");
        assertThat(BenchCpus.name(odd)).isEqualTo("a (b) c");
        assertThat(BenchCpus.running(odd)).isFalse();
        assertThat(BenchCpus.processor(odd)).isEqualTo(1);
    }

    @Test
    void aRateIsWeighedByTheSpeedOfTheCoresItsThreadsRanOn() {
        Map<Integer, Double> speeds = Map.of(0, 1.6e6, 1, 3.2e6);
        assertThat(BenchCpus.relativeSpeed(Map.of(1, 100L), speeds)).isEqualTo(1.0);
        assertThat(BenchCpus.relativeSpeed(Map.of(0, 100L), speeds)).isEqualTo(0.5);
        // two workers, one on each core: three quarters of the fastest on average
        assertThat(BenchCpus.relativeSpeed(Map.of(0, 50L, 1, 50L), speeds)).isCloseTo(0.75, within(1e-9));
        assertThat(BenchCpus.relativeSpeed(Map.of(), speeds)).isZero();
        assertThat(BenchCpus.relativeSpeed(Map.of(2, 10L), speeds)).as("a core not measured").isZero();
        assertThat(BenchCpus.relativeSpeed(Map.of(1, 10L), Map.of())).as("no speeds").isZero();
    }

    @Test
    void samplesTravelFromTheMeasuringJvmAndShowAsShares() {
        Map<Integer, Long> samples = new TreeMap<>(Map.of(0, 3L, 1, 97L));
        assertThat(BenchCpus.decode(BenchCpus.encode(samples))).isEqualTo(samples);
        assertThat(BenchCpus.describe(samples)).isEqualTo("cpu1 97%, cpu0 3%");
        assertThat(BenchCpus.decode(BenchCpus.encode(Map.of()))).isEmpty();
        assertThat(BenchCpus.describe(Map.of())).isEqualTo("-");
    }

    @Test
    void severalRoundsGiveTheirMedian() {
        assertThat(Bench.median(List.of(21.0, 10.5, 14.0))).isEqualTo(14.0);
        assertThat(Bench.median(List.of(2.0, 1.0))).isEqualTo(1.5);
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void theSamplerFindsAMeasuringThreadRunning() throws Exception {
        BenchCpus.Sampler sampler = new BenchCpus.Sampler();
        sampler.start();
        Thread busy = new Thread(() -> {
            long end = System.nanoTime() + 400_000_000L;
            long x = 0;
            while (System.nanoTime() < end) {
                x += x * 31 + 7;
            }
            if (x == 42) {
                System.out.print("");
            }
        }, "arbiter-worker");
        busy.start();
        busy.join();
        assertThat(sampler.take().values().stream().mapToLong(Long::longValue).sum()).isPositive();

        // join() returns before the kernel has reaped the thread: for a moment /proc may still show it running,
        // and a sample then lands after the take above. Once no measuring thread is left, nothing more comes.
        awaitNoMeasuringThread();
        sampler.take();
        Thread.sleep(150);  // more than a sampling period and a rescan
        assertThat(sampler.take()).as("taken once, nothing sampled while no measuring thread runs").isEmpty();
    }

    private static void awaitNoMeasuringThread() throws Exception {
        long end = System.nanoTime() + 5_000_000_000L;
        while (measuringThreads() > 0 && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertThat(measuringThreads()).as("measuring threads left in /proc").isZero();
    }

    private static long measuringThreads() throws IOException {
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            return tasks.map(t -> {
                        try {
                            return BenchCpus.name(Files.readString(t.resolve("stat")));
                        } catch (IOException | RuntimeException e) {
                            return "";  // ended while listed
                        }
                    })
                    .filter(n -> BenchCpus.MEASURING.stream().anyMatch(n::startsWith))
                    .count();
        }
    }
}
