package dev.arbiter.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;

/**
 * Where a command reads standard input and writes its report and diagnostics: the process's streams, or a test's.
 *
 * @param stdout the raw standard output, for reports (commands wrap it as UTF-8)
 * @param err    diagnostics
 * @param stderrIsTerminal whether a progress line may be drawn on {@code err}
 */
record Io(InputStream in, OutputStream stdout, PrintWriter err, boolean stderrIsTerminal) {
}
