package dev.arbiter.engine;

import dev.arbiter.cards.CardDef;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.Quote;
import dev.arbiter.model.AttachRequest;
import dev.arbiter.model.Cause;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.EffectKind;
import dev.arbiter.model.Encoding;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.TokenRequest;
import dev.arbiter.model.Zone;

/**
 * Applies an outcome line caused from outside what the engine models ("suppose something exiles this card",
 * mtglog §3), after checking it is possible; the rules then derive its consequences like any other change.
 */
final class Externals {
    private final Game game;
    private final Facts facts;
    private final Refs refs;
    private final Copies copies;

    Externals(Game game, Facts facts, Refs refs, Copies copies) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
        this.copies = copies;
    }

    void apply(LogLine.Outcome o) {
        if (o instanceof LogLine.Move m) {
            GameObject obj = refs.object(m.object(), m.src(), "object");
            if (m.from() != null && m.from() != obj.getZone()) {
                throw m.src().error("from", obj.getId() + " is in " + obj.getZone().logName() + ", not "
                        + m.from().logName());
            }
            game.moveTo(obj, m.to(), m.cause() == null ? Cause.EFFECT : m.cause(),
                    m.to() == Zone.BATTLEFIELD ? obj.getOwner() : obj.getController(), false);
        } else if (o instanceof LogLine.CreateToken t) {
            CardDef def = game.catalogue().token(t.token());
            if (def == null) {
                throw t.src().error("token", "unknown token \"" + t.token() + "\"");
            }
            if (refs.known(t.id())) {
                throw t.src().error("id", "duplicate id \"" + t.id() + "\"");
            }
            refs.player(t.controller(), t.src(), "controller");
            GameObject host = t.attachedTo() == null ? null : refs.object(t.attachedTo(), t.src(), "attachedTo");
            TokenRequest r = new TokenRequest(def, t.controller(), host, def.subtypes().contains("Aura"), 1,
                    "external", "external", null);
            r.presetId(t.id());
            refs.named(t.id());
            game.requestTokens(r);
        } else if (o instanceof LogLine.Attach a) {
            GameObject aura = refs.object(a.object(), a.src(), "object");
            GameObject host = refs.object(a.to(), a.src(), "to");
            if (aura.getZone() != Zone.BATTLEFIELD || host.getZone() != Zone.BATTLEFIELD) {
                GameObject off = aura.getZone() != Zone.BATTLEFIELD ? aura : host;
                throw a.src().error(off == aura ? "object" : "to", off.getId() + " is in " + off.getZone().logName()
                        + ": only a permanent can be attached, and only to a permanent (CR 701.3)");
            }
            game.happened(new AttachRequest(aura, host));  // rules/events/attach.drl decides (701.3a, 701.3b)
        } else if (o instanceof LogLine.Encode e) {
            GameObject card = refs.object(e.card(), e.src(), "card");
            GameObject creature = refs.object(e.on(), e.src(), "on");
            if (card.getZone() != Zone.EXILE) {
                card = game.move(card, Zone.EXILE, Cause.EFFECT);
            }
            if (creature.getZone() != Zone.BATTLEFIELD || !creature.isCreature()) {
                throw e.src().error("on", creature.getId() + " is not a creature on the battlefield (CR 702.99a)");
            }
            // a card is encoded on one creature (702.99a): encoded again from outside, it is no longer on the other
            for (Encoding before : facts.all(Encoding.class)) {
                if (before.getCard() == card) {
                    facts.retract(before);
                }
            }
            facts.insert(new Encoding(card, creature));
        } else if (o instanceof LogLine.Cease c) {
            game.board().cease(refs.object(c.object(), c.src(), "object"));
        } else if (o instanceof LogLine.Life l) {
            game.gainLife(refs.player(l.player(), l.src(), "player").getId(), l.delta());
        } else if (o instanceof LogLine.Draw d) {
            String player = refs.player(d.player(), d.src(), "player").getId();
            if (d.cards() != null) {
                game.playerList().drawIdsFirst(player, d.cards()); // its own cards, before any the line left over
                game.draw(player, d.number());
            } else {
                // unknown cards: the ids the step's other draw lines name are for the rules' draws, not this one
                game.drawUnnamed(player, d.number());
            }
        } else if (o instanceof LogLine.Discard d) {
            GameObject card = refs.object(d.card(), d.src(), "card");
            if (card.getZone() != Zone.HAND) {
                throw d.src().error("card", card.getId() + " is not in a hand");
            }
            game.discard(card);
        } else if (o instanceof LogLine.Counters c) {
            game.board().addCounters(refs.object(c.object(), c.src(), "object"), c.kind(), c.delta());
        } else if (o instanceof LogLine.Tap t) {
            game.tap(refs.object(t.object(), t.src(), "object"), t.tapped());
        } else if (o instanceof LogLine.Control c) {
            GameObject obj = refs.object(c.object(), c.src(), "object");
            game.addEffect(ContinuousEffect.of(EffectKind.CONTROL, "line" + c.line() + ":control", game.clock().tick())
                    .on(obj).controller(refs.player(c.player(), c.src(), "player").getId())
                    .untilEndOfTurn(c.untilEndOfTurn()).build());
        } else if (o instanceof LogLine.Effect e) {
            GameObject obj = refs.object(e.object(), e.src(), "object");
            long ts = game.clock().tick();
            for (ContinuousEffect ce : Records.effects(e, obj, ts)) {
                game.addEffect(ce);
            }
        } else if (o instanceof LogLine.Phase p) {
            game.phase(refs.object(p.object(), p.src(), "object"), p.out());
        } else if (o instanceof LogLine.Reveal r) {
            reveal(r);
        } else if (o instanceof LogLine.Copy c) {
            copy(c);
        }
    }

    /**
     * A copy made by something outside the catalogue ("suppose something copies this spell"): of a spell on the
     * stack, a copy on the stack under the line's controller that keeps the spell's choices (707.10); of a card, a
     * copy in the card's zone (707.12), which outside the stack and the battlefield ceases to exist at the next check
     * (704.5e). The engine names it {@code <of>/<n>} (mtglog §1); the line's id is the log's name for it.
     */
    private void copy(LogLine.Copy c) {
        String id = refs.resolve(c.id());
        if (refs.known(c.id()) || game.seen(id)) {
            throw c.src().error("id", "duplicate id " + Quote.of(c.id()) + ": a copy is a new object (707.10)");
        }
        GameObject of = refs.object(c.of(), c.src(), "of");
        String controller = refs.player(c.controller(), c.src(), "controller").getId();
        GameObject made;
        if (c.zone() == Zone.STACK) {
            StackItem spell = game.stack().stream().filter(i -> i.getSpell() == of).findFirst()
                    .orElseThrow(() -> c.src().error("of", of.describe() + " is not a spell on the stack: only a"
                            + " spell is copied onto the stack (CR 707.10)"));
            made = copies.copySpell(spell, controller, null).getSpell();
        } else if (of.getZone() != c.zone()) {
            throw c.src().error("zone", of.describe() + " is in " + of.getZone().logName() + ": a copy of a card is"
                    + " made in the card's zone (CR 707.12)");
        } else {
            made = copies.copyCard(of, c.zone(), controller);
        }
        refs.alias(c.id(), made.getId());
    }

    /** A hidden card takes the identity the log gives it (an mtglog/1 extension); a known card keeps its own. */
    private void reveal(LogLine.Reveal r) {
        GameObject obj = refs.object(r.object(), r.src(), "object");
        if (obj.getDef() != UnknownCard.DEF) {
            throw r.src().error("object", obj.describe() + " is not a hidden card: only a card the log could not name"
                    + " (an anonymous draw, a \"hidden\" definition) takes its identity when revealed");
        }
        if (obj.getZone() == Zone.BATTLEFIELD) {
            throw r.src().error("object", obj.getId() + " is on the battlefield: a permanent's identity is public, so"
                    + " it is revealed before it gets there");
        }
        CardDef def;
        if (r.card() != null) {
            def = game.catalogue().card(r.card());
            if (def == null) {
                throw r.src().error("card", "unknown card " + Quote.of(r.card()) + ": not in the catalogue; give its"
                        + " \"def\" instead");
            }
        } else {
            def = Setup.inline(r.def(), r.src());
            if (def.token() || def == UnknownCard.DEF) {
                throw r.src().error("def", "a revealed card is a card with its characteristics, not a token or"
                        + " another hidden card");
            }
        }
        game.board().reveal(obj, def);
    }
}
