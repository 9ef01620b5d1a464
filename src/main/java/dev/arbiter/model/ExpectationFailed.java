package dev.arbiter.model;

/**
 * What an {@code expect} line (mtglog §7) says against the state the rules made, as engine/Expectations read it: a
 * field whose value differs, or an object asked about that does not exist. Lives while its line is checked; the rules
 * in rules/audit/expectations.drl report it, unless a rule that knows more (rules/audit/hidden.drl: a difference a
 * mistake reported before accounts for) marks it explained.
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
    private final Long expectedCount;
    private final Long actualCount;
    private java.util.List<String> differing = java.util.List.of();
    private boolean explained;

    /**
     * @param subject  the object, player or "stack" the line is about (engine ids)
     * @param field    the field asked about (null when the object does not exist)
     * @param expected what the line says, in words
     * @param actual   what the state is, in words
     */
    public ExpectationFailed(Kind kind, int line, String subject, String field, String expected, String actual) {
        this(kind, line, subject, field, expected, actual, null, null);
    }

    /** A number that differs (a life total, a count of cards in a zone): the two values as numbers too. */
    public static ExpectationFailed count(int line, String subject, String field, long expected, long actual) {
        return new ExpectationFailed(Kind.VALUE, line, subject, field, String.valueOf(expected), String.valueOf(actual),
                expected, actual);
    }

    private ExpectationFailed(Kind kind, int line, String subject, String field, String expected, String actual,
                              Long expectedCount, Long actualCount) {
        this.expectedCount = expectedCount;
        this.actualCount = actualCount;
        this.kind = kind;
        this.line = line;
        this.subject = subject;
        this.field = field;
        this.expected = expected;
        this.actual = actual;
    }

    /**
     * For a field that names objects ({@code attached}, {@code encoded}, {@code attachedTo}, {@code encodedOn}): the
     * objects named in one value and not in the other (engine ids), what the difference is made of; else empty.
     */
    public java.util.List<String> getDiffering() {
        return differing;
    }

    public ExpectationFailed differing(java.util.Collection<String> ids) {
        this.differing = java.util.List.copyOf(ids);
        return this;
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

    /** The number the line says, for a player's count or life; else null. */
    public Long getExpectedCount() {
        return expectedCount;
    }

    /** The number the state has, for a player's count or life; else null. */
    public Long getActualCount() {
        return actualCount;
    }

    /** Whether an audit rule found the difference part of a mistake reported before (not reported again). */
    public boolean isExplained() {
        return explained;
    }

    public void setExplained(boolean explained) {
        this.explained = explained;
    }

    @Override
    public String toString() {
        return "expect " + subject + (field == null ? "" : " " + field) + ": " + expected + " / " + actual;
    }
}
