package dev.arbiter.report;

import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.Severity;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What two verdicts on one log differ in: findings added, removed, or changed on the same line. */
class LogDiffTest {
    static Finding finding(String rule, int line, String message) {
        return new Finding(rule, List.of(), Severity.ERROR, line, 1, "main1", List.of("c1"), message, "", "");
    }

    static LogResult result(LogResult.Status status, Finding... findings) {
        return new LogResult("x.jsonl", status, 20, List.of(findings), null);
    }

    @Test
    void the_same_findings_are_no_difference() {
        LogResult a = result(LogResult.Status.INVALID, finding("704.5y", 14, "two Roles"));
        LogDiff d = LogDiff.of(a, result(LogResult.Status.INVALID, finding("704.5y", 14, "two Roles")));
        assertThat(d.differs()).isFalse();
    }

    @Test
    void tells_added_removed_and_changed_findings_apart() {
        LogResult before = result(LogResult.Status.INVALID, finding("704.5y", 14, "two Roles"),
                finding("601.2c", 9, "illegal target"));
        LogResult after = result(LogResult.Status.INVALID, finding("704.5y", 14, "two Roles on c1"),
                finding("302.6", 12, "summoning sick"));

        LogDiff d = LogDiff.of(before, after);

        assertThat(d.differs()).isTrue();
        assertThat(d.verdictChanged()).isFalse();
        assertThat(d.changed()).containsExactly(new LogDiff.Change(finding("704.5y", 14, "two Roles"),
                finding("704.5y", 14, "two Roles on c1")));
        assertThat(d.removed()).containsExactly(finding("601.2c", 9, "illegal target"));
        assertThat(d.added()).containsExactly(finding("302.6", 12, "summoning sick"));
    }

    @Test
    void a_finding_under_another_rule_on_the_same_line_is_a_change() {
        LogDiff d = LogDiff.of(result(LogResult.Status.INVALID, finding("704.5y", 14, "two Roles")),
                result(LogResult.Status.VALID));
        assertThat(d.verdictChanged()).isTrue();
        assertThat(d.removed()).hasSize(1);

        LogDiff rule = LogDiff.of(result(LogResult.Status.INVALID, finding("704.5y", 14, "two Roles")),
                result(LogResult.Status.INVALID, finding("303.7a", 14, "two Roles")));
        assertThat(rule.changed()).hasSize(1);
        assertThat(rule.added()).isEmpty();
    }
}
