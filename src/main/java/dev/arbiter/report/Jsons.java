package dev.arbiter.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/** Small helpers for writing JSON with Jackson's generator: one compact value at a time. */
final class Jsons {
    /**
     * Writes every surrogate as {@code \\uXXXX}: a lone one (a log may hold it) has no UTF-8 form and would reach
     * the report as "?", escaped it keeps the real string. Jackson escapes one character at a time, so a valid pair
     * is escaped too, as the same string.
     */
    static final JsonFactory FACTORY = new JsonFactoryBuilder().characterEscapes(new CharacterEscapes() {
        private final int[] ascii = standardAsciiEscapesForJSON();

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public SerializableString getEscapeSequence(int c) {
            return Character.isSurrogate((char) c) ? new SerializedString(String.format("\\u%04x", c)) : null;
        }
    }).build();

    private Jsons() {
    }

    /** Something that writes one JSON value. */
    interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    /** One value as compact JSON text. */
    static String compact(Body body) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(w)) {
            body.write(g);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    /** A JSON string literal, quotes included. */
    static String string(String s) {
        return compact(g -> g.writeString(s));
    }

    static void strings(JsonGenerator g, String field, List<String> values) throws IOException {
        g.writeArrayFieldStart(field);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }

    /** Writes a string field, or null. */
    static void stringOrNull(JsonGenerator g, String field, String value) throws IOException {
        if (value == null) {
            g.writeNullField(field);
        } else {
            g.writeStringField(field, value);
        }
    }

    /** The counts of a batch: logs, valid, invalid, errors, findings. */
    static String summary(Summary s) {
        return compact(g -> {
            g.writeStartObject();
            g.writeNumberField("logs", s.logs());
            g.writeNumberField("valid", s.valid());
            g.writeNumberField("invalid", s.invalid());
            g.writeNumberField("errors", s.errors());
            g.writeNumberField("findings", s.findings());
            g.writeEndObject();
        });
    }

    /** A finding with the fields of shared/spec/cli.md, in its order. */
    static void finding(JsonGenerator g, Finding f) throws IOException {
        g.writeStartObject();
        g.writeStringField("rule", f.rule());
        strings(g, "related", f.related());
        g.writeStringField("severity", f.severity().word());
        g.writeNumberField("line", f.line());
        g.writeNumberField("turn", f.turn());
        stringOrNull(g, "step", f.step());
        strings(g, "objects", f.objects());
        stringOrNull(g, "message", f.message());
        stringOrNull(g, "expected", f.expected());
        stringOrNull(g, "observed", f.observed());
        g.writeEndObject();
    }

    /** A log's entry in the JSON report: file, status, lines and findings, or file, status and error. */
    static void log(JsonGenerator g, LogResult r) throws IOException {
        g.writeStartObject();
        g.writeStringField("file", r.file());
        g.writeStringField("status", r.status().word());
        if (r.status() == LogResult.Status.ERROR) {
            g.writeObjectFieldStart("error");
            g.writeNumberField("line", r.error().line());
            g.writeNumberField("column", r.error().column());
            g.writeStringField("message", r.error().message());
            g.writeEndObject();
        } else {
            g.writeNumberField("lines", r.lines());
            g.writeArrayFieldStart("findings");
            for (Finding f : r.findings()) {
                finding(g, f);
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }
}
