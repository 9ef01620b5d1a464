package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.List;

/**
 * The top command: a family of subcommands, each with --help and --version. They are added by {@link #commandLine}
 * rather than listed in the annotation, so that a run builds only the one it names.
 */
@Command(name = "arbiter", mixinStandardHelpOptions = true, versionProvider = ArbiterCommand.Version.class,
        scope = CommandLine.ScopeType.INHERIT,
        description = "Checks Magic: The Gathering game logs (mtglog/1) against the Comprehensive Rules ("
                + Arbiter.CR_EDITION + ") for Role tokens and cipher.")
final class ArbiterCommand implements Runnable {
    /** The subcommands, in the order the usage lists them. */
    private static final List<Class<?>> COMMANDS = List.of(ValidateCommand.class, ExplainCommand.class,
            DeriveCommand.class, RulesCommand.class, ImportCommand.class, CardsCommand.class, CompareCommand.class,
            CoverageCommand.class);

    private final Io io;

    @Spec
    CommandSpec spec;

    ArbiterCommand(Io io) {
        this.io = io;
    }

    /**
     * The command line for these arguments. A run that names a subcommand gets that one alone: picocli reads each
     * subcommand's annotations by reflection as it is added, which took a quarter of a one-log run's start (issue
     * 14). Anything else (no subcommand, a misspelt one, --help) gets them all, for the usage and the suggestions.
     */
    static CommandLine commandLine(Io io, String... args) {
        CommandLine cl = new CommandLine(new ArbiterCommand(io));
        String named = args.length > 0 ? args[0] : null;
        Class<?> only = null;
        for (Class<?> c : COMMANDS) {
            if (c.getAnnotation(Command.class).name().equals(named)) {
                only = c;
            }
        }
        for (Class<?> c : only != null ? List.of(only) : COMMANDS) {
            cl.addSubcommand(c);
        }
        return cl;
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
