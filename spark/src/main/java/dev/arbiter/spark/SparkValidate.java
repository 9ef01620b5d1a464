package dev.arbiter.spark;

import dev.arbiter.Arbiter;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.size;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * {@code arbiter-spark PATH... -o OUT}: validates logs as a Spark job (docs/spark.md). The driver lists the logs
 * and deals them into tasks; each executor validates its tasks' logs with its own rule base; the rows go to OUT as
 * Parquet (or JSON lines), and the batch summary to standard output and {@code OUT/_summary.json}. The master is
 * Spark's usual {@code spark.master} (spark-submit's {@code --master}); without one the job runs in local mode on
 * every core of this machine.
 */
@Command(name = "arbiter-spark", mixinStandardHelpOptions = true, versionProvider = SparkValidate.Version.class,
        sortOptions = false,
        description = {"Validates mtglog/1 logs and MTG Arena Player.log files as an Apache Spark job: one row per"
                + " game (file, game, status, lines, findings; or the error), written to OUT as Parquet or JSON lines,"
                + " then the summary. PATH is any Hadoop file system path or glob; a directory is searched"
                + " recursively for *.jsonl and *.mtglog files (as arbiter validate searches it); an Arena Player.log"
                + " is read when named or matched by a glob.",
                "arbiter-spark sarif ROWS -o FILE writes a job's rows as one SARIF report (arbiter-spark sarif"
                        + " --help).",
                "Exit status: 0 every log valid, 1 some invalid, 2 usage error (a PATH matching nothing, OUT"
                        + " existing), 3 some log could not be read, 70 a bug in arbiter."})
public final class SparkValidate implements Callable<Integer> {
    /** What {@code --format} takes. */
    enum Format { parquet, json }

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "files, directories or globs of any Hadoop file system")
    List<String> paths;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "the output directory")
    String output;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "parquet",
            description = "parquet (the default) or json (JSON lines)")
    Format format;

    @Option(names = "--partitions", paramLabel = "N",
            description = "the number of tasks the logs are dealt into (default: 4 per core of the cluster)")
    Integer partitions;

    @Option(names = "--overwrite", description = "replace OUT if it exists")
    boolean overwrite;

    @Option(names = "--rules", paramLabel = "DIR", description = "compile the DRL files under DIR (an edited copy of"
            + " rules/, on any Hadoop file system) on the driver and on each executor once, and use them instead of"
            + " the built-in rule base; DRL that doesn't compile stops the job before it starts (exit 2)")
    String rules;

    private final PrintStream out;
    private final PrintStream err;

    SparkValidate(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command (or, when the first argument is {@code sarif}, that step); returns its exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 0 && args[0].equals("sarif")) {
            return SparkSarif.run(java.util.Arrays.copyOfRange(args, 1, args.length), out, err);
        }
        return execute(new SparkValidate(out, err), args, out, err);
    }

    /** A command of the job's jar run with its output and error streams; returns its exit status. */
    static int execute(Object command, String[] args, PrintStream out, PrintStream err) {
        return new CommandLine(command)
                .setErr(new java.io.PrintWriter(err, true))
                .setOut(new java.io.PrintWriter(out, true))
                .execute(args);
    }

    /** The Spark session of a command: the master from Spark's configuration, else local mode on every core. */
    static SparkSession session(String appName) {
        SparkConf sparkConf = new SparkConf().setAppName(appName);
        if (!sparkConf.contains("spark.master")) {
            sparkConf.setMaster("local[*]");
        }
        return SparkSession.builder().config(sparkConf).getOrCreate();
    }

    @Override
    public Integer call() throws IOException {
        if (partitions != null && partitions < 1) {
            err.println("arbiter-spark: --partitions must be at least 1");
            return 2;
        }
        try (SparkSession spark = session("arbiter validate")) {
            JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            Configuration hadoop = jsc.hadoopConfiguration();

            List<Corpus.Log> logs;
            try {
                logs = Corpus.list(paths, hadoop, w -> err.println("arbiter-spark: " + w));
            } catch (Corpus.NoSuchInput e) {
                err.println("arbiter-spark: " + e.getMessage());
                return 2;
            }
            Path outPath = new Path(output);
            FileSystem outFs = outPath.getFileSystem(hadoop);
            if (!overwrite && outFs.exists(outPath)) {
                err.println("arbiter-spark: " + output + " exists: remove it, name another, or give --overwrite");
                return 2;
            }
            EditedRules edited = null;
            if (rules != null) {
                try {
                    edited = EditedRules.read(rules, hadoop);
                } catch (EditedRules.Unusable e) {
                    err.println("arbiter-spark: " + e.getMessage());
                    return 2;
                }
                if (!edited.check(err)) {
                    return 2;
                }
            }
            if (logs.isEmpty()) {
                err.println("arbiter-spark: no logs in " + String.join(", ", paths) + ": writing an empty result");
            }
            int tasks = partitions != null ? partitions : 4 * jsc.defaultParallelism();
            List<List<Corpus.Log>> slices = Corpus.slices(logs, tasks);
            err.println("arbiter-spark: " + logs.size() + " log files in " + slices.size() + " tasks, master "
                    + jsc.master());

            // the edited rules go to each executor once (a broadcast), not with every task
            return validate(spark, jsc, slices, edited == null ? null : jsc.broadcast(edited), outFs, outPath);
        }
    }

    /** The job itself: the rows written, then the summary read back from them. */
    private int validate(SparkSession spark, JavaSparkContext jsc, List<List<Corpus.Log>> slices,
                         Broadcast<EditedRules> edited, FileSystem outFs, Path outPath) throws IOException {
        Configuration hadoop = jsc.hadoopConfiguration();
        try {
            JavaRDD<Row> rows = jsc.parallelize(slices, slices.size())
                    .flatMap(new Validation(new HadoopConf(hadoop), edited));
            Dataset<Row> results = spark.createDataFrame(rows, ResultRows.LOG);
            SaveMode mode = overwrite ? SaveMode.Overwrite : SaveMode.ErrorIfExists;
            if (format == Format.json) {
                results.write().mode(mode).json(output);
            } else {
                results.write().mode(mode).parquet(output);
            }

            // the summary from what was written: the logs are not validated a second time
            Dataset<Row> written = format == Format.json
                    ? spark.read().schema(ResultRows.LOG).json(output) : spark.read().parquet(output);
            Summary s = Summary.of(written);
            out.println(s.line());
            try (OutputStream o = outFs.create(new Path(outPath, "_summary.json"), true)) {
                o.write(s.json().getBytes(StandardCharsets.UTF_8));
            }
            return s.exitCode();
        } catch (RuntimeException e) {
            // no log makes a task fail (each is a row): this is the cluster or the output store, said in one line
            err.println("arbiter-spark: the job failed: " + firstLine(e));
            return 70;
        }
    }

    private static String firstLine(Throwable e) {
        String m = e.getMessage() != null ? e.getMessage() : e.toString();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    /** The batch's counts, as {@code arbiter validate} gives them. */
    record Summary(long logs, long valid, long invalid, long errors, long findings, long internal) {
        static Summary of(Dataset<Row> rows) {
            Row r = rows.agg(
                    org.apache.spark.sql.functions.count("*"),
                    sum(when(col("status").equalTo("valid"), 1).otherwise(0)),
                    sum(when(col("status").equalTo("invalid"), 1).otherwise(0)),
                    sum(when(col("status").equalTo("error"), 1).otherwise(0)),
                    sum(when(col("status").notEqual("error"), size(col("findings"))).otherwise(0)),
                    sum(when(col("error.internal"), 1).otherwise(0))).first();
            return new Summary(r.getLong(0), n(r, 1), n(r, 2), n(r, 3), n(r, 4), n(r, 5));
        }

        private static long n(Row r, int i) {
            return r.isNullAt(i) ? 0 : r.getLong(i);
        }

        String line() {
            return plural(logs, "log") + ": " + valid + " valid, " + invalid + " invalid, " + plural(errors, "error")
                    + "; " + plural(findings, "finding");
        }

        String json() {
            return "{\"tool\":\"arbiter-spark\",\"version\":\"" + Arbiter.version() + "\",\"cr\":\"" + Arbiter.CR_EDITION
                    + "\",\"summary\":{\"logs\":" + logs + ",\"valid\":" + valid + ",\"invalid\":" + invalid
                    + ",\"errors\":" + errors + ",\"findings\":" + findings + "}}\n";
        }

        /** 70 for a bug, else 3 when a log could not be read, else 1 when one is invalid, else 0. */
        int exitCode() {
            if (internal > 0) {
                return 70;
            }
            if (errors > 0) {
                return 3;
            }
            return invalid > 0 ? 1 : 0;
        }

        private static String plural(long n, String word) {
            return n + " " + word + (n == 1 ? "" : "s");
        }
    }

    /** The version of arbiter the job runs. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"arbiter-spark " + Arbiter.version() + " (Spark " + org.apache.spark.package$.MODULE$.SPARK_VERSION() + ")"};
        }
    }
}
