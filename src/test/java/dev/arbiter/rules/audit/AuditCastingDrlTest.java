package dev.arbiter.rules.audit;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/audit/casting.drl: a recorded resolution's outcome lines against what the spell does (CR 608.2, 111.2). */
class AuditCastingDrlTest {

    /** Recorded: P1's Witch's Mark on P1's Bears, discarding c, drawing two and making the Wicked Role m/1. */
    static Table mark() {
        return Table.recorded().permanent("b", "Grizzly Bears", "P1").inHand("m", "Witch\\u0027s Mark", "P1")
                .inHand("c", "Grizzly Bears", "P1").main1()
                .with("{'type':'cast','player':'P1','card':'m','targets':[['b']]}",
                        "{'type':'resolve','choices':{'discard':'c'}}");
    }

    static final String DISCARD = "{'type':'discard','player':'P1','card':'c','by':'m'}";
    static final String DRAW = "{'type':'draw','player':'P1','count':2,'by':'m'}";
    static final String ROLE = "{'type':'create_token','id':'m/1','token':'Wicked Role','controller':'P1','attachedTo':'b','by':'m'}";

    @Test
    void a_correct_record_is_silent() {
        Table t = mark().with(DISCARD, DRAW, ROLE).play();
        assertThat(t.findings()).isEmpty();
    }

    @Nested
    class TokenController {
        static final String RULE = "111.2 a token is created under the control of the player who created it";

        @Test
        void fires_for_a_role_recorded_under_the_other_player() {
            Table t = mark().with(DISCARD, DRAW);
            int at = t.next();
            t.with(ROLE.replace("'controller':'P1'", "'controller':'P2'")).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("111.2 line " + at);
        }

        @Test
        void stays_silent_for_the_right_controller() {
            assertThat(mark().with(DISCARD, DRAW, ROLE).play().fired(RULE)).isFalse();
        }

        @Test
        void pairs_each_role_under_the_other_player_with_the_rules_role_on_the_same_creature() {
            // Doubling Season: Asinine Antics makes two Cursed Roles on each of P2's creatures, and P1 keeps one of each
            // pair (704.5y); the log records one Role of each pair under P2. Each is paired with a Role on its own
            // creature: two findings, and the log's ids name the Roles where they are (they were crossed: the 704.5y
            // move then put away the Role kept on the other creature, and the expect lines differed, four more)
            Table t = Table.recorded().permanent("ds", "Doubling Season", "P1").permanent("x1", "Grizzly Bears", "P2")
                    .permanent("x2", "Tolarian Terror", "P2").inHand("aa", "Asinine Antics", "P1").main1()
                    .cast("P1", "aa").resolve();
            int first = t.next();
            t.with(cursed(1, "P2", "x1"), cursed(2, "P1", "x1"), cursed(3, "P1", "x2"), cursed(4, "P2", "x2"),
                    "{'type':'expect','object':'x1','attached':['aa/1','aa/2']}",
                    "{'type':'choose','player':'P1','keep':'aa/1'}",
                    "{'type':'move','object':'aa/2','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'aa/2'}", "{'type':'choose','player':'P1','keep':'aa/4'}",
                    "{'type':'move','object':'aa/3','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'cease','object':'aa/3'}", "{'type':'expect','object':'x1','attached':['aa/1']}",
                    "{'type':'expect','object':'x2','attached':['aa/4']}").play();
            assertThat(t.findings()).containsExactly("111.2 line " + first, "111.2 line " + (first + 3));
        }

        static String cursed(int n, String controller, String host) {
            return "{'type':'create_token','id':'aa/" + n + "','token':'Cursed Role','controller':'" + controller
                    + "','attachedTo':'" + host + "','by':'aa'}";
        }
    }

    @Nested
    class FizzledSpellsMove {
        static final String RULE = "608.2b a spell that doesn't resolve leaves the stack for where the rules send it";

        @Test
        void fires_once_for_a_spell_that_did_not_resolve_recorded_to_another_zone() {
            Table t = NoEffectsWithoutResolving.fizzled();
            int at = t.next();
            t.with("{'type':'move','object':'m','from':'stack','to':'exile','cause':'resolve'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired(NoEffectsWithoutResolving.RULE)).isFalse();
            assertThat(t.findings()).containsExactly("608.2b line " + at);
            assertThat(t.findingDetails().get(0).message()).contains("leaves the stack for its owner's graveyard");
        }

        @Test
        void stays_silent_when_the_log_moves_it_where_the_rules_do() {
            Table t = NoEffectsWithoutResolving.fizzled()
                    .with("{'type':'move','object':'m','from':'stack','to':'graveyard','cause':'resolve'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class ResolvedSpellsMove {
        static final String RULE = "608.2c a spell that resolved leaves the stack for where the rules send it";

        /** Recorded: P1's Arcane Heist casts P2's Lightning Bolt at P2; Bolt resolves (Heist's replacement exiles it). */
        static Table heistBolt() {
            return Table.recorded().permanent("b", "Grizzly Bears", "P1").inHand("h", "Arcane Heist", "P1")
                    .with("{'type':'object','id':'lb','card':'Lightning Bolt','owner':'P2','zone':'graveyard'}")
                    .main1()
                    .with("{'type':'cast','player':'P1','card':'h','targets':[['lb']]}",
                            "{'type':'resolve','choices':{'cast':{'targets':[['P2']]},'encode':'b'}}",
                            "{'type':'encode','card':'h','on':'b','by':'h'}",
                            "{'type':'resolve','object':'lb'}",
                            "{'type':'life','player':'P2','delta':-3,'by':'lb'}");
        }

        @Test
        void fires_once_for_a_heist_spell_recorded_to_its_owners_graveyard() {
            Table t = heistBolt();
            int at = t.next();
            t.with("{'type':'move','object':'lb','from':'stack','to':'graveyard','cause':'resolve'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("608.2c line " + at);
            assertThat(t.findingDetails().get(0).message()).contains("leaves the stack for exile");
        }

        @Test
        void stays_silent_when_the_log_moves_it_to_exile() {
            Table t = heistBolt()
                    .with("{'type':'move','object':'lb','from':'stack','to':'exile','cause':'resolve'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class NoEffectsWithoutResolving {
        static final String RULE = "608.2b a spell or ability that doesn't resolve has no effects";

        static Table fizzled() {
            return Table.recorded().permanent("b", "Grizzly Bears", "P1").inHand("m", "Witch\\u0027s Mark", "P1")
                    .inHand("c", "Grizzly Bears", "P1").inHand("u", "Unsummon", "P2").main1()
                    .with("{'type':'cast','player':'P1','card':'m','targets':[['b']]}")
                    .castAndResolve("P2", "u", "b")
                    .with("{'type':'move','object':'b','from':'battlefield','to':'hand','cause':'effect','by':'u'}",
                            "{'type':'resolve','choices':{'discard':'c'}}");
        }

        @Test
        void fires_for_an_effect_recorded_for_a_spell_that_did_not_resolve() {
            Table t = fizzled();
            int at = t.next();
            t.with(DISCARD).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("608.2b line " + at);
        }

        @Test
        void stays_silent_when_nothing_is_recorded_for_it() {
            Table t = fizzled().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class RecordedDifferently {
        static final String RULE = "608.2c a resolving spell's effect is recorded as it happened";

        static Table shock() {
            return Table.recorded().inHand("s", "Shock", "P1").main1().castAndResolve("P1", "s", "P2");
        }

        @Test
        void fires_once_for_a_wrong_amount() {
            Table t = shock();
            int at = t.next();
            t.with("{'type':'life','player':'P2','delta':-3,'by':'s'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("608.2c line " + at);
        }

        @Test
        void stays_silent_for_the_right_amount() {
            Table t = shock().with("{'type':'life','player':'P2','delta':-2,'by':'s'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class RecordedForAnotherPlayer {
        static final String RULE = "608.2c a resolving spell's life change is recorded for the player it affects";

        @Test
        void fires_once_for_the_wrong_player() {
            Table t = RecordedDifferently.shock();
            int at = t.next();
            t.with("{'type':'life','player':'P1','delta':-2,'by':'s'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("608.2c line " + at);
            assertThat(t.findingDetails().get(0).message()).endsWith("the change is P2's, not P1's");
        }

        @Test
        void stays_silent_for_the_right_player_and_a_wrong_amount() {
            Table t = RecordedDifferently.shock().with("{'type':'life','player':'P2','delta':-3,'by':'s'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).hasSize(1);
        }
    }

    @Nested
    class ForAnotherObjectOrPlayer {
        static final String RULE =
                "608.2c a resolving spell's one change of a kind recorded for another object or player is one mistake";

        @Test
        void fires_once_for_the_draw_recorded_for_the_other_player() {
            Table t = mark().with(DISCARD);
            int at = t.next();
            t.with("{'type':'draw','player':'P2','count':2,'by':'m'}", ROLE).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("608.2c line " + at);
        }

        @Test
        void stays_silent_for_the_right_player() {
            Table t = mark().with(DISCARD, DRAW, ROLE).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Missing {
        static final String RULE = "608.2c an effect of a resolving spell or ability is missing from the log";

        @Test
        void fires_at_the_resolve_line_for_a_missing_draw() {
            Table t = mark();
            int at = t.next() - 1;
            t.with(DISCARD, ROLE).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("608.2c line " + at);
        }

        @Test
        void stays_silent_in_a_derived_log() {
            Table t = Table.derived().inHand("s", "Shock", "P1").main1().castAndResolve("P1", "s", "P2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Extra {
        static final String RULE = "608.2c a resolving spell or ability has no effect its text doesn't give";

        @Test
        void fires_for_an_effect_the_card_does_not_have() {
            Table t = mark().with(DISCARD, DRAW, ROLE);
            int at = t.next();
            t.with("{'type':'life','player':'P2','delta':-1,'by':'m'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("608.2c line " + at);
        }

        @Test
        void stays_silent_for_exactly_the_cards_effects() {
            assertThat(mark().with(DISCARD, DRAW, ROLE).play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class EffectsOfASpellWhoseTargetsWereReported {
        static final String RULE = "601.2c what a recorded log shows of a spell whose targets were reported illegal when chosen is that mistake";

        /** Recorded: P1's Witch's Mark on P2's Bears x (not a creature P1 controls: 601.2c at the cast). */
        static Table onTheirs() {
            return Table.recorded().permanent("x", "Grizzly Bears", "P2").inHand("m", "Witch\\u0027s Mark", "P1")
                    .inHand("c", "Grizzly Bears", "P1").main1()
                    .with("{'type':'cast','player':'P1','card':'m','targets':[['x']]}",
                            "{'type':'resolve','choices':{'discard':'c'}}");
        }

        @Test
        void one_finding_for_the_illegal_target_and_the_effects_the_log_shows() {
            Table t = onTheirs();
            int cast = t.next() - 2;
            t.with(DISCARD, DRAW, ROLE.replace("'attachedTo':'b'", "'attachedTo':'x'"),
                    "{'type':'move','object':'m','from':'stack','to':'graveyard','cause':'resolve'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + cast);
            assertThat(t.object("x").attached()).isEmpty();
        }

        @Test
        void stays_silent_when_the_spell_fizzled_for_a_target_that_became_illegal_later() {
            Table t = mark().with(DISCARD, DRAW, ROLE).play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
    @Nested
    class TokenOfAnAbilityGivenToTheWrongPlayer {
        static final String RULE = "603.3a a token under the player the log wrongly gave its ability to is part of that mistake";

        /** Recorded: P1's Cursed Courtier enters; the trigger line gives its ability to {@code to}, the Role to {@code roleTo}. */
        static Table courtier(String to, String roleTo) {
            return Table.recorded().inHand("cc", "Cursed Courtier", "P1").main1().with(
                    "{'type':'cast','player':'P1','card':'cc'}", "{'type':'resolve','object':'cc'}",
                    "{'type':'trigger','source':'cc','ability':'enters: Cursed Role on itself','controller':'" + to + "'}",
                    "{'type':'resolve','object':'cc'}",
                    "{'type':'create_token','id':'cc/1','token':'Cursed Role','controller':'" + roleTo
                            + "','attachedTo':'cc','by':'cc'}", "{'type':'pass','player':'P1'}");
        }

        @Test
        void reports_the_trigger_line_once() {
            Table t = courtier("P2", "P2").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("603.3a "));
        }

        @Test
        void stays_silent_when_the_trigger_line_is_right_and_the_token_wrong() {
            Table t = courtier("P1", "P2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("111.2 "));
        }
    }

    @Nested
    class LifeChangeOfAnAbilityGivenToTheWrongPlayer {
        static final String RULE = "603.3a a life change for another player by an ability the log gave to the wrong player is part of that mistake";

        /**
         * Recorded: P1's Wicked Role w1 on P1's Bears is replaced by Monstrous Rage's Monster Role and triggers; the
         * trigger line gives the ability to {@code to}, and the log has {@code loser} lose 1 life.
         */
        static Table wicked(String to, String loser) {
            return Table.recorded().permanent("b1", "Grizzly Bears", "P1").role("w1", "Wicked Role", "P1", "b1")
                    .inHand("mr", "Monstrous Rage", "P1").main1().castAndResolve("P1", "mr", "b1").with(
                            "{'type':'effect','object':'b1','modifyPT':[2,0],'until':'end_of_turn','by':'mr'}",
                            "{'type':'create_token','id':'mr/1','token':'Monster Role','controller':'P1','attachedTo':'b1','by':'mr'}",
                            "{'type':'move','object':'mr','from':'stack','to':'graveyard','cause':'resolve'}",
                            "{'type':'move','object':'w1','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'cease','object':'w1'}",
                            "{'type':'trigger','source':'w1','controller':'" + to + "'}", "{'type':'resolve','object':'w1'}",
                            "{'type':'life','player':'" + loser + "','delta':-1,'by':'w1'}", "{'type':'pass','player':'P1'}");
        }

        @Test
        void reports_the_trigger_line_once() {
            Table t = wicked("P2", "P1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("603.3a "));
        }

        @Test
        void stays_silent_when_the_trigger_line_is_right_and_the_loser_wrong() {
            Table t = wicked("P1", "P1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("608.2c "));
        }
    }

    @Nested
    class StateBasedChangeRecordedForAnotherObject {
        static final String RULE = "704.3 a state-based action's one change of a kind recorded for another object during a resolution is one mistake";

        /**
         * Recorded: Monstrous Rage's Monster Role replaces P1's Wicked Role w1 on the Bears b1 (704.5y); the token w1
         * then ceases (704.5d), and the log's cease line names {@code ceased}.
         */
        static Table replaced(String ceased) {
            return Table.recorded().permanent("b1", "Grizzly Bears", "P1").role("w1", "Wicked Role", "P1", "b1")
                    .inHand("mr", "Monstrous Rage", "P1").main1().castAndResolve("P1", "mr", "b1").with(
                            "{'type':'effect','object':'b1','modifyPT':[2,0],'until':'end_of_turn','by':'mr'}",
                            "{'type':'create_token','id':'mr/1','token':'Monster Role','controller':'P1','attachedTo':'b1','by':'mr'}",
                            "{'type':'move','object':'mr','from':'stack','to':'graveyard','cause':'resolve'}",
                            "{'type':'move','object':'w1','from':'battlefield','to':'graveyard','cause':'sba'}");
        }

        @Test
        void reports_the_wrong_token_ceasing_once_under_704_5d() {
            Table t = replaced("b1");
            int at = t.next();
            t.with("{'type':'cease','object':'b1'}", "{'type':'trigger','source':'w1','controller':'P1'}",
                    "{'type':'resolve','object':'w1'}", "{'type':'life','player':'P2','delta':-1,'by':'w1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5d line " + at);
            assertThat(t.findingDetails().get(0).message())
                    .isEqualTo("the log records that b1 ceases to exist, but as the state-based actions are performed w1"
                            + " ceases to exist");
        }

        @Test
        void stays_silent_for_the_right_token() {
            Table t = replaced("w1").with("{'type':'cease','object':'w1'}",
                    "{'type':'trigger','source':'w1','controller':'P1'}", "{'type':'resolve','object':'w1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'w1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_the_token_ceasing_is_left_out_and_nothing_else_ceases() {
            Table t = replaced("w1");
            int at = t.next() - 5;
            t.with("{'type':'trigger','source':'w1','controller':'P1'}", "{'type':'resolve','object':'w1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'w1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("704.5d line " + at);
        }
    }
}
