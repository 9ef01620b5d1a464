package dev.arbiter.rules.combat;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/combat/summoning_sickness.drl: a creature attacks only after a turn under its controller's control (302.6). */
class SummoningSicknessDrlTest {

    static final String TURN1 = "{'type':'turn','number':1,'active':'P1'}";

    @Nested
    class ControlChanges {
        static final String RULE = "302.6 a permanent whose controller changes comes under its new controller's control this turn";

        @Test
        void fires_when_act_of_treason_takes_a_creature() {
            Table t = Table.derived().permanent("o", "Grizzly Bears", "P2").inHand("at", "Act of Treason", "P1").main1();
            int at = t.next() + 1;
            t.castAndResolve("P1", "at", "o").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.object("o").controller()).isEqualTo("P1");
        }

        @Test
        void fires_again_when_the_control_effect_ends_at_cleanup() {
            Table t = Table.derived().permanent("o", "Grizzly Bears", "P2").inHand("at", "Act of Treason", "P1").main1()
                    .castAndResolve("P1", "at", "o");
            int cleanup = t.next();
            t.with("{'type':'step','step':'cleanup'}").play();
            assertThat(t.firedAt(cleanup, RULE)).isTrue();
            assertThat(t.object("o").controller()).isEqualTo("P2");
        }

        @Test
        void stays_silent_for_a_creature_that_phases_out_and_in() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").inHand("so", "Slip Out the Back", "P1")
                    .with("{'type':'turn','number':2,'active':'P2'}", "{'type':'step','step':'main1'}")
                    .castAndResolve("P1", "so", "b").with("{'type':'turn','number':3,'active':'P1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.fired("502.1 the permanents that phased out under the active player phase in as the untap step begins"))
                    .isTrue();
        }

        @Test
        void stays_silent_for_a_creature_entering_under_its_owners_control() {
            Table t = Table.derived().inHand("b", "Grizzly Bears", "P1").main1().castAndResolve("P1", "b").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class SummoningSickness {
        static final String RULE = "302.6 a creature attacks only if its controller has controlled it since their turn began, or it has haste";

        @Test
        void fires_for_a_creature_cast_this_turn() {
            Table t = Table.derived().inHand("b", "Grizzly Bears", "P1").main1().castAndResolve("P1", "b");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'b':'P2'}}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("302.6 line " + at);
            assertThat(t.findingDetails().get(0).related()).containsExactly("508.1a");
        }

        @Test
        void fires_for_a_creature_that_left_and_returned_this_turn() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").main1().with(
                    "{'type':'move','object':'b','to':'exile','by':'external'}",
                    "{'type':'move','object':'b','to':'battlefield','by':'external'}");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'b':'P2'}}").play();
            assertThat(t.findings()).containsExactly("302.6 line " + at);
        }

        @Test
        void fires_for_a_creature_whose_control_changed_this_turn_without_haste() {
            Table t = Table.derived().permanent("o", "Grizzly Bears", "P2").main1()
                    .with("{'type':'control','object':'o','player':'P1','by':'external'}");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'o':'P2'}}").play();
            assertThat(t.findings()).containsExactly("302.6 line " + at);
        }

        @Test
        void fires_for_a_stolen_creature_that_lost_its_haste() {
            Table t = Table.derived().permanent("o", "Grizzly Bears", "P2").inHand("at", "Act of Treason", "P1")
                    .inHand("tf", "Turn to Frog", "P1").main1().castAndResolve("P1", "at", "o")
                    .castAndResolve("P1", "tf", "o");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'o':'P2'}}").play();
            assertThat(t.findings()).containsExactly("302.6 line " + at);
        }

        @Test
        void stays_silent_for_a_stolen_creature_with_haste() {
            Table t = Table.derived().permanent("o", "Grizzly Bears", "P2").inHand("at", "Act of Treason", "P1").main1()
                    .castAndResolve("P1", "at", "o").with("{'type':'attack','attackers':{'o':'P2'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_a_creature_that_came_back_to_its_owner_before_their_turn() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").inHand("at", "Act of Treason", "P2")
                    .with("{'type':'turn','number':2,'active':'P2'}", "{'type':'step','step':'main1'}")
                    .castAndResolve("P2", "at", "b")
                    .with("{'type':'turn','number':3,'active':'P1'}", "{'type':'attack','attackers':{'b':'P2'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_a_creature_cast_on_the_controllers_previous_turn() {
            Table t = Table.derived().inHand("b", "Grizzly Bears", "P1").main1().castAndResolve("P1", "b")
                    .with("{'type':'turn','number':2,'active':'P2'}", "{'type':'turn','number':3,'active':'P1'}",
                            "{'type':'attack','attackers':{'b':'P2'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_an_object_line_after_the_turn_began() {
            Table t = Table.derived().with(TURN1).permanent("b", "Grizzly Bears", "P1")
                    .with("{'type':'attack','attackers':{'b':'P2'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_an_opponents_creature_which_508_1a_reports() {
            Table t = Table.derived().inHand("o", "Grizzly Bears", "P2").main1()
                    .with("{'type':'move','object':'o','to':'battlefield','by':'external'}");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'o':'P2'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("508.1a line " + at);
        }
    }
}
