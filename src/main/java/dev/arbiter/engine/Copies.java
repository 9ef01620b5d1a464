package dev.arbiter.engine;

import dev.arbiter.cards.CardDef;
import dev.arbiter.log.Json;
import dev.arbiter.log.LogError;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.Src;
import dev.arbiter.model.CardCopy;
import dev.arbiter.model.GameEvent;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.LateCast;
import dev.arbiter.model.Resolution;
import dev.arbiter.model.Sacrificed;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Target;
import dev.arbiter.model.Zone;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Copies and casting during a resolution (the global {@code copies} in DRL): a copy of a card made in the card's
 * zone and cast from there (CR 707.12, cipher), a copy of a spell put on the stack without being cast (707.10,
 * Twincast), and "you may cast" a card or copy now, as the resolving object instructs (608.2g, Arcane Heist). What
 * such a cast may and may not do (X, costs, targets) is judged by the rules of the "cast" group, as for any cast.
 */
public final class Copies {
    /** The decision a resolving object's "you may cast" takes (mtglog §6). */
    public static final String CAST = "cast";

    private final Game game;
    private final Facts facts;
    private final Refs refs;
    private final Casting casting;
    /**
     * Every copy of a card this game made, by id, as much of it as a late cast needs: a ceased copy is remembered
     * (a cast line may name it later), the object itself is let go.
     */
    private final Map<String, Made> cardCopies = new HashMap<>();
    /** The facts the audit rules read about each copy of a card (declined, reported), by id. */
    private final Map<String, CardCopy> copyFacts = new HashMap<>();

    Copies(Game game, Facts facts, Refs refs, Casting casting) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
        this.casting = casting;
    }

    /**
     * Creates a copy of a card in the zone the card is in — exile for an encoded card — owned and controlled by the
     * player the effect tells to make it (707.12, 112.2a). Its id is {@code <card>/<n>} (mtglog §1). An effect that
     * refers to a card that has left that zone still copies it as it last existed there (608.2h).
     */
    public GameObject copyCard(GameObject card, Zone zone, String owner) {
        String id = game.clock().childId(card.getId());
        GameObject copy = game.board().introduce(id, card.getDef(), false, card.getId(), false, owner, owner, zone);
        cardCopies.put(id, new Made(card.getDef(), card.getId(), owner));
        CardCopy fact = new CardCopy(id, card.getId());
        copyFacts.put(id, fact);
        facts.insert(fact);
        game.ledger().did(new LogLine.Copy(null, id, card.getId(), zone, owner, game.ledger().by()));
        game.note(id + " is a copy of " + card.describe() + " in " + zone.logName() + ", owned by " + owner
                + " (707.12, 112.2a)");
        return copy;
    }

    /** Whether an id names a copy of a card this game made (it may have ceased to exist since, 704.5e). */
    public boolean isCardCopy(String id) {
        return cardCopies.containsKey(id);
    }

    /**
     * A cast line names a copy of a card that has ceased to exist: it was not cast during the resolution that made
     * it, so it ceased at the next state-based-action check and can't be cast later (704.5e, AH-7): a {@link LateCast}
     * event for the rules of rules/audit/cipher.drl, which report it once. The copy is then played as the log shows
     * it, from exile, so the rest of the log can still be checked.
     */
    GameObject castLater(String id, String player) {
        Made was = cardCopies.get(id);
        game.changes().happened(new LateCast(id, player));
        return game.board().introduce(id, was.def(), false, was.copyOf(), false, was.owner(), was.owner(), Zone.EXILE);
    }

    /** A copy of a card as it was made: what it copies, and whose it is. */
    private record Made(CardDef def, String copyOf, String owner) {
    }

    /**
     * A copy of a spell on the stack under {@code controller}'s control (707.10): it copies the spell's choices —
     * X, kicker, costs paid, targets — and is not cast, so it is not "represented by a card" and nothing that
     * triggers on casting sees it. With {@code newTargets} (the "targets" decision) the copy takes those instead
     * (707.10c), judged as targets chosen now.
     */
    public StackItem copySpell(StackItem original, String controller, List<List<String>> newTargets) {
        GameObject spell = original.getSpell();
        String id = game.clock().childId(spell.getId());
        GameObject copy = game.board().introduce(id, spell.getDef(), false, spell.getId(), true, controller, controller,
                Zone.STACK);
        game.ledger().did(new LogLine.Copy(null, id, spell.getId(), Zone.STACK, controller, game.ledger().by()));
        StackItem item = new StackItem(game.clock().nextSeq(), StackItem.Kind.SPELL, copy, null, copy.getName(), controller,
                game.line());
        item.setX(original.getX());
        item.setKicked(original.isKicked());
        item.setAlternativeCost(original.getAlternativeCost());
        for (Sacrificed s : original.getSacrifices()) {
            Sacrificed paid = s.forCopy(item);
            item.getSacrifices().add(paid);
            facts.insert(paid);
        }
        item.setCast(false);
        game.stackZone().push(item);
        if (newTargets != null) {
            casting.addTargets(item, spell.getDef().targets(), newTargets, new Src(game.line(), null));
            game.triggers().announce(item);
        } else {
            item.setTargetInstances(original.getTargetInstances());
            item.setTargetGroups(original.getTargetGroups());
            List<Target> chosen = facts.all(Target.class);
            chosen.sort(java.util.Comparator.comparingInt(Target::getInstance).thenComparingInt(Target::getIndex));
            for (Target t : chosen) {  // in the order they were chosen: working memory's order is arbitrary
                if (t.getItem() == original) {
                    facts.insert(new Target(item, t.getInstance(), t.getIndex(), t.getSpec(), t.getId(),
                            t.getObject(), t.getPlayer()));
                    if (t.getObject() != null) {
                        // the copy is a new spell: what it targets becomes its target (ward sees it, 702.21a)
                        game.changes().event(GameEvent.becameTarget(t.getObject(), item));
                    }
                }
            }
        }
        return item;
    }

    /**
     * "You may cast [it]" during the resolution of {@code r} (608.2g): the {@code cast} decision is {@code false}
     * or the cast's own choices (targets, X, kicker, sacrifices, an alternative cost). The card or copy goes to the
     * stack now, above the resolving object, with no priority in between; type-based timing doesn't apply
     * (117.1, AH-12, AH-14). Returns the new spell, or null when the player declined.
     */
    public StackItem mayCast(Resolution r, GameObject card, boolean withoutPayingManaCost) {
        LogLine.Cast how = castDecision(r);
        if (how == null) {
            CardCopy copy = copyFacts.get(card.getId());
            if (copy != null) {
                copy.setDeclined(true);
                facts.update(copy);
            }
            game.note(r.getController() + " does not cast " + card.describe());
            return null;
        }
        if (how.from() != null && how.from() != card.getZone()) {
            throw how.src().error("from", "\"from\" says " + how.from().logName() + " but " + card.getId() + " is in "
                    + card.getZone().logName());
        }
        StackItem item = casting.castSpell(r.getController(), card, how, true, r.getItem(), withoutPayingManaCost);
        // in the log's game the player it gave the resolving ability (603.3a, reported) casts it and chose for it
        item.setLoggedController(r.getItem().getLoggedController());
        // or the player its copy line gives the copy to (112.2a, reported by the audit of this step)
        String copiedFor = card.getCopyOf() == null ? null : game.answers().recordedCopyController(card.getCopyOf());
        if (copiedFor != null && !copiedFor.equals(r.getController())) {
            item.setLoggedCopyController(copiedFor);
        }
        game.triggers().announce(item);
        return item;
    }

    /** The {@code cast} decision: null for {@code false}; {@code true} is a cast with no choices to make. */
    private LogLine.Cast castDecision(Resolution r) {
        Object v = r.getChoices().get(CAST);
        if (v == null) {
            throw new LogError(game.line(), 0, "missing choice \"cast\": " + r.getItem() + " needs this decision in"
                    + " \"choices\" (false, or the cast's targets and costs); the engine never decides for a player");
        }
        if (v instanceof Json.Bool b) {
            return b.value() ? LogLine.castChoice(new Json.Obj(b.column(), Map.of(), Map.of()), game.line()) : null;
        }
        if (v instanceof Json.Obj o) {
            return LogLine.castChoice(o, game.line());
        }
        throw new LogError(game.line(), ((Json.Value) v).column(), "choice \"cast\" must be false or an object with"
                + " the fields of a cast line (targets, x, kicked, sacrifice, alternativeCost, from)");
    }

    /** The "targets" decision of a copy that may choose new targets: null keeps the original's (707.10c). */
    public List<List<String>> newTargets(Resolution r, String name) {
        Object v = r.getChoices().get(name);
        if (v == null || v instanceof Json.Null) {
            return null;
        }
        if (!(v instanceof Json.Arr groups)) {
            throw new LogError(game.line(), ((Json.Value) v).column(), "choice \"" + name + "\" must be a list of"
                    + " target lists, one per instance of \"target\", or null to keep the targets");
        }
        List<List<String>> out = new ArrayList<>();
        for (Json.Value g : groups.items()) {
            if (!(g instanceof Json.Arr ids)) {
                throw new LogError(game.line(), g.column(), "choice \"" + name + "\": each group is a list of ids");
            }
            List<String> group = new ArrayList<>();
            for (Json.Value id : ids.items()) {
                if (!(id instanceof Json.Str s)) {
                    throw new LogError(game.line(), id.column(), "choice \"" + name + "\": ids are strings");
                }
                group.add(refs.resolve(s.value()));
            }
            out.add(group);
        }
        return out;
    }
}
