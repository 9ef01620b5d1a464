package dev.arbiter.log;

import java.io.ByteArrayOutputStream;
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
    private final ByteArrayOutputStream buf = new ByteArrayOutputStream(256);
    private int lineNo;
    private boolean sawGame;
    private boolean eof;

    public LogReader(InputStream in) {
        this.in = in.markSupported() ? in : new java.io.BufferedInputStream(in, 1 << 16);
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

    private String readLine() {
        if (eof) {
            return null;
        }
        buf.reset();
        boolean tooLong = false;
        try {
            int b;
            while ((b = in.read()) != -1 && b != '\n') {
                if (b == 0) {
                    throw new LogError(lineNo + 1, column(buf.toByteArray()), "binary data (a NUL byte): this is not"
                            + " an mtglog/1 text file");
                }
                if (buf.size() < MAX_LINE_BYTES) {
                    buf.write(b);
                } else {
                    tooLong = true;
                }
            }
            if (b == -1) {
                eof = true;
                if (buf.size() == 0 && !tooLong) {
                    return null;
                }
            }
        } catch (IOException e) {
            throw new LogError(lineNo + 1, 0, "can't read the file: " + (e.getMessage() == null
                    ? e.getClass().getSimpleName() : e.getMessage()));
        }
        lineNo++;
        if (tooLong) {
            throw new LogError(lineNo, MAX_LINE_BYTES + 1, "line longer than " + MAX_LINE_BYTES + " bytes (a log line"
                    + " is one small JSON object)");
        }
        byte[] bytes = buf.toByteArray();
        int start = lineNo == 1 && bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB
                && (bytes[2] & 0xff) == 0xBF ? 3 : 0;
        int end = bytes.length > start && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        return decode(bytes, start, end);
    }

    private String decode(byte[] bytes, int start, int end) {
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
    private static int column(byte[] before) {
        return new String(before, StandardCharsets.UTF_8).length() + 1;
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
