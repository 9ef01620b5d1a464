package dev.arbiter.spark;

import dev.arbiter.Arbiter;
import dev.arbiter.RuleProblem;
import dev.arbiter.RulesException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * {@code --rules DIR}, an edited copy of rules/: its DRL texts, read once on the driver (from any Hadoop file
 * system) and broadcast to the executors with the job, where each executor JVM compiles them once, when its first
 * log comes. The driver compiles them first, so that DRL that doesn't compile stops the job before it starts, said
 * as {@code arbiter validate --rules} says it; in local mode the executors then use the driver's compilation.
 *
 * @param dir   DIR as the command line gave it, which compile errors name their files under
 * @param files  each {@code *.drl} file's text by its path under DIR, in name order
 * @param digest the files' identity (SHA-256 of names and texts): the same rule base whatever DIR was called
 */
record EditedRules(String dir, TreeMap<String, String> files, String digest) implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The compiled rule bases of this JVM by their sources' digest: one per edited rule base, however many tasks. */
    private static final Map<String, Arbiter> COMPILED = new ConcurrentHashMap<>();
    /** Why an edited rule base did not compile in this JVM, so that each further log says it without compiling. */
    private static final Map<String, IllegalStateException> FAILED = new ConcurrentHashMap<>();
    /** How many times this JVM has compiled an edited rule base (the test sees that local mode compiles once). */
    static final AtomicInteger COMPILATIONS = new AtomicInteger();

    /** DIR unusable: not a directory, or unreadable; said in one line before the job. */
    static final class Unusable extends Exception {
        Unusable(String message) {
            super(message);
        }
    }

    /** Every {@code *.drl} file under DIR, read on the driver. */
    static EditedRules read(String dir, Configuration conf) throws Unusable {
        try {
            Path root = new Path(dir);
            FileSystem fs = root.getFileSystem(conf);
            if (!fs.exists(root) || !fs.getFileStatus(root).isDirectory()) {
                throw new Unusable("--rules " + dir + ": not a directory");
            }
            Path qualified = fs.getFileStatus(root).getPath();
            String prefix = qualified.toUri().getPath().replaceFirst("/*$", "/");
            TreeMap<String, String> files = new TreeMap<>();
            RemoteIterator<LocatedFileStatus> it = fs.listFiles(qualified, true);
            while (it.hasNext()) {
                FileStatus s = it.next();
                String path = s.getPath().toUri().getPath();
                if (s.isFile() && path.endsWith(".drl") && path.startsWith(prefix)) {
                    try (InputStream in = fs.open(s.getPath())) {
                        files.put(path.substring(prefix.length()),
                                new String(in.readAllBytes(), StandardCharsets.UTF_8));
                    }
                }
            }
            return new EditedRules(dir, files, digest(files));
        } catch (IOException | IllegalArgumentException e) {
            throw new Unusable("--rules " + dir + ": can't read the rules: " + Corpus.reason(e));
        }
    }

    /**
     * Compiles the rules on the driver, writing what the command line writes to standard error: every compile
     * error compiler style, naming the files under DIR, or the rule warnings and how long it took. Returns whether
     * they compiled; the compiled rule base is kept for this JVM's tasks (local mode).
     */
    boolean check(PrintStream err) {
        long t0 = System.nanoTime();
        Arbiter arbiter;
        try {
            arbiter = compile();
        } catch (RulesException e) {
            for (RuleProblem p : e.problems()) {
                err.println(p);
            }
            int n = e.problems().size();
            err.println("arbiter-spark: " + n + " compile error" + (n == 1 ? "" : "s") + " in " + dir
                    + "; nothing validated");
            return false;
        } catch (UncheckedIOException e) {
            err.println("arbiter-spark: --rules " + dir + ": " + e.getMessage());
            return false;
        }
        COMPILED.putIfAbsent(digest, arbiter);
        for (RuleProblem p : arbiter.ruleWarnings()) {
            err.println(p);
        }
        err.println(String.format(Locale.ROOT, "arbiter-spark: compiled %d rules from %s in %.1f s",
                arbiter.rules().size(), dir, (System.nanoTime() - t0) / 1e9));
        return true;
    }

    /** This JVM's arbiter over these rules: compiled by the first task that asks, then shared by every task. */
    Arbiter arbiter() {
        IllegalStateException failed = FAILED.get(digest);
        if (failed != null) {
            throw failed;
        }
        return COMPILED.computeIfAbsent(digest, k -> {
            try {
                return compile();
            } catch (RulesException | UncheckedIOException e) {
                // the driver compiled the same texts: only another library version or a full disk gets here
                IllegalStateException once = new IllegalStateException("the rules of --rules " + dir
                        + " don't compile on this executor: " + (e instanceof RulesException r
                        ? r.problems().get(0) : e.getMessage()), e);
                FAILED.put(digest, once);
                throw once;
            }
        });
    }

    /**
     * The texts written to a local temporary folder and compiled there (the library compiles a folder); problems
     * name the files under DIR, as the command line would.
     */
    private Arbiter compile() {
        java.nio.file.Path tmp = null;
        try {
            tmp = Files.createTempDirectory("arbiter-rules-");
            for (Map.Entry<String, String> f : files.entrySet()) {
                java.nio.file.Path to = tmp.resolve(f.getKey());
                Files.createDirectories(to.getParent());
                Files.writeString(to, f.getValue(), StandardCharsets.UTF_8);
            }
            COMPILATIONS.incrementAndGet();
            return Arbiter.builder().rules(tmp).build();
        } catch (RulesException e) {
            throw new RulesException(e.getMessage(), renamed(e.problems(), tmp));
        } catch (IOException e) {
            throw new UncheckedIOException("can't write the rules to a temporary folder: " + Corpus.reason(e), e);
        } finally {
            delete(tmp);
        }
    }

    private List<RuleProblem> renamed(List<RuleProblem> problems, java.nio.file.Path tmp) {
        String from = tmp + "/";
        String to = dir.replaceFirst("(?<=.)/+$", "") + "/";
        List<RuleProblem> out = new ArrayList<>();
        for (RuleProblem p : problems) {
            String file = p.file().startsWith(from) ? to + p.file().substring(from.length())
                    : p.file().equals(tmp.toString()) ? dir : p.file();
            out.add(new RuleProblem(file, p.line(), p.column(), p.error(), p.message().replace(from, to)));
        }
        return out;
    }

    private static void delete(java.nio.file.Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<java.nio.file.Path> s = Files.walk(dir)) {
            for (java.nio.file.Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }

    private static String digest(Map<String, String> files) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, String> f : files.entrySet()) {
                md.update(f.getKey().getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(f.getValue().getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
