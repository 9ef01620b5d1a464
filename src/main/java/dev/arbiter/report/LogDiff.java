package dev.arbiter.report;

import dev.arbiter.Finding;
import dev.arbiter.LogResult;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.BiPredicate;

/**
 * What differs between two verdicts on the same log (the built-in rules' and an edited rule base's): the status,
 * the reason reading stopped, and the findings added, removed, or changed (the same line, another message or rule).
 *
 * @param file    the log
 * @param before  the first verdict
 * @param after   the second verdict
 * @param added   findings only the second verdict has
 * @param removed findings only the first verdict has
 * @param changed findings on the same line whose message or rule changed
 */
public record LogDiff(String file, LogResult before, LogResult after, List<Finding> added, List<Finding> removed,
                      List<Change> changed) {
    /** A finding of the first verdict and what became of it in the second. */
    public record Change(Finding before, Finding after) {
    }

    public LogDiff {
        added = List.copyOf(added);
        removed = List.copyOf(removed);
        changed = List.copyOf(changed);
    }

    /** Compares two verdicts on one log. */
    public static LogDiff of(LogResult before, LogResult after) {
        List<Finding> gone = new ArrayList<>(before.findings());
        List<Finding> come = new ArrayList<>(after.findings());
        gone.removeIf(come::remove);
        List<Change> changed = new ArrayList<>();
        // a finding whose message changed keeps its rule, one whose rule changed keeps its message; then any on the line
        pair(gone, come, changed, (b, a) -> b.line() == a.line()
                && (b.rule().equals(a.rule()) || Objects.equals(b.message(), a.message())));
        pair(gone, come, changed, (b, a) -> b.line() == a.line());
        return new LogDiff(before.file(), before, after, come, gone, changed);
    }

    private static void pair(List<Finding> gone, List<Finding> come, List<Change> changed,
                             BiPredicate<Finding, Finding> same) {
        for (Iterator<Finding> it = gone.iterator(); it.hasNext();) {
            Finding b = it.next();
            for (Iterator<Finding> jt = come.iterator(); jt.hasNext();) {
                Finding a = jt.next();
                if (same.test(b, a)) {
                    changed.add(new Change(b, a));
                    it.remove();
                    jt.remove();
                    break;
                }
            }
        }
    }

    /** Whether the status changed (valid, invalid, error). */
    public boolean verdictChanged() {
        return before.status() != after.status();
    }

    /** Whether the log stopped at another place or for another reason. */
    public boolean errorChanged() {
        return !Objects.equals(before.error(), after.error());
    }

    /** Whether anything differs. */
    public boolean differs() {
        return verdictChanged() || errorChanged() || !added.isEmpty() || !removed.isEmpty() || !changed.isEmpty();
    }
}
