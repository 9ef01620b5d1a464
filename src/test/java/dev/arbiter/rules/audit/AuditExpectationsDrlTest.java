package dev.arbiter.rules.audit;

import dev.arbiter.Severity;
import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/audit/expectations.drl: expect lines against the game the rules make, and the rules edition a log assumes. */
class AuditExpectationsDrlTest {

    /** Derived: P1's Grizzly Bears b, in turn 1's first main phase. */
    static Table bears() {
        return Table.derived().permanent("b", "Grizzly Bears", "P1").main1();
    }

    @Nested
    class LifeOfTheLogsOwnGame {
        static final String RULE =
                "119.3 an expect line's life total apart from the rules' by the life changes already reported is the log's own";

        /** Recorded: P1's Shadow Slice s resolves at P2, and the log records P2 losing 2 life, not 3 (608.2c). */
        static Table sliceForTwo() {
            return Table.recorded().inHand("s", "Shadow Slice", "P1").main1().cast("P1", "s", "P2")
                    .with("{'type':'resolve','object':'s','choices':{'encode':null}}",
                            "{'type':'life','player':'P2','delta':-2,'by':'s'}",
                            "{'type':'move','object':'s','from':'stack','to':'graveyard','cause':'resolve'}");
        }

        @Test
        void the_logs_total_after_its_life_mistake_is_part_of_it() {
            Table t = sliceForTwo();
            int life = t.next() - 2;
            t.with("{'type':'expect','player':'P2','life':18}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("608.2c line " + life);
        }

        @Test
        void stays_silent_for_a_total_neither_game_has() {
            Table t = sliceForTwo();
            int expect = t.next();
            t.with("{'type':'expect','player':'P2','life':16}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).contains("expect line " + expect);
        }
    }

    @Nested
    class Value {
        static final String RULE = "100.1 an expect line states the game as the rules make it";

        @Test
        void fires_for_a_wrong_power() {
            Table t = bears();
            int at = t.next();
            t.with("{'type':'expect','object':'b','power':3}").play();
            assertThat(t.findings()).containsExactly("expect line " + at);
            assertThat(t.findingDetails().get(0).message()).isEqualTo("b power: expected 3, actual 2");
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_the_right_power() {
            Table t = bears().with("{'type':'expect','object':'b','power':2}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Exists {
        static final String RULE = "100.1 an object an expect line asks about exists";

        @Test
        void fires_for_a_token_never_made() {
            Table t = bears();
            int at = t.next();
            t.with("{'type':'expect','object':'b/1','zone':'battlefield'}").play();
            assertThat(t.findings()).containsExactly("expect line " + at);
            assertThat(t.findingDetails().get(0).message()).isEqualTo("b/1 was never created");
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_an_object_that_exists() {
            Table t = bears().with("{'type':'expect','object':'b','zone':'battlefield'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Edition {
        static final String RULE = "100.1 a log assumes the edition of the rules arbiter applies";

        @Test
        void warns_for_a_log_of_another_edition() {
            Table t = Table.derivedOfEdition("2024-08-02").main1().play();
            assertThat(t.findingDetails()).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("100.1");
                assertThat(f.severity()).isEqualTo(Severity.WARNING);
                assertThat(f.line()).isEqualTo(1);
            });
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_the_edition_applied() {
            Table t = Table.derived().main1().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findingDetails()).isEmpty();
        }
    }

    @Nested
    class Unchecked {
        static final String RULE = "100.1 what a log leaves out of its source's game is not checked";

        @Test
        void warns_of_each_thing_the_game_line_lists_naming_its_rule() {
            Table t = Table.derivedWith("'unchecked':[{'rule':'708','what':'face-down permanents','count':2},"
                    + "{'rule':'611.2a','what':'effects of unknown duration'}]").main1().play();
            assertThat(t.findingDetails()).hasSize(2).allSatisfy(f -> {
                assertThat(f.rule()).isEqualTo("100.1");
                assertThat(f.severity()).isEqualTo(Severity.WARNING);
                assertThat(f.line()).isEqualTo(1);
            });
            assertThat(t.findingDetails().get(0).message()).isEqualTo("not checked (CR 708): face-down permanents; 2"
                    + " in the game");
            assertThat(t.findingDetails().get(1).message()).isEqualTo("not checked (CR 611.2a): effects of unknown"
                    + " duration");
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_a_log_that_leaves_nothing_out() {
            Table t = Table.derivedWith("'unchecked':[]").main1().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findingDetails()).isEmpty();
        }
    }
}
