package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The growth rows of {@code bin/arbiter-bench --shapes}: each shape of {@link BenchShapes} at N, 2N and 4N, each
 * validated once in a fresh JVM with the benchmark's 256 MB heap, with the time per line, how it grew from the size
 * before, the live heap and the peak RSS. A run that does not finish within the time limit says so. It reports
 * numbers and asserts nothing.
 */
final class BenchGrowth {
    /** A run longer than this is stopped and reported as not finished. */
    static final int LIMIT_SECONDS = 150;

    private BenchGrowth() {
    }

    /** The N a shape is measured from unless the command line gives one. */
    static int start(BenchShapes s) {
        return switch (s) {
            case FROGS -> 64;
            case RAGES -> 256;
            case ROLES, VIRTUOUS, GOYF, HEXMAGES, CIPHER -> 250;
            case WICKED, SPLASHY, STACK, BOARD, SLIP -> 1000;
            case BURN, TURNS -> 50_000;
        };
    }

    /** The sizes measured from N: N, 2N, 4N. */
    static int[] sizes(int n) {
        return new int[] {n, 2 * n, 4 * n};
    }

    /** Each name a shape, or {@code shape:N} to start it at N (say {@code roles:500}: 500, 1,000 and 2,000 Roles). */
    static void run(List<String> names, Path dir) throws IOException, InterruptedException {
        Map<BenchShapes, Integer> shapes = new LinkedHashMap<>();
        for (String name : names) {
            int colon = name.indexOf(':');
            BenchShapes s = BenchShapes.of(colon < 0 ? name : name.substring(0, colon));
            shapes.put(s, colon < 0 ? start(s) : Integer.parseInt(name.substring(colon + 1)));
        }
        if (shapes.isEmpty()) {
            for (BenchShapes s : BenchShapes.values()) {
                shapes.put(s, start(s));
            }
        }
        Files.createDirectories(dir);
        System.out.printf(Locale.ROOT, "growth: each shape at N, 2N, 4N, validated once in a fresh JVM with -Xmx%s"
                + " and %s (one worker, cold); stopped after %d s%n%n", Bench.HEAP, Bench.describeJvmOptions(),
                LIMIT_SECONDS);
        System.out.printf(Locale.ROOT, "%-34s %7s %8s %9s %9s %7s %10s %9s  %s%n", "shape", "N", "lines", "seconds",
                "ms/line", "growth", "live heap", "peak RSS", "verdict");
        for (Map.Entry<BenchShapes, Integer> e : shapes.entrySet()) {
            BenchShapes s = e.getKey();
            double before = 0;
            for (int n : sizes(e.getValue())) {
                Path log = dir.resolve(s.word() + "-" + n + ".jsonl");
                Files.writeString(log, s.log(n), StandardCharsets.UTF_8);
                String row = child(log);
                if (!row.startsWith("ok ")) {
                    System.out.printf(Locale.ROOT, "%-34s %7d  %s%n", s.what(), n, row);
                    before = 0;
                    continue;
                }
                String[] f = row.substring(3).split(" ");
                double secs = Double.parseDouble(f[1]);
                String growth = before > 0 ? String.format(Locale.ROOT, "%.2fx", secs / before) : "";
                before = secs;
                System.out.printf(Locale.ROOT, "%-34s %7d %8s %9.2f %9.4f %7s %7s MB %6s MB  %s%n", s.what(), n, f[0],
                        secs, secs * 1000 / Long.parseLong(f[0]), growth, f[2], f[3], f[4] + " " + f[5]);
            }
        }
    }

    /** Validates one log in a fresh JVM: "lines seconds liveMB rssMB status findings", or why it has none. */
    private static String child(Path log) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(Bench.childCommand("growth", log.toString()))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            return "did not finish in " + LIMIT_SECONDS + " s";
        }
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String l;
            String row = "no result";
            while ((l = r.readLine()) != null) {
                if (l.startsWith("row ")) {
                    row = l.substring(4);
                }
            }
            return p.exitValue() == 0 ? "ok " + row : "failed (exit " + p.exitValue() + "; out of memory?)";
        }
    }

    /** In the child: one validation of one log. */
    static void measure(Path log) {
        Bench.HeapSampler heap = new Bench.HeapSampler();
        heap.start();
        Arbiter arbiter = Arbiter.create();
        long t0 = System.nanoTime();
        LogResult r = arbiter.validate(log);
        double secs = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "row %d %.3f %d %d %s %d%n", r.lines(), secs, heap.live() >> 20,
                Bench.peakRssKb() >> 10, r.status().word(), r.findings().size());
    }
}
