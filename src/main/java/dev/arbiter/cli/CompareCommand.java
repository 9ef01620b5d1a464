package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.report.CompareReport;
import dev.arbiter.report.Format;
import dev.arbiter.report.LogDiff;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter compare --rules DIR [-f text|json] [-j N] PATH...}: what an edit of the rules changes. */
@Command(name = "compare", sortOptions = false,
        description = {"Validates the logs with the built-in rule base and with the edited one (--rules DIR) and"
                + " reports, for each log, the verdicts and findings that differ: added (+), removed (-), or changed"
                + " (~: the same line, another message or rule); then a summary.", "",
                "Exit status: 0 nothing differs; 1 something does, and every log could be read; 2 usage error or"
                        + " rules that don't compile; 3 a log could not be read by one of the rule bases or both; 74 the report could not be written."})
final class CompareCommand implements Callable<Integer> {
    @ParentCommand
    ArbiterCommand parent;

    @Spec
    CommandSpec spec;

    @Mixin
    TextOrJson format;

    @Mixin
    RulesOption rulesOption;

    @Mixin
    JobsOption jobsOption;

    @Mixin
    LogPaths paths;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Format format = this.format.get();
        if (rulesOption.dir == null) {
            throw new ParameterException(spec.commandLine(), "compare needs --rules DIR, the edited rules to compare"
                    + " with the built-in ones");
        }
        int jobs = jobsOption.get();
        Inputs inputs = paths.inputs();
        Io io = parent.io();
        Arbiter edited = rulesOption.arbiter(io);
        if (edited == null) {
            return 2;
        }
        Arbiter builtIn = Arbiter.create();
        Writer out = Output.open(null, io);
        CompareReport report = new CompareReport(out, format, rulesOption.dir.toString());
        byte[] stdin = stdin(paths.get(), io);
        int[] seen = {0};
        InOrder.run(inputs, jobs, input -> LogDiff.of(play(builtIn, input, stdin), play(edited, input, stdin)), d -> {
            seen[0]++;
            report.log(d);
        });
        inputs.drainWarnings().forEach(io.err()::println);
        boolean differ = report.finish();
        if (seen[0] == 0) {
            io.err().println("arbiter: no logs to compare in " + paths);
            return 2;
        }
        return report.unreadable() > 0 ? 3 : differ ? 1 : 0;
    }

    /** One log's verdict; standard input was read once beforehand, since more than one rule base plays it. */
    static LogResult play(Arbiter arbiter, Inputs.Input input, byte[] stdin) {
        if (input.unreadable() != null) {
            return new LogResult(input.name(), LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(0, 0, input.unreadable()));
        }
        if (input.stdin()) {
            return arbiter.validate(input.name(), new ByteArrayInputStream(stdin));
        }
        return arbiter.validate(input.file());
    }

    /** Standard input, when a PATH is -, read whole. */
    static byte[] stdin(List<String> paths, Io io) throws IOException {
        return paths.contains("-") ? io.in().readAllBytes() : new byte[0];
    }
}
