package dev.arbiter.rules.audit;

import dev.arbiter.Severity;
import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/audit/hidden.drl: cards a recorded log never identified after a mistake reported already — a draw it left
 * out or gave to another player (the rules drew anonymous cards, CR 121.1, 400.2, 608.2c), a card exiled for an
 * alternative cost it never names (118.9, 601.2h) — and what it shows of them next, which is that one mistake.
 */
class AuditHiddenDrlTest {
    static final String DRAW_LEFT_OUT = "608.2c";

    /** Recorded: P1's Think Twice tt in hand, Grizzly Bears h1 and h2 declared in P1's library, turn 1, main 1. */
    static Table thinkTwice() {
        return Table.recorded().inHand("tt", "Think Twice", "P1")
                .with("{'type':'object','id':'h1','card':'Grizzly Bears','owner':'P1','zone':'library'}",
                        "{'type':'object','id':'h2','card':'Grizzly Bears','owner':'P1','zone':'library'}")
                .main1();
    }

    /**
     * Recorded: P1 casts Lightning Bolt at P2 and P2 answers with Force of Will for its alternative cost, with Think
     * Twice pt in hand to exile; the lines after the cast are the test's.
     */
    static Table forceOfWill(Table t) {
        return t.inHand("lb", "Lightning Bolt", "P1").inHand("fw", "Force of Will", "P2")
                .inHand("pt", "Think Twice", "P2").main1()
                .with("{'type':'cast','player':'P1','card':'lb','targets':[['P2']]}",
                        "{'type':'cast','player':'P2','card':'fw','targets':[['lb']],'alternativeCost':'pitch'}");
    }

    static final String PITCHED = "{'type':'move','object':'pt','from':'hand','to':'exile','cause':'cost'}";

    /** The errors only, as "rule line N". */
    static java.util.List<String> errors(Table t) {
        return t.findingDetails().stream().filter(f -> f.severity() == Severity.ERROR)
                .map(f -> f.rule() + " line " + f.line()).toList();
    }

    @Nested
    class DrawnCardShownInTheHand {
        static final String RULE = "121.1 a library card an expect line puts in its owner's hand is the card an unidentified draw drew";

        @Test
        void fires_when_the_log_left_the_draw_out_and_shows_the_card_in_the_hand() {
            Table t = thinkTwice().cast("P1", "tt");
            int at = t.next();
            t.resolve().with("{'type':'expect','object':'h1','zone':'hand'}",
                    "{'type':'expect','player':'P1','hand':1,'library':1}").play();
            assertThat(t.findings()).containsExactly(DRAW_LEFT_OUT + " line " + at);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("h1").zone()).isEqualTo("hand");
            assertThat(t.zone("hand")).containsExactly("h1");
        }

        @Test
        void fires_when_the_log_gave_the_draw_to_the_other_player() {
            Table t = thinkTwice().cast("P1", "tt").resolve();
            int at = t.next();
            t.with("{'type':'draw','player':'P2','cards':['h1'],'by':'tt'}",
                    "{'type':'expect','object':'h1','zone':'hand'}").play();
            assertThat(t.findings()).containsExactly(DRAW_LEFT_OUT + " line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_when_the_draw_named_its_card_and_a_wrong_card_in_the_hand_is_reported() {
            Table t = thinkTwice().cast("P1", "tt").resolve()
                    .with("{'type':'draw','player':'P1','cards':['h1'],'by':'tt'}");
            int at = t.next();
            t.with("{'type':'expect','object':'h2','zone':'hand'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("expect line " + at);
        }

        @Test
        void stays_silent_for_a_second_card_shown_in_the_hand_beyond_the_one_draw() {
            Table t = thinkTwice().cast("P1", "tt");
            int at = t.next();
            t.resolve().with("{'type':'expect','object':'h1','zone':'hand'}");
            int second = t.next();
            t.with("{'type':'expect','object':'h2','zone':'hand'}").play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.findings()).containsExactly(DRAW_LEFT_OUT + " line " + at, "expect line " + second);
        }
    }

    @Nested
    class DrawnCardCast {
        static final String RULE = "121.1 a library card its owner casts is the card an unidentified draw of theirs drew";

        @Test
        void fires_when_the_log_casts_the_card_its_left_out_draw_drew() {
            Table t = thinkTwice().cast("P1", "tt");
            int at = t.next();
            t.resolve().cast("P1", "h1").with("{'type':'expect','player':'P1','hand':0,'library':1}").play();
            assertThat(t.findings()).containsExactly(DRAW_LEFT_OUT + " line " + at);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired("601.3 a spell is cast from its owner's hand unless an effect allows another zone"))
                    .isFalse();
        }

        @Test
        void stays_silent_for_a_card_cast_from_the_library_with_no_draw_left_unnamed() {
            Table t = thinkTwice().cast("P1", "tt").resolve()
                    .with("{'type':'draw','player':'P1','cards':['h1'],'by':'tt'}");
            int at = t.next();
            t.cast("P1", "h2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("601.3 line " + at);
        }
    }

    @Nested
    class DrawnCardDiscarded {
        static final String RULE = "121.1 a library card its owner discards is the card an unidentified draw of theirs drew";

        /** Think Twice, then Witch's Mark wm in P1's hand too. */
        Table withWitchsMark() {
            return Table.recorded().inHand("tt", "Think Twice", "P1").inHand("wm", "Witch\\u0027s Mark", "P1")
                    .with("{'type':'object','id':'h1','card':'Grizzly Bears','owner':'P1','zone':'library'}",
                            "{'type':'object','id':'h2','card':'Grizzly Bears','owner':'P1','zone':'library'}")
                    .main1().cast("P1", "tt");
        }

        @Test
        void fires_when_the_log_discards_the_card_its_left_out_draw_drew() {
            Table t = withWitchsMark();
            int at = t.next();
            t.resolve().with("{'type':'cast','player':'P1','card':'wm','targets':[[]]}",
                    "{'type':'resolve','object':'wm','choices':{'discard':'h1'}}",
                    "{'type':'discard','player':'P1','card':'h1','by':'wm'}",
                    "{'type':'draw','player':'P1','cards':['h2'],'by':'wm'}",
                    "{'type':'draw','player':'P1','count':1,'by':'wm'}",
                    "{'type':'expect','object':'h1','zone':'graveyard'}",
                    "{'type':'expect','player':'P1','hand':2,'library':0,'graveyard':3}").play();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).containsExactly(DRAW_LEFT_OUT + " line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_a_library_card_discarded_with_no_draw_left_unnamed() {
            Table t = withWitchsMark().resolve().with("{'type':'draw','player':'P1','cards':['h1'],'by':'tt'}",
                    "{'type':'cast','player':'P1','card':'wm','targets':[[]]}");
            int at = t.next();
            t.with("{'type':'resolve','object':'wm','choices':{'discard':'h2'}}",
                    "{'type':'discard','player':'P1','card':'h2','by':'wm'}").play();
            assertThat(t.error()).isNull();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).contains("701.8a line " + at);
        }
    }

    @Nested
    class DrawnCardDiscardedInCleanup {
        static final String RULE = "121.1 a library card its owner discards in the cleanup step is the card an unidentified draw of theirs drew";

        /**
         * Recorded: P1 holds seven cards and has Shock d1 declared in the library, turn 3; the draw step's draw is the
         * test's line (or none), then the cleanup step discards d1 down to seven.
         */
        Table eightAfterTheDraw(String... drawLines) {
            Table t = Table.recorded();
            for (int i = 1; i <= 7; i++) {
                t = t.inHand("h" + i, "Grizzly Bears", "P1");
            }
            return t.with("{'type':'object','id':'d1','card':'Shock','owner':'P1','zone':'library'}",
                    "{'type':'turn','number':3,'active':'P1'}", "{'type':'step','step':'draw'}").with(drawLines)
                    .with("{'type':'step','step':'cleanup'}", "{'type':'discard','player':'P1','card':'d1'}",
                            "{'type':'expect','player':'P1','hand':7,'graveyard':1,'library':0}");
        }

        @Test
        void fires_when_the_cleanup_discards_the_card_a_left_out_draw_drew() {
            Table t = eightAfterTheDraw().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("504.1 line 11");  // the draw step's line
            assertThat(t.object("d1").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_when_the_draw_named_its_card() {
            Table t = eightAfterTheDraw("{'type':'draw','player':'P1','cards':['d1']}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class LibraryCount {
        static final String RULE = "400.2 a library count short by no more than the owner's unidentified draws is part of the mistake that left them unnamed";

        @Test
        void fires_for_a_library_count_that_leaves_out_the_card_drawn_unnamed() {
            Table t = thinkTwice().cast("P1", "tt");
            int at = t.next();
            t.resolve().with("{'type':'expect','player':'P1','hand':1,'library':1}").play();
            assertThat(t.findings()).containsExactly(DRAW_LEFT_OUT + " line " + at);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_a_count_short_by_more_than_the_draws_explain() {
            Table t = thinkTwice().cast("P1", "tt");
            int at = t.next();
            t.resolve();
            int count = t.next();
            t.with("{'type':'expect','player':'P1','library':0}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly(DRAW_LEFT_OUT + " line " + at, "expect line " + count);
        }
    }

    @Nested
    class PitchRecordedWrongly {
        static final String RULE = "601.2h a card the log moves out of the caster's hand as the spell is cast is the one exiled for its alternative cost";

        @Test
        void fires_once_for_the_pitched_card_moved_to_the_graveyard() {
            Table t = forceOfWill(Table.recorded());
            int at = t.next();
            t.with("{'type':'move','object':'pt','from':'hand','to':'graveyard','cause':'cost'}",
                    "{'type':'expect','player':'P2','life':19,'hand':0,'exile':1,'graveyard':0}").play();
            assertThat(t.findings()).containsExactly("601.2h line " + at);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(errors(t)).containsExactly("601.2h line " + at);
            assertThat(t.object("pt").zone()).isEqualTo("exile");
        }

        @Test
        void stays_silent_for_the_pitched_card_exiled_as_the_cost() {
            Table t = forceOfWill(Table.recorded()).with(PITCHED,
                    "{'type':'expect','player':'P2','life':19,'hand':0,'exile':1}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class PitchLeftUnnamed {
        static final String RULE = "118.9 a card exiled for an alternative cost that the cast's step leaves unnamed is not checked";

        @Test
        void fires_as_the_warning_of_the_cast_when_no_line_names_the_card() {
            Table t = forceOfWill(Table.recorded());
            int at = t.next() - 1;
            t.with("{'type':'resolve','object':'fw'}",
                    "{'type':'move','object':'lb','from':'stack','to':'graveyard','cause':'effect','by':'fw'}").play();
            assertThat(t.findings()).containsExactly("601.2h line " + at);
            assertThat(errors(t)).isEmpty();
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void fires_and_a_later_steps_move_out_of_the_hand_is_not_taken_for_the_card() {
            Table t = forceOfWill(Table.recorded());
            int at = t.next() - 1;
            t.with("{'type':'resolve','object':'fw'}",
                    "{'type':'move','object':'lb','from':'stack','to':'graveyard','cause':'effect','by':'fw'}",
                    "{'type':'step','step':'end'}");
            int stray = t.next();
            t.with("{'type':'move','object':'pt','from':'hand','to':'graveyard','cause':'cost'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired(PitchRecordedWrongly.RULE)).isFalse();
            assertThat(t.findings()).containsExactly("601.2h line " + at, "703.4 line " + stray);
        }

        @Test
        void stays_silent_in_a_derived_log_which_gets_the_warning_at_the_cast() {
            Table t = forceOfWill(Table.derived());
            int at = t.next() - 1;
            t.with("{'type':'resolve','object':'fw'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("601.2h line " + at);
        }
    }

    @Nested
    class PitchCounts {
        static final String RULE = "118.9 a hand or exile count off by exactly the caster's unnamed exiled cards is part of the mistake that left them unnamed";

        @Test
        void fires_for_the_hand_and_exile_counts_of_the_log_s_game() {
            Table t = forceOfWill(Table.recorded());
            int at = t.next() - 1;
            t.with("{'type':'expect','player':'P2','life':19,'hand':0,'exile':1}").play();
            assertThat(t.findings()).containsExactly("601.2h line " + at);
            assertThat(errors(t)).isEmpty();
            assertThat(t.times(RULE)).isEqualTo(2);
        }

        @Test
        void stays_silent_for_a_hand_count_the_pitch_does_not_explain() {
            Table t = forceOfWill(Table.recorded());
            int at = t.next() - 1;
            int expect = t.next();
            t.with("{'type':'expect','player':'P2','hand':2}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("601.2h line " + at, "expect line " + expect);
        }
    }
}
