package dev.arbiter.report;

import dev.arbiter.log.Quote;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Escaping for the HTML pages. Log text is untrusted: a card name or id may hold markup or {@code </script>}, so
 * everything from a log reaches a page either as escaped text or as JSON that can't end the script element it sits
 * in.
 */
final class Html {
    private Html() {
    }

    /**
     * Text for an element's content or a quoted attribute value: the five characters HTML gives meaning to, and
     * control characters and lone surrogates written as the text report writes them ({@code \u0001}), since a page
     * can't show them and its UTF-8 can't hold a lone surrogate.
     */
    static String text(String raw) {
        if (raw == null) {
            return "";
        }
        String s = Quote.printable(raw);
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /**
     * JSON text made safe to place inside a {@code <script type="application/json">} element. In JSON these
     * characters can only occur inside strings, where their \\u escapes mean the same, so the value is unchanged
     * while no {@code </script>} or {@code <!--} can appear in the element.
     */
    static String json(String json) {
        StringBuilder b = new StringBuilder(json.length() + 16);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            switch (c) {
                case '<' -> b.append("\\u003c");
                case '>' -> b.append("\\u003e");
                case '&' -> b.append("\\u0026");
                case '\u2028' -> b.append("\\u2028");
                case '\u2029' -> b.append("\\u2029");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** A text resource beside this class (the pages' inline style sheets and scripts). */
    static String resource(String name) {
        try (InputStream in = Html.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
