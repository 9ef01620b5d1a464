package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.log.LogReader;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The two functions the bench's ratio compares, measured one log at a time by JMH once the JIT has settled
 * ({@code bin/arbiter-bench --jmh}; README, "Speed"): reading a log (mtglog/1 parsing alone) and validating it (a
 * session of the built-in rule base from start to verdict). Both read the bench's corpus from memory, so no file
 * system is measured; the {@code lines} counter gives each as lines per second, the unit of the bench's table.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 8, time = 2)
@Measurement(iterations = 5, time = 2)
public class ThroughputBenchmark {
    /** The bench's corpus: how many logs, from which seed. */
    @Param("200")
    public int logs;
    @Param("1")
    public long seed;

    private byte[][] corpus;
    private Arbiter arbiter;

    /** The lines each benchmark got through, and where in the corpus its thread is. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Lines {
        public long lines;
        private int next;

        byte[] next(byte[][] corpus) {
            byte[] log = corpus[next];
            next = (next + 1) % corpus.length;
            return log;
        }
    }

    @Setup(Level.Trial)
    public void generate() throws IOException {
        Path dir = Files.createTempDirectory("arbiter-jmh-");
        try {
            Bench.generate(logs, seed, dir);
            List<byte[]> read = new ArrayList<>();
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.sorted().toList()) {
                    read.add(Files.readAllBytes(f));
                }
            }
            corpus = read.toArray(byte[][]::new);
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        arbiter = Arbiter.create();
        // what is measured must be what it claims: every log of the corpus is a legal game
        for (byte[] log : corpus) {
            LogResult r = arbiter.validate("bench", new ByteArrayInputStream(log));
            if (r.status() != LogResult.Status.VALID) {
                throw new IllegalStateException("a corpus log is not valid: " + r.status() + " " + r.findings());
            }
        }
    }

    /** Reads one log: every line parsed into its record. */
    @Benchmark
    public int parse(Lines counted) {
        LogReader r = new LogReader(new ByteArrayInputStream(counted.next(corpus)));
        int records = 0;
        while (r.next() != null) {
            records++;
        }
        counted.lines += r.lineNumber();
        return records;
    }

    /** Validates one log with the built-in rule base, one session from the rule base's pool. */
    @Benchmark
    public LogResult validate(Lines counted) {
        LogResult r = arbiter.validate("bench", new ByteArrayInputStream(counted.next(corpus)));
        counted.lines += r.lines();
        return r;
    }
}
