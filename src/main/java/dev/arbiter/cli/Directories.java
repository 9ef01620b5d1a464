package dev.arbiter.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/** The directory a command writes its files into (validate --replays, import arena -o). */
final class Directories {
    private Directories() {
    }

    /** Creates {@code dir} and its parents where missing; returns null, or why files can't be written there. */
    static String create(Path dir) {
        try {
            Files.createDirectories(dir);
            return null;
        } catch (IOException e) {
            // the nearest path that exists: when it is no directory, it is what is in the way
            Path p = dir;
            while (p != null && !Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
                p = p.getParent();
            }
            if (p == null || Files.isDirectory(p)) {
                return Output.reason(e);
            }
            String what = Files.isRegularFile(p) ? "a file, not a directory"
                    : Files.exists(p) ? "not a directory (a device, FIFO or socket)" : "a symbolic link to nothing";
            return (p.equals(dir) ? "it" : p.toString()) + " is " + what;
        }
    }
}
