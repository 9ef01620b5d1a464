package dev.arbiter.engine;

import dev.arbiter.RuleFiring;
import org.drools.base.InitialFact;
import org.kie.api.definition.rule.Rule;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.BeforeMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;

import java.util.ArrayList;
import java.util.List;

/**
 * Follows the agenda: tells the game which rule is acting — its tag, from its metadata (so every change is attributed
 * to a rule's CR number, and a rule's name is only ever shown) — and, when
 * tracing, records each firing in order — the explain trace, where the firing order shows the precedence.
 */
final class Tracer extends DefaultAgendaEventListener {
    private final Game game;
    private final Rulebase.Tags tags;
    private final boolean keep;
    private final Budget.Meter meter;
    private final List<RuleFiring> firings = new ArrayList<>();

    Tracer(Game game, Rulebase.Tags tags, boolean keep, Budget.Meter meter) {
        this.game = game;
        this.tags = tags;
        this.keep = keep;
        this.meter = meter;
    }

    @Override
    public void beforeMatchFired(BeforeMatchFiredEvent event) {
        // thrown here, it stops the rules between two firings; Drools hands it on wrapped in a ConsequenceException
        meter.firing();
        Rule r = event.getMatch().getRule();
        game.ledger().rule(tags.of(r));
        if (keep) {
            List<String> facts = new ArrayList<>();
            for (Object o : event.getMatch().getObjects()) {
                if (!(o instanceof InitialFact)) {  // Drools' own, matched by a rule that begins with "not" or "exists"
                    facts.add(Describe.fact(o));
                }
            }
            String cr = Rulebase.meta(r, "cr");
            firings.add(new RuleFiring(r.getName(), cr == null ? "" : cr, List.copyOf(facts)));
        }
    }

    @Override
    public void afterMatchFired(AfterMatchFiredEvent event) {
        // keep derived state current before the next activation fires
        game.ledger().rule(RuleTag.NONE);
        game.changes().flushFollowUps();
    }

    /** The firings recorded since the last call. */
    List<RuleFiring> drain() {
        List<RuleFiring> out = List.copyOf(firings);
        firings.clear();
        return out;
    }
}
