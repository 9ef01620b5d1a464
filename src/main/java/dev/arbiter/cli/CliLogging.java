package dev.arbiter.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.pattern.TargetLengthBasedClassNameAbbreviator;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.LayoutBase;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import ch.qos.logback.core.spi.ContextAwareBase;
import ch.qos.logback.core.status.NopStatusListener;
import org.slf4j.Logger;

/**
 * The command line's logging (cli.md: diagnostics on standard error, one line each, never a stack trace), set up in
 * code when SLF4J first binds: Logback finds this class through META-INF/services, which only arbiter-cli.jar
 * carries (the library ships no logging configuration). Reading the same settings from an XML file took about a
 * tenth of a one-log run's start (issue 14). With {@code -Dlogback.configurationFile=FILE} the user's file is read
 * instead, as Logback always does.
 */
public final class CliLogging extends ContextAwareBase implements Configurator {
    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (System.getProperty("logback.configurationFile") != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        // Logback's own status messages would go to standard output, where a report may be
        context.getStatusManager().add(new NopStatusListener());
        Line line = new Line();
        line.setContext(context);
        line.start();
        LayoutWrappingEncoder<ILoggingEvent> encoder = new LayoutWrappingEncoder<>();
        encoder.setContext(context);
        encoder.setLayout(line);
        encoder.start();
        ConsoleAppender<ILoggingEvent> stderr = new ConsoleAppender<>();
        stderr.setContext(context);
        stderr.setName("STDERR");
        stderr.setTarget("System.err");
        stderr.setEncoder(encoder);
        stderr.start();
        ch.qos.logback.classic.Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.WARN);
        root.addAppender(stderr);
        // Drools' start-up notes, among them org.drools.base.rule.EvalCondition's advice on the rules' eval()
        // conditions (README, "Embedding": what an application sees), are not for the command line's users
        context.getLogger("org.drools").setLevel(Level.ERROR);
        context.getLogger("org.kie").setLevel(Level.ERROR);
        // an edited rule base's compile errors are reported by arbiter itself, each at its place in the DRL
        context.getLogger("org.drools.compiler.kie.builder.impl.KieProject").setLevel(Level.OFF);
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /**
     * One line per event, as the pattern {@code arbiter: %-5level %logger{20} - %msg%n%nopex} would write it (no
     * stack trace, cli.md). Written out rather than given as that pattern: Logback's pattern layout loads its whole
     * table of converters first, and setting up logging took 50 ms with it against 40 without (issue 14).
     */
    static final class Line extends LayoutBase<ILoggingEvent> {
        private final TargetLengthBasedClassNameAbbreviator logger = new TargetLengthBasedClassNameAbbreviator(20);

        @Override
        public String doLayout(ILoggingEvent event) {
            String level = event.getLevel().toString();
            return "arbiter: " + level + " ".repeat(Math.max(0, 5 - level.length())) + " "
                    + logger.abbreviate(event.getLoggerName()) + " - " + event.getFormattedMessage()
                    + System.lineSeparator();
        }
    }
}
