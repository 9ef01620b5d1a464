package dev.arbiter;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What {@code java -jar arbiter.jar ARGS} runs: the {@code arbiter} command, from {@code arbiter-cli.jar} beside this
 * jar (as the build leaves both in {@code target/}). The library has no compile-time tie to the command line, so it
 * is found by name, in a class loader of its own over that jar (whose manifest names this jar and {@code lib/}). An
 * application that depends on the library never runs this class. {@code bin/arbiter} is the faster way to run the
 * command: it adds the start-up options a manifest can't give (README, "Speed").
 */
public final class CommandLauncher {
    static final String CLI_JAR = "arbiter-cli.jar";
    static final String CLI_MAIN = "dev.arbiter.cli.Main";
    /** The command line's own status for a usage error (shared/spec/cli.md). */
    static final int USAGE = 2;

    private CommandLauncher() {
    }

    public static void main(String[] args) throws IOException, ReflectiveOperationException, URISyntaxException {
        Path here = Path.of(CommandLauncher.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path cli = cliBeside(here);
        if (cli == null) {
            System.err.println("arbiter: " + here.getFileName() + " is arbiter's library; the command is in " + CLI_JAR
                    + ", which is not beside it. Run bin/arbiter from a checkout, or java -jar " + CLI_JAR);
            System.exit(USAGE);
            return;
        }
        // the platform loader as parent: the command and the library it names come from the same loader, with the
        // dependencies in lib/ that this jar's own loader doesn't see
        URLClassLoader loader = new URLClassLoader(new URL[] {cli.toUri().toURL()},
                ClassLoader.getPlatformClassLoader());
        Thread.currentThread().setContextClassLoader(loader);
        // the command's own main reports every failure in one line and exits with its status
        loader.loadClass(CLI_MAIN).getMethod("main", String[].class).invoke(null, (Object) args);
    }

    /** The command's jar beside this one, or null when this jar isn't a file or has no command beside it. */
    static Path cliBeside(Path here) {
        if (!Files.isRegularFile(here) || here.getParent() == null) {
            return null;
        }
        Path cli = here.getParent().resolve(CLI_JAR);
        return Files.isRegularFile(cli) ? cli : null;
    }
}
