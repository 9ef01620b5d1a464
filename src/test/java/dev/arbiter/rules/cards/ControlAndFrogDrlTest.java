package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/cards/control_and_frog.drl: Act of Treason and Turn to Frog. */
class ControlAndFrogDrlTest {

    @Nested
    class ActOfTreason {
        static final String RULE = "608.2c Act of Treason: its controller gains control of target creature until end of turn, untaps it, and it gains haste";

        @Test
        void steals_untaps_and_hastes_until_end_of_turn() {
            Table t = Table.derived().with("{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','zone':'battlefield','tapped':true}")
                    .inHand("at", "Act of Treason", "P2").with("{'type':'turn','number':1,'active':'P2'}",
                            "{'type':'step','step':'main1'}").castAndResolve("P2", "at", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").controller()).isEqualTo("P2");
            assertThat(t.object("b1").tapped()).isFalse();
            assertThat(t.object("b1").abilities()).contains("haste");
            Table u = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("at", "Act of Treason", "P2")
                    .with("{'type':'turn','number':1,'active':'P2'}", "{'type':'step','step':'main1'}")
                    .castAndResolve("P2", "at", "b1").with("{'type':'step','step':'cleanup'}").play();
            assertThat(u.object("b1").controller()).isEqualTo("P1");
        }

        @Test
        void stays_silent_when_the_target_left() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("at", "Act of Treason", "P2")
                    .inHand("un", "Unsummon", "P1").with("{'type':'turn','number':1,'active':'P2'}",
                            "{'type':'step','step':'main1'}").cast("P2", "at", "b1").castAndResolve("P1", "un", "b1")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class TurnToFrog {
        static final String RULE = "608.2c Turn to Frog: target creature loses all abilities and becomes a blue 1/1 Frog until end of turn";

        @Test
        void makes_a_blue_1_1_frog_without_abilities_until_end_of_turn() {
            Table t = Table.derived().permanent("tt", "Tolarian Terror", "P1").inHand("tf", "Turn to Frog", "P1").main1()
                    .castAndResolve("P1", "tf", "tt").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("tt").power()).isEqualTo(1);
            assertThat(t.object("tt").abilities()).isEmpty();
            assertThat(t.object("tt").subtypes()).containsExactly("Frog");
        }

        @Test
        void stays_silent_when_the_target_left() {
            Table t = Table.derived().permanent("tt", "Tolarian Terror", "P1").inHand("tf", "Turn to Frog", "P1")
                    .inHand("un", "Unsummon", "P1").main1().cast("P1", "tf", "tt").castAndResolve("P1", "un", "tt")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
