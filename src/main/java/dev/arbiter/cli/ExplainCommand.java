package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.arena.ArenaImport;
import dev.arbiter.arena.ArenaLogException;
import dev.arbiter.report.Explain;
import dev.arbiter.report.Format;
import dev.arbiter.report.WriteFailed;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter explain [-f text|json|html] [-o FILE] LOG}: one log, step by step, with the rules that fired. */
@Command(name = "explain", sortOptions = false,
        description = {"Plays one log step by step: each line, the DRL rules that fired for it (in firing order, with"
                + " their CR numbers), what the engine did, the findings, and the state after it. With -f html, one"
                + " self-contained page to step through the game on its board.", "",
                "Exit status as for validate: 0, 1 (findings), 3 (unreadable log), 70 (a bug)."})
final class ExplainCommand implements Callable<Integer> {
    @ParentCommand
    ArbiterCommand parent;

    @Spec
    CommandSpec spec;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text (for people), json (for tools) or html (a replay page for a browser); default:"
                    + " ${DEFAULT-VALUE}")
    Format format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write the trace to FILE instead of"
            + " standard output")
    Path output;

    @Mixin
    RulesOption rulesOption;

    @Parameters(paramLabel = "LOG", description = "the log file, or - for standard input")
    String log;

    @Override
    public Integer call() throws IOException {
        if (format != Format.TEXT && format != Format.JSON && format != Format.HTML) {
            throw new ParameterException(spec.commandLine(), "explain writes text, json or html, not "
                    + format.word());
        }
        Io io = parent.io();
        Arbiter arbiter = rulesOption.arbiter(io);
        if (arbiter == null) {
            return 2;
        }
        Output out;
        try {
            out = Output.open(output, io, List.of(log));
        } catch (IOException e) {
            io.err().println("arbiter: can't write " + output + ": " + Output.reason(e));
            return 2;
        }
        LogResult result;
        try (out) {
            result = explain(arbiter, io, out);
            out.commit();
        } catch (WriteFailed e) {
            io.err().println("arbiter: " + e.getMessage());
            return Output.WRITE_FAILED;
        }
        if (result.internalError()) {
            io.err().println("arbiter: " + result.file() + ": " + result.error().message());
        }
        return exitCode(result);
    }

    /** The log's file, found once (by its bytes when its name is not UTF-8), or null for standard input. */
    private Path file;
    /** The log's name in reports. */
    private String name;

    private LogResult explain(Arbiter arbiter, Io io, Writer out) throws IOException {
        file = log.equals("-") ? null : RawArgs.path(log);
        name = Inputs.name(file);
        InputStream in;
        // a FIFO or a device is refused as validate refuses it: it could block for ever or never end
        String unreadable = file == null ? null : Inputs.refused(file);
        if (unreadable != null) {
            return unreadable(unreadable, out);
        }
        if (file != null && Arbiter.isArenaLog(file)) {
            if (format == Format.HTML) {
                throw new ParameterException(spec.commandLine(), "an HTML replay shows one game: import the"
                        + " Player.log with arbiter import arena, then explain -f html one of its games");
            }
            return arena(arbiter, Explain.open(format, out));
        }
        try {
            in = file == null ? io.in() : Files.newInputStream(file);
        } catch (IOException e) {
            return unreadable("can't read the file: " + Output.reason(e), out);
        }
        try (InputStream stream = in) {
            if (format == Format.HTML) {
                return HtmlReplay.write(arbiter, arbiter.rules(), name, stream, out);
            }
            return Explain.play(arbiter, name, stream, Explain.open(format, out));
        }
    }

    private LogResult unreadable(String why, Writer out) throws IOException {
        LogResult result = new LogResult(name, LogResult.Status.ERROR, 0, List.of(), new LogResult.Problem(0, 0, why));
        (format == Format.HTML ? Explain.html(out, List.of(), List.of()) : Explain.open(format, out)).end(result);
        return result;
    }

    /**
     * An MTG Arena Player.log: each game explained in turn, under {@code <file>#<match id 8>-g<n>}; a game that
     * can't be imported is a result with status error and the reason.
     */
    private LogResult arena(Arbiter arbiter, Explain explain) throws IOException {
        LogResult[] worst = {null};
        try (InputStream in = Files.newInputStream(file)) {
            ArenaImport.read(name, in, g -> {
                LogResult r;
                if (g.written()) {
                    byte[] lines = (String.join("\n", g.lines()) + "\n").getBytes(StandardCharsets.UTF_8);
                    try {
                        r = Explain.play(arbiter, g.name(), new ByteArrayInputStream(lines), explain);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                } else {
                    r = new LogResult(g.name(), LogResult.Status.ERROR, 0, List.of(),
                            new LogResult.Problem(g.line(), 0, "not imported: " + g.skip()));
                    try {
                        explain.end(r);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
                if (worst[0] == null || exitCode(r) > exitCode(worst[0])) {
                    worst[0] = r;
                }
            });
        } catch (ArenaLogException e) {
            LogResult r = new LogResult(name, LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(e.line(), 0, e.getMessage()));
            explain.end(r);
            return r;
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return worst[0] != null ? worst[0] : new LogResult(name, LogResult.Status.ERROR, 0, List.of(),
                new LogResult.Problem(0, 0, "the Player.log holds no game"));
    }

    static int exitCode(LogResult r) {
        if (r.internalError()) {
            return InternalErrorHandler.INTERNAL;
        }
        return switch (r.status()) {
            case VALID -> 0;
            case INVALID -> 1;
            case ERROR -> 3;
        };
    }
}
