package dev.arbiter.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether standard error is a terminal, which Java can't ask directly. */
final class Terminal {
    private Terminal() {
    }

    /**
     * The launcher (bin/arbiter) tells with {@code -Darbiter.stderr.tty=true|false}; without it, Linux's view of file
     * descriptor 2 decides, and anywhere else the answer is no (a progress line is a nicety, never a requirement).
     */
    static boolean stderrIsTerminal() {
        String told = System.getProperty("arbiter.stderr.tty");
        if (told != null) {
            return Boolean.parseBoolean(told);
        }
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
