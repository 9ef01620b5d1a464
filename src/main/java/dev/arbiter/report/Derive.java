package dev.arbiter.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.arbiter.Arbiter;
import dev.arbiter.Replay;
import dev.arbiter.log.Json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;

/**
 * Writes the recorded-mode equivalent of a log as it is played (arbiter derive): its game line with
 * {@code "outcomes":"recorded"}, then for each step — part by part when an expect line
 * comes before an external outcome — its action line as written, the effects it applied from outside
 * the game as written, every consequence the rules performed as outcome lines, and its expect lines. The input's
 * own (asserted) outcome lines and its comments are left out: the engine's outcomes replace them. A triggered
 * ability the engine put on the stack itself becomes a {@code trigger} line, which a recorded log must have.
 */
public final class Derive implements Arbiter.StepListener {
    private final Writer out;
    private final String source;

    public Derive(Writer out, String source) {
        this.out = out;
        this.source = source;
    }

    @Override
    public void begin(Replay replay) {
        write("# recorded-mode log derived by arbiter " + Arbiter.version() + " (Comprehensive Rules "
                + Arbiter.CR_EDITION + ") from " + source.replace('\n', ' ') + "\n" + recordedGameLine(replay.gameLine())
                + "\n");
    }

    @Override
    public void step(Replay replay, Replay.Step step) {
        StringBuilder b = new StringBuilder();
        for (Replay.Part part : step.parts()) {
            for (Replay.Line l : part.entries()) {
                if (l.kind() == Replay.Kind.ACTION || l.kind() == Replay.Kind.EXTERNAL) {
                    b.append(l.text()).append('\n');
                }
            }
            for (String o : part.outcomes()) {
                b.append(o).append('\n');
            }
            // the triggers the engine put on the stack go before the expect lines, which were checked after them
            for (String t : part.triggers()) {
                b.append(t).append('\n');
            }
            for (Replay.Line l : part.entries()) {
                if (l.kind() == Replay.Kind.EXPECT) {
                    b.append(l.text()).append('\n');
                }
            }
        }
        write(b.toString());
    }

    private void write(String text) {
        try {
            out.write(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The game line with its fields in their order and {@code outcomes} set to recorded. */
    static String recordedGameLine(String gameLine) {
        Json.Obj game = (Json.Obj) Json.parse(gameLine, 1);
        return Jsons.compact(g -> {
            g.writeStartObject();
            boolean wrote = false;
            for (Map.Entry<String, Json.Value> f : game.fields().entrySet()) {
                if (f.getKey().equals("outcomes")) {
                    g.writeStringField("outcomes", "recorded");
                    wrote = true;
                    continue;
                }
                g.writeFieldName(f.getKey());
                value(g, f.getValue());
                if (!wrote && !game.has("outcomes") && f.getKey().equals(game.has("life") ? "life" : "players")) {
                    g.writeStringField("outcomes", "recorded");
                    wrote = true;
                }
            }
            g.writeEndObject();
        });
    }

    private static void value(JsonGenerator g, Json.Value v) throws IOException {
        if (v instanceof Json.Obj o) {
            g.writeStartObject();
            for (Map.Entry<String, Json.Value> f : o.fields().entrySet()) {
                g.writeFieldName(f.getKey());
                value(g, f.getValue());
            }
            g.writeEndObject();
        } else if (v instanceof Json.Arr a) {
            g.writeStartArray();
            for (Json.Value i : a.items()) {
                value(g, i);
            }
            g.writeEndArray();
        } else if (v instanceof Json.Str s) {
            g.writeString(s.value());
        } else if (v instanceof Json.Num n) {
            g.writeNumber(n.value());
        } else if (v instanceof Json.Bool b) {
            g.writeBoolean(b.value());
        } else {
            g.writeNull();
        }
    }
}
