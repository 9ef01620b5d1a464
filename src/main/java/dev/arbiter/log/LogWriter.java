package dev.arbiter.log;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.UnaryOperator;

/** Writes mtglog/1 outcome and trigger lines: what {@code derive} adds to a log to make it a recorded one. */
public final class LogWriter {
    private static final JsonFactory FACTORY = new JsonFactory();

    private LogWriter() {
    }

    /** One outcome as a JSON line (no newline). */
    public static String outcome(LogLine.Outcome o) {
        return outcome(o, UnaryOperator.identity());
    }

    /**
     * One outcome as a JSON line (no newline), each object it names written as {@code name} gives it: a recorded
     * log's own id for a token or copy the engine made (mtglog §5), so that the log's later lines still name it.
     */
    public static String outcome(LogLine.Outcome o, UnaryOperator<String> name) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(w)) {
            g.writeStartObject();
            if (o instanceof LogLine.Move m) {
                g.writeStringField("type", "move");
                g.writeStringField("object", name.apply(m.object()));
                if (m.from() != null) {
                    g.writeStringField("from", m.from().logName());
                }
                g.writeStringField("to", m.to().logName());
                if (m.cause() != null) {
                    g.writeStringField("cause", m.cause().logName());
                }
            } else if (o instanceof LogLine.CreateToken t) {
                g.writeStringField("type", "create_token");
                g.writeStringField("id", name.apply(t.id()));
                g.writeStringField("token", t.token());
                g.writeStringField("controller", t.controller());
                if (t.attachedTo() != null) {
                    g.writeStringField("attachedTo", name.apply(t.attachedTo()));
                }
            } else if (o instanceof LogLine.Attach a) {
                g.writeStringField("type", "attach");
                g.writeStringField("object", name.apply(a.object()));
                g.writeStringField("to", name.apply(a.to()));
            } else if (o instanceof LogLine.Encode e) {
                g.writeStringField("type", "encode");
                g.writeStringField("card", name.apply(e.card()));
                g.writeStringField("on", name.apply(e.on()));
            } else if (o instanceof LogLine.Copy c) {
                g.writeStringField("type", "copy");
                g.writeStringField("id", name.apply(c.id()));
                g.writeStringField("of", name.apply(c.of()));
                g.writeStringField("zone", c.zone().logName());
                g.writeStringField("controller", c.controller());
            } else if (o instanceof LogLine.Cease c) {
                g.writeStringField("type", "cease");
                g.writeStringField("object", name.apply(c.object()));
            } else if (o instanceof LogLine.Life l) {
                g.writeStringField("type", "life");
                g.writeStringField("player", l.player());
                g.writeNumberField("delta", l.delta());
            } else if (o instanceof LogLine.Draw d) {
                g.writeStringField("type", "draw");
                g.writeStringField("player", d.player());
                if (d.cards() != null) {
                    ids(g, "cards", d.cards().stream().map(name).toList());
                } else {
                    g.writeNumberField("count", d.count());
                }
            } else if (o instanceof LogLine.Discard d) {
                g.writeStringField("type", "discard");
                g.writeStringField("player", d.player());
                g.writeStringField("card", name.apply(d.card()));
            } else if (o instanceof LogLine.Counters c) {
                g.writeStringField("type", "counters");
                g.writeStringField("object", name.apply(c.object()));
                g.writeStringField("kind", c.kind());
                g.writeNumberField("delta", c.delta());
            } else if (o instanceof LogLine.Tap t) {
                g.writeStringField("type", t.tapped() ? "tap" : "untap");
                g.writeStringField("object", name.apply(t.object()));
            } else if (o instanceof LogLine.Control c) {
                g.writeStringField("type", "control");
                g.writeStringField("object", name.apply(c.object()));
                g.writeStringField("player", c.player());
                if (c.untilEndOfTurn()) {
                    g.writeStringField("until", "end_of_turn");
                }
            } else if (o instanceof LogLine.Effect e) {
                g.writeStringField("type", "effect");
                g.writeStringField("object", name.apply(e.object()));
                if (e.pt() != null) {
                    g.writeArrayFieldStart(e.kind());
                    g.writeNumber(e.pt()[0]);
                    g.writeNumber(e.pt()[1]);
                    g.writeEndArray();
                } else if (e.abilities() != null) {
                    ids(g, e.kind(), e.abilities());
                } else {
                    g.writeBooleanField(e.kind(), true);
                }
                if (e.untilEndOfTurn()) {
                    g.writeStringField("until", "end_of_turn");
                }
            } else if (o instanceof LogLine.Phase p) {
                g.writeStringField("type", "phase");
                g.writeStringField("object", name.apply(p.object()));
                g.writeBooleanField("out", p.out());
            }
            if (o.by() != null) {
                g.writeStringField("by", name.apply(o.by()));
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    /** A {@code trigger} action line: a triggered ability put on the stack (mtglog §4), without targets. */
    public static String trigger(String source, String ability, String controller) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(w)) {
            g.writeStartObject();
            g.writeStringField("type", "trigger");
            g.writeStringField("source", source);
            if (ability != null) {
                g.writeStringField("ability", ability);
            }
            g.writeStringField("controller", controller);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    private static void ids(JsonGenerator g, String field, List<String> ids) throws IOException {
        g.writeArrayFieldStart(field);
        for (String id : ids) {
            g.writeString(id);
        }
        g.writeEndArray();
    }
}
