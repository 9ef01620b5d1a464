package dev.arbiter.engine;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A time budget is said in a unit that shows it: a budget under a millisecond is not "1 ms". */
class BudgetTest {
    @Test
    void a_budget_is_shown_in_the_unit_it_needs() {
        assertThat(Budget.Meter.shown(300_000_000)).isEqualTo("300 ms");
        assertThat(Budget.Meter.shown(40_000)).isEqualTo("40 µs");
        assertThat(Budget.Meter.shown(1)).isEqualTo("1 ns");
    }
}
