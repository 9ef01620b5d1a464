package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static dev.arbiter.rules.cards.FreeCastingDrlTest.heist;
import static org.assertj.core.api.Assertions.assertThat;

/** rules/cards/force_of_will.drl: Force of Will's alternative cost (118.9, 601.2h) and its counter (701.5a). */
class ForceOfWillDrlTest {

    /** Force of Will's pitch: P1 casts Lightning Bolt, P2 counters it with Force of Will exiling a card from hand. */
    static Table pitch(String pitched, boolean named) {
        Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("lb", "Lightning Bolt", "P1")
                .inHand("p2fw", "Force of Will", "P2").inHand("p2x", pitched, "P2").main1()
                .with("{'type':'cast','player':'P1','card':'lb','targets':[['P2']]}",
                        "{'type':'cast','player':'P2','card':'p2fw','targets':[['lb']],'alternativeCost':'pitch'}");
        return named ? t.with("{'type':'move','object':'p2x','from':'hand','to':'exile','cause':'cost'}") : t;
    }

    @Nested
    class PitchedCard {
        static final String RULE = "601.2h Force of Will's alternative cost exiles a blue card from its caster's hand";

        @Test
        void reports_a_card_that_is_not_blue() {
            Table t = pitch("Grizzly Bears", true);
            int at = t.next() - 2;
            t.play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2h line " + at);
        }

        @Test
        void stays_silent_for_a_blue_card_and_pays_the_life_and_the_card() {
            Table t = pitch("Think Twice", true).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
            assertThat(t.player("P2").life()).isEqualTo(19);
            assertThat(t.object("p2x").zone()).isEqualTo("exile");
        }
    }

    @Nested
    class PitchedCardNamed {
        static final String RULE = "601.2h the card exiled for Force of Will's alternative cost is one the log names";

        @Test
        void warns_when_the_log_names_no_card() {
            Table t = pitch("Think Twice", false);
            int at = t.next() - 1;
            t.play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2h line " + at);
            assertThat(t.player("P2").life()).isEqualTo(19);
        }

        @Test
        void stays_silent_when_it_names_one() {
            assertThat(pitch("Think Twice", true).play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class ForceOfWill {
        static final String RULE = "701.5a Force of Will counters target spell";

        @Test
        void counters_the_spell() {
            Table t = Table.derived().inHand("s", "Shadow Slice", "P1").inHand("f", "Force of Will", "P2")
                    .inHand("tt", "Think Twice", "P2").main1().cast("P1", "s", "P2")
                    .with("{'type':'cast','player':'P2','card':'f','targets':[['s']],'alternativeCost':'pitch'}",
                            "{'type':'move','object':'tt','from':'hand','to':'exile','cause':'cost'}")
                    .resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).isEmpty();
            assertThat(t.object("s").zone()).isEqualTo("graveyard");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void pitched_through_heist_is_118_9a() {
            Table t = heist(Table.derived(), "Force of Will", "{'cast':{'targets':[['h']],'alternativeCost':'pitch'}}")
                    .play();
            assertThat(t.findings()).containsExactly("118.9a line 7");
        }

        @Test
        void stays_silent_when_declined() {
            assertThat(heist(Table.derived(), "Force of Will", "{'cast':false}").play().fired(RULE)).isFalse();
        }
    }
}
