package dev.arbiter.report;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;

import java.io.IOException;
import java.io.Writer;
import java.time.Duration;

/**
 * The JSON report of shared/spec/cli.md: tool, version, cr, summary, then the logs, one per line. The summary comes
 * first, so the logs are spooled until the batch is done.
 */
final class JsonReport implements Report {
    private final Writer out;
    private final Spool body = new Spool();
    private boolean first = true;

    JsonReport(Writer out) {
        this.out = out;
    }

    @Override
    public void log(LogResult r, Duration took) throws IOException {
        body.write((first ? "\n    " : ",\n    ") + Jsons.compact(g -> Jsons.log(g, r)));
        first = false;
    }

    @Override
    public void finish(Summary s) throws IOException {
        out.write("{\n  \"tool\": \"arbiter\", \"version\": " + Jsons.string(Arbiter.version()) + ", \"cr\": "
                + Jsons.string(Arbiter.CR_EDITION) + ",\n");
        out.write("  \"summary\": " + Jsons.summary(s) + ",\n");
        out.write("  \"logs\": [");
        body.copyTo(out);
        out.write(first ? "]\n}\n" : "\n  ]\n}\n");
        out.flush();
    }

    @Override
    public void close() throws IOException {
        body.close();
    }
}
