package dev.arbiter.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Small logs for command-line tests, written to a temporary folder. */
final class Logs {
    static final String GAME = "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"]}";

    /** A legal derived-mode log: a Grizzly Bears cast and resolved. */
    static final String VALID = String.join("\n", GAME,
            "{\"type\":\"object\",\"id\":\"c1\",\"card\":\"Grizzly Bears\",\"owner\":\"P1\",\"zone\":\"hand\"}",
            "{\"type\":\"turn\",\"number\":1,\"active\":\"P1\"}",
            "{\"type\":\"step\",\"step\":\"main1\"}",
            "{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"c1\"}",
            "{\"type\":\"resolve\",\"object\":\"c1\"}",
            "{\"type\":\"expect\",\"object\":\"c1\",\"zone\":\"battlefield\",\"power\":2,\"toughness\":2}") + "\n";

    /** The same game with a wrong assertion on line 7: one finding (rule expect). */
    static final String INVALID = VALID.replace("\"power\":2,", "\"power\":3,");

    private Logs() {
    }

    static Path write(Path dir, String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    static Path write(Path dir, String name, byte[] bytes) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.write(p, bytes);
        return p;
    }
}
