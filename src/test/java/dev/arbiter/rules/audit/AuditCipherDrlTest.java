package dev.arbiter.rules.audit;

import dev.arbiter.rules.Table;
import dev.arbiter.rules.cipher.Cipher;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/audit/cipher.drl: what a recorded log shows about cipher, against the rules; each mistake reported once. */
class AuditCipherDrlTest {
    static final String REFUSED = "702.99a an encoding the rules refused is reported once, with its recorded lines";
    static final String NOT_RESOLVED = "702.99a a spell that did not resolve is not encoded";
    static final String MOVE = "702.99a the move to exile of a card that was not encoded is part of that mistake";
    static final String EXTRA = "603.2c a cipher trigger line beyond one per player dealt combat damage is reported";
    static final String LOST = "702.99a a creature that has lost its cipher ability has no cipher trigger";
    static final String NO_LONGER = "702.99c a cipher trigger needs a card still encoded on the creature";
    static final String MISSING = "603.2c a cipher trigger for each player dealt combat damage goes on the stack";
    static final String KEPT = "704.5e a copy of a card not cast while the ability resolves ceases to exist at the next check";
    static final String DECLINED = "702.99a a copy that is never cast may go unrecorded along with its ceasing to exist";
    static final String LATE = "704.5e a copy of a card that ceased to exist can't be cast later";
    static final String CARD_COPY = "112.2a a copy of a card is owned and controlled by the player who made it";
    static final String SPELL_COPY = "707.10 a copy of a spell is controlled by the player who put it on the stack";

    static Table encoded() {
        return Cipher.encoded(Table.recorded(), "Shadow Slice");
    }

    /** Recorded: P1's turn 2, c1 attacks P2 and deals 2 combat damage, with the draw and life loss recorded. */
    static Table hit(Table t) {
        return t.with("{'type':'turn','number':2,'active':'P1'}", "{'type':'attack','attackers':{'c1':'P2'}}",
                "{'type':'draw','player':'P1','count':1}",
                "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':2}],'combat':true}",
                "{'type':'life','player':'P2','delta':-2}");
    }

    /** Recorded: P1 casts Shadow Slice s at P2 in turn 1 and resolves it with the given outcome lines. */
    static Table slice(Table t, String... outcomes) {
        t.inHand("s", "Shadow Slice", "P1").main1().cast("P1", "s", "P2").resolve()
                .with("{'type':'life','player':'P2','delta':-3,'by':'s'}");
        return t.with(outcomes).play();
    }

    /** Recorded, P1's turn 3 (P2's turn 2 between): c1 attacks P2 and deals 2 combat damage, recorded. */
    static Table hitOnTurnThree(Table t) {
        return t.with("{'type':'turn','number':2,'active':'P2'}", "{'type':'step','step':'draw'}",
                "{'type':'draw','player':'P2','count':1}",
                "{'type':'turn','number':3,'active':'P1'}", "{'type':'attack','attackers':{'c1':'P2'}}",
                "{'type':'draw','player':'P1','count':1}",
                "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':2}],'combat':true}",
                "{'type':'life','player':'P2','delta':-2}");
    }

    /** Recorded: P1 casts Shadow Slice s at P2 in turn 1 and resolves it, choosing to encode it on c1. */
    static Table sliceEncodedOnC1(String... outcomes) {
        return Table.recorded().permanent("c1", "Grizzly Bears", "P1").inHand("s", "Shadow Slice", "P1").main1()
                .cast("P1", "s", "P2").with("{'type':'resolve','object':'s','choices':{'encode':'c1'}}",
                        "{'type':'life','player':'P2','delta':-3,'by':'s'}").with(outcomes);
    }

    @Nested
    class CipherSpellToTheGraveyard {
        static final String RULE = "608.2c a cipher spell the log puts into the graveyard instead of exiling it encoded is one mistake";
        static final String LEFT_OUT =
                "603.2c a cipher trigger the log leaves out for a card its own game didn't encode is part of that mistake";

        @Test
        void the_move_in_the_wrong_zone_is_one_finding_and_the_triggers_it_never_has_are_part_of_it() {
            Table t = sliceEncodedOnC1();
            int move = t.next();
            t.with("{'type':'move','object':'s','from':'stack','to':'graveyard','cause':'resolve'}");
            hitOnTurnThree(t).with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired(LEFT_OUT)).isTrue();
            assertThat(t.findings()).containsExactly("608.2c line " + move);
            assertThat(t.findingDetails().get(0).related()).containsExactly("702.99a");
        }

        @Test
        void stays_silent_when_the_log_exiles_it_encoded() {
            Table t = hitOnTurnThree(sliceEncodedOnC1(
                    "{'type':'move','object':'s','from':'stack','to':'exile','cause':'resolve'}",
                    "{'type':'encode','card':'s','on':'c1','by':'s'}"))
                    .with("{'type':'trigger','source':'c1'}", "{'type':'resolve','choices':{'cast':false}}",
                            "{'type':'copy','id':'s/1','of':'s','zone':'exile','controller':'P1','by':'c1'}",
                            "{'type':'cease','object':'s/1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.fired(LEFT_OUT)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class TriggerLineNamingAnotherCreaturesCard {
        static final String NAMED =
                "702.99a a cipher trigger line naming a card encoded on another creature puts the creature's own on the stack";
        static final String COPY =
                "702.99a the log's copy of the card its trigger line named is the copy of the card encoded on the creature";

        /** Recorded: Shadow Slice c7 encoded on c1, another c8 on c2; c1 hits P2. */
        static Table hitWithTwoEncoded() {
            return hit(Table.recorded().permanent("c1", "Grizzly Bears", "P1").permanent("c2", "Grizzly Bears", "P1")
                    .with("{'type':'object','id':'c7','card':'Shadow Slice','owner':'P1','zone':'exile','encodedOn':'c1'}",
                            "{'type':'object','id':'c8','card':'Shadow Slice','owner':'P1','zone':'exile','encodedOn':'c2'}"));
        }

        /** The log's trigger line for c1 naming the card, and the copy of that card cast at P2. */
        static Table naming(Table t, String card) {
            return t.with("{'type':'trigger','source':'c1','ability':'cipher " + card + "','controller':'P1'}",
                    "{'type':'resolve','object':'c1','choices':{'cast':{'targets':[['P2']]}}}",
                    "{'type':'copy','id':'" + card + "/1','of':'" + card + "','zone':'exile','controller':'P1','by':'c1'}",
                    "{'type':'resolve','object':'" + card + "/1'}",
                    "{'type':'life','player':'P2','delta':-3,'by':'" + card + "/1'}",
                    "{'type':'cease','object':'" + card + "/1'}").play();
        }

        @Test
        void naming_the_card_on_another_creature_is_one_finding_and_its_copy_is_the_creatures_own() {
            Table t = hitWithTwoEncoded();
            int trigger = t.next();
            naming(t, "c8");
            assertThat(t.fired(NAMED)).isTrue();
            assertThat(t.fired(COPY)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).containsExactly("702.99a line " + trigger);
        }

        @Test
        void stays_silent_for_the_card_encoded_on_the_creature() {
            Table t = naming(hitWithTwoEncoded(), "c7");
            assertThat(t.fired(NAMED)).isFalse();
            assertThat(t.fired(COPY)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class EncodedCardCeasedInTheLog {
        static final String RULE =
                "603.2c a cipher trigger the log leaves out for a card its own game made cease to exist is part of that mistake";
        static final String ENCODED = "{'type':'encode','card':'s','on':'c1','by':'s'}";

        @Test
        void the_trigger_left_out_after_the_log_made_the_encoded_card_cease_is_part_of_that_mistake() {
            Table t = sliceEncodedOnC1(ENCODED);
            int cease = t.next();
            t.with("{'type':'cease','object':'s'}");
            hitOnTurnThree(t).with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.endsWith("line " + cease));
        }

        @Test
        void stays_silent_for_a_trigger_left_out_of_a_card_still_encoded() {
            Table t = hitOnTurnThree(sliceEncodedOnC1(ENCODED)).with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.fired(MISSING)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("603.2c"));
        }
    }

    @Nested
    class Refused {
        @Test
        void the_recorded_encoding_on_an_opponents_creature_is_one_finding() {
            Table t = slice(Table.recorded().permanent("x1", "Grizzly Bears", "P2"),
                    "{'type':'move','object':'s','to':'exile','by':'s'}", "{'type':'encode','card':'s','on':'x1','by':'s'}");
            assertThat(t.fired(REFUSED)).isTrue();
            assertThat(t.findings()).containsExactly("702.99a line 7");
        }

        @Test
        void stays_silent_for_a_legal_encoding() {
            Table t = slice(Table.recorded().permanent("c1", "Grizzly Bears", "P1"),
                    "{'type':'encode','card':'s','on':'c1','by':'s'}");
            assertThat(t.fired(REFUSED)).isFalse();
            assertThat(t.findings()).isEmpty();
            assertThat(t.object("s").encodedOn()).isEqualTo("c1");
        }
    }

    @Nested
    class NotResolved {
        static Table fizzled(String... outcomes) {
            Table t = Table.recorded().permanent("c1", "Grizzly Bears", "P1").permanent("x1", "Grizzly Bears", "P2")
                    .inHand("h", "Hands of Binding", "P1").inHand("u", "Unsummon", "P2").main1().cast("P1", "h", "x1")
                    .cast("P2", "u", "x1").resolve().with("{'type':'move','object':'x1','to':'hand','by':'u'}")
                    .resolve();
            return t.with(outcomes).play();
        }

        @Test
        void an_encoding_of_a_spell_that_did_not_resolve_is_reported_with_its_move() {
            Table t = fizzled("{'type':'move','object':'h','to':'exile','by':'h'}",
                    "{'type':'encode','card':'h','on':'c1','by':'h'}");
            assertThat(t.fired(NOT_RESOLVED)).isTrue();
            assertThat(t.fired(MOVE)).isTrue();
            assertThat(t.findings()).containsExactly("702.99a line 12");
        }

        @Test
        void stays_silent_when_the_log_shows_no_encoding() {
            Table t = fizzled();
            assertThat(t.fired(NOT_RESOLVED)).isFalse();
            assertThat(t.fired(MOVE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class TriggerLines {
        @Test
        void an_extra_trigger_line_is_603_2c() {
            Table t = hit(encoded()).with("{'type':'trigger','source':'c1'}", "{'type':'trigger','source':'c1'}").play();
            assertThat(t.fired(EXTRA)).isTrue();
            assertThat(t.findings()).containsExactly("603.2c line 10");
            assertThat(t.stack()).containsExactly("c1", "c1");
        }

        @Test
        void one_trigger_line_per_player_is_silent() {
            Table t = hit(encoded()).with("{'type':'trigger','source':'c1'}").play();
            assertThat(t.fired(EXTRA)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void a_trigger_line_while_the_abilities_are_lost_is_702_99a_with_613_1f() {
            Table u = Cipher.encoded(Table.recorded(), "Shadow Slice").permanent("h", "Humility", "P2").with(
                    "{'type':'turn','number':2,'active':'P1'}", "{'type':'attack','attackers':{'c1':'P2'}}",
                    "{'type':'draw','player':'P1','count':1}",
                    "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':1}],'combat':true}",
                    "{'type':'life','player':'P2','delta':-1}", "{'type':'trigger','source':'c1'}").play();
            assertThat(u.fired(LOST)).isTrue();
            assertThat(u.findings()).containsExactly("702.99a line 10");
            assertThat(u.findingDetails().get(0).related()).contains("613.1f");
        }

        @Test
        void a_trigger_line_after_the_creature_changed_zones_is_702_99c() {
            Table t = encoded().with("{'type':'move','object':'c1','to':'exile','by':'external'}",
                    "{'type':'move','object':'c1','to':'battlefield','by':'external'}");
            t = hit(t).with("{'type':'trigger','source':'c1'}").play();
            assertThat(t.fired(NO_LONGER)).isTrue();
            assertThat(t.findings()).containsExactly("702.99c line 11");
            assertThat(t.stack()).containsExactly("c1");
        }

        @Test
        void with_two_cards_encoded_the_line_is_judged_against_the_card_it_names() {
            // the creature left and came back: neither card is encoded now; the line names the first one
            Table t = Table.recorded().permanent("c1", "Grizzly Bears", "P1").with(
                    "{'type':'object','id':'ss','card':'Shadow Slice','owner':'P1','zone':'exile','encodedOn':'c1'}",
                    "{'type':'object','id':'vw','card':'Voidwalk','owner':'P1','zone':'exile','encodedOn':'c1'}",
                    "{'type':'move','object':'c1','to':'exile','by':'external'}",
                    "{'type':'move','object':'c1','to':'battlefield','by':'external'}");
            t = hit(t).with("{'type':'trigger','source':'c1','ability':'cipher ss'}",
                    "{'type':'resolve','object':'c1','choices':{'cast':false}}", "{'type':'pass','player':'P1'}").play();
            assertThat(t.fired(NO_LONGER)).isTrue();
            assertThat(t.findings()).containsExactly("702.99c line 12");
            assertThat(t.findingDetails().get(0).objects()).containsExactly("c1", "ss");
        }

        @Test
        void no_trigger_line_of_the_kind_is_silent() {
            Table t = hit(encoded()).with("{'type':'trigger','source':'c1'}").play();
            assertThat(t.fired(LOST)).isFalse();
            assertThat(t.fired(NO_LONGER)).isFalse();
        }

        @Test
        void a_missing_trigger_for_a_second_player_is_603_2c() {
            Table t = Cipher.encoded(Table.recorded("P1", "P2", "P3"), "Shadow Slice").with(
                    "{'type':'turn','number':2,'active':'P1'}", "{'type':'attack','attackers':{'c1':'P2'}}",
                    "{'type':'draw','player':'P1','count':1}",
                    "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':1},{'source':'c1','to':'P3','amount':1}],"
                            + "'combat':true}", "{'type':'life','player':'P2','delta':-1}",
                    "{'type':'life','player':'P3','delta':-1}", "{'type':'trigger','source':'c1'}",
                    "{'type':'resolve','choices':{'cast':false}}").play();
            assertThat(t.fired(MISSING)).isTrue();
            assertThat(t.findings()).containsExactly("510.1b line 7", "603.2c line 11");
        }

        @Test
        void every_trigger_on_the_stack_is_silent() {
            Table t = hit(encoded()).with("{'type':'trigger','source':'c1'}", "{'type':'resolve','choices':{'cast':false}}")
                    .play();
            assertThat(t.fired(MISSING)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Copies {
        static Table declined(String... outcomes) {
            return hit(encoded()).with("{'type':'trigger','source':'c1'}", "{'type':'resolve','choices':{'cast':false}}")
                    .with(outcomes).play();
        }

        @Test
        void a_copy_kept_past_the_check_is_704_5e() {
            Table t = declined("{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'P1','by':'c1'}");
            assertThat(t.fired(KEPT)).isTrue();
            assertThat(t.findings()).containsExactly("704.5e line 10");
        }

        @Test
        void a_copy_that_ceases_in_the_log_is_silent() {
            Table t = declined("{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'P1','by':'c1'}",
                    "{'type':'cease','object':'c7/1'}");
            assertThat(t.fired(KEPT)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void a_copy_whose_cease_is_recorded_for_another_object_is_one_mistake_reported_by_the_pairing() {
            Table t = declined("{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'P1','by':'c1'}",
                    "{'type':'cease','object':'c1'}");
            assertThat(t.fired(KEPT)).isFalse();
            assertThat(t.findings()).containsExactly("704.5e line 12");  // the cease line
            assertThat(t.findingDetails().get(0).message()).isEqualTo("the log records that c1 ceases to exist, but as"
                    + " the state-based actions are performed c7/1 ceases to exist");
        }

        @Test
        void a_declined_copy_may_go_unrecorded() {
            Table t = declined();
            assertThat(t.fired(DECLINED)).isTrue();
            assertThat(t.findings()).isEmpty();
        }

        /** The declined copy c7/1 as the log records it, kept or ceasing, then a cast line for it on the next turn. */
        static Table castLater(String... outcomes) {
            return hit(encoded()).with("{'type':'trigger','source':'c1'}", "{'type':'resolve','choices':{'cast':false}}",
                    "{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'P1','by':'c1'}").with(outcomes);
        }

        @Test
        void casting_a_copy_that_ceased_is_704_5e_once() {
            Table t = castLater("{'type':'cease','object':'c7/1'}");
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'c7/1','targets':[['P2']]}").play();
            assertThat(t.findings()).contains("704.5e line " + at);
            assertThat(t.times(LATE)).isEqualTo(1);
        }

        @Test
        void casting_a_copy_whose_lingering_was_reported_is_silent() {
            Table t = castLater();
            t.with("{'type':'cast','player':'P1','card':'c7/1','targets':[['P2']]}").play();
            assertThat(t.fired(KEPT)).isTrue();
            assertThat(t.fired(LATE)).isFalse();
        }

        @Test
        void a_cast_copy_that_goes_unrecorded_is_not_excused() {
            Table t = hit(encoded()).with("{'type':'trigger','source':'c1'}",
                    "{'type':'resolve','choices':{'cast':{'targets':[['P2']]}}}").play();
            assertThat(t.fired(DECLINED)).isFalse();
            assertThat(t.findings()).containsExactly("608.2c line 10");
        }
    }

    @Nested
    class CopyController {
        static Table copied(String controller) {
            return hit(encoded()).with("{'type':'trigger','source':'c1'}",
                    "{'type':'resolve','choices':{'cast':{'targets':[['P2']]}}}",
                    "{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'" + controller + "','by':'c1'}",
                    "{'type':'resolve','object':'c7/1'}", "{'type':'life','player':'P2','delta':-3,'by':'c7/1'}").play();
        }

        @Test
        void a_cipher_copy_under_the_wrong_controller_is_one_112_2a_finding() {
            Table t = copied("P2");
            assertThat(t.fired(CARD_COPY)).isTrue();
            assertThat(t.findings()).containsExactly("112.2a line 11");
        }

        @Test
        void stays_silent_for_the_trigger_controllers_copy() {
            Table t = copied("P1");
            assertThat(t.fired(CARD_COPY)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        static Table twincast(String controller) {
            Table t = Table.recorded().inHand("s", "Shadow Slice", "P1").inHand("w", "Twincast", "P2").main1()
                    .cast("P1", "s", "P2").cast("P2", "w", "s").resolve()
                    .with("{'type':'copy','id':'s/1','of':'s','zone':'stack','controller':'" + controller + "','by':'w'}",
                            "{'type':'move','object':'w','to':'graveyard','cause':'resolve'}");
            return t.play();
        }

        @Test
        void a_spell_copy_under_the_wrong_controller_is_one_707_10_finding() {
            Table t = twincast("P1");
            assertThat(t.fired(SPELL_COPY)).isTrue();
            assertThat(t.findings()).containsExactly("707.10 line 9");
        }

        @Test
        void stays_silent_for_the_copying_players_spell_copy() {
            Table t = twincast("P2");
            assertThat(t.fired(SPELL_COPY)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class CopyUnderTheLogsController {
        static final String RULE = "603.3a a copy under the player the log wrongly gave its ability to is part of that mistake";

        @Test
        void explains_the_copy_line_under_the_player_of_the_trigger_line() {
            Table t = Table.stolenCipher("P1")
                    .with("{'type':'resolve','object':'c1','choices':{'cast':{'targets':[['P3']]}}}",
                            "{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'P1','by':'c1'}",
                            "{'type':'resolve','object':'c7/1'}", "{'type':'life','player':'P3','delta':-3,'by':'c7/1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1).allMatch(f -> f.startsWith("603.3a "));
        }

        @Test
        void stays_silent_when_the_copy_is_under_a_third_player() {
            Table t = Table.stolenCipher("P1")
                    .with("{'type':'resolve','object':'c1','choices':{'cast':{'targets':[['P3']]}}}",
                            "{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'P2','by':'c1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).anyMatch(f -> f.startsWith("112.2a "));
        }
    }
}
