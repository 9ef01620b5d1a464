package dev.arbiter.spark;

import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;


/**
 * The job's output: one row per log (per game of an Arena log) with the fields of {@code arbiter validate -f json}
 * (shared/spec/cli.md), the findings nested.
 */
final class ResultRows {
    /** A finding: the fields of a finding in the JSON report, in its order. */
    static final StructType FINDING = new StructType()
            .add("rule", DataTypes.StringType, false)
            .add("related", DataTypes.createArrayType(DataTypes.StringType, false), false)
            .add("severity", DataTypes.StringType, false)
            .add("line", DataTypes.IntegerType, false)
            .add("turn", DataTypes.IntegerType, false)
            .add("step", DataTypes.StringType, true)
            .add("objects", DataTypes.createArrayType(DataTypes.StringType, false), false)
            .add("message", DataTypes.StringType, true)
            .add("expected", DataTypes.StringType, true)
            .add("observed", DataTypes.StringType, true);

    /** Why a log could not be read or played; {@code internal} marks a bug in arbiter rather than the log. */
    static final StructType ERROR = new StructType()
            .add("line", DataTypes.IntegerType, false)
            .add("column", DataTypes.IntegerType, false)
            .add("message", DataTypes.StringType, false)
            .add("internal", DataTypes.BooleanType, false);

    /**
     * A log: its file (the Hadoop path), the game (for an Arena log, {@code <match id 8>-g<n>}; null for an
     * mtglog/1 file, one game), status; for status valid and invalid the lines read and the findings, for status
     * error the error and no findings (as the JSON report leaves them out).
     */
    static final StructType LOG = new StructType()
            .add("file", DataTypes.StringType, false)
            .add("game", DataTypes.StringType, true)
            .add("status", DataTypes.StringType, false)
            .add("lines", DataTypes.IntegerType, true)
            .add("findings", DataTypes.createArrayType(FINDING, false), false)
            .add("error", ERROR, true);

    private ResultRows() {
    }

    static Row row(String file, String game, LogResult r) {
        if (r.status() == LogResult.Status.ERROR) {
            LogResult.Problem p = r.error();
            return RowFactory.create(file, game, r.status().word(), null, new Row[0],
                    RowFactory.create(p.line(), p.column(), p.message(), p.internal()));
        }
        // arrays, not lists: Spark's row encoder takes Java arrays and Scala sequences
        Row[] findings = new Row[r.findings().size()];
        for (int i = 0; i < findings.length; i++) {
            Finding f = r.findings().get(i);
            findings[i] = RowFactory.create(f.rule(), f.related().toArray(new String[0]), f.severity().word(), f.line(),
                    f.turn(), f.step(), f.objects().toArray(new String[0]), f.message(), f.expected(), f.observed());
        }
        return RowFactory.create(file, game, r.status().word(), r.lines(), findings, null);
    }

    /** A log that could not be read at all (or met a bug in arbiter). */
    static Row error(String file, String message, boolean internal) {
        return RowFactory.create(file, null, LogResult.Status.ERROR.word(), null, new Row[0],
                RowFactory.create(0, 0, message, internal));
    }
}
