package dev.arbiter.engine;

import dev.arbiter.log.Json;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.Resolution;
import dev.arbiter.model.StackItem;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * {@code resolve}: the top of the stack resolves (CR 608). The card's and the ability's rules carry out its
 * instructions in order while the {@link Resolution} fact exists; the decisions come from {@code choices}.
 */
final class Resolving {
    /** Decisions any resolution may hold: which of several simultaneous Roles to keep (mtglog §6). */
    private static final Set<String> ALWAYS = Set.of("keep");

    private final Game game;
    private final Facts facts;
    private final Refs refs;

    Resolving(Game game, Facts facts, Refs refs, Casting casting) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
        game.casting(casting, refs);
    }

    void resolve(LogLine.Resolve r) {
        StackItem top = game.stackZone().top();
        if (top == null) {
            throw r.src().error("resolve: the stack is empty");
        }
        if (r.object() != null && !refs.resolve(r.object()).equals(top.getLogId())) {
            throw r.src().error("object", "\"" + r.object() + "\" is not on top of the stack; the top is " + top);
        }
        Map<String, Object> choices = choices(r, top);
        if (choices.get("keep") instanceof Json.Str keep) {
            game.answers().presetKeep(keep.value());
        }
        Resolution res = new Resolution(top, choices);
        game.ledger().resolved(top);
        game.ledger().resolution(res);
        game.state().enterResolution();
        facts.update(game.state());
        facts.insert(res);
        try {
            facts.run("resolve");
        } finally {
            game.state().leaveResolution();
            facts.update(game.state());
            facts.delete(res);
            game.ledger().resolution(null);
        }
        if (game.stack().contains(top)) {
            game.stackZone().pop(top);
        }
        if (top.getStatus() == StackItem.Status.ON_STACK) {
            top.setStatus(StackItem.Status.RESOLVED);
        }
    }

    private Map<String, Object> choices(LogLine.Resolve r, StackItem top) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (r.choices() == null) {
            return out;
        }
        Set<String> allowed = new LinkedHashSet<>(ALWAYS);
        allowed.addAll(top.getSource().getDef().choices());
        allowed.addAll(Abilities.choices(top.getAbility()));
        for (Map.Entry<String, Json.Value> e : r.choices().fields().entrySet()) {
            if (!allowed.contains(e.getKey())) {
                throw new dev.arbiter.log.LogError(r.line(), r.choices().nameColumns().get(e.getKey()),
                        "choice \"" + e.getKey() + "\" is not a decision " + top + " makes (it makes: "
                                + String.join(", ", allowed) + ")");
            }
            out.put(e.getKey(), e.getValue());
        }
        return out;
    }
}
