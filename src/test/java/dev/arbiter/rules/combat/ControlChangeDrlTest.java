package dev.arbiter.rules.combat;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/combat/control_change.drl: 506.4, a creature whose controller changes is removed from combat. */
class ControlChangeDrlTest {

    @Nested
    class RemovedFromCombat {
        static final String RULE = "506.4 an attacking or blocking creature whose controller changes is removed from combat";

        @Test
        void a_stolen_attacker_leaves_combat_and_deals_no_combat_damage() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'attack','attackers':{'b1':'P2'}}", "{'type':'pass','player':'P2'}",
                    "{'type':'control','object':'b1','player':'P2','by':'external'}");
            int damage = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b1','to':'P2','amount':2}]}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("510.1 line " + damage);
        }

        @Test
        void stays_silent_for_an_attacker_that_keeps_its_controller() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'attack','attackers':{'b1':'P2'}}",
                    "{'type':'damage','combat':true,'deals':[{'source':'b1','to':'P2','amount':2}]}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P2").life()).isEqualTo(18);
        }
    }

    @Nested
    class PhasedOut {
        static final String RULE = "506.4 an attacking or blocking creature that phases out is removed from combat";

        @Test
        void an_attacker_that_phases_out_leaves_combat_and_deals_no_combat_damage() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'attack','attackers':{'b1':'P2'}}", "{'type':'pass','player':'P2'}",
                    "{'type':'phase','object':'b1','out':true,'by':'external'}");
            int damage = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b1','to':'P2','amount':2}]}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("510.1 line " + damage);
        }

        @Test
        void stays_silent_for_a_creature_that_phases_out_outside_combat() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'step','step':'main1'}", "{'type':'phase','object':'b1','out':true,'by':'external'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }
}
