package dev.arbiter.rules.sba;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/sba/roles.drl: 704.5y (303.7a) by timestamps, and ties between Roles that arrived together (613.7m). */
class RolesSbaDrlTest {
    static final String DS = "{'type':'object','id':'ds','card':'Doubling Season','owner':'P1','zone':'battlefield'}";
    static final String WM = "{'type':'object','id':'wm','card':'Witch\\u0027s Mark','owner':'P1','zone':'hand'}";
    static final String RESOLVE_WM = "{'type':'resolve','object':'wm','choices':{'discard':null}}";

    /** Doubling Season and Witch's Mark on P1's Bears: two Wicked Roles arrive together. */
    static Table tie() {
        return Table.derived().with(DS, WM).permanent("b1", "Grizzly Bears", "P1").main1().cast("P1", "wm", "b1")
                .with(RESOLVE_WM);
    }

    @Nested
    class KeepTheNewest {
        static final String RULE = "704.5y keep only the newest Role each player controls on a permanent";

        @Test
        void puts_the_older_of_one_players_two_roles_into_its_owners_graveyard() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P2").role("r1", "Cursed Role", "P1", "b1")
                    .role("r2", "Monster Role", "P1", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("r1")).isNull();
            assertThat(t.object("b1").attached()).containsExactly("r2");
            assertThat(t.outcomes()).anyMatch(o -> o.contains("\"object\":\"r1\"") && o.contains("\"cause\":\"sba\""));
        }

        @Test
        void decides_by_timestamp_and_a_later_attachment_makes_a_role_newest() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P1")
                    .role("r1", "Cursed Role", "P1", "b1").role("r2", "Monster Role", "P1", "b2")
                    .with("{'type':'pass','player':'P1'}", "{'type':'attach','object':'r1','to':'b2','by':'external'}")
                    .play();
            assertThat(t.object("r2")).isNull();
            assertThat(t.object("b2").attached()).containsExactly("r1");
        }

        @Test
        void stays_silent_for_roles_of_different_controllers() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Cursed Role", "P2", "b1")
                    .role("r2", "Monster Role", "P1", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").attached()).containsExactly("r1", "r2");
        }

        @Test
        void stays_silent_for_roles_of_one_player_on_different_creatures() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P1")
                    .role("r1", "Cursed Role", "P1", "b1").role("r2", "Monster Role", "P1", "b2").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class TieWaitsForAChoice {
        static final String RULE = "704.5y Roles that arrived together wait for their controller to choose which one to keep";

        @Test
        void asks_the_controller_and_moves_nothing_until_answered() {
            Table t = tie().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("wm/1", "wm/2");
        }

        @Test
        void the_log_must_answer_before_its_next_action() {
            Table t = tie().with("{'type':'step','step':'end'}").play();
            assertThat(t.error()).isNotNull();
            assertThat(t.error().getMessage()).contains("must first choose which to keep");
        }

        @Test
        void stays_silent_when_the_roles_arrived_one_after_the_other() {
            Table t = Table.derived().with(WM).permanent("b1", "Grizzly Bears", "P1").main1().cast("P1", "wm", "b1")
                    .with(RESOLVE_WM).play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class TieAnswered {
        static final String RULE = "704.5y of the Roles that arrived together, all but the one their controller chose go to the graveyard";

        @Test
        void keeps_the_chosen_role_and_puts_the_other_into_the_graveyard() {
            Table t = tie().with("{'type':'choose','player':'P1','keep':'wm/2'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("wm/2");
            assertThat(t.object("wm/1")).isNull();
        }

        @Test
        void a_choice_outside_the_tie_is_a_log_error() {
            Table t = tie().with("{'type':'choose','player':'P1','keep':'b1'}").play();
            assertThat(t.error()).isNotNull();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class ChoiceDone {
        static final String RULE = "704.5y a choice of which Role to keep is done once only the kept Role remains";

        @Test
        void retires_the_answered_choice() {
            Table t = tie().with("{'type':'choose','player':'P1','keep':'wm/1'}", "{'type':'resolve'}",
                    "{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.player("P2").life()).isEqualTo(19);
        }

        @Test
        void stays_silent_while_the_choice_is_open() {
            assertThat(tie().play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class ChoiceLapses {
        static final String RULE = "704.5y a choice between Roles that arrived together lapses once none of them is on their host";
        static final String ANTICS = "{'type':'object','id':'aa','card':'Asinine Antics','owner':'P1','zone':'hand'}";
        static final String DAMAGED_BEARS =
                "{'type':'object','id':'b','card':'Grizzly Bears','owner':'P2','zone':'battlefield','damage':1}";

        /**
         * Doubling Season and Asinine Antics: two of P1's Cursed Roles arrive together on P2's Bears, which already
         * have 1 damage marked; as a 1/1 they are destroyed in the same check (704.5g).
         */
        static Table tieOnADyingHost(Table mode) {
            return mode.with(DS, ANTICS, DAMAGED_BEARS).main1().cast("P1", "aa")
                    .with("{'type':'resolve','object':'aa'}");
        }

        @Test
        void the_roles_follow_their_host_and_no_choice_is_asked_for() {
            Table t = tieOnADyingHost(Table.derived()).with("{'type':'expect','object':'b','zone':'graveyard'}",
                    "{'type':'expect','object':'aa/1','exists':false}", "{'type':'expect','object':'aa/2','exists':false}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void a_choose_line_that_still_gives_the_choice_changes_nothing() {
            // the Role named has ceased to exist by then (704.5d): the line is read, not an unknown object
            Table t = tieOnADyingHost(Table.derived()).with("{'type':'choose','player':'P1','keep':'aa/1'}",
                    "{'type':'expect','object':'b','zone':'graveyard'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void a_line_naming_one_of_them_later_is_told_it_has_ceased_to_exist() {
            Table t = tieOnADyingHost(Table.derived()).with("{'type':'choose','player':'P1','keep':'aa/1'}",
                    "{'type':'attack','attackers':{'aa/1':'P2'}}").play();
            assertThat(t.error().getMessage()).contains("\"aa/1\" has ceased to exist");
        }

        @Test
        void a_recorded_log_moving_every_one_of_them_with_their_host_is_what_the_rules_do() {
            Table t = tieOnADyingHost(Table.recorded()).with(
                    "{'type':'create_token','id':'aa/1','token':'Cursed Role','controller':'P1','attachedTo':'b','by':'aa'}",
                    "{'type':'create_token','id':'aa/2','token':'Cursed Role','controller':'P1','attachedTo':'b','by':'aa'}",
                    "{'type':'move','object':'b','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'move','object':'aa/2','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'move','object':'aa/1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'aa/2'}", "{'type':'cease','object':'aa/1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void a_recorded_log_may_write_the_choice_before_the_checks_moves() {
            // the choice is made in the check where the host dies (704.3): the lines after it are that check's
            Table t = tieOnADyingHost(Table.recorded()).with(
                    "{'type':'create_token','id':'aa/1','token':'Cursed Role','controller':'P1','attachedTo':'b','by':'aa'}",
                    "{'type':'create_token','id':'aa/2','token':'Cursed Role','controller':'P1','attachedTo':'b','by':'aa'}",
                    "{'type':'choose','player':'P1','keep':'aa/1'}",
                    "{'type':'move','object':'b','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'move','object':'aa/2','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'aa/2'}",
                    "{'type':'move','object':'aa/1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'aa/1'}", "{'type':'pass','player':'P1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_while_the_roles_are_on_a_host_that_stays() {
            Table t = tie().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.error().getMessage()).contains("must first choose which to keep");
        }
    }

    @Nested
    class RecordedKeepsExactlyOne {
        static final String RULE = "704.5y a recorded log keeps exactly one of the Roles that arrived together";

        /** The tie in a recorded log: the two Roles the rules made, as the log records them (w1, w2). */
        static Table recordedTie() {
            return Table.recorded().with(DS, WM).permanent("b1", "Grizzly Bears", "P1").main1().cast("P1", "wm", "b1")
                    .with(RESOLVE_WM,
                            "{'type':'create_token','id':'w1','token':'Wicked Role','controller':'P1','attachedTo':'b1','by':'wm'}",
                            "{'type':'create_token','id':'w2','token':'Wicked Role','controller':'P1','attachedTo':'b1','by':'wm'}");
        }

        @Test
        void reports_both_roles_kept_past_the_next_action_under_the_logs_names() {
            Table t = recordedTie();
            int resolve = t.next() - 3;
            t.with("{'type':'pass','player':'P1'}").play();
            assertThat(t.findings()).containsExactly("704.5y line " + resolve);
            assertThat(t.findingDetails().get(0).objects()).containsExactlyInAnyOrder("w1", "w2");
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_when_the_log_puts_one_of_them_away() {
            Table t = recordedTie().with(
                    "{'type':'move','object':'w1','from':'battlefield','to':'graveyard','cause':'sba'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
