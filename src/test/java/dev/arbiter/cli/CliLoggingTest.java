package dev.arbiter.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.PatternLayout;
import ch.qos.logback.classic.spi.LoggingEvent;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command line's log line is the one Logback's pattern {@code arbiter: %-5level %logger{20} - %msg%n%nopex}
 * writes: level padded to five, the logger's name shortened to about twenty characters, the message with its
 * arguments, no stack trace.
 */
class CliLoggingTest {
    private static final String PATTERN = "arbiter: %-5level %logger{20} - %msg%n%nopex";

    private static String both(LoggingEvent event, LoggerContext context) {
        PatternLayout pattern = new PatternLayout();
        pattern.setContext(context);
        pattern.setPattern(PATTERN);
        pattern.start();
        CliLogging.Line line = new CliLogging.Line();
        line.setContext(context);
        line.start();
        String ours = line.doLayout(event);
        assertThat(ours).isEqualTo(pattern.doLayout(event));
        return ours;
    }

    private static LoggingEvent event(LoggerContext context, String logger, Level level, String message,
                                      Throwable thrown, Object... args) {
        return new LoggingEvent(CliLoggingTest.class.getName(), context.getLogger(logger), level, message, thrown,
                args);
    }

    @Test
    void a_warning_from_a_long_logger_name_is_the_patterns_line() {
        LoggerContext context = new LoggerContext();
        String line = both(event(context, "org.drools.base.rule.EvalCondition", Level.WARN,
                "{} eval() conditions", null, 11), context);
        assertThat(line).isEqualTo("arbiter: WARN  o.d.b.r.EvalCondition - 11 eval() conditions"
                + System.lineSeparator());
    }

    @Test
    void an_error_with_an_exception_has_no_stack_trace() {
        LoggerContext context = new LoggerContext();
        String line = both(event(context, "dev.arbiter", Level.ERROR, "can't read", new IllegalStateException("x")),
                context);
        assertThat(line).isEqualTo("arbiter: ERROR dev.arbiter - can't read" + System.lineSeparator());
    }

    @Test
    void the_root_logger_and_a_short_name_stay_whole() {
        LoggerContext context = new LoggerContext();
        both(event(context, "ROOT", Level.INFO, "a note", null), context);
        both(event(context, "Short", Level.DEBUG, "with {} and {}", null, "a", 2), context);
    }
}
