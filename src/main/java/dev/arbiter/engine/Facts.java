package dev.arbiter.engine;

import dev.arbiter.model.GameObject;
import dev.arbiter.model.Target;
import org.drools.core.common.InternalFactHandle;
import org.kie.api.event.rule.ObjectDeletedEvent;
import org.kie.api.event.rule.ObjectInsertedEvent;
import org.kie.api.event.rule.ObjectUpdatedEvent;
import org.kie.api.event.rule.RuleRuntimeEventListener;
import org.kie.api.runtime.ClassObjectFilter;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.AgendaFilter;
import org.kie.api.runtime.rule.FactHandle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The working memory of one game: inserts, updates and deletes facts by identity, and drives the agenda's focus
 * stack. Every phase of play is a ruleflow-group; {@link #run} pushes the groups so they run in the order given,
 * after the groups that keep derived state current ({@link #RECOMPUTE}).
 */
final class Facts {
    /** Derived state, rebuilt after every change: static effects, then layers, then target legality. */
    static final String[] RECOMPUTE = {"statics", "layers", "legality"};

    private final KieSession session;
    private final Map<Object, FactHandle> handles = new IdentityHashMap<>();
    /**
     * The targets in working memory by the objects they are judged by: the object each names, which the legality
     * rules read through the target (rules/casting/targets.drl), and the source of its spell or ability, whose
     * qualities protection is judged against (702.16b). A change to either is a change to the target: it is judged
     * again.
     */
    private final Map<GameObject, Set<Target>> targetsBy = new IdentityHashMap<>();
    /**
     * Far more firings than any point of a real game takes (a thousand Roles made at once take a few tens of
     * thousands): past it the rules are looping, an edited rule that matches what it makes or a rule switched off
     * that would have stopped another, and the log is stopped there instead of running for ever.
     */
    static final int REST_LIMIT = 200_000;

    /**
     * The facts in working memory of each class {@link #all} was asked for, by their handles' ids: in the order they
     * were inserted (by the engine, by a rule, or logically), kept from the first question on as working memory reports
     * them (a session's listeners go with it when the pool resets it). {@link #all} reads them instead of asking Drools
     * for every fact handle of the class and sorting them, which cost each line in proportion to what waited (N
     * triggers waiting, N spells on the stack: N² for the game, issue 14). The classes it is never asked for
     * (permanents, events: most facts) cost an insert or a delete one map lookup.
     */
    private final Map<Class<?>, TreeMap<Long, Object>> byClass = new HashMap<>();

    private final AgendaFilter filter;
    private Runnable beforeRun = () -> { };

    /** With a filter, only the activations it accepts fire (a rule switched off to see what it changes). */
    Facts(KieSession session, AgendaFilter filter) {
        this.session = session;
        this.filter = filter;
        session.addEventListener(new RuleRuntimeEventListener() {
            @Override
            public void objectInserted(ObjectInsertedEvent e) {
                came(e.getObject(), e.getFactHandle());
            }

            @Override
            public void objectUpdated(ObjectUpdatedEvent e) {
                if (e.getObject() != e.getOldObject()) {  // an update may put another object in the handle's place
                    gone(e.getOldObject(), e.getFactHandle());
                    came(e.getObject(), e.getFactHandle());
                }
            }

            @Override
            public void objectDeleted(ObjectDeletedEvent e) {
                gone(e.getOldObject(), e.getFactHandle());
            }

            private void came(Object fact, FactHandle h) {
                TreeMap<Long, Object> of = byClass.get(fact.getClass());
                if (of != null) {
                    of.put(id(h), fact);
                }
            }

            private void gone(Object fact, FactHandle h) {
                TreeMap<Long, Object> of = byClass.get(fact.getClass());
                if (of != null) {
                    of.remove(id(h));
                }
            }
        });
    }

    private static long id(FactHandle h) {
        return ((InternalFactHandle) h).getId();
    }

    KieSession session() {
        return session;
    }

    void insert(Object fact) {
        handles.put(fact, session.insert(fact));
        if (fact instanceof Target t) {
            for (GameObject o : judgedBy(t)) {
                // in the order they came (the order they are judged again in), and each taken out at once: a
                // trigger's target candidates on each of N objects, N triggers waiting (Target has no equals of its
                // own: the set holds each fact by identity)
                targetsBy.computeIfAbsent(o, k -> new LinkedHashSet<>(2)).add(t);
            }
        }
    }

    void update(Object fact) {
        FactHandle h = handles.get(fact);
        if (h != null) {
            session.update(h, fact);
            judgeTargetsAgain(fact);
        }
    }

    /**
     * Updates a fact of which only the named properties changed: only the patterns that constrain one of them are
     * evaluated again (property reactivity). Drools does not infer derived getters: name them too ({@code "step",
     * "mainPhase"}; {@link dev.arbiter.model.GameObject#COMBAT_STATUS}). For the changes made on nearly every line —
     * the game's step, a player's life, a tap, combat — where a plain update re-evaluates every pattern on the fact.
     */
    void update(Object fact, String... changed) {
        FactHandle h = handles.get(fact);
        if (h != null) {
            // no target is judged again: the legality rules read none of the properties named here (a tap, damage,
            // combat status, Auras attached); one that did would have to be told here
            session.update(h, fact, changed);
        }
    }

    void delete(Object fact) {
        FactHandle h = handles.remove(fact);
        if (h != null) {
            session.delete(h);
            forget(fact);
            judgeTargetsAgain(fact);
        }
    }

    /**
     * A changed object's targets are updated naming their {@code object}: the patterns that bind or constrain it (the
     * legality rules) read the object again; the others are left alone.
     */
    private void judgeTargetsAgain(Object fact) {
        if (fact instanceof GameObject o) {
            for (Target t : targetsBy.getOrDefault(o, Set.of())) {
                FactHandle h = handles.get(t);
                if (h != null) {
                    session.update(h, t, "object");
                }
            }
        }
    }

    private void forget(Object fact) {
        if (fact instanceof Target t) {
            for (GameObject o : judgedBy(t)) {
                Set<Target> by = targetsBy.get(o);
                if (by != null) {
                    by.remove(t);
                    if (by.isEmpty()) {
                        targetsBy.remove(o);
                    }
                }
            }
        }
    }

    /** The target's object and its spell's or ability's source, each once. */
    private static List<GameObject> judgedBy(Target t) {
        GameObject object = t.getObject();
        GameObject source = t.getItem() == null ? null : t.getItem().getSource();
        if (object == null || object == source) {
            return source == null ? List.of() : List.of(source);
        }
        return source == null ? List.of(object) : List.of(object, source);
    }

    /** Deletes a fact a rule inserted itself (its handle is the session's, not one this class kept). */
    void retract(Object fact) {
        FactHandle h = handles.containsKey(fact) ? handles.remove(fact) : session.getFactHandle(fact);
        if (h != null) {
            session.delete(h);
            forget(fact);
        }
    }

    /**
     * The facts of a class now in working memory, in the order they were inserted (the model's fact classes are
     * final: a class's facts are exactly its instances). Drools keeps them in an identity map, whose order changes from
     * one run to the next: read in that order, the same log could get another verdict (which of two pending choices
     * comes first, which encoding a state shows).
     */
    <T> List<T> all(Class<T> type) {
        TreeMap<Long, Object> of = byClass.computeIfAbsent(type, t -> {
            TreeMap<Long, Object> now = new TreeMap<>();  // what is there at the first question; kept from then on
            for (FactHandle h : session.getFactHandles(new ClassObjectFilter(t))) {
                Object fact = ((InternalFactHandle) h).getObject();
                if (fact.getClass() == t) {
                    now.put(id(h), fact);
                }
            }
            return now;
        });
        List<T> out = new ArrayList<>(of.size());
        for (Object o : of.values()) {
            out.add(type.cast(o));
        }
        return out;
    }

    boolean contains(Object fact) {
        return handles.containsKey(fact);
    }

    /** Focuses groups so they run first to last, each after the derived state is recomputed. */
    void focus(String... groups) {
        for (int i = groups.length - 1; i >= 0; i--) {
            session.getAgenda().getAgendaGroup(groups[i]).setFocus();
        }
        for (int i = RECOMPUTE.length - 1; i >= 0; i--) {
            session.getAgenda().getAgendaGroup(RECOMPUTE[i]).setFocus();
        }
    }

    /** Something to do before every run: the game marks the layers dirty when Java code changed the state. */
    void beforeRun(Runnable r) {
        this.beforeRun = r;
    }

    /**
     * A fact the rules judge where it stands (an action just announced, an expectation that failed, a difference
     * the audit found): inserted, the groups run to quiescence, then deleted, so it never outlives its judgement.
     */
    void judge(Object fact, String... groups) {
        insert(fact);
        run(groups);
        delete(fact);
    }

    /** Runs the groups to quiescence. */
    int run(String... groups) {
        beforeRun.run();
        focus(groups);
        int fired = filter == null ? session.fireAllRules(REST_LIMIT) : session.fireAllRules(filter, REST_LIMIT);
        if (fired >= REST_LIMIT) {
            throw new Budget.Exceeded("the rules did not come to rest: " + fired + " rule firings at one point of the"
                    + " game" + (filter == null ? "" : " with a rule switched off") + looping(), false);
        }
        return fired;
    }

    /** Which rule keeps firing, seen over a few more firings: ", rule \"…\" fired N of the last M", or nothing. */
    private String looping() {
        Map<String, Integer> counts = new HashMap<>();
        AgendaFilter counting = match -> {
            boolean fires = filter == null || filter.accept(match);
            if (fires) {
                counts.merge(match.getRule().getName(), 1, Integer::sum);
            }
            return fires;
        };
        int more = session.fireAllRules(counting, 1_000);
        return counts.entrySet().stream().max(Map.Entry.comparingByValue())
                .map(e -> ": rule \"" + e.getKey() + "\" fired " + e.getValue() + " of the next " + more).orElse("");
    }
}
