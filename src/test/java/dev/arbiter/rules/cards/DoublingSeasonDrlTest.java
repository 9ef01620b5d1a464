package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/cards/doubling_season.drl: tokens under its controller's control and counters on its controller's permanents. */
class DoublingSeasonDrlTest {

    @Nested
    class Tokens {
        static final String RULE = "614.1a Doubling Season doubles the tokens an effect would create under its controller's control";

        @Test
        void doubles_its_controllers_roles_which_arrive_together() {
            Table t = Table.derived().permanent("ds", "Doubling Season", "P1").permanent("b2", "Grizzly Bears", "P2")
                    .inHand("mr", "Monstrous Rage", "P1").main1().castAndResolve("P1", "mr", "b2").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b2").attached()).containsExactly("mr/1", "mr/2");
            assertThat(t.object("mr/1").timestamp()).isEqualTo(t.object("mr/2").timestamp());
        }

        @Test
        void stays_silent_for_an_opponents_tokens() {
            Table t = Table.derived().permanent("ds", "Doubling Season", "P2").permanent("b1", "Grizzly Bears", "P1")
                    .inHand("mr", "Monstrous Rage", "P1").main1().castAndResolve("P1", "mr", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").attached()).containsExactly("mr/1");
        }
    }

    @Nested
    class Counters {
        static final String RULE = "614.1a Doubling Season doubles the counters an effect would put on a permanent its controller controls";
        static final String ATTACK = "{'type':'attack','attackers':{'b1':'P2'}}";

        @Test
        void doubles_young_heros_counter_on_its_controllers_creature() {
            Table t = Table.derived().permanent("ds", "Doubling Season", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Young Hero Role", "P2", "b1").main1().with(ATTACK).resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").counters()).containsEntry("+1/+1", 2);
        }

        @Test
        void stays_silent_for_a_creature_its_controller_does_not_control() {
            Table t = Table.derived().permanent("ds", "Doubling Season", "P2").permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Young Hero Role", "P2", "b1").main1().with(ATTACK).resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").counters()).containsEntry("+1/+1", 1);
        }
    }
}
