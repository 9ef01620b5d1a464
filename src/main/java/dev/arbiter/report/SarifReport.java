package dev.arbiter.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.log.FileNames;

import java.io.File;
import java.io.IOException;
import java.io.Writer;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * SARIF 2.1.0: one run; each finding is a result whose {@code ruleId} is the CR number it cites, located at the log
 * file and line; the run's rule metadata describes every CR number cited (related ones too). A log that could not
 * be read is a result of rule {@value #LOG_ERROR}; a bug in arbiter is also a tool execution notification.
 */
final class SarifReport implements Report {
    static final String LOG_ERROR = "log-error";
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    static final String CR_URI = "https://magic.wizards.com/en/rules";
    /** The base relative file names are resolved against: the directory arbiter ran in. */
    static final String BASE_ID = "SRCROOT";

    private final Writer out;
    private final RuleTitles titles;
    private final Spool results = new Spool();
    private final Spool notifications = new Spool();
    private final Set<String> cited = new TreeSet<>();
    private boolean firstResult = true;
    private boolean firstNotification = true;

    SarifReport(Writer out, RuleTitles titles) {
        this.out = out;
        this.titles = titles;
    }

    @Override
    public void log(LogResult r, Duration took) throws IOException {
        if (r.status() == LogResult.Status.ERROR) {
            cited.add(LOG_ERROR);
            LogResult.Problem p = r.error();
            result(Jsons.compact(g -> {
                g.writeStartObject();
                g.writeStringField("ruleId", LOG_ERROR);
                g.writeStringField("level", "error");
                message(g, p.message());
                // a game of a Player.log not imported: its line is the Player.log's (README, "MTG Arena")
                location(g, r.file(), p.line(), p.column(), p.message().startsWith(NOT_IMPORTED));
                g.writeEndObject();
            }));
            if (p.internal()) {
                notification(Jsons.compact(g -> {
                    g.writeStartObject();
                    g.writeStringField("level", "error");
                    message(g, r.file() + ": " + p.message());
                    g.writeEndObject();
                }));
            }
            return;
        }
        for (Finding f : r.findings()) {
            cited.add(f.rule());
            cited.addAll(f.related());
            result(Jsons.compact(g -> finding(g, r.file(), f)));
        }
    }

    private void result(String json) throws IOException {
        results.write((firstResult ? "\n        " : ",\n        ") + json);
        firstResult = false;
    }

    private void notification(String json) throws IOException {
        notifications.write((firstNotification ? "" : ", ") + json);
        firstNotification = false;
    }

    private static void finding(JsonGenerator g, String file, Finding f) throws IOException {
        g.writeStartObject();
        g.writeStringField("ruleId", f.rule());
        g.writeStringField("level", switch (f.severity()) {
            case ERROR -> "error";
            case WARNING -> "warning";
            case INFO -> "note";
        });
        message(g, f.message());
        location(g, file, f.line(), 0, false);
        g.writeObjectFieldStart("properties");
        g.writeStringField("cr", f.edition());
        Jsons.strings(g, "related", f.related());
        g.writeNumberField("turn", f.turn());
        Jsons.stringOrNull(g, "step", f.step());
        Jsons.strings(g, "objects", f.objects());
        Jsons.stringOrNull(g, "expected", f.expected());
        Jsons.stringOrNull(g, "observed", f.observed());
        g.writeEndObject();
        g.writeEndObject();
    }

    private static void message(JsonGenerator g, String text) throws IOException {
        g.writeObjectFieldStart("message");
        g.writeStringField("text", text == null || text.isEmpty() ? "(no message)" : text);
        g.writeEndObject();
    }

    /** How the result of a game of a Player.log that could not be imported begins (Arbiter.validateArena). */
    static final String NOT_IMPORTED = "not imported: ";

    /**
     * The result's location. A game of an MTG Arena Player.log ({@code <file>#<match id 8>-g<n>}, a name that is no
     * file) is located at the Player.log, so that a viewer opens a file that exists, and named as a logical location;
     * its line is the imported log's, which is on no disk, so it is given as a property and the region is the whole
     * file (its first line, as for a log error with no line) — unless {@code lineInSource}: the line of a game not
     * imported is the Player.log's own.
     */
    private static void location(JsonGenerator g, String file, int line, int column, boolean lineInSource)
            throws IOException {
        String game = null;
        int hash = file.lastIndexOf('#');
        Path whole = path(file);
        if (hash > 0 && (whole == null || !Files.exists(whole))) {
            Path source = path(file.substring(0, hash));
            if (source != null && Files.isRegularFile(source)) {
                game = file.substring(hash + 1);
                file = file.substring(0, hash);
            }
        }
        g.writeArrayFieldStart("locations");
        g.writeStartObject();
        g.writeObjectFieldStart("physicalLocation");
        g.writeObjectFieldStart("artifactLocation");
        Path path = path(file);
        byte[] raw = FileNames.escapedBytes(file);
        if (raw != null) {
            // a name that is not UTF-8: the URI spells its bytes, as the file system has them
            boolean absolute = raw.length > 0 && raw[0] == '/';
            g.writeStringField("uri", (absolute ? "file://" : "") + percentEncoded(raw));
            if (!absolute) {
                g.writeStringField("uriBaseId", BASE_ID);
            }
        } else if (path == null) {
            // standard input has no URI: a description says what was read (SARIF 3.4.3 allows one without uri)
            g.writeObjectFieldStart("description");
            g.writeStringField("text", "standard input");
            g.writeEndObject();
        } else if (path.isAbsolute()) {
            g.writeStringField("uri", path.toUri().toASCIIString());
        } else {
            g.writeStringField("uri", uri(file));
            g.writeStringField("uriBaseId", BASE_ID);
        }
        g.writeEndObject();
        g.writeObjectFieldStart("region");
        // a log error with no line (a file that can't be opened, a FIFO) is about the whole file: its first line; so
        // is a finding of an imported game, whose line is the imported log's
        boolean inFile = game == null || lineInSource;
        g.writeNumberField("startLine", inFile ? Math.max(1, line) : 1);
        if (inFile && line > 0 && column > 0) {
            g.writeNumberField("startColumn", column);
        }
        g.writeEndObject();
        g.writeEndObject();
        if (game != null) {
            g.writeArrayFieldStart("logicalLocations");
            g.writeStartObject();
            g.writeStringField("name", game);
            g.writeStringField("kind", "module");
            g.writeEndObject();
            g.writeEndArray();
            g.writeObjectFieldStart("properties");
            g.writeStringField("game", game);
            if (!lineInSource) {
                g.writeNumberField("importedLine", line);
            }
            g.writeEndObject();
        }
        g.writeEndObject();
        g.writeEndArray();
    }

    /** A report's file name as a path, or null for one that isn't (standard input). */
    private static Path path(String file) {
        try {
            return file.equals(STDIN) ? null : Path.of(file);
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** Bytes as a URI path: unreserved characters and slashes as they are, every other byte as %HH (RFC 3986). */
    static String percentEncoded(byte[] raw) {
        StringBuilder b = new StringBuilder(raw.length * 3);
        for (byte x : raw) {
            int c = x & 0xff;
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "-._~/".indexOf(c) >= 0)) {
                b.append((char) c);
            } else {
                b.append('%').append(String.format("%02X", c));
            }
        }
        return b.toString();
    }

    /**
     * A file name as a relative URI reference: forward slashes, special characters escaped. A backslash is a
     * separator only where the file system says so (Windows); on Linux it is a character of the name.
     */
    static String uri(String file) {
        String uri;
        try {
            uri = new URI(null, null, File.separatorChar == '\\' ? file.replace('\\', '/') : file, null)
                    .toASCIIString();
        } catch (URISyntaxException e) {
            uri = file;
        }
        // a colon in the first segment would read as a scheme (game-2026-06-17T20:05.jsonl): RFC 3986 4.2's "./"
        int slash = uri.indexOf('/');
        return uri.substring(0, slash < 0 ? uri.length() : slash).contains(":") ? "./" + uri : uri;
    }

    @Override
    public void finish(Summary s) throws IOException {
        out.write("{\n  \"$schema\": \"" + SCHEMA + "\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n");
        out.write("      \"tool\": {\"driver\": " + Jsons.compact(this::driver) + "},\n");
        out.write("      \"originalUriBaseIds\": {\"" + BASE_ID + "\": {\"uri\": "
                + Jsons.string(Path.of("").toAbsolutePath().toUri().toASCIIString()) + "}},\n");
        // the run succeeded when every log was checked, whatever it found (exit 0 or 1); a log that could not be
        // read, none at all to check, or a bug is a run that did not do its whole job
        int exit = s.exitCode();
        if (s.logs() == 0) {
            notification(Jsons.compact(g -> {
                g.writeStartObject();
                g.writeStringField("level", "error");
                message(g, "no logs to validate");
                g.writeEndObject();
            }));
        }
        out.write("      \"invocations\": [{\"executionSuccessful\": " + (exit <= 1) + ", \"exitCode\": " + exit
                + ", \"toolExecutionNotifications\": [");
        notifications.copyTo(out);
        out.write("]}],\n");
        out.write("      \"properties\": " + Jsons.summary(s) + ",\n");
        out.write("      \"results\": [");
        results.copyTo(out);
        out.write(firstResult ? "]\n" : "\n      ]\n");
        out.write("    }\n  ]\n}\n");
        out.flush();
    }

    private void driver(JsonGenerator g) throws IOException {
        g.writeStartObject();
        g.writeStringField("name", "arbiter");
        g.writeStringField("version", Arbiter.version());
        String info = informationUri();
        if (info != null) {
            g.writeStringField("informationUri", info);
        }
        g.writeObjectFieldStart("properties");
        g.writeStringField("cr", Arbiter.CR_EDITION);
        g.writeEndObject();
        g.writeArrayFieldStart("rules");
        for (String id : cited) {
            g.writeStartObject();
            g.writeStringField("id", id);
            g.writeObjectFieldStart("shortDescription");
            g.writeStringField("text", titles.title(id));
            g.writeEndObject();
            List<String> drl = titles.rules(id);
            if (!drl.isEmpty()) {
                g.writeObjectFieldStart("fullDescription");
                g.writeStringField("text", "Checked by: " + String.join("; ", drl));
                g.writeEndObject();
            }
            if (Character.isDigit(id.charAt(0))) {
                g.writeStringField("helpUri", CR_URI);
            }
            g.writeObjectFieldStart("properties");
            g.writeStringField("cr", Arbiter.CR_EDITION);
            Jsons.strings(g, "files", titles.files(id));
            g.writeEndObject();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    /**
     * Where to learn about this arbiter: the README of the checkout or installation it runs from (beside its
     * {@code target/} folder). The project has no web page; a file URI is an absolute URI all the same.
     */
    static String informationUri() {
        try {
            Path code = Path.of(SarifReport.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            // the jar or classes folder is in target/, the README beside it: look no further up than that
            Path p = code;
            for (int up = 0; up < 3 && p != null; up++, p = p.getParent()) {
                Path readme = p.resolve("README.md");
                if (Files.isRegularFile(readme)) {
                    return readme.toUri().toASCIIString();
                }
            }
        } catch (URISyntaxException | RuntimeException e) {
            // no code source to go by (an unusual class loader): the driver goes without
        }
        return null;
    }

    @Override
    public void close() throws IOException {
        results.close();
        notifications.close();
    }
}
