package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.report.Format;
import dev.arbiter.report.HtmlReport;
import dev.arbiter.report.Report;
import dev.arbiter.report.RuleTitles;
import dev.arbiter.report.Summary;
import dev.arbiter.report.WriteFailed;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter validate [-f text|json|sarif|junit|html] [-o FILE] [--replays DIR] [-j N] PATH...} (cli.md). */
@Command(name = "validate", sortOptions = false,
        description = {"Validates game logs: files, directories (searched recursively for *.jsonl and *.mtglog) or -"
                + " for standard input. Prints each log's findings as it finishes, in the order given, then a"
                + " summary.", "",
                "Exit status: 0 every log is valid; 1 a log has an error-severity finding; 2 usage error;"
                        + " 3 a log could not be read; 70 internal error (a bug in arbiter); 74 the report could not be"
                        + " written (a full disk, a closed pipe)."})
final class ValidateCommand implements Callable<Integer> {
    @ParentCommand
    ArbiterCommand parent;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "report format: text, json, sarif, junit or html (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write the report to FILE instead of"
            + " standard output")
    Path output;

    @Option(names = "--replays", paramLabel = "DIR", description = "also write each log's HTML replay page into DIR"
            + " (created if missing); an html report links to them")
    Path replays;

    @Mixin
    JobsOption jobsOption;

    @Mixin
    RulesOption rulesOption;

    @Mixin
    LogPaths paths;

    @Override
    public Integer call() throws IOException, InterruptedException {
        int jobs = jobsOption.get();
        Inputs inputs = paths.inputs();
        Io io = parent.io();
        Arbiter arbiter = rulesOption.arbiter(io);
        if (arbiter == null) {
            return 2;
        }
        Output out;
        try {
            out = Output.open(output, io, paths.get());
        } catch (IOException e) {
            io.err().println("arbiter: can't write the report to " + output + ": " + Output.reason(e));
            return 2;
        }
        String cantWrite = replays == null ? null : Directories.create(replays);
        if (cantWrite != null) {
            out.close();
            io.err().println("arbiter: can't write replays into " + replays + ": " + cantWrite);
            return 2;
        }
        Progress progress = new Progress(io.err(), io.stderrIsTerminal());
        Summary summary;
        Replays pages = replays == null ? null : new Replays(arbiter, replays, output);
        RuleTitles titles = format == Format.SARIF ? new RuleTitles(arbiter.rules()) : null;
        try (out; Report report = format == Format.HTML && pages != null
                ? HtmlReport.withReplays(out, pages.hrefs(output)) : format.open(out, titles)) {
            Batch batch = new Batch(arbiter, jobs, io.in());
            if (pages != null) {
                batch.writingReplays(pages);
            }
            summary = batch.run(inputs, report, progress);
            progress.clear();
            report.finish(summary);
            out.commit();
        } catch (WriteFailed e) {
            progress.clear();
            io.err().println("arbiter: " + e.getMessage());
            return Output.WRITE_FAILED;
        }
        if (summary.logs() == 0) {
            io.err().println("arbiter: no logs to validate in " + paths);
        }
        // a replay page that could not be written is output lost, as a report is: the verdicts stand, reported
        List<String> lost = pages == null ? List.of() : pages.failures();
        lost.forEach(why -> io.err().println("arbiter: " + why));
        return lost.isEmpty() ? summary.exitCode() : Output.WRITE_FAILED;
    }
}
