package dev.arbiter.cli;

import dev.arbiter.log.Json;

/** Reads one value out of a JSON document by a path such as {@code /logs/0/file}, for assertions. */
final class JsonPath {
    private JsonPath() {
    }

    /** The value at the path: a string's text, a number's or boolean's digits or word, or null if absent. */
    static String at(Json.Value doc, String path) {
        Json.Value v = node(doc, path);
        if (v instanceof Json.Str s) {
            return s.value();
        }
        if (v instanceof Json.Num n) {
            return Long.toString(n.value());
        }
        if (v instanceof Json.Bool b) {
            return Boolean.toString(b.value());
        }
        return null;
    }

    /** The number of items of the array at the path. */
    static int size(Json.Value doc, String path) {
        return ((Json.Arr) node(doc, path)).items().size();
    }

    static Json.Value node(Json.Value doc, String path) {
        Json.Value v = doc;
        for (String step : path.substring(1).split("/")) {
            if (v instanceof Json.Obj o) {
                v = o.get(step);
            } else if (v instanceof Json.Arr a) {
                int i = Integer.parseInt(step);
                v = i < a.items().size() ? a.items().get(i) : null;
            } else {
                return null;
            }
        }
        return v;
    }
}
