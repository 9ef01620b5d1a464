package dev.arbiter.log;

import dev.arbiter.model.Cause;
import dev.arbiter.model.Step;
import dev.arbiter.model.Unchecked;
import dev.arbiter.model.Zone;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Turns the JSON of one line into a typed {@link LogLine}, checking the field set and every value's type. */
final class LineParser {
    static final String FORMAT = "mtglog/1";
    /** A CR number: a rule (708) or one of its subrules (708.2, 704.5y). */
    private static final Pattern CR_NUMBER = Pattern.compile("[1-9][0-9]{2}(\\.[0-9]{1,3}[a-z]?)?");

    private LineParser() {
    }

    static LogLine parse(Json.Obj obj, int line, String text) {
        Src src = new Src(line, obj, text);
        Fields f = new Fields(src);
        String type = f.str("type", true);
        return switch (type) {
            case "game" -> game(f, src);
            case "object" -> object(f, src);
            case "turn" -> {
                f.allow(type, Set.of("type", "number", "active"));
                int n = f.integer("number", true);
                if (n < 1) {
                    throw src.error("number", "turn numbers start at 1");
                }
                yield new LogLine.Turn(src, n, f.id("active", true));
            }
            case "step" -> {
                f.allow(type, Set.of("type", "step"));
                String s = f.str("step", true);
                Step step = Step.fromLog(s);
                if (step == null) {
                    throw src.error("step", "unknown step " + Quote.of(s));
                }
                yield new LogLine.StepLine(src, step);
            }
            case "cast" -> {
                f.allow(type, Set.of("type", "player", "card", "targets", "x", "kicked", "sacrifice",
                        "alternativeCost", "from"));
                yield cast(f, src, f.id("player", true), f.id("card", true));
            }
            case "play" -> {
                f.allow(type, Set.of("type", "player", "card", "from"));
                yield new LogLine.Play(src, f.id("player", true), f.id("card", true), zone(f, src, "from", false));
            }
            case "activate" -> {
                f.allow(type, Set.of("type", "player", "source", "ability", "targets", "sacrifice", "x"));
                yield new LogLine.Activate(src, f.id("player", true), f.id("source", true), f.str("ability", true),
                        f.targets("targets"), orEmpty(f.ids("sacrifice")), x(f, src));
            }
            case "trigger" -> {
                f.allow(type, Set.of("type", "source", "ability", "controller", "targets"));
                yield new LogLine.Trigger(src, f.id("source", true), f.str("ability", false), f.id("controller", false),
                        f.targets("targets"));
            }
            case "resolve" -> {
                f.allow(type, Set.of("type", "object", "choices"));
                yield new LogLine.Resolve(src, f.id("object", false), f.object("choices", false));
            }
            case "attack" -> {
                f.allow(type, Set.of("type", "attackers"));
                yield new LogLine.Attack(src, f.idMap("attackers", true));
            }
            case "block" -> {
                f.allow(type, Set.of("type", "blockers"));
                yield new LogLine.Block(src, f.idMap("blockers", true));
            }
            case "damage" -> damage(f, src);
            case "choose" -> choose(f, src);
            case "pass" -> {
                f.allow(type, Set.of("type", "player"));
                yield new LogLine.Pass(src, f.id("player", true));
            }
            case "move" -> {
                f.allow(type, Set.of("type", "object", "to", "from", "cause", "by"));
                String cause = f.str("cause", false);
                Cause c = cause == null ? null : Cause.fromLog(cause);
                if (cause != null && c == null) {
                    throw src.error("cause", "unknown cause " + Quote.of(cause) + " (resolve, sba, effect, cost, draw, discard,"
                            + " combat)");
                }
                yield new LogLine.Move(src, f.id("object", true), zone(f, src, "to", true), zone(f, src, "from", false),
                        c, f.id("by", false));
            }
            case "create_token" -> {
                f.allow(type, Set.of("type", "id", "token", "controller", "attachedTo", "by"));
                yield new LogLine.CreateToken(src, f.id("id", true), f.str("token", true), f.id("controller", true),
                        f.id("attachedTo", false), f.id("by", false));
            }
            case "attach" -> {
                f.allow(type, Set.of("type", "object", "to", "by"));
                yield new LogLine.Attach(src, f.id("object", true), f.id("to", true), f.id("by", false));
            }
            case "encode" -> {
                f.allow(type, Set.of("type", "card", "on", "by"));
                yield new LogLine.Encode(src, f.id("card", true), f.id("on", true), f.id("by", false));
            }
            case "copy" -> {
                f.allow(type, Set.of("type", "id", "of", "zone", "controller", "by"));
                yield new LogLine.Copy(src, f.id("id", true), f.id("of", true), zone(f, src, "zone", true),
                        f.id("controller", true), f.id("by", false));
            }
            case "cease" -> {
                f.allow(type, Set.of("type", "object", "by"));
                yield new LogLine.Cease(src, f.id("object", true), f.id("by", false));
            }
            case "life" -> {
                f.allow(type, Set.of("type", "player", "delta", "by"));
                yield new LogLine.Life(src, f.id("player", true), f.integer("delta", true), f.id("by", false));
            }
            case "draw" -> draw(f, src);
            case "discard" -> {
                f.allow(type, Set.of("type", "player", "card", "by"));
                yield new LogLine.Discard(src, f.id("player", true), f.id("card", true), f.id("by", false));
            }
            case "counters" -> {
                f.allow(type, Set.of("type", "object", "kind", "delta", "by"));
                yield new LogLine.Counters(src, f.id("object", true), f.str("kind", true), f.integer("delta", true),
                        f.id("by", false));
            }
            case "tap", "untap" -> {
                f.allow(type, Set.of("type", "object", "by"));
                yield new LogLine.Tap(src, f.id("object", true), type.equals("tap"), f.id("by", false));
            }
            case "control" -> {
                f.allow(type, Set.of("type", "object", "player", "until", "by"));
                yield new LogLine.Control(src, f.id("object", true), f.id("player", true), until(f, src),
                        f.id("by", false));
            }
            case "effect" -> effect(f, src);
            case "reveal" -> {
                f.allow(type, Set.of("type", "object", "card", "def", "by"));
                if (f.has("card") == f.has("def")) {
                    throw src.error("a reveal line names exactly one of \"card\" or \"def\"");
                }
                yield new LogLine.Reveal(src, f.id("object", true), f.str("card", false), f.object("def", false),
                        f.id("by", false));
            }
            case "phase" -> {
                f.allow(type, Set.of("type", "object", "out", "by"));
                Json.Value out = obj.get("out");
                if (out == null) {
                    throw f.missing("out");
                }
                yield new LogLine.Phase(src, f.id("object", true), f.bool("out", false), f.id("by", false));
            }
            case "expect" -> new LogLine.Expect(src, obj);
            default -> throw src.error("type", "unknown line type " + Quote.of(type));
        };
    }

    private static LogLine.Game game(Fields f, Src src) {
        f.allow("game", Set.of("type", "format", "players", "life", "outcomes", "cr", "source", "unchecked"));
        String format = f.str("format", true);
        if (!FORMAT.equals(format)) {
            throw src.error("format", "unsupported format " + Quote.of(format) + " (this reader reads " + FORMAT + ")");
        }
        List<String> players = f.ids("players");
        if (players == null) {
            throw f.missing("players");
        }
        if (players.size() < 2 || players.size() > 8) {
            throw src.error("players", "a game has 2 to 8 players, this one lists " + players.size());
        }
        if (Set.copyOf(players).size() != players.size()) {
            throw src.error("players", "a player id appears twice");
        }
        for (String p : players) {
            if (p.contains("/")) {
                throw src.error("players", "player ids can't contain \"/\"");
            }
        }
        int life = f.nonNegative("life", 20);
        String outcomes = f.str("outcomes", false);
        if (outcomes != null && !outcomes.equals("derived") && !outcomes.equals("recorded")) {
            throw src.error("outcomes", "\"outcomes\" is \"derived\" or \"recorded\", not " + Quote.of(outcomes));
        }
        return new LogLine.Game(src, players, life, "recorded".equals(outcomes), f.str("cr", false),
                f.str("source", false), unchecked(f, src));
    }

    /** The game line's {@code unchecked}: a list of {@code {"rule", "what", "count"}} (an extension, §2). */
    private static List<Unchecked> unchecked(Fields f, Src src) {
        Json.Value v = src.obj().get("unchecked");
        if (v == null) {
            return List.of();
        }
        if (!(v instanceof Json.Arr a)) {
            throw f.wrongType("unchecked", "a list of {\"rule\", \"what\", \"count\"} objects");
        }
        List<Unchecked> out = new ArrayList<>();
        for (Json.Value item : a.items()) {
            if (!(item instanceof Json.Obj o)) {
                throw new LogError(src.line(), item.column(), "\"unchecked\" must hold {\"rule\", \"what\","
                        + " \"count\"} objects, found " + Fields.describe(item));
            }
            for (Map.Entry<String, Integer> n : o.nameColumns().entrySet()) {
                if (!Set.of("rule", "what", "count").contains(n.getKey())) {
                    throw new LogError(src.line(), n.getValue(), "unknown field " + Quote.of(n.getKey())
                            + " in an \"unchecked\" entry (allowed: count, rule, what)");
                }
            }
            Src at = new Src(src.line(), o);
            Fields e = new Fields(at);
            String rule = e.str("rule", true);
            if (!CR_NUMBER.matcher(rule).matches()) {
                throw at.error("rule", "\"rule\" must be a Comprehensive Rules number such as \"708.2\", not "
                        + Quote.of(rule));
            }
            String what = e.str("what", true);
            if (what.isBlank() || what.length() > 240) {
                throw at.error("what", "\"what\" is a phrase of 1 to 240 characters");
            }
            int count = e.nonNegative("count", 1);
            if (count == 0) {
                throw at.error("count", "\"count\" must be at least 1");
            }
            out.add(new Unchecked(rule, what, count));
        }
        return List.copyOf(out);
    }

    private static LogLine.ObjectLine object(Fields f, Src src) {
        f.allow("object", Set.of("type", "id", "card", "token", "def", "owner", "controller", "zone", "tapped",
                "counters", "damage", "attachedTo", "encodedOn", "phasedOut"));
        String id = f.newId("id");
        int kinds = (f.has("card") ? 1 : 0) + (f.has("token") ? 1 : 0) + (f.has("def") ? 1 : 0);
        if (kinds != 1) {
            throw src.error("an object line names exactly one of \"card\", \"token\" or \"def\"");
        }
        String owner = f.id("owner", false);
        String controller = f.id("controller", false);
        if (owner == null && controller == null) {
            throw f.missing("owner");
        }
        if (owner == null && !f.has("token")) {
            throw f.missing("owner");
        }
        Zone zone = zone(f, src, "zone", true);
        Map<String, Integer> counters = new LinkedHashMap<>();
        Json.Obj c = f.object("counters", false);
        if (c != null) {
            for (Map.Entry<String, Json.Value> e : c.fields().entrySet()) {
                if (!(e.getValue() instanceof Json.Num n) || n.value() < 0 || n.value() > 1_000_000) {
                    throw new LogError(src.line(), e.getValue().column(), "counter amounts are whole numbers from 0 to"
                            + " 1000000, not " + (e.getValue() instanceof Json.Num n ? n.value() : e.getValue().kind()));
                }
                counters.put(e.getKey(), (int) n.value());
            }
        }
        String encodedOn = f.id("encodedOn", false);
        if (encodedOn != null && zone != Zone.EXILE) {
            throw src.error("encodedOn", "\"encodedOn\" is only for a card in exile (CR 702.99b), this one is in "
                    + zone.logName());
        }
        String attachedTo = f.id("attachedTo", false);
        if (attachedTo != null && zone != Zone.BATTLEFIELD) {
            throw src.error("attachedTo", "only a permanent on the battlefield can be attached, this one is in "
                    + zone.logName());
        }
        return new LogLine.ObjectLine(src, id, f.str("card", false), f.str("token", false), f.object("def", false),
                owner, controller, zone, f.bool("tapped", false), Map.copyOf(counters), f.nonNegative("damage", 0),
                attachedTo, encodedOn, f.bool("phasedOut", false));
    }

    /** A {@code cast} line, or the object of a {@code cast} choice (player and card null). */
    static LogLine.Cast cast(Fields f, Src src, String player, String card) {
        String from = f.str("from", false);
        Zone zone = null;
        if (from != null) {
            zone = Zone.fromLog(from);
            if (zone == null) {
                throw src.error("from", "unknown zone " + Quote.of(from));
            }
        }
        return new LogLine.Cast(src, player, card, f.targets("targets"), x(f, src), f.bool("kicked", false),
                orEmpty(f.ids("sacrifice")), f.str("alternativeCost", false), zone);
    }

    /** Reads the value of a {@code cast} choice: an object with the fields of a cast line but player and card. */
    static LogLine.Cast castChoice(Json.Obj obj, int line) {
        Src src = new Src(line, obj);
        Fields f = new Fields(src);
        f.allow("cast choice", Set.of("targets", "x", "kicked", "sacrifice", "alternativeCost", "from"));
        return cast(f, src, null, null);
    }

    private static Integer x(Fields f, Src src) {
        Integer x = f.integer("x", false);
        if (x != null && x < 0) {
            throw src.error("x", "X can't be negative (CR 107.1b)");
        }
        return x;
    }

    private static LogLine.Damage damage(Fields f, Src src) {
        f.allow("damage", Set.of("type", "deals", "combat"));
        Json.Value v = src.obj().get("deals");
        if (v == null) {
            throw f.missing("deals");
        }
        if (!(v instanceof Json.Arr a) || a.items().isEmpty()) {
            throw f.wrongType("deals", "a non-empty list of {\"source\",\"to\",\"amount\"}");
        }
        List<LogLine.Deal> deals = new ArrayList<>();
        for (Json.Value item : a.items()) {
            if (!(item instanceof Json.Obj o)) {
                throw new LogError(src.line(), item.column(), "each deal is an object {\"source\",\"to\",\"amount\"}");
            }
            Src dsrc = new Src(src.line(), o);
            Fields d = new Fields(dsrc);
            d.allow("deal", Set.of("source", "to", "amount"));
            int amount = d.integer("amount", true);
            if (amount < 0) {
                throw dsrc.error("amount", "damage can't be negative");
            }
            deals.add(new LogLine.Deal(d.id("source", true), d.id("to", true), amount, o.column()));
        }
        return new LogLine.Damage(src, List.copyOf(deals), f.bool("combat", false));
    }

    private static LogLine.Choose choose(Fields f, Src src) {
        f.allow("choose", Set.of("type", "player", "keep", "order"));
        String player = f.id("player", true);
        if (f.has("keep") == f.has("order")) {
            throw src.error("a choose line holds exactly one decision: \"keep\" or \"order\"");
        }
        if (f.has("keep")) {
            f.id("keep", true);
            return new LogLine.Choose(src, player, "keep", src.obj().get("keep"));
        }
        f.ids("order");
        return new LogLine.Choose(src, player, "order", src.obj().get("order"));
    }

    private static LogLine.Draw draw(Fields f, Src src) {
        f.allow("draw", Set.of("type", "player", "cards", "count", "by"));
        List<String> cards = f.ids("cards");
        Integer count = f.integer("count", false);
        if (cards == null && count == null) {
            count = 1;   // both are optional (mtglog §5): "P1 draws" is one card
        }
        if (cards != null && count != null && count != cards.size()) {
            throw src.error("count", "\"count\" is " + count + " but " + cards.size() + " cards are listed");
        }
        if (count != null && count < 0) {
            throw src.error("count", "can't draw a negative number of cards");
        }
        return new LogLine.Draw(src, f.id("player", true), cards, count, f.id("by", false));
    }

    private static LogLine.Effect effect(Fields f, Src src) {
        f.allow("effect", Set.of("type", "object", "setBasePT", "modifyPT", "gain", "loseAllAbilities", "notCreature",
                "becomeCreature", "until", "source", "by"));
        List<String> kinds = new ArrayList<>();
        for (String k : List.of("setBasePT", "modifyPT", "gain", "loseAllAbilities", "notCreature", "becomeCreature")) {
            if (f.has(k)) {
                kinds.add(k);
            }
        }
        if (kinds.size() != 1) {
            throw src.error("an effect line holds exactly one of setBasePT, modifyPT, gain, loseAllAbilities,"
                    + " notCreature, becomeCreature");
        }
        String kind = kinds.get(0);
        int[] pt = null;
        List<String> abilities = null;
        switch (kind) {
            case "setBasePT", "modifyPT", "becomeCreature" -> pt = pair(f, src, kind);
            case "gain" -> {
                Json.Value v = src.obj().get("gain");
                if (!(v instanceof Json.Arr a)) {
                    throw f.wrongType("gain", "a list of ability names");
                }
                abilities = new ArrayList<>();
                for (Json.Value item : a.items()) {
                    if (!(item instanceof Json.Str s)) {
                        throw new LogError(src.line(), item.column(), "ability names are strings");
                    }
                    abilities.add(s.value());
                }
                abilities = List.copyOf(abilities);
            }
            default -> {
                if (!f.bool(kind, false)) {
                    throw src.error(kind, "\"" + kind + "\" is only ever true");
                }
            }
        }
        return new LogLine.Effect(src, f.id("object", true), kind, pt, abilities, until(f, src), f.id("source", false),
                f.id("by", false));
    }

    private static int[] pair(Fields f, Src src, String name) {
        if (!(src.obj().get(name) instanceof Json.Arr a)) {
            throw f.wrongType(name, "a pair of whole numbers [power, toughness]");
        }
        if (a.items().size() != 2) {
            throw new LogError(src.line(), a.column(), "\"" + name + "\" holds two numbers [power, toughness], not "
                    + a.items().size());
        }
        int[] pt = new int[2];
        for (int i = 0; i < 2; i++) {
            Json.Value v = a.items().get(i);
            if (!(v instanceof Json.Num n)) {
                throw new LogError(src.line(), v.column(), "\"" + name + "\" holds whole numbers, not " + v.kind());
            }
            if (n.value() <= -1_000_000 || n.value() >= 1_000_000) {
                throw new LogError(src.line(), v.column(), "number out of range (\"" + name
                        + "\" is at most 999999 either way)");
            }
            pt[i] = (int) n.value();
        }
        return pt;
    }

    private static boolean until(Fields f, Src src) {
        String until = f.str("until", false);
        if (until == null) {
            return false;
        }
        if (!until.equals("end_of_turn")) {
            throw src.error("until", "\"until\" is \"end_of_turn\", not " + Quote.of(until));
        }
        return true;
    }

    private static Zone zone(Fields f, Src src, String name, boolean required) {
        String s = f.str(name, required);
        if (s == null) {
            return null;
        }
        Zone z = Zone.fromLog(s);
        if (z == null) {
            throw src.error(name, "unknown zone " + Quote.of(s) + " (library, hand, battlefield, graveyard, stack, exile,"
                    + " command)");
        }
        return z;
    }

    private static List<String> orEmpty(List<String> l) {
        return l == null ? List.of() : l;
    }
}
