package dev.arbiter.engine;

import dev.arbiter.log.LogError;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.GameEvent;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.MissedTrigger;
import dev.arbiter.model.PendingChoice;
import dev.arbiter.model.PendingTrigger;
import dev.arbiter.model.Step;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Carries out the action lines of a log (mtglog §4). Ids are checked here; every judgement about what the
 * action means under the rules is made by the rules the action's facts activate.
 */
final class Actions {
    private final Game game;
    private final Facts facts;
    private final Refs refs;
    private final Setup setup;
    private final Casting casting;
    private final Resolving resolving;
    private final Decisions decisions;
    private final LandPlays lands;
    /** {turn, line} of the last attack and block lines: one of each per combat. */
    private int[] attackLine;
    private int[] blockLine;

    Actions(Game game, Facts facts, Refs refs) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
        this.setup = new Setup(game, facts, refs);
        this.casting = new Casting(game, facts, refs);
        this.resolving = new Resolving(game, facts, refs, casting);
        this.decisions = new Decisions(game, facts, refs, casting);
        this.lands = new LandPlays(game, facts, refs);
    }

    Casting casting() {
        return casting;
    }

    /**
     * Before any action but a trigger or a choice — a point where a player would receive priority — every triggered
     * ability that triggered must be on the stack and every pending decision answered: derived logs must say so (the
     * engine never chooses for a player); in a recorded log a trigger left off the stack is a {@link MissedTrigger}
     * for the audit rules (603.3), and a tie left unanswered kept every Role (704.5y).
     */
    void before(LogLine.Action a) {
        if (game.state().isOver() && a instanceof LogLine.Pass) {
            return;  // for readability, changing nothing (mtglog §4): after the end too, where nothing else may follow
        }
        if (game.state().isOver()) {
            // 104.1: a log holds one game, and nothing happens after its end; the lines after it describe no game
            throw new LogError(a.line(), 0, "the game is over (" + game.state().getResult() + ", line "
                    + game.state().getEndedOnLine() + "): a log holds one game and nothing can happen after its end"
                    + " (CR 104.1)");
        }
        if (!(a instanceof LogLine.Trigger)) {
            game.triggers().forgetRemovedForLackOfTargets();
        }
        if (a instanceof LogLine.Turn || a instanceof LogLine.StepLine s && s.step() != game.state().getStep()) {
            game.triggers().forgetMissed();
        }
        if (a instanceof LogLine.Trigger || a instanceof LogLine.Choose) {
            return;
        }
        priorityCheck(a.line(), false);
    }

    /**
     * The end of a log is the last point where a player would receive priority (mtglog §3): a recorded log must show
     * by then every trigger put on the stack and every tie decided. So must a derived one: a decision the rules asked
     * for at that point (which tied Role to keep, a trigger's targets) and the log never gives is a log error (§6) —
     * left open, the state would keep what no game can hold, and the recorded log {@code derive} writes would show it.
     * A derived log may still stop anywhere else (a judge's question ends where it ends).
     */
    void endOfLog(int lastLine) {
        if (!game.state().isOver()) {
            game.line(lastLine);
            priorityCheck(lastLine, true);
        }
    }

    private void priorityCheck(int line, boolean end) {
        for (PendingChoice c : facts.all(PendingChoice.class)) {
            if (c.isLapsed()) {
                facts.delete(c);  // moot (rules/sba/roles.drl), and no choose line gave it before this action
                continue;
            }
            if (c.isAnswered()) {
                continue;
            }
            if (game.state().isRecorded()) {
                game.stateBased().keptAll(c);  // the log went on without choosing: all the tied Roles stayed (704.5y)
                continue;
            }
            throw new LogError(line, 0, c.getPlayer() + " must first choose which to keep of "
                    + Describe.ids(c.getOptions()) + " (" + c.getKind() + "): add a {\"type\":\"choose\",\"player\":\""
                    + c.getPlayer() + "\",\"keep\":…} line" + (end ? " after this one, the last" : ""));
        }
        List<PendingTrigger> waiting = facts.all(PendingTrigger.class);
        waiting.sort(PendingTrigger.IN_TRIGGER_ORDER);  // working memory's order is arbitrary
        for (PendingTrigger t : waiting) {
            if (end && !game.state().isRecorded() && !t.isTargeted()) {
                continue;  // no decision of the log's is missing (a rule base with the stacking rule switched off)
            }
            if (game.state().isRecorded()) {
                facts.judge(new MissedTrigger(t, line, end), "audit");
                if (facts.contains(t)) { // not dropped as part of a mistake reported already
                    game.triggers().missed(t);
                }
            } else {
                throw new LogError(line, 0, "the triggered ability " + t + " (triggered on line "
                        + t.getLine() + ") needs its targets: add a {\"type\":\"trigger\",\"source\":\""
                        + t.getSource().getId() + "\",\"targets\":[[…]]} line " + (end ? "after this one, the last"
                        : "before this one"));
            }
        }
    }

    /** Whether a choose line answers a choice that lapsed (see {@link Decisions#answersLapsed}). */
    boolean answersLapsed(LogLine.Choose c) {
        return decisions.answersLapsed(c);
    }

    void perform(LogLine.Action a) {
        if (a instanceof LogLine.ObjectLine o) {
            setup.introduce(o);
        } else if (a instanceof LogLine.Turn t) {
            startTurn(t);
        } else if (a instanceof LogLine.StepLine s) {
            advance(s.step(), s);
        } else if (a instanceof LogLine.Cast c) {
            casting.cast(c);
        } else if (a instanceof LogLine.Play p) {
            lands.play(p);
        } else if (a instanceof LogLine.Activate c) {
            casting.activate(c);
        } else if (a instanceof LogLine.Trigger t) {
            casting.trigger(t);
        } else if (a instanceof LogLine.Resolve r) {
            resolving.resolve(r);
        } else if (a instanceof LogLine.Attack at) {
            attack(at);
        } else if (a instanceof LogLine.Block b) {
            block(b);
        } else if (a instanceof LogLine.Damage d) {
            damage(d);
        } else if (a instanceof LogLine.Choose c) {
            decisions.choose(c);
        } else if (a instanceof LogLine.Pass p) {
            refs.player(p.player(), p.src(), "player");
        }
    }

    /** The point where a player would receive priority: SBAs to quiescence, then triggers (CR 117.5, 704.3). */
    void priorityPoint() {
        game.triggers().priorityPoint();
        facts.run("create", "events", "sba", "stack");
        game.answers().presetKeep(null);
    }

    // ---------------------------------------------------------------- turns and steps

    private void startTurn(LogLine.Turn t) {
        refs.player(t.active(), t.src(), "active");
        if (t.number() <= game.state().getTurn()) {
            throw t.src().error("number", "time moves only forward: turn " + game.state().getTurn()
                    + " has already begun");
        }
        if (game.state().getTurn() > 0) {
            inTurnOrder(t);
            requireEmptyStack(t, "a new turn");
            for (Step s : Step.values()) {
                if (s.compareTo(game.state().getStep()) > 0) {
                    enter(s, true);
                }
            }
        }
        game.state().setTurn(t.number());
        game.state().setActive(t.active());
        facts.update(game.state(), "turn", "active");
        enter(Step.UNTAP, false);
    }

    /**
     * Turns follow one another: numbered one more than the last, taken by the next player of the game line's order who
     * is still in the game (104.5, 800.4). The first turn line may start anywhere (a log may begin mid-game). No card of
     * the catalogue grants an extra turn, so a log that skips a number or gives a player two turns in a row describes
     * no game.
     */
    private void inTurnOrder(LogLine.Turn t) {
        int last = game.state().getTurn();
        if (t.number() != last + 1) {
            throw t.src().error("number", "turn " + t.number() + " can't follow turn " + last + ": turns are numbered"
                    + " one after another");
        }
        List<String> order = game.apnap();
        String active = game.state().getActive();
        String next = order.isEmpty() ? active : order.get(order.get(0).equals(active) ? 1 % order.size() : 0);
        if (!refs.resolve(t.active()).equals(next)) {
            throw t.src().error("active", "turn " + t.number() + " is " + next + "'s: players take turns in the order"
                    + " of the game line's players" + (order.size() < game.playerList().all().size()
                    ? ", skipping those who left the game" : "") + ", and turn " + last + " was " + active + "'s");
        }
    }

    /**
     * Moves to a later step; steps passed over still have their turn-based actions (mtglog §3). A step line naming the
     * step the game is in moves nowhere ("a turn line starts that turn at its untap step; a step line moves to that
     * step": after a turn line, {@code untap} is where the game already is), so nothing happens again.
     */
    void advance(Step target, LogLine at) {
        Step now = game.state().getStep();
        if (game.state().getTurn() == 0) {
            throw new LogError(at.line(), 0, "a step line before the first turn line");
        }
        if (target == now) {
            return;
        }
        if (target.compareTo(now) < 0) {
            throw new LogError(at.line(), 0, "time moves only forward: turn " + game.state().getTurn()
                    + " is already in its " + now.logName() + " step");
        }
        if (!(now == Step.UNTAP && target == Step.UPKEEP)) {
            // no player gets priority in the untap step: what triggered there goes on the stack as the upkeep begins
            // (502.4), so the abilities the turn line's priority point put on the stack (mtglog §3) go on into it
            requireEmptyStack(at, "the " + target.logName() + " step");
        }
        for (Step s : Step.values()) {
            if (s.compareTo(now) > 0 && s.compareTo(target) < 0) {
                enter(s, true);
            }
        }
        enter(target, false);
    }

    private void enter(Step s, boolean skipped) {
        game.state().setStep(s);
        facts.update(game.state(), "step", "mainPhase");
        game.changes().event(GameEvent.stepBegins(s, game.state().getActive(), skipped));
        facts.run("turn", "create", "events", "sba");
        game.clearEvents();
    }

    private void requireEmptyStack(LogLine at, String what) {
        if (game.stackZone().top() != null) {
            throw new LogError(at.line(), 0, "the stack is not empty (top: " + game.stackZone().top()
                    + "): it must resolve before " + what + " (CR 500.2)");
        }
    }

    // ---------------------------------------------------------------- combat

    private void attack(LogLine.Attack a) {
        moveToCombatStep(Step.DECLARE_ATTACKERS, a);
        attackLine = declaredOnce(a, attackLine, "attack", "attackers", "508.1");
        for (var e : a.attackers().entrySet()) {
            GameObject c = refs.object(e.getKey(), a.src(), "attackers");
            refs.player(e.getValue(), a.src(), "attackers");
            c.setAttacking(e.getValue());
            facts.update(c, GameObject.COMBAT_STATUS);
            game.changes().event(GameEvent.attacks(c, e.getValue()));
        }
        facts.run("combat");
    }

    private void block(LogLine.Block b) {
        moveToCombatStep(Step.DECLARE_BLOCKERS, b);
        blockLine = declaredOnce(b, blockLine, "block", "blockers", "509.1");
        for (var e : b.blockers().entrySet()) {
            GameObject blocker = refs.object(e.getKey(), b.src(), "blockers");
            GameObject attacker = refs.object(e.getValue(), b.src(), "blockers");
            blocker.setBlocking(true);
            blocker.setBlockedCreature(attacker);
            facts.update(blocker, GameObject.COMBAT_STATUS);
            attacker.setBlocked(true);
            facts.update(attacker, GameObject.COMBAT_STATUS);
            game.changes().event(GameEvent.blocks(blocker, attacker));
        }
        facts.run("combat");
    }

    /**
     * 508.1, 509.1: attackers, and then blockers, are declared all at once, so a combat has one attack line and one
     * block line (the rules that count a declaration's creatures, such as menace, read one line). Returns the line
     * that declares them, as {turn, line}.
     */
    private int[] declaredOnce(LogLine at, int[] before, String type, String field, String cr) {
        int turn = game.state().getTurn();
        if (before != null && before[0] == turn) {
            throw at.src().error(field, "the " + field + " of this combat were declared on line " + before[1]
                    + ": they are declared all at once, in one " + type + " line (" + cr + ")");
        }
        return new int[] {turn, at.line()};
    }

    private void damage(LogLine.Damage d) {
        if (d.combat()) {
            Step now = game.state().getStep();
            if (now.compareTo(Step.FIRST_STRIKE_DAMAGE) < 0) {
                moveToCombatStep(Step.COMBAT_DAMAGE, d);
            } else if (now.compareTo(Step.COMBAT_DAMAGE) > 0) {
                throw new LogError(d.line(), 0, "combat damage after the combat damage step (now "
                        + now.logName() + ")");
            }
        }
        Set<GameObject> sources = new LinkedHashSet<>();
        int share = 0;
        for (LogLine.Deal deal : d.deals()) {
            GameObject source = refs.object(deal.source(), d.src(), "deals");
            sources.add(source);
            if (game.player(refs.resolve(deal.to())) != null) {
                refs.player(deal.to(), d.src(), "deals");  // a player who left the game can't be dealt damage (800.4a)
                game.changes().event(GameEvent.damage(source, null, refs.resolve(deal.to()), deal.amount(), d.combat(),
                        share++));
            } else {
                GameObject to = refs.object(deal.to(), d.src(), "deals");
                game.changes().event(GameEvent.damage(source, to, null, deal.amount(), d.combat(), share++));
            }
        }
        facts.run("combat");
        if (d.combat()) {
            // what the combat rules read of the next damage line (510.2, 510.4): which step this creature dealt in
            Step step = game.state().getStep();
            for (GameObject source : sources) {
                if (source.isInCombat()) {
                    source.setCombatDamageStep(step);
                    facts.update(source, GameObject.COMBAT_STATUS);
                }
            }
        }
    }

    private void moveToCombatStep(Step step, LogLine at) {
        Step now = game.state().getStep();
        if (now.compareTo(step) < 0) {
            advance(step, at);
        } else if (now != step) {
            throw new LogError(at.line(), 0, "too late for that: turn " + game.state().getTurn() + " is in its "
                    + now.logName() + " step");
        }
    }
}
