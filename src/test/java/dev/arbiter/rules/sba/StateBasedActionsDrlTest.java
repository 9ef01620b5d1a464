package dev.arbiter.rules.sba;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/sba/state_based_actions.drl: 704.3 and 704.5a, d, f, g, h, q (704.5e is tested with cipher copies). */
class StateBasedActionsDrlTest {

    @Nested
    class Simultaneous {
        static final String RULE = "704.3 perform all state-based actions found in one check simultaneously, as one event";

        @Test
        void performs_the_actions_of_one_check_together_then_checks_again() {
            // the creature dies (704.5g) and, in the next check, its Role falls off (704.5m) and the token ceases (704.5d)
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1")
                    .with("{'type':'object','id':'lb','card':'Lightning Bolt','owner':'P2','zone':'hand'}").main1()
                    .castAndResolve("P2", "lb", "b1").play();
            assertThat(t.times(RULE)).isGreaterThanOrEqualTo(3);
            assertThat(t.object("b1").zone()).isEqualTo("graveyard");
            assertThat(t.object("r1")).isNull();
        }

        @Test
        void stays_silent_when_no_state_based_action_applies() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class ZeroLife {
        static final String RULE = "704.5a a player with 0 or less life loses the game";

        @Test
        void a_player_at_0_life_loses() {
            Table t = Table.derived().with("{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','zone':'battlefield'}")
                    .main1().with("{'type':'pass','player':'P1'}", "{'type':'life','player':'P2','delta':-20,'by':'external'}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_at_1_life() {
            Table t = Table.derived().main1().with("{'type':'pass','player':'P1'}",
                    "{'type':'life','player':'P2','delta':-19,'by':'external'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class TokenOutsideTheBattlefield {
        static final String RULE = "704.5d a token outside the battlefield ceases to exist";

        @Test
        void a_role_put_into_a_graveyard_ceases_to_exist() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Cursed Role", "P1", "b1")
                    .role("r2", "Royal Role", "P1", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.outcomes()).contains("{\"type\":\"cease\",\"object\":\"r1\"}");
        }

        @Test
        void stays_silent_for_a_card_in_the_graveyard() {
            Table t = Table.derived().with("{'type':'object','id':'c1','card':'Grizzly Bears','owner':'P1','zone':'graveyard'}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class CopyOutsideTheStack {
        static final String RULE = "704.5e a copy outside the stack (or a card copy outside stack and battlefield) ceases to exist";

        /** P1's Bears with Shadow Slice encoded on them deal combat damage to P2; the trigger resolves. */
        static Table cipherCopy(String cast) {
            return Table.derived().permanent("c1", "Grizzly Bears", "P1")
                    .with("{'type':'object','id':'c7','card':'Shadow Slice','owner':'P1','zone':'exile','encodedOn':'c1'}",
                          "{'type':'turn','number':2,'active':'P1'}", "{'type':'attack','attackers':{'c1':'P2'}}",
                          "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':2}],'combat':true}",
                          "{'type':'resolve','object':'c1','choices':{'cast':" + cast + "}}").play();
        }

        @Test
        void a_cipher_copy_not_cast_ceases_to_exist_in_exile() {
            Table t = cipherCopy("false");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.outcomes()).anyMatch(o -> o.contains("\"cease\"") && o.contains("c7/1"));
        }

        @Test
        void stays_silent_while_the_cast_copy_is_on_the_stack() {
            Table t = cipherCopy("{'targets':[['P2']]}");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.stack()).containsExactly("c7/1");
        }
    }

    @Nested
    class ZeroToughness {
        static final String RULE = "704.5f a creature with toughness 0 or less goes to its owner's graveyard";

        @Test
        void argothian_enchantress_with_toughness_0_goes_to_the_graveyard() {
            Table t = Table.derived().with("{'type':'object','id':'ae','card':'Argothian Enchantress','owner':'P1','zone':'battlefield'}")
                    .main1().with("{'type':'pass','player':'P1'}",
                            "{'type':'effect','object':'ae','modifyPT':[0,-1],'by':'external'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("ae").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_at_toughness_1() {
            Table t = Table.derived().with("{'type':'object','id':'ae','card':'Argothian Enchantress','owner':'P1','zone':'battlefield'}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class LethalDamage {
        static final String RULE = "704.5g a creature with lethal damage marked on it is destroyed";

        @Test
        void a_creature_with_damage_equal_to_its_toughness_is_destroyed() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1")
                    .with("{'type':'object','id':'sh','card':'Shock','owner':'P2','zone':'hand'}").main1()
                    .castAndResolve("P2", "sh", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").zone()).isEqualTo("graveyard");
        }

        @Test
        void a_role_bonus_keeps_it_alive() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Wicked Role", "P1", "b1")
                    .with("{'type':'object','id':'sh','card':'Shock','owner':'P2','zone':'hand'}").main1()
                    .castAndResolve("P2", "sh", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").damage()).isEqualTo(2);
        }
    }

    @Nested
    class DeathtouchDamage {
        static final String RULE = "704.5h a creature dealt damage by a source with deathtouch since the last check is destroyed";

        /** P1's 5/5 attacks and is blocked by P2's 1/1, each with the given abilities; each deals its damage to the other. */
        static Table blocked(String attacker, String blocker) {
            return Table.derived()
                    .with("{'type':'object','id':'a','def':{'name':'Big Attacker','types':['creature'],'power':5,"
                            + "'toughness':5,'abilities':[" + attacker + "]},'owner':'P1','zone':'battlefield'}",
                          "{'type':'object','id':'d','def':{'name':'Small Blocker','types':['creature'],'power':1,"
                            + "'toughness':1,'abilities':[" + blocker + "]},'owner':'P2','zone':'battlefield'}",
                          "{'type':'turn','number':1,'active':'P1'}", "{'type':'attack','attackers':{'a':'P2'}}",
                          "{'type':'block','blockers':{'d':'a'}}", "{'type':'step','step':'combat_damage'}",
                          "{'type':'damage','combat':true,'deals':[{'source':'a','to':'d','amount':5},"
                            + "{'source':'d','to':'a','amount':1}]}");
        }

        @Test
        void one_damage_from_a_deathtouch_blocker_destroys_the_attacker_as_the_blocker_dies() {
            Table t = blocked("", "'deathtouch'").play();
            assertThat(t.fired(RULE)).isTrue();
            // both leave in one check (704.3): the blocker for lethal damage (704.5g), the attacker for deathtouch
            assertThat(t.zone("graveyard")).contains("a", "d");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_without_deathtouch() {
            Table t = blocked("", "").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("a").zone()).isEqualTo("battlefield");
            assertThat(t.object("a").damage()).isEqualTo(1);
        }

        @Test
        void stays_silent_for_an_indestructible_creature() {
            Table t = blocked("'indestructible'", "'deathtouch'").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("a").zone()).isEqualTo("battlefield");
        }
    }

    @Nested
    class CountersInPairs {
        static final String RULE = "704.5q +1/+1 and -1/-1 counters on one permanent are removed in pairs";
        static final String BEARS = "{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1',"
                + "'zone':'battlefield','counters':{%s}}";

        @Test
        void two_plus_and_one_minus_counter_leave_one_plus_counter() {
            Table t = Table.derived().with(BEARS.formatted("'+1/+1':2,'-1/-1':1")).main1().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").counters()).containsExactly(java.util.Map.entry("+1/+1", 1));
            assertThat(t.object("b1").power()).isEqualTo(3);
        }

        @Test
        void a_minus_counter_put_on_a_creature_with_plus_counters_takes_one_off_it() {
            Table t = Table.derived().with(BEARS.formatted("'+1/+1':2")).main1()
                    .with("{'type':'pass','player':'P1'}",
                            "{'type':'counters','object':'b1','kind':'-1/-1','delta':1,'by':'external'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").counters()).containsExactly(java.util.Map.entry("+1/+1", 1));
            assertThat(t.object("b1").toughness()).isEqualTo(3);
        }

        @Test
        void stays_silent_with_counters_of_one_kind() {
            Table t = Table.derived().with(BEARS.formatted("'+1/+1':2")).main1().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").counters()).containsExactly(java.util.Map.entry("+1/+1", 2));
        }

        @Test
        void a_recorded_log_that_leaves_the_counters_on_is_reported() {
            Table left = Table.recorded().with(BEARS.formatted("'+1/+1':1,'-1/-1':1")).main1()
                    .with("{'type':'pass','player':'P1'}").play();
            // the check after the object line removes one of each: the log records neither removal
            assertThat(left.findings()).containsExactly("704.5q line 2", "704.5q line 2");
            Table kept = Table.recorded().with(BEARS.formatted("'+1/+1':1,'-1/-1':1"),
                    "{'type':'counters','object':'b1','kind':'+1/+1','delta':-1}",
                    "{'type':'counters','object':'b1','kind':'-1/-1','delta':-1}").main1().play();
            assertThat(kept.findings()).isEmpty();
            assertThat(kept.object("b1").counters()).isEmpty();
        }

        /** A creature the same check puts into the graveyard (704.5f) takes its counters with it: nothing to record. */
        @Test
        void stays_silent_for_a_creature_that_dies_in_the_same_check() {
            Table t = Table.recorded().with(BEARS.formatted("'+1/+1':1,'-1/-1':3"),
                    "{'type':'move','object':'b1','from':'battlefield','to':'graveyard','cause':'sba'}").main1().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
            assertThat(t.object("b1").zone()).isEqualTo("graveyard");
        }
    }
}
