package dev.arbiter.log;

/**
 * A piece of a log quoted in a message. A log may hold any text: control characters, lone surrogates (which no
 * report's UTF-8 can hold), an id of 170,000 characters. The quote is always short and always encodable, and it
 * says what it left out, so that any input yields a whole report.
 */
public final class Quote {
    /** Longer than any valid id (64 characters), short enough for one line of a report. */
    static final int MAX = 80;

    private Quote() {
    }

    /**
     * {@code s} in double quotes, written the way JSON would write it (quotes, backslashes, control characters, C1
     * ones too, and lone surrogates escaped), cut after {@value #MAX} characters with the original length.
     */
    public static String of(String s) {
        int n = Math.min(s.length(), MAX);
        StringBuilder b = escape(new StringBuilder(n + 16).append('"'), s, n, true).append('"');
        if (s.length() > n) {
            b.append("… (").append(s.length()).append(" characters)");
        }
        return b.toString();
    }

    /**
     * {@code s} bare when prose can show it as it is (at most {@value #MAX} characters, no quote, backslash, control
     * character or surrogate), else {@link #of}: a name or value from a log, in a message that shows it unquoted
     * when it is what a valid log holds ("expected graveyard", "a Monster Role token").
     */
    public static String word(String s) {
        return s.length() <= MAX && s.chars().noneMatch(c -> c == '"' || c == '\\' || invisible((char) c)
                || Character.isSurrogate((char) c)) ? s : of(s);
    }

    /**
     * {@code s} whole and as it is, but for control and invisible characters and lone surrogates, escaped as
     * {@link #of} escapes them: text that stays on one line, can't drive a terminal or hide what it says, and any
     * encoding holds. The last line of defence of a text report, for a message or a file name.
     */
    public static String printable(String s) {
        return escape(new StringBuilder(s.length() + 16), s, s.length(), false).toString();
    }

    /**
     * A control character, a line or paragraph separator, or an invisible format character (a byte order mark, a
     * zero-width space, a bidirectional override that would show the text around it reordered): shown escaped.
     */
    private static boolean invisible(char c) {
        return Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || Character.getType(c) == Character.FORMAT;
    }

    private static StringBuilder escape(StringBuilder b, String s, int n, boolean quotes) {
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                b.append(c).append(s.charAt(++i));
            } else if (c == '\n') {
                b.append("\\n");
            } else if (c == '\r') {
                b.append("\\r");
            } else if (Character.isSurrogate(c) || invisible(c)) {
                b.append(String.format("\\u%04x", (int) c));
            } else if (quotes && (c == '"' || c == '\\')) {
                b.append('\\').append(c);
            } else {
                b.append(c);
            }
        }
        return b;
    }
}
