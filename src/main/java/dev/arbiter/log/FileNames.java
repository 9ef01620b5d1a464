package dev.arbiter.log;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A file's name as reports show it. A name made on another system may hold bytes that are not UTF-8; Java shows each
 * as U+FFFD, so that two files could read alike and none could be found again by its name. Here such a byte is
 * written {@code \xE9}, as GNU tools escape it, and every other character as it is.
 */
public final class FileNames {
    private FileNames() {
    }

    /**
     * The bytes of the names shown escaped, by what they show: a report that needs the file itself (SARIF's URI)
     * finds it again. Only such names are kept, and they are rare.
     */
    private static final Map<String, byte[]> ESCAPED = new ConcurrentHashMap<>();

    /** The bytes of paths named on the command line that no file has, by the text Java decoded them to. */
    private static final Map<String, byte[]> UNFOUND = new ConcurrentHashMap<>();

    /**
     * A path named by bytes that name no file (a log that isn't there): Java's text for it lost the bytes to U+FFFD,
     * and no directory listing has them, so {@link #of} shows it by these.
     */
    public static void namedByBytes(Path p, byte[] raw) {
        UNFOUND.put(p.toString(), raw.clone());
    }

    /** The path's text, with each byte of its names that is not UTF-8 written {@code \xHH}. */
    public static String of(Path p) {
        String s = p.toString();
        if (s.indexOf('\uFFFD') < 0) {
            return s; // every name decoded (a real U+FFFD in a name is spelled again below, the same)
        }
        byte[] unfound = UNFOUND.get(s);
        if (unfound != null) {
            String shown = escaped(unfound);
            ESCAPED.putIfAbsent(shown, unfound);
            return shown;
        }
        StringBuilder b = new StringBuilder(s.length() + 8);
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        if (p.isAbsolute()) {
            b.append('/');
            raw.write('/');
        }
        for (int i = 0; i < p.getNameCount(); i++) {
            byte[] name = bytes(p.getName(i));
            b.append(i == 0 ? "" : "/").append(escaped(name));
            if (i > 0) {
                raw.write('/');
            }
            raw.writeBytes(name);
        }
        String shown = b.toString();
        if (!shown.equals(s)) {
            ESCAPED.putIfAbsent(shown, raw.toByteArray());
        }
        return shown;
    }

    /** The bytes of a name {@link #of} showed escaped, or null for one it showed as it is (its text is its name). */
    public static byte[] escapedBytes(String shown) {
        byte[] raw = ESCAPED.get(shown);
        return raw == null ? null : raw.clone();
    }

    /**
     * The bytes of a one-name path. A Path keeps the bytes it was made from (a directory listing's names); its URI
     * spells them percent-encoded, the last segment being the name.
     */
    public static byte[] bytes(Path name) {
        String raw = name.toUri().getRawPath();
        if (raw.endsWith("/")) {
            raw = raw.substring(0, raw.length() - 1); // a directory's URI ends with a slash
        }
        raw = raw.substring(raw.lastIndexOf('/') + 1);
        byte[] out = new byte[raw.length()];
        int n = 0;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '%' && i + 2 < raw.length()) {
                out[n++] = (byte) Integer.parseInt(raw, i + 1, i + 3, 16);
                i += 2;
            } else {
                out[n++] = (byte) c;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** Bytes as UTF-8, each byte that is not part of a UTF-8 character written {@code \xHH}. */
    public static String escaped(byte[] bytes) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length * 4 + 4);
        while (true) {
            CoderResult r = d.decode(in, out, true);
            if (r.isUnderflow()) {
                break;
            }
            for (int i = 0; i < r.length(); i++) {
                out.put(String.format("\\x%02X", in.get() & 0xff));
            }
        }
        return out.flip().toString();
    }
}
