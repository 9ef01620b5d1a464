package dev.arbiter.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.List;

/** The PATH... of the commands that play many logs (validate, compare, coverage), walked by {@link Inputs}. */
final class LogPaths {
    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "log files, directories, or - for standard input")
    List<String> paths;

    /** The paths as given; standard input named twice is a usage error. */
    List<String> get() {
        if (paths.stream().filter("-"::equals).count() > 1) {
            throw new ParameterException(spec.commandLine(), "standard input (-) is named twice: it can be read"
                    + " only once");
        }
        return paths;
    }

    /** The logs they name, found as they are walked. */
    Inputs inputs() {
        return new Inputs(get());
    }

    @Override
    public String toString() {
        return String.join(" ", paths);
    }
}
