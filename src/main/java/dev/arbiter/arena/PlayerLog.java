package dev.arbiter.arena;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Reads an MTG Arena {@code Player.log} (plain or gzip-compressed) as a stream and hands over each game once its
 * last state is read, so that memory holds one game at a time however long the session. A game state is a
 * {@code GREMessageType_GameStateMessage} (or its queued variant) in the JSON line that follows a
 * {@code GreToClientEvent} header line.
 */
public final class PlayerLog {
    /** Lines at the start in which an Arena log shows itself by Unity's logger prefix or the detailed-logs line. */
    private static final int SNIFF_LINES = 400;
    private static final String UNITY = "[UnityCrossThreadLogger]";
    /** The longest line read: a session's largest message is a few MB (2.6 MB in the sessions here). */
    static final int MAX_LINE = 64 << 20;
    /**
     * The longest line looked at to recognise a log: Unity's lines at the start of a session are short. A longer one
     * that starts as JSON (a client message: a log cut at its head can start with one of a few MB) is read past,
     * without being held, up to {@link #MAX_LINE}; any other is the end of the search.
     */
    private static final int SNIFF_LINE = 1 << 16;
    /** The game line of an mtglog/1 log, by a quick look at its first line. */
    private static final java.util.regex.Pattern MTGLOG_GAME = java.util.regex.Pattern.compile("\"type\"\\s*:\\s*\"game\"");

    /**
     * The reader of the GRE messages, made the first time a log is read rather than when one is only recognised:
     * {@link #recognise} is asked of every file, and making a Jackson mapper (its date formats, its locales) was
     * about 30 of the 100 ms a process took to validate its first mtglog log (issue 14).
     */
    private static final class Messages {
        static final ObjectMapper JSON = JsonMapper.builder().build();

        static {
            // a session's largest message is a few MB; Arena's JSON nests about 10 deep
            JSON.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                    .maxStringLength(64 << 20).maxNestingDepth(200).build());
        }
    }

    /**
     * A problem in one place of the log that did not stop the reading. {@code damage}: the file itself is damaged (a
     * malformed message, a truncated or corrupt .gz), not merely incomplete (the client summarised a state, a game
     * still going on when the log ends). {@code column}: where in the line (1-based), 0 when unknown.
     */
    public record Problem(int line, int column, String message, boolean damage) {
        /** A problem with no column known. */
        public Problem(int line, String message, boolean damage) {
            this(line, 0, message, damage);
        }
    }

    /** What reading a whole log found besides its games: their number, the log's lines and game states. */
    public record Summary(int games, int lines, int states, List<Problem> problems) {
    }

    private PlayerLog() {
    }

    /** Whether a file looks like an Arena log by its content (its first lines), not its name. Never throws. */
    public static boolean recognise(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return recognise(in);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Whether a stream (standard input) starts as an Arena log: its first {@code limit} bytes at most are looked at,
     * and the stream, which must support {@link InputStream#mark}, is reset to where it was. A log that shows itself
     * only later is taken for an mtglog/1 log. Throws only the stream's own failure (the stream reset all the same).
     */
    public static boolean recognise(InputStream markable, int limit) throws IOException {
        markable.mark(limit);
        byte[] head;
        try {
            head = markable.readNBytes(limit);
        } finally {
            markable.reset();  // a stream that failed is read again by the reader of mtglog/1, which says where
        }
        return recognise(new java.io.ByteArrayInputStream(head));
    }

    private static boolean recognise(InputStream in) {
        try (Reader text = reader(in)) {
            Lines r = new Lines(text, SNIFF_LINE);
            for (int i = 0; i < SNIFF_LINES; i++) {
                String l;
                try {
                    l = r.next();
                } catch (Lines.TooLong e) {
                    if (skipped(r, e, MAX_LINE)) {
                        continue;
                    }
                    return false;
                }
                if (l == null) {
                    return false;
                }
                if (marker(l)) {
                    return true;
                }
                if (i == 0 && (l.startsWith("#") || l.startsWith("{") && MTGLOG_GAME.matcher(l).find())) {
                    // an mtglog/1 log. Another first line in JSON may be the middle of a client message: a log cut
                    // at its head (a rotated or copied tail) is still Arena's, by its logger's lines after it
                    return false;
                }
            }
            return false;
        } catch (ZipException | EOFException e) {
            // a gzip file that can't be decompressed as far as its first lines: no mtglog/1 log either (arbiter reads
            // those uncompressed), so it is left to this reader, arbiter's only reader of compressed files, to say so
            return true;
        } catch (IOException | RuntimeException e) {
            return false; // a line too long among them too: left to the reader of mtglog/1 to say what the file is
        }
    }

    /**
     * Whether a line too long to look at, before the log shows itself as Arena's, was read past: only one that starts
     * as JSON (a client message), and only up to {@code most} characters.
     */
    private static boolean skipped(Lines in, Lines.TooLong e, int most) throws IOException {
        return e.first() == '{' && in.skipLine(most);
    }

    private static boolean marker(String line) {
        return line.startsWith(UNITY) || line.startsWith("DETAILED LOGS:");
    }

    private static Reader reader(InputStream raw) throws IOException {
        return new InputStreamReader(bytes(raw), StandardCharsets.UTF_8);
    }

    /** The log's bytes: the file's, or, for a gzip file (by its first two bytes), the uncompressed ones. */
    private static InputStream bytes(InputStream raw) throws IOException {
        InputStream in = new BufferedInputStream(raw, 1 << 16);
        in.mark(2);
        int a = in.read();
        int b = in.read();
        in.reset();
        return a == 0x1f && b == 0x8b ? new Gzip(in) : in;
    }

    /**
     * A gzip stream that can tell whether bytes followed its last member that were no member (a second member whose
     * header is damaged, say): the JDK's stream just ends there, and the games in those bytes would be lost unsaid.
     */
    private static final class Gzip extends GZIPInputStream {
        Gzip(InputStream in) throws IOException {
            super(in, 1 << 16);
        }

        /**
         * At the end: whether bytes other than zeros were left unread, in the buffer beyond the last member's 8-byte
         * trailer (read from there and left counted) or in the file. Zeros are padding, which gzip itself accepts.
         */
        boolean bytesLeft() throws IOException {
            int n = inf.getRemaining();
            for (int i = len - n + 8; i < len; i++) {
                if (buf[i] != 0) {
                    return true;
                }
            }
            int b;
            while ((b = in.read()) == 0) {
                // padding
            }
            return b != -1;
        }
    }

    /**
     * Reads a log, handing each game to {@code games} as soon as it is complete (or known to be broken). Problems
     * that leave the rest readable are in the summary; a log that is no Arena log, can't be read from its start,
     * or holds no game state at all throws {@link ArenaLogException}.
     */
    public static Summary read(String file, InputStream raw, Consumer<ArenaGame> games) {
        return read(file, raw, games, MAX_LINE);
    }

    /** As {@link #read(String, InputStream, Consumer)}, with the longest line of the log read given. */
    static Summary read(String file, InputStream raw, Consumer<ArenaGame> games, int maxLine) {
        List<Problem> problems = new ArrayList<>();
        Reading r = new Reading(file, games, problems, maxLine);
        try (InputStream bytes = bytes(raw); Reader in = new InputStreamReader(bytes, StandardCharsets.UTF_8)) {
            // until the log shows itself as Arena's, a line is as short as Unity's first lines: a file that is no
            // log at all (a gigabyte without a line break) is refused after 64 Ki characters, not 64 Mi
            r.run(new Lines(in, SNIFF_LINE));
            if (bytes instanceof Gzip gz && gz.bytesLeft()) {
                r.cut("the compressed file goes on after the end of its compressed data, after line " + r.line
                        + ", with bytes that are no gzip data (a damaged part): not read", true);
            }
        } catch (Lines.TooLong e) {
            // only before the log showed itself as Arena's: after that, a long line is skipped where it is read
            throw new ArenaLogException(r.line + 1, "not an MTG Arena Player.log: "
                    + (r.line == 0 ? "its first line" : "line " + (r.line + 1)) + " is longer than " + SNIFF_LINE
                    + " characters, before any line of Unity's [UnityCrossThreadLogger]");
        } catch (EOFException e) {
            unreadableGzip(r, "it ends early (a truncated .gz)");
            r.cut("the compressed file ends early, after line " + r.line + " (a truncated .gz)", true);
        } catch (ZipException e) {
            unreadableGzip(r, e.getMessage());
            if (TRAILER.equals(e.getMessage())) {
                // the checksum is checked at the end: the data may be garbled anywhere before it, so no line is named
                r.cut("the compressed file is corrupt: its data does not match the checksum and length of its gzip"
                        + " trailer (read after line " + r.line + "), so any of its lines may be garbled", true, 0);
            } else {
                r.cut("the compressed file is corrupt after line " + r.line + ": " + e.getMessage(), true);
            }
        } catch (IOException e) {
            if (r.line == 0) {
                throw new ArenaLogException(0, "can't read the file: " + e.getMessage());
            }
            r.cut("reading stopped after line " + r.line + ": " + e.getMessage(), true);
        }
        return r.end();
    }

    /** What the JDK's gzip stream says when the data does not match the CRC-32 and length of the trailer. */
    private static final String TRAILER = "Corrupt GZIP trailer";

    /**
     * A gzip file that fails before it shows itself as an Arena log is refused as a gzip that can't be read (it may
     * be anyone's), not as a log without game states.
     */
    private static void unreadableGzip(Reading r, String why) {
        if (!r.arena) {
            throw new ArenaLogException(r.line, "not a readable gzip file: " + why
                    + (r.line == 0 ? "" : " (after line " + r.line + ")"));
        }
    }

    /** The state of one reading: the line count, the game being assembled, the problems found. */
    private static final class Reading {
        private final String file;
        private final Consumer<ArenaGame> games;
        private final List<Problem> problems;
        private int line;
        private boolean arena;
        private Boolean detailed;
        private int gameCount;
        private int states;
        private StateChain current;
        private String dropped;
        /** The damaged line that {@link #dropped} names, or null when the state was left out by the client. */
        private Problem droppedDamage;
        /** The last place of the file found damaged, or null. */
        private Problem lastDamage;
        private String cutNote;
        private final int maxLine;

        Reading(String file, Consumer<ArenaGame> games, List<Problem> problems, int maxLine) {
            this.file = file;
            this.games = games;
            this.problems = problems;
            this.maxLine = maxLine;
        }

        void run(Lines in) throws IOException {
            String l;
            boolean header = false;
            int headerLine = 0;
            while (true) {
                try {
                    l = in.next();
                } catch (Lines.TooLong e) {
                    if (!arena) {
                        if (!skipped(in, e, maxLine)) {
                            throw e;
                        }
                        // a client message of a log cut at its head: not looked at, as no game state comes first
                        line++;
                        if (line >= SNIFF_LINES) {
                            throw notArena();
                        }
                        continue;
                    }
                    // no message is that long: the line is damaged and read past; a message it was is a hole
                    in.skipLine();
                    line++;
                    String why = "line " + line + " is longer than " + maxLine + " characters";
                    Problem p = damage(new Problem(line, why + ": skipped", true));
                    if (header) {
                        dropped = why;
                        droppedDamage = p;
                    }
                    header = false;
                    continue;
                }
                if (l == null) {
                    break;
                }
                line++;
                if (!arena) {
                    arena = marker(l);
                    if (arena) {
                        in.limit(maxLine); // a session's messages are a few MB
                    }
                    if (!arena && line >= SNIFF_LINES) {
                        throw notArena();
                    }
                }
                if (l.startsWith("DETAILED LOGS:")) {
                    detailed = l.contains("ENABLED");
                }
                if (header) {
                    header = false;
                    message(l, headerLine);
                }
                if (l.startsWith(UNITY) && l.endsWith("GreToClientEvent")) {
                    header = true;
                    headerLine = line;
                }
            }
            if (!arena) {
                throw new ArenaLogException(line == 0 ? 0 : 1, line == 0 ? "the file is empty"
                        : "not an MTG Arena Player.log: no line of Unity's [UnityCrossThreadLogger] and no"
                        + " DETAILED LOGS line");
            }
            if (header) {
                cut("the log ends after a message header (line " + headerLine + ") without its message", false);
            }
        }

        private static ArenaLogException notArena() {
            return new ArenaLogException(1, "not an MTG Arena Player.log: no line of Unity's"
                    + " [UnityCrossThreadLogger] and no DETAILED LOGS line in its first " + SNIFF_LINES + " lines");
        }

        private void message(String l, int headerLine) {
            if (l.startsWith("[Message summarized")) {
                dropped = "the client left out a state at line " + line + " (" + l.replaceAll("^\\[|\\.?\\]$", "")
                        + ")";
                droppedDamage = null;
                problems.add(new Problem(line, dropped, false));
                return;
            }
            if (!l.startsWith("{")) {
                damage(new Problem(line, "the GreToClientEvent header at line " + headerLine
                        + " is not followed by a JSON message", true));
                return;
            }
            JsonNode root;
            try (JsonParser p = Messages.JSON.createParser(l)) {
                try {
                    root = Messages.JSON.readTree(p);
                } catch (JsonProcessingException e) {
                    // a limit crossed (a number too long, nesting too deep) has no location of its own: the parser's
                    JsonLocation at = e.getLocation() != null ? e.getLocation() : p.currentLocation();
                    malformed(firstLine(e.getOriginalMessage()), at.getColumnNr());
                    return;
                }
            } catch (IOException e) {
                malformed(firstLine(e.getMessage()), 1);
                return;
            }
            JsonNode messages = root.path("greToClientEvent").path("greToClientMessages");
            if (!messages.isArray()) {
                malformed("no array greToClientEvent.greToClientMessages", 1);
                return;
            }
            for (JsonNode m : messages) {
                JsonNode state = m.path("gameStateMessage");
                if (state.isObject()) {
                    state(state);
                } else if (!state.isMissingNode()) {
                    malformed("a gameStateMessage that is no JSON object", 1);
                }
            }
        }

        /** A message that is no JSON, or JSON in no shape of Arena's: a state it held is missing from the chain. */
        private void malformed(String what, int column) {
            String malformed = "malformed JSON in a GRE message at column " + column + ": " + what;
            // a state it held is missing from the chain: the hole it leaves names it as its cause
            droppedDamage = damage(new Problem(line, column, malformed, true));
            dropped = "line " + line + " is damaged (" + malformed + ")";
        }

        /** Records a damaged place of the file; returns it. */
        private Problem damage(Problem p) {
            problems.add(p);
            lastDamage = p;
            return p;
        }

        private static String firstLine(String s) {
            int nl = s == null ? -1 : s.indexOf('\n');
            return nl < 0 ? String.valueOf(s) : s.substring(0, nl);
        }

        private void state(JsonNode state) {
            states++;
            JsonNode info = state.path("gameInfo");
            int id = state.path("gameStateId").asInt();
            boolean start = id == 1 && "GameStateType_Full".equals(state.path("type").asText());
            String match = info.path("matchID").asText(null);
            int number = info.path("gameNumber").asInt(0);
            if (current != null && match != null && !start) {
                current.name(match, number);
            }
            boolean other = current != null && match != null && number > 0
                    && (!match.equals(current.matchId()) || number != current.number());
            if (start || other || current == null) {
                if (current != null) {
                    emit(null);
                }
                String broken = start ? null : "the log starts in the middle of the game (its first state here is "
                        + id + ", line " + line + ")";
                current = new StateChain(match == null ? StateChain.UNKNOWN : match, number, line, broken);
                dropped = null;
                droppedDamage = null;
            }
            current.accept(state, line, dropped, droppedDamage);
        }

        private void emit(String cut) {
            gameCount++;
            ArenaGame g = current.finish(file, cut, lastDamage);
            current = null;
            games.accept(g);
        }

        void cut(String why, boolean damage) {
            cut(why, damage, line);
        }

        /** As {@link #cut(String, boolean)}, at a given line (0: the whole file). */
        void cut(String why, boolean damage, int at) {
            cutNote = why;
            Problem p = new Problem(at, why, damage);
            if (damage) {
                damage(p);
            } else {
                problems.add(p);
            }
        }

        Summary end() {
            if (current != null) {
                emit(cutNote);
            }
            if (gameCount == 0) {
                if (Boolean.FALSE.equals(detailed)) {
                    throw new ArenaLogException(0, "no game states: the session was recorded with detailed logs"
                            + " off (turn on Detailed Logs in Arena's account options, then play again)");
                }
                if (lastDamage != null) {
                    // damage, not the options: no hint of detailed logs off
                    Problem first = problems.stream().filter(Problem::damage).findFirst().orElseThrow();
                    throw new ArenaLogException(first.line(), "no game state could be read from the log: "
                            + first.message());
                }
                throw new ArenaLogException(0, "no game states in the log" + (cutNote == null ? "" : ": " + cutNote)
                        + " (detailed logs off, or no game was played)");
            }
            return new Summary(gameCount, line, states, List.copyOf(problems));
        }
    }
}
