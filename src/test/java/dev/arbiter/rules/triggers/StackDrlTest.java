package dev.arbiter.rules.triggers;

import dev.arbiter.engine.RuleVerifier;
import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/triggers/stack.drl: waiting triggered abilities go on the stack (603.3, 603.3b), or are removed (603.3d). */
class StackDrlTest {

    @Nested
    class NoLegalTarget {
        static final String RULE = "603.3d a triggered ability with no legal choice for a required target is removed from the stack";

        @Test
        void fires_when_the_only_creature_has_protection_from_the_source() {
            Table t = Table.derived().permanent("w", "Azorius First-Wing", "P1")
                    .inHand("l", "Lord Skitter\\u0027s Blessing", "P1").main1().castAndResolve("P1", "l")
                    .with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.stack()).isEmpty();
        }

        @Test
        void stays_silent_with_a_legal_target_and_for_up_to_one() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1")
                    .inHand("l", "Lord Skitter\\u0027s Blessing", "P1").main1().castAndResolve("P1", "l")
                    .with("{'type':'trigger','source':'l','targets':[['b']]}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b").attached()).hasSize(1);
            Table upTo = Table.derived().permanent("b", "Grizzly Bears", "P1")
                    .inHand("c", "Curse of the Werefox", "P1").main1().castAndResolve("P1", "c", "b")
                    .with("{'type':'trigger','source':'c','targets':[[]]}").resolve().play();
            assertThat(upTo.fired(RULE)).isFalse();
        }
    }

    @Nested
    class LookForLegalChoice {
        static final String RULE = "603.3d look for a legal choice: a candidate the legality rules reject gives way to the next";
        static final String REMOVED = NoLegalTarget.RULE;

        @Test
        void fires_past_an_illegal_candidate_and_finds_the_legal_one_behind_it() {
            // the First-Wing (protection from enchantments) is the first candidate; the Bears, behind it, is legal
            Table t = Table.derived().permanent("w", "Azorius First-Wing", "P1").permanent("b", "Grizzly Bears", "P1")
                    .inHand("l", "Lord Skitter\\u0027s Blessing", "P1").main1().castAndResolve("P1", "l")
                    .with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired(REMOVED)).isFalse();
            assertThat(t.error().getMessage()).contains("needs its targets");
        }

        @Test
        void fires_on_every_candidate_before_the_ability_is_removed() {
            Table t = Table.derived().permanent("w", "Azorius First-Wing", "P1").permanent("x", "Azorius First-Wing", "P1")
                    .inHand("l", "Lord Skitter\\u0027s Blessing", "P1").main1().castAndResolve("P1", "l")
                    .with("{'type':'step','step':'end'}").play();
            assertThat(t.times(RULE)).isGreaterThanOrEqualTo(2);
            assertThat(t.fired(REMOVED)).isTrue();
            assertThat(t.error()).isNull();
        }

        @Test
        void stays_silent_when_the_search_starts_from_a_legal_candidate() {
            // the first Blessing's search starts at its controller, illegal for "creature you control"; the second
            // starts where the first stopped, at the Bears, and has nothing to reject
            Table one = blessBears(1).play();
            Table two = blessBears(2).play();
            assertThat(one.fired(RULE)).isTrue();
            assertThat(two.times(RULE)).isEqualTo(one.times(RULE));
            assertThat(two.error()).isNull();
            assertThat(two.object("b").attached()).hasSize(1);  // the second Wicked Role; the first goes (704.5y)
        }

        static Table blessBears(int blessings) {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1");
            for (int i = 1; i <= blessings; i++) {
                t.inHand("l" + i, "Lord Skitter\\u0027s Blessing", "P1");
            }
            t.main1();
            for (int i = 1; i <= blessings; i++) {
                t.castAndResolve("P1", "l" + i).with("{'type':'trigger','source':'l" + i + "','targets':[['b']]}")
                        .resolve();
            }
            return t;
        }
    }

    @Nested
    class Apnap {
        static final String RULE = "603.3b put triggered abilities that need no choice on the stack in APNAP order";

        @Test
        void fires_and_puts_the_active_players_ability_first_so_the_other_resolves_first() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").role("r1", "Wicked Role", "P1", "b")
                    .role("r2", "Wicked Role", "P2", "b").inHand("s", "Murder", "P2").main1()
                    .castAndResolve("P2", "s", "b").play();
            assertThat(t.times(RULE)).isEqualTo(2);
            assertThat(t.stack()).containsExactly("r2", "r1");
        }

        @Test
        void leaves_a_players_abilities_to_the_log_when_its_next_line_orders_them() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").role("r1", "Wicked Role", "P1", "b")
                    .role("r2", "Wicked Role", "P2", "b").inHand("s", "Murder", "P2").main1()
                    .castAndResolve("P2", "s", "b")
                    .with("{'type':'trigger','source':'r1'}", "{'type':'trigger','source':'r2'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.stack()).containsExactly("r2", "r1");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void fires_for_one_players_abilities_in_the_order_of_the_events_they_triggered_on() {
            // simultaneous attacks happen in the order the line lists them: the first listed triggers first and
            // goes on the stack first (mtglog/1 §4); the rules find the two matches in an order of their own
            for (List<String> attackers : List.of(List.of("k1", "k2"), List.of("k2", "k1"))) {
                Table t = Table.derived().permanent("k1", "Grizzly Bears", "P1").permanent("k2", "Grizzly Bears", "P1")
                        .role("r1", "Young Hero Role", "P1", "k1").role("r2", "Young Hero Role", "P1", "k2")
                        .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'attack','attackers':{'"
                                + attackers.get(0) + "':'P2','" + attackers.get(1) + "':'P2'}}").play();
                assertThat(t.times(RULE)).isEqualTo(2);
                assertThat(t.stack()).containsExactly(attackers.get(1), attackers.get(0));
            }
        }

        @Test
        void stays_silent_in_a_recorded_log() {
            Table t = Table.recorded().permanent("b", "Grizzly Bears", "P1").role("r1", "Wicked Role", "P1", "b")
                    .inHand("s", "Murder", "P2").main1().castAndResolve("P2", "s", "b").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    /** The Wicked Roles of three players on one creature, which Murder kills in turn 2, P2's. */
    static Table threeWickedRoles() {
        String active = "P2";
        return Table.derived("P1", "P2", "P3").permanent("b", "Grizzly Bears", "P1")
                .role("r1", "Wicked Role", "P1", "b").role("r2", "Wicked Role", "P2", "b")
                .role("r3", "Wicked Role", "P3", "b").inHand("s", "Murder", active)
                .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'turn','number':2,'active':'P2'}",
                        "{'type':'step','step':'main1'}")
                .castAndResolve(active, "s", "b");
    }

    @Nested
    class ApnapPlace {
        static final String RULE = "101.4 a player's place in APNAP order counts from the active player in turn order";

        @Test
        void counts_from_the_active_player_so_the_stack_takes_theirs_first() {
            // P2 active: P2, P3, P1 put theirs on the stack in that order, so P1's resolves first
            Table t = threeWickedRoles().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).containsExactly("r1", "r3", "r2");
        }

        @Test
        void moves_each_player_whose_place_a_turn_changes() {
            // the game line's order is P1, P2: P2 active puts P2 first and P1 second
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE).alone()
                    .when("{'type':'turn','number':1,'active':'P2'}")) {
                assertThat(v.fired()).isEqualTo(2);
            }
        }

        @Test
        void stays_silent_before_the_first_turn_and_when_the_order_stays_the_same() {
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE).alone()
                    .when("{'type':'object','id':'b','card':'Grizzly Bears','owner':'P1','zone':'battlefield'}")) {
                assertThat(v.fired()).isZero();
            }
            // P1 active: the game line's order already is APNAP order
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE).alone()
                    .when("{'type':'turn','number':1,'active':'P1'}")) {
                assertThat(v.fired()).isZero();
            }
        }

        @Test
        void a_life_change_or_a_new_step_leaves_the_places_alone() {
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE).alone()
                    .given("{'type':'turn','number':1,'active':'P2'}")
                    .when("{'type':'step','step':'main1'}", "{'type':'pass','player':'P2'}",
                            "{'type':'life','player':'P1','delta':-3,'by':'external'}")) {
                assertThat(v.fired()).isZero();
            }
        }
    }

    @Nested
    class NoPlaceAfterLeaving {
        static final String RULE = "800.4a a player who has left the game has no place in APNAP order";
        /** The rule of the group that makes the loser leave, which the rule under test follows from. */
        private static final String LEAVES = "104.5 a player who has lost the game leaves it";
        private static final String THREE_PLAYERS = "{'type':'game','format':'mtglog/1','players':['P1','P2','P3'],"
                + "'life':20,'outcomes':'derived','cr':'2025-02-07'}";

        @Test
        void the_place_of_a_player_who_left_is_gone() {
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE).also(LEAVES)
                    .given(THREE_PLAYERS, "{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}")
                    .when("{'type':'pass','player':'P1'}", "{'type':'life','player':'P2','delta':-20,'by':'external'}")) {
                assertThat(v.fired()).isEqualTo(1);
            }
        }

        @Test
        void stays_silent_while_every_player_is_in_the_game() {
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE).also(LEAVES)
                    .given(THREE_PLAYERS, "{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}")
                    .when("{'type':'pass','player':'P1'}", "{'type':'life','player':'P2','delta':-5,'by':'external'}")) {
                assertThat(v.fired()).isZero();
            }
        }
    }

    @Nested
    class ApnapBeforeTheFirstTurn {
        static final String RULE =
                "101.4 a player in the game has a place in APNAP order, the game line's order until a turn begins";

        @Test
        void follows_the_game_lines_order_until_a_turn_begins() {
            // the rules first run as the game starts, before any turn line
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").play();
            assertThat(t.times(RULE)).isEqualTo(2);
        }

        @Test
        void stays_silent_once_every_player_has_a_place() {
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE).when("{'type':'turn','number':1,'active':'P1'}")) {
                assertThat(v.fired()).isZero();
            }
        }
    }
}
