package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top command: a family of subcommands, each with --help and --version. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, versionProvider = ArbiterCommand.Version.class,
        scope = CommandLine.ScopeType.INHERIT,
        description = "Checks Magic: The Gathering game logs (mtglog/1) against the Comprehensive Rules ("
                + Arbiter.CR_EDITION + ") for Role tokens and cipher.",
        subcommands = {ValidateCommand.class, ExplainCommand.class, DeriveCommand.class, RulesCommand.class,
                ImportCommand.class, CardsCommand.class, CompareCommand.class, CoverageCommand.class})
final class ArbiterCommand implements Runnable {
    private final Io io;

    @Spec
    CommandSpec spec;

    ArbiterCommand(Io io) {
        this.io = io;
    }

    Io io() {
        return io;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "name a command: validate, explain, derive, import, rules, cards, compare or coverage");
    }

    /** "arbiter 0.1.0 (Comprehensive Rules 2025-02-07)". */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"arbiter " + Arbiter.version() + " (Comprehensive Rules " + Arbiter.CR_EDITION + ")"};
        }
    }
}
