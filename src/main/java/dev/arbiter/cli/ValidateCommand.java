package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter validate PATH...} */
@Command(name = "validate", mixinStandardHelpOptions = true, description = "Validates game logs.")
final class ValidateCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "PATH", description = "log files, directories, or - for standard input")
    List<Path> paths;

    @Override
    public Integer call() {
        Arbiter arbiter = Arbiter.create();
        int code = 0;
        for (Path p : paths) {
            LogResult r = arbiter.validate(p);
            for (Finding f : r.findings()) {
                System.out.println(p + ":" + f.line() + ": " + f.severity().word() + " " + f.rule() + ": " + f.message());
            }
            if (r.error() != null) {
                System.out.println(p + ":" + r.error().line() + ":" + r.error().column() + ": error: " + r.error().message());
                code = 3;
            } else if (r.status() == LogResult.Status.INVALID && code == 0) {
                code = 1;
            }
        }
        return code;
    }
}
