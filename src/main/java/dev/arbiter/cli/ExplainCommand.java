package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.Replay;
import dev.arbiter.arena.ArenaImport;
import dev.arbiter.arena.ArenaLogException;
import dev.arbiter.report.Explain;
import dev.arbiter.report.Format;
import dev.arbiter.report.Snapshot;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter explain [-f text|json] LOG}: one log, step by step, with the rules that fired in firing order. */
@Command(name = "explain", sortOptions = false,
        description = {"Plays one log step by step: each line, the DRL rules that fired for it (in firing order, with"
                + " their CR numbers), what the engine did, the findings, and the state after it.", "",
                "Exit status as for validate: 0, 1 (findings), 3 (unreadable log), 70 (a bug)."})
final class ExplainCommand implements Callable<Integer> {
    @ParentCommand
    ArbiterCommand parent;

    @Mixin
    TextOrJson format;

    @Parameters(paramLabel = "LOG", description = "the log file, or - for standard input")
    String log;

    @Override
    public Integer call() throws IOException {
        Format format = this.format.get();
        Io io = parent.io();
        Writer out = Output.open(null, io);
        Explain explain = Explain.open(format, out);
        Arbiter arbiter = Arbiter.create();
        LogResult result;
        if (!log.equals("-") && Arbiter.isArenaLog(Path.of(log))) {
            return arena(arbiter, explain, out, io);
        }
        InputStream in = null;
        try {
            in = log.equals("-") ? io.in() : Files.newInputStream(Path.of(log));
        } catch (IOException e) {
            result = new LogResult(log, LogResult.Status.ERROR, 0, List.of(),
                    new LogResult.Problem(0, 0, "can't read the file: " + Output.reason(e)));
            explain.end(result);
            return 3;
        }
        String name = log.equals("-") ? Inputs.STDIN_NAME : log;
        try (InputStream stream = in) {
            result = explain(arbiter, explain, name, stream);
        }
        explain.end(result);
        out.flush();
        if (result.internalError()) {
            io.err().println("arbiter: " + name + ": " + result.error().message());
        }
        return exitCode(result);
    }

    /** An MTG Arena Player.log: each game explained in turn, under {@code <file>#<match id 8>-g<n>}. */
    private int arena(Arbiter arbiter, Explain explain, Writer out, Io io) throws IOException {
        int[] worst = {0};
        try (InputStream in = Files.newInputStream(Path.of(log))) {
            ArenaImport.read(log, in, g -> {
                LogResult r = g.written()
                        ? explain(arbiter, explain, g.name(), new ByteArrayInputStream(
                                (String.join("\n", g.lines()) + "\n").getBytes(StandardCharsets.UTF_8)))
                        : new LogResult(g.name(), LogResult.Status.ERROR, 0, List.of(),
                                new LogResult.Problem(g.line(), 0, "not imported: " + g.skip()));
                write(() -> explain.end(r));
                worst[0] = Math.max(worst[0], exitCode(r));
            });
        } catch (ArenaLogException e) {
            io.err().println("arbiter: " + log + (e.line() > 0 ? ":" + e.line() : "") + ": " + e.getMessage());
            return 3;
        }
        out.flush();
        return worst[0];
    }

    private static LogResult explain(Arbiter arbiter, Explain explain, String name, InputStream stream) {
        {
            return arbiter.explain(name, stream, new Arbiter.StepListener() {
                @Override
                public void begin(Replay replay) {
                    write(() -> explain.begin(name, replay));
                }

                @Override
                public void step(Replay replay, Replay.Step step) {
                    write(() -> explain.step(step, Snapshot.of(replay)));
                }
            });
        }
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

    private interface Write {
        void run() throws IOException;
    }

    private static void write(Write w) {
        try {
            w.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
