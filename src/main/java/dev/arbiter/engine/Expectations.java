package dev.arbiter.engine;

import dev.arbiter.ObjectState;
import dev.arbiter.PlayerState;
import dev.arbiter.log.Json;
import dev.arbiter.log.LogError;
import dev.arbiter.log.LogLine;
import dev.arbiter.log.Quote;
import dev.arbiter.model.ExpectationFailed;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.Player;
import dev.arbiter.model.StackItem;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code expect} lines (mtglog §7): each named field is read and compared with the state now; what differs becomes an
 * {@link ExpectationFailed} fact, which the rules of rules/audit/expectations.drl report (rule {@code expect}, naming
 * the expected and the actual value).
 */
final class Expectations {
    private static final Set<String> OBJECT = Set.of("type", "object", "zone", "controller", "owner", "power",
            "toughness", "tapped", "counters", "attachedTo", "attached", "encodedOn", "encoded", "abilities", "lacks",
            "exists", "damage");
    private static final Set<String> PLAYER = Set.of("type", "player", "life", "hand", "graveyard", "library", "exile");

    private final Game game;
    private final Facts facts;
    private final Refs refs;
    private final States states;

    Expectations(Game game, Facts facts, Refs refs, States states) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
        this.states = states;
    }

    void check(LogLine.Expect e) {
        Json.Obj f = e.fields();
        int subjects = (f.has("object") ? 1 : 0) + (f.has("player") ? 1 : 0) + (f.has("stack") ? 1 : 0);
        if (subjects != 1) {
            throw e.src().error("an expect line names exactly one of \"object\", \"player\" or \"stack\"");
        }
        if (f.has("stack")) {
            allow(e, Set.of("type", "stack"));
            List<String> actual = new ArrayList<>();
            for (StackItem s : game.stack()) {
                actual.add(s.getLogId());
            }
            compare(e, "stack", "stack", ids(e, "stack"), actual);
        } else if (f.has("player")) {
            allow(e, PLAYER);
            Player p = refs.anyPlayer(str(e, "player"), e.src(), "player");
            PlayerState s = states.player(p);
            for (String k : List.of("life", "hand", "graveyard", "library", "exile")) {
                if (f.has(k)) {
                    long actual = switch (k) {
                        case "life" -> s.life();
                        case "hand" -> s.hand();
                        case "graveyard" -> s.graveyard();
                        case "library" -> s.library();
                        default -> s.exile();
                    };
                    long expected = number(e, k);
                    if (expected != actual) {
                        failed(ExpectationFailed.count(e.line(), p.getId(), k, expected, actual));
                    }
                }
            }
        } else {
            allow(e, OBJECT);
            object(e, f);
        }
    }

    /**
     * An id of the engine's form {@code <parent>/<n>} (mtglog §1) for an object the engine never made, under a parent
     * the game knows: how a log says "no Role was made" ({@code "exists": false}). A writer's own id can't have that
     * form, so one it never introduced is still an unknown object.
     */
    private boolean neverMade(String id) {
        int slash = id.lastIndexOf('/');
        return slash > 0 && slash < id.length() - 1 && id.substring(slash + 1).chars().allMatch(Character::isDigit)
                && game.seen(refs.resolve(id.substring(0, slash)));
    }

    private void object(LogLine.Expect e, Json.Obj f) {
        String id = refs.resolve(str(e, "object"));
        GameObject o = game.object(id);
        boolean seen = game.seen(id);
        if (o == null && !seen && !neverMade(id) && !refs.isNamed(id)) {
            throw e.src().error("object", "expect on unknown object " + Quote.of(str(e, "object")));
        }
        if (f.has("exists")) {
            compare(e, id, "exists", bool(e, "exists"), o != null);
        }
        if (o == null) {
            if (f.fields().size() > 3 || !f.has("exists")) {
                failed(new ExpectationFailed(seen ? ExpectationFailed.Kind.GONE : ExpectationFailed.Kind.NEVER_MADE,
                        e.line(), id, null, "it exists", "it does not"));
            }
            return;
        }
        ObjectState s = states.object(o);
        for (String k : f.fields().keySet()) {
            switch (k) {
                case "zone" -> compare(e, id, k, str(e, k), s.zone());
                case "controller" -> compare(e, id, k, refs.resolve(str(e, k)), s.controller());
                case "owner" -> compare(e, id, k, refs.resolve(str(e, k)), s.owner());
                case "power" -> compare(e, id, k, number(e, k), s.power() == null ? null : (long) s.power());
                case "toughness" -> compare(e, id, k, number(e, k), s.toughness() == null ? null : (long) s.toughness());
                case "damage" -> compare(e, id, k, number(e, k), (long) s.damage());
                case "tapped" -> compare(e, id, k, bool(e, k), s.tapped());
                case "counters" -> {
                    Map<String, Long> actual = new TreeMap<>();
                    s.counters().forEach((kind, n) -> actual.put(kind, (long) n));
                    compare(e, id, k, counters(e), actual);
                }
                case "attachedTo" -> compareObjects(e, id, k, nullableId(e, k), s.attachedTo());
                case "attached" -> compareObjects(e, id, k, sorted(ids(e, k)), s.attached());
                case "encodedOn" -> compareObjects(e, id, k, nullableId(e, k), s.encodedOn());
                case "encoded" -> compareObjects(e, id, k, sorted(ids(e, k)), s.encoded());
                case "abilities" -> {
                    for (String a : strings(e, k)) {
                        if (!has(s.abilities(), a)) {
                            mismatch(e, id, "abilities", "has " + a, s.abilities().isEmpty() ? "no abilities"
                                    : "abilities " + s.abilities());
                        }
                    }
                }
                case "lacks" -> {
                    for (String a : strings(e, k)) {
                        if (has(s.abilities(), a)) {
                            mismatch(e, id, "lacks", "lacks " + a, "abilities " + s.abilities());
                        }
                    }
                }
                default -> {
                }
            }
        }
    }

    /** "ward" matches any ward, "protection" any protection; "ward {1}" only that one (mtglog §7). */
    static boolean has(List<String> abilities, String name) {
        for (String a : abilities) {
            if (a.equals(name) || a.startsWith(name + " ")) {
                return true;
            }
        }
        return false;
    }

    private void compare(LogLine.Expect e, String subject, String field, Object expected, Object actual) {
        if (!java.util.Objects.equals(expected, actual)) {
            mismatch(e, subject, field, String.valueOf(expected), String.valueOf(actual));
        }
    }

    /**
     * As {@link #compare}, for a field whose value names objects (an id or null, or a list of ids): a difference says
     * which objects make it, so that one made by objects the log's game and the rules' already disagree about can be
     * told apart (rules/audit/roles.drl).
     */
    private void compareObjects(LogLine.Expect e, String subject, String field, Object expected, Object actual) {
        if (!java.util.Objects.equals(expected, actual)) {
            Set<String> differing = new java.util.TreeSet<>(named(expected));  // in one and not the other
            for (String id : named(actual)) {
                if (!differing.remove(id)) {
                    differing.add(id);
                }
            }
            failed(new ExpectationFailed(ExpectationFailed.Kind.VALUE, e.line(), subject, field,
                    String.valueOf(expected), String.valueOf(actual)).differing(differing));
        }
    }

    private static List<String> named(Object value) {
        if (value instanceof List<?> l) {
            return l.stream().map(String::valueOf).toList();
        }
        return value == null ? List.of() : List.of(String.valueOf(value));
    }

    private void mismatch(LogLine.Expect e, String subject, String field, String expected, String actual) {
        failed(new ExpectationFailed(ExpectationFailed.Kind.VALUE, e.line(), subject, field, expected, actual));
    }

    /** The rules of rules/audit/expectations.drl report what the line says against the state, one at a time. */
    private void failed(ExpectationFailed f) {
        facts.judge(f, "audit");
    }

    private void allow(LogLine.Expect e, Set<String> allowed) {
        for (Map.Entry<String, Integer> n : e.fields().nameColumns().entrySet()) {
            if (!allowed.contains(n.getKey())) {
                throw new LogError(e.line(), n.getValue(),
                        "unknown field " + Quote.of(n.getKey()) + " for this expect line");
            }
        }
    }

    private static String str(LogLine.Expect e, String k) {
        if (e.fields().get(k) instanceof Json.Str s) {
            return s.value();
        }
        throw e.src().error(k, "\"" + k + "\" must be a string");
    }

    private static String nullableId(LogLine.Expect e, String k) {
        return e.fields().get(k) instanceof Json.Null ? null : str(e, k);
    }

    private static Long number(LogLine.Expect e, String k) {
        if (e.fields().get(k) instanceof Json.Num n) {
            return n.value();
        }
        throw e.src().error(k, "\"" + k + "\" must be a whole number");
    }

    private static Boolean bool(LogLine.Expect e, String k) {
        if (e.fields().get(k) instanceof Json.Bool b) {
            return b.value();
        }
        throw e.src().error(k, "\"" + k + "\" must be true or false");
    }

    private static List<String> strings(LogLine.Expect e, String k) {
        if (!(e.fields().get(k) instanceof Json.Arr a)) {
            throw e.src().error(k, "\"" + k + "\" must be a list");
        }
        List<String> out = new ArrayList<>();
        for (Json.Value v : a.items()) {
            if (!(v instanceof Json.Str s)) {
                throw new LogError(e.line(), v.column(), "\"" + k + "\" must hold strings");
            }
            out.add(s.value());
        }
        return out;
    }

    private List<String> ids(LogLine.Expect e, String k) {
        return strings(e, k).stream().map(refs::resolve).toList();
    }

    private static List<String> sorted(List<String> l) {
        return l.stream().sorted().toList();
    }

    private static Map<String, Long> counters(LogLine.Expect e) {
        if (!(e.fields().get("counters") instanceof Json.Obj o)) {
            throw e.src().error("counters", "\"counters\" must be an object like {\"+1/+1\":2}");
        }
        Map<String, Long> out = new TreeMap<>();
        o.fields().forEach((k, v) -> {
            if (!(v instanceof Json.Num n)) {
                throw new LogError(e.line(), v.column(), "counter amounts are numbers");
            }
            if (n.value() != 0) {
                out.put(k, n.value());
            }
        });
        return out;
    }
}
