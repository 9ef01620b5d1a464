package dev.arbiter.arena;

import dev.arbiter.Arbiter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The benchmark behind {@code bin/arbiter-bench-arena FILE...}: imports MTG Arena {@code Player.log} files and
 * validates the games written, twice each in one JVM (a cold pass as a one-off command sees it, then a warm one),
 * and prints the import's rate in {@code Player.log} lines per second beside validation's in mtglog/1 lines per
 * second. It reports numbers and asserts nothing.
 */
public final class ArenaBench {
    private ArenaBench() {
    }

    /** What one pass measured. */
    private record Pass(long games, long lines, double seconds) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: arbiter-bench-arena FILE...");
            System.exit(2);
        }
        List<Path> files = new ArrayList<>();
        for (String a : args) {
            files.add(Path.of(a));
        }
        Arbiter arbiter = Arbiter.create();
        System.out.printf(Locale.ROOT, "arbiter Arena benchmark: %d Player.log files; Java %s, %d cores, one JVM%n%n",
                files.size(), System.getProperty("java.version"), Runtime.getRuntime().availableProcessors());
        System.out.printf(Locale.ROOT, "%-10s %-5s %7s %11s %8s  %s%n", "what", "pass", "games", "lines/s", "seconds",
                "lines");
        for (String pass : List.of("cold", "warm")) {
            List<List<String>> games = new ArrayList<>();
            Pass imported = importAll(files, games);
            print("import", pass, imported, "Player.log lines read");
            print("validate", pass, validateAll(arbiter, games), "mtglog/1 lines of the games written");
        }
    }

    private static Pass importAll(List<Path> files, List<List<String>> games) throws IOException {
        long t0 = System.nanoTime();
        long lines = 0;
        for (Path f : files) {
            try (InputStream in = Files.newInputStream(f)) {
                lines += ArenaImport.read(f.toString(), in, g -> {
                    if (g.written()) {
                        games.add(g.lines());
                    }
                }).lines();
            } catch (ArenaLogException e) {
                // a session without games counts for nothing; the import command says why
            }
        }
        return new Pass(games.size(), lines, (System.nanoTime() - t0) / 1e9);
    }

    private static Pass validateAll(Arbiter arbiter, List<List<String>> games) {
        long t0 = System.nanoTime();
        long lines = 0;
        for (List<String> g : games) {
            byte[] log = (String.join("\n", g) + "\n").getBytes(StandardCharsets.UTF_8);
            lines += arbiter.validate("bench", new ByteArrayInputStream(log)).lines();
        }
        return new Pass(games.size(), lines, (System.nanoTime() - t0) / 1e9);
    }

    private static void print(String what, String pass, Pass p, String unit) {
        System.out.printf(Locale.ROOT, "%-10s %-5s %7d %11.0f %8.2f  %,d %s%n", what, pass, p.games(),
                p.lines() / Math.max(p.seconds(), 1e-9), p.seconds(), p.lines(), unit);
    }
}
