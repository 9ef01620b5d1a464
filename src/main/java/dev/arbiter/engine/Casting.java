package dev.arbiter.engine;

import dev.arbiter.cards.ActivatedDef;
import dev.arbiter.cards.CardDef;
import dev.arbiter.cards.TargetSpec;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.Quote;
import dev.arbiter.log.Src;
import dev.arbiter.model.Announced;
import dev.arbiter.model.Cause;
import dev.arbiter.model.GameEvent;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.PendingTrigger;
import dev.arbiter.model.Pitch;
import dev.arbiter.model.Sacrificed;
import dev.arbiter.model.Player;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Target;
import dev.arbiter.model.TargetGroup;
import dev.arbiter.model.UnidentifiedPitch;
import dev.arbiter.model.UnmatchedTrigger;
import dev.arbiter.model.Zone;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Puts spells and abilities on the stack: {@code cast} (CR 601.2), {@code activate} (602.2), {@code trigger}
 * (603.3), and casting during a resolution (608.2g). The legality of what was done is judged by the rules in
 * rules/casting/ while the {@link Announced} fact exists.
 */
final class Casting {
    private final Game game;
    private final Facts facts;
    private final Refs refs;

    private Copies copies;

    /** The game's copies: a cast naming a copy of a card that ceased to exist is reported (704.5e). */
    void copies(Copies copies) {
        this.copies = copies;
    }

    Casting(Game game, Facts facts, Refs refs) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
    }

    void cast(LogLine.Cast c) {
        Player p = refs.player(c.player(), c.src(), "player");
        boolean lateCopy = game.object(refs.resolve(c.card())) == null && copies.isCardCopy(refs.resolve(c.card()));
        GameObject card = lateCopy ? copies.castLater(refs.resolve(c.card()), p.getId())
                : refs.object(c.card(), c.src(), "card");
        if (c.from() != null && c.from() != card.getZone()) {
            throw c.src().error("from", "\"from\" says " + c.from().logName() + " but " + card.getId() + " is in "
                    + card.getZone().logName());
        }
        if (card.isToken()) {
            throw c.src().error("card", card.describe() + " is a token, not a card: tokens are never cast (Roles are"
                    + " created, CR 111.1, 111.10)");
        }
        if (card.getZone() == Zone.BATTLEFIELD || card.getZone() == Zone.STACK) {
            throw c.src().error("card", card.describe() + " is " + (card.getZone() == Zone.STACK ? "already a spell"
                    + " on the stack" : "a permanent on the battlefield") + ": only a card in hand, library, graveyard,"
                    + " exile or the command zone can be cast");
        }
        if (card.getDef().hasX() && c.x() == null) {
            throw c.src().error("x", card.describe() + " has X in its cost: the cast line must announce \"x\" (CR"
                    + " 107.3a, 601.2b); the engine never chooses for a player");
        }
        // a copy cast later is reported (704.5e) and then played as the log shows it: as if cast when it was made
        StackItem item = castSpell(p.getId(), card, c, lateCopy, null, false);
        check(item);
    }

    /**
     * Casts a card or a copy of a card: moves it to the stack under the caster's control (601.2a), records its
     * announced choices (601.2b), its targets (601.2c) and its costs (601.2h, sacrifices included). {@code during}:
     * the resolving object whose instruction casts it (608.2g), or null.
     */
    StackItem castSpell(String player, GameObject card, LogLine.Cast c, boolean duringResolution, StackItem during,
                        boolean free) {
        Zone from = card.getZone();
        boolean cardSpell = card.isCard();
        GameObject spell = game.moveTo(card, Zone.STACK, null, player, false);
        game.ledger().ownPart(RuleTag.CAST_MOVE);
        StackItem item = new StackItem(game.clock().nextSeq(), StackItem.Kind.SPELL, spell, null, spell.getName(), player,
                c.line());
        item.setX(c.x());
        item.setKicked(c.kicked());
        item.setAlternativeCost(c.alternativeCost());
        item.setCast(true);
        item.setCastDuringResolution(duringResolution);
        item.setCastDuring(during);
        item.setWithoutPayingManaCost(free);
        item.setCastFrom(from);
        item.setRepresentedByCard(cardSpell);
        game.stackZone().push(item);
        List<TargetSpec> own = spell.getDef().targets();
        int reflexive = reflexiveInstances(spell.getDef());
        List<List<String>> chosen = c.targets();
        if (chosen != null && reflexive > 0 && chosen.size() > own.size() && chosen.size() <= own.size() + reflexive) {
            // mtglog §4 lists a group for every "target" of the text, and a reflexive ability's (603.12: "when you
            // do") is in the text; but it is chosen as that ability goes on the stack, by its trigger line
            game.note("the targets given for " + spell.getName() + "'s reflexive ability are chosen as it goes on"
                    + " the stack, by its trigger line (603.12)");
            chosen = chosen.subList(0, own.size());
        }
        addTargets(item, own, chosen, c.src());
        item.setTargetInstances(own.size() + reflexive);  // as the text counts them, for the findings' words
        pay(item, c.sacrifice(), c.src());
        // cast without paying its mana cost, no alternative cost applies (118.9a, reported by the cast rules): none is paid
        if (!free && "pitch".equals(c.alternativeCost()) && spell.getDef().alternativeCosts().contains("pitch")) {
            pitch(item, player);
        }
        game.triggers().cast(item);
        return item;
    }

    void activate(LogLine.Activate a) {
        Player p = refs.player(a.player(), a.src(), "player");
        GameObject source = refs.object(a.source(), a.src(), "source");
        ActivatedDef ability = source.getDef().activated(a.ability());
        if (ability == null) {
            throw a.src().error("ability", source.describe() + " has no activated ability " + Quote.of(a.ability())
                    + " (arbiter cards " + Quote.of(source.getName()) + " lists its abilities)");
        }
        StackItem item = new StackItem(game.clock().nextSeq(), StackItem.Kind.ACTIVATED, null, source, ability.name(),
                p.getId(), a.line());
        item.setX(a.x());
        item.setActivatedFrom(source.getZone(), source.getController());
        game.stackZone().push(item);
        addTargets(item, ability.targets(), a.targets(), a.src());
        if (ability.sacrificeSelf() && source.getZone() == Zone.BATTLEFIELD) {
            sacrifice(item, source);
        }
        // a log may also list the source among the sacrifices it paid: that is the same sacrifice, not a second one
        List<String> others = a.sacrifice().stream()
                .filter(id -> !(ability.sacrificeSelf() && refs.resolve(id).equals(source.getId()))).toList();
        pay(item, others, a.src());
        check(item);
    }

    void trigger(LogLine.Trigger t) {
        GameObject named = game.object(refs.resolve(t.source()));
        PendingTrigger pending = named(t);
        requireUnambiguous(t);
        if (pending == null) {
            if (named == null && game.player(refs.resolve(t.source())) == null && !game.seen(refs.resolve(t.source()))
                    && !refs.isLogOnly(t.source())) {
                refs.object(t.source(), t.src(), "source");
            }
            UnmatchedTrigger unmatched = new UnmatchedTrigger(t, named, refs.resolve(t.source()), game.line());
            facts.judge(unmatched, "audit");
            pending = unmatched.getAdmitted();
            if (pending == null) {
                return;
            }
        }
        if (t.controller() != null) {
            refs.player(t.controller(), t.src(), "controller");
        }
        StackItem item = putOnStack(pending, t.targets(), t.src());
        item.setClaimedController(t.controller());
        check(item);
    }

    /** The waiting triggered ability a trigger line names: the earliest one of that source and ability. */
    PendingTrigger named(LogLine.Trigger t) {
        PendingTrigger pending = null;
        for (PendingTrigger p : facts.all(PendingTrigger.class)) {
            boolean sameSource = p.getSource().getId().equals(refs.resolve(t.source()));
            if (sameSource && Abilities.names(t.ability(), p.getAbility(), p.getContext().getCard())
                    && (pending == null || p.triggeredBefore(pending))) {
                pending = p;
            }
        }
        return pending;
    }

    /**
     * A trigger line must say which waiting ability it puts on the stack when its source has several it could name
     * that differ (two cipher abilities of two encoded cards, E56): pairing them arbitrarily would judge the wrong
     * ability against the log. Abilities that are the same (same ability, same controller) are interchangeable and
     * taken in the order they triggered.
     */
    private void requireUnambiguous(LogLine.Trigger t) {
        List<PendingTrigger> could = new ArrayList<>();
        for (PendingTrigger p : facts.all(PendingTrigger.class)) {
            if (p.getSource().getId().equals(refs.resolve(t.source()))
                    && Abilities.names(t.ability(), p.getAbility(), p.getContext().getCard())) {
                could.add(p);
            }
        }
        could.sort(PendingTrigger.IN_TRIGGER_ORDER);
        boolean interchangeable = could.stream().allMatch(p -> p.getAbility().equals(could.get(0).getAbility())
                && p.getController().equals(could.get(0).getController()));
        if (interchangeable) {
            return;
        }
        List<String> names = could.stream().map(p -> "\"" + p.getAbility() + "\" (" + p.getController() + ")").toList();
        throw t.src().error(t.ability() == null ? "source" : "ability", t.source() + " has " + could.size()
                + " waiting triggered abilities this line could name: " + String.join(", ", names)
                + "; say which with \"ability\", e.g. \"ability\":\"" + could.get(0).getAbility() + "\"");
    }

    /** Puts a triggered ability on the stack (CR 603.3) with the targets the log chose for it. */
    StackItem putOnStack(PendingTrigger t, List<List<String>> targets, Src src) {
        StackItem item = new StackItem(game.clock().nextSeq(), StackItem.Kind.TRIGGERED, null, t.getSource(), t.getAbility(),
                t.getController(), src == null ? game.line() : src.line());
        item.setContext(t.getContext());
        game.stackZone().push(item);
        game.triggers().removePending(t);
        if (src != null) {
            addTargets(item, t.getTargets(), targets, src);
        }
        return item;
    }

    /** The instances of "target" in a spell's reflexive abilities ("when you do", 603.12), which its text holds. */
    private static int reflexiveInstances(CardDef def) {
        int n = 0;
        for (Map.Entry<String, List<TargetSpec>> t : def.triggerTargets().entrySet()) {
            n += t.getKey().startsWith("when you do") ? t.getValue().size() : 0;
        }
        return n;
    }

    void addTargets(StackItem item, List<TargetSpec> specs, List<List<String>> chosen, Src src) {
        item.setTargetInstances(specs.size());
        item.setTargetGroups(chosen == null ? -1 : chosen.size());
        int given = chosen == null ? 0 : chosen.size();
        for (int i = 0; i < Math.max(specs.size(), given); i++) {
            TargetGroup g = new TargetGroup(item, i, i < specs.size() ? specs.get(i) : null, i < given,
                    i < given ? chosen.get(i).size() : 0);
            item.getGroups().add(g);
            facts.insert(g);
        }
        if (chosen == null) {
            return;
        }
        for (int i = 0; i < chosen.size(); i++) {
            TargetSpec spec = i < specs.size() ? specs.get(i) : null;
            for (int j = 0; j < chosen.get(i).size(); j++) {
                String id = refs.resolve(chosen.get(i).get(j));
                Player p = game.player(id);
                GameObject o = p == null ? refs.object(chosen.get(i).get(j), src, "targets") : null;
                facts.insert(new Target(item, i, j, spec, id, o, p));
                if (o != null) {
                    game.changes().event(GameEvent.becameTarget(o, item));
                }
            }
        }
    }

    private void pay(StackItem item, List<String> sacrifice, Src src) {
        for (String id : sacrifice) {
            GameObject o = refs.object(id, src, "sacrifice");
            if (o.getZone() != Zone.BATTLEFIELD) {
                throw src.error("sacrifice", o.getId() + " is in " + o.getZone().logName()
                        + ": only a permanent can be sacrificed (CR 701.17a)");
            }
            sacrifice(item, o);
        }
    }

    /** A permanent sacrificed for the item's cost: a fact of who controlled it and what it was attached to then. */
    private void sacrifice(StackItem item, GameObject o) {
        Sacrificed s = new Sacrificed(item, item.getSacrifices().size(), o, o.getController(),
                o.getAttachedTo() == null ? null : o.getAttachedTo().getId());
        item.getSacrifices().add(s);
        markSacrificedTargets(item, o);
        game.move(o, Zone.GRAVEYARD, Cause.COST);
        facts.insert(s);
    }

    /**
     * Force of Will's alternative cost (118.9, 601.2h): 1 life, and a blue card from the caster's hand exiled. The
     * card is the player's choice, so it comes from the log — the step's own {@code move} line exiling a card with
     * {@code "cause":"cost"} — and becomes a {@link Pitch} fact; whether it was a legal choice (blue, in the caster's
     * hand) is judged by the card's rules (rules/cards/force_of_will.drl), as is a log that does not name it. Both
     * payments are parts of the cast (mtglog §3).
     */
    private void pitch(StackItem item, String player) {
        game.loseLife(player, 1);
        game.ledger().ownPart(RuleTag.COST);
        String id = game.answers().costExile();
        GameObject card = id == null ? null : game.object(id);
        if (card == null) {
            game.happened(new Pitch(item));
            if (game.state().isRecorded()) {
                // the log's game paid with a card of the hand that it never names: rules/audit/hidden.drl judges what
                // the log shows of it next
                facts.insert(new UnidentifiedPitch(player, item, game.ledger().line()));
                game.answers().pitchUnnamed();
            }
            return;
        }
        game.happened(new Pitch(item, card, card.getZone(), card.getOwner(), card.getDef() != UnknownCard.DEF));
        if (card.getZone() == Zone.HAND) {
            game.moveTo(card, Zone.EXILE, Cause.COST, card.getOwner(), false);
            game.ledger().ownPart(RuleTag.PITCHED);
        }
    }

    /** A target of the item sacrificed to pay its own cost was legal when chosen, before the costs (601.2c, 601.2h). */
    private void markSacrificedTargets(StackItem item, GameObject o) {
        for (Target t : facts.all(Target.class)) {
            if (t.getItem() == item && t.getObject() == o) {
                t.setSacrificedForItsCost(true);
                facts.update(t);
            }
        }
    }

    /** Runs the legality rules on a new stack item while it is announced. */
    void check(StackItem item) {
        facts.judge(new Announced(item), "cast");
    }
}
