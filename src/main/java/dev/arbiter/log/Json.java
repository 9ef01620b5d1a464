package dev.arbiter.log;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A small JSON tree that remembers the column of every value, so that every error in a log can name the line and
 * column it comes from. Built on Jackson's streaming parser; numbers are kept as longs (mtglog/1 has no fractions).
 */
public final class Json {
    /** The deepest nesting an mtglog/1 line needs is 4; anything far deeper is refused before it costs stack. */
    static final int MAX_DEPTH = 32;
    private static final JsonFactory FACTORY = JsonFactory.builder()
            // a number or a field name of any length (up to the line's) is read as one token and refused at its
            // column below or by the line's reader (out of range, an unknown field, not an id), not by Jackson's
            // length limits, which would say nothing of where or what
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
                    .maxNumberLength(LogReader.MAX_LINE_BYTES).maxNameLength(LogReader.MAX_LINE_BYTES).build())
            .build();

    private Json() {
    }

    /** A JSON value and the column (1-based) where it starts. */
    public sealed interface Value permits Obj, Arr, Str, Num, Bool, Null {
        int column();

        /** Words for error messages: "a string", "a list", ... */
        String kind();
    }

    /** An object; field order is kept, and each field knows the column of its name. */
    public record Obj(int column, Map<String, Value> fields, Map<String, Integer> nameColumns) implements Value {
        @Override
        public String kind() {
            return "an object";
        }

        public Value get(String name) {
            return fields.get(name);
        }

        public boolean has(String name) {
            return fields.containsKey(name);
        }
    }

    public record Arr(int column, List<Value> items) implements Value {
        @Override
        public String kind() {
            return items.isEmpty() ? "an empty list" : "a list";
        }

    }

    public record Str(int column, String value) implements Value {
        @Override
        public String kind() {
            return "a string";
        }

    }

    public record Num(int column, long value) implements Value {
        @Override
        public String kind() {
            return "a number";
        }

    }

    public record Bool(int column, boolean value) implements Value {
        @Override
        public String kind() {
            return "true or false";
        }

    }

    public record Null(int column) implements Value {
        @Override
        public String kind() {
            return "null";
        }

    }

    /** Parses a whole document (the catalogue), with no depth limit beyond Jackson's default. */
    public static Value parseDocument(String text) {
        return parse(text, 1);
    }

    /** Parses one line holding exactly one JSON value. */
    public static Value parse(String text, int line) {
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                throw new LogError(line, 1, "empty JSON");
            }
            Value v;
            long end;
            try {
                v = read(p, first, line);
                end = p.currentLocation().getCharOffset();
            } catch (StreamConstraintsException e) {
                // the exception has no location of its own: the parser is where the limit was crossed
                throw new LogError(line, column(p.currentLocation()), "JSON nested deeper than " + MAX_DEPTH
                        + " levels");
            }
            JsonToken extra;
            try {
                extra = p.nextToken();
            } catch (JsonParseException e) {
                extra = JsonToken.NOT_AVAILABLE;
            }
            if (extra != null) {
                long at = p.currentTokenLocation().getCharOffset();
                boolean cr = end >= 0 && at > end && text.substring((int) end, (int) at).indexOf('\r') >= 0;
                throw new LogError(line, column(p.currentTokenLocation()), "unexpected text after the JSON object"
                        + (cr ? ", after a carriage return (CR): " + LogReader.CR_ONLY : " (one object per line)"));
            }
            return v;
        } catch (StreamConstraintsException e) {
            throw new LogError(line, column(e.getLocation()), "JSON nested deeper than " + MAX_DEPTH + " levels");
        } catch (JsonParseException e) {
            String message = firstLine(e.getOriginalMessage());
            int column = column(e.getLocation());
            // a word that is no JSON value (NaN, Infinity) is located after it: its column is where it begins
            Matcher word = NON_STANDARD.matcher(message);
            if (word.lookingAt()) {
                column = Math.max(1, column - word.group(1).length());
            }
            throw new LogError(line, column, "malformed JSON: " + message);
        } catch (IOException e) {
            throw new LogError(line, 1, "malformed JSON: " + firstLine(e.getMessage()));
        }
    }

    private static Value read(JsonParser p, JsonToken t, int line) throws IOException {
        int col = column(p.currentTokenLocation());
        switch (t) {
            case START_OBJECT -> {
                Map<String, Value> fields = new LinkedHashMap<>();
                Map<String, Integer> names = new LinkedHashMap<>();
                JsonToken k;
                while ((k = p.nextToken()) == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    int nameCol = column(p.currentTokenLocation());
                    if (fields.containsKey(name)) {
                        throw new LogError(line, nameCol, "field " + Quote.of(name) + " appears twice");
                    }
                    Value v = read(p, p.nextToken(), line);
                    fields.put(name, v);
                    names.put(name, nameCol);
                }
                return new Obj(col, Collections.unmodifiableMap(fields), Collections.unmodifiableMap(names));
            }
            case START_ARRAY -> {
                List<Value> items = new ArrayList<>();
                JsonToken i;
                while ((i = p.nextToken()) != JsonToken.END_ARRAY) {
                    items.add(read(p, i, line));
                }
                return new Arr(col, List.copyOf(items));
            }
            case VALUE_STRING -> {
                return new Str(col, p.getText());
            }
            case VALUE_NUMBER_INT -> {
                if (p.getNumberType() != JsonParser.NumberType.INT && p.getNumberType() != JsonParser.NumberType.LONG) {
                    throw new LogError(line, col, "number out of range");
                }
                return new Num(col, p.getLongValue());
            }
            case VALUE_NUMBER_FLOAT -> throw new LogError(line, col, "expected a whole number, found "
                    + Quote.of(p.getText()));
            case VALUE_TRUE -> {
                return new Bool(col, true);
            }
            case VALUE_FALSE -> {
                return new Bool(col, false);
            }
            case VALUE_NULL -> {
                return new Null(col);
            }
            default -> throw new LogError(line, col, "unexpected JSON token " + t);
        }
    }

    private static final Pattern NON_STANDARD = Pattern.compile("Non-standard token '([^']*)'");

    private static int column(JsonLocation loc) {
        if (loc == null) {
            return 1;
        }
        // a bare CR inside a log line (JSON whitespace) starts a new line for Jackson, which counts columns from it:
        // a log line's column is its offset in the line
        if (loc.getLineNr() > 1 && loc.getCharOffset() >= 0) {
            return (int) Math.min(Integer.MAX_VALUE, loc.getCharOffset() + 1);
        }
        return loc.getColumnNr() < 1 ? 1 : loc.getColumnNr();
    }

    /** Jackson's message, on one line, with its internal source description reduced to the column it names. */
    private static String firstLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl);
        // Jackson's advice to its programmer ("enable `JsonReadFeature.ALLOW_…` to allow") is not for a log's writer
        return line.replaceAll("\\[Source: [^\\]]*?line: \\d+, column: (\\d+)\\]", "column $1")
                .replaceAll(":? ?\\(?enable `[^`]*` to allow\\)?", "");
    }
}
