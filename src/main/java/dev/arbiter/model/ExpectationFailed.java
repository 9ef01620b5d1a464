package dev.arbiter.model;

/**
 * What an {@code expect} line (mtglog §7) says against the state the rules made, as engine/Expectations read it: a
 * field whose value differs, or an object asked about that does not exist. Lives while its line is checked; the rules
 * in rules/audit/expectations.drl report it.
 */
public final class ExpectationFailed {
    /** What differs. */
    public enum Kind {
        /** A field's value. */
        VALUE,
        /** The object existed and has ceased to (a token or copy that left its zone). */
        GONE,
        /** The object was never made (an id of the engine's form no object has had). */
        NEVER_MADE
    }

    private final Kind kind;
    private final int line;
    private final String subject;
    private final String field;
    private final String expected;
    private final String actual;

    /**
     * @param subject  the object, player or "stack" the line is about (engine ids)
     * @param field    the field asked about (null when the object does not exist)
     * @param expected what the line says, in words
     * @param actual   what the state is, in words
     */
    public ExpectationFailed(Kind kind, int line, String subject, String field, String expected, String actual) {
        this.kind = kind;
        this.line = line;
        this.subject = subject;
        this.field = field;
        this.expected = expected;
        this.actual = actual;
    }

    public Kind getKind() {
        return kind;
    }

    public int getLine() {
        return line;
    }

    public String getSubject() {
        return subject;
    }

    public String getField() {
        return field;
    }

    public String getExpected() {
        return expected;
    }

    public String getActual() {
        return actual;
    }

    @Override
    public String toString() {
        return "expect " + subject + (field == null ? "" : " " + field) + ": " + expected + " / " + actual;
    }
}
