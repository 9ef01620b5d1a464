package dev.arbiter.cli;

import dev.arbiter.log.FileNames;
import dev.arbiter.report.Report;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * The logs named on a command line, found lazily in a stable order: each PATH in the order given; a directory
 * depth-first with its entries sorted by name, keeping {@code *.jsonl} and {@code *.mtglog} files; {@code -} for
 * standard input. Only one directory listing is held at a time per level, so memory stays flat in the number of
 * logs. A path that does not exist is still an input: validating it says why it can't be read.
 */
final class Inputs implements Iterator<Inputs.Input> {
    /** One log to validate: a file, standard input, or a directory that could not be listed. */
    record Input(String name, Path file, boolean stdin, String unreadable) {
        static Input file(Path p) {
            return new Input(FileNames.of(p), p, false, null);
        }

        /** A file found in a directory: a regular file, or an entry that can't be read, with why. */
        static Input of(Path p) {
            String why = notRegular(p);
            return why == null ? file(p) : new Input(FileNames.of(p), p, false, why);
        }

        /** A file named on the command line; one that does not exist is left to say so when it is opened. */
        static Input named(Path p) {
            String why = refused(p);
            return why == null ? file(p) : new Input(FileNames.of(p), p, false, why);
        }
    }

    /**
     * Why a log named on the command line is refused before it is opened ({@link #notRegular}: a FIFO, a device, a
     * directory, a link to nothing), or null; a path that does not exist is left to say so when it is opened. Every
     * command that reads a named file asks this first.
     */
    static String refused(Path p) {
        return refused(p, true);
    }

    /** As {@link #refused(Path)}, for a command that reads standard input ({@code -}) or not, as its message says. */
    static String refused(Path p, boolean readsStdin) {
        return Files.exists(p) || Files.isSymbolicLink(p) ? notRegular(p, readsStdin) : null;
    }

    /**
     * Why a path is not a log that can be read without waiting, or null for a regular file. A FIFO or a device is
     * refused rather than read: opening a FIFO blocks until a writer comes, and would hold up the whole batch.
     */
    static String notRegular(Path p) {
        return notRegular(p, true);
    }

    private static String notRegular(Path p, boolean readsStdin) {
        try {
            BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
            if (a.isRegularFile()) {
                return null;
            }
            return a.isDirectory() ? "a directory, not a log file"
                    : "not a regular file (a FIFO, socket or device): only files are read"
                            + (readsStdin ? "; use - for standard input" : "");
        } catch (IOException e) {
            if (Files.isSymbolicLink(p)) {
                // ELOOP: the links lead back to themselves, so there is no target either
                return e instanceof FileSystemException f && f.getReason() != null
                        && f.getReason().contains("levels of symbolic links")
                        ? "a loop of symbolic links (it leads back to itself)"
                        : "a symbolic link to nothing (its target does not exist)";
            }
            return "can't read the file: " + Output.reason(e);
        }
    }

    static final String STDIN_NAME = Report.STDIN;

    /** The name reports give a log: a file's as {@link FileNames} shows it, or standard input's for null. */
    static String name(Path file) {
        return file == null ? STDIN_NAME : FileNames.of(file);
    }

    private final Iterator<String> args;
    private final Deque<Iterator<Path>> dirs = new ArrayDeque<>();
    /** The directories walked, by real path: the name each was walked by, and whether the user named it. */
    private final Map<Path, Walked> seenDirs = new HashMap<>();
    /** The files named on the command line, by real path, with their names: each log is validated once. */
    private final Map<Path, String> namedFiles = new HashMap<>();
    private final List<String> warnings = new ArrayList<>();
    private Input next;
    private String namedDir;
    private long found;
    private long foundBefore;

    Inputs(List<String> paths) {
        this.args = paths.iterator();
    }

    /** Diagnostics gathered while walking (a directory named on the command line holding no logs). */
    List<String> drainWarnings() {
        List<String> out = List.copyOf(warnings);
        warnings.clear();
        return out;
    }

    @Override
    public boolean hasNext() {
        while (next == null) {
            if (!dirs.isEmpty()) {
                Iterator<Path> top = dirs.peek();
                if (!top.hasNext()) {
                    dirs.pop();
                    if (dirs.isEmpty() && found == foundBefore) {
                        warnings.add("arbiter: " + namedDir + ": no *.jsonl or *.mtglog files");
                    }
                    continue;
                }
                Path p = top.next();
                if (Files.isDirectory(p)) {
                    next = enter(p, false);
                } else if (isLog(p) && !namedAlready(p) && !linkedAgain(p)) {
                    // every matching entry is reported, the ones that can't be read too (as status error)
                    next = Input.of(p);
                }
            } else if (args.hasNext()) {
                String a = args.next();
                if (a.equals("-")) {
                    next = new Input(STDIN_NAME, null, true, null);
                } else {
                    Path p = RawArgs.path(a);
                    next = Files.isDirectory(p) ? enter(p, true) : seenAlready(p) ? null : Input.named(p);
                }
            } else {
                return false;
            }
        }
        return true;
    }

    @Override
    public Input next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Input n = next;
        next = null;
        found++;
        return n;
    }

    /**
     * Whether a file named on the command line was read already: named before, or found in a directory walked
     * before. It is validated once, and the user told, as a shell's globs and folders easily overlap.
     */
    private boolean seenAlready(Path p) {
        Path real = real(p);
        // a file that isn't there (or a link to nothing) by its name: named twice, it is one error, said once
        Path key = real != null ? real : p.toAbsolutePath().normalize();
        String before = namedFiles.putIfAbsent(key, FileNames.of(p));
        if (real == null) {
            if (before != null) {
                twice(FileNames.of(p), before, null, "validated");
            }
            return before != null;
        }
        Walked dir = real.getParent() == null ? null : seenDirs.get(real.getParent());
        if (before == null && (dir == null || !isLog(p))) {
            return false;
        }
        twice(FileNames.of(p), before, before != null ? null : "it is in " + dir.name() + ", walked already",
                "validated");
        return true;
    }

    /** Whether a log found in a walk was named on the command line before (and validated then). */
    private boolean namedAlready(Path p) {
        Path real = namedFiles.isEmpty() ? null : real(p);
        String before = real == null ? null : namedFiles.get(real);
        if (before != null) {
            twice(FileNames.of(p), before, null, "validated");
            found++; // the directory did hold a log
        }
        return before != null;
    }

    /**
     * Whether a log found in a walk is a symbolic link to a log that a walk reaches anyway: one in a directory walked
     * before or being walked. It is validated once, under the target's own name. A link to a file no walk reaches is
     * validated, and its target remembered (with the files named), so that the file reached again is said. Only links
     * are remembered: memory does not grow with the logs walked.
     */
    private boolean linkedAgain(Path p) {
        if (!Files.isSymbolicLink(p)) {
            return false;
        }
        Path real = real(p);
        if (real == null) {
            return false;  // a link to nothing: an error of its own
        }
        if (real.getParent() != null && seenDirs.containsKey(real.getParent()) && isLog(real)) {
            twice(FileNames.of(p), null, "a link to " + FileNames.of(real), "validated");
            found++; // the directory did hold a log
            return true;
        }
        namedFiles.putIfAbsent(real, FileNames.of(p));
        return false;
    }

    /** "X is named twice (also as Y): it is validated once"; the other name only when it reads otherwise. */
    private void twice(String name, String other, String where, String done) {
        String why = where != null ? where : other.equals(name) ? null : "also as " + other;
        warnings.add("arbiter: " + name + " is named twice" + (why == null ? "" : " (" + why + ")") + ": it is "
                + done + " once");
    }

    private record Walked(String name, boolean named) {
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return null;
        }
    }

    /** Starts walking a directory; returns an input only when it can't be listed. */
    private Input enter(Path dir, boolean named) {
        try {
            Path real = dir.toRealPath();
            Walked before = seenDirs.putIfAbsent(real, new Walked(FileNames.of(dir), named));
            if (before != null) {
                // a link back into a directory of the walk is not walked again, silently; a directory the user
                // named twice, or named and also inside another one named, is said
                if (named || before.named()) {
                    twice(FileNames.of(dir), before.name(), null, "walked");
                }
                return null;
            }
            List<Path> entries;
            try (Stream<Path> s = Files.list(dir)) {
                entries = s.sorted().toList();
            }
            if (named) {
                namedDir = FileNames.of(dir);
                foundBefore = found;
            }
            dirs.push(entries.iterator());
            return null;
        } catch (IOException e) {
            return new Input(FileNames.of(dir), dir, false, "can't read the directory: " + Output.reason(e));
        }
    }

    static boolean isLog(Path p) {
        String n = p.getFileName() == null ? "" : p.getFileName().toString();
        return n.endsWith(".jsonl") || n.endsWith(".mtglog");
    }
}
