package dev.arbiter.arena;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/** The six real sessions of src/test/resources/arena, imported once per test run. */
final class Sessions {
    static final Path DIR = Path.of("src/test/resources/arena");
    static final String ROLES = "session_2026-06-17_2005_pioneer-play-bo3.log.gz";
    static final String SORCERER = "session_2026-03-08_1103_standard-bo1-log-rotated.log.gz";
    static final String BOT = "session_2026-04-29_2311.log.gz";
    static final String ROLLBACKS = "session_2026-05-06_2224_parser-type-field-drop-trigger.log.gz";
    static final String HOLE = "session_2026-05-13_0952_recycle-defect-trigger.log.gz";
    static final String DETAILED_OFF = "session_2026-03-15_1157_detailed_logs_disabled.log.gz";

    private static final Map<String, List<ArenaImport.Game>> CACHE = new ConcurrentHashMap<>();

    private Sessions() {
    }

    static List<Path> all() {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.toString().endsWith(".log.gz")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The games of one session (its file name), imported. */
    static List<ArenaImport.Game> games(String session) {
        return CACHE.computeIfAbsent(session, s -> {
            List<ArenaImport.Game> out = new ArrayList<>();
            try (InputStream in = Files.newInputStream(DIR.resolve(s))) {
                ArenaImport.read(s, in, out::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return List.copyOf(out);
        });
    }

    static ArenaImport.Game game(String session, int number) {
        return games(session).stream().filter(g -> g.number() == number).findFirst().orElseThrow();
    }

    /** The text of one session (its file name), decompressed. */
    static String text(String session) {
        try (InputStream in = new java.util.zip.GZIPInputStream(Files.newInputStream(DIR.resolve(session)))) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Bytes, gzip-compressed. */
    static byte[] gzip(byte[] bytes) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(out)) {
            z.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    static byte[] bytes(List<String> lines) {
        return (String.join("\n", lines) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
}
