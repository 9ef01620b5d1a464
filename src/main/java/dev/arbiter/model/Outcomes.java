package dev.arbiter.model;

import dev.arbiter.log.LogLine;
import dev.arbiter.log.Quote;

/** Outcome lines in plain words, for messages; a name from the log is quoted when it is not plain. */
public final class Outcomes {
    private Outcomes() {
    }

    public static String describe(LogLine.Outcome o) {
        if (o instanceof LogLine.Move m) {
            return m.object() + " moves to " + m.to().logName() + (m.cause() != null ? " (" + m.cause().logName() + ")" : "");
        } else if (o instanceof LogLine.CreateToken t) {
            return "a " + Quote.word(t.token()) + " token " + t.id() + " is created under " + t.controller()
                    + "'s control"
                    + (t.attachedTo() != null ? " attached to " + t.attachedTo() : "");
        } else if (o instanceof LogLine.Attach a) {
            return a.object() + " becomes attached to " + a.to();
        } else if (o instanceof LogLine.Encode e) {
            return e.card() + " is encoded on " + e.on();
        } else if (o instanceof LogLine.Copy c) {
            return "a copy " + c.id() + " of " + c.of() + " is created in " + c.zone().logName() + " under "
                    + c.controller() + "'s control";
        } else if (o instanceof LogLine.Cease c) {
            return c.object() + " ceases to exist";
        } else if (o instanceof LogLine.Life l) {
            return l.player() + (l.delta() < 0 ? " loses " + -(long) l.delta() : " gains " + l.delta()) + " life";
        } else if (o instanceof LogLine.Draw d) {
            return d.player() + " draws " + d.number() + (d.number() == 1 ? " card" : " cards");
        } else if (o instanceof LogLine.Discard d) {
            return d.player() + " discards " + d.card();
        } else if (o instanceof LogLine.Counters c) {
            return c.delta() >= 0 ? c.delta() + " " + Quote.word(c.kind()) + " counter(s) are put on " + c.object()
                    : -c.delta() + " " + Quote.word(c.kind()) + " counter(s) are removed from " + c.object();
        } else if (o instanceof LogLine.Tap t) {
            return t.object() + (t.tapped() ? " becomes tapped" : " becomes untapped");
        } else if (o instanceof LogLine.Control c) {
            return c.player() + " gains control of " + c.object() + (c.untilEndOfTurn() ? " until end of turn" : "");
        } else if (o instanceof LogLine.Effect e) {
            return e.object() + " gets an effect: " + e.kind();
        } else if (o instanceof LogLine.Phase p) {
            return p.object() + (p.out() ? " phases out" : " phases in");
        } else if (o instanceof LogLine.Reveal r) {
            return r.object() + " is revealed as " + (r.card() != null ? Quote.word(r.card()) : "its definition");
        }
        return o.toString();
    }

    /** A {@code life} line's change of life total; 0 for any other line. */
    public static int lifeDelta(LogLine.Outcome o) {
        return o instanceof LogLine.Life l ? l.delta() : 0;
    }

    /** The object or player an outcome line is about. */
    public static String subject(LogLine.Outcome o) {
        if (o instanceof LogLine.Move m) {
            return m.object();
        } else if (o instanceof LogLine.CreateToken t) {
            return t.id();
        } else if (o instanceof LogLine.Attach a) {
            return a.object();
        } else if (o instanceof LogLine.Encode e) {
            return e.card();
        } else if (o instanceof LogLine.Copy c) {
            return c.id();
        } else if (o instanceof LogLine.Cease c) {
            return c.object();
        } else if (o instanceof LogLine.Life l) {
            return l.player();
        } else if (o instanceof LogLine.Draw d) {
            return d.player();
        } else if (o instanceof LogLine.Discard d) {
            return d.card();
        } else if (o instanceof LogLine.Counters c) {
            return c.object();
        } else if (o instanceof LogLine.Tap t) {
            return t.object();
        } else if (o instanceof LogLine.Control c) {
            return c.object();
        } else if (o instanceof LogLine.Effect e) {
            return e.object();
        } else if (o instanceof LogLine.Phase p) {
            return p.object();
        } else if (o instanceof LogLine.Reveal r) {
            return r.object();
        }
        throw new IllegalArgumentException(o.toString());
    }
}
