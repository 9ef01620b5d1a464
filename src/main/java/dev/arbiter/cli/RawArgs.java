package dev.arbiter.cli;

import dev.arbiter.log.FileNames;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * A path named on the command line, found by its bytes. Java decodes the arguments as UTF-8, so a name in another
 * encoding reaches the command with U+FFFD in place of its bytes, and the file it names can't be opened. Linux keeps
 * the arguments' bytes in /proc/self/cmdline; the path is found again from them, name by name, among its
 * directory's entries (whose bytes a listing keeps).
 */
final class RawArgs {
    private static final Path CMDLINE = Path.of("/proc/self/cmdline");

    private RawArgs() {
    }

    /** The path an argument names: as given, unless it lost bytes to U+FFFD and they can be found. */
    static Path path(String arg) {
        if (arg.indexOf('\uFFFD') < 0) {
            return Path.of(arg);
        }
        try {
            return path(arg, parts(Files.readAllBytes(CMDLINE), (byte) 0));
        } catch (IOException | RuntimeException e) {
            return Path.of(arg); // no /proc: it is opened as it reads, and says it isn't there
        }
    }

    /** As {@link #path(String)}, with the process's arguments as bytes. */
    static Path path(String arg, List<byte[]> cmdline) {
        byte[] raw = null;
        for (byte[] a : cmdline) {
            if (new String(a, StandardCharsets.UTF_8).equals(arg)) {
                if (raw != null && !Arrays.equals(raw, a)) {
                    return Path.of(arg); // two arguments read alike: which one is meant can't be told
                }
                raw = a;
            }
        }
        if (raw == null) {
            return Path.of(arg);
        }
        Path p = raw.length > 0 && raw[0] == '/' ? Path.of("/") : Path.of("");
        for (byte[] name : parts(raw, (byte) '/')) {
            String text = new String(name, StandardCharsets.UTF_8);
            p = text.indexOf('\uFFFD') < 0 ? p.resolve(text) : entry(p, name);
            if (p == null) {
                // nothing has those bytes: it is opened as Java reads it, and reported missing by the bytes given
                FileNames.namedByBytes(Path.of(arg), raw);
                return Path.of(arg);
            }
        }
        return p;
    }

    /** The entry of a directory whose name is these bytes, or null. */
    private static Path entry(Path dir, byte[] name) {
        try (Stream<Path> s = Files.list(dir.toString().isEmpty() ? Path.of(".") : dir)) {
            return s.filter(e -> Arrays.equals(FileNames.bytes(e.getFileName()), name))
                    .map(e -> dir.resolve(e.getFileName())).findFirst().orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    /** The parts of bytes between separators (the names of a path, the arguments of cmdline), empty ones left out. */
    private static List<byte[]> parts(byte[] bytes, byte separator) {
        List<byte[]> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= bytes.length; i++) {
            if (i == bytes.length || bytes[i] == separator) {
                if (i > start) {
                    out.add(Arrays.copyOfRange(bytes, start, i));
                }
                start = i + 1;
            }
        }
        return out;
    }
}
