package dev.arbiter.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code -j N} option of the commands that play many logs (validate, compare, coverage). */
final class JobsOption {
    /**
     * The most workers: each holds a rule session and up to {@link InOrder#IN_FLIGHT} logs, and more workers than
     * cores only wait for them; a bound also keeps the count of logs in flight from overflowing.
     */
    static final int MAX = 256;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = {"-j", "--jobs"}, paramLabel = "N", description = "parallel workers, 1 to " + MAX + " (default:"
            + " the number of cores, ${DEFAULT-VALUE})")
    int jobs = Runtime.getRuntime().availableProcessors();

    /** The number of workers; outside 1 to {@link #MAX} is a usage error. */
    int get() {
        if (jobs < 1 || jobs > MAX) {
            throw new ParameterException(spec.commandLine(), "-j must be from 1 to " + MAX + ", not " + jobs);
        }
        return jobs;
    }
}
