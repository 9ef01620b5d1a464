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
     * {@code s} in double quotes, written the way JSON would write it (quotes, backslashes, control characters and
     * lone surrogates escaped as {@code \\uXXXX}), cut after {@value #MAX} characters with the original length.
     */
    public static String of(String s) {
        StringBuilder b = new StringBuilder(Math.min(s.length(), MAX) + 16).append('"');
        int n = Math.min(s.length(), MAX);
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                b.append(c).append(s.charAt(++i));
            } else if (Character.isSurrogate(c) || c < 0x20 || c == 0x7f) {
                b.append(String.format("\\u%04x", (int) c));
            } else if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else {
                b.append(c);
            }
        }
        b.append('"');
        if (s.length() > n) {
            b.append("… (").append(s.length()).append(" characters)");
        }
        return b.toString();
    }
}
