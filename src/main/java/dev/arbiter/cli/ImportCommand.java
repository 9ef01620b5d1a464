package dev.arbiter.cli;

import dev.arbiter.arena.ArenaImport;
import dev.arbiter.arena.ArenaLogException;
import dev.arbiter.arena.PlayerLog;
import dev.arbiter.log.FileNames;
import dev.arbiter.report.WriteFailed;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter import arena [-o DIR] FILE...}: game logs from other programs, as mtglog/1. */
@Command(name = "import", description = "Imports game records of other programs as recorded-mode mtglog/1 logs.",
        subcommands = ImportCommand.Arena.class)
final class ImportCommand implements Runnable {
    @ParentCommand
    ArbiterCommand parent;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(this), "name a source: arena");
    }

    /** {@code arbiter import arena}: the games of MTG Arena Player.log files. */
    @Command(name = "arena", sortOptions = false,
            description = {"Reads MTG Arena Player.log files (plain or .gz, recorded with Detailed Logs on) and"
                    + " writes one recorded-mode mtglog/1 log per complete game, named <input name>-<match id 8>"
                    + "-g<n>.jsonl. Prints one line per game: written, with its line count, or skipped, with the"
                    + " reason.", "",
                    "Exit status: 0 the files were read; 2 usage error; 3 a file could not be read at all, or is"
                            + " damaged (a malformed message, a truncated or corrupt .gz: the games around it are"
                            + " still written); 74 a log or standard output could not be written (a full disk, a"
                            + " closed pipe)."})
    static final class Arena implements Callable<Integer> {
        @ParentCommand
        ImportCommand parent;

        @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "the directory to write the logs in"
                + " (default: the current directory)")
        Path dir = Path.of(".");

        @Parameters(arity = "1..*", paramLabel = "FILE", description = "Player.log files")
        List<String> files;

        @Override
        public Integer call() throws IOException {
            Io io = parent.parent.io();
            String cantWrite = Directories.create(dir);
            if (cantWrite != null) {
                io.err().println("arbiter: can't write to " + dir + ": " + cantWrite);
                return 2;
            }
            Output out = Output.open(null, io);
            int status = 0;
            long t0 = System.nanoTime();
            for (String arg : files) {
                Path f = RawArgs.path(arg);
                String name = FileNames.of(f);
                String unreadable = Inputs.refused(f, false);  // a FIFO would block; no - here
                if (unreadable != null) {
                    io.err().println("arbiter: " + name + ": " + unreadable);
                    status = 3;
                    continue;
                }
                try (InputStream in = Files.newInputStream(f)) {
                    PlayerLog.Summary s = ArenaImport.read(name, in, g -> report(out, f, g));
                    read += s.lines();
                    logs++;
                    for (PlayerLog.Problem p : s.problems()) {
                        io.err().println("arbiter: " + name + (p.line() > 0 ? ":" + p.line() : "") + ": " + p.message());
                        if (p.damage()) {
                            status = 3;
                        }
                    }
                } catch (ArenaLogException e) {
                    io.err().println("arbiter: " + name + (e.line() > 0 ? ":" + e.line() : "") + ": " + e.getMessage());
                    status = 3;
                } catch (IOException e) {
                    io.err().println("arbiter: " + name + ": can't read the file: " + Output.reason(e));
                    status = 3;
                }
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            if (logs == 0) {
                // every file was refused, each named above: no rate of nothing read
                io.err().println("arbiter: no game written: none of the files could be read as an MTG Arena"
                        + " Player.log");
                out.flush();
                return status;
            }
            // for the speed section of the README: the import's own rate, beside validation's in arbiter-bench
            io.err().printf(java.util.Locale.ROOT, "arbiter: %d of %d games written (%d mtglog lines) from %d Player.log"
                    + " lines in %.2f s: %.0f Player.log lines/s%n", written, written + skipped, lines, read, seconds,
                    read / Math.max(seconds, 1e-9));
            out.flush();
            return status;
        }

        private int written;
        private int skipped;
        /** The logs this run wrote: two inputs may hold the same game (both players' Player.log of one match). */
        private final java.util.Set<Path> targets = new java.util.HashSet<>();
        private long lines;
        private long read;
        /** The files read as Player.logs, whole or up to damage. */
        private int logs;

        /**
         * The name a game's log gets: its own, or, when this run wrote that name already, the first of
         * {@code <name>-2.jsonl}, {@code -3}, … it hasn't (a log from an earlier run is replaced, as any output is).
         */
        private Path unique(Path target) {
            Path name = target;
            String base = target.getFileName().toString().replaceAll("\\.jsonl$", "");
            for (int n = 2; !targets.add(name.toAbsolutePath().normalize()); n++) {
                name = target.resolveSibling(base + "-" + n + ".jsonl");
            }
            return name;
        }

        /**
         * Writes one game's log and says so on standard output. A write that fails (a full disk, a closed pipe)
         * stops the import: exit 74, naming where (unchecked, from inside the reading).
         */
        private void report(Output out, Path input, ArenaImport.Game g) {
            try {
                if (!g.written()) {
                    skipped++;
                    out.write("skipped " + g.name() + ": " + g.skip() + "\n");
                    out.flush();
                    return;
                }
                written++;
                lines += g.lines().size();
                Path target = unique(dir.resolve(g.fileName(input)));
                // written beside its place and renamed in whole: a full disk leaves no cut log for a later validate
                // to read as a game that stops part-way (a log of an earlier run stays as it was)
                Path temp = Output.besideIt(target);
                try {
                    Files.write(temp, (String.join("\n", g.lines()) + "\n").getBytes(StandardCharsets.UTF_8));
                    Output.moveIntoPlace(temp, target);
                } catch (IOException e) {
                    Output.deleteQuietly(temp);
                    throw new WriteFailed(target.toString(), e);
                }
                out.write("wrote " + target + " (" + g.lines().size() + " lines)"
                        + (g.notImported().isEmpty() ? "" : "; not imported: " + g.notImported().entrySet().stream()
                        .map(e -> e.getKey() + " x" + e.getValue()).collect(java.util.stream.Collectors.joining("; ")))
                        + "\n");
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
