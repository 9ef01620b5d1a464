package dev.arbiter.rules.cipher;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/cipher/encode.drl: cipher's spell ability (CR 702.99a) — who may encode, on what, and the move to exile. */
class EncodeDrlTest {
    static final String MAY_ENCODE =
            "702.99a a cipher spell represented by a card may be exiled encoded on a creature its controller controls";
    static final String COPY = "702.99a a copy of a spell or a cast copy of a card is not represented by a card and is not encoded";
    static final String CREATURE = "702.99a a card can be encoded only on a creature on the battlefield";
    static final String YOURS = "702.99a a card can be encoded only on a creature its spell's controller controls";
    static final String EXILED = "702.99a the cipher card is exiled from the stack encoded on the chosen creature";

    /** P1 casts Shadow Slice (s) at P2 and resolves it with these choices. */
    static Table slice(Table t, String choices) {
        t.inHand("s", "Shadow Slice", "P1").main1().cast("P1", "s", "P2");
        return Cipher.resolve(t, choices).play();
    }

    static Table bears() {
        return Table.derived().permanent("c1", "Grizzly Bears", "P1");
    }

    @Nested
    class MayEncode {
        @Test
        void encodes_on_the_chosen_creature_after_the_spells_other_effects() {
            Table t = slice(bears(), "{'encode':'c1'}");
            assertThat(t.fired(MAY_ENCODE)).isTrue();
            assertThat(t.firings().indexOf("608.2c Shadow Slice: target opponent loses 3 life"))
                    .isLessThan(t.firings().indexOf(MAY_ENCODE));
            assertThat(t.object("s").encodedOn()).isEqualTo("c1");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void needs_no_decision_without_a_creature() {
            Table t = slice(Table.derived(), "{}");
            assertThat(t.error()).isNull();
            assertThat(t.fired(EXILED)).isFalse();
            assertThat(t.object("s").zone()).isEqualTo("graveyard");
        }

        @Test
        void a_missing_decision_with_a_creature_is_a_log_error() {
            Table t = slice(bears(), "{}");
            assertThat(t.error()).isNotNull();
            assertThat(t.error().getMessage()).contains("encode");
        }

        @Test
        void stays_silent_when_the_spell_does_not_resolve() {
            Table t = bears().permanent("x1", "Grizzly Bears", "P2").inHand("h", "Hands of Binding", "P1")
                    .inHand("u", "Unsummon", "P2").main1().cast("P1", "h", "x1").castAndResolve("P2", "u", "x1");
            t = Cipher.resolve(t, "{'encode':'c1'}").play();
            assertThat(t.fired(MAY_ENCODE)).isFalse();
            assertThat(t.object("h").zone()).isEqualTo("graveyard");
        }
    }

    @Nested
    class Copies {
        @Test
        void reports_a_copy_chosen_to_be_encoded() {
            Table t = Cipher.hit(Cipher.encoded(Table.derived(), "Last Thoughts").permanent("c2", "Grizzly Bears", "P1"));
            Cipher.resolve(t, "{'cast':{}}");
            t = Cipher.resolve(t, "{'encode':'c2'}").play();
            assertThat(t.fired(COPY)).isTrue();
            assertThat(t.findings()).containsExactly("702.99a line 9");
            assertThat(t.object("c2").encoded()).isEmpty();
        }

        @Test
        void stays_silent_for_a_copy_without_an_encode_decision() {
            Table t = Cipher.hit(Cipher.encoded(Table.derived(), "Last Thoughts"));
            Cipher.resolve(t, "{'cast':{}}");
            t = t.resolve().play();
            assertThat(t.fired(COPY)).isTrue();
            assertThat(t.findings()).isEmpty();
            assertThat(t.object("c7/1")).isNull();
        }

        @Test
        void stays_silent_for_a_card() {
            assertThat(slice(bears(), "{'encode':'c1'}").fired(COPY)).isFalse();
        }
    }

    @Nested
    class OnlyOnACreature {
        @Test
        void reports_a_land() {
            Table t = Table.derived().with("{'type':'object','id':'l1','def':{'name':'Cottage','types':['land']},"
                    + "'owner':'P1','zone':'battlefield'}");
            t = slice(t, "{'encode':'l1'}");
            assertThat(t.fired(CREATURE)).isTrue();
            assertThat(t.findings()).containsExactly("702.99a line 7");
            assertThat(t.object("s").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_for_a_creature() {
            assertThat(slice(bears(), "{'encode':'c1'}").fired(CREATURE)).isFalse();
        }
    }

    @Nested
    class OnlyOnYourCreature {
        @Test
        void reports_an_opponents_creature() {
            Table t = slice(bears().permanent("x1", "Grizzly Bears", "P2"), "{'encode':'x1'}");
            assertThat(t.fired(YOURS)).isTrue();
            assertThat(t.findings()).containsExactly("702.99a line 8");
            assertThat(t.object("x1").encoded()).isEmpty();
        }

        @Test
        void takes_the_creatures_controller_not_its_owner() {
            Table t = bears().permanent("x1", "Grizzly Bears", "P2")
                    .with("{'type':'control','object':'x1','player':'P1','by':'external'}");
            t = slice(t, "{'encode':'x1'}");
            assertThat(t.fired(YOURS)).isFalse();
            assertThat(t.object("s").encodedOn()).isEqualTo("x1");
        }
    }

    @Nested
    class ExiledEncoded {
        @Test
        void goes_from_the_stack_straight_to_exile() {
            Table t = slice(bears(), "{'encode':'c1'}");
            assertThat(t.fired(EXILED)).isTrue();
            assertThat(t.outcomes()).anyMatch(o -> o.contains("\"encode\"") && o.contains("\"c1\""));
            assertThat(t.outcomes()).noneMatch(o -> o.contains("graveyard"));
            assertThat(t.player("P1").graveyard()).isZero();
        }

        @Test
        void stays_silent_when_no_creature_is_chosen() {
            Table t = slice(bears(), "{'encode':null}");
            assertThat(t.fired(EXILED)).isFalse();
            assertThat(t.object("s").zone()).isEqualTo("graveyard");
        }
    }
}
