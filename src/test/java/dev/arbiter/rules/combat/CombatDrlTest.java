package dev.arbiter.rules.combat;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/combat/combat.drl: declaring attackers and combat damage (CR 508, 510). */
class CombatDrlTest {

    static Table attack(String attacker) {
        return Table.derived().permanent("b", "Grizzly Bears", "P1").permanent("o", "Grizzly Bears", "P2")
                .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'attack','attackers':{'" + attacker
                        + "':'P2'}}");
    }

    @Nested
    class AttackersTap {
        static final String RULE = "508.1f an attacking creature without vigilance becomes tapped";

        @Test
        void fires_for_an_attacker() {
            Table t = attack("b").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b").tapped()).isTrue();
        }

        @Test
        void stays_silent_for_an_already_tapped_attacker() {
            Table t = Table.derived().with("{'type':'object','id':'b','card':'Grizzly Bears','owner':'P1',"
                    + "'zone':'battlefield','tapped':true}").with("{'type':'turn','number':1,'active':'P2'}",
                    "{'type':'step','step':'main1'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class OnlyTheActivePlayersCreatures {
        static final String RULE = "508.1a only a creature the active player controls can attack";

        @Test
        void fires_for_an_opponents_creature() {
            Table t = attack("o");
            int at = t.next() - 1;
            t.play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("508.1a line " + at);
        }

        @Test
        void stays_silent_for_the_active_players_creature() {
            assertThat(attack("b").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class CombatDamageFromCombatants {
        static final String RULE = "510.1 only attacking or blocking creatures deal combat damage";

        @Test
        void fires_for_combat_damage_from_a_creature_not_in_combat() {
            Table t = attack("b");
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'o','to':'P1','amount':2}]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("510.1 line " + at);
        }

        @Test
        void stays_silent_for_the_attacker() {
            Table t = attack("b").with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':2}]}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P2").life()).isEqualTo(18);
        }
    }
}
