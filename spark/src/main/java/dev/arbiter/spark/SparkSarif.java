package dev.arbiter.spark;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.Severity;
import dev.arbiter.report.Format;
import dev.arbiter.report.Report;
import dev.arbiter.report.RuleTitles;
import dev.arbiter.report.Summary;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code arbiter-spark sarif ROWS -o FILE}: the rows a job wrote (Parquet or JSON lines) as one SARIF 2.1.0 report,
 * written by the library's SARIF report, the one {@code arbiter validate -f sarif} writes; so the same logs give
 * the same results. SARIF is one document for a viewer or a code-scanning upload, so a result set above
 * {@value #DEFAULT_LIMIT} rows (or {@code --limit}) is refused: select fewer logs for it.
 */
@Command(name = "arbiter-spark sarif", mixinStandardHelpOptions = true, versionProvider = SparkValidate.Version.class,
        sortOptions = false,
        description = {"Writes the rows of an arbiter-spark job (its output directory, Parquet or JSON lines) as one"
                + " SARIF 2.1.0 report, as arbiter validate -f sarif reports the same logs: a result per finding"
                + " and per log in error, ordered by file and game. A result set above the limit is refused.",
                "Exit status: the job's (0, 1, 3, 70) for the rows reported; 2 usage error (ROWS holding no rows"
                        + " of a job, more rows than the limit, FILE existing)."})
final class SparkSarif implements Callable<Integer> {
    /** The most rows one SARIF file is written for unless {@code --limit} says otherwise. */
    static final int DEFAULT_LIMIT = 10_000;

    @Parameters(index = "0", paramLabel = "ROWS", description = "the output directory of an arbiter-spark job")
    String rows;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE", description = "the SARIF file to write")
    String output;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "" + DEFAULT_LIMIT,
            description = "the most rows written as one SARIF file (default: ${DEFAULT-VALUE})")
    int limit;

    @Option(names = "--overwrite", description = "replace FILE if it exists")
    boolean overwrite;

    private final PrintStream out;
    private final PrintStream err;

    SparkSarif(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs the step; returns its exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        return SparkValidate.execute(new SparkSarif(out, err), args, out, err);
    }

    @Override
    public Integer call() throws IOException {
        if (limit < 1) {
            err.println("arbiter-spark sarif: --limit must be at least 1");
            return 2;
        }
        try (SparkSession spark = SparkValidate.session("arbiter sarif")) {
            org.apache.hadoop.conf.Configuration hadoop = spark.sparkContext().hadoopConfiguration();
            Path in = new Path(rows);
            FileSystem inFs = in.getFileSystem(hadoop);
            Boolean parquet = isParquet(inFs, in);
            if (parquet == null) {
                err.println("arbiter-spark sarif: " + rows + ": not the output of an arbiter-spark job (no"
                        + " _summary.json)");
                return 2;
            }
            Path file = new Path(output);
            FileSystem outFs = file.getFileSystem(hadoop);
            if (!overwrite && outFs.exists(file)) {
                err.println("arbiter-spark sarif: " + output + " exists: remove it, name another, or give --overwrite");
                return 2;
            }
            Dataset<Row> results = parquet ? spark.read().parquet(rows)
                    : spark.read().schema(ResultRows.LOG).json(rows);
            long count = results.count();
            if (count > limit) {
                err.println("arbiter-spark sarif: " + rows + " holds " + count + " rows, more than the limit of "
                        + limit + " for one SARIF file: select fewer logs (a job on part of the corpus) or raise"
                        + " --limit; the rows themselves are the full report");
                return 2;
            }
            Summary summary = new Summary();
            RuleTitles titles = new RuleTitles(Arbiter.create().rules());
            try (Writer w = new OutputStreamWriter(outFs.create(file, overwrite), StandardCharsets.UTF_8);
                 Report report = Format.SARIF.open(w, titles)) {
                // one partition at a time to the driver, in file and game order
                Iterator<Row> it = results.orderBy("file", "game").toLocalIterator();
                while (it.hasNext()) {
                    LogResult r = result(it.next());
                    report.log(r, Duration.ZERO);
                    summary.add(r);
                }
                report.finish(summary);
            }
            out.println(summary.line() + " -> " + output);
            return summary.exitCode();
        }
    }

    /**
     * Whether ROWS holds Parquet (true) or JSON lines (false), by its part files; null when it is no job's output.
     */
    private static Boolean isParquet(FileSystem fs, Path dir) throws IOException {
        if (!fs.exists(new Path(dir, "_summary.json"))) {
            return null;
        }
        for (FileStatus s : fs.listStatus(dir)) {
            if (s.getPath().getName().endsWith(".parquet")) {
                return true;
            }
        }
        return false;
    }

    /**
     * A row as the verdict {@code arbiter validate} has for the log: named as the command line names it (a local
     * file by its path, an Arena game by {@code <file>#<game>}), the findings and the error as they were.
     */
    static LogResult result(Row row) {
        String file = displayName(row.getAs("file"));
        String game = row.getAs("game");
        String name = game == null ? file : file + "#" + game;
        LogResult.Status status = LogResult.Status.valueOf(upper(row.getAs("status")));
        if (status == LogResult.Status.ERROR) {
            Row e = row.getAs("error");
            return new LogResult(name, status, 0, List.of(), new LogResult.Problem(e.<Integer>getAs("line"),
                    e.<Integer>getAs("column"), e.getAs("message"), e.<Boolean>getAs("internal")));
        }
        List<Finding> findings = new ArrayList<>();
        for (Row f : row.<Row>getList(row.fieldIndex("findings"))) {
            findings.add(new Finding(f.getAs("rule"), f.getList(f.fieldIndex("related")),
                    Severity.valueOf(upper(f.getAs("severity"))), f.<Integer>getAs("line"), f.<Integer>getAs("turn"),
                    f.getAs("step"), f.getList(f.fieldIndex("objects")), f.getAs("message"), f.getAs("expected"),
                    f.getAs("observed")));
        }
        return new LogResult(name, status, row.<Integer>getAs("lines"), findings, null);
    }

    private static String upper(String word) {
        return word.toUpperCase(Locale.ROOT);
    }

    /** A {@code file:} path as the local path the command line would name; any other as it is. */
    private static String displayName(String path) {
        URI u = new Path(path).toUri();
        return "file".equals(u.getScheme()) ? java.nio.file.Path.of(u.getPath()).toString() : path;
    }
}
