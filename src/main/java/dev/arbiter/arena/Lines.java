package dev.arbiter.arena;

import java.io.IOException;
import java.io.Reader;

/**
 * The lines of a text, each at most a given length: {@link java.io.BufferedReader#readLine} holds a line however
 * long it is, so a file without a line break (a gigabyte of zeros, a gzip bomb named like a log) filled the heap. A
 * line ends at {@code \n}, without the {@code \r}s before it: lines are numbered as grep and editors number them (the
 * client writes some lines with {@code \r\r\n}, which BufferedReader counted as two).
 */
final class Lines {
    /** A line longer than the limit: the reading stops there, unless the reader {@linkplain #skipLine skips it}. */
    static final class TooLong extends IOException {
        private static final long serialVersionUID = 1L;

        private final char first;

        TooLong(int max, char first) {
            super("a line longer than " + max + " characters");
            this.first = first;
        }

        /** The line's first character: a client message's JSON starts with '{'. */
        char first() {
            return first;
        }
    }

    private final Reader in;
    private int max;
    private final char[] buf = new char[1 << 16];
    private int pos;
    private int end;

    Lines(Reader in, int max) {
        this.in = in;
        this.max = max;
    }

    /** Sets the longest line read from here on. */
    void limit(int max) {
        this.max = max;
    }

    /** The next line without its break, or null at the end of the text. */
    String next() throws IOException {
        StringBuilder line = null;
        while (true) {
            if (pos == end && !fill()) {
                return line == null ? null : withoutCr(line);
            }
            int start = pos;
            while (pos < end && buf[pos] != '\n') {
                pos++;
            }
            int length = (line == null ? 0 : line.length()) + pos - start;
            if (length > max) {
                throw new TooLong(max, line != null && line.length() > 0 ? line.charAt(0) : buf[start]);
            }
            if (pos < end && line == null) {
                // the whole line is in the buffer: one copy, as most lines are
                int stop = pos;
                while (stop > start && buf[stop - 1] == '\r') {
                    stop--;
                }
                pos++;
                return new String(buf, start, stop - start);
            }
            if (line == null) {
                line = new StringBuilder(Math.max(16, pos - start));
            }
            line.append(buf, start, pos - start);
            if (pos < end) {
                pos++;
                return withoutCr(line);
            }
        }
    }

    /**
     * After {@link TooLong}: reads past the rest of that line without holding it, so that the next call reads the
     * line after it. (Not done by itself: a file that is no log is refused at its first long line, not read to its
     * end, which in a gzip bomb never comes.)
     */
    void skipLine() throws IOException {
        skipLine(Long.MAX_VALUE);
    }

    /**
     * As {@link #skipLine()}, reading past at most {@code most} more characters: whether the line (or the text) ended
     * within them. When not, the reading stops there.
     */
    boolean skipLine(long most) throws IOException {
        long left = most;
        while (true) {
            while (pos < end) {
                if (left-- <= 0) {
                    return false;
                }
                if (buf[pos++] == '\n') {
                    return true;
                }
            }
            if (!fill()) {
                return true;
            }
        }
    }

    private static String withoutCr(StringBuilder line) {
        int n = line.length();
        while (n > 0 && line.charAt(n - 1) == '\r') {
            n--;
        }
        return line.substring(0, n);
    }

    private boolean fill() throws IOException {
        int n = in.read(buf, 0, buf.length);
        pos = 0;
        end = Math.max(n, 0);
        return n > 0;
    }
}
