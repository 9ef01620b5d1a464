package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.RuleProblem;
import dev.arbiter.RulesException;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Stream;

/** The {@code --rules DIR} option: an edited copy of rules/, compiled at start-up, instead of the built-in rules. */
final class RulesOption {
    @Option(names = "--rules", paramLabel = "DIR", description = "compile the DRL files under DIR (an edited copy of"
            + " rules/) at start-up and use them instead of the built-in rule base; starting takes seconds longer")
    Path dir;

    /**
     * The arbiter to use, or null when the rules don't compile: then every error has been written to standard error
     * compiler style, and the command exits 2 without validating anything.
     */
    Arbiter arbiter(Io io) {
        return dir == null ? Arbiter.create() : compile(dir, io.err());
    }

    private static boolean holdsDrl(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.anyMatch(f -> f.getFileName().toString().endsWith(".drl") && Files.isRegularFile(f));
        } catch (IOException | UncheckedIOException e) {
            return true; // the compiler says what it can't read
        }
    }

    /** Compiles a rule folder, saying on standard error how long it took and what is wrong with it. */
    static Arbiter compile(Path dir, PrintWriter err) {
        if (!Files.isDirectory(dir)) {
            err.println("arbiter: --rules " + dir + ": not a directory");
            return null;
        }
        if (!holdsDrl(dir)) {
            // nothing to compile: the rule base would have no rules, and the engine's globals no declaration
            err.println("arbiter: --rules " + dir + ": no .drl file in it (an edited copy of rules/ is expected)");
            return null;
        }
        long t0 = System.nanoTime();
        Arbiter arbiter;
        try {
            arbiter = Arbiter.builder().rules(dir).build();
        } catch (RulesException e) {
            for (RuleProblem p : e.problems()) {
                err.println(p);
            }
            err.println("arbiter: " + e.getMessage() + "; nothing validated");
            return null;
        } catch (UncheckedIOException e) {
            err.println("arbiter: " + e.getMessage());
            return null;
        }
        for (RuleProblem p : arbiter.ruleWarnings()) {
            err.println(p);
        }
        err.println(String.format(Locale.ROOT, "arbiter: compiled %d rules from %s in %.1f s", arbiter.rules().size(),
                dir, (System.nanoTime() - t0) / 1e9));
        return arbiter;
    }
}
