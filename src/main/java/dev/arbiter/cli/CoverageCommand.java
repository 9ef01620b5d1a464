package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.Replay;
import dev.arbiter.RuleFiring;
import dev.arbiter.report.Coverage;
import dev.arbiter.report.CoverageReport;
import dev.arbiter.report.WriteFailed;
import dev.arbiter.report.LogDiff;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code arbiter coverage [--rules DIR] [-f text|json|html] [--mutate] PATH...}: which rules the logs exercise. */
@Command(name = "coverage", sortOptions = false,
        description = {"Plays the logs and reports, for every DRL rule, how many times it fired and in how many logs,"
                + " by file and by CR clause, the rules that never fired first. With --mutate, also plays again,"
                + " once per rule with that rule switched off, the logs it fired in, and lists the rules whose"
                + " removal changes no verdict or finding (untested or dead).", "",
                "A log that can't be read is listed with where and why, and counts no firing.", "",
                "Exit status: 0 every log could be read; 2 usage error or rules that don't compile; 3 a log could not"
                        + " be read; 74 the report could not be written."})
final class CoverageCommand implements Callable<Integer> {
    @ParentCommand
    ArbiterCommand parent;

    @Mixin
    RulesOption rulesOption;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, json, or html (one page with sortable tables); default: ${DEFAULT-VALUE}")
    CoverageReport.Kind format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write the report to FILE instead of"
            + " standard output")
    Path output;

    @Option(names = "--mutate", description = "also check that each rule that fired is load-bearing: one pass per"
            + " rule, with progress on standard error")
    boolean mutate;

    @Mixin
    JobsOption jobsOption;

    @Mixin
    LogPaths paths;

    /** One log played: its input, its verdict, and how many times each rule fired in it. */
    private record Played(Inputs.Input input, LogResult result, Map<String, Integer> fires) {
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        int jobs = jobsOption.get();
        Inputs inputs = paths.inputs();
        Io io = parent.io();
        Arbiter arbiter = rulesOption.arbiter(io);
        if (arbiter == null) {
            return 2;
        }
        byte[] stdin = CompareCommand.stdin(paths.get(), io);
        Coverage coverage = new Coverage(arbiter.rules(), rulesOption.dir == null ? "built-in"
                : rulesOption.dir.toString());
        List<Played> played = new ArrayList<>();
        InOrder.run(inputs, jobs, input -> play(arbiter, input, stdin), p -> {
            if (p.result().status() == LogResult.Status.ERROR) {
                coverage.unreadable(p.result());
                return;
            }
            coverage.add(p.fires());
            if (mutate) {
                // the passes with a rule switched off validate without a trace: so does the verdict they are held to
                played.add(new Played(p.input(), CompareCommand.play(arbiter, p.input(), stdin), p.fires()));
            }
        });
        inputs.drainWarnings().forEach(io.err()::println);
        if (coverage.logs() == 0) {
            io.err().println("arbiter: no logs to play in " + paths);
            return 2;
        }
        if (mutate) {
            mutate(arbiter, coverage, played, stdin, io);
        }
        Output out;
        try {
            out = Output.open(output, io, paths.get());
        } catch (IOException e) {
            io.err().println("arbiter: can't write the report to " + output + ": " + Output.reason(e));
            return 2;
        }
        try (out) {
            CoverageReport.write(format, out, coverage);
            out.commit();
        } catch (WriteFailed e) {
            io.err().println("arbiter: " + e.getMessage());
            return Output.WRITE_FAILED;
        }
        return coverage.unreadable().isEmpty() ? 0 : 3;
    }

    /** Plays a log with its rule firings traced, and counts them by rule. */
    private static Played play(Arbiter arbiter, Inputs.Input input, byte[] stdin) {
        Map<String, Integer> fires = new HashMap<>();
        LogResult result;
        if (input.unreadable() != null) {
            result = CompareCommand.play(arbiter, input, stdin);
        } else {
            try (InputStream in = input.stdin() ? new ByteArrayInputStream(stdin) : Files.newInputStream(input.file())) {
                result = arbiter.explain(input.name(), in, new Arbiter.StepListener() {
                    @Override
                    public void step(Replay replay, Replay.Step step) {
                        count(step.firings(), fires);
                    }

                    @Override
                    public void end(Replay replay) {
                        // the end-of-log checks' rules fire in no step (a trigger never put on the stack)
                        count(replay.endFirings(), fires);
                    }
                });
            } catch (IOException e) {
                result = CompareCommand.play(arbiter, input, stdin);  // says why it can't be read
            }
        }
        return new Played(input, result, fires);
    }

    private static void count(List<RuleFiring> firings, Map<String, Integer> fires) {
        for (RuleFiring f : firings) {
            fires.merge(f.rule(), 1, Integer::sum);
        }
    }

    /**
     * For each rule that fired, plays again the logs it fired in with the rule switched off, until one verdict or
     * finding changes. A log the rule never fired in plays the same without it, so it is not played again.
     */
    private void mutate(Arbiter arbiter, Coverage coverage, List<Played> played, byte[] stdin, Io io)
            throws IOException, InterruptedException {
        List<String> fired = coverage.rules().stream().filter(r -> r.fires() > 0).map(r -> r.rule().name()).toList();
        Progress progress = new Progress(io.err(), io.stderrIsTerminal());
        long t0 = System.nanoTime();
        int[] done = {0};
        int[] idle = {0};
        InOrder.run(fired.iterator(), jobsOption.get(), rule -> loadBearing(arbiter.withRuleDisabled(rule), rule, played, stdin),
                rule -> {
                    // results come back in the order of the rules
                    String name = fired.get(done[0]);
                    coverage.changesNothing(name, !rule);
                    done[0]++;
                    idle[0] += rule ? 0 : 1;
                    if (done[0] % 10 == 0 || done[0] == fired.size()) {
                        progress.println("arbiter: mutate: " + done[0] + " of " + fired.size() + " rules switched"
                                + " off, " + idle[0] + " changed nothing");
                    }
                });
        progress.println(String.format(java.util.Locale.ROOT, "arbiter: mutate: %d passes in %.1f s", fired.size(),
                (System.nanoTime() - t0) / 1e9));
    }

    private static boolean loadBearing(Arbiter without, String rule, List<Played> played, byte[] stdin) {
        for (Played p : played) {
            if (p.fires().containsKey(rule)
                    && LogDiff.of(p.result(), CompareCommand.play(without, p.input(), stdin)).differs()) {
                return true;
            }
        }
        return false;
    }
}
