package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/cards/ellivere.drl and rules/cards/gylwain.drl. */
class EllivereGylwainDrlTest {
    static final String ATTACK_EL = "{'type':'attack','attackers':{'el':'P2'}}";

    static Table ellivereEnters() {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("el", "Ellivere of the Wild Court", "P1")
                .main1().castAndResolve("P1", "el");
    }

    @Nested
    class EntersTrigger {
        static final String RULE = "603.2 Ellivere's ability triggers when Ellivere enters";

        @Test
        void triggers_and_waits_for_its_target() {
            Table t = ellivereEnters().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).isEmpty();
            Table u = ellivereEnters().with("{'type':'step','step':'end'}").play();
            assertThat(u.error().getMessage()).contains("needs its targets");
        }

        @Test
        void stays_silent_when_another_creature_enters() {
            Table t = Table.derived().permanent("el", "Ellivere of the Wild Court", "P1")
                    .inHand("b1", "Grizzly Bears", "P1").main1().castAndResolve("P1", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
        }

        @Test
        void with_no_other_creature_to_target_it_triggers_and_is_removed_from_the_stack() {
            Table t = Table.derived().inHand("el", "Ellivere of the Wild Court", "P1").main1().castAndResolve("P1", "el")
                    .with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired("603.3d a triggered ability with no legal choice for a required target is removed from the stack"))
                    .isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.stack()).isEmpty();
        }
    }

    @Nested
    class AttackTrigger {
        static final String RULE = "603.2 Ellivere's ability triggers when Ellivere attacks";

        @Test
        void triggers_when_ellivere_attacks() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("el", "Ellivere of the Wild Court", "P1")
                    .with("{'type':'turn','number':1,'active':'P1'}", ATTACK_EL,
                          "{'type':'trigger','source':'el','targets':[['b1']]}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("el/1");
        }

        @Test
        void stays_silent_when_another_creature_attacks() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("el", "Ellivere of the Wild Court", "P1")
                    .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'attack','attackers':{'b1':'P2'}}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class VirtuousRole {
        static final String RULE = "608.2c Ellivere's ability creates a Virtuous Role attached to the creature it targets";

        @Test
        void creates_the_virtuous_role() {
            Table t = ellivereEnters().with("{'type':'trigger','source':'el','targets':[['b1']]}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(3);
        }

        @Test
        void stays_silent_when_the_target_left() {
            Table t = ellivereEnters().inHand("un", "Unsummon", "P2")
                    .with("{'type':'trigger','source':'el','targets':[['b1']]}").castAndResolve("P2", "un", "b1")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class DrawTrigger {
        static final String RULE = "603.2 Ellivere's draw ability triggers when an enchanted creature its controller controls deals combat damage to a player";

        @Test
        void triggers_for_an_enchanted_creature_of_its_controller() {
            Table t = Table.derived().permanent("el", "Ellivere of the Wild Court", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Monster Role", "P1", "b1").with("{'type':'turn','number':1,'active':'P1'}",
                            "{'type':'attack','attackers':{'b1':'P2'}}",
                            "{'type':'damage','combat':true,'deals':[{'source':'b1','to':'P2','amount':3}]}").play();
            assertThat(t.times(RULE)).isEqualTo(1);
        }

        @Test
        void triggers_once_for_two_parts_of_one_damage_line_to_the_same_player() {
            Table t = Table.derived().permanent("el", "Ellivere of the Wild Court", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Monster Role", "P1", "b1").with("{'type':'turn','number':1,'active':'P1'}",
                            "{'type':'attack','attackers':{'b1':'P2'}}",
                            "{'type':'damage','combat':true,'deals':[{'source':'b1','to':'P2','amount':2},"
                                    + "{'source':'b1','to':'P2','amount':1}]}").play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.stack()).containsExactly("el");
        }

        @Test
        void stays_silent_for_an_unenchanted_creature_and_for_an_opponents_enchanted_one() {
            Table t = Table.derived().permanent("el", "Ellivere of the Wild Court", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .permanent("b2", "Grizzly Bears", "P2").role("r2", "Monster Role", "P2", "b2")
                    .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'attack','attackers':{'b1':'P2'}}",
                          "{'type':'damage','combat':true,'deals':[{'source':'b1','to':'P2','amount':2}]}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class Draw {
        static final String RULE = "608.2c Ellivere's draw ability draws its controller a card";

        @Test
        void draws_a_card() {
            Table t = Table.derived().permanent("el", "Ellivere of the Wild Court", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Cursed Role", "P2", "b1").with("{'type':'turn','number':1,'active':'P1'}",
                            "{'type':'attack','attackers':{'b1':'P2'}}",
                            "{'type':'damage','combat':true,'deals':[{'source':'b1','to':'P2','amount':1}]}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").hand()).isEqualTo(1);
        }

        @Test
        void stays_silent_before_the_trigger_resolves() {
            Table t = Table.derived().permanent("el", "Ellivere of the Wild Court", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Cursed Role", "P2", "b1").with("{'type':'turn','number':1,'active':'P1'}",
                            "{'type':'attack','attackers':{'b1':'P2'}}",
                            "{'type':'damage','combat':true,'deals':[{'source':'b1','to':'P2','amount':1}]}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class GylwainTrigger {
        static final String RULE = "603.2 Gylwain's ability triggers when Gylwain or another nontoken creature its controller controls enters";

        @Test
        void triggers_for_itself_and_for_another_nontoken_creature() {
            Table t = Table.derived().inHand("gy", "Gylwain, Casting Director", "P1").inHand("b1", "Grizzly Bears", "P1")
                    .main1().castAndResolve("P1", "gy").with("{'type':'resolve','choices':{'role':'Sorcerer Role'}}")
                    .castAndResolve("P1", "b1").play();
            assertThat(t.times(RULE)).isEqualTo(2);
        }

        @Test
        void stays_silent_for_an_opponents_creature() {
            Table t = Table.derived().permanent("gy", "Gylwain, Casting Director", "P1").inHand("b2", "Grizzly Bears", "P2")
                    .with("{'type':'turn','number':1,'active':'P2'}", "{'type':'step','step':'main1'}")
                    .castAndResolve("P2", "b2").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class GylwainRole {
        static final String RULE = "608.2c Gylwain's ability creates the chosen Role attached to the creature that entered";

        @Test
        void creates_the_chosen_role_on_a_hexproof_creature() {
            Table t = Table.derived().permanent("gy", "Gylwain, Casting Director", "P1").inHand("gs", "Gladecover Scout", "P1")
                    .main1().castAndResolve("P1", "gs").with("{'type':'resolve','choices':{'role':'Sorcerer Role'}}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("gs").power()).isEqualTo(2);
        }

        @Test
        void a_missing_choice_is_a_log_error() {
            Table t = Table.derived().permanent("gy", "Gylwain, Casting Director", "P1").inHand("gs", "Gladecover Scout", "P1")
                    .main1().castAndResolve("P1", "gs").resolve().play();
            assertThat(t.error().getMessage()).contains("missing choice \"role\"");
        }
    }
}
