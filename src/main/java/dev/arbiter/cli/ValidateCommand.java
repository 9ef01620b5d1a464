package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.report.Format;
import dev.arbiter.report.Report;
import dev.arbiter.report.RuleTitles;
import dev.arbiter.report.Summary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter validate [-f text|json|sarif|junit] [-o FILE] [-j N] PATH...} (shared/spec/cli.md). */
@Command(name = "validate", sortOptions = false,
        description = {"Validates game logs: files, directories (searched recursively for *.jsonl and *.mtglog) or -"
                + " for standard input. Prints each log's findings as it finishes, in the order given, then a"
                + " summary.", "",
                "Exit status: 0 every log is valid; 1 a log has an error-severity finding; 2 usage error;"
                        + " 3 a log could not be read; 70 internal error (a bug in arbiter)."})
final class ValidateCommand implements Callable<Integer> {
    @ParentCommand
    ArbiterCommand parent;

    @Spec
    CommandSpec spec;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "report format: text, json, sarif or junit (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write the report to FILE instead of"
            + " standard output")
    Path output;

    @Option(names = {"-j", "--jobs"}, paramLabel = "N", description = "parallel workers (default: the number of"
            + " cores, ${DEFAULT-VALUE})")
    int jobs = Runtime.getRuntime().availableProcessors();

    @Mixin
    RulesOption rulesOption;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "log files, directories, or - for standard input")
    List<String> paths;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (jobs < 1) {
            throw new ParameterException(spec.commandLine(), "-j must be at least 1, not " + jobs);
        }
        Io io = parent.io();
        Arbiter arbiter = rulesOption.arbiter(io);
        if (arbiter == null) {
            return 2;
        }
        Writer out;
        try {
            out = Output.open(output, io);
        } catch (IOException e) {
            io.err().println("arbiter: can't write the report to " + output + ": " + Output.reason(e));
            return 2;
        }
        Progress progress = new Progress(io.err(), io.stderrIsTerminal());
        Summary summary;
        RuleTitles titles = format == Format.SARIF ? new RuleTitles(arbiter.rules()) : null;
        try (Report report = format.open(out, titles)) {
            summary = new Batch(arbiter, jobs, io.in()).run(new Inputs(paths), report, progress);
            progress.clear();
            report.finish(summary);
        } finally {
            Output.close(out, output);
        }
        if (summary.logs() == 0) {
            // nothing was checked: a CI job pointed at the wrong folder must not pass
            io.err().println("arbiter: no logs to validate in " + String.join(" ", paths));
            return 2;
        }
        return summary.exitCode();
    }
}
