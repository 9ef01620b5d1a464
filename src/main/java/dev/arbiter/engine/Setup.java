package dev.arbiter.engine;

import dev.arbiter.cards.CardDef;
import dev.arbiter.cards.Catalogue;
import dev.arbiter.log.LogError;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.Quote;
import dev.arbiter.model.Encoding;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Zone;

import java.util.HashMap;
import java.util.Map;

/** {@code object} lines: introduces cards, tokens and inline definitions with their state (mtglog §4). */
final class Setup {
    private final Game game;
    private final Facts facts;
    private final Refs refs;
    private final Map<String, Integer> introducedAt = new HashMap<>();

    Setup(Game game, Facts facts, Refs refs) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
    }

    void introduce(LogLine.ObjectLine o) {
        if (refs.known(o.id())) {
            Integer at = introducedAt.get(o.id());
            throw o.src().error("id", "duplicate id \"" + o.id() + "\": "
                    + (at != null ? "line " + at + " introduced it already" : "it names a player"));
        }
        CardDef def = definition(o);
        String owner = o.owner() != null ? o.owner() : o.controller();
        String controller = o.controller() != null ? o.controller() : owner;
        refs.player(owner, o.src(), o.owner() != null ? "owner" : "controller");
        refs.player(controller, o.src(), o.controller() != null ? "controller" : "owner");
        GameObject host = o.attachedTo() == null ? null : refs.object(o.attachedTo(), o.src(), "attachedTo");
        if (host != null && host.getZone() != Zone.BATTLEFIELD) {
            throw o.src().error("attachedTo", host.getId() + " is in " + host.getZone().logName()
                    + ": only a permanent can have something attached");
        }
        GameObject creature = o.encodedOn() == null ? null : refs.object(o.encodedOn(), o.src(), "encodedOn");
        if (creature != null && !(creature.getZone() == Zone.BATTLEFIELD && creature.isCreature())) {
            throw o.src().error("encodedOn", "a card can be encoded only on a creature on the battlefield (CR 702.99a); "
                    + creature.getId() + " is " + (creature.getZone() == Zone.BATTLEFIELD ? "not a creature"
                    : "in " + creature.getZone().logName()));
        }
        GameObject g = game.board().introduce(o.id(), def, o.token() != null || def.token(), null, false, owner,
                controller, o.zone(), made -> {
                    made.setTapped(o.tapped());
                    made.setDamage(o.damage());
                    made.setPhasedOutUnder(o.phasedOut() ? controller : null);
                    // an Aura phased out on a host phased out too is taken to have phased out with it (702.26g), and
                    // phases in with it; on a host phased in, it phased out on its own
                    made.setPhasedOutIndirectly(o.phasedOut() && host != null && host.isPhasedOut());
                    // the log gives no history: its controller has had it since before this turn began (mtglog §3,
                    // CR 302.6)
                    made.controlledSince(controller, game.state().getTurn() - 1);
                    o.counters().forEach(made::addCounters);
                });
        introducedAt.put(o.id(), o.line());
        if (host != null) {
            game.board().attach(g, host);
        }
        if (creature != null) {
            facts.insert(new Encoding(g, creature));
        }
        if (o.zone() == Zone.STACK) {
            StackItem spell = new StackItem(game.clock().nextSeq(), StackItem.Kind.SPELL, g, null, def.name(),
                    controller, o.line());
            spell.setRepresentedByCard(g.isCard());  // a card the log puts on the stack is a spell of that card (cipher)
            game.stackZone().push(spell);
        }
    }

    private CardDef definition(LogLine.ObjectLine o) {
        if (o.card() != null) {
            CardDef d = game.catalogue().card(o.card());
            if (d == null) {
                throw o.src().error("card", "unknown card " + Quote.of(o.card())
                        + ": not in the catalogue (arbiter cards lists it); describe it with \"def\" instead");
            }
            return d;
        }
        if (o.token() != null) {
            CardDef d = game.catalogue().token(o.token());
            if (d == null) {
                throw o.src().error("token", "unknown token \"" + o.token() + "\" (arbiter cards lists the tokens)");
            }
            return d;
        }
        return inline(o.def(), o.src());
    }

    /**
     * An inline definition ({@code def}). {@code "hidden": true} (an mtglog/1 extension) makes a hidden card: one the
     * log can't name yet, with no characteristics, that a later {@code reveal} line gives its identity.
     */
    static CardDef inline(dev.arbiter.log.Json.Obj def, dev.arbiter.log.Src src) {
        if (def.get("hidden") instanceof dev.arbiter.log.Json.Bool b && b.value()) {
            if (!def.fields().keySet().stream().allMatch(k -> k.equals("name") || k.equals("hidden"))) {
                throw src.error("def", "a hidden card has a name and nothing else: its characteristics come with its"
                        + " reveal line");
            }
            return UnknownCard.DEF;
        }
        try {
            return Catalogue.inline(def, false);
        } catch (Catalogue.BadDefinition e) {
            throw new LogError(src.line(), e.column(), "bad inline definition: " + e.getMessage()
                    + " (docs/mtglog.md, \"Inline definitions\")");
        }
    }
}
