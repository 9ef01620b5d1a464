package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.RuleInfo;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@code validate --replays DIR}: each log of the batch is played with the trace and its HTML replay written into
 * DIR, under a name made from the log's whole path so that two logs never share one; the verdict is the one that
 * play gives (the same as validating).
 */
final class Replays {
    private final Arbiter arbiter;
    private final Path dir;
    private final List<RuleInfo> rules;
    private final List<String> failures = new ArrayList<>();
    private final Path report;
    /** The logs whose pages are written and not yet linked: the summary links a log once, soon after its page. */
    private final Set<String> written = ConcurrentHashMap.newKeySet();
    /** Whether a summary links the pages: only then are the written ones kept for it. */
    private volatile boolean linked;

    /** {@code report}: the file {@code -o} writes the report to (no page may take its place), or null. */
    Replays(Arbiter arbiter, Path dir, Path report) {
        this.arbiter = arbiter;
        this.dir = dir;
        this.rules = arbiter.rules();
        this.report = report == null ? null : report.toAbsolutePath().normalize();
    }

    /**
     * Plays one log, writing its replay page; never throws. The page is written beside its place and renamed into it
     * when whole. A page that can't be written (a full disk, its name taken by a folder) costs the log nothing: it is
     * played to its verdict all the same, and the failure is kept for {@link #failures}.
     */
    LogResult write(Inputs.Input input, InputStream stdin) {
        Path page = dir.resolve(fileName(input.name()));
        if (page.toAbsolutePath().normalize().equals(report)) {
            synchronized (this) {
                failures.add("can't write the replay page " + page + ": it is the file -o writes the report to");
            }
            return input.unreadable() != null ? unreadable(input.name(), input.unreadable())
                    : withoutPage(input, page);
        }
        if (input.unreadable() != null) { // a FIFO, a link to nothing: its page says why, as its verdict does
            LogResult result = unreadable(input.name(), input.unreadable());
            return write(input, page, out -> {
                HtmlReplay.error(rules, result, out);
                return result;
            }, () -> result);
        }
        InputStream in;
        try {
            in = input.stdin() ? stdin : Files.newInputStream(input.file());
        } catch (IOException e) {
            LogResult result = unreadable(input.name(), "can't read the file: " + Output.reason(e));
            return write(input, page, out -> {
                HtmlReplay.error(rules, result, out);
                return result;
            }, () -> result);
        }
        return write(input, page, out -> {
            try (InputStream stream = in) {
                return HtmlReplay.write(arbiter, rules, input.name(), stream, out);
            }
        }, () -> withoutPage(input, page));
    }

    /** What writes a page and gives the log's verdict. */
    private interface Page {
        LogResult write(java.io.Writer out) throws IOException;
    }

    /**
     * Writes a page beside its place and moves it in when whole; gives the verdict, or {@code without}'s when the
     * page failed before the log was played.
     */
    private LogResult write(Inputs.Input input, Path page, Page writer,
                            java.util.function.Supplier<LogResult> without) {
        Path temp = Output.besideIt(page);
        LogResult result = null;
        try (KeepsFailure out = KeepsFailure.open(temp)) {
            result = writer.write(out);
            out.close();
            if (out.failure == null) {
                Output.moveIntoPlace(temp, page);
                if (linked) {
                    written.add(input.name());
                }
                return result;
            }
            failed(page, out.failure);
        } catch (IOException e) { // the log could not be read, or the page not moved into place
            failed(page, e);
        }
        Output.deleteQuietly(temp);
        if (result != null) {
            return result;
        }
        // the stream failed before the page was made, or the move did: the verdict is had without a page
        return without.get();
    }

    /** The log's verdict when its page can't be written (a log on standard input can't be read a second time). */
    private LogResult withoutPage(Inputs.Input input, Path page) {
        return input.stdin() ? unreadable(input.name(), "can't write its replay " + page + ": see above")
                : arbiter.validate(input.file());
    }

    /** The pages that could not be written, each with why, in the order they failed. */
    synchronized List<String> failures() {
        return List.copyOf(failures);
    }

    private synchronized void failed(Path page, IOException e) {
        failures.add("can't write the replay page " + page + ": " + Output.reason(e));
    }

    /**
     * A page's writer that keeps its first failure instead of throwing it, so that the log is played to its verdict:
     * what is written after it goes nowhere.
     */
    private static final class KeepsFailure extends Writer {
        private final Writer out;
        private IOException failure;

        private KeepsFailure(Writer out) {
            this.out = out;
        }

        static KeepsFailure open(Path file) {
            try {
                return new KeepsFailure(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
            } catch (IOException e) {
                KeepsFailure w = new KeepsFailure(Writer.nullWriter());
                w.failure = e;
                return w;
            }
        }

        @Override
        public void write(char[] buf, int off, int len) {
            if (failure == null) {
                try {
                    out.write(buf, off, len);
                } catch (IOException e) {
                    failure = e;
                }
            }
        }

        @Override
        public void flush() {
            if (failure == null) {
                try {
                    out.flush();
                } catch (IOException e) {
                    failure = e;
                }
            }
        }

        @Override
        public void close() {
            try {
                out.close();
            } catch (IOException e) {
                if (failure == null) {
                    failure = e;
                }
            }
        }
    }

    private static LogResult unreadable(String name, String why) {
        return new LogResult(name, LogResult.Status.ERROR, 0, List.of(), new LogResult.Problem(0, 0, why));
    }

    /** The longest page name written whole: a file name has at most 255 bytes on the usual file systems. */
    static final int LONGEST_NAME = 200;

    /**
     * The page's file name for a log name: letters, digits, '.' and '-' are kept, '/' becomes '~', and every other
     * character (the '_' and '~' of the name too) becomes '_' and its code in hex, so that the mapping is one to one.
     * A name longer than {@link #LONGEST_NAME} (a log deep in folders) keeps its end after a digest of the whole.
     * A leading '.' is escaped too ({@code ./x}, {@code ../x}), so that no page is a hidden file; standard input's
     * page is {@code stdin~.html} (a '~' stands for a '/', and no file's name ends in one).
     */
    static String fileName(String log) {
        if (log.equals(Inputs.STDIN_NAME)) {
            return "stdin~.html";
        }
        String name = escaped(log);
        if (name.startsWith(".")) {
            name = "_2E_" + name.substring(1);
        }
        if (name.length() <= LONGEST_NAME) {
            return name + ".html";
        }
        byte[] sha;
        try {
            sha = java.security.MessageDigest.getInstance("SHA-256").digest(log.getBytes(StandardCharsets.UTF_8));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
        String digest = java.util.HexFormat.of().formatHex(sha, 0, 8);
        return digest + "~" + name.substring(name.length() - (LONGEST_NAME - digest.length() - 1)) + ".html";
    }

    private static String escaped(String log) {
        StringBuilder b = new StringBuilder();
        log.codePoints().forEach(c -> {
            if (c < 128 && (Character.isLetterOrDigit(c) || c == '.' || c == '-')) {
                b.append((char) c);
            } else if (c == '/') {
                b.append('~');
            } else {
                b.append('_').append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT)).append('_');
            }
        });
        return b.toString();
    }

    /**
     * The address of a log's page relative to a report written to {@code report} (null: the working directory), or
     * null when its page was not written (it could not be, or the log is an MTG Arena log of several games): the
     * summary links only to pages there are. Asked once for each log, after its page.
     */
    java.util.function.Function<String, String> hrefs(Path report) {
        java.util.function.Function<String, String> href = hrefs(dir, report);
        linked = true;
        return log -> written.remove(log) ? href.apply(log) : null;
    }

    /** The address a log's page has relative to a report written to {@code report}. */
    static java.util.function.Function<String, String> hrefs(Path dir, Path report) {
        Path from = report == null ? Path.of("").toAbsolutePath() : report.toAbsolutePath().getParent();
        Path rel = from.relativize(dir.toAbsolutePath());
        List<String> parts = new ArrayList<>();
        for (Path p : rel) {
            if (!p.toString().isEmpty()) {
                parts.add(URLEncoder.encode(p.toString(), StandardCharsets.UTF_8).replace("+", "%20"));
            }
        }
        String prefix = parts.isEmpty() ? "" : String.join("/", parts) + "/";
        return log -> prefix + fileName(log);
    }
}
