package dev.arbiter.cli;

import dev.arbiter.report.Format;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code -f text|json} option of the commands that write for people or for tools. */
final class TextOrJson {
    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text (for people) or json (for tools); default: ${DEFAULT-VALUE}")
    Format format;

    /** The format chosen; sarif and junit are validate's only, and a usage error here. */
    Format get() {
        if (format != Format.TEXT && format != Format.JSON) {
            throw new ParameterException(spec.commandLine(), spec.name() + " writes text or json, not "
                    + format.word());
        }
        return format;
    }
}
