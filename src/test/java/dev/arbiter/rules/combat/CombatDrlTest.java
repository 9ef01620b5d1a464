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
    class OnlyTheActivePlayersCreaturesMore {
        static final String RULE = "508.1a only a creature the active player controls can attack";

        @Test
        void fires_for_a_phased_out_creature() {
            Table t = Table.derived().with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'object','id':'b','card':'Grizzly Bears','owner':'P1','zone':'battlefield','phasedOut':true}");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'b':'P2'}}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("508.1a line " + at);
        }

        @Test
        void fires_for_a_noncreature_and_says_what_it_is() {
            Table t = Table.derived().permanent("ds", "Doubling Season", "P1")
                    .with("{'type':'turn','number':1,'active':'P1'}");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'ds':'P2'}}").play();
            assertThat(t.findings()).containsExactly("508.1a line " + at);
            assertThat(t.findingDetails().get(0).observed()).isEqualTo("ds is a Doubling Season, not a creature");
        }
    }

    @Nested
    class Defender {
        static final String RULE = "702.3b a creature with defender can't attack";

        /** P1's 0/4 wall (with the given abilities) is declared as an attacker. */
        static Table wallAttacks(String abilities) {
            return Table.derived().with("{'type':'turn','number':1,'active':'P1'}", "{'type':'object','id':'w',"
                    + "'def':{'name':'Wall','types':['creature'],'power':0,'toughness':4,'abilities':[" + abilities
                    + "]},'owner':'P1','zone':'battlefield'}");
        }

        @Test
        void fires_for_an_attacker_with_defender() {
            BlocksDrlTest.firesAlone(wallAttacks("'defender'"), "{'type':'attack','attackers':{'w':'P2'}}", RULE,
                    "702.3b");
        }

        @Test
        void stays_silent_for_an_attacker_without_defender() {
            Table t = wallAttacks("'reach'").with("{'type':'attack','attackers':{'w':'P2'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class AttackersUntapped {
        static final String RULE = "508.1a an attacking creature must be untapped as it is declared";

        @Test
        void fires_once_for_a_creature_tapped_as_attackers_are_declared() {
            Table t = Table.derived().with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'object','id':'b','card':'Grizzly Bears','owner':'P1','zone':'battlefield','tapped':true}");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'b':'P2'}}").play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.findings()).containsExactly("508.1a line " + at);
            assertThat(t.findingDetails().get(0).objects()).containsExactly("b");
        }

        @Test
        void stays_silent_for_an_untapped_attacker_that_attacking_taps() {
            Table t = attack("b").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.fired("508.1f an attacking creature without vigilance becomes tapped")).isTrue();
            assertThat(t.object("b").tapped()).isTrue();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_a_creature_untapped_in_the_untap_step() {
            Table t = Table.derived().with("{'type':'object','id':'b','card':'Grizzly Bears','owner':'P1',"
                    + "'zone':'battlefield','tapped':true}", "{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'attack','attackers':{'b':'P2'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class AttackAnOpponent {
        static final String RULE = "508.1b an attacking creature attacks an opponent of the active player";

        @Test
        void fires_for_an_attack_on_the_active_player() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").with("{'type':'turn','number':1,'active':'P1'}");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'b':'P1'}}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("508.1b line " + at);
            assertThat(t.findingDetails().get(0).related()).containsExactly("506.2");
        }

        @Test
        void an_attack_on_a_player_who_has_left_the_game_is_a_log_error() {
            Table t = Table.derived("P1", "P2", "P3").permanent("b", "Grizzly Bears", "P1")
                    .with("{'type':'turn','number':1,'active':'P1'}",
                            "{'type':'life','player':'P3','delta':-20,'by':'external'}");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'b':'P3'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.error()).isNotNull();
            assertThat(t.error().line()).isEqualTo(at);
        }

        @Test
        void stays_silent_for_an_attack_on_an_opponent() {
            Table t = Table.derived("P1", "P2", "P3").permanent("b", "Grizzly Bears", "P1")
                    .permanent("c", "Grizzly Bears", "P1").with("{'type':'turn','number':1,'active':'P1'}",
                            "{'type':'attack','attackers':{'b':'P2','c':'P3'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void an_attack_on_an_object_is_a_log_error() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").permanent("o", "Grizzly Bears", "P2")
                    .with("{'type':'turn','number':1,'active':'P1'}");
            int at = t.next();
            t.with("{'type':'attack','attackers':{'b':'o'}}").play();
            assertThat(t.error()).isNotNull();
            assertThat(t.error().line()).isEqualTo(at);
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

    @Nested
    class BlockedCreaturesDamageBlockers {
        static final String RULE = "510.1c a blocked creature without trample deals its combat damage to the creatures blocking it";

        @Test
        void warns_when_a_blocked_creature_damages_the_player() {
            Table t = attack("b").with("{'type':'block','blockers':{'o':'b'}}");
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':2}]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("510.1c line " + at);
        }

        @Test
        void warns_once_for_two_parts_of_one_line_to_the_player() {
            // 510.2: dealt at once, the parts are one event of damage to P2
            Table t = attack("b").with("{'type':'block','blockers':{'o':'b'}}");
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':1},"
                    + "{'source':'b','to':'P2','amount':1}]}").play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.findings()).containsExactly("510.1c line " + at);
        }

        @Test
        void stays_silent_when_it_damages_its_blocker() {
            Table t = attack("b").with("{'type':'block','blockers':{'o':'b'}}",
                    "{'type':'damage','combat':true,'deals':[{'source':'b','to':'o','amount':2}]}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class BlockersDamageTheCreatureTheyBlock {
        static final String RULE = "510.1d a blocking creature deals its combat damage to the creature it blocks";

        @Test
        void warns_when_a_blocker_damages_the_attacking_player() {
            Table t = attack("b").with("{'type':'block','blockers':{'o':'b'}}");
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'o','amount':2},"
                    + "{'source':'o','to':'P1','amount':2}]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("510.1d line " + at);
            assertThat(t.findingDetails().get(0).message()).contains("Grizzly Bears o", "blocking b",
                    "dealing combat damage to P1");
        }

        @Test
        void stays_silent_when_it_damages_the_creature_it_blocks() {
            Table t = attack("b").with("{'type':'block','blockers':{'o':'b'}}",
                    "{'type':'damage','combat':true,'deals':[{'source':'b','to':'o','amount':2},"
                    + "{'source':'o','to':'b','amount':2}]}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class UnblockedCreaturesDamageTheirPlayer {
        static final String RULE = "510.1b an unblocked attacking creature deals its combat damage to the player it attacks";

        @Test
        void warns_when_an_unblocked_creature_damages_a_creature() {
            Table t = attack("b");
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'o','amount':2}]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("510.1b line " + at);
        }

        @Test
        void stays_silent_when_it_damages_the_player_it_attacks() {
            Table t = attack("b").with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':2}]}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    static String damage(String step) {
        return "{'type':'step','step':'" + step + "'}";
    }

    /** P1's Bears, given first strike, attack and deal their damage in the first-strike step. */
    static Table firstStrikeDamage() {
        return Table.derived().permanent("b", "Grizzly Bears", "P1")
                .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}",
                        gains("first strike"), "{'type':'attack','attackers':{'b':'P2'}}",
                        damage("first_strike_damage"), BEARS_HIT);
    }

    static final String BEARS_HIT = "{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':2}]}";

    static String gains(String ability) {
        return "{'type':'effect','object':'b','gain':['" + ability + "'],'until':'end_of_turn','by':'external'}";
    }

    @Nested
    class OnceInAStep {
        static final String RULE = "510.2 a creature deals its combat damage once in a combat damage step";

        @Test
        void fires_for_a_second_damage_line_of_the_step_from_the_same_creature() {
            Table t = attack("b").with(BEARS_HIT);
            int at = t.next();
            // two shares of one line: one mistake, one finding
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':1},"
                    + "{'source':'b','to':'P2','amount':1}]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("510.2 line " + at);
            assertThat(t.player("P2").life()).isEqualTo(16);  // reported, and the game goes on as the log shows it
        }

        @Test
        void stays_silent_for_a_double_striker_in_each_of_the_two_steps() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1")
                    .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}",
                            gains("double strike"), "{'type':'attack','attackers':{'b':'P2'}}",
                            damage("first_strike_damage"), BEARS_HIT, damage("combat_damage"), BEARS_HIT).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_in_the_next_combat() {
            Table t = attack("b").with(BEARS_HIT, "{'type':'turn','number':3,'active':'P1'}",
                    "{'type':'attack','attackers':{'b':'P2'}}", BEARS_HIT).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class FirstStrikeStep {
        static final String RULE =
                "510.4 only creatures with first strike or double strike deal combat damage in the first combat damage step";

        @Test
        void fires_for_a_creature_without_either() {
            Table t = attack("b").with(damage("first_strike_damage"));
            int at = t.next();
            t.with(BEARS_HIT, damage("combat_damage"), BEARS_HIT).play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            // its damage in the regular step is what the rules wanted of it: one mistake
            assertThat(t.findings()).containsExactly("510.4 line " + at);
        }

        @Test
        void stays_silent_for_a_first_striker() {
            Table t = firstStrikeDamage().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class FirstStrikers {
        static final String RULE =
                "510.4 the creatures with first strike or double strike as the first combat damage step begins strike in it";

        @Test
        void fires_for_a_first_striker_in_combat_as_the_step_begins() {
            Table t = firstStrikeDamage().play();
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_when_the_log_goes_straight_to_the_combat_damage_step() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1")
                    .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}",
                            gains("first strike"), "{'type':'attack','attackers':{'b':'P2'}}", damage("combat_damage"),
                            BEARS_HIT).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();  // who should have struck first is not recomputed
        }
    }

    @Nested
    class SecondStepOnlyWithDoubleStrike {
        static final String RULE =
                "510.4 a creature that struck in the first combat damage step deals combat damage again only with double strike";

        Table firstStriker() {
            return firstStrikeDamage().with(damage("combat_damage"));
        }

        @Test
        void fires_for_a_first_striker_dealing_damage_in_both_steps() {
            Table t = firstStriker();
            int at = t.next();
            t.with(BEARS_HIT).play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("510.4 line " + at);
        }

        @Test
        void fires_for_a_first_striker_that_lost_its_abilities_between_the_steps() {
            Table t = firstStriker().with("{'type':'effect','object':'b','loseAllAbilities':true,'until':'end_of_turn',"
                    + "'by':'external'}");
            int at = t.next();
            t.with(BEARS_HIT).play();
            assertThat(t.firedAt(at, RULE)).isTrue();  // 702.7c: losing first strike gives no second damage
        }

        @Test
        void stays_silent_when_it_gained_double_strike_between_the_steps() {
            Table t = firstStriker().with(gains("double strike"), BEARS_HIT).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class DamageAsMuchAsPower {
        static final String RULE = "510.1a a creature assigns as much combat damage as its power";

        @Test
        void warns_when_a_2_2_deals_3() {
            Table t = attack("b");
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':3}]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("510.1a line " + at);
        }

        @Test
        void stays_silent_for_its_power_or_less() {
            Table t = attack("b").with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':1}]}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_where_the_log_says_power_effects_are_not_written() {
            Table t = Table.derivedWith("'unchecked':[{'rule':'613.4c','what':'anthems','count':1}]")
                    .permanent("b", "Grizzly Bears", "P1").with("{'type':'turn','number':1,'active':'P1'}",
                            "{'type':'attack','attackers':{'b':'P2'}}",
                            "{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':3}]}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("100.1 line 1");
        }
    }

    @Nested
    class TrampleLethalToBlockersFirst {
        static final String RULE = "702.19b a blocked creature with trample assigns lethal damage to its blockers before the player";

        /** P1's Bears b with a Monster Role (3/3 trample) attack and are blocked by P2's Bears o. */
        static Table blocked() {
            return blockedByBears(Table.derived().permanent("b", "Grizzly Bears", "P1")
                    .role("m", "Monster Role", "P1", "b"));
        }

        /** P1's attacker b, already on the table, attacks and is blocked by P2's Bears o. */
        static Table blockedByBears(Table withAttacker) {
            return withAttacker.permanent("o", "Grizzly Bears", "P2").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'attack','attackers':{'b':'P2'}}", "{'type':'block','blockers':{'o':'b'}}");
        }

        @Test
        void warns_when_the_blocker_is_dealt_less_than_lethal() {
            Table t = blocked();
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'o','amount':1},"
                    + "{'source':'b','to':'P2','amount':2}]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("702.19b line " + at);
        }

        @Test
        void warns_once_when_the_player_is_dealt_two_parts_of_the_line() {
            // all to P2, some of it redirected: one event of damage to P2 (510.2), one warning, naming redirection too
            Table t = blocked();
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':2},"
                    + "{'source':'b','to':'P2','amount':1}]}").play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.findings()).containsExactly("702.19b line " + at);
            assertThat(t.findingDetails().get(0).message()).contains("only prevention or redirection allows that");
        }

        @Test
        void warns_for_each_of_two_tramplers_in_one_line_whatever_fires_first() {
            // the first warning's firing lets the damage be marked before the second trampler's check: lethal counts
            // the damage marked before the line
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").role("m", "Monster Role", "P1", "b")
                    .permanent("c", "Grizzly Bears", "P1").role("n", "Monster Role", "P1", "c")
                    .permanent("o", "Grizzly Bears", "P2").permanent("q", "Grizzly Bears", "P2")
                    .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'attack','attackers':{'b':'P2','c':'P2'}}",
                            "{'type':'block','blockers':{'o':'b','q':'c'}}");
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'o','amount':1},"
                    + "{'source':'b','to':'P2','amount':2},{'source':'c','to':'q','amount':1},"
                    + "{'source':'c','to':'P2','amount':2}]}").play();
            assertThat(t.times(RULE)).isEqualTo(2);
            assertThat(t.findings()).containsExactly("702.19b line " + at, "702.19b line " + at);
        }

        /** P1's 4/4 b with trample and deathtouch attacks and is blocked by P2's Bears o. */
        static Table deadlyTramplerBlocked() {
            return blockedByBears(Table.derived().with("{'type':'object','id':'b','def':{'name':'Deadly Trampler',"
                    + "'types':['creature'],'power':4,'toughness':4,'abilities':['trample','deathtouch']},'owner':'P1',"
                    + "'zone':'battlefield'}"));
        }

        @Test
        void names_one_point_as_lethal_for_a_trampler_with_deathtouch() {
            // 702.2c: one point from a source with deathtouch is lethal, whatever the blocker's toughness
            Table t = deadlyTramplerBlocked();
            int at = t.next();
            t.with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'P2','amount':4}]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement()
                    .satisfies(f -> assertThat(f.message()).contains("was dealt 0 of the 1 that is lethal"));
        }

        @Test
        void stays_silent_when_a_trampler_with_deathtouch_deals_its_blocker_one() {
            Table t = deadlyTramplerBlocked().with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'o',"
                    + "'amount':1},{'source':'b','to':'P2','amount':3}]}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("o").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_when_the_blocker_is_dealt_lethal_damage_first() {
            Table t = blocked().with("{'type':'damage','combat':true,'deals':[{'source':'b','to':'o','amount':2},"
                    + "{'source':'b','to':'P2','amount':1}]}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
            assertThat(t.player("P2").life()).isEqualTo(19);
        }
    }
}
