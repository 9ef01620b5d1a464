package dev.arbiter.rules.audit;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/audit/records.drl: what no other audit rule explains — a derived log's claim the rules did not make, a change
 * a recorded log records differently or leaves out, and a recorded change nothing made, under the rule of what was
 * happening then (CR 608.2c, 704.3, 601.2a, 502.3, 504.1, 703.4, 601.2, 305.1, 602.2, 508.1, 509.1, 120.3, 117.5).
 */
class AuditRecordsDrlTest {
    static final String LOSES_ONE = "{'type':'life','player':'P1','delta':-1}";

    /** P1's land f, an inline definition, in a zone. */
    static String land(String zone) {
        return "{'type':'object','id':'f','def':{'name':'Forest','types':['land']},'owner':'P1','zone':'" + zone + "'}";
    }

    /** Recorded: turn 1 of P1, then turn 2 of P2 up to its draw step (whose draw the test writes or not). */
    static Table drawStep() {
        return Table.recorded().main1().with("{'type':'turn','number':2,'active':'P2'}",
                "{'type':'step','step':'draw'}");
    }

    /** Recorded: P1's Grizzly Bears b and P2's Grizzly Bears c on turn 2 of P1, in the first main phase. */
    static Table bears() {
        return Table.recorded().permanent("b", "Grizzly Bears", "P1").permanent("c", "Grizzly Bears", "P2")
                .with("{'type':'turn','number':2,'active':'P1'}", "{'type':'step','step':'main1'}",
                        "{'type':'draw','player':'P1','count':1}");
    }

    @Nested
    class UntapOfAPermanentOnlyTheLogTapped {
        static final String RULE =
                "502.3 the log's untap of a permanent only its own game had tapped is part of the mistake that tapped it";

        @Test
        void the_untap_step_untapping_it_is_part_of_the_tap_reported() {
            // the log taps c with nothing to tap it (one finding); its untap step then untaps it: a 502.3 finding more
            Table t = bears();
            int tap = t.next();
            t.with("{'type':'tap','object':'c'}", "{'type':'turn','number':3,'active':'P2'}",
                    "{'type':'untap','object':'c'}", "{'type':'step','step':'draw'}",
                    "{'type':'draw','player':'P2','count':1}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.endsWith("line " + tap));
        }

        @Test
        void stays_silent_for_an_untap_of_a_permanent_the_rules_tapped_too() {
            // an attack taps b in both games: its untap in P1's next untap step is the rules' own
            Table t = bears().with("{'type':'attack','attackers':{'b':'P2'}}", "{'type':'tap','object':'b'}",
                    "{'type':'damage','deals':[{'source':'b','to':'P2','amount':2}],'combat':true}",
                    "{'type':'life','player':'P2','delta':-2}", "{'type':'turn','number':3,'active':'P2'}",
                    "{'type':'step','step':'draw'}", "{'type':'draw','player':'P2','count':1}",
                    "{'type':'turn','number':4,'active':'P1'}", "{'type':'untap','object':'b'}",
                    "{'type':'step','step':'draw'}", "{'type':'draw','player':'P1','count':1}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class PhasingThatBringsTheGamesTogether {
        static final String RULE =
                "502.1 a phasing that brings the log's game and the rules' together again is part of the mistake that set them apart";

        /** Recorded: P1's Grizzly Bears b, phased out under P1, on turn 2 of P2 up to its draw step's draw. */
        static Table phasedOut() {
            return Table.recorded().with(
                    "{'type':'object','id':'b','card':'Grizzly Bears','owner':'P1','zone':'battlefield','phasedOut':true}",
                    "{'type':'turn','number':2,'active':'P2'}");
        }

        static final String PHASES_IN = "{'type':'phase','object':'b','out':false}";

        @Test
        void a_phase_in_recorded_in_another_players_untap_step_is_one_mistake() {
            // the log phases b in as P2's turn begins (703.4); P1's untap step then phases it in in the rules' game
            // only, which the log's game had done already: not a 502.1 finding more
            Table t = phasedOut();
            int early = t.next();
            t.with(PHASES_IN, "{'type':'step','step':'draw'}", "{'type':'draw','player':'P2','count':1}",
                    "{'type':'turn','number':3,'active':'P1'}", "{'type':'step','step':'draw'}",
                    "{'type':'draw','player':'P1','count':1}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("703.4") && f.endsWith("line " + early));
        }

        @Test
        void a_phase_in_recorded_turns_late_is_the_mistake_of_leaving_it_out() {
            // P1's untap step phases b in, which the log leaves out (502.1); it records the phase-in a turn later
            Table t = phasedOut().with("{'type':'step','step':'draw'}", "{'type':'draw','player':'P2','count':1}");
            int left = t.next();
            t.with("{'type':'turn','number':3,'active':'P1'}", "{'type':'step','step':'draw'}",
                    "{'type':'draw','player':'P1','count':1}", "{'type':'turn','number':4,'active':'P2'}", PHASES_IN,
                    "{'type':'step','step':'draw'}", "{'type':'draw','player':'P2','count':1}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("502.1") && f.endsWith("line " + left));
        }

        @Test
        void stays_silent_for_a_phase_in_in_its_controllers_untap_step() {
            Table t = phasedOut().with("{'type':'step','step':'draw'}", "{'type':'draw','player':'P2','count':1}",
                    "{'type':'turn','number':3,'active':'P1'}", PHASES_IN, "{'type':'step','step':'draw'}",
                    "{'type':'draw','player':'P1','count':1}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class MovesRecordedAfterATrigger {
        static final String REPORTED =
                "704.3 a check's state-based moves are recorded before the triggered abilities put on the stack after it";
        static final String PART = "704.3 a check's state-based move recorded after a trigger line is part of that one mistake";
        static final String TRIGGER = "{'type':'trigger','source':'c1','ability':'cipher ss','controller':'P1'}";
        static final String B2_DIES = "{'type':'move','object':'b2','from':'battlefield','to':'graveyard','cause':'sba'}";
        static final String C2_DIES = "{'type':'move','object':'c2','from':'battlefield','to':'graveyard','cause':'sba'}";
        static final String[] RESOLVED = {"{'type':'resolve','object':'c1','choices':{'cast':{'targets':[['P2']]}}}",
                "{'type':'copy','id':'ss/1','of':'ss','zone':'exile','controller':'P1','by':'c1'}",
                "{'type':'resolve','object':'ss/1'}", "{'type':'life','player':'P2','delta':-3,'by':'ss/1'}"};

        /**
         * Recorded: P1's Grizzly Bears c1, Shadow Slice ss encoded on it, and c2 attack; P2's Grizzly Bears b2 blocks
         * c2; up to the combat damage: c1's cipher ability triggers, b2 and c2 die in the check before it goes on the
         * stack.
         */
        static Table combatDamage() {
            return Table.recorded().permanent("c1", "Grizzly Bears", "P1").permanent("c2", "Grizzly Bears", "P1")
                    .permanent("b2", "Grizzly Bears", "P2").with(
                            "{'type':'object','id':'ss','card':'Shadow Slice','owner':'P1','zone':'exile','encodedOn':'c1'}",
                            "{'type':'turn','number':2,'active':'P1'}", "{'type':'step','step':'draw'}",
                            "{'type':'draw','player':'P1','count':1}", "{'type':'step','step':'declare_attackers'}",
                            "{'type':'attack','attackers':{'c1':'P2','c2':'P2'}}", "{'type':'tap','object':'c1'}",
                            "{'type':'tap','object':'c2'}", "{'type':'step','step':'declare_blockers'}",
                            "{'type':'block','blockers':{'b2':'c2'}}", "{'type':'step','step':'combat_damage'}",
                            "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':2},{'source':'c2','to':'b2',"
                                    + "'amount':2},{'source':'b2','to':'c2','amount':2}],'combat':true}",
                            "{'type':'life','player':'P2','delta':-2}");
        }

        @Test
        void moves_written_after_the_trigger_line_are_one_mistake_at_that_line() {
            Table t = combatDamage();
            int trigger = t.next();
            t.with(TRIGGER, B2_DIES, C2_DIES).with(RESOLVED).play();
            assertThat(t.fired(REPORTED)).isTrue();
            assertThat(t.times(PART)).isEqualTo(2);
            assertThat(t.findings()).containsExactly("704.3 line " + trigger);
        }

        @Test
        void stays_silent_for_the_moves_written_before_the_trigger_line() {
            Table t = combatDamage().with(B2_DIES, C2_DIES, TRIGGER).with(RESOLVED).play();
            assertThat(t.fired(REPORTED)).isFalse();
            assertThat(t.fired(PART)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_moves_left_out_altogether() {
            // the log never records the deaths: each is a state-based action it left out (704.5g)
            Table t = combatDamage().with(TRIGGER).with(RESOLVED).play();
            assertThat(t.fired(REPORTED)).isFalse();
            assertThat(t.findings()).containsExactly("704.5g line 16", "704.5g line 16");
        }
    }

    @Nested
    class LineOnlyTheLogsGameCanPlay {
        static final String RULE =
                "100.1 a recorded log is not checked past a line only its own game, made different by a mistake reported, can play";

        @Test
        void keeps_the_mistake_and_warns_where_the_rules_game_cant_follow() {
            // the log puts c into the graveyard on its own (704.3); an outside effect then exiles it from there, which
            // only the log's game can do: it was a log error, and the finding was lost with the log
            Table t = bears();
            int move = t.next();
            t.with("{'type':'move','object':'c','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'pass','player':'P1'}");
            int exile = t.next();
            t.with("{'type':'move','object':'c','from':'graveyard','to':'exile','by':'external'}",
                    "{'type':'pass','player':'P1'}").play();
            assertThat(t.error()).isNull();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.3 line " + move, "100.1 line " + exile);
        }

        @Test
        void a_copy_only_the_logs_game_made_and_resolves_is_part_of_the_mistake() {
            // a cipher trigger line for c2, which has no card encoded on it (603.2): the copy of c8 its resolution
            // makes is the log's alone, and its resolve line was a log error that lost the finding
            Table t = Table.recorded().permanent("c2", "Grizzly Bears", "P1")
                    .with("{'type':'object','id':'c8','card':'Shadow Slice','owner':'P1','zone':'exile'}",
                            "{'type':'turn','number':2,'active':'P1'}", "{'type':'step','step':'main1'}",
                            "{'type':'draw','player':'P1','count':1}");
            int trigger = t.next();
            t.with("{'type':'trigger','source':'c2','ability':'cipher c8','controller':'P1'}",
                    "{'type':'resolve','object':'c2','choices':{'cast':{'targets':[['P2']]}}}",
                    "{'type':'copy','id':'c8/1','of':'c8','zone':'exile','controller':'P1','by':'c2'}");
            int resolve = t.next();
            t.with("{'type':'resolve','object':'c8/1'}", "{'type':'life','player':'P2','delta':-3,'by':'c8/1'}").play();
            assertThat(t.error()).isNull();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("603.2 line " + trigger, "100.1 line " + resolve);
        }

        @Test
        void stays_silent_when_the_two_games_disagree_about_no_object() {
            // a life change nothing made (703.4) leaves every object where it is: an empty stack is the log's error
            Table t = bears().with("{'type':'life','player':'P2','delta':-3}", "{'type':'pass','player':'P1'}",
                    "{'type':'resolve'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.error().getMessage()).contains("the stack is empty");
        }

        @Test
        void stays_silent_for_a_line_that_names_no_object_they_disagree_about() {
            // the two games disagree about c, but a turn out of order is the log's own error
            Table t = bears().with("{'type':'move','object':'c','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'pass','player':'P1'}", "{'type':'turn','number':4,'active':'P1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.error().getMessage()).contains("can't follow turn 2");
        }
    }

    @Nested
    class LegendChosenThenPutAway {
        static final String RULE =
                "704.5j the log puts the legendary permanent its controller chose to keep into the graveyard and keeps another";

        static String legend(String id, String zone) {
            return "{'type':'object','id':'" + id + "','def':{'name':'Legend','types':['creature'],"
                    + "'supertypes':['legendary'],'power':2,'toughness':2},'owner':'P1','zone':'" + zone + "'}";
        }

        /** Recorded: P1 casts a second legendary creature of one name; a choose line keeps the new one, g2. */
        static Table secondLegendKept() {
            return Table.recorded().with(legend("g1", "battlefield"), legend("g2", "hand")).main1().cast("P1", "g2")
                    .resolve().with("{'type':'choose','player':'P1','keep':'g2'}");
        }

        @Test
        void putting_the_chosen_one_away_and_keeping_the_other_is_one_finding() {
            Table t = secondLegendKept();
            int move = t.next();
            t.with("{'type':'move','object':'g2','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'pass','player':'P1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("704.5j line " + move);
            assertThat(t.findingDetails().get(0).objects()).containsExactly("g2", "g1");
        }

        @Test
        void stays_silent_when_the_log_puts_the_other_one_away() {
            Table t = secondLegendKept().with(
                    "{'type':'move','object':'g1','from':'battlefield','to':'graveyard','cause':'sba'}",
                    "{'type':'pass','player':'P1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class DerivedClaim {
        static final String RULE = "100.1 an outcome line of a derived log states a change the rules made";

        @Test
        void fires_for_a_life_loss_nothing_made() {
            Table t = Table.derived().main1();
            int at = t.next();
            t.with(LOSES_ONE).play();
            assertThat(t.findings()).containsExactly("expect line " + at);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails().get(0).message())
                    .isEqualTo("the log asserts that P1 loses 1 life, but the rules did not do that");
        }

        @Test
        void stays_silent_for_what_the_rules_did() {
            Table t = Table.derived().inHand("s", "Shock", "P1").main1().castAndResolve("P1", "s", "P2")
                    .with("{'type':'life','player':'P2','delta':-2,'by':'s'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class RecordedDifferently {
        static final String RULE = "100.1 a change a recorded log records differently from the rules is reported under the rule that made it";

        @Test
        void fires_once_for_a_draw_of_two_in_the_draw_step() {
            Table t = drawStep();
            int at = t.next();
            t.with("{'type':'draw','player':'P2','count':2}").play();
            assertThat(t.findings()).containsExactly("504.1 line " + at);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails().get(0).message())
                    .isEqualTo("the log records that P2 draws 2 cards, but under the rules P2 draws 1 card");
        }

        @Test
        void stays_silent_for_the_draw_as_it_happened() {
            Table t = drawStep().with("{'type':'draw','player':'P2','count':1}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class RecordedForAnother {
        static final String RULE = "100.1 the one change of its kind a recorded log gives another object or player is one mistake";

        @Test
        void fires_once_for_the_draw_steps_draw_recorded_for_the_other_player() {
            Table t = drawStep();
            int at = t.next();
            t.with("{'type':'draw','player':'P1','count':1}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("504.1 line " + at);
            assertThat(t.findingDetails().get(0).message())
                    .isEqualTo("the log records that P1 draws 1 card, but under the rules P2 draws 1 card");
        }

        @Test
        void stays_silent_when_the_right_player_draws_the_wrong_number() {
            Table t = drawStep().with("{'type':'draw','player':'P2','count':2}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).hasSize(1);
        }
    }

    @Nested
    class LeftOut {
        static final String RULE = "100.1 a change the rules made is in the recorded log";

        @Test
        void fires_at_the_step_line_for_a_draw_left_out() {
            Table t = drawStep().play();
            assertThat(t.findings()).containsExactly("504.1 line " + (t.next() - 1));
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails().get(0).message())
                    .isEqualTo("the rules require that P2 draws 1 card, but the log does not record it");
        }

        @Test
        void stays_silent_in_a_derived_log() {
            Table t = Table.derived().main1().with("{'type':'turn','number':2,'active':'P2'}",
                    "{'type':'step','step':'draw'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class RecordedEarly {
        static final String RULE = "100.1 a change the log recorded a step early is the mistake reported there";
        static final String SLICE = "{'type':'object','id':'ss','card':'Shadow Slice','owner':'P1','zone':'hand'}";
        static final String LOSES_THREE = "{'type':'life','player':'P2','delta':-3,'by':'ss'}";
        static final String RESOLVE = "{'type':'resolve','object':'ss','choices':{'encode':null}}";
        static final String TO_GY = "{'type':'move','object':'ss','from':'stack','to':'graveyard','cause':'resolve'}";

        /** Recorded: P1 casts Shadow Slice targeting P2; the next line is the one after the cast line. */
        Table slice() {
            return Table.recorded().with(SLICE).main1().with("{'type':'cast','player':'P1','card':'ss','targets':[['P2']]}");
        }

        @Test
        void takes_the_life_loss_left_out_at_the_resolution_for_the_line_recorded_after_the_cast() {
            Table t = slice();
            int early = t.next();
            t.with(LOSES_THREE, RESOLVE, TO_GY, "{'type':'expect','player':'P2','life':17}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2 line " + early);
        }

        @Test
        void stays_silent_when_the_line_is_where_the_change_happens() {
            Table t = slice().with(RESOLVE, LOSES_THREE, TO_GY).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_the_early_line_records_another_change() {
            Table t = slice();
            int early = t.next();
            t.with(LOSES_THREE.replace("-3", "-2"), RESOLVE);
            int resolve = t.next() - 1;
            t.with(TO_GY).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("601.2 line " + early, "608.2c line " + resolve);
        }
    }

    @Nested
    class RecordedLate {
        static final String RULE = "100.1 a change the log records a step late is the mistake reported before";
        static final String WICKED = "{'type':'create_token','id':'w1','token':'Wicked Role','controller':'P1','attachedTo':'b','by':'wm'}";
        static final String RESOLVE = "{'type':'resolve','object':'wm','choices':{'discard':null}}";
        static final String TO_GY = "{'type':'move','object':'wm','from':'stack','to':'graveyard','cause':'resolve'}";
        static final String PASS = "{'type':'pass','player':'P1'}";

        /** Recorded: P1 casts Witch's Mark on their Bears b; the next line is the resolve line. */
        Table witchsMark() {
            return Table.recorded().permanent("b", "Grizzly Bears", "P1").with(AuditRolesDrlTest.WM).main1()
                    .with("{'type':'cast','player':'P1','card':'wm','targets':[['b']]}");
        }

        @Test
        void takes_a_token_recorded_after_the_next_action_line_for_the_one_left_out() {
            Table t = witchsMark();
            int resolve = t.next();
            t.with(RESOLVE, TO_GY, PASS, WICKED, "{'type':'expect','object':'w1','zone':'battlefield'}",
                    "{'type':'expect','object':'b','power':3,'toughness':3}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("608.2c line " + resolve);
        }

        @Test
        void stays_silent_when_the_token_is_recorded_where_it_is_made() {
            Table t = witchsMark().with(RESOLVE, WICKED, TO_GY, PASS).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_the_late_line_is_another_change() {
            Table t = witchsMark();
            int resolve = t.next();
            t.with(RESOLVE, TO_GY, PASS);
            int late = t.next();
            t.with("{'type':'life','player':'P2','delta':-1}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("608.2c line " + resolve, "117.5 line " + late);
        }
    }

    @Nested
    class WhileResolving {
        static final String RULE = "608.2c a change recorded while something resolves is one the resolving object makes";

        @Test
        void fires_for_a_state_based_move_recorded_as_a_spell_resolves() {
            Table t = bears().inHand("s", "Shock", "P1").castAndResolve("P1", "s", "P2")
                    .with("{'type':'life','player':'P2','delta':-2,'by':'s'}");
            int at = t.next();
            t.with("{'type':'move','object':'c','from':'battlefield','to':'graveyard','cause':'sba'}").play();
            assertThat(t.findings()).containsExactly("608.2c line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_exactly_the_spells_effects() {
            Table t = bears().inHand("s", "Shock", "P1").castAndResolve("P1", "s", "P2")
                    .with("{'type':'life','player':'P2','delta':-2,'by':'s'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class StateBasedMove {
        static final String RULE = "704.3 a state-based move happens only when a state-based action's condition is met";

        @Test
        void fires_for_a_creature_put_into_the_graveyard_without_a_reason() {
            Table t = bears().inHand("x", "Grizzly Bears", "P1").cast("P1", "x");
            int at = t.next();
            t.with("{'type':'move','object':'c','from':'battlefield','to':'graveyard','cause':'sba'}").play();
            assertThat(t.findings()).containsExactly("704.3 line " + at);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails().get(0).message()).isEqualTo("the log records that c moves to graveyard"
                    + " (sba), which no state-based action does here: its condition isn't met");
        }

        @Test
        void stays_silent_without_the_move() {
            Table t = bears().inHand("x", "Grizzly Bears", "P1").cast("P1", "x").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class ToTheStack {
        static final String RULE = "601.2a only casting a spell moves it to the stack";

        @Test
        void fires_for_a_move_to_the_stack_without_a_cast() {
            Table t = bears().inHand("x", "Grizzly Bears", "P1").with("{'type':'pass','player':'P1'}");
            int at = t.next();
            t.with("{'type':'move','object':'x','from':'hand','to':'stack'}").play();
            assertThat(t.findings()).containsExactly("601.2a line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_a_cast_written_out() {
            Table t = bears().inHand("x", "Grizzly Bears", "P1").cast("P1", "x")
                    .with("{'type':'move','object':'x','from':'hand','to':'stack'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Untap {
        static final String RULE = "502.3 the untap step untaps only what untaps now";

        static Table tappedBears() {
            return Table.recorded().main1().with(
                    "{'type':'object','id':'c','card':'Grizzly Bears','owner':'P1','zone':'battlefield','tapped':true}",
                    "{'type':'turn','number':2,'active':'P2'}");
        }

        @Test
        void fires_for_the_other_players_permanent_untapping() {
            Table t = tappedBears();
            int at = t.next();
            t.with("{'type':'untap','object':'c'}").play();
            assertThat(t.findings()).containsExactly("502.3 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_when_it_stays_tapped() {
            Table t = tappedBears().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Draw {
        static final String RULE = "504.1 the draw step's draw is the only draw it makes";

        @Test
        void fires_for_the_other_player_drawing_in_the_draw_step() {
            Table t = drawStep().with("{'type':'draw','player':'P2','count':1}");
            int at = t.next();
            t.with("{'type':'draw','player':'P1','count':1}").play();
            assertThat(t.findings()).containsExactly("504.1 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_the_active_players_draw() {
            Table t = drawStep().with("{'type':'draw','player':'P2','count':1}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class TurnBasedActions {
        static final String RULE = "703.4 a step's beginning makes only its turn-based actions";

        @Test
        void fires_for_a_life_loss_as_a_step_begins() {
            Table t = Table.recorded().main1().with("{'type':'step','step':'main2'}");
            int at = t.next();
            t.with(LOSES_ONE).play();
            assertThat(t.findings()).containsExactly("703.4 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_a_step_that_changes_nothing() {
            Table t = Table.recorded().main1().with("{'type':'step','step':'main2'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Casting {
        static final String RULE = "601.2 casting a spell makes only the changes casting makes";

        @Test
        void fires_for_a_life_loss_recorded_with_a_cast() {
            Table t = bears().inHand("x", "Grizzly Bears", "P1").cast("P1", "x");
            int at = t.next();
            t.with(LOSES_ONE).play();
            assertThat(t.findings()).containsExactly("601.2 line " + at);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails().get(0).message())
                    .isEqualTo("the log records that P1 loses 1 life, which casting x does not do");
        }

        @Test
        void stays_silent_for_a_cast_alone() {
            assertThat(bears().inHand("x", "Grizzly Bears", "P1").cast("P1", "x").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class LandPlay {
        static final String RULE = "305.1 playing a land makes only the change playing it makes";

        static Table play() {
            return bears().with(land("hand"), "{'type':'play','player':'P1','card':'f'}");
        }

        @Test
        void fires_for_a_life_loss_recorded_with_a_land_play() {
            Table t = play();
            int at = t.next();
            t.with(LOSES_ONE).play();
            assertThat(t.findings()).containsExactly("305.1 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_the_play_alone() {
            Table t = play().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Activating {
        static final String RULE = "602.2 activating an ability makes only the changes activating makes";

        static Table activate() {
            return bears().permanent("e", "Embereth Veteran", "P1").with(
                    "{'type':'activate','player':'P1','source':'e','ability':'Young Hero Role','targets':[['b']]}");
        }

        @Test
        void fires_for_a_life_loss_recorded_with_an_activation() {
            Table t = activate();
            int at = t.next();
            t.with(LOSES_ONE).play();
            assertThat(t.findings()).containsExactly("602.2 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_the_activation_alone() {
            Table t = activate().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class Attackers {
        static final String RULE = "508.1 declaring attackers makes only the changes the declaration makes";

        static Table attack() {
            return bears().with("{'type':'attack','attackers':{'b':'P2'}}");
        }

        @Test
        void fires_for_a_life_loss_recorded_with_the_declaration() {
            Table t = attack();
            int at = t.next();
            t.with(LOSES_ONE).play();
            assertThat(t.findings()).containsExactly("508.1 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_the_declaration_alone() {
            Table t = attack().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Blockers {
        static final String RULE = "509.1 declaring blockers makes only the changes the declaration makes";

        static Table block() {
            return bears().with("{'type':'attack','attackers':{'b':'P2'}}", "{'type':'block','blockers':{'c':'b'}}");
        }

        @Test
        void fires_for_a_life_loss_recorded_with_the_declaration() {
            Table t = block();
            int at = t.next();
            t.with(LOSES_ONE).play();
            assertThat(t.findings()).containsExactly("509.1 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_the_declaration_alone() {
            Table t = block().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Damage {
        static final String RULE = "120.3 dealing damage has only the results of damage";

        static Table damage() {
            return bears().with("{'type':'attack','attackers':{'b':'P2'}}",
                    "{'type':'damage','deals':[{'source':'b','to':'P2','amount':2}],'combat':true}",
                    "{'type':'life','player':'P2','delta':-2}");
        }

        @Test
        void fires_for_a_life_loss_that_is_no_result_of_the_damage() {
            Table t = damage();
            int at = t.next();
            t.with(LOSES_ONE).play();
            assertThat(t.findings()).containsExactly("120.3 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_the_damage_results_alone() {
            Table t = damage().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class BetweenActions {
        static final String RULE = "117.5 between actions only state-based actions and triggered abilities change the game";

        @Test
        void fires_for_a_life_loss_at_a_pass_line() {
            Table t = bears().with("{'type':'pass','player':'P1'}");
            int at = t.next();
            t.with(LOSES_ONE).play();
            assertThat(t.findings()).containsExactly("117.5 line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_a_pass_alone() {
            Table t = bears().with("{'type':'pass','player':'P1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class ExternalToken {
        static final String RULE = "303.4i an Aura token a line from outside the game creates exists only where it can";

        static String role(String host) {
            return "{'type':'create_token','id':'w','token':'Wicked Role','controller':'P1','attachedTo':'" + host
                    + "','by':'external'}";
        }

        @Test
        void fires_for_a_role_attached_to_a_land() {
            Table t = bears().with(land("battlefield"));
            int at = t.next();
            t.with(role("f")).play();
            assertThat(t.findings()).containsExactly("303.4i line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_a_role_on_a_creature() {
            Table t = bears().with(role("b")).play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }
    @Nested
    class PastTheEndOfTheRulesGame {
        static final String RULE = "104.1 a recorded log that goes on past an end its own mistake hid is not checked further";

        /** Recorded, life 2: P1's Bears b attack P2; the log's life line for the damage says {@code delta}. */
        static Table attack(int delta) {
            return Table.recordedAtLife(2).permanent("b", "Grizzly Bears", "P1")
                    .with("{'type':'turn','number':3,'active':'P1'}", "{'type':'step','step':'main1'}",
                            "{'type':'draw','player':'P1','count':1}", "{'type':'attack','attackers':{'b':'P2'}}",
                            "{'type':'damage','deals':[{'source':'b','to':'P2','amount':2}],'combat':true}",
                            "{'type':'life','player':'P2','delta':" + delta + "}");
        }

        @Test
        void warns_once_and_keeps_the_mistake_that_kept_the_logs_game_going() {
            Table t = attack(-1);
            int past = t.next();
            // a pass line changes nothing, there too: the next action line of another kind goes past the end
            t.with("{'type':'pass','player':'P1'}");
            past = t.next();
            t.with("{'type':'step','step':'main2'}", "{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).anyMatch(f -> f.startsWith("120.3")).contains("104.1 line " + past);
        }

        @Test
        void stays_silent_and_leaves_a_log_error_when_nothing_went_wrong_before_the_end() {
            Table t = attack(-2).with("{'type':'pass','player':'P1'}", "{'type':'step','step':'main2'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.error()).isNotNull();
            assertThat(t.error().getMessage()).contains("the game is over (P1 wins");
        }
    }
    @Nested
    class LifeLossRecordedAsOneLine {
        static final String RULE = "120.3a a player's life loss to damage dealt at one time may be recorded as one line for the total";

        /** Recorded: P1's Bears b1 and b2 attack P2 and deal 2 damage each at once; then the log's life lines. */
        static Table twoAttackers(String... lifeLines) {
            return Table.recorded().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P1")
                    .main1().with("{'type':'attack','attackers':{'b1':'P2','b2':'P2'}}",
                            "{'type':'damage','deals':[{'source':'b1','to':'P2','amount':2},"
                                    + "{'source':'b2','to':'P2','amount':2}],'combat':true}").with(lifeLines);
        }

        @Test
        void takes_one_line_for_the_total_as_the_lines_per_source() {
            Table t = twoAttackers("{'type':'life','player':'P2','delta':-4}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).isEmpty();
            assertThat(t.player("P2").life()).isEqualTo(16);
        }

        @Test
        void stays_silent_for_one_line_per_source() {
            Table t = twoAttackers("{'type':'life','player':'P2','delta':-2}", "{'type':'life','player':'P2','delta':-2}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_a_line_whose_total_is_wrong() {
            Table t = twoAttackers("{'type':'life','player':'P2','delta':-3}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isNotEmpty().allMatch(f -> f.startsWith("120.3a "));
        }
    }

    @Nested
    class LogOnlyResolution {
        static final String RULE = "100.1 what an ability on the log's stack alone does is part of the mistake that put it there";

        /** Recorded: Monstrous Rage's Monster Role replaces P1's Wicked Role w1, whose ability the log puts on the stack. */
        static Table wickedRoleReplaced() {
            return Table.recorded().permanent("b1", "Grizzly Bears", "P1").role("w1", "Wicked Role", "P1", "b1")
                    .inHand("mr", "Monstrous Rage", "P1").main1().cast("P1", "mr", "b1").resolve().with(
                            "{'type':'effect','object':'b1','modifyPT':[2,0],'until':'end_of_turn','by':'mr'}",
                            "{'type':'create_token','id':'mr/1','token':'Monster Role','controller':'P1',"
                                    + "'attachedTo':'b1','by':'mr'}",
                            "{'type':'move','object':'w1','from':'battlefield','to':'graveyard','cause':'sba'}",
                            "{'type':'cease','object':'w1'}",
                            "{'type':'trigger','source':'w1','controller':'P1'}");
        }

        @Test
        void the_life_a_trigger_the_log_put_on_the_stack_twice_takes_is_part_of_that_one_mistake() {
            Table t = wickedRoleReplaced();
            int twice = t.next();
            t.with("{'type':'trigger','source':'w1','controller':'P1'}", "{'type':'resolve','object':'w1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'w1'}", "{'type':'resolve','object':'w1'}",
                    "{'type':'life','player':'P2','delta':-1,'by':'w1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("603.2 line " + twice);
        }

        @Test
        void stays_silent_when_the_ability_resolves_in_the_rules_game_too() {
            Table t = wickedRoleReplaced().with("{'type':'resolve','object':'w1'}",
                    "{'type':'life','player':'P2','delta':-2,'by':'w1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).hasSize(1).allMatch(f -> !f.startsWith("603.2 "));
        }
    }
}
