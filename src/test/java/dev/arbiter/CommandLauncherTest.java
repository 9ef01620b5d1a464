package dev.arbiter;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Where {@code java -jar arbiter.jar} looks for the command (run for real by src/it/embedding's PackagedJarsTest). */
class CommandLauncherTest {
    @Test
    void the_command_is_the_cli_jar_beside_the_library(@TempDir Path dir) throws IOException {
        Path library = Files.createFile(dir.resolve("arbiter.jar"));
        Path cli = Files.createFile(dir.resolve(CommandLauncher.CLI_JAR));
        assertThat(CommandLauncher.cliBeside(library)).isEqualTo(cli);
    }

    @Test
    void a_library_alone_or_a_class_directory_has_no_command(@TempDir Path dir) throws IOException {
        Path library = Files.createFile(dir.resolve("arbiter-0.1.0.jar"));
        Files.createFile(dir.resolve("arbiter-0.1.0-cli.jar"));   // a Maven repository's name is not the build's
        assertThat(CommandLauncher.cliBeside(library)).isNull();
        Files.createFile(dir.resolve(CommandLauncher.CLI_JAR));
        assertThat(CommandLauncher.cliBeside(dir)).isNull();       // target/classes: not a jar
    }
}
