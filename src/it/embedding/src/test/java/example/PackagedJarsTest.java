package example;

import dev.arbiter.Arbiter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The build's jars run as a user runs a jar: {@code java -jar target/arbiter.jar} and {@code java -jar
 * target/arbiter-cli.jar} are the command, with the verdicts of the class path bin/arbiter names; the library as an
 * application got it (from a Maven repository, no command beside it) says what it is. Run in one of the two builds
 * of this project only: the host's logging backend plays no part in it.
 */
@EnabledIfSystemProperty(named = "host.backend", matches = "logback")
class PackagedJarsTest {
    private static final Path HOME = Path.of(System.getProperty("arbiter.home"));

    @Test
    void both_jars_of_the_build_run_the_command() throws Exception {
        Run classPath = run("java", "-cp", String.join(File.pathSeparator, "target/arbiter-cli.jar",
                "target/arbiter.jar", "target/lib/*"), "dev.arbiter.cli.Main", "validate", "examples/logs");
        Run library = run("java", "-jar", "target/arbiter.jar", "validate", "examples/logs");
        Run cli = run("java", "-jar", "target/arbiter-cli.jar", "validate", "examples/logs");
        assertEquals(1, classPath.status, classPath.err);   // the examples hold invalid games
        assertTrue(classPath.out.contains(" invalid, 0 errors"), classPath.out);
        for (Run jar : List.of(library, cli)) {
            assertEquals(classPath.status, jar.status, jar.err);
            assertEquals(classPath.out, jar.out);
        }
    }

    @Test
    void the_library_from_a_repository_says_where_the_command_is() throws Exception {
        String jar = Path.of(Arbiter.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Run alone = run("java", "-jar", jar, "validate", "examples/logs");
        assertEquals(2, alone.status, alone.err);
        assertTrue(alone.err.contains("is arbiter's library; the command is in arbiter-cli.jar"), alone.err);
        assertEquals("", alone.out);
    }

    private static Run run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(HOME.toFile()).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);   // a few lines each
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), out, err);
    }

    /** What a command printed, and its status. */
    private record Run(int status, String out, String err) {
    }
}
