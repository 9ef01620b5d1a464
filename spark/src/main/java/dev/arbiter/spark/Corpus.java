package dev.arbiter.spark;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.Consumer;

/**
 * The logs of a job, listed on the driver through Hadoop's file systems before the job starts, and split into
 * slices of work. Only names and sizes are listed here; each executor reads its own logs.
 */
final class Corpus {
    /** One file to validate: its fully qualified Hadoop path and its size in bytes. */
    record Log(String path, long bytes) implements Serializable {
    }

    /** A path on the command line that names no file: said before the job starts. */
    static final class NoSuchInput extends Exception {
        NoSuchInput(String message) {
            super(message);
        }
    }

    private Corpus() {
    }

    /**
     * The files a directory holds that the job reads: exactly those {@code arbiter validate} takes from one (its
     * Inputs.isLog, shared/spec/cli.md), {@code *.jsonl} and {@code *.mtglog}. An MTG Arena {@code Player.log} is
     * read when it is named or matched by a glob, as on the command line; any file named or matched is read
     * whatever its name, and one that is neither mtglog/1 nor an Arena log (recognised by its content) is a row with
     * status error.
     */
    static boolean isLogName(String name) {
        return name.endsWith(".jsonl") || name.endsWith(".mtglog");
    }

    /**
     * Every log the paths name, in order, each once: a path or glob naming files takes them, a directory its logs
     * found recursively in name order. A directory holding none is a warning; a path or glob that matches nothing
     * is {@link NoSuchInput}.
     */
    static List<Log> list(List<String> paths, Configuration conf, Consumer<String> warn) throws NoSuchInput {
        Map<String, Log> logs = new LinkedHashMap<>();
        for (String arg : paths) {
            Path p = new Path(arg);
            FileStatus[] matched;
            FileSystem fs;
            try {
                fs = p.getFileSystem(conf);
                matched = fs.globStatus(p);
            } catch (IOException | IllegalArgumentException e) {
                throw new NoSuchInput(arg + ": can't be listed: " + reason(e));
            }
            if (matched == null || matched.length == 0) {
                throw new NoSuchInput(arg + ": no such file or directory (nothing matches it)");
            }
            Arrays.sort(matched, Comparator.comparing(s -> s.getPath().toString()));
            for (FileStatus s : matched) {
                if (s.isDirectory()) {
                    int before = logs.size();
                    walk(fs, s.getPath(), logs, warn);
                    if (logs.size() == before) {
                        warn.accept(s.getPath() + ": no *.jsonl or *.mtglog files");
                    }
                } else {
                    logs.putIfAbsent(s.getPath().toString(), new Log(s.getPath().toString(), s.getLen()));
                }
            }
        }
        return new ArrayList<>(logs.values());
    }

    private static void walk(FileSystem fs, Path dir, Map<String, Log> logs, Consumer<String> warn) {
        FileStatus[] entries;
        try {
            entries = fs.listStatus(dir);
        } catch (IOException e) {
            warn.accept(dir + ": can't be listed: " + reason(e));
            return;
        }
        Arrays.sort(entries, Comparator.comparing(s -> s.getPath().getName()));
        for (FileStatus s : entries) {
            if (s.isDirectory()) {
                walk(fs, s.getPath(), logs, warn);
            } else if (isLogName(s.getPath().getName())) {
                logs.putIfAbsent(s.getPath().toString(), new Log(s.getPath().toString(), s.getLen()));
            }
        }
    }

    /**
     * The logs dealt into {@code n} slices of about equal bytes, largest first into the lightest slice so far, so
     * that one big log does not land among many others: each slice is one Spark task.
     */
    static List<List<Log>> slices(List<Log> logs, int n) {
        int count = Math.max(1, Math.min(n, logs.size()));
        List<List<Log>> slices = new ArrayList<>();
        PriorityQueue<long[]> lightest = new PriorityQueue<>(Comparator.<long[]>comparingLong(a -> a[0])
                .thenComparingLong(a -> a[1]));
        for (int i = 0; i < count; i++) {
            slices.add(new ArrayList<>());
            lightest.add(new long[] {0, i});
        }
        List<Log> bySize = new ArrayList<>(logs);
        bySize.sort(Comparator.comparingLong(Log::bytes).reversed());
        for (Log log : bySize) {
            long[] slot = lightest.poll();
            slices.get((int) slot[1]).add(log);
            slot[0] += Math.max(1, log.bytes());
            lightest.add(slot);
        }
        return slices;
    }

    static String reason(Exception e) {
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
