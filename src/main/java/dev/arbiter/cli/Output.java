package dev.arbiter.cli;

import dev.arbiter.report.WriteFailed;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Where a report goes: the file of {@code -o}, or standard output; always UTF-8. A report is never lost silently:
 * <ul>
 *   <li>a file report is written to a temporary file beside the target and renamed over it only when complete, so
 *       a run that is killed or fails leaves the previous report whole (and removes its temporary file on a
 *       normal shutdown, SIGTERM included);</li>
 *   <li>every write failure (a full disk, a closed pipe) is a {@link WriteFailed} naming where, which the commands
 *       turn into exit status {@value #WRITE_FAILED}.</li>
 * </ul>
 * A target that is not a regular file (a device, a FIFO) or names one of the system's descriptors ({@code /dev/stdout})
 * is written in place: it can't be replaced by a rename. Through a symbolic link, the file it leads to is replaced.
 */
final class Output extends Writer {
    /** The exit status of a report that could not be written (sysexits' EX_IOERR, beside 70, EX_SOFTWARE). */
    static final int WRITE_FAILED = 74;

    private final Writer out;
    private final String where;
    private final Path target;
    private final Path temp;
    private final Thread cleanup;
    private boolean done;

    private Output(OutputStream raw, String where, Path target, Path temp, Thread cleanup) {
        // OutputStreamWriter replaces what UTF-8 can't hold (a lone surrogate) instead of failing the report
        this.out = new BufferedWriter(new OutputStreamWriter(raw, StandardCharsets.UTF_8), 1 << 16);
        this.where = where;
        this.target = target;
        this.temp = temp;
        this.cleanup = cleanup;
    }

    /** The report's destination: {@code file}, or standard output when it is null. */
    static Output open(Path file, Io io) throws IOException {
        return open(file, io, List.of());
    }

    /**
     * The report's destination, which must not be one of the logs the command reads ({@code inputs}, as named on its
     * command line): the report would replace the log before or while it is read.
     */
    static Output open(Path file, Io io, List<String> inputs) throws IOException {
        if (file == null) {
            return new Output(io.stdout(), "the report to standard output", null, null, null);
        }
        if (file.toString().isEmpty()) {
            throw new IOException("an empty name names no file"); // Path.of("") would be the working directory
        }
        refuseInput(file, inputs);
        String where = "the report to " + file;
        if (Files.isDirectory(file)) {
            throw new IOException("it is a directory");
        }
        if (inPlace(file)) {
            return new Output(Files.newOutputStream(file), where, null, null, null);
        }
        // through a symbolic link, the file it names is replaced, and the link stays
        Path real = Files.isSymbolicLink(file) ? file.toRealPath() : file;
        Path temp = besideIt(real);
        // the hook that removes the temporary file on a kill (SIGTERM) is in place before the file exists
        Thread cleanup = new Thread(() -> deleteQuietly(temp), "arbiter-discard-partial-report");
        Runtime.getRuntime().addShutdownHook(cleanup);
        OutputStream raw;
        try {
            raw = Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (IOException e) {
            Runtime.getRuntime().removeShutdownHook(cleanup);
            throw e;
        }
        return new Output(raw, where, real, temp, cleanup);
    }

    private static final Path STDIN = Path.of("/proc/self/fd/0");

    private static void refuseInput(Path file, List<String> inputs) throws IOException {
        // where the report would be: the file itself, or (not written yet) its folder and name
        Path where = Files.exists(file) ? file.toRealPath() : realParent(file).resolve(file.getFileName());
        for (String name : inputs) {
            // standard input redirected from a file (`- < log.jsonl`) is that file: /proc names it on Linux
            Path in = name.equals("-") ? STDIN : Path.of(name);
            if (!Files.exists(in)) {
                continue;
            }
            if (name.equals("-")) {
                if (Files.exists(file) && Files.isRegularFile(in) && Files.isSameFile(file, in)) {
                    throw new IOException("it is the file standard input reads, a log this command reads");
                }
                continue;
            }
            if (Files.exists(file) && Files.isSameFile(file, in)) {
                throw new IOException("it is " + name + ", a log this command reads");
            }
            // a log written inside a folder being walked would be read by this run or the next
            if (Files.isDirectory(in) && Inputs.isLog(file) && where.startsWith(in.toRealPath())) {
                throw new IOException("it is a log in " + name + ", whose logs this command reads");
            }
        }
    }

    /** The real path of the nearest folder above {@code file} that exists. */
    private static Path realParent(Path file) throws IOException {
        Path p = file.toAbsolutePath().getParent();
        Path rest = Path.of("");
        while (p != null && !Files.exists(p)) {
            rest = p.getFileName().resolve(rest);
            p = p.getParent();
        }
        return p == null ? file.toAbsolutePath().getParent() : p.toRealPath().resolve(rest);
    }

    /**
     * Whether the target is written where it is rather than replaced: what is not a regular file, and the names of
     * the system's devices and descriptors ({@code /dev/stdout}, {@code /proc/self/fd/1}), which stand for an open
     * descriptor even when it leads to a regular file; replacing them by a rename would replace the system's link.
     * A link to nothing is written through too: writing creates the file it names.
     */
    private static boolean inPlace(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        if (absolute.startsWith("/dev") || absolute.startsWith("/proc")) {
            return true;
        }
        return Files.exists(file) ? !Files.isRegularFile(file) : Files.isSymbolicLink(file);
    }

    @Override
    public void write(char[] buf, int off, int len) throws IOException {
        try {
            out.write(buf, off, len);
        } catch (IOException e) {
            throw new WriteFailed(where, e);
        }
    }

    @Override
    public void write(String s, int off, int len) throws IOException {
        try {
            out.write(s, off, len);
        } catch (IOException e) {
            throw new WriteFailed(where, e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw new WriteFailed(where, e);
        }
    }

    /**
     * The report is complete: flushes it and, for a file, moves it into place (atomically where the file system
     * can). Standard output is flushed, not closed.
     */
    void commit() throws IOException {
        if (temp == null) {
            flush();
            return;
        }
        try {
            out.close();
            keepPermissions();
            moveIntoPlace(temp, target);
        } catch (IOException e) {
            throw new WriteFailed(where, e);
        }
        done = true;
        Runtime.getRuntime().removeShutdownHook(cleanup);
    }

    /** A report replacing an older one keeps that file's permissions. */
    private void keepPermissions() {
        try {
            if (Files.isRegularFile(target)) {
                Files.setPosixFilePermissions(temp, Files.getPosixFilePermissions(target));
            }
        } catch (IOException | UnsupportedOperationException e) {
            // not a POSIX file system, or not ours to read: the new file keeps the default permissions
        }
    }

    /** Whether the report goes to a file beside the target that replaces it once committed (not written in place). */
    boolean replacesAtTheEnd() {
        return temp != null;
    }

    /** Abandons an uncommitted file report: the target is left as it was, the temporary file removed. */
    void discard() {
        if (temp == null || done) {
            return;
        }
        try {
            out.close();
        } catch (IOException e) {
            // the temporary file goes anyway
        }
        deleteQuietly(temp);
    }

    /**
     * A temporary file's name beside {@code target}, hidden and not a log's (a walk of the folder reads none), unique
     * to this process and call: a file is written there and moved over the target only when whole.
     */
    static Path besideIt(Path target) {
        return target.toAbsolutePath().resolveSibling("." + target.getFileName() + "." + ProcessHandle.current().pid()
                + "-" + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16) + ".tmp");
    }

    /** Moves a whole file over its target, atomically where the file system can. */
    static void moveIntoPlace(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // nothing more can be done for it
        }
    }

    /** Closes without committing (a report not committed is discarded); for try-with-resources. */
    @Override
    public void close() {
        discard();
        if (cleanup != null && !done) {
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException e) {
                // already shutting down: the hook is running or has run
            }
        }
    }

    /** An I/O failure in words for a diagnostic line. */
    static String reason(IOException e) {
        return WriteFailed.reason(e);
    }
}
