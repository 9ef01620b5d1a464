package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.Replay;
import dev.arbiter.RuleFiring;
import dev.arbiter.log.LogError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code arbiter explain LOG}: one log, step by step, with the rules that fired in firing order. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Plays one log step by step: each line, the rules that fired (in firing order), the findings"
                + " and the state after it.")
final class ExplainCommand implements Callable<Integer> {
    @Parameters(paramLabel = "LOG", description = "the log file")
    Path log;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        try (InputStream in = Files.newInputStream(log); Replay replay = Arbiter.create().open(log.toString(), in)) {
            Replay.Step step;
            while ((step = replay.next()) != null) {
                for (String l : step.lines()) {
                    out.println("> " + l);
                }
                for (RuleFiring f : step.firings()) {
                    out.println("    fired  " + f.rule() + "   " + f.facts());
                }
                for (String n : step.notes()) {
                    out.println("    note   " + n);
                }
                for (String o : step.outcomes()) {
                    out.println("    did    " + o);
                }
                for (Finding f : step.findings()) {
                    out.println("    FINDING line " + f.line() + " " + f.rule() + ": " + f.message());
                }
                out.println("    now    " + replay.turn() + "; stack " + replay.stack());
            }
        } catch (LogError e) {
            out.println(log + ":" + e.line() + ":" + e.column() + ": error: " + e.getMessage());
            return 3;
        }
        return 0;
    }
}
