package dev.arbiter.engine;

import dev.arbiter.model.Affects;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.EffectKind;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.Zone;
import org.kie.api.event.rule.ObjectDeletedEvent;
import org.kie.api.event.rule.ObjectInsertedEvent;
import org.kie.api.event.rule.ObjectUpdatedEvent;
import org.kie.api.event.rule.RuleRuntimeEventListener;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which permanents the next layer pass works out again (CR 613.1). A pass rebuilds only the permanents whose own
 * inputs changed since the last one — their values, the effects on them, the source of an effect on them — and the
 * permanents those depend on in turn; the others keep the values the last pass left, which a pass from scratch would
 * give again. Every change the engine does not name an object for makes the pass rebuild the whole battlefield; an
 * effect with a filter on each permanent's own values (Humility's "all creatures", Syr Armont's "enchanted creatures
 * you control") does so when it or its source begins, ends or changes; an effect whose value the layer rules count
 * from other permanents as they apply it (Virtuous Role's enchantments) has the permanent it applies to rebuilt on
 * every pass, since any permanent's change may change the count. Without this, each of N Roles created one after
 * another rebuilt every permanent: N² (issue 14), and still did while a Humility, a Virtuous Role or a Tarmogoyf was
 * in play.
 *
 * <p>The continuous effects are seen as they enter and leave working memory (also those truth maintenance inserts
 * for static abilities), so that an effect starting or ending marks the permanent it applies to.
 */
final class Rebuilds implements RuleRuntimeEventListener {
    private final Set<GameObject> touched = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<GameObject, List<ContinuousEffect>> bySource = new IdentityHashMap<>();
    /** The effects in working memory whose reach depends on permanents' values: a filter, a count (layersReadValues). */
    private int wide;
    /**
     * The effects in working memory whose values the layer rules count from permanents other than the one they affect
     * (Virtuous Role's enchantments its controller controls): every pass rebuilds what each applies to, and the whole
     * battlefield for one that applies to more than one. A filter on each permanent's own values (Humility's "all
     * creatures", Syr Armont's "enchanted creatures you control") is not one: its reach is every permanent once, when
     * it begins, ends or changes or its source does, and then each permanent as it changes. Nor is a
     * characteristic-defining ability (Tarmogoyf's graveyards): its statics rule derives the effect with its values,
     * so a change of the graveyards is a new effect, which marks its permanent.
     */
    private final List<ContinuousEffect> dependents = new ArrayList<>();
    private boolean all = true;
    /** The characteristic-defining effects in working memory (Tarmogoyf's reads the graveyards, 613.4a). */
    private int definitions;

    /** Something any permanent's characteristics may depend on changed. */
    void all() {
        all = true;
    }

    /** Something the characteristics of this object depend on changed (it entered, an effect on it began or ended). */
    void touch(GameObject o) {
        if (o != null) {
            touched.add(o);
        }
    }

    /**
     * The permanents the pass starting now works out again, and forgets what was marked: the whole battlefield, or
     * the marked permanents still on it with, transitively, those an effect from one of them applies to (an effect of
     * a static ability applies only while its source has the ability, CR 613.1f).
     */
    Collection<GameObject> take(Board board) {
        if (all || dependents.stream().anyMatch(e -> e.getTarget() == null)) {
            all = false;
            touched.clear();
            return new ArrayList<>(board.inZone(Zone.BATTLEFIELD));
        }
        Set<GameObject> out = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<GameObject> todo = new ArrayDeque<>(touched);
        touched.clear();
        for (ContinuousEffect e : dependents) {
            todo.push(e.getTarget());
        }
        while (!todo.isEmpty()) {
            GameObject o = todo.pop();
            if (o.getZone() != Zone.BATTLEFIELD || !board.isCurrent(o) || !out.add(o)) {
                continue;
            }
            for (ContinuousEffect e : bySource.getOrDefault(o, List.of())) {
                if (e.getTarget() != null) {
                    todo.push(e.getTarget());
                } else {
                    // the source of an effect on every creature changed (it may have lost the ability): all of them
                    all = true;
                    return take(board);
                }
            }
        }
        // in the order the objects were made, not the identity set's: the same updates in the same order every run
        List<GameObject> ordered = new ArrayList<>(out);
        ordered.sort(Comparator.comparingInt(GameObject::getSerial));
        return ordered;
    }

    /**
     * Whether an effect reads permanents' values as the layer rules apply it: a filter, a count. A
     * characteristic-defining ability on one permanent does not (its effect carries its values).
     */
    private static boolean isWide(ContinuousEffect e) {
        return reaches(e) || isDependent(e);
    }

    /**
     * Whether the layer rules work out an effect's value from permanents other than those it applies to and its
     * source as they apply it: Virtuous Role counts enchantments (613.4c). Syr Armont's "enchanted creatures you
     * control" is not: it reads each creature's own values and its source's controller, and a change of the source
     * rebuilds all it reaches; nor is Tarmogoyf's, whose value the effect carries.
     */
    private static boolean isDependent(ContinuousEffect e) {
        return e.getKind() == EffectKind.PT_PER_ENCHANTMENT;
    }

    /** Whether an effect reaches permanents by a filter rather than naming one: its start or end reaches them all. */
    private static boolean reaches(ContinuousEffect e) {
        return e.getAffects() != Affects.ONE;
    }

    /** Whether an effect in working memory reaches or counts permanents other than the one it affects. */
    boolean wide() {
        return wide > 0;
    }

    /** Whether a characteristic-defining ability is at work, so that a graveyard's contents matter (613.4a). */
    boolean definesByGraveyards() {
        return definitions > 0;
    }

    private void started(ContinuousEffect e) {
        if (isWide(e)) {
            wide++;
        }
        if (isDependent(e)) {
            dependents.add(e);
        }
        if (reaches(e)) {
            all = true;  // every permanent it reaches, once
        }
        if (e.getKind() == EffectKind.CDA_PT) {
            definitions++;
        }
        if (e.getSource() != null) {
            bySource.computeIfAbsent(e.getSource(), s -> new ArrayList<>()).add(e);
        }
        touch(e.getTarget());
    }

    private void ended(ContinuousEffect e) {
        if (isWide(e)) {
            wide--;
            all = true;  // what it reached is not known any more: rebuild everything once
        }
        if (isDependent(e)) {
            dependents.removeIf(d -> d == e);
        }
        if (e.getKind() == EffectKind.CDA_PT) {
            definitions--;
        }
        List<ContinuousEffect> same = bySource.get(e.getSource());
        if (same != null) {
            same.remove(e);
            if (same.isEmpty()) {
                bySource.remove(e.getSource());
            }
        }
        touch(e.getTarget());
    }

    @Override
    public void objectInserted(ObjectInsertedEvent event) {
        if (event.getObject() instanceof ContinuousEffect e) {
            started(e);
        }
    }

    @Override
    public void objectUpdated(ObjectUpdatedEvent event) {
        if (event.getObject() instanceof ContinuousEffect e) {
            if (reaches(e)) {
                all = true;
            }
            touch(e.getTarget());
        }
    }

    @Override
    public void objectDeleted(ObjectDeletedEvent event) {
        if (event.getOldObject() instanceof ContinuousEffect e) {
            ended(e);
        }
    }
}
