package dev.arbiter.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Which core each row of the bench ran on, and how fast each core is. The cores of a virtual machine need not be
 * equally fast: on this project's machine one was measured, for the same work, at half the speed of the other for as
 * long as it was watched (4 December 2026), so a row's rate depends on the core the scheduler gave its thread, and a
 * ratio of two rows measured in two JVMs on different cores is off by that factor. The bench therefore measures each
 * core's speed in a JVM pinned to it ({@code taskset}) before and after its rows, samples the core each measuring
 * thread is running on (Linux's {@code /proc}), and gives the ratios also at equal core speed. Where either is not
 * available it says so, and the rows stand as measured.
 */
final class BenchCpus {
    /** The threads whose cores are sampled: the validation workers and the parsing pool. */
    static final List<String> MEASURING = List.of("arbiter-worker", "bench-parse");
    /** Every 10 ms: reading a thread's stat costs microseconds, so the sampling takes well under 1 % of a core. */
    private static final long PERIOD_MS = 10;
    /** How long the calibrating loop runs before it is timed (the JIT compiles it), and how long it is timed. */
    private static final long SETTLE_MS = 300;
    private static final long TIMED_MS = 500;

    private BenchCpus() {
    }

    /** The CPUs this process may run on (Cpus_allowed_list in /proc/self/status), or none where that is unknown. */
    static List<Integer> allowed() {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (l.startsWith("Cpus_allowed_list:")) {
                    return parseList(l.substring(l.indexOf(':') + 1));
                }
            }
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        return List.of();
    }

    /** A kernel CPU list: {@code 0-1}, {@code 0,2-3}. */
    static List<Integer> parseList(String list) {
        List<Integer> out = new ArrayList<>();
        for (String part : list.strip().split(",")) {
            if (part.isEmpty()) {
                continue;
            }
            int dash = part.indexOf('-');
            int from = Integer.parseInt(dash < 0 ? part : part.substring(0, dash));
            int to = dash < 0 ? from : Integer.parseInt(part.substring(dash + 1));
            for (int c = from; c <= to; c++) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Each allowed CPU's speed: SHA-256 digests per second of a JVM pinned to it ({@code taskset -c CPU} with the
     * command given, which runs {@link #digestRate}). Empty when there is only one CPU or a CPU can't be measured
     * (no taskset, not Linux).
     */
    static Map<Integer, Double> speeds(List<String> calibrate) {
        List<Integer> cpus = allowed();
        Map<Integer, Double> out = new TreeMap<>();
        if (cpus.size() < 2) {
            return out;
        }
        for (int cpu : cpus) {
            List<String> command = new ArrayList<>(List.of("taskset", "-c", Integer.toString(cpu)));
            command.addAll(calibrate);
            try {
                // its error stream apart: a JVM's notes there ("Picked up JAVA_TOOL_OPTIONS") are not the answer
                Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
                String answer;
                try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    answer = r.readLine();
                    while (r.readLine() != null) {
                        // drain
                    }
                }
                if (p.waitFor() != 0 || answer == null) {
                    return Map.of();
                }
                out.put(cpu, Double.parseDouble(answer.strip()));
            } catch (IOException | NumberFormatException e) {
                return Map.of();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Map.of();
            }
        }
        return out;
    }

    /** SHA-256 digests per second on this thread, timed once the loop has run long enough to be compiled. */
    static double digestRate() throws NoSuchAlgorithmException {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        byte[] block = new byte[64];
        long settle = System.nanoTime() + SETTLE_MS * 1_000_000;
        while (System.nanoTime() < settle) {
            block = digest(sha, block);
        }
        long t0 = System.nanoTime();
        long end = t0 + TIMED_MS * 1_000_000;
        long n = 0;
        while (System.nanoTime() < end) {
            for (int i = 0; i < 100; i++) {
                block = digest(sha, block);
            }
            n += 100;
        }
        return n / ((System.nanoTime() - t0) / 1e9);
    }

    private static byte[] digest(MessageDigest sha, byte[] in) {
        byte[] d = sha.digest(in);
        byte[] next = new byte[64];
        System.arraycopy(d, 0, next, 0, d.length);
        return next;
    }

    /** The CPU a thread last ran on, from its {@code /proc/.../stat} line (field 39), or -1. */
    static int processor(String stat) {
        String[] f = afterName(stat);
        return f.length > 36 ? Integer.parseInt(f[36]) : -1;
    }

    /** Whether a thread's stat line says it is running or ready to run (state R). */
    static boolean running(String stat) {
        String[] f = afterName(stat);
        return f.length > 0 && f[0].equals("R");
    }

    /** The thread's name in a stat line (in parentheses; it may hold spaces and parentheses itself). */
    static String name(String stat) {
        int open = stat.indexOf('(');
        int close = stat.lastIndexOf(')');
        return open < 0 || close < open ? "" : stat.substring(open + 1, close);
    }

    /** The fields after the name: field 3 (the state) is the first. */
    private static String[] afterName(String stat) {
        int close = stat.lastIndexOf(')');
        return close < 0 ? new String[0] : stat.substring(close + 1).strip().split(" ");
    }

    /**
     * The mean speed of the cores the samples found the measuring threads running on, as a share of the fastest
     * core's; 0 when there are no samples or no speeds (not known).
     */
    static double relativeSpeed(Map<Integer, Long> samples, Map<Integer, Double> speeds) {
        double fastest = speeds.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        long n = 0;
        double sum = 0;
        for (Map.Entry<Integer, Long> e : samples.entrySet()) {
            Double s = speeds.get(e.getKey());
            if (s == null || fastest == 0) {
                return 0;
            }
            n += e.getValue();
            sum += e.getValue() * s / fastest;
        }
        return n == 0 ? 0 : sum / n;
    }

    /** Samples as a row shows them: {@code cpu1 97%, cpu0 3%}, the most first; "-" with none. */
    static String describe(Map<Integer, Long> samples) {
        long n = samples.values().stream().mapToLong(Long::longValue).sum();
        if (n == 0) {
            return "-";
        }
        List<String> parts = new ArrayList<>();
        samples.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue(), a.getValue()))
                .forEach(e -> parts.add(String.format(Locale.ROOT, "cpu%d %d%%", e.getKey(),
                        Math.round(100.0 * e.getValue() / n))));
        return String.join(", ", parts);
    }

    /** Samples as a child hands them to the bench: {@code 0:12,1:340}; "-" with none. */
    static String encode(Map<Integer, Long> samples) {
        if (samples.isEmpty()) {
            return "-";
        }
        List<String> parts = new ArrayList<>();
        samples.forEach((cpu, n) -> parts.add(cpu + ":" + n));
        return String.join(",", parts);
    }

    static Map<Integer, Long> decode(String encoded) {
        Map<Integer, Long> out = new TreeMap<>();
        if (!encoded.equals("-")) {
            for (String part : encoded.split(",")) {
                int colon = part.indexOf(':');
                out.put(Integer.parseInt(part.substring(0, colon)), Long.parseLong(part.substring(colon + 1)));
            }
        }
        return out;
    }

    /**
     * Samples, every {@value #PERIOD_MS} ms, the CPU each of this process's measuring threads is running on (a
     * daemon thread; nothing where /proc is not there).
     */
    static final class Sampler {
        private final Map<Integer, Long> counts = new TreeMap<>();

        void start() {
            Path tasks = Path.of("/proc/self/task");
            if (!Files.isDirectory(tasks)) {
                return;
            }
            Thread t = new Thread(() -> {
                List<Path> watched = List.of();
                for (long tick = 0; ; tick++) {
                    if (tick % 10 == 0) {
                        watched = measuring(tasks);  // a pass's workers are new threads: look again every 100 ms
                    }
                    for (Path stat : watched) {
                        sample(stat);
                    }
                    try {
                        Thread.sleep(PERIOD_MS);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "bench-cpu-sampler");
            t.setDaemon(true);
            t.start();
        }

        private static List<Path> measuring(Path tasks) {
            List<Path> out = new ArrayList<>();
            try (Stream<Path> s = Files.list(tasks)) {
                for (Path task : s.toList()) {
                    Path stat = task.resolve("stat");
                    String line = read(stat);
                    if (line != null && MEASURING.stream().anyMatch(name(line)::startsWith)) {
                        out.add(stat);
                    }
                }
            } catch (IOException | RuntimeException e) {
                return List.of();
            }
            return out;
        }

        private void sample(Path stat) {
            String line = read(stat);
            if (line != null && running(line)) {
                int cpu = processor(line);
                if (cpu >= 0) {
                    synchronized (counts) {
                        counts.merge(cpu, 1L, Long::sum);
                    }
                }
            }
        }

        private static String read(Path stat) {
            try {
                return Files.readString(stat);
            } catch (IOException | RuntimeException e) {
                return null;  // the thread has ended
            }
        }

        /** The samples since the last call. */
        Map<Integer, Long> take() {
            synchronized (counts) {
                Map<Integer, Long> out = new TreeMap<>(counts);
                counts.clear();
                return out;
            }
        }
    }
}
