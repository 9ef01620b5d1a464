package dev.arbiter.engine;

import dev.arbiter.log.Json;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.Quote;
import dev.arbiter.model.LogOnlyResolution;
import dev.arbiter.model.PendingTrigger;
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
    private final Casting casting;

    Resolving(Game game, Facts facts, Refs refs, Casting casting) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
        this.casting = casting;
        game.casting(casting, refs);
    }

    void resolve(LogLine.Resolve r) {
        String named = r.object() == null ? null : refs.resolve(r.object());
        StackItem top = game.stackZone().top();
        if (!named(named, top)) {
            String logOnly = game.triggers().takeLogOnly(named, top == null);
            if (logOnly != null) {
                game.ledger().note("the ability resolves in the log's game only (its source is the log's own, from a"
                        + " mistake reported earlier): nothing to do in the rules' game");
                game.happened(new LogOnlyResolution(logOnly, r.line()));
                return;
            }
            top = lateTrigger(named, top);
        }
        if (top == null) {
            throw r.src().error("resolve: the stack is empty");
        }
        if (named != null && !named.equals(top.getLogId())) {
            throw r.src().error("object", "\"" + r.object() + "\" is not on top of the stack; the top is " + top);
        }
        Map<String, Object> choices = choices(r, top);
        if (choices.get("keep") instanceof Json.Str keep) {
            game.answers().presetKeep(keep.value());
        }
        Resolution res = new Resolution(top, choices);
        game.ledger().resolved(top);
        game.ledger().resolution(res);
        facts.insert(res);
        try {
            facts.run("resolve");
        } finally {
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

    /**
     * The top of the stack for a resolve line that doesn't name it ({@code named}: the object it names, or null). A
     * recorded log that left a triggered ability off the stack (603.3, reported when it went on without it) may still
     * record its resolution: a resolve line naming the ability's source, or one on an empty stack. The rules-correct
     * game had the ability on the stack, so it goes there now and its resolution is checked like any other.
     */
    private StackItem lateTrigger(String named, StackItem top) {
        PendingTrigger late = game.triggers().takeMissed(named);
        if (late == null) {
            return top;
        }
        game.ledger().note("the log resolves " + late + ", which it never put on the stack (reported): it goes on the"
                + " stack now, so that its resolution is checked");
        return casting.putOnStack(late, null, null);
    }

    /** Whether the resolve line's object (null: none named) is the top of the stack. */
    private static boolean named(String named, StackItem top) {
        return top != null && (named == null || named.equals(top.getLogId()));
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
                        "choice " + Quote.of(e.getKey()) + " is not a decision " + top + " makes (it makes: "
                                + String.join(", ", allowed) + ")");
            }
            out.put(e.getKey(), e.getValue());
        }
        return out;
    }
}
