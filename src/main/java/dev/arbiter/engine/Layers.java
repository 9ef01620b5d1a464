package dev.arbiter.engine;

import dev.arbiter.log.LogLine;
import dev.arbiter.model.Affects;
import dev.arbiter.model.CardType;
import dev.arbiter.model.Characteristics;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.Zone;

import java.util.Collection;
import java.util.List;

/**
 * Continuous effects and the Java side of the layer system (CR 611, 613): effects start and end here; the rules in
 * rules/layers/ decide which effect applies when, and this class resets characteristics and carries out the changes
 * that are more than one setter call.
 */
final class Layers {
    private final Facts facts;
    private final Changes changes;
    private final Ledger ledger;
    private final Board board;
    /** The permanents the current layer pass rebuilds. */
    private Collection<GameObject> rebuilding = List.of();

    Layers(Facts facts, Changes changes, Ledger ledger, Board board) {
        this.facts = facts;
        this.changes = changes;
        this.ledger = ledger;
        this.board = board;
    }

    /**
     * A continuous effect starts. One created by a resolving spell or ability is an outcome a recorded log shows
     * as an {@code effect} (or {@code control}) line; kinds the log format has no words for are not recorded.
     */
    void addEffect(ContinuousEffect e) {
        facts.insert(e);
        changes.changed(e.getTarget());  // and Rebuilds sees the effect start
        if (ledger.resolution() != null && e.getAffects() == Affects.ONE) {
            LogLine.Outcome o = outcomeOf(e);
            if (o != null) {
                ledger.did(o);
            }
        }
    }

    private LogLine.Outcome outcomeOf(ContinuousEffect e) {
        String on = e.getTarget().getId();
        String by = ledger.by();
        boolean eot = e.isUntilEndOfTurn();
        int[] pt = {e.getPower(), e.getToughness()};
        return switch (e.getKind()) {
            case CONTROL -> new LogLine.Control(null, on, e.getController(), eot, by);
            case SET_BASE_PT -> new LogLine.Effect(null, on, "setBasePT", pt, null, eot, null, by);
            case MODIFY_PT -> new LogLine.Effect(null, on, "modifyPT", pt, null, eot, null, by);
            case ADD_ABILITIES -> new LogLine.Effect(null, on, "gain", null, e.getAbilities(), eot, null, by);
            case LOSE_ALL_ABILITIES -> new LogLine.Effect(null, on, "loseAllAbilities", null, null, eot, null, by);
            case NOT_CREATURE -> new LogLine.Effect(null, on, "notCreature", null, null, eot, null, by);
            case CDA_PT, BECOME_CREATURE, SET_CREATURE_TYPE, SET_COLOR, PT_PER_ENCHANTMENT -> null;
        };
    }

    void removeEffect(ContinuousEffect e) {
        facts.delete(e);
        changes.changed(e.getTarget());
    }

    /**
     * The first step of a layer pass (CR 613.1): the characteristics of the permanents it rebuilds (see
     * {@link Rebuilds}) back to their own values. They are the fact the layer rules work on (inserted on a permanent's
     * first pass); the permanent itself is not updated here.
     */
    void resetCharacteristics() {
        rebuilding = changes.rebuilds().take(board);
        for (GameObject o : rebuilding) {
            o.resetCharacteristics();
            Characteristics c = o.getCharacteristics();
            if (facts.contains(c)) {
                facts.update(c);
            } else {
                facts.insert(c);
            }
        }
    }

    /**
     * The last step of a layer pass: a permanent it rebuilt whose characteristics came out other than working memory
     * last saw them is updated, once; the others are left alone, so the rules about them are not evaluated again for
     * nothing.
     */
    void commitCharacteristics() {
        for (GameObject o : rebuilding) {
            if (board.isCurrent(o) && o.getZone() == Zone.BATTLEFIELD && o.getCharacteristics().commit()) {
                facts.update(o);  // and the targets it names or is the source of are judged again (Facts)
            }
        }
        rebuilding = List.of();
    }

    /** Applies a layer-4 effect (CR 613.1d, 205.1b). */
    void applyTypeChange(ContinuousEffect e, Characteristics o) {
        switch (e.getKind()) {
            case BECOME_CREATURE -> o.getTypes().add(CardType.CREATURE);
            case NOT_CREATURE -> o.getTypes().remove(CardType.CREATURE);
            case SET_CREATURE_TYPE -> {
                o.getSubtypes().clear();
                o.getSubtypes().add(e.getValue());
            }
            default -> throw new IllegalArgumentException(e.getKind() + " is not a type change");
        }
    }
}
