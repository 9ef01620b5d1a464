package dev.arbiter.report;

import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.Severity;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The summary line and the exit status of a batch (shared/spec/cli.md). */
class SummaryTest {
    static final Finding ERROR = new Finding("704.5y", List.of(), Severity.ERROR, 14, 3, "main1", List.of("t1"),
            "two Roles", "one", "two");
    static final Finding WARNING = new Finding("100.1", List.of(), Severity.WARNING, 1, 0, null, List.of(), "edition",
            null, null);

    static LogResult valid(Finding... findings) {
        return new LogResult("v.jsonl", LogResult.Status.VALID, 10, List.of(findings), null);
    }

    static LogResult invalid() {
        return new LogResult("i.jsonl", LogResult.Status.INVALID, 20, List.of(ERROR, ERROR), null);
    }

    static LogResult error(boolean internal) {
        return new LogResult("e.jsonl", LogResult.Status.ERROR, 3, List.of(ERROR),
                new LogResult.Problem(3, 17, "bad", internal));
    }

    @Test
    void the_summary_line_counts_logs_by_status_and_the_findings_of_readable_logs() {
        Summary s = new Summary();
        s.add(valid(WARNING));
        s.add(invalid());
        s.add(error(false));
        assertThat(s.line()).isEqualTo("3 logs: 1 valid, 1 invalid, 1 error; 3 findings");
        Summary one = new Summary();
        one.add(valid());
        assertThat(one.line()).isEqualTo("1 log: 1 valid, 0 invalid, 0 errors; 0 findings");
    }

    @Test
    void the_exit_status_is_70_for_a_bug_then_3_for_an_unreadable_log_then_1_for_an_invalid_one_and_2_for_none() {
        assertThat(codeOf()).as("nothing was checked").isEqualTo(2);
        assertThat(codeOf(valid(WARNING))).isZero();
        assertThat(codeOf(valid(), invalid())).isEqualTo(1);
        assertThat(codeOf(invalid(), error(false))).isEqualTo(3);
        assertThat(codeOf(invalid(), error(false), error(true))).isEqualTo(70);
    }

    private static int codeOf(LogResult... results) {
        Summary s = new Summary();
        for (LogResult r : results) {
            s.add(r);
        }
        return s.exitCode();
    }

    @Test
    void text_lines_keep_one_finding_per_line() {
        Finding f = new Finding("expect", List.of(), Severity.ERROR, 7, 1, "main1", List.of(), "a\nb", null, null);
        assertThat(TextLines.finding("x.jsonl", f)).isEqualTo("x.jsonl:7: error expect: a\\nb");
        assertThat(TextLines.error(error(false))).isEqualTo("e.jsonl:3:17: error: bad");
        assertThat(TextLines.error(new LogResult("gone.jsonl", LogResult.Status.ERROR, 0, List.of(),
                new LogResult.Problem(0, 0, "can't read")))).isEqualTo("gone.jsonl: error: can't read");
    }
}
