package dev.arbiter.rules.events;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/events/damage.drl: the results of damage (CR 120.3), and damage protection prevents (702.16e). */
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

    @Nested
    class PreventedByProtection {
        static final String RULE = "702.16e damage from a source with the quality a permanent has protection from is prevented";

        /** P1's Bears attack and are blocked by P2's knight with protection from the given color; each deals 2. */
        static Table bearsBlockedByKnightWithProtectionFrom(String color) {
            return Table.derived().permanent("b", "Grizzly Bears", "P1").with("{'type':'object','id':'k','def':{"
                    + "'name':'Knight','types':['creature'],'colors':['W'],'power':2,'toughness':2,'abilities':["
                    + "'protection from " + color + "']},'owner':'P2','zone':'battlefield'}",
                    "{'type':'turn','number':1,'active':'P1'}", "{'type':'attack','attackers':{'b':'P2'}}",
                    "{'type':'block','blockers':{'k':'b'}}", "{'type':'damage','combat':true,'deals':[{'source':'b',"
                    + "'to':'k','amount':2},{'source':'k','to':'b','amount':2}]}");
        }

        @Test
        void warns_for_damage_from_a_green_source_to_a_permanent_with_protection_from_green() {
            Table t = bearsBlockedByKnightWithProtectionFrom("green").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement().satisfies(f -> assertThat(f.rule()).isEqualTo("702.16e"));
            // taken from the log: the damage has its results
            assertThat(t.object("k").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_for_damage_from_a_source_without_the_quality() {
            Table t = bearsBlockedByKnightWithProtectionFrom("red").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }
}
