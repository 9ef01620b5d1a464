package dev.arbiter.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.ObjectState;
import dev.arbiter.PlayerState;
import dev.arbiter.Replay;
import dev.arbiter.RuleFiring;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;

/**
 * The explain trace for tools: one JSON document, its steps one per line (streamed as the replay advances), then
 * the log's result in the shape of a validate report's log entry.
 */
final class ExplainJson implements Explain {
    private final Writer out;
    private boolean first = true;
    private boolean begun;
    /** What the end-of-log checks fired and noted, as written; null until the log has ended. */
    private String end;

    ExplainJson(Writer out) {
        this.out = out;
    }

    @Override
    public void begin(String file, Replay replay) throws IOException {
        begun = true;
        out.write("{\n  \"tool\": \"arbiter\", \"version\": " + Jsons.string(Arbiter.version()) + ", \"cr\": "
                + Jsons.string(Arbiter.CR_EDITION) + ",\n  \"file\": " + Jsons.string(file) + ", \"outcomes\": "
                + Jsons.string(replay.recorded() ? "recorded" : "derived") + ", \"players\": "
                + Jsons.compact(g -> {
                    g.writeStartArray();
                    for (String p : replay.players()) {
                        g.writeString(p);
                    }
                    g.writeEndArray();
                }) + ",\n  \"steps\": [");
        out.flush();
    }

    @Override
    public void step(Replay.Step step, Snapshot after) throws IOException {
        out.write((first ? "\n    " : ",\n    ") + Jsons.compact(g -> step(g, step, after)));
        first = false;
        out.flush();
    }

    /** One step as the {@code steps} array holds it (the HTML replay embeds the same object). */
    static void step(JsonGenerator g, Replay.Step step, Snapshot after) throws IOException {
        g.writeStartObject();
        fields(g, step);
        g.writeFieldName("state");
        state(g, after);
        g.writeEndObject();
    }

    /** A step's fields but its state, in an object being written (the HTML replay writes the state its own way). */
    static void fields(JsonGenerator g, Replay.Step step) throws IOException {
        g.writeNumberField("line", step.line());
        g.writeArrayFieldStart("lines");
        for (Replay.Line l : step.entries()) {
            g.writeStartObject();
            g.writeNumberField("line", l.number());
            g.writeStringField("kind", l.kind().name().toLowerCase(java.util.Locale.ROOT));
            g.writeStringField("text", l.text());
            g.writeEndObject();
        }
        g.writeEndArray();
        fired(g, step.firings());
        g.writeArrayFieldStart("outcomes");
        for (String o : step.outcomes()) {
            g.writeRawValue(o);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("stacked");
        for (String t : step.triggers()) {
            g.writeRawValue(t);
        }
        g.writeEndArray();
        Jsons.strings(g, "notes", step.notes());
        g.writeArrayFieldStart("findings");
        for (Finding f : step.findings()) {
            Jsons.finding(g, f);
        }
        g.writeEndArray();
    }

    private static void fired(JsonGenerator g, List<RuleFiring> firings) throws IOException {
        g.writeArrayFieldStart("fired");
        for (RuleFiring f : firings) {
            g.writeStartObject();
            g.writeStringField("rule", f.rule());
            Jsons.strings(g, "cr", List.of(f.cr().split(",\\s*")));
            Jsons.strings(g, "facts", f.facts());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void state(JsonGenerator g, Snapshot s) throws IOException {
        g.writeStartObject();
        g.writeStringField("turn", s.turn());
        g.writeArrayFieldStart("battlefield");
        for (ObjectState o : s.battlefield()) {
            object(g, o);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("encodedInExile");
        for (ObjectState o : s.encodedInExile()) {
            object(g, o);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("players");
        for (PlayerState p : s.players()) {
            player(g, p);
        }
        g.writeEndArray();
        Jsons.strings(g, "stack", s.stack());
        g.writeEndObject();
    }

    /** A player as a state's {@code players} array holds it. */
    static void player(JsonGenerator g, PlayerState p) throws IOException {
        g.writeStartObject();
        g.writeStringField("id", p.id());
        g.writeNumberField("life", p.life());
        g.writeNumberField("hand", p.hand());
        g.writeNumberField("library", p.library());
        g.writeNumberField("graveyard", p.graveyard());
        g.writeNumberField("exile", p.exile());
        g.writeEndObject();
    }

    /** An object as a state's {@code battlefield} and {@code encodedInExile} arrays hold it. */
    static void object(JsonGenerator g, ObjectState o) throws IOException {
        g.writeStartObject();
        g.writeStringField("id", o.id());
        g.writeStringField("name", o.name());
        g.writeStringField("owner", o.owner());
        g.writeStringField("controller", o.controller());
        Jsons.strings(g, "types", o.types());
        Jsons.strings(g, "subtypes", o.subtypes());
        if (o.power() != null) {
            g.writeNumberField("power", o.power());
            g.writeNumberField("toughness", o.toughness());
        }
        g.writeBooleanField("tapped", o.tapped());
        g.writeNumberField("damage", o.damage());
        g.writeObjectFieldStart("counters");
        for (Map.Entry<String, Integer> c : o.counters().entrySet()) {
            g.writeNumberField(c.getKey(), c.getValue());
        }
        g.writeEndObject();
        Jsons.stringOrNull(g, "attachedTo", o.attachedTo());
        Jsons.strings(g, "attached", o.attached());
        Jsons.stringOrNull(g, "encodedOn", o.encodedOn());
        Jsons.strings(g, "encoded", o.encoded());
        Jsons.strings(g, "abilities", o.abilities());
        g.writeBooleanField("token", o.token());
        g.writeBooleanField("phasedOut", o.phasedOut());
        g.writeNumberField("timestamp", o.timestamp());
        g.writeEndObject();
    }

    @Override
    public void ended(List<RuleFiring> firings, List<String> notes) throws IOException {
        end = Jsons.compact(g -> {
            g.writeStartObject();
            fired(g, firings);
            Jsons.strings(g, "notes", notes);
            g.writeEndObject();
        });
    }

    @Override
    public void end(LogResult result) throws IOException {
        if (!begun) {
            // the game line itself could not be read: no steps
            out.write("{\n  \"tool\": \"arbiter\", \"version\": " + Jsons.string(Arbiter.version()) + ", \"cr\": "
                    + Jsons.string(Arbiter.CR_EDITION) + ",\n  \"file\": " + Jsons.string(result.file())
                    + ",\n  \"steps\": [");
            begun = true;
        }
        out.write((first ? "]" : "\n  ]") + (end == null ? "" : ",\n  \"end\": " + end) + ",\n  \"result\": "
                + Jsons.compact(g -> Jsons.log(g, result)) + "\n}\n");
        out.flush();
    }
}
