package dev.arbiter.cards;

import dev.arbiter.log.Json;
import dev.arbiter.model.CardType;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The cards and predefined tokens arbiter knows, read once from {@code dev/arbiter/catalogue/cards.json} and
 * {@code dev/arbiter/catalogue/tokens.json} on the class path (namespaced, so that an application's own
 * {@code catalogue/cards.json} is not taken for arbiter's). Immutable and shared by every game.
 */
public final class Catalogue {
    /** The fields of a definition: the catalogue's, which an inline {@code def} may use too (docs/mtglog.md). */
    private static final Set<String> FIELDS = Set.of("name", "cost", "types", "subtypes", "supertypes", "colors",
            "power", "toughness", "abilities", "targets", "x", "kicker", "sacrifice", "alternativeCosts", "activated",
            "triggers", "choices", "token", "text", "hidden");
    private static final Set<String> TARGET_FIELDS = Set.of("kind", "min", "max", "distinctFrom");
    private static final Set<String> ACTIVATED_FIELDS = Set.of("name", "cost", "sacrificeSelf", "sacrifice", "sorcery",
            "targets");
    private static final Set<String> COLORS = Set.of("W", "U", "B", "R", "G");
    // after the sets above, which reading the catalogue uses
    private static final Catalogue STANDARD = new Catalogue(load("dev/arbiter/catalogue/cards.json", false),
            load("dev/arbiter/catalogue/tokens.json", true));

    private final Map<String, CardDef> cards;
    private final Map<String, CardDef> tokens;

    private Catalogue(Map<String, CardDef> cards, Map<String, CardDef> tokens) {
        this.cards = cards;
        this.tokens = tokens;
    }

    public static Catalogue standard() {
        return STANDARD;
    }

    public CardDef card(String name) {
        return cards.get(name);
    }

    public CardDef token(String name) {
        return tokens.get(name);
    }

    /** Whether a token of this name is a Role (subtype Role, 111.10). */
    public boolean isRole(String token) {
        CardDef def = tokens.get(token);
        return def != null && def.subtypes().contains("Role");
    }

    public Collection<CardDef> cards() {
        return cards.values();
    }

    public Collection<CardDef> tokens() {
        return tokens.values();
    }

    /**
     * A card or token definition written inline in a log's {@code object} line ({@code def}); {@code "token": true}
     * in it makes a token (an imported game's tokens outside the catalogue).
     */
    public static CardDef inline(Json.Obj def, boolean token) {
        return parse(def, token || bool(def, "token"));
    }

    private static Map<String, CardDef> load(String resource, boolean token) {
        try (InputStream in = Catalogue.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            Json.Value v = Json.parseDocument(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            Map<String, CardDef> out = new LinkedHashMap<>();
            for (Json.Value item : ((Json.Arr) v).items()) {
                CardDef d = parse((Json.Obj) item, token);
                if (out.put(d.name(), d) != null) {
                    throw new IllegalStateException(resource + ": " + d.name() + " twice");
                }
            }
            return Collections.unmodifiableMap(out);  // in the file's order, the same in every JVM
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A definition that breaks the catalogue's format: an unknown field (usually a typo) or a value of the wrong kind,
     * at the column of the field or value at fault.
     */
    public static final class BadDefinition extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final int column;

        BadDefinition(int column, String message) {
            super(message);
            this.column = column;
        }

        /** The column (1-based) of what is wrong in the line or file it was read from. */
        public int column() {
            return column;
        }
    }

    private static void allow(Json.Obj o, Set<String> fields, String what) {
        for (String k : o.fields().keySet()) {
            if (!fields.contains(k)) {
                throw new BadDefinition(o.nameColumns().get(k), "unknown field \"" + k + "\" in " + what);
            }
        }
    }

    private static CardDef parse(Json.Obj o, boolean token) {
        allow(o, FIELDS, "a definition");
        String name = str(o, "name");
        if (name == null) {
            throw new BadDefinition(o.column(), "a definition needs a \"name\"");
        }
        String cost = str(o, "cost");
        Set<CardType> types = new LinkedHashSet<>();
        for (String t : strings(o, "types")) {
            CardType ct = CardType.fromLog(t.toLowerCase(Locale.ROOT));
            if (ct == null) {
                throw new BadDefinition(o.get("types").column(), name + ": unknown card type " + t);
            }
            types.add(ct);
        }
        Set<String> colors = new LinkedHashSet<>(strings(o, "colors"));
        if (!COLORS.containsAll(colors)) {
            throw new BadDefinition(o.get("colors").column(), name + ": colors are W, U, B, R and G, not " + colors);
        }
        if (colors.isEmpty() && cost != null) {
            for (char c : "WUBRG".toCharArray()) {
                if (cost.indexOf("{" + c + "}") >= 0) {
                    colors.add(String.valueOf(c));
                }
            }
        }
        Map<String, List<TargetSpec>> triggers = new LinkedHashMap<>();
        Json.Value tv = o.get("triggers");
        if (tv != null) {
            expect(tv, Json.Obj.class, "triggers", "an object of abilities by name");
            ((Json.Obj) tv).fields().forEach((k, specs) -> triggers.put(k, targets(name, specs)));
        }
        List<ActivatedDef> activated = new ArrayList<>();
        if (o.get("activated") != null) {
            for (Json.Value av : list(o, "activated")) {
                expect(av, Json.Obj.class, "activated", "a list of abilities");
                Json.Obj ao = (Json.Obj) av;
                allow(ao, ACTIVATED_FIELDS, "an activated ability");
                activated.add(new ActivatedDef(str(ao, "name"), str(ao, "cost"), bool(ao, "sacrificeSelf"),
                        str(ao, "sacrifice"), bool(ao, "sorcery"), targets(name, ao.get("targets"))));
            }
        }
        return new CardDef(name, cost, ordered(types), ordered(strings(o, "subtypes")),
                ordered(strings(o, "supertypes")), ordered(colors), integer(o, "power"), integer(o, "toughness"),
                List.copyOf(strings(o, "abilities")), targets(name, o.get("targets")), bool(o, "x"), str(o, "kicker"),
                str(o, "sacrifice"), ordered(strings(o, "alternativeCosts")), List.copyOf(activated),
                Collections.unmodifiableMap(triggers), List.copyOf(strings(o, "choices")), token, str(o, "text"));
    }

    /**
     * An unmodifiable set in the catalogue's order. Not {@code Set.copyOf}: its order changes from one JVM to the
     * next, and reports and replays list these (a card's subtypes, colors) — the same log must give the same report.
     */
    private static <T> Set<T> ordered(Collection<T> items) {
        return Collections.unmodifiableSet(new LinkedHashSet<>(items));
    }

    private static List<TargetSpec> targets(String card, Json.Value v) {
        List<TargetSpec> out = new ArrayList<>();
        if (v != null) {
            expect(v, Json.Arr.class, "targets", "a list of instances of \"target\"");
            for (Json.Value sv : ((Json.Arr) v).items()) {
                expect(sv, Json.Obj.class, "targets", "a list of instances of \"target\"");
                Json.Obj so = (Json.Obj) sv;
                allow(so, TARGET_FIELDS, "an instance of \"target\"");
                String kind = str(so, "kind");
                TargetKind k;
                try {
                    k = TargetKind.valueOf(String.valueOf(kind).toUpperCase(Locale.ROOT).replace("'", "")
                            .replace(' ', '_'));
                } catch (IllegalArgumentException e) {
                    throw new BadDefinition(so.column(), card + ": unknown target kind " + kind);
                }
                Integer min = integer(so, "min");
                Integer max = integer(so, "max");
                Integer distinct = integer(so, "distinctFrom");
                out.add(new TargetSpec(k, min == null ? 1 : min, max == null ? 1 : max,
                        distinct == null ? TargetSpec.NONE : distinct));
            }
        }
        return List.copyOf(out);
    }

    private static void expect(Json.Value v, Class<? extends Json.Value> kind, String field, String wanted) {
        if (!kind.isInstance(v)) {
            throw new BadDefinition(v.column(), "\"" + field + "\" holds " + wanted + ", not " + v.kind());
        }
    }

    private static String str(Json.Obj o, String f) {
        Json.Value v = o.get(f);
        if (v == null) {
            return null;
        }
        expect(v, Json.Str.class, f, "a string");
        return ((Json.Str) v).value();
    }

    private static Integer integer(Json.Obj o, String f) {
        Json.Value v = o.get(f);
        if (v == null) {
            return null;
        }
        expect(v, Json.Num.class, f, "a whole number");
        long n = ((Json.Num) v).value();
        if (n <= -1_000_000 || n >= 1_000_000) {
            throw new BadDefinition(v.column(), "number out of range (\"" + f + "\" is at most 999999 either way)");
        }
        return (int) n;
    }

    private static boolean bool(Json.Obj o, String f) {
        Json.Value v = o.get(f);
        if (v == null) {
            return false;
        }
        expect(v, Json.Bool.class, f, "true or false");
        return ((Json.Bool) v).value();
    }

    private static List<Json.Value> list(Json.Obj o, String f) {
        Json.Value v = o.get(f);
        if (v == null) {
            return List.of();
        }
        expect(v, Json.Arr.class, f, "a list");
        return ((Json.Arr) v).items();
    }

    private static List<String> strings(Json.Obj o, String f) {
        List<String> out = new ArrayList<>();
        for (Json.Value v : list(o, f)) {
            expect(v, Json.Str.class, f, "a list of strings");
            out.add(((Json.Str) v).value());
        }
        return out;
    }
}
