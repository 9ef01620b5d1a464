package dev.arbiter.rules.combat;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/combat/blocks.drl: declaring blockers (CR 509.1), flying, protection and menace. */
class BlocksDrlTest {

    /** P1's Bears a1 attack P2; P2 has untapped Bears d1. The caller adds objects and the block line. */
    static Table attack(String... objects) {
        Table t = Table.derived().permanent("a1", "Grizzly Bears", "P1").permanent("d1", "Grizzly Bears", "P2");
        t.with(objects);
        return t.with("{'type':'turn','number':3,'active':'P1'}", "{'type':'attack','attackers':{'a1':'P2'}}");
    }

    /** Plays the line (a block line, an attack line): the rule fires on it, and its finding is the only one. */
    static void firesAlone(Table t, String blockLine, String rule, String cr) {
        int at = t.next();
        t.with(blockLine).play();
        assertThat(t.firedAt(at, rule)).isTrue();
        assertThat(t.findings()).containsExactly(cr + " line " + at);
    }

    static String block(String blocker, String attacker) {
        return "{'type':'block','blockers':{'" + blocker + "':'" + attacker + "'}}";
    }

    @Test
    void a_legal_block_has_no_finding() {
        Table t = attack().with(block("d1", "a1")).play();
        assertThat(t.findings()).isEmpty();
        assertThat(t.error()).isNull();
    }

    @Nested
    class OnlyCreatures {
        static final String RULE = "509.1a only a creature on the battlefield can block";

        @Test
        void fires_for_a_noncreature_blocker() {
            Table t = attack("{'type':'object','id':'ds','card':'Doubling Season','owner':'P2','zone':'battlefield'}");
            firesAlone(t, block("ds", "a1"), RULE, "509.1a");
        }

        @Test
        void stays_silent_for_a_creature() {
            assertThat(attack().with(block("d1", "a1")).play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class Untapped {
        static final String RULE = "509.1a a blocking creature must be untapped";

        @Test
        void fires_for_a_tapped_blocker() {
            Table t = attack("{'type':'object','id':'d2','card':'Grizzly Bears','owner':'P2','zone':'battlefield',"
                    + "'tapped':true}");
            firesAlone(t, block("d2", "a1"), RULE, "509.1a");
        }

        @Test
        void stays_silent_for_an_untapped_blocker() {
            assertThat(attack().with(block("d1", "a1")).play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class BlocksAnAttacker {
        static final String RULE = "509.1a a blocking creature blocks an attacking creature";

        @Test
        void fires_for_a_block_on_a_creature_that_is_not_attacking() {
            Table t = attack("{'type':'object','id':'home','card':'Grizzly Bears','owner':'P1','zone':'battlefield'}");
            firesAlone(t, block("d1", "home"), RULE, "509.1a");
        }

        @Test
        void stays_silent_for_a_block_on_an_attacker() {
            assertThat(attack().with(block("d1", "a1")).play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class TheDefendingPlayersCreatures {
        static final String RULE = "509.1a a blocking creature is controlled by the player the blocked creature attacks";

        @Test
        void fires_for_the_attacking_players_creature() {
            Table t = attack("{'type':'object','id':'home','card':'Grizzly Bears','owner':'P1','zone':'battlefield'}");
            firesAlone(t, block("home", "a1"), RULE, "509.1a");
        }

        @Test
        void fires_for_a_creature_of_a_player_the_attacker_is_not_attacking() {
            Table t = Table.derived("P1", "P2", "P3").permanent("a1", "Grizzly Bears", "P1")
                    .permanent("d3", "Grizzly Bears", "P3")
                    .with("{'type':'turn','number':3,'active':'P1'}", "{'type':'attack','attackers':{'a1':'P2'}}");
            int at = t.next();
            t.with(block("d3", "a1")).play();
            assertThat(t.findings()).containsExactly("509.1a line " + at);
        }

        @Test
        void stays_silent_for_the_defending_players_creature() {
            assertThat(attack().with(block("d1", "a1")).play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class Flying {
        static final String RULE = "702.9b a creature with flying can be blocked only by creatures with flying or reach";

        static Table flyer(String... objects) {
            Table t = Table.derived().permanent("cc", "Charmed Clothier", "P1").permanent("d1", "Grizzly Bears", "P2");
            t.with(objects);
            return t.with("{'type':'turn','number':3,'active':'P1'}", "{'type':'attack','attackers':{'cc':'P2'}}");
        }

        @Test
        void fires_for_a_blocker_without_flying_or_reach() {
            Table t = flyer();
            firesAlone(t, block("d1", "cc"), RULE, "702.9b");
        }

        @Test
        void stays_silent_for_a_blocker_with_flying() {
            Table t = flyer("{'type':'object','id':'h','token':'Horror','controller':'P2','zone':'battlefield'}")
                    .with(block("h", "cc")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_a_blocker_with_reach() {
            Table t = flyer("{'type':'object','id':'sp','def':{'name':'Giant Spider','types':['creature'],'power':2,"
                    + "'toughness':4,'abilities':['reach']},'owner':'P2','zone':'battlefield'}")
                    .with(block("sp", "cc")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_the_attacker_lost_flying() {
            Table t = flyer("{'type':'object','id':'tf','card':'Turn to Frog','owner':'P2','zone':'hand'}")
                    .castAndResolve("P2", "tf", "cc").with(block("d1", "cc")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Protection {
        static final String RULE = "702.16f an attacking creature with protection can't be blocked by creatures with that quality";

        /** P1's white knight with protection from red attacks P2, who has a creature of the given color. */
        static Table knightBlockedBy(String color) {
            return Table.derived().with("{'type':'object','id':'k','def':{'name':'Pro-Red Knight','types':['creature'],"
                    + "'colors':['W'],'power':2,'toughness':2,'abilities':['protection from red']},'owner':'P1',"
                    + "'zone':'battlefield'}", "{'type':'object','id':'d','def':{'name':'Blocker','types':['creature'],"
                    + "'colors':['" + color + "'],'power':2,'toughness':2},'owner':'P2','zone':'battlefield'}",
                    "{'type':'turn','number':3,'active':'P1'}", "{'type':'attack','attackers':{'k':'P2'}}");
        }

        @Test
        void fires_for_a_red_blocker() {
            firesAlone(knightBlockedBy("R"), block("d", "k"), RULE, "702.16f");
        }

        @Test
        void stays_silent_for_a_green_blocker() {
            Table t = knightBlockedBy("G").with(block("d", "k")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_only_the_blocker_has_protection() {
            // protection from red on a blocker doesn't stop it from blocking a red attacker (702.16f is the attacker's)
            Table t = Table.derived().with("{'type':'object','id':'r','def':{'name':'Red Attacker','types':['creature'],"
                    + "'colors':['R'],'power':2,'toughness':2},'owner':'P1','zone':'battlefield'}",
                    "{'type':'object','id':'k','def':{'name':'Pro-Red Knight','types':['creature'],'colors':['W'],"
                    + "'power':2,'toughness':2,'abilities':['protection from red']},'owner':'P2','zone':'battlefield'}",
                    "{'type':'turn','number':3,'active':'P1'}", "{'type':'attack','attackers':{'r':'P2'}}",
                    block("k", "r")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Menace {
        static final String RULE = "702.111b a creature with menace can't be blocked except by two or more creatures";

        static Table witch() {
            return Table.derived().permanent("cw", "Conceited Witch", "P1").permanent("d1", "Grizzly Bears", "P2")
                    .permanent("d2", "Grizzly Bears", "P2")
                    .with("{'type':'turn','number':3,'active':'P1'}", "{'type':'attack','attackers':{'cw':'P2'}}");
        }

        @Test
        void fires_once_for_a_single_blocker() {
            Table t = witch();
            int at = t.next();
            t.with(block("d1", "cw")).play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.findings()).containsExactly("702.111b line " + at);
        }

        @Test
        void stays_silent_for_two_blockers() {
            Table t = witch().with("{'type':'block','blockers':{'d1':'cw','d2':'cw'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_unblocked() {
            Table t = witch().with("{'type':'damage','combat':true,'deals':[{'source':'cw','to':'P2','amount':2}]}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }
}
