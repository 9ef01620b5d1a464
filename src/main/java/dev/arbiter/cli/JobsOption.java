package dev.arbiter.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code -j N} option of the commands that play many logs (compare, coverage). */
final class JobsOption {
    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = {"-j", "--jobs"}, paramLabel = "N", description = "parallel workers (default: the number of"
            + " cores, ${DEFAULT-VALUE})")
    int jobs = Runtime.getRuntime().availableProcessors();

    /** The number of workers; less than one is a usage error. */
    int get() {
        if (jobs < 1) {
            throw new ParameterException(spec.commandLine(), "-j must be at least 1, not " + jobs);
        }
        return jobs;
    }
}
