package dev.arbiter.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Copies of rules/ (or of some of its files) in a temporary folder, edited as an analyst would. */
final class EditedRules {
    static final Path RULES = Path.of("rules");

    private EditedRules() {
    }

    /** The whole of rules/ copied under dir. */
    static Path copyAll(Path dir) {
        try (Stream<Path> s = Files.walk(RULES)) {
            for (Path p : s.toList()) {
                Path to = dir.resolve(RULES.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    /** Only the named files of rules/ ({@code sba/roles.drl}), copied under dir. */
    static Path copy(Path dir, String... files) {
        try {
            for (String f : files) {
                Path to = dir.resolve(f);
                Files.createDirectories(to.getParent());
                Files.copy(RULES.resolve(f), to);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    /** Replaces the first occurrence of text in one file of a copy; the text must be there. */
    static void edit(Path dir, String file, String text, String replacement) {
        Path p = dir.resolve(file);
        try {
            String s = Files.readString(p, StandardCharsets.UTF_8);
            assertThat(s).as(file).contains(text);
            int i = s.indexOf(text);
            Files.writeString(p, s.substring(0, i) + replacement + s.substring(i + text.length()),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The analyst's example of the README: 704.5y edited to keep the oldest Role instead of the newest (the "newer"
     * Role of the first rule becomes an older one).
     */
    static Path keepTheOldest(Path dir) {
        copyAll(dir);
        edit(dir, "sba/roles.drl", "controller == $c,\n                       timestamp > $ts )",
                "controller == $c,\n                       timestamp < $ts )");
        edit(dir, "sba/roles.drl", "controller == $c,\n                    timestamp > $new.timestamp )",
                "controller == $c,\n                    timestamp < $new.timestamp )");
        return dir;
    }
}
