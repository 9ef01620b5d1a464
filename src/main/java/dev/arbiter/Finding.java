package dev.arbiter;

import java.util.List;

/**
 * Something a log shows that the Comprehensive Rules do not allow (or an {@code expect} that failed).
 *
 * @param rule     the CR number broken (edition {@link Arbiter#CR_EDITION}); or {@code expect} for an expect line
 *                 that failed; a warning that the log names another Comprehensive Rules edition is {@code 100.1}
 * @param related  further CR numbers that explain it
 * @param severity whether it makes the log invalid (error) or only informs (warning, info)
 * @param line     the log line where it shows
 * @param turn     the turn then (0 before the first turn)
 * @param step     the step then, as mtglog/1 names it ({@code untap} before the first turn, where
 *                 {@link Replay.Turn#step()} is null)
 * @param objects  the ids of the objects and players involved
 * @param message  the finding in plain words
 * @param expected what the rules require, in plain words
 * @param observed what the log shows, in plain words
 */
public record Finding(String rule, List<String> related, Severity severity, int line, int turn, String step,
                      List<String> objects, String message, String expected, String observed) {
    public Finding {
        related = List.copyOf(related);
        objects = List.copyOf(objects);
    }

    /** The Comprehensive Rules edition {@link #rule()} and {@link #related()} refer to. */
    public String edition() {
        return Arbiter.CR_EDITION;
    }
}
