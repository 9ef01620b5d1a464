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
    class UntouchedRolePutAway {
        static final String RULE = "704.5y the log puts away a Role the action does not touch and keeps the older Role it removes";

        /** As rage(), with P2's Royal Role r2 on the Bears too: the action removes P1's older Cursed Role only. */
        static Table rageBesideAnOpponentsRole() {
            return Table.recorded().permanent("b1", "Grizzly Bears", "P1").role("t1", "Cursed Role", "P1", "b1")
                    .role("r2", "Royal Role", "P2", "b1").with(MR).main1().cast("P1", "mr", "b1")
                    .resolve().with(EFFECT, MONSTER, TO_GY);
        }

        @Test
        void reports_once_at_the_move_of_the_other_players_role() {
            Table t = rageBesideAnOpponentsRole();
            int wrong = t.next();
            t.with("{'type':'move','object':'r2','from':'battlefield','to':'graveyard','cause':'sba'}",
                   "{'type':'cease','object':'r2'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5y line " + wrong);
            assertThat(t.findingDetails().get(0).message()).contains("r2 there instead (P2's Role on b1")
                    .doesNotContain("most recent timestamp");
        }

        @Test
        void stays_silent_when_the_log_puts_away_the_newer_role_of_the_same_player() {
            Table t = rageBesideAnOpponentsRole().with(
                    "{'type':'move','object':'t2','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'t2'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.fired(NewerPutAway.RULE)).isTrue();
            assertThat(t.findings()).hasSize(1);
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

        /**
         * The log leaves out the state-based move of its older Wicked Role, but its next line puts the Role's trigger
         * on the stack and it records the life loss: its game made the move, and only the move's lines are missing.
         * One finding, not three (the trigger line and the life loss were reported as well).
         */
        @Test
        void stays_silent_when_the_next_line_puts_that_trigger_on_the_stack() {
            Table t = Table.recorded().permanent("b1", "Grizzly Bears", "P1").role("t1", "Wicked Role", "P1", "b1")
                    .with(MR).main1().cast("P1", "mr", "b1");
            int resolve = t.next();
            t.resolve().with(EFFECT, MONSTER, TO_GY, "{'type':'trigger','source':'t1','controller':'P1'}",
                    "{'type':'resolve','object':'t1'}", "{'type':'life','player':'P2','delta':-1,'by':'t1'}",
                    "{'type':'expect','player':'P2','life':19}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("704.5y line " + resolve);
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

    @Nested
    class AbilityLeftOffAfterAMoveNeverMade {
        static final String RULE =
                "603.10a an ability left off after a move only the rules made is part of the mistake reported";

        @Test
        void drops_the_excused_ability_when_the_log_goes_on_without_it() {
            Table t = animatedLand().with("{'type':'step','step':'cleanup'}", "{'type':'turn','number':2,'active':'P2'}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).noneMatch(f -> f.startsWith("603.3"));
        }

        /**
         * Two Wicked Roles' state-based moves left out: the trigger lines that follow name the first Role, then the
         * second; the second ability, excused when the next line named the first, waits for its own line.
         */
        @Test
        void stays_silent_when_a_later_trigger_line_puts_the_ability_on_the_stack() {
            Table t = Table.recorded().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P1")
                    .role("w1", "Wicked Role", "P1", "b1").role("w2", "Wicked Role", "P1", "b2")
                    .with("{'type':'object','id':'mu','card':'Murder','owner':'P2','zone':'hand'}").main1()
                    .cast("P2", "mu", "b1");
            int resolve = t.next();
            t.resolve().with("{'type':'move','object':'b1','from':'battlefield','to':'graveyard','cause':'effect',"
                            + "'by':'mu'}", "{'type':'move','object':'b2','from':'battlefield','to':'graveyard',"
                            + "'by':'external'}", "{'type':'trigger','source':'w1','controller':'P1'}",
                    "{'type':'trigger','source':'w2','controller':'P1'}", "{'type':'resolve','object':'w2'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'w2'}", "{'type':'resolve','object':'w1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'w1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("704.5m line " + resolve, "704.5m line " + resolve);
            assertThat(t.player("P2").life()).isEqualTo(18);
        }
    }

    @Nested
    class TokenRecordedEarly {
        static final String RULE = "111.2 a token the log recorded a step early is the one the rules make when its maker acts";
        static final String WICKED = "{'type':'create_token','id':'w1','token':'Wicked Role','controller':'P1','attachedTo':'b1','by':'wm'}";
        static final String WM_TO_GY = "{'type':'move','object':'wm','from':'stack','to':'graveyard','cause':'resolve'}";

        /** Recorded: P1 casts Witch's Mark on their Bears; the next line is the one after the cast. */
        Table witchsMark() {
            return Table.recorded().permanent("b1", "Grizzly Bears", "P1").with(WM).main1().cast("P1", "wm", "b1");
        }

        @Test
        void takes_the_token_the_rules_make_for_the_one_the_log_created_early() {
            Table t = witchsMark();
            int early = t.next();
            t.with(WICKED, "{'type':'resolve','object':'wm','choices':{'discard':null}}", WM_TO_GY,
                    "{'type':'expect','object':'w1','zone':'battlefield'}",
                    "{'type':'expect','object':'b1','power':3,'toughness':3}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2 line " + early);
        }

        @Test
        void stays_silent_when_the_log_records_the_token_where_it_is_made() {
            Table t = witchsMark().with("{'type':'resolve','object':'wm','choices':{'discard':null}}", WICKED, WM_TO_GY)
                    .play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_the_early_token_is_another_one() {
            Table t = witchsMark();
            int early = t.next();
            t.with(WICKED.replace("Wicked Role", "Monster Role"), "{'type':'resolve','object':'wm','choices':{'discard':null}}");
            int resolve = t.next() - 1;
            t.with(WM_TO_GY).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("601.2 line " + early, "608.2c line " + resolve);
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
        void reports_a_role_created_though_no_creature_was_chosen() {
            Table t = Table.recorded().permanent("b1", "Grizzly Bears", "P1").with(WM).main1()
                    .with("{'type':'cast','player':'P1','card':'wm','targets':[]}",
                            "{'type':'resolve','choices':{'discard':null}}",
                            "{'type':'move','object':'wm','from':'stack','to':'graveyard','cause':'resolve'}");
            int create = t.next();
            t.with("{'type':'create_token','id':'wm/1','token':'Wicked Role','controller':'P1','attachedTo':'b1','by':'wm'}").play();
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

    static final String WM = "{'type':'object','id':'wm','card':'Witch\\u0027s Mark','owner':'P1','zone':'hand'}";

    /**
     * Recorded: P1's Bears with an older Monster Role; Witch's Mark makes a Wicked Role wm/1 on them, and the log's
     * state-based action puts the newer wm/1 into the graveyard (704.5y keeps the newest).
     */
    static Table wickedPutAway() {
        return Table.recorded().permanent("b1", "Grizzly Bears", "P1").role("t1", "Monster Role", "P1", "b1").with(WM)
                .main1().cast("P1", "wm", "b1").with("{'type':'resolve','choices':{'discard':null}}",
                        "{'type':'create_token','id':'wm/1','token':'Wicked Role','controller':'P1','attachedTo':'b1','by':'wm'}",
                        "{'type':'move','object':'wm','from':'stack','to':'graveyard','cause':'resolve'}",
                        "{'type':'move','object':'wm/1','from':'battlefield','to':'graveyard','cause':'sba'}",
                        "{'type':'cease','object':'wm/1'}");
    }

    @Nested
    class TriggerOfTheLogsOwnMove {
        static final String RULE = "603.10a a trigger line for a Wicked Role the log alone put into a graveyard follows from that reported move";

        @Test
        void admits_the_trigger_and_checks_its_resolution() {
            Table t = wickedPutAway();
            int move = t.next() - 2;
            t.with("{'type':'trigger','source':'wm/1'}", "{'type':'resolve','object':'wm/1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'wm/1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).containsExactly("704.5y line " + move);
        }

        @Test
        void still_checks_what_the_resolution_does() {
            Table t = wickedPutAway();
            t.with("{'type':'trigger','source':'wm/1'}", "{'type':'resolve','object':'wm/1'}");
            int life = t.next();
            t.with("{'type':'life','player':'P2','delta':-2,'by':'wm/1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).contains("608.2c line " + life);
        }

        @Test
        void stays_silent_for_a_trigger_line_of_a_role_the_log_left_in_place() {
            Table t = rage().resolve().with(EFFECT, MONSTER, TO_GY,
                    "{'type':'move','object':'t1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'t1'}", "{'type':'trigger','source':'t2'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("603.2 "));
        }
    }

    @Nested
    class LateTriggerOfAnExcusedAbility {
        static final String RULE =
                "603.10a a trigger line for a Wicked Role the log put into a graveyard after the rules did is the excused one";
        static final String MURDER = "{'type':'object','id':'mu','card':'Murder','owner':'P2','zone':'hand'}";

        /**
         * Recorded: Monstrous Rage's Monster Role joins P1's Wicked Role w1 and the log leaves w1 on the Bears (704.5y,
         * reported); P2's Murder then kills the Bears, and the log puts both Roles into the graveyard.
         */
        static Table wickedLeftThenMurder() {
            return Table.recorded().permanent("b1", "Grizzly Bears", "P1").role("w1", "Wicked Role", "P1", "b1")
                    .with(MR, MURDER).main1().cast("P1", "mr", "b1").resolve().with(EFFECT, MONSTER, TO_GY)
                    .cast("P2", "mu", "b1").resolve().with(
                            "{'type':'move','object':'b1','from':'battlefield','to':'graveyard','by':'mu'}",
                            "{'type':'move','object':'mu','from':'stack','to':'graveyard','cause':'resolve'}",
                            "{'type':'move','object':'w1','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'move','object':'t2','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'cease','object':'w1'}", "{'type':'cease','object':'t2'}");
        }

        @Test
        void the_logs_trigger_line_then_is_the_ability_excused_before() {
            Table t = wickedLeftThenMurder().with("{'type':'trigger','source':'w1','controller':'P1'}",
                    "{'type':'resolve','object':'w1'}", "{'type':'life','player':'P2','delta':-1,'by':'w1'}",
                    "{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("704.5y "));
        }

        @Test
        void stays_silent_for_a_trigger_line_of_a_role_the_log_never_moved() {
            // the log leaves w1 on the battlefield and still writes its trigger: nothing put it into a graveyard
            Table t = Table.recorded().permanent("b1", "Grizzly Bears", "P1").role("w1", "Wicked Role", "P1", "b1")
                    .with(MR).main1().cast("P1", "mr", "b1").resolve().with(EFFECT, MONSTER, TO_GY,
                            "{'type':'pass','player':'P1'}", "{'type':'trigger','source':'w1','controller':'P1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).hasSize(2);
        }
    }

    @Nested
    class ExpectLineOfTheLogsOwnGame {
        static final String RULE =
                "603.10a an expect line that differs only in objects the log and the rules already disagree about is part of that mistake";

        @Test
        void what_the_log_says_its_creature_has_attached_after_the_wrong_role_was_put_away() {
            // the log kept the older t1 and put wm/1 away (704.5y); in its game the Bears have t1 attached
            Table t = wickedPutAway();
            int move = t.next() - 2;
            t.with("{'type':'trigger','source':'wm/1'}", "{'type':'resolve','object':'wm/1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'wm/1'}",
                    "{'type':'expect','object':'b1','attached':['t1']}", "{'type':'expect','object':'t1','zone':'battlefield'}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5y line " + move);
        }

        @Test
        void stays_silent_for_a_difference_no_reported_mistake_accounts_for() {
            Table t = wickedPutAway().with("{'type':'trigger','source':'wm/1'}", "{'type':'resolve','object':'wm/1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'wm/1'}");
            int expect = t.next();
            t.with("{'type':'expect','object':'b1','power':7}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).contains("expect line " + expect);
        }
    }

    @Nested
    class LaterLinesOfADivergedObject {
        static final String RULE = "603.10a what the log and the rules do later with an object they already disagree about is part of that mistake";
        static final String MURDER = "{'type':'object','id':'mu','card':'Murder','owner':'P1','zone':'hand'}";

        @Test
        void explains_the_other_roles_later_moves() {
            Table t = wickedPutAway().with("{'type':'trigger','source':'wm/1'}", "{'type':'resolve','object':'wm/1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'wm/1'}", MURDER).cast("P1", "mu", "b1").resolve()
                    .with("{'type':'move','object':'b1','from':'battlefield','to':'graveyard','by':'mu'}",
                            "{'type':'move','object':'mu','from':'stack','to':'graveyard','cause':'resolve'}",
                            "{'type':'move','object':'t1','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'cease','object':'t1'}", "{'type':'pass','player':'P1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("704.5y "));
        }

        @Test
        void explains_what_the_log_does_later_with_an_outside_role_the_rules_refused() {
            // an outside effect's Role on a noncreature (303.4i): the log's game has it, puts it away and triggers it;
            // these were "unknown object t1", a log error losing the finding
            Table t = Table.recorded().permanent("ds", "Doubling Season", "P1").main1();
            int create = t.next();
            t.with("{'type':'create_token','id':'t1','token':'Wicked Role','controller':'P1','attachedTo':'ds','by':'external'}",
                    "{'type':'move','object':'t1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'trigger','source':'t1'}", "{'type':'resolve','object':'t1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'t1'}",
                    "{'type':'move','object':'t1','from':'graveyard','to':'exile','by':'external'}",
                    "{'type':'pass','player':'P1'}").play();
            assertThat(t.error()).isNull();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("303.4i line " + create);
        }

        @Test
        void stays_silent_when_the_log_and_the_rules_agree() {
            Table t = rage().resolve().with(EFFECT, MONSTER, TO_GY,
                    "{'type':'move','object':'t1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'t1'}", MURDER).cast("P1", "mu", "b1").resolve()
                    .with("{'type':'move','object':'b1','from':'battlefield','to':'graveyard','by':'mu'}",
                            "{'type':'move','object':'mu','from':'stack','to':'graveyard','cause':'resolve'}",
                            "{'type':'move','object':'t2','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'cease','object':'t2'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class PhasedOutRole {
        static final String RULE = "702.26b the log applies a state-based action to a phased-out permanent, which is treated as though it does not exist";

        /**
         * Recorded, in P2's turn (P1's Role phased out on its own would phase in in P1's untap step, 702.26a): P1's
         * Monstrous Rage on P1's Bears, whose Wicked Role w1 is phased out.
         */
        static Table phased(String... after) {
            return Table.recorded().permanent("b1", "Grizzly Bears", "P1")
                    .with("{'type':'object','id':'w1','token':'Wicked Role','controller':'P1','zone':'battlefield','attachedTo':'b1','phasedOut':true}", MR)
                    .with("{'type':'turn','number':2,'active':'P2'}", "{'type':'step','step':'main1'}",
                            "{'type':'draw','player':'P2','count':1}")
                    .cast("P1", "mr", "b1").resolve().with(EFFECT, MONSTER, TO_GY).with(after);
        }

        @Test
        void reports_the_move_once_and_admits_its_trigger() {
            Table t = phased();
            int move = t.next();
            t.with("{'type':'move','object':'w1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'w1'}", "{'type':'trigger','source':'w1'}",
                    "{'type':'resolve','object':'w1'}", "{'type':'life','player':'P2','delta':-1,'by':'w1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).containsExactly("702.26b line " + move);
        }

        @Test
        void stays_silent_when_the_log_leaves_the_phased_out_role_alone() {
            Table t = phased("{'type':'pass','player':'P1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class TriggerOfALogOnlyObject {
        static final String RULE = "603.10a a trigger line for an object only the log's game has follows from the mistake that made it";
        static final String EFFECTS = "603.10a what the log says an object only its own game has did is part of the mistake that made it";

        /** Recorded: Witch's Mark on P2's Bears (601.2c); the log makes the Role anyway, and the Bears die. */
        static Table logOnlyRole(String... after) {
            return Table.recorded().permanent("x", "Grizzly Bears", "P2").with(WM)
                    .main1().with("{'type':'cast','player':'P1','card':'wm','targets':[['x']]}",
                            "{'type':'resolve','choices':{'discard':null}}",
                            "{'type':'create_token','id':'wm/1','token':'Wicked Role','controller':'P1','attachedTo':'x','by':'wm'}",
                            "{'type':'move','object':'wm','from':'stack','to':'graveyard','cause':'resolve'}",
                            "{'type':'pass','player':'P1'}",
                            "{'type':'move','object':'x','from':'battlefield','to':'graveyard','by':'external'}",
                            "{'type':'move','object':'wm/1','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'cease','object':'wm/1'}").with(after);
        }

        @Test
        void reads_the_trigger_and_its_resolution_on_the_logs_stack_alone() {
            Table t = logOnlyRole("{'type':'trigger','source':'wm/1'}", "{'type':'resolve','object':'wm/1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'wm/1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired(EFFECTS)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("601.2c "));
            assertThat(t.player("P2").life()).isEqualTo(20);
        }

        @Test
        void stays_silent_without_a_trigger_line() {
            Table t = logOnlyRole().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.fired(EFFECTS)).isFalse();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("601.2c "));
        }
    }
    @Nested
    class StateBasedActionBesideALogOnlyRole {
        static final String RULE = "704.5y the log's state-based action on a Role beside a Role only the log created is part of that mistake";
        static final String DS = "{'type':'object','id':'ds','card':'Doubling Season','owner':'P2','zone':'battlefield'}";

        /**
         * Recorded: P1's Monstrous Rage on P2's Bears x1, beside P2's Doubling Season, which doesn't double P1's
         * tokens; the log makes a second Monster Role anyway (608.2c), on {@code extraOn}, then puts the first one
         * into the graveyard as a state-based action.
         */
        static Table doubled(String extraOn) {
            return Table.recorded().permanent("x1", "Grizzly Bears", "P2").permanent("x2", "Grizzly Bears", "P2")
                    .with(DS, MR).main1().cast("P1", "mr", "x1").resolve().with(
                            "{'type':'effect','object':'x1','modifyPT':[2,0],'until':'end_of_turn','by':'mr'}",
                            "{'type':'create_token','id':'mr/1','token':'Monster Role','controller':'P1','attachedTo':'x1','by':'mr'}",
                            "{'type':'create_token','id':'mr/2','token':'Monster Role','controller':'P1','attachedTo':'"
                                    + extraOn + "','by':'mr'}", TO_GY,
                            "{'type':'move','object':'mr/1','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'cease','object':'mr/1'}");
        }

        @Test
        void takes_the_move_as_part_of_the_extra_role_reported_once() {
            Table t = doubled("x1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("608.2c "));
        }

        @Test
        void stays_silent_when_the_extra_role_is_on_another_permanent() {
            Table t = doubled("x2").play();
            assertThat(t.fired(RULE)).isFalse();
            // the extra Role, and the move as a second mistake: nothing in either game puts mr/1 away
            assertThat(t.findings()).hasSize(2).allMatch(f -> f.startsWith("608.2c "));
        }
    }
    @Nested
    class StateBasedActionLeftOutForARoleGivenToAnother {
        static final String RULE = "704.5y a state-based action the log leaves out because it gave the newer Role to another player is part of that mistake";

        /** Recorded: P1's Bears with P1's Wicked Role w1; Monstrous Rage's Monster Role recorded as {@code whose}. */
        static Table monsterRoleOf(String whose) {
            return Table.recorded().permanent("b1", "Grizzly Bears", "P1")
                    .with("{'type':'object','id':'w1','token':'Wicked Role','controller':'P1','zone':'battlefield','attachedTo':'b1'}", MR)
                    .main1().cast("P1", "mr", "b1").resolve().with(EFFECT,
                            "{'type':'create_token','id':'mr/1','token':'Monster Role','controller':'" + whose
                                    + "','attachedTo':'b1','by':'mr'}", TO_GY, "{'type':'pass','player':'P1'}");
        }

        @Test
        void reports_the_wrong_controller_once() {
            Table t = monsterRoleOf("P2").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("111.2 "));
        }

        @Test
        void stays_silent_when_the_log_gives_the_role_to_its_player_and_leaves_the_action_out() {
            Table t = monsterRoleOf("P1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("704.5y "));
        }
    }
    @Nested
    class StateBasedMoveToAnotherZone {
        static final String RULE = "704.3 a state-based move recorded to another zone is one mistake";

        /** Recorded: the Monster Role t2 replaces P1's Cursed Role t1, which the log moves to {@code zone}. */
        static Table replaced(String zone) {
            return rage().resolve().with(EFFECT, MONSTER, TO_GY,
                    "{'type':'move','object':'t1','from':'battlefield','to':'" + zone + "','cause':'sba'}",
                    "{'type':'cease','object':'t1'}", "{'type':'pass','player':'P1'}");
        }

        @Test
        void reports_the_zone_once_under_the_rule_of_the_action() {
            Table t = replaced("exile").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("704.5y "));
            assertThat(t.findingDetails().get(0).message()).endsWith("puts it into its owner's graveyard");
        }

        @Test
        void stays_silent_for_the_graveyard() {
            Table t = replaced("graveyard").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class ChosenRolePutAway {
        static final String RULE = "704.5y the log puts the Role its controller chose to keep into the graveyard and keeps another";
        static final String DS = "{'type':'object','id':'ds','card':'Doubling Season','owner':'P1','zone':'battlefield'}";
        static final String TOKEN = "{'type':'create_token','id':'%s','token':'Monster Role','controller':'P1','attachedTo':'b1','by':'mr'}";

        /** Recorded: P1's Doubling Season doubles Monstrous Rage's Role on P1's Bears; {@code resolve} is the line. */
        Table doubled(String resolve) {
            return Table.recorded().with(DS).permanent("b1", "Grizzly Bears", "P1").with(MR).main1()
                    .cast("P1", "mr", "b1").with(resolve, EFFECT, TOKEN.formatted("r1"), TOKEN.formatted("r2"), TO_GY);
        }

        static String sbaMove(String role) {
            return "{'type':'move','object':'" + role + "','from':'battlefield','to':'graveyard','cause':'sba'}";
        }

        @Test
        void reports_the_move_of_the_role_chosen_in_the_resolve_line() {
            Table t = doubled("{'type':'resolve','object':'mr','choices':{'keep':'r2'}}");
            int wrong = t.next();
            t.with(sbaMove("r2"), "{'type':'cease','object':'r2'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5y line " + wrong);
            assertThat(t.findingDetails().get(0).message())
                    .isEqualTo("P1 chose to keep r2 of the Roles that became attached at the same time, but the"
                            + " state-based action put r2 into the graveyard and kept r1");
        }

        @Test
        void reports_the_move_of_the_role_chosen_in_a_choose_line() {
            Table t = doubled("{'type':'resolve','object':'mr'}").with("{'type':'choose','player':'P1','keep':'r2'}");
            int wrong = t.next();
            t.with(sbaMove("r2"), "{'type':'cease','object':'r2'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5y line " + wrong);
        }

        @Test
        void stays_silent_when_the_log_puts_away_the_role_not_chosen() {
            Table t = doubled("{'type':'resolve','object':'mr','choices':{'keep':'r2'}}")
                    .with(sbaMove("r1"), "{'type':'cease','object':'r1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_the_log_states_no_choice_and_its_move_is_its_answer() {
            Table t = doubled("{'type':'resolve','object':'mr'}").with(sbaMove("r2"), "{'type':'cease','object':'r2'}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class AuraMoveOfAHostLeftOut {
        static final String RULE = "704.5m an Aura's state-based move the log leaves out because it left out its host's is part of that mistake";

        /** Recorded: P2 Shocks P1's Bears, a 1/1 under P1's Cursed Role r1; the resolve line is next. */
        Table shock() {
            return Table.recorded().permanent("c1", "Grizzly Bears", "P1").role("r1", "Cursed Role", "P1", "c1")
                    .inHand("c4", "Shock", "P2").main1().cast("P2", "c4", "c1");
        }

        @Test
        void reports_the_creature_left_alive_once() {
            Table t = shock();
            int resolve = t.next();
            t.resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5g line " + resolve);
        }

        @Test
        void stays_silent_when_the_log_records_the_creatures_death_and_leaves_out_the_role() {
            Table t = shock();
            int resolve = t.next();
            t.resolve().with("{'type':'move','object':'c1','from':'battlefield','to':'graveyard','cause':'sba'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("704.5m line " + resolve);
        }
    }
}
