package dev.arbiter.engine;

import org.kie.api.runtime.rule.AgendaFilter;
import org.kie.api.runtime.rule.Match;

import java.util.Set;

/**
 * The rules a user switched off by name ({@code coverage --mutate}, {@link dev.arbiter.Arbiter#withRuleDisabled}):
 * none of their activations fires. Matching the name is the point here — the user names the rule — so this is one
 * of the few places that read a rule's name (see VerdictsInDrlTest); the game's behaviour never depends on one.
 */
record DisabledRules(Set<String> names) implements AgendaFilter {
    @Override
    public boolean accept(Match match) {
        return !names.contains(match.getRule().getName());
    }
}
