package dev.arbiter.engine;

import dev.arbiter.model.GameObject;
import dev.arbiter.model.LayerPass;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Keeps derived state current: remembers whether something that characteristics depend on changed (so the next run
 * of the rules starts with a layer pass), which groups must run right after the current rule, and the facts that live
 * only for the current log line (events).
 */
final class Changes {
    private final Facts facts;
    private final Clock clock;
    private final LayerPass layerPass = new LayerPass();
    private final Rebuilds rebuilds = new Rebuilds();
    private final List<Object> events = new ArrayList<>();
    /** When each event of the line happened, on the clock's sequence (the order abilities trigger in). */
    private final Map<Object, Integer> eventOrder = new IdentityHashMap<>();
    private final Set<String> followUps = new LinkedHashSet<>();
    private boolean changed;

    Changes(Facts facts, Clock clock) {
        this.facts = facts;
        this.clock = clock;
        facts.beforeRun(this::markDirtyIfChanged);
        facts.session().addEventListener(rebuilds);
    }

    /** Which permanents the next layer pass rebuilds. */
    Rebuilds rebuilds() {
        return rebuilds;
    }

    /** The fact that starts a layer pass; the game puts it into working memory. */
    LayerPass layerPass() {
        return layerPass;
    }

    /**
     * Something that characteristics depend on changed (a permanent came or went, an effect, an attachment, a
     * counter): the layers and derived state must be rebuilt before the next rule fires. Changes that no
     * characteristic depends on (life, damage, the stack, cards moving between hidden zones) skip the pass.
     */
    void changed() {
        changed = true;
        rebuilds.all();
    }

    void changedIf(boolean relevant) {
        if (relevant) {
            changed();
        }
    }

    /**
     * Something only these objects' characteristics depend on changed (a token entered, attached to its host): the
     * next pass rebuilds them, and what depends on them, not every permanent.
     */
    void changed(GameObject... objects) {
        changed = true;
        for (GameObject o : objects) {
            rebuilds.touch(o);
        }
    }

    /** A fact the rules or the engine changed in place, where no characteristic changed: no layer pass. */
    void updated(Object fact) {
        facts.update(fact);
    }

    /** Asks for a group to run right after the current rule (e.g. "create", "events"). */
    void followUp(String group) {
        followUps.add(group);
    }

    /** An event: a fact for the "events" group, deleted at the end of the log line. */
    void event(Object e) {
        eventOrder.put(e, clock.nextSeq());
        happened(e);
        followUp("events");
    }

    /** When an event of this line happened (see {@link #event}); {@code otherwise} for anything else. */
    int orderOf(Object event, int otherwise) {
        return eventOrder.getOrDefault(event, otherwise);
    }

    /** A fact about the current log line only (a judged decision, say): deleted with the line's events. */
    void happened(Object fact) {
        events.add(fact);
        facts.insert(fact);
    }

    void clearEvents() {
        for (Object e : events) {
            facts.delete(e);
        }
        events.clear();
        eventOrder.clear();
    }

    /** After each rule consequence: the layers (if something changed) and the groups asked for run next. */
    void flushFollowUps() {
        if (!changed && followUps.isEmpty()) {
            return;
        }
        markDirtyIfChanged();
        List<String> groups = new ArrayList<>(followUps);
        followUps.clear();
        facts.focus(groups.toArray(String[]::new));
    }

    private void markDirtyIfChanged() {
        if (changed) {
            changed = false;
            layerPass.setDirty(true);
            facts.update(layerPass);
        }
    }
}
