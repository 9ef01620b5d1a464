package dev.arbiter.engine;

import dev.arbiter.log.Json;
import dev.arbiter.log.LogError;
import dev.arbiter.log.Quote;
import dev.arbiter.model.Cause;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.Discard;
import dev.arbiter.model.DiscardCount;
import dev.arbiter.model.EffectKind;
import dev.arbiter.model.EffectiveTarget;
import dev.arbiter.model.Fight;
import dev.arbiter.model.GameEvent;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.Resolution;
import dev.arbiter.model.SacrificeChoice;
import dev.arbiter.model.Target;
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
        Target t = effectiveTarget(r, instance);
        return t == null ? null : t.getObject();
    }

    /** The player a target instance names, if chosen and still legal. */
    public String targetPlayer(Resolution r, int instance) {
        Target t = effectiveTarget(r, instance);
        return t == null || t.getPlayer() == null ? null : t.getPlayer().getId();
    }

    /** The instance's target the rules say it affects (rules/casting/targets.drl), or null. */
    private Target effectiveTarget(Resolution r, int instance) {
        for (EffectiveTarget e : facts.all(EffectiveTarget.class)) {
            if (e.getTarget().getItem() == r.getItem() && e.getTarget().getInstance() == instance) {
                return e.getTarget();
            }
        }
        return null;
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

    /**
     * "You may discard a card": the decision names the card or null; with an empty hand there is no decision. The
     * card chosen is a {@link Discard} the rules judge and carry out (rules/resolution/keyword_actions.drl).
     */
    public void mayDiscard(String player, String choice) {
        if (!hasChoice(choice) && game.in(Zone.HAND, player).isEmpty()) {
            return;
        }
        // a recorded log records every consequence: a discard line of the step is the choice, none is "no" (§3, §6)
        GameObject card = !hasChoice(choice) && game.state().isRecorded() ? recordedDiscard(player)
                : chosenObject(choice);
        if (card != null) {
            game.happened(new Discard(game.resolution(), player, card, 0, null));
        }
    }

    /**
     * "[Player] discards a card": that player names it in the decision (they choose, 701.8a); with an empty hand
     * there is no decision. The card chosen is a {@link Discard} the rules judge and carry out.
     */
    public void mustDiscard(String player, String choice) {
        if (game.in(Zone.HAND, player).isEmpty() && !hasChoice(choice)) {
            return;
        }
        GameObject recorded = !hasChoice(choice) && game.state().isRecorded() ? recordedDiscard(player) : null;
        GameObject card = recorded != null ? recorded : chosenObject(choice);
        if (card == null) {
            throw new LogError(game.line(), 0, "choice \"" + choice + "\" is null, but " + player + " must discard a"
                    + " card: name one in " + player + "'s hand");
        }
        game.happened(new Discard(game.resolution(), player, card, 0, null));
    }

    /** The card a recorded log's own line of this step discards for the player, or null. */
    private GameObject recordedDiscard(String player) {
        String id = game.answers().loggedDiscard(player);
        return id == null ? null : game.object(id);
    }

    /**
     * "[Player] sacrifices a permanent": that player names one they control in the decision (701.17a); with none
     * there is no decision. The permanent chosen is a {@link SacrificeChoice} the rules judge and carry out.
     */
    public void mustSacrifice(String player, String choice) {
        if (game.in(Zone.BATTLEFIELD, player).isEmpty() && !hasChoice(choice)) {
            return;
        }
        GameObject o = chosenObject(choice);
        if (o == null) {
            throw new LogError(game.line(), 0, "choice \"" + choice + "\" is null, but " + player + " must sacrifice a"
                    + " permanent: name one " + player + " controls");
        }
        game.happened(new SacrificeChoice(player, o));
    }

    /**
     * "Target player discards N cards" (CR 701.8a): the discarding player chooses which (701.8b); the log gives them
     * in the decision {@code choice} as a list of ids. With an empty hand there is nothing to choose. The instruction
     * is a {@link DiscardCount} and each card a {@link Discard}, which the rules judge and carry out.
     */
    public void discardChosen(String player, int count, String choice) {
        List<GameObject> hand = game.in(Zone.HAND, player);
        if (hand.isEmpty() && !hasChoice(choice)) {
            return;
        }
        List<GameObject> chosen = chosenObjects(choice);
        DiscardCount n = new DiscardCount(player, Math.min(count, hand.size()), hand.size());
        game.happened(n);
        for (int i = 0; i < chosen.size(); i++) {
            game.happened(new Discard(game.resolution(), player, chosen.get(i), i, n));
        }
    }

    /** Carries out a discard the rules allow; returns the card in the graveyard. */
    public GameObject discard(Discard d) {
        return game.discard(d.getCard());
    }

    /** Carries out a sacrifice the rules allow: the permanent goes to its owner's graveyard (701.17a). */
    public void sacrifice(SacrificeChoice s) {
        GameObject o = s.getPermanent();
        game.moveTo(o, Zone.GRAVEYARD, Cause.EFFECT, o.getOwner(), false);
    }

    /**
     * Two creatures fight (CR 701.12a), either null when it was not chosen or is no longer a legal target: a
     * {@link Fight} the rules decide (701.12b).
     */
    public void fight(GameObject a, GameObject b) {
        game.happened(new Fight(a, b));
    }

    /** Carries out a fight the rules allow: each deals damage equal to its power to the other, at once. */
    public void fightDamage(Fight f) {
        GameObject x = f.getFirst();
        GameObject y = f.getSecond();
        int px = x.getPower();
        int py = y.getPower();
        if (px > 0) {
            game.changes().event(GameEvent.damage(x, y, null, px, false));
        }
        if (py > 0) {
            game.changes().event(GameEvent.damage(y, x, null, py, false));
        }
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

    /**
     * The resolving spell's last move (608.2n, 608.3); a copy ceases to exist instead (707.10a, 704.5e). Once only.
     * Returns the object it became, or null when it made no move.
     */
    public GameObject finishSpell(Resolution r, Zone to) {
        GameObject s = r.getSpell();
        if (r.isFinished() || !game.isCurrent(s)) {
            return null; // it left the stack already: exiled encoded (702.99a), say
        }
        r.setFinished(true);
        if (s.isCopy()) {
            game.board().cease(s); // a copy of a spell (707.10a) or a cast copy of a card (707.12, 704.5e)
            return null;
        }
        Zone dest = game.stackZone().destination(r.getItem(), to);
        return game.moveTo(s, dest, Cause.RESOLVE, r.getController(), false);
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
                        "choice \"" + name + "\" names unknown object " + Quote.of(str.value()));
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
