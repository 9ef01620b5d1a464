package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.log.LogReader;
import dev.arbiter.report.Derive;
import dev.arbiter.report.Format;
import dev.arbiter.report.Report;
import dev.arbiter.report.Summary;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleBiFunction;
import java.util.stream.Stream;

/**
 * The benchmark behind {@code bin/arbiter-bench}: generates a corpus of realistic logs (Roles and cipher, 50–500
 * lines, half derived and half recorded), then, each in a fresh JVM, merely parses them and validates them with 1 and
 * 2 workers, pass after pass (a cold pass as a one-off CLI run sees it, a warm one, and the steady rate once the JIT
 * has settled), and prints logs per second, lines per second and peak memory, with the ratios the README quotes. It
 * reports numbers and asserts nothing.
 */
public final class Bench {
    /** The heap each measuring JVM gets. */
    static final String HEAP = "256m";

    private Bench() {
    }

    /**
     * {@code [--logs N] [--seed S] [--dir DIR] [--rounds R]}, or internally {@code measure parse|validate WORKERS
     * DIR} and {@code calibrate} (a core's speed, in a JVM pinned to it).
     */
    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("calibrate")) {
            System.out.println(BenchCpus.digestRate());
            return;
        }
        if (args.length > 0 && args[0].equals("measure")) {
            measure(args[1], Integer.parseInt(args[2]), Path.of(args[3]));
            return;
        }
        if (args.length > 0 && args[0].equals("growth")) {
            BenchGrowth.measure(Path.of(args[1]));
            return;
        }
        if (args.length > 0 && args[0].equals("--shapes")) {
            BenchGrowth.run(List.of(args).subList(1, args.length), Files.createTempDirectory("arbiter-shapes-"));
            return;
        }
        int logs = 200;
        long seed = 1;
        int rounds = 1;
        Path dir = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--logs" -> logs = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                default -> {
                    System.err.println("usage: arbiter-bench [--logs N] [--seed S] [--dir DIR] [--rounds R]"
                            + " | --shapes [SHAPE[:N]...] | --cold [RUNS] | --jmh [JMH OPTIONS]");
                    System.exit(2);
                }
            }
        }
        if (rounds < 1) {
            System.err.println("arbiter-bench: --rounds must be 1 or more");
            System.exit(2);
        }
        run(logs, seed, dir == null ? Files.createTempDirectory("arbiter-bench-") : dir, rounds);
    }

    private static void run(int logs, long seed, Path dir, int rounds) throws Exception {
        long[] counts = generate(logs, seed, dir);
        System.out.printf(Locale.ROOT, "arbiter benchmark: %d logs (%d derived, %d recorded), %,d lines, seed %d,"
                        + " in %s%nJava %s, %d cores; each row a fresh JVM with -Xmx%s and %s; live"
                        + " heap: the most in use just after a garbage collection; peak RSS from /proc (VmHWM);"
                        + " ran on: the cores its measuring threads were found running on%n%n",
                logs, counts[0], counts[1], counts[2], seed, dir, System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), HEAP, describeJvmOptions());
        Map<Integer, Double> before = BenchCpus.speeds(childCommand("calibrate"));
        System.out.printf(Locale.ROOT, "%-10s %7s  %-6s %8s %11s %8s %10s %9s  %s%n", "what", "workers", "pass",
                "logs/s", "lines/s", "seconds", "live heap", "peak RSS", "ran on");
        List<Round> done = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            if (rounds > 1) {
                System.out.println("-- round " + r + " of " + rounds);
            }
            done.add(round(dir));
        }
        Map<Integer, Double> after = BenchCpus.speeds(childCommand("calibrate"));
        System.out.println();
        for (int r = 0; r < done.size(); r++) {
            String prefix = rounds > 1 ? "round " + (r + 1) + ": " : "";
            done.get(r).notes.forEach(n -> System.out.println(prefix + n));
        }
        for (String pass : List.of("warm", "steady")) {
            ratios(pass, "", done, Round::rate);
        }
        Map<Integer, Double> speeds = steadySpeeds(before, after);
        if (!speeds.isEmpty()) {
            for (String pass : List.of("warm", "steady")) {
                ratios(pass, ", at equal core speed (each rate divided by the mean speed of the cores its workers"
                        + " ran on)", done, (round, row) -> round.atEqualSpeed(row, speeds));
            }
        }
        System.out.println("verdicts: " + done.get(0).verdicts);
        System.out.println("load average (1, 5, 15 min) at the end: " + loadAverage() + " — other processes on the"
                + " machine slow every row");
    }

    /** What one round of the three configurations gave: each row's rate and where it ran, the notes, the verdicts. */
    private static final class Round {
        final Map<String, Double> rates = new HashMap<>();  // "validate 1 warm" -> lines/s
        final Map<String, Map<Integer, Long>> ranOn = new HashMap<>();  // "validate 1 warm" -> samples by CPU
        final List<String> notes = new ArrayList<>();
        String verdicts = "";

        /** A row's rate; 0 when it is missing. */
        double rate(String row) {
            return rates.getOrDefault(row, 0.0);
        }

        /** A row's rate as if all its threads had run on the fastest core; 0 when where it ran is not known. */
        double atEqualSpeed(String row, Map<Integer, Double> speeds) {
            double relative = BenchCpus.relativeSpeed(ranOn.getOrDefault(row, Map.of()), speeds);
            return relative == 0 ? 0 : rate(row) / relative;
        }
    }

    /** Parsing, and validating with 1 and 2 workers, each in a fresh JVM; prints the rows. */
    private static Round round(Path dir) throws IOException, InterruptedException {
        Round round = new Round();
        for (String[] config : new String[][] {{"parse", "1"}, {"validate", "1"}, {"validate", "2"}}) {
            for (String line : child(config[0], config[1], dir)) {
                if (line.startsWith("row ")) {
                    String row = line.substring(4, line.lastIndexOf(' '));
                    Map<Integer, Long> samples = BenchCpus.decode(line.substring(line.lastIndexOf(' ') + 1));
                    System.out.println(row + "  " + BenchCpus.describe(samples));
                    String[] f = row.trim().split("\\s+");
                    round.rates.put(f[0] + " " + f[1] + " " + f[2], Double.parseDouble(f[4]));
                    round.ranOn.put(f[0] + " " + f[1] + " " + f[2], samples);
                } else if (line.startsWith("note ")) {
                    round.notes.add(line.substring(5));
                } else if (line.startsWith("verdicts ")) {
                    round.verdicts = line.substring(9);
                }
            }
        }
        return round;
    }

    /**
     * One pass's ratios: validation to parsing with one worker, and two workers to one; with several rounds, each
     * round's and their median.
     */
    private static void ratios(String pass, String how, List<Round> rounds,
                               ToDoubleBiFunction<Round, String> rate) {
        List<Double> toParse = new ArrayList<>();
        List<Double> twoToOne = new ArrayList<>();
        for (Round r : rounds) {
            double parse = rate.applyAsDouble(r, "parse 1 " + pass);
            double one = rate.applyAsDouble(r, "validate 1 " + pass);
            double two = rate.applyAsDouble(r, "validate 2 " + pass);
            if (parse > 0 && one > 0 && two > 0) {
                toParse.add(parse / one);
                twoToOne.add(two / one);
            }
        }
        if (toParse.isEmpty()) {
            return;
        }
        if (rounds.size() == 1) {
            System.out.printf(Locale.ROOT, "%s%s: one worker validates at 1/%.1f of the parse rate; two workers at"
                    + " %.2fx one%n", pass, how, toParse.get(0), twoToOne.get(0));
            return;
        }
        System.out.printf(Locale.ROOT, "%s%s, median of %d rounds: one worker validates at 1/%.1f of the parse rate"
                        + " (%s); two workers at %.2fx one (%s)%n", pass, how, toParse.size(), median(toParse),
                each(toParse, "1/%.1f"), median(twoToOne), each(twoToOne, "%.2fx"));
    }

    static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static String each(List<Double> values, String format) {
        return String.join(", ", values.stream().map(v -> String.format(Locale.ROOT, format, v)).toList());
    }

    /** How far a core's speed may move between before and after the rows for the equal-speed ratios to be given. */
    static final double SPEED_DRIFT = 0.10;

    /**
     * The cores' speeds before and after the rows, printed; their means when every core kept its speed (within
     * {@link #SPEED_DRIFT}), or none: a core whose speed moved during the rows can't be weighed by one figure.
     */
    private static Map<Integer, Double> steadySpeeds(Map<Integer, Double> before, Map<Integer, Double> after) {
        if (before.isEmpty() || !before.keySet().equals(after.keySet())) {
            System.out.println("cores: speeds not measured (needs Linux, taskset and two or more cores); the rows"
                    + " stand as measured");
            return Map.of();
        }
        Map<Integer, Double> speeds = new TreeMap<>();
        boolean moved = false;
        for (int cpu : before.keySet()) {
            double b = before.get(cpu);
            double a = after.get(cpu);
            speeds.put(cpu, (a + b) / 2);
            moved |= Math.abs(a - b) > SPEED_DRIFT * Math.max(a, b);
        }
        double fastest = speeds.values().stream().mapToDouble(Double::doubleValue).max().orElse(1);
        List<String> each = new ArrayList<>();
        speeds.forEach((cpu, v) -> each.add(String.format(Locale.ROOT, "cpu%d %.2f then %.2f M/s (%.2f of the"
                + " fastest)", cpu, before.get(cpu) / 1e6, after.get(cpu) / 1e6, v / fastest)));
        System.out.println("cores: SHA-256 digests per second in a JVM pinned to each, before and after the rows: "
                + String.join("; ", each));
        if (moved) {
            System.out.println("cores: a core's speed moved by more than " + Math.round(SPEED_DRIFT * 100) + " %"
                    + " during the rows (the machine's host was busy): no ratios at equal core speed");
            return Map.of();
        }
        return speeds;
    }

    /** Writes the corpus; returns {derived, recorded, lines}. */
    static long[] generate(int logs, long seed, Path dir) throws IOException {
        Files.createDirectories(dir);
        Random random = new Random(seed);
        Arbiter arbiter = Arbiter.create();
        long derived = 0;
        long recorded = 0;
        long lines = 0;
        for (int i = 0; i < logs; i++) {
            long gameSeed = random.nextLong();
            int target = 50 + random.nextInt(451);
            boolean record = i % 2 == 1;
            String log;
            long count;
            do {
                // a recorded log states every consequence, so it is longer: aim lower until it fits in 500 lines
                log = BenchCorpus.log(gameSeed, target);
                if (record) {
                    StringWriter out = new StringWriter();
                    arbiter.validate("bench", new ByteArrayInputStream(log.getBytes(StandardCharsets.UTF_8)),
                            new Derive(out, "a generated benchmark log"));
                    log = out.toString();
                }
                count = log.lines().count();
                target = (int) (target * 0.8);
            } while (count > 500 && target >= 50);
            if (record) {
                recorded++;
            } else {
                derived++;
            }
            lines += count;
            Files.writeString(dir.resolve(String.format("game-%04d.jsonl", i)), log, StandardCharsets.UTF_8);
        }
        return new long[] {derived, recorded, lines};
    }

    private static List<String> child(String what, String workers, Path dir) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(childCommand("measure", what, workers, dir.toString()))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String l;
            while ((l = r.readLine()) != null) {
                lines.add(l);
            }
        }
        p.waitFor();
        return lines;
    }

    /**
     * A measuring JVM running this class with the arguments: the bounded heap shows that memory stays flat however
     * many logs there are, and the {@code -XX} options are this JVM's, so that a row measures what the command does.
     */
    static List<String> childCommand(String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx" + HEAP);
        command.addAll(jvmOptions());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Bench.class.getName());
        command.addAll(List.of(args));
        return command;
    }

    /**
     * The {@code -XX} options this JVM was started with: those of {@code bin/jvm.bash}, which {@code bin/arbiter-bench}
     * gives it as {@code bin/arbiter} does, and any in {@code ARBITER_JAVA_OPTS}.
     */
    private static List<String> jvmOptions() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream().filter(a -> a.startsWith("-XX:"))
                .toList();
    }

    /** The measuring JVMs' options, for a header. */
    static String describeJvmOptions() {
        List<String> options = jvmOptions();
        return options.isEmpty() ? "no -XX options" : String.join(" ", options);
    }

    /**
     * The JIT has settled when a pass spends under this share of its time compiling: from then on, three passes are
     * averaged as "steady". At least from pass {@link #FIRST_STEADY}, at most {@link #MAX_PASSES} in all.
     */
    static final double SETTLED = 0.02;
    static final int FIRST_STEADY = 4;
    static final int STEADY_PASSES = 3;
    static final int MAX_PASSES = 30;

    /**
     * In a fresh JVM: passes of one configuration over the corpus. Cold is the first (what a one-off run sees), warm
     * the second; steady the mean of three passes once the JIT has settled — the optimising tier takes tens of
     * seconds to compile the executable model's thousands of generated classes, so the early passes run partly on
     * the quick tier, and two workers sharing two cores with the compiler show no gain until it is done. A large
     * batch or a judge tool that stays up sees the steady rate.
     */
    private static void measure(String what, int workers, Path dir) throws Exception {
        HeapSampler heap = new HeapSampler();
        heap.start();
        BenchCpus.Sampler cpus = new BenchCpus.Sampler();
        cpus.start();
        Map<Integer, Long> steadyCpus = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(Inputs::isLog).sorted().toList();
        }
        Arbiter arbiter = what.equals("validate") ? Arbiter.create() : null;
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        long steadyLines = 0;
        double steadySecs = 0;
        int steadyFrom = 0;
        for (int pass = 1; pass <= MAX_PASSES && (steadyFrom == 0 || pass < steadyFrom + STEADY_PASSES); pass++) {
            long compiled = jit.getTotalCompilationTime();
            long t0 = System.nanoTime();
            long lines;
            String verdicts = null;
            if (arbiter == null) {
                lines = parse(files, workers);
            } else {
                Counting report = new Counting();
                Summary s = new Batch(arbiter, workers, InputStream.nullInputStream())
                        .run(new Inputs(List.of(dir.toString())), report, new Progress(new PrintWriter(
                                Writer.nullWriter()), false));
                lines = report.lines;
                verdicts = s.line();
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            double compiling = (jit.getTotalCompilationTime() - compiled) / 1e3;
            Map<Integer, Long> ranOn = cpus.take();
            if (pass <= 2) {
                row(what, workers, pass == 1 ? "cold" : "warm", files.size(), lines, secs, heap, ranOn);
            }
            if (steadyFrom == 0 && pass >= FIRST_STEADY && compiling < SETTLED * secs) {
                steadyFrom = pass;
            }
            if (steadyFrom > 0) {
                steadyLines += lines;
                steadySecs += secs;
                ranOn.forEach((cpu, n) -> steadyCpus.merge(cpu, n, Long::sum));
            }
            if (verdicts != null && pass == 1) {
                System.out.println("verdicts " + verdicts);
            }
        }
        if (steadyFrom == 0) {  // never settled: the last passes, said so
            System.out.println("note " + what + ", " + workers + " worker(s): the JIT did not settle in " + MAX_PASSES
                    + " passes");
            return;
        }
        row(what, workers, "steady", files.size(), steadyLines / STEADY_PASSES, steadySecs / STEADY_PASSES, heap,
                steadyCpus);
        System.out.println("note " + what + ", " + workers + " worker(s): steady is passes " + steadyFrom + "-"
                + (steadyFrom + STEADY_PASSES - 1) + " (the JIT compiled for under " + Math.round(SETTLED * 100)
                + " % of a pass from pass " + steadyFrom + ")");
    }

    /** A row for the bench to print; its last field is where the measuring threads ran, which the bench shows. */
    private static void row(String what, int workers, String pass, long logs, long lines, double secs,
                            HeapSampler heap, Map<Integer, Long> ranOn) {
        System.out.printf(Locale.ROOT, "row %-10s %7d  %-6s %8.1f %11.0f %8.2f %8d MB %6d MB %s%n", what, workers,
                pass, logs / secs, lines / secs, secs, heap.live() >> 20, peakRssKb() >> 10,
                BenchCpus.encode(ranOn));
    }

    private static long parse(List<Path> files, int workers) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> new Thread(r, "bench-parse"));
        AtomicLong lines = new AtomicLong();
        List<Future<?>> done = new ArrayList<>();
        for (Path f : files) {
            done.add(pool.submit(() -> {
                try (LogReader r = new LogReader(Files.newInputStream(f))) {
                    while (r.next() != null) {
                        // reading is the work measured
                    }
                    lines.addAndGet(r.lineNumber());
                }
                return null;
            }));
        }
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();
        return lines.get();
    }

    private static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + ", " + f[1] + ", " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** The resident-set high-water mark of this process, in kB (0 where /proc is not there). */
    static long peakRssKb() {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (l.startsWith("VmHWM:")) {
                    return Long.parseLong(l.replaceAll("\\D", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }

    /**
     * Watches garbage collections and keeps the most heap in use just after one: the live data, which is what
     * stays flat (or not) as more logs are validated. Also includes the compiled rule base.
     */
    static final class HeapSampler {
        private final java.util.concurrent.atomic.AtomicLong live = new java.util.concurrent.atomic.AtomicLong();

        void start() {
            java.util.Set<String> heapPools = new java.util.HashSet<>();
            for (var pool : ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == java.lang.management.MemoryType.HEAP) {
                    heapPools.add(pool.getName());
                }
            }
            for (var gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                if (gc instanceof javax.management.NotificationEmitter emitter) {
                    emitter.addNotificationListener((n, handback) -> {
                        if (n.getType().equals(com.sun.management.GarbageCollectionNotificationInfo
                                .GARBAGE_COLLECTION_NOTIFICATION)) {
                            var info = com.sun.management.GarbageCollectionNotificationInfo.from(
                                    (javax.management.openmbean.CompositeData) n.getUserData());
                            long used = 0;
                            for (var u : info.getGcInfo().getMemoryUsageAfterGc().entrySet()) {
                                used += heapPools.contains(u.getKey()) ? u.getValue().getUsed() : 0;
                            }
                            live.accumulateAndGet(used, Math::max);
                        }
                    }, null, null);
                }
            }
        }

        long live() {
            return live.get();
        }
    }

    /** A report that only counts the lines of the logs validated. */
    private static final class Counting implements Report {
        long lines;
        private final Report json = Format.JSON.open(Writer.nullWriter(), null);

        @Override
        public void log(LogResult result, Duration took) throws IOException {
            lines += result.lines();
            json.log(result, took);
        }

        @Override
        public void finish(Summary summary) throws IOException {
            json.finish(summary);
        }

        @Override
        public void close() throws IOException {
            json.close();
        }
    }
}
