package dev.arbiter.report;

import dev.arbiter.ObjectState;
import dev.arbiter.PlayerState;
import dev.arbiter.Replay;

import java.util.ArrayList;
import java.util.List;

/**
 * The state of a game between two steps, as explain shows it: the turn, the permanents (power and toughness,
 * attachments, counters, damage), the cards encoded in exile, the players, the stack.
 */
public record Snapshot(String turn, List<ObjectState> battlefield, List<ObjectState> encodedInExile,
                       List<PlayerState> players, List<String> stack) {

    /** Reads the state of a replay now. */
    public static Snapshot of(Replay replay) {
        List<ObjectState> permanents = replay.objects(replay.zone("battlefield"));
        List<ObjectState> encoded = new ArrayList<>();
        for (ObjectState o : replay.objects(replay.zone("exile"))) {
            if (o.encodedOn() != null) {
                encoded.add(o);
            }
        }
        List<PlayerState> players = new ArrayList<>();
        for (String p : replay.players()) {
            PlayerState s = replay.player(p);
            if (s != null) {
                players.add(s);
            }
        }
        return new Snapshot(replay.turn(), permanents, encoded, players, replay.stack());
    }

    /** A permanent in one line: "c1 Cursed Courtier (P1) 1/1 tapped, enchanted by c1/1". */
    static String describe(ObjectState o) {
        StringBuilder b = new StringBuilder(o.id()).append(' ').append(o.name()).append(" (").append(o.controller());
        if (!o.owner().equals(o.controller())) {
            b.append(", owned by ").append(o.owner());
        }
        b.append(')');
        if (o.power() != null) {
            b.append(' ').append(o.power()).append('/').append(o.toughness());
        }
        List<String> notes = new ArrayList<>();
        if (o.tapped()) {
            notes.add("tapped");
        }
        if (o.phasedOut()) {
            notes.add("phased out");
        }
        if (o.damage() > 0) {
            notes.add(o.damage() + " damage");
        }
        o.counters().forEach((k, v) -> notes.add(v + " " + k + " counter" + (v == 1 ? "" : "s")));
        if (o.attachedTo() != null) {
            notes.add("attached to " + o.attachedTo());
        }
        if (!o.attached().isEmpty()) {
            notes.add("enchanted/equipped by " + String.join(", ", o.attached()));
        }
        if (!o.encoded().isEmpty()) {
            notes.add("encoded: " + String.join(", ", o.encoded()));
        }
        List<String> keywords = o.abilities().stream().filter(a -> !a.contains(":")).toList();
        if (!keywords.isEmpty()) {
            notes.add(String.join(", ", keywords));
        }
        if (!notes.isEmpty()) {
            b.append("; ").append(String.join("; ", notes));
        }
        return b.toString();
    }

    /** A player in one line: "P1: life 20, hand 3, library 0, graveyard 1, exile 0". */
    static String describe(PlayerState p) {
        return p.id() + ": life " + p.life() + ", hand " + p.hand() + ", library " + p.library() + ", graveyard "
                + p.graveyard() + ", exile " + p.exile();
    }
}
