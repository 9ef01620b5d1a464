package dev.arbiter.rules.cipher;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/cipher/encoded.drl: how long a card stays encoded (CR 702.99c) and the ability it grants (702.99a). */
class EncodedDrlTest {
    static final String STAYS = "702.99c a card stays encoded while it remains in exile and its creature on the battlefield";
    static final String GRANT = "702.99a an encoded card grants its creature the cipher trigger, with the card's timestamp";

    static Table encoded() {
        return Cipher.encoded(Table.derived(), "Shadow Slice");
    }

    @Nested
    class StaysEncoded {
        @Test
        void is_encoded_while_both_stay() {
            Table t = encoded().play();
            assertThat(t.fired(STAYS)).isTrue();
            assertThat(t.object("c7").encodedOn()).isEqualTo("c1");
            assertThat(t.object("c1").encoded()).containsExactly("c7");
        }

        @Test
        void stays_encoded_through_a_control_change_and_the_creature_ceasing_to_be_one() {
            Table t = encoded().with("{'type':'control','object':'c1','player':'P2','by':'external'}",
                    "{'type':'effect','object':'c1','notCreature':true,'by':'external'}").play();
            assertThat(t.object("c1").controller()).isEqualTo("P2");
            assertThat(t.object("c1").types()).doesNotContain("creature");
            assertThat(t.object("c7").encodedOn()).isEqualTo("c1");
        }

        @Test
        void stays_encoded_while_the_creature_is_phased_out() {
            Table t = encoded().with("{'type':'phase','object':'c1','out':true,'by':'external'}").play();
            assertThat(t.object("c7").encodedOn()).isEqualTo("c1");
        }

        @Test
        void ends_for_good_when_the_creature_changes_zones() {
            Table t = encoded().with("{'type':'move','object':'c1','to':'exile','by':'external'}",
                    "{'type':'move','object':'c1','to':'battlefield','by':'external'}").play();
            assertThat(t.object("c1").zone()).isEqualTo("battlefield");
            assertThat(t.object("c7").encodedOn()).isNull();
            assertThat(t.object("c7").zone()).isEqualTo("exile");
        }

        @Test
        void ends_when_the_card_leaves_exile() {
            Table t = encoded().with("{'type':'move','object':'c7','to':'graveyard','by':'external'}").play();
            assertThat(t.object("c1").encoded()).isEmpty();
            assertThat(t.object("c1").abilities()).doesNotContain("cipher c7");
        }

        @Test
        void stays_silent_for_a_card_in_exile_that_was_never_encoded() {
            Table t = Table.derived().permanent("c1", "Grizzly Bears", "P1")
                    .with("{'type':'object','id':'c7','card':'Shadow Slice','owner':'P1','zone':'exile'}").play();
            assertThat(t.fired(STAYS)).isFalse();
            assertThat(t.object("c7").encodedOn()).isNull();
        }
    }

    @Nested
    class Grant {
        @Test
        void grants_the_cipher_ability_in_layer_6() {
            Table t = encoded().play();
            assertThat(t.fired(GRANT)).isTrue();
            assertThat(t.object("c1").abilities()).contains("cipher c7");
        }

        @Test
        void a_later_humility_removes_it_and_the_card_stays_encoded() {
            Table t = encoded().permanent("h", "Humility", "P2").play();
            assertThat(t.object("c1").abilities()).doesNotContain("cipher c7");
            assertThat(t.object("c7").encodedOn()).isEqualTo("c1");
        }

        @Test
        void an_earlier_humility_does_not_remove_it_the_grant_has_the_cards_timestamp() {
            Table t = Table.derived().permanent("h", "Humility", "P2").permanent("c1", "Grizzly Bears", "P1")
                    .inHand("s", "Shadow Slice", "P1").main1().cast("P1", "s", "P2");
            t = Cipher.resolve(t, "{'encode':'c1'}").play();
            assertThat(t.object("c1").abilities()).containsExactly("cipher s");
            assertThat(t.object("c1").power()).isEqualTo(1);
        }

        @Test
        void stays_silent_without_an_encoding() {
            Table t = Table.derived().permanent("c1", "Grizzly Bears", "P1").play();
            assertThat(t.fired(GRANT)).isFalse();
        }
    }
}
