package dev.arbiter.rules.game;

import dev.arbiter.engine.RuleVerifier;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/game/leaving.drl, the rules about what a player who left leaves on the stack, each isolated from the other
 * rules of its group (the game around it — the 704.5a loss, the other phases — plays as usual).
 */
class LeavingIsolatedDrlTest {
    /** The rule of the group that makes the loser leave, which the rules under test follow from. */
    private static final String LEAVES = "104.5 a player who has lost the game leaves it";
    private static final String THREE_PLAYERS =
            "{'type':'game','format':'mtglog/1','players':['P1','P2','P3'],'life':20,'outcomes':'derived','cr':'2025-02-07'}";

    /** P2's Wicked Role on P2's Bears: Lightning Bolt kills them, and the Role's ability waits on the stack. */
    private static RuleVerifier wickedAbilityOnTheStack(String rule) {
        return RuleVerifier.rule(rule).also(LEAVES).given(THREE_PLAYERS,
                "{'type':'object','id':'b2','card':'Grizzly Bears','owner':'P2','zone':'battlefield'}",
                "{'type':'object','id':'w2','token':'Wicked Role','controller':'P2','zone':'battlefield','attachedTo':'b2'}",
                "{'type':'object','id':'lb','card':'Lightning Bolt','owner':'P1','zone':'hand'}",
                "{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}",
                "{'type':'cast','player':'P1','card':'lb','targets':[['b2']]}", "{'type':'resolve','object':'lb'}");
    }

    @Nested
    class CeaseOnTheStack {
        static final String RULE =
                "800.4a abilities and copies on the stack controlled by a player who has left the game cease to exist";

        @Test
        void the_leavers_ability_ceases_to_exist() {
            try (RuleVerifier.Verdict v = wickedAbilityOnTheStack(RULE)
                    .when("{'type':'pass','player':'P1'}", "{'type':'life','player':'P2','delta':-20,'by':'external'}",
                            "{'type':'expect','stack':[]}")) {
                assertThat(v.fired()).isEqualTo(1);
                // the expect line holds: the stack is empty
                assertThat(v.findings()).noneMatch(f -> f.startsWith("expect"));
            }
        }

        @Test
        void stays_silent_while_its_controller_is_in_the_game() {
            try (RuleVerifier.Verdict v = wickedAbilityOnTheStack(RULE)
                    .when("{'type':'pass','player':'P1'}", "{'type':'life','player':'P2','delta':-5,'by':'external'}",
                            "{'type':'expect','stack':['w2']}")) {
                assertThat(v.fired()).isZero();
                assertThat(v.findings()).isEmpty();
            }
        }
    }

    @Nested
    class NotStacked {
        static final String RULE =
                "800.4d a triggered ability a player who has left the game would control is not put on the stack";

        private RuleVerifier wickedRoleOfP2() {
            return RuleVerifier.rule(RULE).also(LEAVES).given(THREE_PLAYERS,
                    "{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','zone':'battlefield'}",
                    "{'type':'object','id':'w2','token':'Wicked Role','controller':'P2','zone':'battlefield','attachedTo':'b1'}",
                    "{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}");
        }

        @Test
        void the_ability_of_a_player_who_left_never_reaches_the_stack() {
            try (RuleVerifier.Verdict v = wickedRoleOfP2().when("{'type':'pass','player':'P1'}",
                    "{'type':'move','object':'w2','to':'graveyard','by':'external'}",
                    "{'type':'life','player':'P2','delta':-20,'by':'external'}", "{'type':'expect','stack':[]}")) {
                assertThat(v.fired()).isEqualTo(1);
                // the expect line holds: the stack is empty
                assertThat(v.findings()).noneMatch(f -> f.startsWith("expect"));
            }
        }

        @Test
        void stays_silent_when_the_controller_stays_in_the_game() {
            try (RuleVerifier.Verdict v = wickedRoleOfP2().when("{'type':'pass','player':'P1'}",
                    "{'type':'move','object':'w2','to':'graveyard','by':'external'}")) {
                assertThat(v.fired()).isZero();
            }
        }
    }
}
