package dev.arbiter.arena;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Damage and life in one game state. Arena sums simultaneous combat damage to a player into one life change;
 * arbiter derives one life loss per damage source, so the life lines are written per source after each damage line,
 * and a {@code ModifiedLife} gives a line only for what the damage does not explain.
 */
final class DamageEvents {
    private final GameImport g;
    private final List<Ann> events;
    private final Consumer<Ann> moveFirst;
    private boolean combatDamageWritten;

    DamageEvents(GameImport g, List<Ann> events, Consumer<Ann> moveFirst) {
        this.g = g;
        this.events = events;
        this.moveFirst = moveFirst;
    }

    void damage(Ann a) {
        int type = a.integer("type", 2);
        if (type == 1) {
            if (!combatDamageWritten) {
                combatDamageWritten = true;
                combatDamage();
            }
            return;
        }
        int source = g.sourceOf(a.affector());
        if (g.catalogue(source)) {
            return; // arbiter derives a catalogue spell's damage
        }
        ObjectNode l = g.line("damage");
        deal(l.putArray("deals"), source, a);
        g.emit(l);
        lifeFromDamage(source, a);
    }

    private void combatDamage() {
        ObjectNode l = g.line("damage");
        ArrayNode deals = l.putArray("deals");
        ObjectNode outside = g.line("damage");
        ArrayNode outsideDeals = outside.putArray("deals");
        for (Ann d : events) {
            if (d.is("DamageDealt") && d.integer("type", 2) == 1) {
                int source = g.sourceOf(d.affector());
                if (g.inCombat(source)) {
                    deal(deals, source, d);
                } else {
                    // put onto the battlefield attacking (or blocking): mtglog/1 has no such declaration
                    g.note("508.4", "combat damage by a creature put onto the battlefield attacking, written as"
                            + " non-combat");
                    deal(outsideDeals, source, d);
                }
            }
        }
        l.put("combat", true);
        if (!deals.isEmpty()) {
            g.emit(l);
            lives(true);
            // the state-based actions after combatants' damage belong to that step, before the damage below
            Set<String> hitByOthers = new java.util.HashSet<>();
            outsideDeals.forEach(d -> hitByOthers.add(d.path("to").asText()));
            for (Ann e : events) {
                if (e.is("ZoneTransfer") && String.valueOf(e.string("category")).startsWith("SBA_")
                        && !hitByOthers.contains(g.id(e.first()))) {
                    moveFirst.accept(e);
                }
            }
        }
        if (!outsideDeals.isEmpty()) {
            g.emit(outside);
            lives(false);
        }
    }

    private void lives(boolean combatants) {
        for (Ann d : events) {
            if (d.is("DamageDealt") && d.integer("type", 2) == 1
                    && g.inCombat(g.sourceOf(d.affector())) == combatants) {
                lifeFromDamage(g.sourceOf(d.affector()), d);
            }
        }
    }

    private void deal(ArrayNode deals, int source, Ann a) {
        ObjectNode d = deals.addObject();
        d.put("source", g.id(source));
        d.put("to", g.ref(a.first()));
        d.put("amount", a.integer("damage", 0));
    }

    /** The life a player loses from damage, and lifelink's gain: arbiter derives one life change per source. */
    private void lifeFromDamage(int source, Ann a) {
        int amount = a.integer("damage", 0);
        int to = a.first();
        if (g.seat(to) && amount > 0) {
            ObjectNode l = g.line("life");
            l.put("player", GameImport.player(to));
            l.put("delta", -amount);
            g.emit(l);
            g.explainLife(to, -amount);
        }
        JsonNode o = g.object(source);
        // a lifelink the object's definition shows, or one an effect line of the import gave it this turn, is
        // arbiter's to derive (702.15b); any other granted one comes as a life line by its source
        boolean lifelink = hasAbility(g.view(source), 12) && !g.catalogue(source)
                || g.grantedThisTurn(source, "lifelink");
        if (o != null && amount > 0 && lifelink) {
            int controller = o.path("controllerSeatId").asInt();
            ObjectNode l = g.line("life");
            l.put("player", GameImport.player(controller));
            l.put("delta", amount);
            g.emit(l);
            g.explainLife(controller, amount);
        }
    }

    private static boolean hasAbility(JsonNode o, int grpId) {
        for (JsonNode u : o.path("uniqueAbilities")) {
            if (u.path("grpId").asInt() == grpId) {
                return true;
            }
        }
        return false;
    }

    void life(Ann a) {
        int seat = a.first();
        int delta = a.integer("life", 0);
        int rest = delta - g.explainedLife(seat);
        g.explainLife(seat, rest);
        if (rest == 0) {
            return;
        }
        ObjectNode l = g.line("life");
        l.put("player", GameImport.player(seat));
        l.put("delta", rest);
        l.put("by", g.by(a.affector()));
        g.emit(l);
    }
}
