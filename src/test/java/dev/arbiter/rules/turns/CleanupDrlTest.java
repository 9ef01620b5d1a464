package dev.arbiter.rules.turns;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/turns/cleanup.drl: the cleanup step's discard to the maximum hand size (514.1, 402.2), with the cards the log's
 * discard lines choose, in either mode.
 */
class CleanupDrlTest {
    static final String CLEANUP = "{'type':'step','step':'cleanup'}";

    /** P1 with {@code cards} cards in hand (h1 … hN) in turn 1's first main phase (no draw on turn 1, 103.8a). */
    static Table hand(Table t, int cards) {
        for (int i = 1; i <= cards; i++) {
            t.inHand("h" + i, "Grizzly Bears", "P1");
        }
        return t.main1();
    }

    static String discard(String card) {
        return discard("P1", card);
    }

    static String discard(String player, String card) {
        return "{'type':'discard','player':'" + player + "','card':'" + card + "'}";
    }

    @Nested
    class DiscardsDownToSeven {
        static final String RULE = "514.1 the active player discards down to their maximum hand size of seven in the cleanup step";

        @Test
        void nine_cards_discard_the_two_the_log_names_and_keep_seven() {
            Table t = hand(Table.derived(), 9).with(CLEANUP, discard("h9"), discard("h2"),
                    "{'type':'expect','player':'P1','hand':7,'graveyard':2}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).isEmpty();
            assertThat(t.object("h2").zone()).isEqualTo("graveyard");
        }

        @Test
        void a_cleanup_step_passed_over_by_the_next_turn_line_takes_that_lines_discards() {
            Table t = hand(Table.derived(), 8).with("{'type':'turn','number':2,'active':'P2'}", discard("h8"),
                    "{'type':'expect','player':'P1','hand':7}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void a_recorded_log_records_the_discard_as_a_move_with_cause_discard() {
            Table t = hand(Table.recorded(), 8).with(CLEANUP,
                    "{'type':'move','object':'h1','from':'hand','to':'graveyard','cause':'discard'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).isEmpty();
            assertThat(t.player("P1").hand()).isEqualTo(7);
        }

        @Test
        void stays_silent_before_the_cleanup_step() {
            Table t = hand(Table.derived(), 9).with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P1").hand()).isEqualTo(9);
        }
    }

    @Nested
    class OnlyCardsInHand {
        static final String RULE = "514.1 the active player discards only cards in their hand in the cleanup step";

        @Test
        void a_card_in_the_graveyard_is_refused_once_and_its_line_is_not_reported_again() {
            Table t = hand(Table.derived(), 9).with(
                    "{'type':'object','id':'g1','card':'Grizzly Bears','owner':'P1','zone':'graveyard'}")
                    .with(CLEANUP, discard("h9"), discard("g1")).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("514.1 line 14");
            assertThat(t.player("P1").hand()).isEqualTo(8);
        }

        @Test
        void the_other_players_card_is_refused_in_a_recorded_log_too() {
            Table t = hand(Table.recorded(), 8).with(
                    "{'type':'object','id':'x1','card':'Grizzly Bears','owner':'P2','zone':'hand'}")
                    .with(CLEANUP, discard("x1")).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("514.1 line 13");
            assertThat(t.object("x1").zone()).isEqualTo("hand");
        }

        @Test
        void stays_silent_for_cards_in_the_players_hand() {
            Table t = hand(Table.derived(), 8).with(CLEANUP, discard("h3")).play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class OnlyTheActivePlayer {
        static final String RULE = "514.1 only the active player discards in the cleanup step";

        @Test
        void the_other_players_discard_of_their_own_card_is_one_finding_and_is_not_carried_out() {
            for (Table mode : new Table[] {Table.derived(), Table.recorded()}) {
                Table t = hand(mode, 8).with(
                        "{'type':'object','id':'x1','card':'Grizzly Bears','owner':'P2','zone':'hand'}")
                        .with(CLEANUP, discard("P2", "x1")).play();
                assertThat(t.fired(RULE)).isTrue();
                // the count of discards takes the line in: one mistake, one finding
                assertThat(t.findings()).containsExactly("514.1 line 13");
                assertThat(t.findingDetails().get(0).message()).contains("the log has P2 discard x1 in P1's cleanup");
                assertThat(t.object("x1").zone()).isEqualTo("hand");
                assertThat(t.player("P1").hand()).isEqualTo(8);
            }
        }

        @Test
        void the_active_players_card_under_the_other_player_is_discarded_and_the_line_is_the_one_finding() {
            Table recorded = hand(Table.recorded(), 8).with(CLEANUP, discard("P2", "h8")).play();
            assertThat(recorded.fired(RULE)).isFalse();
            assertThat(recorded.findings()).containsExactly("514.1 line 13");
            assertThat(recorded.findingDetails().get(0).message())
                    .contains("the log records that P2 discards h8, but under the rules P1 discards h8");
            assertThat(recorded.object("h8").zone()).isEqualTo("graveyard");

            Table derived = hand(Table.derived(), 8).with(CLEANUP, discard("P2", "h8")).play();
            assertThat(derived.findings()).containsExactly("expect line 13");
            assertThat(derived.object("h8").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_for_the_active_players_own_lines() {
            Table t = hand(Table.derived(), 8).with(
                    "{'type':'object','id':'x1','card':'Grizzly Bears','owner':'P2','zone':'hand'}")
                    .with(CLEANUP, discard("P1", "x1")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.fired("514.1 the active player discards only cards in their hand in the cleanup step"))
                    .isTrue();
        }
    }

    @Nested
    class NamedTwice {
        static final String RULE = "514.1 a card is discarded once in the cleanup step however often the log names it";

        @Test
        void the_second_naming_is_refused_and_the_card_is_discarded_once() {
            Table t = hand(Table.derived(), 9).with(CLEANUP, discard("h9"), discard("h9")).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("514.1 line 13");
            assertThat(t.player("P1").hand()).isEqualTo(8);
            assertThat(t.player("P1").graveyard()).isEqualTo(1);
        }

        @Test
        void a_line_repeated_is_the_one_finding_whatever_the_count() {
            // one too many lines (h9 twice beside h8, two due) or the wrong card (h9 twice, two due): one mistake
            for (String[] lines : new String[][] {{discard("h9"), discard("h9"), discard("h8")},
                                                  {discard("h9"), discard("h9")}}) {
                Table t = hand(Table.derived(), 9).with(CLEANUP).with(lines).play();
                assertThat(t.fired(RULE)).isTrue();
                assertThat(t.findings()).containsExactly("514.1 line 13");
                assertThat(t.findingDetails().get(0).message()).contains("the log named it already");
            }
        }

        @Test
        void stays_silent_for_two_different_cards() {
            Table t = hand(Table.derived(), 9).with(CLEANUP, discard("h9"), discard("h8")).play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class Discards {
        static final String RULE = "514.1 a card the active player chose from their hand is discarded in the cleanup step";

        @Test
        void the_chosen_cards_go_to_the_graveyard_in_the_logs_order() {
            Table t = hand(Table.derived(), 9).with(CLEANUP, discard("h4"), discard("h1")).play();
            assertThat(t.times(RULE)).isEqualTo(2);
            assertThat(t.outcomes()).containsExactly("{\"type\":\"discard\",\"player\":\"P1\",\"card\":\"h4\"}",
                    "{\"type\":\"discard\",\"player\":\"P1\",\"card\":\"h1\"}");
        }

        @Test
        void stays_silent_without_discard_lines() {
            Table t = hand(Table.derived(), 7).with(CLEANUP).play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class ExactlyDownToSeven {
        static final String RULE = "514.1 the active player discards exactly down to their maximum hand size";

        @Test
        void a_hand_of_nine_with_no_discard_is_one_finding_and_the_hand_stays() {
            Table t = hand(Table.derived(), 9).with(CLEANUP, "{'type':'turn','number':2,'active':'P2'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("514.1 line 13");
            assertThat(t.findingDetails().get(0).message()).contains("P1 has 9 cards in hand", "P1 discards 2",
                    "the log discards none");
            assertThat(t.player("P1").hand()).isEqualTo(9);
        }

        @Test
        void one_discard_where_two_are_due_is_one_finding() {
            Table t = hand(Table.recorded(), 9).with(CLEANUP, discard("h9")).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("514.1 line 13");
        }

        @Test
        void a_discard_from_a_hand_of_seven_is_one_finding_and_is_carried_out_as_the_log_says() {
            Table t = hand(Table.derived(), 7).with(CLEANUP, discard("h7")).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("514.1 line 11");
            assertThat(t.findingDetails().get(0).message()).contains("no more than the maximum hand size of 7");
            assertThat(t.player("P1").graveyard()).isEqualTo(1);
        }

        @Test
        void stays_silent_for_a_hand_of_seven_and_no_discard() {
            Table t = hand(Table.derived(), 7).with(CLEANUP).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void a_line_naming_no_object_counts_as_the_card_the_log_chose_and_is_the_one_finding() {
            Table recorded = hand(Table.recorded(), 8).with(CLEANUP, discard("zz")).play();
            assertThat(recorded.fired(RULE)).isFalse();
            assertThat(recorded.findings()).containsExactly("703.4 line 13");
            Table derived = hand(Table.derived(), 8).with(CLEANUP, discard("zz")).play();
            assertThat(derived.fired(RULE)).isFalse();
            assertThat(derived.findings()).containsExactly("expect line 13");
            assertThat(derived.player("P1").hand()).isEqualTo(8);
        }

        @Test
        void stays_silent_when_the_log_discards_exactly_the_excess() {
            Table t = hand(Table.derived(), 8).with(CLEANUP, discard("h1")).play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
