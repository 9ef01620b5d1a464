package dev.arbiter.rules.roles;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/roles/role_triggers.drl: the Roles' triggered abilities (111.10n, 111.10q, 111.10r; 603.3a, 603.4). */
class RoleTriggersDrlTest {
    static final String ATTACK = "{'type':'attack','attackers':{'b1':'P2'}}";

    /** P1's Bears with a Role controlled by {@code roleController}; P1 is active, in main 1. */
    static Table bears(String role, String roleController) {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", role, roleController, "b1").main1();
    }

    @Nested
    class SorcererTrigger {
        static final String RULE = "111.10n a creature with a Sorcerer Role's ability triggers when it attacks";

        @Test
        void triggers_once_when_the_creature_attacks_for_the_creatures_controller() {
            Table t = bears("Sorcerer Role", "P2").with(ATTACK).play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.stack()).containsExactly("b1");
        }

        @Test
        void triggers_once_per_sorcerer_role_on_the_creature() {
            Table t = bears("Sorcerer Role", "P2").role("r2", "Sorcerer Role", "P1", "b1").with(ATTACK).play();
            assertThat(t.times(RULE)).isEqualTo(2);
        }

        @Test
        void stays_silent_when_humility_removed_the_granted_ability() {
            Table t = bears("Sorcerer Role", "P1").with(
                    "{'type':'object','id':'hu','card':'Humility','owner':'P2','zone':'battlefield'}", ATTACK).play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class Scry {
        static final String RULE = "701.18a scry 1 looks at the top card of its controller's library";

        @Test
        void resolves_the_scry_trigger_without_changing_anything_the_log_can_see() {
            Table t = bears("Sorcerer Role", "P1").with(ATTACK).resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).isEmpty();
            assertThat(t.error()).isNull();
        }

        @Test
        void stays_silent_until_the_trigger_resolves() {
            assertThat(bears("Sorcerer Role", "P1").with(ATTACK).play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class YoungHeroTrigger {
        static final String RULE = "111.10r a creature with a Young Hero Role's ability triggers on attacking if its toughness is 3 or less";

        @Test
        void triggers_when_the_attacker_has_toughness_3_or_less() {
            Table t = bears("Young Hero Role", "P2").with(ATTACK).play();
            assertThat(t.times(RULE)).isEqualTo(1);
        }

        @Test
        void stays_silent_when_the_attacker_has_toughness_4() {
            Table t = Table.derived().with("{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1',"
                    + "'zone':'battlefield','counters':{'+1/+1':2}}").role("r1", "Young Hero Role", "P1", "b1")
                    .main1().with(ATTACK).play();
            assertThat(t.object("b1").toughness()).isEqualTo(4);
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.stack()).isEmpty();
        }
    }

    @Nested
    class YoungHeroResolution {
        static final String RULE = "603.4 Young Hero's ability puts a +1/+1 counter on the creature if its toughness is still 3 or less";

        @Test
        void puts_a_counter_on_the_creature_for_its_controller() {
            Table t = bears("Young Hero Role", "P2").with(ATTACK).resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").counters()).containsEntry("+1/+1", 1);
        }

        @Test
        void puts_no_counter_when_the_toughness_is_above_3_on_resolution() {
            Table t = bears("Young Hero Role", "P1").with(
                    "{'type':'object','id':'gg','card':'Giant Growth','owner':'P1','zone':'hand'}", ATTACK)
                    .castAndResolve("P1", "gg", "b1").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").counters()).isEmpty();
        }

        @Test
        void stays_silent_while_the_trigger_waits_on_the_stack() {
            assertThat(bears("Young Hero Role", "P1").with(ATTACK).play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class WickedTrigger {
        static final String RULE = "111.10q a Wicked Role put into a graveyard from the battlefield triggers for its controller";

        @Test
        void triggers_when_the_role_falls_off_a_creature_that_died() {
            Table t = bears("Wicked Role", "P2").with(
                    "{'type':'object','id':'mu','card':'Murder','owner':'P1','zone':'hand'}")
                    .castAndResolve("P1", "mu", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).containsExactly("r1");
        }

        @Test
        void triggers_when_704_5y_replaces_it() {
            Table t = bears("Wicked Role", "P1").with(
                    "{'type':'object','id':'mr','card':'Monstrous Rage','owner':'P1','zone':'hand'}")
                    .castAndResolve("P1", "mr", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_when_the_role_is_bounced_rather_than_put_into_a_graveyard() {
            Table t = bears("Wicked Role", "P1").with("{'type':'pass','player':'P1'}",
                    "{'type':'move','object':'r1','to':'hand','by':'external'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.stack()).isEmpty();
        }
    }

    @Nested
    class WickedLifeLoss {
        static final String RULE = "111.10q the Wicked Role's ability makes each opponent of its controller lose 1 life";

        @Test
        void makes_each_opponent_of_the_roles_controller_lose_1_even_on_the_opponents_creature() {
            Table t = Table.derived("P1", "P2", "P3").permanent("b1", "Grizzly Bears", "P2")
                    .role("r1", "Wicked Role", "P1", "b1")
                    .with("{'type':'object','id':'mu','card':'Murder','owner':'P1','zone':'hand'}").main1()
                    .castAndResolve("P1", "mu", "b1").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").life()).isEqualTo(20);
            assertThat(t.player("P2").life()).isEqualTo(19);
            assertThat(t.player("P3").life()).isEqualTo(19);
        }

        @Test
        void stays_silent_until_the_trigger_resolves() {
            Table t = bears("Wicked Role", "P2").with(
                    "{'type':'object','id':'mu','card':'Murder','owner':'P1','zone':'hand'}")
                    .castAndResolve("P1", "mu", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P1").life()).isEqualTo(20);
        }
    }
}
