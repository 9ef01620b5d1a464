package dev.arbiter.engine;

import dev.arbiter.log.LogError;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.Cause;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.Discrepancy;
import dev.arbiter.model.EffectKind;
import dev.arbiter.model.ExternalToken;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.LifeApart;
import dev.arbiter.model.Diverged;
import dev.arbiter.model.Outcomes;
import dev.arbiter.model.OutOfStep;
import dev.arbiter.model.PhasedApart;
import dev.arbiter.model.TappedApart;
import dev.arbiter.model.UnidentifiedDraw;
import dev.arbiter.model.Zone;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The outcome lines of a log step (mtglog §5). External ones (by "external" or by an object outside the
 * catalogue) are applied as effects; all others are compared with what the rules did: matched pairs agree,
 * and the differences become {@link Discrepancy} facts that the rules in rules/audit/ explain.
 */
final class Records {
    private final Game game;
    private final Facts facts;
    private final Refs refs;
    /**
     * The changes the log recorded in the last step audited that nothing made, other than moves and tokens, which the
     * two games then tell apart (Diverged): the rules may make one of them in this step.
     */
    private List<Discrepancy> recordedLastStep = List.of();
    /**
     * The changes the rules made in the last step audited that the log left out, other than moves, which the two games
     * then tell apart (Diverged): the log may record one of them in this step.
     */
    private List<Discrepancy> leftOutLastStep = List.of();
    private final Externals externals;
    /** Each player's life total in the log's game against the rules', once a life change is in one and not the other. */
    private final Map<String, LifeApart> lifeApart = new java.util.HashMap<>();
    /** Each permanent the log's game has phased the other way from the rules', until a phasing brings them together. */
    private final Map<String, PhasedApart> phasedApart = new java.util.HashMap<>();

    Records(Game game, Facts facts, Refs refs, Copies copies) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
        this.externals = new Externals(game, facts, refs, copies);
    }

    /**
     * Before the step is played: the log's own account of the players' choices in it (what it moves to a graveyard or
     * off the stack, the tokens it creates, the cards it exiles to pay a cost, its encodings, its discards) for the
     * rules that need an answer, and the card identities its {@code draw} lines reveal, for the draws the rules will
     * make.
     */
    void prepare(List<LogLine> group) {
        game.playerList().forgetDrawIds();
        List<String> moved = new ArrayList<>();
        List<String> offStack = new ArrayList<>();
        List<String> costExiles = new ArrayList<>();
        List<String[]> created = new ArrayList<>();
        java.util.Map<String, String> encodes = new java.util.HashMap<>();
        java.util.Map<String, String> copies = new java.util.HashMap<>();
        List<String[]> discards = new ArrayList<>();
        for (LogLine l : group) {
            if (l instanceof LogLine.Discard d && !isExternal(d)) {
                discards.add(new String[] {refs.resolve(d.player()), refs.resolve(d.card())});
            }
            if (l instanceof LogLine.Move m) {
                String id = refs.resolve(m.object());
                GameObject card = m.cause() == Cause.DISCARD && !isExternal(m) ? game.object(id) : null;
                if (card != null) {
                    discards.add(new String[] {card.getOwner(), id});
                }
                if (m.to() == Zone.GRAVEYARD) {
                    moved.add(id);
                }
                if (m.to() != Zone.STACK && (m.from() == null || m.from() == Zone.STACK)) {
                    offStack.add(id);
                }
                if (m.to() == Zone.EXILE && m.cause() == Cause.COST) {
                    costExiles.add(id);
                }
            } else if (l instanceof LogLine.CreateToken t && !isExternal(t)) {
                created.add(new String[] {t.id(), t.token(), t.attachedTo() == null ? null : refs.resolve(t.attachedTo())});
            } else if (l instanceof LogLine.Encode e && game.state().isRecorded()) {
                encodes.put(refs.resolve(e.card()), refs.resolve(e.on()));
            } else if (l instanceof LogLine.Copy c && game.state().isRecorded() && !isExternal(c)
                    && c.controller() != null) {
                copies.put(refs.resolve(c.of()), refs.resolve(c.controller()));
            }
        }
        game.answers().recordedMoves(moved, created);
        game.answers().recordedOffStack(offStack);
        game.answers().costExiles(costExiles);
        game.answers().recordedEncodes(encodes);
        game.answers().recordedCopies(copies);
        game.answers().loggedDiscards(discards);
        for (LogLine l : group) {
            if (l instanceof LogLine.Draw d && d.cards() != null && !isExternal(d)) {
                game.playerList().drawIds(d.player(), d.cards());
            } else if (l instanceof LogLine.Draw d && !isExternal(d)) {
                game.playerList().drawsByCount(d.player(), d.number());
            } else if (l instanceof LogLine.Move m && m.to() == Zone.HAND && m.cause() == Cause.DRAW
                    && !isExternal(m)) {
                game.playerList().drawIds(owner(m.object()), List.of(m.object())); // a draw recorded card by card
            } else if (l instanceof LogLine.Move m && m.to() == Zone.GRAVEYARD && !isExternal(m)
                    && (m.from() == Zone.LIBRARY || m.from() == null && !refs.known(m.object()))) {
                game.playerList().drawIds(owner(m.object()), List.of(m.object())); // a milled card it names (701.13)
            }
        }
    }

    /** The owner of the card a log id names, or null for a card the log has not introduced. */
    private String owner(String logId) {
        GameObject o = game.object(refs.resolve(logId));
        return o == null ? null : o.getOwner();
    }

    void applyExternal(List<LogLine> group) {
        for (LogLine l : group) {
            if (l instanceof LogLine.Outcome o && isExternal(o)) {
                if (game.state().isRecorded() && refs.isLogOnly(Outcomes.subject(o))) {
                    // an outside effect on a token only the log's game has (one the rules refused, reported): that
                    // game's, nothing in the rules'
                    game.ledger().note("in the log's game only: " + Outcomes.describe(o));
                    continue;
                }
                // the action's own events first (the life its damage takes): the external line comes after them, and
                // what it did must not be confused with them
                facts.run("create", "events");
                game.line(l.line());
                int before = game.ledger().performed().size();
                externals.apply(o);
                facts.run("create", "events");
                // what the external line itself did is the line, not a consequence the log must record again
                game.ledger().performed().subList(before, game.ledger().performed().size()).removeIf(d -> sameSubject(d.outcome(), o));
                if (o instanceof LogLine.CreateToken t) {
                    // the rules may have refused it before it existed (303.4i): records.drl says so
                    String id = refs.resolve(t.id());
                    facts.judge(new ExternalToken(t, id), "audit");
                    if (game.state().isRecorded() && game.object(id) == null) {
                        // the log's game has it all the same: what the log says of it later is that game's, part of
                        // the mistake reported (as for a token the rules refused to make, below)
                        refs.logOnly(t.id());
                        facts.insert(Diverged.logOnlyToken(t.id(), t.token(), t.line(),
                                game.catalogue().isRole(t.token()), t.controller(),
                                t.attachedTo() == null ? null : refs.resolve(t.attachedTo()), null));
                    }
                }
            }
        }
    }

    /** The card a discard line, or a move with cause discard, discards; null for any other line. */
    private String discarded(LogLine.Outcome o) {
        if (o instanceof LogLine.Discard d) {
            return refs.resolve(d.card());
        }
        return o instanceof LogLine.Move m && m.cause() == Cause.DISCARD ? refs.resolve(m.object()) : null;
    }

    boolean isExternal(LogLine.Outcome o) {
        if (o instanceof LogLine.Reveal) {
            return true; // what a hidden card is: information the log gives, never a consequence of the rules
        }
        if (o.by() == null) {
            return false;
        }
        if (o.by().equals("external")) {
            return true;
        }
        String id = refs.resolve(o.by());
        if (refs.isLogOnly(id)) {
            return false;  // an object only the log's game has (a reported mistake): its effects are the log's
        }
        if (game.answers().takesOutcomesFromLog(id)) {
            // only the part the engine does not model comes from the log: what happens to the spell itself (Trait
            // Doctoring's encoding, its move off the stack) is the rules', and a line recording it otherwise is
            // audited as such, not applied beside what the rules did (the card encoded on two creatures)
            return !performedByTheRules(o) && !id.equals(refs.resolve(Outcomes.subject(o)));
        }
        GameObject by = game.object(id);
        if (by == null && game.seen(id)) {
            return false; // a copy or token of the game's own that has ceased to exist since (707.10a, 704.5e)
        }
        if (by == null) {
            throw o.src().error("by", "unknown object \"" + o.by() + "\" in \"by\" (use \"external\" for effects from"
                    + " outside the game the log describes)");
        }
        if (game.catalogue().card(by.getName()) == by.getDef() || game.catalogue().token(by.getName()) == by.getDef()) {
            return false;
        }
        // an object outside the catalogue may still carry an ability the rules grant it (a cipher or Role trigger):
        // what the engine did by it in this step is the rules', not an effect from outside — and so is a line that
        // records such a change otherwise (the cipher copy under another controller), audited as such rather than
        // applied beside it
        return !performedByTheRules(o) && !madeByTheRules(o, id);
    }

    private boolean performedByTheRules(LogLine.Outcome o) {
        for (Done d : game.ledger().performed()) {
            if (!d.external() && same(d.outcome(), o)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the rules made, in this step and by this source, a change of the line's kind to the line's subject. */
    private boolean madeByTheRules(LogLine.Outcome o, String by) {
        for (Done d : game.ledger().performed()) {
            if (!d.external() && by.equals(d.outcome().by()) && sameSubject(d.outcome(), o)) {
                return true;
            }
        }
        return false;
    }

    /**
     * What a step's audit has not matched yet: recorded outcome lines and changes the rules made. A step played in
     * parts (an external outcome after an expect line) matches part by part and carries what is left to the next
     * part, since a log may record a consequence of the first part after the external line; only what is left at
     * the end of the step is a discrepancy.
     */
    static final class Unmatched {
        private final List<LogLine.Outcome> recorded = new ArrayList<>();
        private final List<Done> done = new ArrayList<>();
        /** What the rules did in the step that a recorded line has matched already. */
        private final List<Done> matched = new ArrayList<>();
    }

    /**
     * Audits the outcome lines of one part of a step against what the rules did in it ({@code done}), with what
     * earlier parts left unmatched; at the step's last part, what is still unmatched goes to the audit rules. A change
     * the log does not record is reported at {@code step}'s line: the step's action line, or for the lines before any
     * action the first of them.
     */
    void audit(List<LogLine> lines, List<Done> done, Unmatched left, boolean last, LogLine step) {
        for (LogLine l : lines) {
            if (l instanceof LogLine.Outcome o && !isExternal(o)) {
                left.recorded.add(o);
            }
        }
        left.done.addAll(done);
        drawsRecordedInParts(left);
        for (java.util.Iterator<LogLine.Outcome> it = left.recorded.iterator(); it.hasNext(); ) {
            LogLine.Outcome r = it.next();
            if (r instanceof LogLine.Copy c) {
                checkCopyId(c, left);
            }
            // of the rules' changes the line records, the one of its own id first: two tokens alike (Doubling
            // Season's two Roles) are told apart by their ids, whatever order the log writes them in
            Done match = null;
            for (Done d : left.done) {
                if (same(d.outcome(), r)) {
                    if (sameId(d.outcome(), r)) {
                        match = d;
                        break;
                    }
                    match = match == null ? d : match;
                }
            }
            if (match != null) {
                left.done.remove(match);
                left.matched.add(match);
                alias(r, match.outcome());
                it.remove();
            }
        }
        left.recorded.removeIf(r -> copysLastMove(r, left));
        // a draw of no card records no change (121.2): what X = 0 draws, written or not
        left.recorded.removeIf(r -> r instanceof LogLine.Draw d && d.number() == 0);
        // a discard line the rules took as a player's choice and refused has had its finding (rules/turns/cleanup.drl)
        left.recorded.removeIf(r -> game.answers().takeRefusedDiscard(discarded(r)));
        if (!last) {
            return;
        }
        List<Discrepancy> open = new ArrayList<>();
        Map<LogLine.Outcome, String> hosts = new IdentityHashMap<>();
        Discrepancy.Action action = action(step);
        String actor = actor(step);
        dev.arbiter.model.Step now = game.state().getStep();
        for (LogLine.Outcome r : left.recorded) {
            open.add(new Discrepancy(Discrepancy.Kind.UNEXPLAINED, r, null, game.ledger().resolved(), r.line(),
                    subject(r), open.size(), action, actor, now));
        }
        // a change the log leaves out is a difference only where the log is a record of every change (mtglog §3): a
        // derived log states actions and the rules derive the rest, so nothing the rules did is missing from it
        boolean record = game.state().isRecorded();
        for (Done d : left.done) {
            if (record && !d.implied() && !d.external()) {
                open.add(new Discrepancy(Discrepancy.Kind.UNRECORDED, d.outcome(), d.cr(), d.during(),
                        step.line(), subject(d.outcome()), open.size(), action, actor, now));
                if (d.host() != null) {
                    hosts.put(d.outcome(), d.host());
                }
            }
        }
        List<OutOfStep> pairs = outOfStep(open, recordedLastStep, leftOutLastStep);
        recordedLastStep = List.of();
        leftOutLastStep = List.of();
        if (open.isEmpty() && !game.answers().isPitchUnnamed()) {
            return;
        }
        // the audit rules explain what they can; what is left is reported by rules/audit/records.drl
        open.forEach(facts::insert);
        pairs.forEach(facts::insert);
        game.leftAttached(hosts);
        facts.run("audit");
        game.leftAttached(Map.of());
        pairs.forEach(facts::delete);
        for (Discrepancy d : open) {
            facts.delete(d);
        }
        recordedLastStep = open.stream().filter(d -> d.isUnexplained() && !(d.getOutcome() instanceof LogLine.Move)
                && !(d.getOutcome() instanceof LogLine.CreateToken)).toList();
        leftOutLastStep = open.stream().filter(d -> !d.isUnexplained() && !(d.getOutcome() instanceof LogLine.Move))
                .toList();
        if (!game.state().isRecorded()) {
            return;
        }
        for (Discrepancy d : open) {
            if (d.getOutcome() instanceof LogLine.Life l) {
                lifeApart(refs.resolve(l.player()), d.isUnexplained() ? l.delta() : -(long) l.delta());
            }
            GameObject tapped = d.isUnexplained() && d.getOutcome() instanceof LogLine.Tap t && t.tapped()
                    ? game.object(d.getObject()) : null;
            if (tapped != null && !tapped.isTapped()) {
                // the rules' permanent is untapped (not a tap recorded a step late, which the games then share)
                facts.insert(new TappedApart(d.getObject(), d.getLine()));
            }
            phasedApart(d);
            // reported either way: what the log records next may follow from it (rules/audit/roles.drl)
            if (!d.isUnexplained() && d.getOutcome() instanceof LogLine.Draw draw && draw.cards() != null) {
                unidentified(draw, d.getLine());
            }
            if (d.getOutcome() instanceof LogLine.Move m) {
                facts.insert(new Diverged(d.getObject(), d.isUnexplained() ? m.to() : null, d.getLine()));
            } else if (d.isUnexplained() && d.getOutcome() instanceof LogLine.Cease
                    && game.object(d.getObject()) != null) {
                facts.insert(Diverged.ceasedInTheLogOnly(d.getObject(), d.getLine()));
            } else if (d.isUnexplained() && d.getOutcome() instanceof LogLine.Copy c
                    && game.object(refs.resolve(c.id())) == null) {
                refs.logOnly(c.id());
                facts.insert(Diverged.logOnlyCopy(c.id(), c.zone(), d.getLine(), c.controller(),
                        c.by() == null ? null : refs.resolve(c.by())));
            } else if (d.isUnexplained() && d.getOutcome() instanceof LogLine.CreateToken t
                    && game.object(refs.resolve(t.id())) == null) {
                refs.logOnly(t.id());
                facts.insert(Diverged.logOnlyToken(t.id(), t.token(), d.getLine(), game.catalogue().isRole(t.token()),
                        t.controller(), t.attachedTo() == null ? null : refs.resolve(t.attachedTo()),
                        t.by() == null ? null : refs.resolve(t.by())));
            }
        }
    }

    /**
     * A phasing in one game and not the other (the log's, or the rules' it left out) leaves the permanent phased in in
     * one and out in the other, until a phasing of the other brings them together (rules/audit/records.drl).
     */
    private void phasedApart(Discrepancy d) {
        GameObject permanent = d.getPhasesOut() == null ? null : game.object(d.getObject());
        if (permanent == null) {
            return;
        }
        PhasedApart before = phasedApart.remove(d.getObject());
        boolean logs = d.isUnexplained() ? d.getPhasesOut()
                : before == null ? !d.getPhasesOut() : before.isPhasedOut();
        if (before != null) {
            facts.delete(before);
        }
        if (logs != permanent.isPhasedOut()) {
            PhasedApart apart = new PhasedApart(d.getObject(), logs, d.getLine());
            phasedApart.put(d.getObject(), apart);
            facts.insert(apart);
        }
    }

    /** A life change in one game and not the other moves the log's life total of the player from the rules'. */
    private void lifeApart(String player, long delta) {
        LifeApart apart = lifeApart.computeIfAbsent(player, p -> {
            LifeApart a = new LifeApart(p);
            facts.insert(a);
            return a;
        });
        apart.add(delta);
        facts.update(apart);
    }

    /**
     * A draw the rules made that the log left out or recorded for another player (reported, or explained with the
     * mistake it follows from): the cards it made up, since no line named them (400.2), are the player's unidentified
     * draws while they stay in the hand; rules/audit/hidden.drl judges what the log shows of them next.
     */
    private void unidentified(LogLine.Draw draw, int line) {
        for (String id : draw.cards()) {
            GameObject card = game.object(id);
            if (card != null && card.getZone() == Zone.HAND && game.playerList().madeUp(id)) {
                facts.insert(new UnidentifiedDraw(draw.player(), card, line));
            }
        }
    }

    /**
     * A draw of n cards may be recorded in parts (mtglog §5; each card is drawn on its own, 121.2): as each card's
     * move from the library to the hand with cause {@code draw}, or as several {@code draw} lines of the player that
     * add up to it. Unless a line records the whole draw, the parts are matched with the cards they name or count
     * (the cards were handed to the draw beforehand, {@link #prepare}). A draw the parts cover is recorded; one with
     * cards left over is left as the draw of those cards alone, the one change the log is missing.
     */
    private void drawsRecordedInParts(Unmatched left) {
        // a line that records a whole draw is that draw's, whatever the others are made of
        List<LogLine.Outcome> whole = new ArrayList<>();
        List<Done> inParts = new ArrayList<>();
        for (Done d : left.done) {
            if (!(d.outcome() instanceof LogLine.Draw draw) || draw.cards() == null || draw.cards().isEmpty()) {
                continue;
            }
            LogLine.Outcome line = left.recorded.stream().filter(r -> same(d.outcome(), r)
                    && whole.stream().noneMatch(x -> x == r)).findFirst().orElse(null);
            if (line != null) {
                whole.add(line);
            } else {
                inParts.add(d);
            }
        }
        for (Done d : inParts) {
            LogLine.Draw draw = (LogLine.Draw) d.outcome();
            List<LogLine.Outcome> parts = new ArrayList<>();
            List<String> undrawn = new ArrayList<>(draw.cards());
            // the parts that name their cards first, then those that only count them
            for (boolean named : new boolean[] {true, false}) {
                for (LogLine.Outcome r : left.recorded) {
                    if (whole.stream().noneMatch(x -> x == r) && parts.stream().noneMatch(x -> x == r)
                            && named != countsOnly(r)) {
                        List<String> covers = covers(r, draw.player(), undrawn);
                        if (!covers.isEmpty()) {
                            parts.add(r);
                            undrawn.removeAll(covers);
                        }
                    }
                }
            }
            if (parts.isEmpty()) {
                continue;
            }
            left.recorded.removeIf(r -> parts.stream().anyMatch(x -> x == r));
            if (undrawn.isEmpty()) {
                left.done.removeIf(x -> x == d);
                left.matched.add(d);
            } else {
                Done rest = new Done(new LogLine.Draw(null, draw.player(), List.copyOf(undrawn), undrawn.size(),
                        draw.by()), d.rule(), d.during(), d.host());
                left.done.replaceAll(x -> x == d ? rest : x);
            }
        }
    }

    /** A {@code draw} line that counts its cards without naming them. */
    private static boolean countsOnly(LogLine.Outcome r) {
        return r instanceof LogLine.Draw c && c.cards() == null;
    }

    /** The cards of a draw not yet matched ({@code undrawn}) that a recorded line records the drawing of, or none. */
    private List<String> covers(LogLine.Outcome r, String player, List<String> undrawn) {
        if (r instanceof LogLine.Move m && m.cause() == Cause.DRAW && m.to() == Zone.HAND) {
            return undrawn.stream().filter(card -> eq(card, m.object())).limit(1).toList();
        }
        if (r instanceof LogLine.Draw part && eq(player, part.player())) {
            if (part.cards() == null) {
                return part.number() <= undrawn.size() ? List.copyOf(undrawn.subList(0, part.number())) : List.of();
            }
            List<String> named = undrawn.stream().filter(card -> part.cards().stream().anyMatch(c -> eq(card, c)))
                    .toList();
            return named.size() == part.cards().size() ? named : List.of();
        }
        return List.of();
    }

    /**
     * This step's differences paired with the last step's that are the same change one step away (each paired once,
     * the earliest first): a change the rules make now that the log leaves out, with a line of the step
     * before that recorded it where nothing made it (early); a line the log records now where nothing makes it, with
     * a change of the step before that the log left out (late).
     */
    private List<OutOfStep> outOfStep(List<Discrepancy> open, List<Discrepancy> recorded, List<Discrepancy> leftOut) {
        List<OutOfStep> out = new ArrayList<>();
        List<Discrepancy> early = new ArrayList<>(recorded);
        List<Discrepancy> late = new ArrayList<>(leftOut);
        for (Discrepancy d : open) {
            boolean recordedNow = d.isUnexplained();  // else made now and left out
            List<Discrepancy> candidates = recordedNow ? late : early;
            for (Discrepancy before : candidates) {
                LogLine.Outcome done = recordedNow ? before.getOutcome() : d.getOutcome();
                LogLine.Outcome logged = recordedNow ? d.getOutcome() : before.getOutcome();
                if (same(done, logged)) {
                    out.add(new OutOfStep(d, before.getOutcome(), before.getLine(), !recordedNow));
                    candidates.remove(before);
                    break;
                }
            }
        }
        return out;
    }

    /** The kind of a step's action line, for the rule a change it can't account for breaks (records.drl). */
    private static Discrepancy.Action action(LogLine step) {
        if (step instanceof LogLine.Turn || step instanceof LogLine.StepLine) {
            return Discrepancy.Action.TURN_BASED;
        } else if (step instanceof LogLine.Cast) {
            return Discrepancy.Action.CAST;
        } else if (step instanceof LogLine.Play) {
            return Discrepancy.Action.PLAY;
        } else if (step instanceof LogLine.Activate) {
            return Discrepancy.Action.ACTIVATE;
        } else if (step instanceof LogLine.Attack) {
            return Discrepancy.Action.ATTACK;
        } else if (step instanceof LogLine.Block) {
            return Discrepancy.Action.BLOCK;
        } else if (step instanceof LogLine.Damage) {
            return Discrepancy.Action.DAMAGE;
        }
        return Discrepancy.Action.OTHER;
    }

    /** What the action line names, as written: the card cast or played, the source activated; otherwise null. */
    private static String actor(LogLine step) {
        if (step instanceof LogLine.Cast c) {
            return c.card();
        } else if (step instanceof LogLine.Play p) {
            return p.card();
        } else if (step instanceof LogLine.Activate a) {
            return a.source();
        }
        return null;
    }

    /**
     * A copy of a card that leaves the stack ceases to exist (707.10a, 704.5e): the rules do that in one go as it
     * resolves, but a log may write out the move to the graveyard 608.2n would make for a card, then the ceasing. That
     * move is rules-accurate and is the copy's own last move, matched with its ceasing in this step, not an effect.
     */
    private boolean copysLastMove(LogLine.Outcome r, Unmatched left) {
        if (!(r instanceof LogLine.Move m) || m.to() != Zone.GRAVEYARD
                || m.from() != null && m.from() != Zone.STACK
                || m.cause() != null && m.cause() != Cause.RESOLVE) {
            return false;
        }
        String id = refs.resolve(m.object());
        List<Done> step = new ArrayList<>(left.matched);
        step.addAll(left.done);
        for (Done d : step) {
            if (d.outcome() instanceof LogLine.Cease c && c.object().equals(id) && d.implied()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A copy is a new object (707.10, 707.12) and its id names it alone: a {@code copy} line may not reuse an id that
     * already names (or named) another object (mtglog §1). The engine's own id for a copy it made in this step is fine,
     * also on a second line (a line too many: the audit reports it, as for a token's create_token line written twice).
     */
    private void checkCopyId(LogLine.Copy c, Unmatched left) {
        String id = refs.resolve(c.id());
        if (!game.seen(id) && game.player(id) == null) {
            return;
        }
        for (List<Done> made : List.of(left.done, left.matched)) {
            for (Done d : made) {
                if (d.outcome() instanceof LogLine.Copy copy && copy.id().equals(id)) {
                    return;
                }
            }
        }
        throw c.src().error("id", "copy id \"" + c.id() + "\" is already in use: a copy is a new object and needs an"
                + " id of its own (the engine names it <original>/<n>, mtglog §1)");
    }

    private boolean sameSubject(LogLine.Outcome done, LogLine.Outcome external) {
        return done.getClass() == external.getClass()
                && Objects.equals(Outcomes.subject(done), refs.resolve(Outcomes.subject(external)));
    }

    private void alias(LogLine.Outcome recorded, LogLine.Outcome done) {
        if (recorded instanceof LogLine.CreateToken r && done instanceof LogLine.CreateToken d) {
            alias(recorded, r.id(), d.id());
        } else if (recorded instanceof LogLine.Copy r && done instanceof LogLine.Copy d) {
            alias(recorded, r.id(), d.id());
        }
    }

    /**
     * The log's id for an object the engine made becomes another name for the engine's. An id of the engine's form
     * {@code <parent>/<n>} (mtglog §1) must name the right parent: a token of w1 given the id "h1/1" would later be
     * taken for h1's own first copy or token, so it is a log error here, at the line that gives it. (A different
     * number under the right parent is let through as the log's own name.)
     */
    private void alias(LogLine.Outcome recorded, String logId, String engineId) {
        int slash = logId.lastIndexOf('/');
        if (slash > 0 && engineId.lastIndexOf('/') > 0 && !logId.equals(engineId)
                && !logId.substring(0, slash).equals(engineId.substring(0, Math.max(0, engineId.lastIndexOf('/'))))) {
            throw recorded.src().error("id", "\"" + logId + "\" has the form of an id the engine gives (<parent>/<n>,"
                    + " mtglog §1) but the wrong parent: this object is " + engineId + ", made by "
                    + engineId.substring(0, Math.max(0, engineId.lastIndexOf('/'))));
        }
        refs.alias(logId, engineId);
    }

    /** Whether a recorded line records this change: same kind, same object, same essentials. */
    private boolean same(LogLine.Outcome d, LogLine.Outcome r) {
        if (d instanceof LogLine.Discard a && r instanceof LogLine.Move b) {
            // a discard recorded as the card's move to the graveyard, with cause discard (mtglog §5)
            return b.cause() == Cause.DISCARD && b.to() == Zone.GRAVEYARD && eq(a.card(), b.object());
        }
        if (d.getClass() != r.getClass()) {
            return false;
        }
        if (d instanceof LogLine.Move a && r instanceof LogLine.Move b) {
            return eq(a.object(), b.object()) && a.to() == b.to();
        } else if (d instanceof LogLine.CreateToken a && r instanceof LogLine.CreateToken b) {
            return a.token().equals(b.token()) && Objects.equals(a.attachedTo(), resolve(b.attachedTo()))
                    && eq(a.controller(), b.controller()) && (a.id().equals(b.id()) || !refs.known(b.id()));
        } else if (d instanceof LogLine.Attach a && r instanceof LogLine.Attach b) {
            return eq(a.object(), b.object()) && eq(a.to(), b.to());
        } else if (d instanceof LogLine.Encode a && r instanceof LogLine.Encode b) {
            return eq(a.card(), b.card()) && eq(a.on(), b.on());
        } else if (d instanceof LogLine.Copy a && r instanceof LogLine.Copy b) {
            // the player who made the copy owns and controls it (112.2a, 707.10): a different one is a mistake to report
            return eq(a.of(), b.of()) && a.zone() == b.zone() && eq(a.controller(), b.controller());
        } else if (d instanceof LogLine.Cease a && r instanceof LogLine.Cease b) {
            return eq(a.object(), b.object());
        } else if (d instanceof LogLine.Life a && r instanceof LogLine.Life b) {
            return eq(a.player(), b.player()) && a.delta() == b.delta();
        } else if (d instanceof LogLine.Draw a && r instanceof LogLine.Draw b) {
            return eq(a.player(), b.player()) && a.number() == b.number();
        } else if (d instanceof LogLine.Discard a && r instanceof LogLine.Discard b) {
            return eq(a.card(), b.card()) && eq(a.player(), b.player());
        } else if (d instanceof LogLine.Counters a && r instanceof LogLine.Counters b) {
            return eq(a.object(), b.object()) && a.kind().equals(b.kind()) && a.delta() == b.delta();
        } else if (d instanceof LogLine.Tap a && r instanceof LogLine.Tap b) {
            return eq(a.object(), b.object()) && a.tapped() == b.tapped();
        } else if (d instanceof LogLine.Control a && r instanceof LogLine.Control b) {
            return eq(a.object(), b.object()) && eq(a.player(), b.player()) && a.untilEndOfTurn() == b.untilEndOfTurn();
        } else if (d instanceof LogLine.Effect a && r instanceof LogLine.Effect b) {
            return eq(a.object(), b.object()) && a.kind().equals(b.kind()) && Arrays.equals(a.pt(), b.pt())
                    && Objects.equals(a.abilities(), b.abilities()) && a.untilEndOfTurn() == b.untilEndOfTurn();
        } else if (d instanceof LogLine.Phase a && r instanceof LogLine.Phase b) {
            return eq(a.object(), b.object()) && a.out() == b.out();
        }
        return false;
    }

    /** Whether a recorded token line has the id of the rules' token (the engine's own, or the log's alias of it). */
    private boolean sameId(LogLine.Outcome d, LogLine.Outcome r) {
        return d instanceof LogLine.CreateToken a && r instanceof LogLine.CreateToken b && eq(a.id(), b.id());
    }

    private boolean eq(String engineId, String logId) {
        return engineId.equals(resolve(logId));
    }

    private String resolve(String logId) {
        return logId == null ? null : refs.resolve(logId);
    }

    private String subject(LogLine.Outcome o) {
        return refs.resolve(Outcomes.subject(o));
    }

    /** A continuous effect named by an {@code effect} line (its layer follows from its kind, mtglog §5). */
    static List<ContinuousEffect> effects(LogLine.Effect e, GameObject o, long ts) {
        String key = "line" + e.line() + ":" + e.kind();
        ContinuousEffect.Builder b = switch (e.kind()) {
            case "setBasePT" -> ContinuousEffect.of(EffectKind.SET_BASE_PT, key, ts).pt(e.pt()[0], e.pt()[1]);
            case "modifyPT" -> ContinuousEffect.of(EffectKind.MODIFY_PT, key, ts).pt(e.pt()[0], e.pt()[1]);
            case "gain" -> ContinuousEffect.of(EffectKind.ADD_ABILITIES, key, ts).abilities(e.abilities());
            case "loseAllAbilities" -> ContinuousEffect.of(EffectKind.LOSE_ALL_ABILITIES, key, ts);
            case "notCreature" -> ContinuousEffect.of(EffectKind.NOT_CREATURE, key, ts);
            case "becomeCreature" -> ContinuousEffect.of(EffectKind.BECOME_CREATURE, key, ts);
            default -> throw new LogError(e.line(), 0, "unknown effect " + e.kind());
        };
        List<ContinuousEffect> out = new ArrayList<>();
        out.add(b.on(o).untilEndOfTurn(e.untilEndOfTurn()).build());
        if (e.kind().equals("becomeCreature")) {
            out.add(ContinuousEffect.of(EffectKind.SET_BASE_PT, key + ":pt", ts).pt(e.pt()[0], e.pt()[1]).on(o)
                    .untilEndOfTurn(e.untilEndOfTurn()).build());
        }
        return out;
    }
}
