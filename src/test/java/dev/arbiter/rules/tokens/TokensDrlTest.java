package dev.arbiter.rules.tokens;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/tokens/tokens.drl: creation legality before the token exists (303.4i), 111.2, and putting counters (122.6). */
class TokensDrlTest {
    static final String MR = "{'type':'object','id':'mr','card':'Monstrous Rage','owner':'P1','zone':'hand'}";
    static final String WM = "{'type':'object','id':'wm','card':'Witch\\u0027s Mark','owner':'P1','zone':'hand'}";

    @Nested
    class NothingToAttachTo {
        static final String RULE = "303.4i an Aura token that would be attached to nothing is not created";

        @Test
        void witchs_mark_with_no_target_creates_no_role() {
            Table t = Table.derived().with(WM).permanent("b1", "Grizzly Bears", "P1").main1()
                    .with("{'type':'cast','player':'P1','card':'wm','targets':[[]]}",
                          "{'type':'resolve','object':'wm','choices':{'discard':null}}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).isEmpty();
            assertThat(t.notes()).anyMatch(n -> n.contains("Wicked Role is not created (303.4i)"));
        }

        @Test
        void stays_silent_with_a_target() {
            Table t = Table.derived().with(WM).permanent("b1", "Grizzly Bears", "P1").main1().cast("P1", "wm", "b1")
                    .with("{'type':'resolve','object':'wm','choices':{'discard':null}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").attached()).containsExactly("wm/1");
        }
    }

    @Nested
    class HostGone {
        static final String RULE = "303.4i an Aura token that would be attached to an object no longer on the battlefield is not created";

        @Test
        void gylwains_role_is_not_created_when_that_creature_left_before_the_ability_resolved() {
            Table t = Table.derived().permanent("gy", "Gylwain, Casting Director", "P1")
                    .inHand("b1", "Grizzly Bears", "P1").inHand("un", "Unsummon", "P2").main1()
                    .castAndResolve("P1", "b1").castAndResolve("P2", "un", "b1")
                    .with("{'type':'resolve','object':'gy','choices':{'role':'Royal Role'}}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("gy/1")).isNull();
        }

        @Test
        void stays_silent_when_the_creature_is_still_there() {
            Table t = Table.derived().permanent("gy", "Gylwain, Casting Director", "P1")
                    .inHand("b1", "Grizzly Bears", "P1").main1().castAndResolve("P1", "b1")
                    .with("{'type':'resolve','object':'gy','choices':{'role':'Royal Role'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").attached()).containsExactly("gy/1");
        }
    }

    @Nested
    class NotACreature {
        static final String RULE = "303.4i an Aura token with enchant creature is not created attached to a non-creature";

        @Test
        void no_role_on_a_land() {
            Table t = Table.derived().with("{'type':'object','id':'l1','def':{'name':'Land','types':['land']},'owner':'P1','zone':'battlefield'}")
                    .main1().with("{'type':'pass','player':'P1'}",
                            "{'type':'create_token','id':'r1','token':'Cursed Role','controller':'P1','attachedTo':'l1','by':'external'}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("r1")).isNull();
        }

        @Test
        void stays_silent_for_a_creature() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").main1().with("{'type':'pass','player':'P1'}",
                    "{'type':'create_token','id':'r1','token':'Cursed Role','controller':'P1','attachedTo':'b1','by':'external'}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("r1").attachedTo()).isEqualTo("b1");
        }
    }

    @Nested
    class Protection {
        static final String RULE = "303.4i an Aura token is not created attached to a permanent with protection from it";

        @Test
        void no_role_on_azorius_first_wing_and_nothing_triggers() {
            Table t = Table.derived().permanent("f1", "Azorius First-Wing", "P2").with(MR).main1()
                    .castAndResolve("P1", "mr", "f1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("f1").attached()).isEmpty();
            assertThat(t.object("f1").power()).isEqualTo(4);
        }

        @Test
        void hexproof_and_shroud_do_not_stop_an_untargeted_role() {
            Table t = Table.derived().permanent("s1", "Gladecover Scout", "P2").permanent("s2", "Argothian Enchantress", "P2")
                    .inHand("aa", "Asinine Antics", "P1").main1().castAndResolve("P1", "aa").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("s1").attached()).hasSize(1);
            assertThat(t.object("s2").attached()).hasSize(1);
        }
    }

    @Nested
    class Created {
        static final String RULE = "111.2 tokens are created under the control of the player who created them";

        @Test
        void a_role_on_an_opponents_creature_is_owned_and_controlled_by_its_creator() {
            Table t = Table.derived().permanent("b2", "Grizzly Bears", "P2").with(MR).main1()
                    .castAndResolve("P1", "mr", "b2").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("mr/1").owner()).isEqualTo("P1");
            assertThat(t.object("mr/1").controller()).isEqualTo("P1");
            assertThat(t.object("b2").controller()).isEqualTo("P2");
        }

        @Test
        void stays_silent_when_the_request_was_refused() {
            Table t = Table.derived().permanent("f1", "Azorius First-Wing", "P2").with(MR).main1()
                    .castAndResolve("P1", "mr", "f1").play();
            assertThat(t.fired(RULE)).isFalse();
        }

        @Test
        void numbers_tokens_in_creation_order_under_their_parent() {
            Table t = Table.derived().permanent("x1", "Grizzly Bears", "P2").permanent("x2", "Grizzly Bears", "P2")
                    .permanent("x3", "Grizzly Bears", "P2").inHand("aa", "Asinine Antics", "P1").main1()
                    .castAndResolve("P1", "aa").play();
            assertThat(t.object("x1").attached()).containsExactly("aa/1");
            assertThat(t.object("x2").attached()).containsExactly("aa/2");
            assertThat(t.object("x3").attached()).containsExactly("aa/3");
        }
    }

    @Nested
    class Counters {
        static final String RULE = "122.6 counters an effect puts on a permanent are put on it after replacement effects apply";

        @Test
        void young_heros_counter_is_put_on_the_creature() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Young Hero Role", "P1", "b1")
                    .main1().with("{'type':'attack','attackers':{'b1':'P2'}}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").counters()).containsEntry("+1/+1", 1);
        }

        @Test
        void stays_silent_for_counters_an_object_starts_with() {
            Table t = Table.derived().with("{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1',"
                    + "'zone':'battlefield','counters':{'+1/+1':1}}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
