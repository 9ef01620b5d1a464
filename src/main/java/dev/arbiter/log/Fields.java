package dev.arbiter.log;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Strict, typed access to the fields of one log line; every failure names the field and its column. */
final class Fields {
    /** Ids a writer chooses (§1); engine-created ids add "/n" parts and may be referenced too. */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.:-]{1,64}(/[0-9]{1,9})*");
    private static final Pattern WRITER_ID = Pattern.compile("[A-Za-z0-9_.:-]{1,64}");

    private final Src src;
    private final Json.Obj obj;

    Fields(Src src) {
        this.src = src;
        this.obj = src.obj();
    }

    /** Refuses fields outside the allowed set: they are usually typos. */
    void allow(String type, Set<String> allowed) {
        for (Map.Entry<String, Integer> e : obj.nameColumns().entrySet()) {
            if (!allowed.contains(e.getKey())) {
                throw new LogError(src.line(), e.getValue(),
                        "unknown field " + Quote.of(e.getKey()) + " for a \"" + type + "\" line (allowed: "
                                + String.join(", ", allowed.stream().filter(f -> !f.equals("type")).sorted().toList())
                                + ")");
            }
        }
    }

    boolean has(String name) {
        return obj.has(name);
    }

    LogError wrongType(String name, String wanted) {
        Json.Value v = obj.get(name);
        return src.error(name, "\"" + name + "\" must be " + wanted + ", not " + v.kind());
    }

    LogError missing(String name) {
        return src.error("missing required field \"" + name + "\"");
    }

    String str(String name, boolean required) {
        Json.Value v = obj.get(name);
        if (v == null) {
            if (required) {
                throw missing(name);
            }
            return null;
        }
        if (v instanceof Json.Str s) {
            return s.value();
        }
        throw wrongType(name, "a string");
    }

    String id(String name, boolean required) {
        String s = str(name, required);
        if (s != null && !ID.matcher(s).matches()) {
            throw src.error(name, "\"" + name + "\" is not a valid id: " + Quote.of(s) + " (letters, digits, _ . : -, up to 64)");
        }
        return s;
    }

    /** An id the writer introduces ({@code object.id}): no "/" allowed, those belong to the engine (§1). */
    String newId(String name) {
        String s = str(name, true);
        if (!WRITER_ID.matcher(s).matches()) {
            throw src.error(name, Quote.of(s) + " is not a valid new id: use [A-Za-z0-9_.:-]{1,64}; ids with \"/\" are"
                    + " made by the engine");
        }
        return s;
    }

    Integer integer(String name, boolean required) {
        Json.Value v = obj.get(name);
        if (v == null) {
            if (required) {
                throw missing(name);
            }
            return null;
        }
        if (v instanceof Json.Num n) {
            if (n.value() > Integer.MAX_VALUE || n.value() < Integer.MIN_VALUE) {
                throw src.error(name, "\"" + name + "\" is out of range");
            }
            return (int) n.value();
        }
        throw wrongType(name, "a whole number");
    }

    int nonNegative(String name, int dflt) {
        Integer i = integer(name, false);
        if (i == null) {
            return dflt;
        }
        if (i < 0) {
            throw src.error(name, "\"" + name + "\" can't be negative");
        }
        return i;
    }

    boolean bool(String name, boolean dflt) {
        Json.Value v = obj.get(name);
        if (v == null) {
            return dflt;
        }
        if (v instanceof Json.Bool b) {
            return b.value();
        }
        throw wrongType(name, "true or false");
    }

    Json.Obj object(String name, boolean required) {
        Json.Value v = obj.get(name);
        if (v == null) {
            if (required) {
                throw missing(name);
            }
            return null;
        }
        if (v instanceof Json.Obj o) {
            return o;
        }
        throw wrongType(name, "an object");
    }

    List<String> ids(String name) {
        Json.Value v = obj.get(name);
        if (v == null) {
            return null;
        }
        if (!(v instanceof Json.Arr a)) {
            throw wrongType(name, "a list of ids");
        }
        List<String> out = new ArrayList<>();
        for (Json.Value item : a.items()) {
            out.add(idValue(name, item));
        }
        return List.copyOf(out);
    }

    /** {@code targets}: one list of ids per instance of the word "target". */
    List<List<String>> targets(String name) {
        Json.Value v = obj.get(name);
        if (v == null) {
            return null;
        }
        if (!(v instanceof Json.Arr a)) {
            throw wrongType(name, "a list of lists of ids, one list per \"target\" in the text");
        }
        List<List<String>> out = new ArrayList<>();
        for (Json.Value group : a.items()) {
            if (!(group instanceof Json.Arr g)) {
                throw new LogError(src.line(), group.column(),
                        "\"" + name + "\" must hold one list of ids per instance of \"target\", e.g. [[\"c1\"]]");
            }
            List<String> ids = new ArrayList<>();
            for (Json.Value item : g.items()) {
                ids.add(idValue(name, item));
            }
            out.add(List.copyOf(ids));
        }
        return List.copyOf(out);
    }

    /** An object of id → id, e.g. {@code attackers}. */
    Map<String, String> idMap(String name, boolean required) {
        Json.Obj o = object(name, required);
        if (o == null) {
            return null;
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, Json.Value> e : o.fields().entrySet()) {
            if (!ID.matcher(e.getKey()).matches()) {
                throw new LogError(src.line(), o.nameColumns().get(e.getKey()), Quote.of(e.getKey()) + " is not a valid id");
            }
            out.put(e.getKey(), idValue(name, e.getValue()));
        }
        return out;
    }

    String idValue(String field, Json.Value item) {
        if (item instanceof Json.Str s && ID.matcher(s.value()).matches()) {
            return s.value();
        }
        throw new LogError(src.line(), item.column(), "\"" + field + "\" must hold ids, found " + describe(item));
    }

    static String describe(Json.Value v) {
        return v instanceof Json.Str s ? Quote.of(s.value()) : v.kind();
    }
}
