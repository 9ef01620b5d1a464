package dev.arbiter.rules.casting;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/casting/land_plays.drl: the play line's special action, one land a turn in its player's main phase (305). */
class LandPlaysDrlTest {

    static final String FOREST = "{'type':'object','id':'%s','def':{'name':'Forest','types':['land']},'owner':'%s',"
            + "'zone':'hand'}";

    static Table forests(String... idsAndOwners) {
        Table t = Table.derived();
        for (int i = 0; i < idsAndOwners.length; i += 2) {
            t.with(FOREST.formatted(idsAndOwners[i], idsAndOwners[i + 1]));
        }
        return t;
    }

    static String play(String player, String card) {
        return "{'type':'play','player':'" + player + "','card':'" + card + "'}";
    }

    @Nested
    class Timing {
        static final String RULE = "305.1 a land is played only in its controller's own main phase while the stack is empty";

        @Test
        void fires_in_the_upkeep() {
            Table t = forests("f1", "P1").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'step','step':'upkeep'}");
            int at = t.next();
            t.with(play("P1", "f1")).play();
            assertThat(t.findings()).containsExactly("305.1 line " + at);
            assertThat(t.object("f1").zone()).isEqualTo("battlefield");
        }

        @Test
        void fires_on_the_opponents_turn() {
            Table t = forests("f2", "P2").main1();
            int at = t.next();
            t.with(play("P2", "f2")).play();
            assertThat(t.firedAt(at, RULE)).isTrue();
        }

        @Test
        void fires_while_a_spell_is_on_the_stack() {
            Table t = forests("f1", "P1").inHand("s", "Shock", "P1").main1().cast("P1", "s", "P2");
            int at = t.next();
            t.with(play("P1", "f1")).resolve().play();
            assertThat(t.firedAt(at, RULE)).isTrue();
        }

        @Test
        void stays_silent_in_the_players_main_phases() {
            Table t = forests("f1", "P1", "f2", "P1").main1().with(play("P1", "f1"),
                    "{'type':'turn','number':2,'active':'P2'}", "{'type':'turn','number':3,'active':'P1'}",
                    "{'type':'step','step':'main2'}", play("P1", "f2")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class OnlyLands {
        static final String RULE = "305.1 only a land card is played as a land";

        @Test
        void fires_for_a_creature_card() {
            Table t = Table.derived().inHand("b", "Grizzly Bears", "P1").main1();
            int at = t.next();
            t.with(play("P1", "b")).play();
            assertThat(t.findings()).containsExactly("305.1 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_a_land() {
            Table t = forests("f1", "P1").main1().with(play("P1", "f1")).play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class OneATurn {
        static final String RULE = "305.2 a player plays at most one land a turn";

        @Test
        void fires_for_the_second_land_of_a_turn() {
            Table t = forests("f1", "P1", "f2", "P1").main1().with(play("P1", "f1"), "{'type':'step','step':'main2'}");
            int at = t.next();
            t.with(play("P1", "f2")).play();
            assertThat(t.findings()).containsExactly("305.2 line " + at);
        }

        @Test
        void stays_silent_for_one_land_in_each_of_two_turns() {
            Table t = forests("f1", "P1", "f2", "P1").main1().with(play("P1", "f1"),
                    "{'type':'turn','number':2,'active':'P2'}", "{'type':'turn','number':3,'active':'P1'}",
                    "{'type':'step','step':'main1'}", play("P1", "f2")).play();
            assertThat(t.fired(RULE)).isFalse();
        }

        @Test
        void stays_silent_for_a_land_put_onto_the_battlefield_by_an_effect() {
            Table t = forests("f1", "P1", "f2", "P1").main1().with(play("P1", "f1"),
                    "{'type':'move','object':'f2','to':'battlefield','by':'external'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("f2").zone()).isEqualTo("battlefield");
        }
    }
}
