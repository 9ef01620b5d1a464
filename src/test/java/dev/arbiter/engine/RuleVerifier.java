package dev.arbiter.engine;

import dev.arbiter.Finding;
import dev.arbiter.ObjectState;
import dev.arbiter.cards.Catalogue;
import dev.arbiter.log.LogReader;
import org.drools.base.definitions.rule.impl.RuleImpl;
import org.kie.api.definition.rule.Rule;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.BeforeMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import org.kie.api.event.rule.DefaultRuleRuntimeEventListener;
import org.kie.api.event.rule.ObjectInsertedEvent;
import org.kie.api.runtime.rule.Match;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Tests one DRL rule (or one ruleflow-group) in isolation, in the manner of a constraint verifier: the
 * {@linkplain #given given} lines set up a game with the whole rule base; then, in the {@linkplain #when when} lines
 * — or for facts {@linkplain Verdict#insert inserted} by hand — the rule under test is the only one of its
 * ruleflow-group that fires, while the other phases of play go on as usual (the state-based actions that make a
 * player lose, the layers a rule reads characteristics after). {@link #alone()} narrows that to the rule itself and
 * the groups that keep derived state current ({@code statics}, {@code layers}, {@code legality}). The
 * {@link Verdict} tells how often the rule fired, which facts its consequences inserted, which findings were raised,
 * and how the objects ended up.
 *
 * <pre>{@code
 * RuleVerifier.rule("704.5a a player with 0 or less life loses the game")
 *         .given("{'type':'turn','number':1,'active':'P1'}")
 *         .when("{'type':'life','player':'P1','delta':-20,'by':'external'}")
 *         .fired(1);
 * }</pre>
 *
 * Lines are mtglog/1 written with single quotes, as in the spec tests' {@code Table}; the game line (two players
 * P1 and P2, 20 life, derived outcomes) is written for you unless the first given line is a game line.
 */
public final class RuleVerifier {
    private static final Set<String> DERIVED_STATE = Set.of(Facts.RECOMPUTE);
    private final String rule;
    private final String group;
    private final String ownGroup;
    private final List<String> given = new ArrayList<>();
    private final Set<String> also = new java.util.HashSet<>();
    private boolean alone;

    private RuleVerifier(String rule, String group) {
        this.rule = rule;
        this.group = group;
        Rule found = Rulebase.standard().all().stream().filter(this::underTest).findAny().orElseThrow(() ->
                new IllegalArgumentException("no rule " + (rule != null ? "named \"" + rule + "\"" : "in group "
                        + group) + " in the rule base"));
        this.ownGroup = ((RuleImpl) found).getRuleFlowGroup();
    }

    /** Verifies the rule of this name (an unknown name fails at once, so a renamed rule's test can't pass vacuously). */
    public static RuleVerifier rule(String name) {
        return new RuleVerifier(name, null);
    }

    /** Verifies every rule of a ruleflow-group ({@code "sba"}, {@code "cast"} …). */
    public static RuleVerifier group(String ruleflowGroup) {
        return new RuleVerifier(null, ruleflowGroup);
    }

    /** Lines played with the whole rule base before the rule is isolated. */
    public RuleVerifier given(String... lines) {
        given.addAll(Arrays.asList(lines));
        return this;
    }

    /**
     * Rules of the same group that the rule under test needs to have fired (104.5's leaving before 800.4a's
     * consequences of it): they fire as usual while the rule is isolated.
     */
    public RuleVerifier also(String... rules) {
        for (String r : rules) {
            if (Rulebase.standard().all().stream().noneMatch(x -> x.getName().equals(r))) {
                throw new IllegalArgumentException("no rule named \"" + r + "\" in the rule base");
            }
            also.add(r);
        }
        return this;
    }

    /** Isolates the rule from the derived-state groups too: only it fires. */
    public RuleVerifier alone() {
        alone = true;
        return this;
    }

    /** Plays the given lines, then these with only the rule under test (and derived state) firing. */
    public Verdict when(String... lines) {
        return new Verdict(this, List.of(lines));
    }

    private boolean underTest(Rule r) {
        return rule != null ? r.getName().equals(rule) : group.equals(((RuleImpl) r).getRuleFlowGroup());
    }

    /**
     * While isolating: the rule under test fires; of the other rules, none of its own ruleflow-group does (its
     * neighbours, which would otherwise share the work), and the rest of the game goes on as usual — or, alone, only
     * the derived-state groups.
     */
    private boolean admitted(Match m, boolean isolating) {
        RuleImpl r = (RuleImpl) m.getRule();
        if (!isolating || underTest(r) || also.contains(r.getName())) {
            return true;
        }
        return !r.getRuleFlowGroup().equals(ownGroup) && (!alone || DERIVED_STATE.contains(r.getRuleFlowGroup()));
    }

    /** What the rule did. The game's session is closed by {@link #close()} (or when the JVM ends, in a test). */
    public static final class Verdict implements AutoCloseable {
        private final GameRun run;
        private final List<Object> inserted = new ArrayList<>();
        private final List<Finding> findings = new ArrayList<>();
        private int fired;
        private boolean isolating;
        private boolean inRule;

        private Verdict(RuleVerifier v, List<String> when) {
            List<String> lines = new ArrayList<>(v.given);
            if (lines.isEmpty() || !lines.get(0).contains("'type':'game'")) {
                lines.add(0, "{'type':'game','format':'mtglog/1','players':['P1','P2'],'life':20,"
                        + "'outcomes':'derived','cr':'2025-02-07'}");
            }
            int firstWhen = lines.size() + 1;
            lines.addAll(when);
            String text = String.join("\n", lines).replace('\'', '"') + "\n";
            LogReader reader = new LogReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
            run = new GameRun(Rulebase.standard(), Catalogue.standard(), reader, false, Budget.NONE,
                    m -> v.admitted(m, isolating));
            run.facts().session().addEventListener(new DefaultAgendaEventListener() {
                @Override
                public void beforeMatchFired(BeforeMatchFiredEvent e) {
                    inRule = isolating && v.underTest(e.getMatch().getRule());
                    if (inRule) {
                        fired++;
                    }
                }

                @Override
                public void afterMatchFired(AfterMatchFiredEvent e) {
                    inRule = false;
                }
            });
            run.facts().session().addEventListener(new DefaultRuleRuntimeEventListener() {
                @Override
                public void objectInserted(ObjectInsertedEvent e) {
                    if (inRule) {
                        inserted.add(e.getObject());
                    }
                }
            });
            boolean more = true;
            while (more) {
                // the next step begins at the first line after those read so far
                isolating = run.lines() + 1 >= firstWhen;
                int before = run.findings().size();
                more = run.step() != null;  // the last call checks the end of the log, which can raise findings too
                if (isolating) {
                    findings.addAll(run.findings().subList(before, run.findings().size()));
                }
            }
        }

        /** Inserts a hand-made fact and runs the groups named, with only the rule under test (and derived state). */
        public Verdict insert(Object fact, String... groups) {
            isolating = true;
            int before = run.findings().size();
            run.facts().insert(fact);
            run.facts().run(groups);
            findings.addAll(run.findings().subList(before, run.findings().size()));
            return this;
        }

        /** How often the rule under test fired. */
        public int fired() {
            return fired;
        }

        /** The facts of a type the rule's consequences inserted (insertLogical included, retracted or not). */
        public <T> List<T> inserted(Class<T> type) {
            return inserted.stream().filter(type::isInstance).map(type::cast).toList();
        }

        /** The facts of a type in working memory now (a derived fact that is still justified, say). */
        public <T> List<T> present(Class<T> type) {
            return run.facts().all(type);
        }

        /** The findings raised while the rule was isolated, as "rule line" (the rule's own and the game's). */
        public List<String> findings() {
            return findings.stream().map(f -> f.rule() + " line " + f.line()).toList();
        }

        public List<Finding> findingDetails() {
            return List.copyOf(findings);
        }

        public ObjectState object(String id) {
            return run.objectState(id);
        }

        @Override
        public void close() {
            run.close();
        }
    }
}
