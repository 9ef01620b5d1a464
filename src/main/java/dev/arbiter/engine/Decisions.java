package dev.arbiter.engine;

import dev.arbiter.log.Json;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.PendingChoice;
import dev.arbiter.model.PendingTrigger;
import dev.arbiter.model.StackItem;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code choose} lines (mtglog §4): decisions a player makes outside a resolution — which of several Roles that
 * arrived together to keep ({@code keep}), and the order of their simultaneous triggered abilities ({@code order}).
 */
final class Decisions {
    private final Game game;
    private final Facts facts;
    private final Refs refs;
    private final Casting casting;

    Decisions(Game game, Facts facts, Refs refs, Casting casting) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
        this.casting = casting;
    }

    void choose(LogLine.Choose c) {
        refs.player(c.player(), c.src(), "player");
        if (c.decision().equals("order")) {
            order(c);
            return;
        }
        String named = ((Json.Str) c.value()).value();
        if (game.state().isRecorded() && refs.isLogOnly(named)) {
            // a choice among tokens only the log's game has: it follows from a mistake already reported (mtglog §3)
            return;
        }
        PendingChoice lapsed = lapsed(c);
        if (lapsed != null) {
            facts.delete(lapsed);  // the Roles left with their host: the choice changes nothing (rules/sba/roles.drl)
            return;
        }
        GameObject keep = refs.object(named, c.src(), "keep");
        List<PendingChoice> open = new ArrayList<>();
        for (PendingChoice p : facts.all(PendingChoice.class)) {
            if (p.getPlayer().equals(c.player()) && !p.isAnswered()) {
                open.add(p);
            }
        }
        for (PendingChoice p : open) {
            if (p.offers(keep)) {
                p.setChosen(keep);
                game.answers().choseToKeep(keep);
                game.update(p);
                return;
            }
        }
        throw c.src().error("keep", open.isEmpty() ? c.player() + " has no decision to make now"
                : keep.getId() + " is not one of " + Describe.ids(open.get(0).getOptions()));
    }

    /** Whether a choose line answers a choice that lapsed: Roles tied on a host that left (rules/sba/roles.drl). */
    boolean answersLapsed(LogLine.Choose c) {
        return c.decision().equals("keep") && c.value() instanceof Json.Str named
                && !(game.state().isRecorded() && refs.isLogOnly(named.value())) && lapsed(c) != null;
    }

    /** The lapsed choice of the line's player that offered the object the line keeps, or null. */
    private PendingChoice lapsed(LogLine.Choose c) {
        String id = refs.resolve(((Json.Str) c.value()).value());
        for (PendingChoice p : facts.all(PendingChoice.class)) {
            if (p.isLapsed() && p.getPlayer().equals(c.player())
                    && p.getOptions().stream().anyMatch(o -> o.getId().equals(id))) {
                return p;
            }
        }
        return null;
    }

    /**
     * 603.3b: a player puts their simultaneous triggered abilities on the stack in the order they choose. The line
     * names each waiting ability by its source, first on the stack first (a source with two waiting abilities is
     * named twice; they are taken in the order they triggered). It must name every one of the player's waiting
     * abilities that needs no choice, and none that needs targets: those go on the stack by trigger lines. Whether
     * the player may put theirs on the stack yet (APNAP order) is judged by the trigger-line rules, as for a trigger
     * line.
     */
    private void order(LogLine.Choose c) {
        List<PendingTrigger> waiting = new ArrayList<>();
        for (PendingTrigger t : facts.all(PendingTrigger.class)) {
            if (t.getController().equals(c.player())) {
                waiting.add(t);
            }
        }
        waiting.sort(PendingTrigger.IN_TRIGGER_ORDER);
        if (waiting.isEmpty()) {
            List<String> stacked = new ArrayList<>();
            for (StackItem i : game.stackZone().items()) {
                if (i.getKind() == StackItem.Kind.TRIGGERED && i.getController().equals(c.player())) {
                    stacked.add(i.getLogId());
                }
            }
            throw c.src().error("order", c.player() + " has no triggered ability waiting to be put on the stack"
                    + (stacked.isEmpty() ? "" : ": theirs (from " + String.join(", ", stacked) + ") are on it already."
                    + " The engine puts a player's abilities on the stack unless the next line orders them: write the"
                    + " order lines right after the line that made them trigger, the active player's first (603.3b)"));
        }
        List<PendingTrigger> ordered = new ArrayList<>();
        for (Json.Value v : ((Json.Arr) c.value()).items()) {
            String id = ((Json.Str) v).value();
            PendingTrigger next = null;
            for (PendingTrigger t : waiting) {
                if (t.getSource().getId().equals(refs.resolve(id)) && !ordered.contains(t)) {
                    next = t;
                    break;
                }
            }
            if (next == null) {
                throw c.src().error("order", id + " is not the source of a triggered ability of " + c.player()
                        + " waiting to be put on the stack" + (ordered.isEmpty() ? "" : " (or all of its are named already)")
                        + "; waiting: " + waiting);
            }
            if (next.isTargeted()) {
                throw c.src().error("order", next + " needs targets: it goes on the stack by a trigger line with them");
            }
            ordered.add(next);
        }
        for (PendingTrigger t : waiting) {
            if (!t.isTargeted() && !ordered.contains(t)) {
                throw c.src().error("order", "the order leaves out " + t + ": name every waiting ability of "
                        + c.player() + " that needs no choice");
            }
        }
        for (PendingTrigger t : ordered) {
            casting.check(casting.putOnStack(t, null, null));
        }
    }
}
