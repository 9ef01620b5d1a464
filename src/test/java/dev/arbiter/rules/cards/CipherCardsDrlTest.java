package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import dev.arbiter.rules.cipher.Cipher;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/cards/cipher_gatecrash.drl and cipher_more.drl: what each cipher card does before its cipher. Each rule
 * fires when its spell resolves, and stays silent when the spell is countered (Force of Will) and never resolves.
 */
class CipherCardsDrlTest {
    /** P1 casts the card (id s) with one target per group and resolves it with these choices. */
    static Table cast(Table t, String card, String choices, String... targets) {
        t.inHand("s", card, "P1").main1().cast("P1", "s", targets);
        return Cipher.resolve(t, choices).play();
    }

    /** P1 casts the card; P2 counters it with Force of Will (pitch): it never resolves. */
    static Table countered(Table t, String card, String... targets) {
        t.inHand("s", card, "P1").inHand("f", "Force of Will", "P2").main1().cast("P1", "s", targets);
        return t.with("{'type':'cast','player':'P2','card':'f','targets':[['s']],'alternativeCost':'pitch'}")
                .resolve().play();
    }

    static Table bears() {
        return Table.derived().permanent("c1", "Grizzly Bears", "P1").permanent("x1", "Grizzly Bears", "P2");
    }

    @Nested
    class CallOfTheNightwing {
        static final String RULE = "608.2c Call of the Nightwing creates a 1/1 blue and black Horror creature token with flying";

        @Test
        void creates_a_horror_which_the_card_can_then_be_encoded_on() {
            Table t = cast(Table.derived(), "Call of the Nightwing", "{'encode':'s/1'}");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("s/1").abilities()).contains("flying", "cipher s");
            assertThat(t.object("s/1").controller()).isEqualTo("P1");
            assertThat(t.object("s").encodedOn()).isEqualTo("s/1");
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(Table.derived(), "Call of the Nightwing").fired(RULE)).isFalse();
        }
    }

    @Nested
    class HandsOfBinding {
        static final String RULE = "608.2c Hands of Binding taps target creature an opponent controls, which doesn't untap next time";

        @Test
        void taps_it_and_it_stays_tapped_through_its_controllers_next_untap_step() {
            Table t = bears().inHand("s", "Hands of Binding", "P1").main1().cast("P1", "s", "x1");
            t = Cipher.resolve(t, "{'encode':'c1'}").with("{'type':'turn','number':2,'active':'P2'}",
                    "{'type':'expect','object':'x1','tapped':true}", "{'type':'turn','number':3,'active':'P1'}",
                    "{'type':'turn','number':4,'active':'P2'}", "{'type':'expect','object':'x1','tapped':false}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(bears(), "Hands of Binding", "x1").fired(RULE)).isFalse();
        }
    }

    @Nested
    class LastThoughts {
        static final String RULE = "608.2c Last Thoughts: its controller draws a card";

        @Test
        void draws_a_card() {
            Table t = cast(Table.derived(), "Last Thoughts", "{}");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").hand()).isEqualTo(1);
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(Table.derived(), "Last Thoughts").fired(RULE)).isFalse();
        }
    }

    @Nested
    class MentalVapors {
        static final String RULE = "608.2c Mental Vapors: target player discards a card";

        @Test
        void the_target_player_discards_the_card_they_choose() {
            Table t = cast(Table.derived().inHand("k", "Shock", "P2"), "Mental Vapors", "{'discard':'k'}", "P2");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("k").zone()).isEqualTo("graveyard");
        }

        @Test
        void with_an_empty_hand_there_is_nothing_to_choose() {
            Table t = cast(Table.derived(), "Mental Vapors", "{}", "P2");
            assertThat(t.error()).isNull();
            assertThat(t.player("P2").graveyard()).isZero();
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(Table.derived(), "Mental Vapors", "P2").fired(RULE)).isFalse();
        }
    }

    @Nested
    class MidnightRecovery {
        static final String RULE =
                "608.2c Midnight Recovery returns target creature card from its controller's graveyard to their hand";

        static Table graveyard() {
            return Table.derived().with("{'type':'object','id':'g1','card':'Grizzly Bears','owner':'P1','zone':'graveyard'}");
        }

        @Test
        void returns_the_card_to_hand_and_can_still_be_encoded() {
            Table t = cast(graveyard().permanent("c1", "Grizzly Bears", "P1"), "Midnight Recovery", "{'encode':'c1'}", "g1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("g1").zone()).isEqualTo("hand");
            assertThat(t.object("s").encodedOn()).isEqualTo("c1");
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(graveyard(), "Midnight Recovery", "g1").fired(RULE)).isFalse();
        }
    }

    @Nested
    class ParanoidDelusions {
        static final String RULE = "608.2c Paranoid Delusions: target player mills three cards";

        @Test
        void mills_three_cards() {
            Table t = cast(Table.derived(), "Paranoid Delusions", "{}", "P2");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P2").graveyard()).isEqualTo(3);
        }

        @Test
        void mills_the_cards_the_log_names() {
            Table t = Table.derived().with("{'type':'object','id':'l1','card':'Shock','owner':'P2','zone':'library'}");
            t.inHand("s", "Paranoid Delusions", "P1").main1().cast("P1", "s", "P2").resolve()
                    .with("{'type':'move','object':'l1','from':'library','to':'graveyard','by':'s'}").play();
            assertThat(t.findings()).isEmpty();
            assertThat(t.object("l1").zone()).isEqualTo("graveyard");
            assertThat(t.player("P2").graveyard()).isEqualTo(3);
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(Table.derived(), "Paranoid Delusions", "P2").fired(RULE)).isFalse();
        }
    }

    @Nested
    class ShadowSlice {
        static final String RULE = "608.2c Shadow Slice: target opponent loses 3 life";

        @Test
        void the_opponent_loses_3_life() {
            Table t = cast(Table.derived(), "Shadow Slice", "{}", "P2");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P2").life()).isEqualTo(17);
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(Table.derived(), "Shadow Slice", "P2").fired(RULE)).isFalse();
        }
    }

    @Nested
    class StolenIdentity {
        static final String RULE = "608.2c Stolen Identity creates a token that's a copy of target artifact or creature";

        @Test
        void creates_a_token_copy_under_its_controllers_control() {
            Table t = cast(bears(), "Stolen Identity", "{'encode':null}", "x1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("s/1").name()).isEqualTo("Grizzly Bears");
            assertThat(t.object("s/1").controller()).isEqualTo("P1");
            assertThat(t.object("s/1").token()).isTrue();
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(bears(), "Stolen Identity", "x1").fired(RULE)).isFalse();
        }
    }

    @Nested
    class UndercityPlague {
        static final String RULE = "608.2c Undercity Plague: target player loses 1 life, discards a card, then sacrifices a permanent";

        @Test
        void loses_life_discards_and_sacrifices_by_its_own_choice() {
            Table t = cast(bears().inHand("k", "Shock", "P2"), "Undercity Plague",
                    "{'discard':'k','sacrifice':'x1','encode':'c1'}", "P2");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P2").life()).isEqualTo(19);
            assertThat(t.object("k").zone()).isEqualTo("graveyard");
            assertThat(t.object("x1").zone()).isEqualTo("graveyard");
        }

        @Test
        void sacrificing_a_permanent_the_player_does_not_control_is_701_17a() {
            Table t = cast(bears(), "Undercity Plague", "{'sacrifice':'c1','encode':null}", "P2");
            assertThat(t.findings()).containsExactly("701.17a line 8");
            assertThat(t.object("c1").zone()).isEqualTo("battlefield");
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(bears(), "Undercity Plague", "P2").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Voidwalk {
        static final String EXILES = "608.2c Voidwalk exiles target creature until the beginning of the next end step";
        static final String TRIGGERS = "603.7 Voidwalk's delayed ability triggers at the beginning of the next end step";
        static final String RETURNS = "603.7 Voidwalk's delayed ability returns the exiled card to the battlefield under its owner's control";

        static Table voidwalked(String... more) {
            Table t = bears().inHand("s", "Voidwalk", "P1").main1().cast("P1", "s", "x1");
            return Cipher.resolve(t, "{'encode':'c1'}").with(more).play();
        }

        @Test
        void exiles_the_creature_and_still_encodes_though_its_target_left() {
            Table t = voidwalked();
            assertThat(t.fired(EXILES)).isTrue();
            assertThat(t.object("x1").zone()).isEqualTo("exile");
            assertThat(t.object("s").encodedOn()).isEqualTo("c1");
        }

        @Test
        void returns_it_at_the_beginning_of_the_end_step_under_its_owners_control() {
            Table t = voidwalked("{'type':'step','step':'end'}", "{'type':'resolve','object':'s'}");
            assertThat(t.fired(TRIGGERS)).isTrue();
            assertThat(t.fired(RETURNS)).isTrue();
            assertThat(t.object("x1").zone()).isEqualTo("battlefield");
            assertThat(t.object("x1").controller()).isEqualTo("P2");
        }

        @Test
        void does_not_return_a_card_that_left_exile() {
            Table t = voidwalked("{'type':'move','object':'x1','to':'graveyard','by':'external'}",
                    "{'type':'step','step':'end'}", "{'type':'resolve','object':'s'}");
            assertThat(t.fired(RETURNS)).isTrue();
            assertThat(t.object("x1").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_when_countered() {
            Table t = countered(bears(), "Voidwalk", "x1");
            assertThat(t.fired(EXILES)).isFalse();
            assertThat(t.fired(TRIGGERS)).isFalse();
            assertThat(t.fired(RETURNS)).isFalse();
        }
    }

    @Nested
    class WhisperingMadness {
        static final String RULE =
                "608.2c Whispering Madness: each player discards their hand, then draws as many cards as the most discarded";

        @Test
        void everyone_discards_and_draws_the_most_discarded() {
            Table t = Table.derived().inHand("a", "Shock", "P2").inHand("b", "Shock", "P2").inHand("c", "Shock", "P1");
            t = cast(t, "Whispering Madness", "{}");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").hand()).isEqualTo(2);
            assertThat(t.player("P2").hand()).isEqualTo(2);
            assertThat(t.player("P2").graveyard()).isEqualTo(2);
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(Table.derived(), "Whispering Madness").fired(RULE)).isFalse();
        }
    }

    @Nested
    class HiddenStrings {
        static final String RULE =
                "608.2c Hidden Strings: its controller may tap or untap target permanent, then another target permanent";

        @Test
        void taps_one_and_untaps_the_other() {
            Table t = Table.derived().permanent("c1", "Grizzly Bears", "P1")
                    .with("{'type':'object','id':'x1','card':'Grizzly Bears','owner':'P2','zone':'battlefield','tapped':true}");
            t = cast(t, "Hidden Strings", "{'first':'tap','second':'untap','encode':null}", "c1", "x1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("c1").tapped()).isTrue();
            assertThat(t.object("x1").tapped()).isFalse();
        }

        @Test
        void the_same_permanent_twice_is_115_3() {
            Table t = cast(bears(), "Hidden Strings", "{'first':null,'second':null,'encode':null}", "c1", "c1");
            assertThat(t.findings()).contains("115.3 line 7");
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(bears(), "Hidden Strings", "c1", "x1").fired(RULE)).isFalse();
        }
    }

    @Nested
    class TraitDoctoring {
        static final String RULE = "612.2 Trait Doctoring's text change is not modelled: its outcome is taken from the log";

        @Test
        void warns_and_applies_the_logs_outcome_lines_by_it() {
            Table t = bears().inHand("s", "Trait Doctoring", "P1").main1().cast("P1", "s", "x1");
            t = Cipher.resolve(t, "{'encode':'c1'}")
                    .with("{'type':'effect','object':'x1','gain':['protection from blue'],'until':'end_of_turn','by':'s'}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("612.2 line 8");
            assertThat(t.findingDetails().get(0).severity()).isEqualTo(dev.arbiter.Severity.WARNING);
            assertThat(t.object("x1").abilities()).contains("protection from blue");
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(bears(), "Trait Doctoring", "x1").fired(RULE)).isFalse();
        }
    }

    @Nested
    class WritOfReturn {
        static final String RULE =
                "608.2c Writ of Return returns target creature card from its controller's graveyard to the battlefield tapped";

        static Table graveyard() {
            return Table.derived().with("{'type':'object','id':'g1','card':'Grizzly Bears','owner':'P1','zone':'graveyard'}");
        }

        @Test
        void returns_it_tapped_and_encodes_on_it() {
            Table t = cast(graveyard(), "Writ of Return", "{'encode':'g1'}", "g1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("g1").zone()).isEqualTo("battlefield");
            assertThat(t.object("g1").tapped()).isTrue();
            assertThat(t.object("s").encodedOn()).isEqualTo("g1");
        }

        @Test
        void stays_silent_when_countered() {
            assertThat(countered(graveyard(), "Writ of Return", "g1").fired(RULE)).isFalse();
        }
    }
}
