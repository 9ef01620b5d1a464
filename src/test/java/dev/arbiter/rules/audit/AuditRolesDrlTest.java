package dev.arbiter.rules.audit;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/audit/roles.drl: recorded logs that get Roles wrong, each mistake reported once under its rule. */
class AuditRolesDrlTest {
    static final String MR = "{'type':'object','id':'mr','card':'Monstrous Rage','owner':'P1','zone':'hand'}";
    static final String EFFECT = "{'type':'effect','object':'b1','modifyPT':[2,0],'until':'end_of_turn','by':'mr'}";
    static final String MONSTER = "{'type':'create_token','id':'t2','token':'Monster Role','controller':'P1','attachedTo':'b1','by':'mr'}";
    static final String TO_GY = "{'type':'move','object':'mr','from':'stack','to':'graveyard','cause':'resolve'}";

    /** Recorded: P1's Bears with P1's Cursed Role t1; P1 casts Monstrous Rage on them; the resolve line is next. */
    static Table rage() {
        return Table.recorded().permanent("b1", "Grizzly Bears", "P1").role("t1", "Cursed Role", "P1", "b1").with(MR)
                .main1().cast("P1", "mr", "b1");
    }

    @Nested
    class TwoRolesKept {
        static final String RULE = "704.5y the log keeps two Roles one player controls on a permanent past a state-based-action check";

        @Test
        void reports_the_missing_state_based_action_once_at_the_action() {
            Table t = rage();
            int resolve = t.next();
            t.resolve().with(EFFECT, MONSTER, TO_GY).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5y line " + resolve);
        }

        @Test
        void stays_silent_when_the_log_records_it() {
            Table t = rage().resolve().with(EFFECT, MONSTER, TO_GY,
                    "{'type':'move','object':'t1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'t1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_in_a_derived_log() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("t1", "Cursed Role", "P1", "b1").with(MR)
                    .main1().castAndResolve("P1", "mr", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class NewerPutAway {
        static final String RULE = "704.5y the log puts the newest Role into the graveyard and keeps an older one";

        @Test
        void reports_once_at_the_wrong_move() {
            Table t = rage().resolve().with(EFFECT, MONSTER, TO_GY);
            int wrong = t.next();
            t.with("{'type':'move','object':'t2','from':'battlefield','to':'graveyard','cause':'sba'}",
                   "{'type':'cease','object':'t2'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5y line " + wrong);
        }

        @Test
        void stays_silent_when_the_older_is_put_away() {
            Table t = rage().resolve().with(EFFECT, MONSTER, TO_GY,
                    "{'type':'move','object':'t1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'t1'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class CeaseGoesWithTheMove {
        static final String RULE = "704.5d a token's ceasing to exist goes with the reported move that took it off the battlefield";

        @Test
        void explains_the_missing_cease_of_the_role_the_log_never_moved() {
            Table t = rage().resolve().with(EFFECT, MONSTER, TO_GY).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1);
        }

        @Test
        void stays_silent_when_nothing_is_missing() {
            Table t = rage().resolve().with(EFFECT, MONSTER, TO_GY,
                    "{'type':'move','object':'t1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'t1'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    /** Recorded: a land animated until end of turn carries P1's Wicked Role; the log goes to cleanup. */
    static Table animatedLand() {
        return Table.recorded().with("{'type':'object','id':'l1','def':{'name':'Land','types':['land']},'owner':'P1','zone':'battlefield'}")
                .main1().with("{'type':'pass','player':'P1'}",
                        "{'type':'effect','object':'l1','becomeCreature':[3,3],'until':'end_of_turn','by':'external'}",
                        "{'type':'create_token','id':'w1','token':'Wicked Role','controller':'P1','attachedTo':'l1','by':'external'}");
    }

    @Nested
    class AuraKept {
        static final String RULE = "704.5m the log keeps an Aura attached to an illegal object past a state-based-action check";

        @Test
        void reports_the_role_kept_on_a_land_once() {
            Table t = animatedLand();
            int cleanup = t.next();
            t.with("{'type':'step','step':'cleanup'}", "{'type':'turn','number':2,'active':'P2'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5m line " + cleanup);
        }

        @Test
        void stays_silent_when_the_log_records_the_role_falling_off() {
            Table t = animatedLand().with("{'type':'step','step':'cleanup'}",
                    "{'type':'move','object':'w1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'w1'}", "{'type':'trigger','source':'w1'}", "{'type':'resolve'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'w1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class TriggerOfAMoveNeverMade {
        static final String RULE = "603.10a a trigger from a state-based move the log did not make is part of the mistake already reported";

        @Test
        void drops_the_wicked_trigger_the_logs_game_never_had() {
            Table t = animatedLand().with("{'type':'step','step':'cleanup'}", "{'type':'turn','number':2,'active':'P2'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).doesNotContain("603.3 line 13");
            assertThat(t.findings()).hasSize(1);
        }

        @Test
        void stays_silent_for_a_role_that_is_not_wicked() {
            Table t = Table.recorded().with("{'type':'object','id':'l1','def':{'name':'Land','types':['land']},'owner':'P1','zone':'battlefield'}")
                    .main1().with("{'type':'pass','player':'P1'}",
                            "{'type':'effect','object':'l1','becomeCreature':[3,3],'until':'end_of_turn','by':'external'}",
                            "{'type':'create_token','id':'w1','token':'Royal Role','controller':'P1','attachedTo':'l1','by':'external'}",
                            "{'type':'step','step':'cleanup'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    /** Recorded: Monstrous Rage on Azorius First-Wing; the log creates the Monster Role anyway. */
    static Table roleOnFirstWing() {
        return Table.recorded().permanent("f1", "Azorius First-Wing", "P1").with(MR).main1().cast("P1", "mr", "f1").resolve()
                .with("{'type':'effect','object':'f1','modifyPT':[2,0],'until':'end_of_turn','by':'mr'}", TO_GY);
    }

    @Nested
    class TokenThatCannotExist {
        static final String RULE = "303.4i the log creates an Aura token attached to something it could not legally enchant";

        @Test
        void reports_the_creation() {
            Table t = roleOnFirstWing();
            int create = t.next();
            t.with("{'type':'create_token','id':'t9','token':'Monster Role','controller':'P1','attachedTo':'f1','by':'mr'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("303.4i line " + create);
        }

        @Test
        void stays_silent_when_the_log_creates_nothing() {
            Table t = roleOnFirstWing().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class LaterLinesOfThatToken {
        static final String RULE = "303.4i what the log records of a token that was never created is part of the same mistake";

        @Test
        void explains_the_logs_state_based_move_of_the_token() {
            Table t = roleOnFirstWing().with(
                    "{'type':'create_token','id':'t9','token':'Monster Role','controller':'P1','attachedTo':'f1','by':'mr'}",
                    "{'type':'move','object':'t9','from':'battlefield','to':'graveyard','cause':'sba'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1);
        }

        @Test
        void stays_silent_when_the_log_says_nothing_more_of_it() {
            Table t = roleOnFirstWing().with(
                    "{'type':'create_token','id':'t9','token':'Monster Role','controller':'P1','attachedTo':'f1','by':'mr'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
