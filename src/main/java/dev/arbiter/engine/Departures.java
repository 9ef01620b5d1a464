package dev.arbiter.engine;

import dev.arbiter.model.Cause;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.GameState;
import dev.arbiter.model.PendingTrigger;
import dev.arbiter.model.Player;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Zone;

/**
 * A player leaving the game (CR 104.5, 800.4) and the end of the game (104.1): the moves that the rules in
 * rules/game/leaving.drl decide, in the order they decide them. Nothing here chooses what leaves; each method carries
 * out one consequence for one object, effect or player.
 */
final class Departures {
    private final Facts facts;
    private final GameState state;
    private final Ledger ledger;
    private final Board board;
    private final StackZone stack;
    private final Layers layers;
    private final Triggers triggers;

    Departures(Facts facts, GameState state, Ledger ledger, Board board, StackZone stack, Layers layers,
               Triggers triggers) {
        this.facts = facts;
        this.state = state;
        this.ledger = ledger;
        this.board = board;
        this.stack = stack;
        this.layers = layers;
        this.triggers = triggers;
    }

    void leave(Player p) {
        p.leave(ledger.line());
        facts.update(p);
        ledger.note(p.getId() + " leaves the game (104.5)");
    }

    void objectLeaves(GameObject o) {
        ledger.note(o.describe() + " leaves the game with its owner " + o.getOwner() + " (800.4a)");
        board.leaveTheGame(o, "it left the game with its owner " + o.getOwner() + " on line "
                + ownerLeftOn(o.getOwner()) + " (800.4a)");
    }

    private int ownerLeftOn(String player) {
        for (Player p : facts.all(Player.class)) {
            if (p.getId().equals(player)) {
                return p.getLeftOnLine();
            }
        }
        return ledger.line();
    }

    void controlEnds(ContinuousEffect e) {
        ledger.note(e + " gave " + e.getController() + ", who left the game, control: it ends (800.4a)");
        layers.removeEffect(e);
    }

    /** A spell copy or an ability on the stack, controlled by a player who left: it ceases to exist. */
    void ceasesOnStack(StackItem item) {
        ledger.note(item + " was controlled by " + item.getController() + ", who left the game, and is not a card:"
                + " it ceases to exist (800.4a)");
        if (item.hasSpell() && board.isCurrent(item.getSpell())) {
            board.cease(item.getSpell());
        } else if (stack.contains(item)) {
            stack.pop(item);
        }
    }

    /** An object a player who left still controls (and doesn't own) is exiled, by its owner's choice of zone. */
    void exile(GameObject o) {
        board.moveTo(o, Zone.EXILE, Cause.EFFECT, o.getOwner(), false);
    }

    void neverStacked(PendingTrigger t) {
        triggers.removePending(t);
        ledger.note("the triggered ability " + t + " would be controlled by " + t.getController()
                + ", who has left the game: it is not put on the stack (800.4d)");
    }

    /** The game is over (104.1): the rules of the leave group report it. */
    void end(String result) {
        state.end(result, ledger.line());
        facts.update(state);
    }
}
