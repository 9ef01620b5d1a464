package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import picocli.CommandLine.Command;

/** The top command: a family of subcommands. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, versionProvider = ArbiterCommand.Version.class,
        description = "Checks Magic: The Gathering game logs (mtglog/1) against the Comprehensive Rules for Role"
                + " tokens and cipher.",
        subcommands = {ValidateCommand.class, ExplainCommand.class})
final class ArbiterCommand implements Runnable {
    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(this),
                "name a command: validate, explain, derive, rules or cards");
    }

    /** "arbiter 0.1.0 (Comprehensive Rules 2025-02-07)". */
    static final class Version implements picocli.CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"arbiter " + Arbiter.version() + " (Comprehensive Rules " + Arbiter.CR_EDITION + ")"};
        }
    }
}
