package dev.arbiter.rules.resolution;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/resolution/keyword_actions.drl: the discards (701.8a), sacrifices (701.17a) and fights (701.12) a resolving
 * object instructs, judged from the log's decisions and carried out.
 */
class KeywordActionsDrlTest {

    static Table board() {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P2");
    }

    /** P1 casts Mental Vapors on P2, who holds x; P1 holds c; the decision names {@code discard}. */
    static Table vapors(String discard) {
        return board().inHand("v", "Mental Vapors", "P1").inHand("c", "Grizzly Bears", "P1")
                .inHand("x", "Grizzly Bears", "P2").main1().cast("P1", "v", "P2")
                .with("{'type':'resolve','choices':{'discard':'" + discard + "','encode':null}}").play();
    }

    /** P1 casts Eriette's Whisper on P2, who holds x and y; the decision names {@code discards}. */
    static Table whisper(String discards) {
        return board().inHand("w", "Eriette\\u0027s Whisper", "P1").inHand("x", "Grizzly Bears", "P2")
                .inHand("y", "Grizzly Bears", "P2").main1()
                .with("{'type':'cast','player':'P1','card':'w','targets':[['P2'],[]]}",
                        "{'type':'resolve','choices':{'discards':" + discards + "}}").play();
    }

    /** P1 casts Undercity Plague on P2 (empty hand), who chooses {@code sacrifice}. */
    static Table plague(String sacrifice) {
        return board().inHand("u", "Undercity Plague", "P1").main1().cast("P1", "u", "P2")
                .with("{'type':'resolve','choices':{'sacrifice':'" + sacrifice + "','encode':null}}").play();
    }

    @Nested
    class DiscardFromOwnHand {
        static final String RULE = "701.8a a player discards only a card from their own hand";

        @Test
        void reports_a_card_of_another_players_hand_and_leaves_it() {
            Table t = vapors("c");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement().satisfies(f -> {
                assertThat(f.message()).isEqualTo("P2 can't discard c: it is not in P2's hand");
                assertThat(f.observed()).isEqualTo("c in hand");
            });
            assertThat(t.object("c").zone()).isEqualTo("hand");
        }

        @Test
        void stays_silent_for_a_card_of_the_players_own_hand() {
            Table t = vapors("x");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class DiscardOnce {
        static final String RULE = "701.8a a card is discarded once however often the decision names it";

        @Test
        void reports_a_card_named_twice() {
            Table t = whisper("['x','x']");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails()).extracting(f -> f.rule()).containsExactly("701.8a", "608.2c");
            assertThat(t.findingDetails().get(0).message()).isEqualTo("P2 can't discard x: it is not (or no longer) a"
                    + " card in P2's hand");
            assertThat(t.object("x").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_for_two_cards() {
            Table t = whisper("['x','y']");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class DiscardCount {
        static final String RULE = "608.2c a player told to discard a number of cards discards that many from their hand";

        @Test
        void reports_too_few_cards() {
            Table t = whisper("['x']");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement().satisfies(f -> {
                assertThat(f.message()).isEqualTo("P2 must discard 2 card(s) here (2 in hand), and the log discards 1"
                        + " from that hand");
                assertThat(f.expected()).isEqualTo("2 card(s)");
            });
        }

        @Test
        void stays_silent_for_the_number_asked() {
            assertThat(whisper("['x','y']").fired(RULE)).isFalse();
        }
    }

    @Nested
    class DiscardCarriedOut {
        static final String RULE = "701.8a a card chosen from its owner's hand is discarded";

        @Test
        void fires_and_discards_each_card_chosen() {
            Table t = whisper("['y','x']");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("x").zone()).isEqualTo("graveyard");
            assertThat(t.object("y").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_for_a_refused_card() {
            Table t = vapors("c");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P2").hand()).isEqualTo(1);
        }
    }

    @Nested
    class SacrificeWhatYouControl {
        static final String RULE = "701.17a a player told to sacrifice a permanent sacrifices one they control";

        @Test
        void reports_another_players_permanent_and_leaves_it() {
            Table t = plague("b1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("701.17a");
                assertThat(f.observed()).isEqualTo("b1 in battlefield controlled by P1");
            });
            assertThat(t.object("b1").zone()).isEqualTo("battlefield");
        }

        @Test
        void stays_silent_for_ones_own_permanent() {
            Table t = plague("b2");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class SacrificeCarriedOut {
        static final String RULE = "701.17a a permanent its controller chose to sacrifice goes to its owner's graveyard";

        @Test
        void fires_and_puts_the_permanent_into_the_graveyard() {
            Table t = plague("b2");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b2").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_for_a_refused_permanent() {
            assertThat(plague("b1").fired(RULE)).isFalse();
        }
    }

    /** Curse of the Werefox on b1; its reflexive ability targets b2 ({@code fighterGone}: b1 is bounced first). */
    static Table werefox(boolean fighterGone) {
        Table t = board().inHand("f", "Curse of the Werefox", "P1").inHand("u", "Unsummon", "P2").main1()
                .castAndResolve("P1", "f", "b1").with("{'type':'trigger','source':'f','targets':[['b2']]}");
        return (fighterGone ? t.castAndResolve("P2", "u", "b1") : t).resolve().play();
    }

    @Nested
    class NoFightWithoutBoth {
        static final String RULE = "701.12b there is no fight without both creatures";

        @Test
        void fires_when_up_to_one_target_chose_none() {
            Table t = board().inHand("f", "Curse of the Werefox", "P1").main1().castAndResolve("P1", "f", "b1")
                    .with("{'type':'trigger','source':'f','targets':[[]]}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").damage()).isZero();
        }

        @Test
        void stays_silent_when_both_are_there() {
            assertThat(werefox(false).fired(RULE)).isFalse();
        }
    }

    @Nested
    class NoFightOffTheBattlefield {
        static final String RULE = "701.12b there is no fight when a creature instructed to fight is no longer a creature on the battlefield";

        @Test
        void fires_when_the_fighter_left_the_battlefield() {
            Table t = werefox(true);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b2").damage()).isZero();
        }

        @Test
        void stays_silent_when_both_are_there() {
            assertThat(werefox(false).fired(RULE)).isFalse();
        }
    }

    @Nested
    class Fight {
        static final String RULE = "701.12a two creatures fight: each deals damage equal to its power to the other";

        @Test
        void fires_and_each_deals_damage_to_the_other() {
            Table t = werefox(false);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").damage()).isEqualTo(2);
            assertThat(t.object("b2").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_when_the_fighter_is_gone() {
            assertThat(werefox(true).fired(RULE)).isFalse();
        }
    }
}
