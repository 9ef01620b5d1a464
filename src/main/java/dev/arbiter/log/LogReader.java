package dev.arbiter.log;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Streams the lines of one mtglog/1 log: strict UTF-8, one JSON object per line, comments and blank lines skipped,
 * the {@code game} line first. Memory is bounded by the longest line allowed ({@link #MAX_LINE_BYTES}).
 */
public final class LogReader implements Closeable {
    /** Far longer than any real line; a longer one is refused without being held in memory. */
    public static final int MAX_LINE_BYTES = 1 << 20;

    private final InputStream in;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    /** The file is read in chunks; the current line's bytes are gathered in {@code line}. */
    private final byte[] chunk = new byte[1 << 16];
    private int pos;
    private int limit;
    private byte[] line = new byte[512];
    private int len;
    private int lineNo;
    private boolean sawGame;
    private boolean eof;

    public LogReader(InputStream in) {
        this.in = in;
    }

    /** The number of the last line read (1-based; comments and blank lines count). */
    public int lineNumber() {
        return lineNo;
    }

    /** The next line, or null at the end of the log. Throws {@link LogError} for anything malformed. */
    public LogLine next() {
        while (true) {
            String text = readLine();
            if (text == null) {
                if (!sawGame) {
                    throw new LogError(Math.max(lineNo, 1), 1,
                            "the log is empty: its first line must be a \"game\" line");
                }
                return null;
            }
            String trimmed = text.strip();
            if (trimmed.startsWith("#") && text.indexOf('\r') >= 0) {
                Matcher m = CR_THEN_LINE.matcher(text);
                if (m.find()) {
                    throw new LogError(lineNo, m.start() + 1, "a carriage return (CR) inside a comment line, more"
                            + " lines after it: " + CR_ONLY);
                }
            }
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            Json.Value v = Json.parse(text, lineNo);
            if (!(v instanceof Json.Obj obj)) {
                throw new LogError(lineNo, v.column(), "each line is one JSON object, this is " + v.kind());
            }
            LogLine line = LineParser.parse(obj, lineNo, text.strip());
            if (!sawGame) {
                if (!(line instanceof LogLine.Game)) {
                    throw new LogError(lineNo, obj.column(), "the first line must be a \"game\" line, not \""
                            + ((Json.Str) obj.get("type")).value() + "\"");
                }
                sawGame = true;
            } else if (line instanceof LogLine.Game) {
                throw new LogError(lineNo, obj.column(), "a second \"game\" line: one game per file");
            }
            return line;
        }
    }

    /** What a file with classic Mac line endings needs, said where one is found. */
    static final String CR_ONLY = "mtglog/1 lines end with LF or CRLF, and a file with CR-only line endings reads as"
            + " one line (convert it)";
    /** A carriage return followed by what starts a line of a log: a comment, or a JSON object. */
    private static final Pattern CR_THEN_LINE = Pattern.compile("\r[ \t]*[{#]");

    private String readLine() {
        if (eof) {
            return null;
        }
        len = 0;
        boolean tooLong = false;
        while (true) {
            if (pos == limit && !fill()) {
                eof = true;
                if (len == 0 && !tooLong) {
                    return null;
                }
                break;
            }
            int from = pos;
            while (pos < limit && chunk[pos] != '\n' && chunk[pos] != 0) {
                pos++;
            }
            tooLong |= keep(from, pos - from);
            if (pos < limit && chunk[pos] == 0) {
                throw new LogError(lineNo + 1, tooLong ? MAX_LINE_BYTES + 1 : column(line, len), "binary data (a NUL"
                        + " byte): this is not an mtglog/1 text file");
            }
            if (pos < limit) {
                pos++; // the newline
                break;
            }
        }
        lineNo++;
        if (tooLong) {
            throw new LogError(lineNo, MAX_LINE_BYTES + 1, "line longer than " + MAX_LINE_BYTES + " bytes (a log line"
                    + " is one small JSON object)");
        }
        int start = lineNo == 1 && len >= 3 && (line[0] & 0xff) == 0xEF && (line[1] & 0xff) == 0xBB
                && (line[2] & 0xff) == 0xBF ? 3 : 0;
        int end = len > start && line[len - 1] == '\r' ? len - 1 : len;
        return decode(line, start, end);
    }

    /** Reads the next chunk of the file; false at its end. */
    private boolean fill() {
        try {
            int n;
            do {
                n = in.read(chunk, 0, chunk.length);
            } while (n == 0);
            pos = 0;
            limit = Math.max(n, 0);
            return n > 0;
        } catch (IOException e) {
            throw new LogError(lineNo + 1, 0, "can't read the file: " + (e.getMessage() == null
                    ? e.getClass().getSimpleName() : e.getMessage()));
        }
    }

    /** Adds bytes to the line being read, up to the limit; true if some had to be dropped. */
    private boolean keep(int from, int count) {
        int room = MAX_LINE_BYTES - len;
        int n = Math.min(count, room);
        if (len + n > line.length) {
            line = java.util.Arrays.copyOf(line, Math.min(MAX_LINE_BYTES, Math.max(line.length * 2, len + n)));
        }
        System.arraycopy(chunk, from, line, len, n);
        len += n;
        return n < count;
    }

    private String decode(byte[] bytes, int start, int end) {
        int i = start;
        while (i < end && bytes[i] >= 0) {
            i++;
        }
        if (i == end) {
            return new String(bytes, start, end - start, StandardCharsets.US_ASCII); // the common case, no decoder
        }
        decoder.reset();
        ByteBuffer bb = ByteBuffer.wrap(bytes, start, end - start);
        CharBuffer cb = CharBuffer.allocate(end - start + 1);
        CoderResult r = decoder.decode(bb, cb, true);
        if (!r.isError()) {
            r = decoder.flush(cb);
        }
        if (r.isError()) {
            String before = new String(bytes, start, bb.position() - start, StandardCharsets.UTF_8);
            throw new LogError(lineNo, before.length() + 1, "invalid UTF-8 (byte 0x"
                    + Integer.toHexString(bytes[bb.position()] & 0xff) + ")");
        }
        cb.flip();
        return cb.toString();
    }

    /** The column after these bytes of a line: characters, counting each undecodable byte as one. */
    private static int column(byte[] bytes, int count) {
        return new String(bytes, 0, count, StandardCharsets.UTF_8).length() + 1;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** Reads a whole log into memory; for tests and small tools. */
    static java.util.List<LogLine> readAll(String text) {
        try (LogReader r = new LogReader(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)))) {
            java.util.List<LogLine> out = new java.util.ArrayList<>();
            LogLine l;
            while ((l = r.next()) != null) {
                out.add(l);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

}
