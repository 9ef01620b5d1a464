package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.report.Derive;
import dev.arbiter.report.TextLines;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter derive LOG}: a derived-mode log in, its recorded-mode equivalent out. */
@Command(name = "derive", sortOptions = false,
        description = {"Writes the recorded-mode log of a derived-mode log: its game line with \"outcomes\":"
                + "\"recorded\", each action and expect line as written, and every consequence the rules performed as"
                + " outcome lines (the input's own outcome lines are replaced). Validating the output finds nothing"
                + " new.", "",
                "Exit status: 0; 1 when the input log has findings (the output records what the rules do, not what"
                        + " the log shows); 3 when it can't be read (the output stops there); 70 for a bug."})
final class DeriveCommand implements Callable<Integer> {
    @ParentCommand
    ArbiterCommand parent;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write the log to FILE instead of"
            + " standard output")
    Path output;

    @Mixin
    RulesOption rulesOption;

    @Parameters(paramLabel = "LOG", description = "the log file, or - for standard input")
    String log;

    @Override
    public Integer call() throws IOException {
        Io io = parent.io();
        Arbiter arbiter = rulesOption.arbiter(io);
        if (arbiter == null) {
            return 2;
        }
        Path file = log.equals("-") ? null : RawArgs.path(log);  // found once, by its bytes if need be
        String name = Inputs.name(file);
        InputStream in;
        String unreadable = file == null ? null : Inputs.refused(file);  // a FIFO would block
        if (unreadable != null) {
            io.err().println(name + ": error: " + unreadable);
            return 3;
        }
        try {
            in = file == null ? io.in() : Files.newInputStream(file);
        } catch (IOException e) {
            io.err().println(name + ": error: can't read the file: " + Output.reason(e));
            return 3;
        }
        Output out;
        try {
            out = Output.open(output, io, List.of(log));
        } catch (IOException e) {
            in.close();
            io.err().println("arbiter: can't write " + output + ": " + Output.reason(e));
            return 2;
        }
        LogResult result;
        boolean kept;
        try (InputStream stream = in; out) {
            result = arbiter.validate(name, stream, new Derive(out, name));
            // a log cut short is no file to put in place of the one -o names (a failed run leaves it whole); on
            // standard output, or a file written in place (a FIFO, a device), the part derived is shown as it came
            kept = result.status() == LogResult.Status.ERROR && out.replacesAtTheEnd();
            if (!kept) {
                out.commit();
            }
        }
        if (result.status() == LogResult.Status.ERROR) {
            io.err().println(TextLines.error(result));
            io.err().println("arbiter: the derived log stops before line " + Math.max(1, result.error().line())
                    + (kept ? "; " + output + " is left as it was" : ""));
        } else if (!result.findings().isEmpty()) {
            for (String line : TextLines.findings(result)) {
                io.err().println(line);
            }
            if (result.status() == LogResult.Status.INVALID) {
                io.err().println("arbiter: " + name + " has findings: the derived log records what the rules do,"
                        + " not what this log shows");
            }
        }
        return ExplainCommand.exitCode(result);
    }
}
