package dev.arbiter.spark;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * One Spark task: validates the logs of a slice one after the other, each with its own rule session on the
 * executor's one rule base (the built-in one, or the edited one of {@code --rules}), and gives one row per log (per
 * game of an Arena log). Never throws for a log: one that can't be read, or meets a bug in arbiter, is a row with
 * status error.
 */
final class Validation implements FlatMapFunction<List<Corpus.Log>, Row> {
    private static final long serialVersionUID = 1L;

    /**
     * The built-in rule base, loaded once per executor JVM when its first log comes (a second or more), then
     * shared by all its task threads: Arbiter is thread-safe and opens a session per log.
     */
    private static final class BuiltIn {
        static final Arbiter ARBITER = Arbiter.create();
    }

    private final HadoopConf conf;
    /** The edited rule base of {@code --rules}, sent once per executor; null for the built-in one. */
    private final Broadcast<EditedRules> edited;

    Validation(HadoopConf conf, Broadcast<EditedRules> edited) {
        this.conf = conf;
        this.edited = edited;
    }

    @Override
    public Iterator<Row> call(List<Corpus.Log> slice) {
        // lazily, log by log: a slice's rows are written as they come, never all held
        return slice.stream().flatMap(log -> validate(log).stream()).iterator();
    }

    List<Row> validate(Corpus.Log log) {
        String file = log.path();
        try {
            org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(file);
            FileSystem fs = path.getFileSystem(conf.get());
            if (fs instanceof LocalFileSystem || fs instanceof RawLocalFileSystem) {
                return validateLocal(file, Path.of(path.toUri()));
            }
            // another file system (HDFS, an object store): the log is copied to the executor's local disk first,
            // where arbiter reads it as the command line would (an Arena log is recognised by its content)
            Path local = Files.createTempFile("arbiter-", ".log");
            try {
                try (InputStream in = fs.open(path)) {
                    Files.copy(in, local, StandardCopyOption.REPLACE_EXISTING);
                }
                return validateLocal(file, local);
            } finally {
                Files.deleteIfExists(local);
            }
        } catch (IOException e) {
            return List.of(ResultRows.error(file, "can't read the file: " + Corpus.reason(e), false));
        } catch (RuntimeException | LinkageError e) {
            // a bug must not fail the job and take the other logs' rows with it
            LoggerFactory.getLogger(Validation.class).warn("internal error in {}", file, e);
            return List.of(ResultRows.error(file, Arbiter.BUG + ": " + e, true));
        }
    }

    private List<Row> validateLocal(String file, Path local) {
        Arbiter arbiter = edited == null ? BuiltIn.ARBITER : edited.value().arbiter();
        if (Arbiter.isArenaLog(local)) {
            List<Row> games = new ArrayList<>();
            String prefix = local + "#";
            arbiter.validateArena(local, r -> {
                String game = r.file().startsWith(prefix) ? r.file().substring(prefix.length()) : null;
                games.add(ResultRows.row(file, game, r));
            });
            return games;
        }
        LogResult r = arbiter.validate(local);
        return List.of(ResultRows.row(file, null, r));
    }
}
