package dev.arbiter.rules.turns;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/turns/turn_based_actions.drl: untap (502.3), draw (504.1, 103.8a), cleanup (514.2), end of combat (511.3). */
class TurnBasedActionsDrlTest {
    static final String TAPPED_P1 = "{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','zone':'battlefield','tapped':true}";
    static final String TAPPED_P2 = "{'type':'object','id':'b2','card':'Grizzly Bears','owner':'P2','zone':'battlefield','tapped':true}";

    @Nested
    class Untap {
        static final String RULE = "502.3 the active player untaps their permanents in the untap step";

        @Test
        void the_active_players_permanents_untap_and_no_one_elses() {
            Table t = Table.derived().with(TAPPED_P1, TAPPED_P2, "{'type':'turn','number':1,'active':'P1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").tapped()).isFalse();
            assertThat(t.object("b2").tapped()).isTrue();
        }

        @Test
        void stays_silent_when_nothing_of_the_active_player_is_tapped() {
            Table t = Table.derived().with(TAPPED_P2, "{'type':'turn','number':1,'active':'P1'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class DoesNotUntap {
        static final String RULE = "502.3 a permanent that doesn't untap during its controller's next untap step stays tapped once";

        @Test
        void stays_silent_without_such_an_effect() {
            Table t = Table.derived().with(TAPPED_P1, "{'type':'turn','number':1,'active':'P1'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }

        @Test
        void hands_of_binding_keeps_the_creature_tapped_in_its_controllers_next_untap_step() {
            Table t = Table.derived().permanent("b2", "Grizzly Bears", "P2").inHand("hb", "Hands of Binding", "P1")
                    .main1().cast("P1", "hb", "b2").with("{'type':'resolve','object':'hb','choices':{'encode':null}}",
                            "{'type':'turn','number':2,'active':'P2'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b2").tapped()).isTrue();
        }
    }

    @Nested
    class Draw {
        static final String RULE = "504.1 the active player draws a card in the draw step, unless starting a two-player game";

        @Test
        void the_starting_player_skips_the_first_draw_and_the_other_player_draws() {
            Table t = Table.derived().with("{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P1").hand()).isZero();
            Table u = Table.derived().with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'turn','number':2,'active':'P2'}", "{'type':'step','step':'main1'}").play();
            assertThat(u.fired(RULE)).isTrue();
            assertThat(u.player("P2").hand()).isEqualTo(1);
            assertThat(u.player("P1").hand()).isZero();
        }

        @Test
        void the_starting_player_draws_on_turn_1_of_a_three_player_game() {
            Table t = Table.derived("P1", "P2", "P3").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'step','step':'main1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").hand()).isEqualTo(1);
        }
    }

    @Nested
    class DamageWearsOff {
        static final String RULE = "514.2 damage wears off in the cleanup step";

        @Test
        void damage_is_removed_in_cleanup() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Wicked Role", "P1", "b1")
                    .inHand("sh", "Shock", "P2").main1().castAndResolve("P2", "sh", "b1")
                    .with("{'type':'step','step':'cleanup'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").damage()).isZero();
        }

        @Test
        void stays_silent_without_damage() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").main1()
                    .with("{'type':'step','step':'cleanup'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class UntilEndOfTurn {
        static final String RULE = "514.2 until-end-of-turn effects end in the cleanup step";

        @Test
        void monstrous_rages_bonus_ends_and_the_role_stays() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("mr", "Monstrous Rage", "P1").main1()
                    .castAndResolve("P1", "mr", "b1").with("{'type':'step','step':'cleanup'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(3);
            assertThat(t.object("b1").attached()).containsExactly("mr/1");
        }

        @Test
        void stays_silent_before_cleanup() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("mr", "Monstrous Rage", "P1").main1()
                    .castAndResolve("P1", "mr", "b1").with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").power()).isEqualTo(5);
        }
    }

    @Nested
    class EndOfCombat {
        static final String RULE = "511.3 creatures are removed from combat as combat ends";

        @Test
        void attackers_leave_combat_at_end_of_combat() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'attack','attackers':{'b1':'P2'}}", "{'type':'step','step':'main2'}").play();
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_without_attackers() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'step','step':'main2'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
