package dev.arbiter.rules.triggers;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/triggers/ward.drl: ward (CR 702.21a). */
class WardDrlTest {

    static Table terror() {
        return Table.derived().permanent("t", "Tolarian Terror", "P2").inHand("s", "Shock", "P1")
                .inHand("g", "Giant Growth", "P2").main1();
    }

    @Nested
    class Triggers {
        static final String RULE = "702.21a ward triggers when its permanent becomes the target of a spell or ability an opponent controls";

        @Test
        void fires_for_an_opponents_spell_and_goes_on_the_stack_above_it() {
            Table t = terror().cast("P1", "s", "t").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).containsExactly("t", "s");
        }

        @Test
        void stays_silent_for_its_controllers_spell_and_for_untargeted_roles() {
            Table t = terror().cast("P2", "g", "t").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.stack()).containsExactly("g");
        }
    }

    @Nested
    class Counters {
        static final String RULE = "702.21a ward counters the spell or ability that targeted its permanent unless that player pays";

        @Test
        void fires_and_counters_an_unpaid_spell() {
            Table t = terror().cast("P1", "s", "t").with("{'type':'resolve','choices':{'pay':false}}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).isEmpty();
            assertThat(t.object("s").zone()).isEqualTo("graveyard");
            assertThat(t.object("t").damage()).isZero();
        }

        @Test
        void lets_a_paid_spell_resolve_and_needs_the_decision() {
            Table paid = terror().cast("P1", "s", "t").with("{'type':'resolve','choices':{'pay':true}}").resolve().play();
            assertThat(paid.fired(RULE)).isTrue();
            assertThat(paid.object("t").damage()).isEqualTo(2);
            Table missing = terror().cast("P1", "s", "t").resolve().play();
            assertThat(missing.error().getMessage()).contains("\"pay\"");
        }

        @Test
        void takes_a_recorded_logs_own_lines_for_the_decision() {
            Table unpaid = Table.recorded().permanent("t", "Tolarian Terror", "P2").inHand("s", "Shock", "P1").main1()
                    .cast("P1", "s", "t").with("{'type':'trigger','source':'t','controller':'P2'}", "{'type':'resolve'}",
                            "{'type':'move','object':'s','from':'stack','to':'graveyard','cause':'effect','by':'t'}")
                    .play();
            assertThat(unpaid.fired(RULE)).isTrue();
            assertThat(unpaid.stack()).isEmpty();
            assertThat(unpaid.findings()).isEmpty();
            Table paid = Table.recorded().permanent("t", "Tolarian Terror", "P2").inHand("s", "Shock", "P1").main1()
                    .cast("P1", "s", "t").with("{'type':'trigger','source':'t','controller':'P2'}", "{'type':'resolve'}")
                    .play();
            assertThat(paid.stack()).containsExactly("s");
            assertThat(paid.findings()).isEmpty();
        }

        @Test
        void stays_silent_without_ward() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P2").inHand("s", "Shock", "P1").main1()
                    .castAndResolve("P1", "s", "b").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
