package dev.arbiter.rules.triggers;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/triggers/trigger_lines.drl: what a log's trigger lines may say (CR 603.2-603.4). */
class TriggerLinesDrlTest {
    static final String WICKED = "put into a graveyard: each opponent loses 1 life";

    /** P1's Bears wear P1's and P2's Wicked Roles; P2's Murder kills them, so both Roles' abilities trigger. */
    static Table twoWicked(Table t) {
        return t.permanent("b", "Grizzly Bears", "P1").role("r1", "Wicked Role", "P1", "b")
                .role("r2", "Wicked Role", "P2", "b").inHand("s", "Murder", "P2").main1()
                .castAndResolve("P2", "s", "b");
    }

    /** The same in a recorded log, with every consequence of Murder's resolution recorded. */
    static Table twoWickedRecorded() {
        return twoWicked(Table.recorded()).with(
                "{'type':'move','object':'b','from':'battlefield','to':'graveyard','cause':'effect','by':'s'}",
                "{'type':'move','object':'r1','from':'battlefield','to':'graveyard','cause':'sba'}",
                "{'type':'move','object':'r2','from':'battlefield','to':'graveyard','cause':'sba'}",
                "{'type':'cease','object':'r1'}", "{'type':'cease','object':'r2'}");
    }

    static String trigger(String source, String controller) {
        return "{'type':'trigger','source':'" + source + "','ability':'" + WICKED + "','controller':'" + controller + "'}";
    }

    @Nested
    class Controller {
        static final String RULE = "603.3a a triggered ability is controlled by the player who controlled its source when it triggered";

        @Test
        void fires_for_a_trigger_line_naming_another_controller() {
            Table t = twoWickedRecorded();
            int at = t.next();
            t.with(trigger("r1", "P2")).play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).contains("603.3a line " + at);
        }

        @Test
        void stays_silent_for_the_right_controller() {
            Table t = twoWickedRecorded().with(trigger("r1", "P1")).play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class ApnapOrder {
        static final String RULE = "603.3b a player puts triggered abilities on the stack only after every player before them in APNAP order";

        @Test
        void fires_when_the_non_active_player_goes_first() {
            Table t = twoWickedRecorded();
            int at = t.next();
            t.with(trigger("r2", "P2"), trigger("r1", "P1")).play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("603.3b line " + at);
        }

        @Test
        void fires_once_for_a_line_that_goes_before_two_players() {
            // P2's turn, three players: APNAP is P2, P3, P1; P1's ability comes first, before both others'
            Table t = Table.recorded("P1", "P2", "P3").permanent("b", "Grizzly Bears", "P2")
                    .role("w1", "Wicked Role", "P1", "b").role("w2", "Wicked Role", "P2", "b")
                    .role("w3", "Wicked Role", "P3", "b").inHand("m", "Murder", "P3")
                    .with("{'type':'turn','number':2,'active':'P2'}", "{'type':'step','step':'main1'}",
                            "{'type':'draw','player':'P2','count':1}")
                    .cast("P3", "m", "b").resolve().with(
                            "{'type':'move','object':'b','from':'battlefield','to':'graveyard','cause':'effect','by':'m'}",
                            "{'type':'move','object':'w1','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'move','object':'w2','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'move','object':'w3','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'cease','object':'w1'}", "{'type':'cease','object':'w2'}",
                            "{'type':'cease','object':'w3'}");
            int at = t.next();
            t.with(trigger("w1", "P1"), trigger("w2", "P2"), trigger("w3", "P3")).play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("603.3b line " + at);
            assertThat(t.findingDetails().get(0).message()).contains("w2", "P2 puts theirs on the stack first");
        }

        @Test
        void stays_silent_in_apnap_order() {
            Table t = twoWickedRecorded().with(trigger("r1", "P1"), trigger("r2", "P2")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class LeftOffAfterBeingPassedOver {
        static final String RULE = "603.3b an ability the log left off after putting another player's ahead of it is part of that mistake";

        @Test
        void the_active_players_ability_left_off_is_the_one_mistake_the_order_finding_names() {
            Table t = twoWickedRecorded();
            int at = t.next();
            t.with(trigger("r2", "P2"), "{'type':'resolve','object':'r2'}",
                    "{'type':'life','player':'P1','delta':-1,'by':'r2'}", "{'type':'resolve','object':'r1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'r1'}", "{'type':'expect','player':'P2','life':19}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("603.3b line " + at);
            assertThat(t.findingDetails().get(0).message()).contains("r1 (controller P1) still waits");
        }

        @Test
        void stays_silent_for_an_ability_left_off_that_nothing_went_ahead_of() {
            // only the non-active player's ability is left off: no order finding, the missed trigger is its own
            Table t = twoWickedRecorded().with(trigger("r1", "P1"));
            int at = t.next();
            t.with("{'type':'resolve','object':'r1'}", "{'type':'life','player':'P2','delta':-1,'by':'r1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("603.3 line " + at);
        }
    }

    @Nested
    class InterveningIf {
        static final String RULE = "603.4 an ability with an intervening if does not trigger while its condition is false";

        static Table youngHero(int counters) {
            return Table.recorded().with("{'type':'object','id':'b','card':'Grizzly Bears','owner':'P1',"
                    + "'zone':'battlefield','counters':{'+1/+1':" + counters + "}}")
                    .role("y", "Young Hero Role", "P1", "b").with("{'type':'turn','number':1,'active':'P1'}",
                            "{'type':'attack','attackers':{'b':'P2'}}");
        }

        @Test
        void fires_for_a_young_hero_trigger_line_at_toughness_4() {
            Table t = youngHero(2);
            int at = t.next();
            t.with("{'type':'trigger','source':'b'}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("603.4 line " + at);
        }

        @Test
        void stays_silent_at_toughness_3() {
            Table t = youngHero(1).with("{'type':'trigger','source':'b'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class RemovedForLackOfTargets {
        static final String RULE = "603.3d a trigger line with no targets may show an ability removed for lack of a legal target";

        static Table blessing() {
            return Table.recorded().permanent("w", "Azorius First-Wing", "P1")
                    .inHand("l", "Lord Skitter\\u0027s Blessing", "P1").main1().castAndResolve("P1", "l");
        }

        @Test
        void fires_for_a_trigger_line_without_targets() {
            Table t = blessing().with("{'type':'trigger','source':'l','targets':[[]]}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_the_log_leaves_it_out() {
            Table t = blessing().with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class DidNotTrigger {
        static final String RULE = "603.2 a trigger line puts on the stack only an ability that triggered";

        @Test
        void fires_for_a_permanent_whose_ability_did_not_trigger() {
            Table t = Table.derived().permanent("b", "Grizzly Bears", "P1").main1();
            int at = t.next();
            t.with("{'type':'trigger','source':'b'}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("603.2 line " + at);
        }

        @Test
        void stays_silent_for_an_ability_that_triggered_or_that_the_engine_placed() {
            Table t = twoWicked(Table.derived()).with(trigger("r1", "P1")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class NeverPutOnTheStack {
        static final String RULE = "603.3 a triggered ability that triggered is put on the stack before the game goes on";

        @Test
        void fires_when_a_recorded_log_goes_on_without_a_trigger() {
            Table t = twoWickedRecorded().with(trigger("r1", "P1"));
            int at = t.next();
            t.with("{'type':'resolve'}", "{'type':'life','player':'P2','delta':-1,'by':'r1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("603.3 line " + at);
        }

        @Test
        void fires_at_a_pass_line_which_is_a_priority_point() {
            Table t = twoWickedRecorded().with(trigger("r1", "P1"));
            int at = t.next();
            t.with("{'type':'pass','player':'P1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("603.3 line " + at);
        }

        @Test
        void fires_at_the_end_of_the_log_at_its_last_line() {
            Table t = twoWickedRecorded().with(trigger("r1", "P1"));
            int last = t.next() - 1;
            t.play();
            assertThat(t.findings()).containsExactly("603.3 line " + last);
        }

        @Test
        void the_ability_the_log_then_resolves_goes_on_the_stack_and_its_resolution_is_checked() {
            Table t = twoWickedRecorded().with(trigger("r1", "P1"), "{'type':'resolve','object':'r1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'r1'}", "{'type':'resolve','object':'r2'}");
            int wrong = t.next();
            t.with("{'type':'life','player':'P1','delta':-2,'by':'r2'}").play();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).hasSize(2).contains("608.2c line " + wrong);
            assertThat(t.player("P1").life()).isEqualTo(19);
        }

        @Test
        void stays_silent_when_every_trigger_is_put_on_the_stack() {
            Table t = twoWickedRecorded().with(trigger("r1", "P1"), trigger("r2", "P2"), "{'type':'resolve'}",
                    "{'type':'life','player':'P1','delta':-1,'by':'r2'}", "{'type':'resolve'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'r1'}", "{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }
}
