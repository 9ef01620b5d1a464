package dev.arbiter.engine;

import dev.arbiter.log.Json;
import dev.arbiter.log.LogError;
import dev.arbiter.model.Cause;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.EffectKind;
import dev.arbiter.model.GameEvent;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.Resolution;
import dev.arbiter.model.Target;
import dev.arbiter.model.TargetIllegal;
import dev.arbiter.model.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * What the rules of the "resolve" group use to follow a resolving object's instructions (the global
 * {@code resolving} in DRL): its targets as they are now (608.2b), the decisions its log line holds (608.2d,
 * mtglog §6), and its final move (608.2n).
 */
public final class Resolver {
    private final Game game;
    private final Facts facts;
    private final Refs refs;

    Resolver(Game game, Facts facts, Refs refs) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
    }

    /** The object a target instance names, if chosen and still legal (608.2b: illegal targets are unaffected). */
    public GameObject target(Resolution r, int instance) {
        Target t = legalTarget(r, instance);
        return t == null ? null : t.getObject();
    }

    /** The player a target instance names, if chosen and still legal. */
    public String targetPlayer(Resolution r, int instance) {
        Target t = legalTarget(r, instance);
        return t == null || t.getPlayer() == null ? null : t.getPlayer().getId();
    }

    /**
     * The instance's target; when a log named more than the text allows (already a 601.2c finding), the first it
     * named — working memory's own order is arbitrary and must not pick.
     */
    private Target legalTarget(Resolution r, int instance) {
        Target first = null;
        for (Target t : facts.all(Target.class)) {
            if (t.getItem() == r.getItem() && t.getInstance() == instance
                    && (first == null || t.getIndex() < first.getIndex())) {
                first = t;
            }
        }
        return first != null && isLegal(first) ? first : null;
    }

    boolean isLegal(Target t) {
        for (TargetIllegal i : facts.all(TargetIllegal.class)) {
            if (i.getTarget() == t) {
                return false;
            }
        }
        return true;
    }

    /** Damage from the resolving spell to one of its targets (a creature or a player), if still legal. */
    public void dealDamage(Resolution r, int instance, int amount) {
        GameObject source = r.getSource();
        GameObject o = target(r, instance);
        String p = targetPlayer(r, instance);
        if (o != null && o.getZone() == Zone.BATTLEFIELD) {
            game.changes().event(GameEvent.damage(source, o, null, amount, false));
        } else if (p != null) {
            game.changes().event(GameEvent.damage(source, null, p, amount, false));
        }
    }

    /** A continuous effect the resolving object creates on one object, timestamped now (CR 613.7b). */
    public ContinuousEffect.Builder effect(EffectKind kind, GameObject on) {
        long ts = game.clock().tick();
        String src = game.resolution() == null ? "effect" : game.resolution().getSource().getId();
        return ContinuousEffect.of(kind, src + "@" + ts + ":" + kind, ts).on(on)
                .source(game.resolution() == null ? null : game.resolution().getSource(), null);
    }

    /** "You may discard a card": the decision names the card or null; with an empty hand there is no decision. */
    public GameObject mayDiscard(String player, String choice) {
        if (!hasChoice(choice) && game.in(Zone.HAND, player).isEmpty()) {
            return null;
        }
        GameObject card = chosenObject(choice);
        if (card == null) {
            return null;
        }
        if (card.getZone() != Zone.HAND || !card.getOwner().equals(player)) {
            game.finding("701.8a", List.of(), player + " can't discard " + card.getId() + ": it is not in " + player
                    + "'s hand", "a card from " + player + "'s hand", card.getId() + " in "
                    + card.getZone().logName(), List.of(card.getId()));
            return null;
        }
        return game.discard(card);
    }

    /**
     * "[Player] discards a card": that player names it in the decision (they choose, 701.8a); with an empty hand
     * there is no decision. A card not in their hand is a finding, and nothing is discarded.
     */
    public GameObject mustDiscard(String player, String choice) {
        if (game.in(Zone.HAND, player).isEmpty() && !hasChoice(choice)) {
            return null;
        }
        GameObject card = chosenObject(choice);
        if (card == null) {
            throw new LogError(game.line(), 0, "choice \"" + choice + "\" is null, but " + player + " must discard a"
                    + " card: name one in " + player + "'s hand");
        }
        return mayDiscard(player, choice);
    }

    /**
     * "[Player] sacrifices a permanent": that player names one they control in the decision (701.17a); with none
     * there is no decision. One they don't control is a finding, and nothing is sacrificed.
     */
    public GameObject mustSacrifice(String player, String choice) {
        if (game.in(Zone.BATTLEFIELD, player).isEmpty() && !hasChoice(choice)) {
            return null;
        }
        GameObject o = chosenObject(choice);
        if (o == null) {
            throw new LogError(game.line(), 0, "choice \"" + choice + "\" is null, but " + player + " must sacrifice a"
                    + " permanent: name one " + player + " controls");
        }
        if (o.getZone() != Zone.BATTLEFIELD || !player.equals(o.getController())) {
            game.finding("701.17a", List.of(), player + " can't sacrifice " + o.getId() + ": it is not a permanent "
                    + player + " controls", "a permanent " + player + " controls", o.getId() + " in "
                    + o.getZone().logName() + (o.getZone() == Zone.BATTLEFIELD ? " controlled by " + o.getController()
                    : ""), List.of(o.getId()));
            return null;
        }
        return game.moveTo(o, Zone.GRAVEYARD, Cause.EFFECT, o.getOwner(), false);
    }

    /**
     * "Target player discards N cards" (CR 701.8a): the discarding player chooses which (701.8b); the log gives them
     * in the decision {@code choice} as a list of ids. With an empty hand there is nothing to choose. A card that
     * is not in that player's hand, or the wrong number of cards, is a finding; the valid choices are discarded.
     */
    public void discardChosen(String player, int count, String choice) {
        List<GameObject> hand = game.in(Zone.HAND, player);
        if (hand.isEmpty() && !hasChoice(choice)) {
            return;
        }
        List<GameObject> chosen = chosenObjects(choice);
        int expected = Math.min(count, hand.size());
        List<GameObject> valid = new ArrayList<>();
        for (GameObject c : chosen) {
            if (c.getZone() != Zone.HAND || !c.getOwner().equals(player) || valid.contains(c)) {
                game.finding("701.8a", List.of(), player + " can't discard " + c.getId() + ": it is not (or no longer)"
                        + " a card in " + player + "'s hand", "a card from " + player + "'s hand",
                        c.getId() + " in " + c.getZone().logName(), List.of(c.getId()));
            } else {
                valid.add(c);
            }
        }
        if (valid.size() != expected) {
            game.finding("608.2c", List.of("701.8a"), player + " must discard " + expected + " card(s) here ("
                    + hand.size() + " in hand), and the log discards " + valid.size() + " from that hand",
                    expected + " card(s)", valid.size() + " card(s)", List.of(player));
        }
        for (GameObject c : valid) {
            game.discard(c);
        }
    }

    /**
     * Two creatures fight (CR 701.12a): each deals damage equal to its power to the other, at once. If either is no
     * longer a creature on the battlefield, neither deals damage (701.12b); a target that became illegal has
     * already been dropped by {@link #target} (also 701.12b).
     */
    public void fight(GameObject a, GameObject b) {
        if (a == null || b == null) {
            game.note("no fight: one of the two creatures was not chosen or is no longer a legal target");
            return;
        }
        if (!fighting(a) || !fighting(b)) {
            game.note("no fight: a creature instructed to fight is no longer a creature on the battlefield (701.12b)");
            return;
        }
        GameObject x = a;
        GameObject y = b;
        int px = x.getPower();
        int py = y.getPower();
        if (px > 0) {
            game.changes().event(GameEvent.damage(x, y, null, px, false));
        }
        if (py > 0) {
            game.changes().event(GameEvent.damage(y, x, null, py, false));
        }
    }

    private boolean fighting(GameObject c) {
        return game.isCurrent(c) && c.getZone() == Zone.BATTLEFIELD && !c.isPhasedOut() && c.isCreature();
    }

    /** 608.2b: the spell or ability doesn't resolve; a spell goes to its owner's graveyard. */
    public void fizzle(Resolution r) {
        r.setFizzled(true);
        r.getItem().setStatus(dev.arbiter.model.StackItem.Status.FIZZLED);
        facts.delete(r);
        game.note(r.getItem() + " doesn't resolve: every target is illegal (608.2b)");
        if (r.hasSpell() && r.getSpell().getZone() == Zone.STACK) {
            finishSpell(r, Zone.GRAVEYARD);
        }
    }

    /** The resolving spell's last move (608.2n, 608.3); a copy ceases to exist instead (707.10a, 704.5e). Once only. */
    public void finishSpell(Resolution r, Zone to) {
        GameObject s = r.getSpell();
        if (r.isFinished() || !game.isCurrent(s)) {
            return; // it left the stack already: exiled encoded (702.99a), say
        }
        r.setFinished(true);
        if (s.isCopy()) {
            game.board().cease(s); // a copy of a spell (707.10a) or a cast copy of a card (707.12, 704.5e)
            return;
        }
        Zone dest = to == Zone.GRAVEYARD && r.getItem().get("exileInsteadOfGraveyard") != null ? Zone.EXILE : to;
        game.moveTo(s, dest, Cause.RESOLVE, r.getController(), false);
    }

    /** Whether the resolving object's log line holds this decision. */
    public boolean hasChoice(String name) {
        return game.resolution() != null && game.resolution().hasChoice(name);
    }

    /**
     * The object a decision names, or null when the player chose none ({@code null}). A decision the log does not
     * hold is a log error: the engine never decides for a player (mtglog §6).
     */
    public GameObject chosenObject(String name) {
        Object v = required(name);
        if (v instanceof Json.Null) {
            return null;
        }
        if (v instanceof Json.Str str) {
            GameObject o = game.object(refs.resolve(str.value()));
            if (o == null) {
                throw new LogError(game.line(), ((Json.Value) v).column(),
                        "choice \"" + name + "\" names unknown object \"" + str.value() + "\"");
            }
            return o;
        }
        throw new LogError(game.line(), ((Json.Value) v).column(),
                "choice \"" + name + "\" must be an object id or null");
    }

    /** The objects a list-valued decision names. */
    public List<GameObject> chosenObjects(String name) {
        Object v = required(name);
        if (!(v instanceof Json.Arr arr)) {
            throw new LogError(game.line(), ((Json.Value) v).column(),
                    "choice \"" + name + "\" must be a list of ids");
        }
        List<GameObject> out = new ArrayList<>();
        for (Json.Value item : arr.items()) {
            GameObject o = item instanceof Json.Str str ? game.object(refs.resolve(str.value())) : null;
            if (o == null) {
                throw new LogError(game.line(), item.column(), "choice \"" + name + "\" names an unknown object");
            }
            out.add(o);
        }
        return out;
    }

    /** A yes-or-no decision ("pay": true for ward's "unless that player pays"). */
    public boolean chosenFlag(String name) {
        Object v = required(name);
        if (v instanceof Json.Bool b) {
            return b.value();
        }
        throw new LogError(game.line(), ((Json.Value) v).column(), "choice \"" + name + "\" must be true or false");
    }

    /** A decision given as a word (a Role name, "tap"). */
    public String chosenWord(String name) {
        Object v = required(name);
        if (v instanceof Json.Null) {
            return null;
        }
        if (v instanceof Json.Str str) {
            return str.value();
        }
        throw new LogError(game.line(), ((Json.Value) v).column(), "choice \"" + name + "\" must be a string");
    }

    /** A decision the log made that the card does not allow (a mode it doesn't have): the log can't be played. */
    public void refuseChoice(String name, String why) {
        Object v = required(name);
        throw new LogError(game.line(), ((Json.Value) v).column(), "choice \"" + name + "\": " + why);
    }

    private Object required(String name) {
        if (!hasChoice(name)) {
            throw new LogError(game.line(), 0, "missing choice \"" + name + "\": " + (game.resolution() == null ? "nothing"
                    : game.resolution().getItem()) + " needs this decision in \"choices\" (the engine never decides for a"
                    + " player)");
        }
        return game.resolution().getChoices().get(name);
    }
}
