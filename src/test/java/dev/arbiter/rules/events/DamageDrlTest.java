package dev.arbiter.rules.events;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/events/damage.drl: the results of damage (CR 120.3). */
class DamageDrlTest {

    @Nested
    class ToPlayers {
        static final String RULE = "120.3a damage dealt to a player causes that player to lose that much life";

        @Test
        void fires_for_damage_to_a_player() {
            Table t = Table.derived().inHand("s", "Shock", "P1").main1().castAndResolve("P1", "s", "P2").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P2").life()).isEqualTo(18);
        }

        @Test
        void stays_silent_for_damage_to_a_creature() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P2").inHand("s", "Shock", "P1").main1()
                    .castAndResolve("P1", "s", "b").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class ToCreatures {
        static final String RULE = "120.3e damage dealt to a creature is marked on it";

        @Test
        void fires_once_for_damage_to_a_creature() {
            Table t = Table.derived().permanent("b", "Tolarian Terror", "P1").inHand("s", "Shock", "P1").main1()
                    .castAndResolve("P1", "s", "b").play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.object("b").damage()).isEqualTo(2);
        }

        @Test
        void stays_silent_for_damage_to_a_player() {
            Table t = Table.derived().inHand("s", "Shock", "P1").main1().castAndResolve("P1", "s", "P2").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class Lifelink {
        static final String RULE = "702.15b damage dealt by a source with lifelink makes its controller gain that much life";

        @Test
        void fires_for_a_lifelinker_dealing_combat_damage() {
            Table t = Table.derived().permanent("c", "Cursed Courtier", "P1")
                    .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'attack','attackers':{'c':'P2'}}",
                            "{'type':'damage','combat':true,'deals':[{'source':'c','to':'P2','amount':3}]}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").life()).isEqualTo(23);
        }

        @Test
        void stays_silent_for_a_source_without_lifelink() {
            Table t = Table.derived().inHand("s", "Shock", "P1").main1().castAndResolve("P1", "s", "P2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P1").life()).isEqualTo(20);
        }
    }
}
