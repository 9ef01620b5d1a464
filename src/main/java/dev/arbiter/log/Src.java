package dev.arbiter.log;

/**
 * Where a log line came from: its 1-based line number, its JSON object (to point errors at a field's column) and
 * its text as written.
 */
public record Src(int line, Json.Obj obj, String text) {
    public Src(int line, Json.Obj obj) {
        this(line, obj, null);
    }

    /** The column of a field's value, or of the line's start when the field is absent. */
    public int col(String field) {
        Json.Value v = obj == null ? null : obj.get(field);
        return v == null ? (obj == null ? 0 : obj.column()) : v.column();
    }

    public LogError error(String field, String message) {
        return new LogError(line, col(field), message);
    }

    public LogError error(String message) {
        return new LogError(line, obj == null ? 0 : obj.column(), message);
    }
}
