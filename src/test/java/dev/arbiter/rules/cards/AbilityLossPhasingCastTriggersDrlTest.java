package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import dev.arbiter.rules.cipher.Cipher;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/cards/dress_down.drl, slip_out_the_back.drl, splashy_spellcaster.drl and rules/turns/phasing.drl: losing the
 * cipher ability (AH-9), phasing (not a zone change), and what sees a cipher copy being cast.
 */
class AbilityLossPhasingCastTriggersDrlTest {
    static Table encoded() {
        return Cipher.encoded(Table.derived(), "Shadow Slice");
    }

    /** P2 flashes in Dress Down during P1's turn 2 and its enter ability resolves. */
    static Table dressedDown() {
        return encoded().inHand("d", "Dress Down", "P2").with("{'type':'turn','number':2,'active':'P1'}",
                "{'type':'step','step':'beginning_of_combat'}").cast("P2", "d").resolve().resolve();
    }

    @Nested
    class DressDown {
        static final String LOSES = "613.1f Dress Down: creatures lose all abilities";
        static final String ENTERS = "603.6a Dress Down's ability triggers when it enters";
        static final String DRAWS = "608.2c Dress Down's enter ability: its controller draws a card";
        static final String END = "513.1 Dress Down's sacrifice ability triggers at the beginning of the end step";
        static final String SACRIFICE = "701.17a Dress Down's end step ability sacrifices it";

        @Test
        void creatures_lose_the_cipher_ability_and_the_card_stays_encoded() {
            Table t = dressedDown().play();
            assertThat(t.fired(LOSES)).isTrue();
            assertThat(t.object("c1").abilities()).isEmpty();
            assertThat(t.object("c7").encodedOn()).isEqualTo("c1");
        }

        @Test
        void its_controller_draws_as_it_enters() {
            Table t = dressedDown().play();
            assertThat(t.fired(ENTERS)).isTrue();
            assertThat(t.fired(DRAWS)).isTrue();
            assertThat(t.player("P2").hand()).isEqualTo(1);
        }

        @Test
        void it_is_sacrificed_at_the_end_step_and_the_ability_comes_back() {
            Table t = dressedDown().with("{'type':'step','step':'end'}").resolve().play();
            assertThat(t.fired(END)).isTrue();
            assertThat(t.fired(SACRIFICE)).isTrue();
            assertThat(t.object("d").zone()).isEqualTo("graveyard");
            assertThat(t.object("c1").abilities()).contains("cipher c7");
        }

        @Test
        void stays_silent_while_dress_down_is_not_on_the_battlefield() {
            Table t = encoded().inHand("d", "Dress Down", "P2").with("{'type':'turn','number':2,'active':'P1'}",
                    "{'type':'step','step':'end'}").play();
            assertThat(t.fired(LOSES)).isFalse();
            assertThat(t.fired(ENTERS)).isFalse();
            assertThat(t.fired(DRAWS)).isFalse();
            assertThat(t.fired(END)).isFalse();
            assertThat(t.fired(SACRIFICE)).isFalse();
            assertThat(t.object("c1").abilities()).contains("cipher c7");
        }
    }

    @Nested
    class SlipOutTheBack {
        static final String RULE = "608.2c Slip Out the Back puts a +1/+1 counter on target creature, then it phases out";
        static final String PHASE_IN = "502.1 the permanents that phased out under the active player phase in as the untap step begins";

        static Table slipped(String... more) {
            return encoded().role("r1", "Wicked Role", "P1", "c1").inHand("s", "Slip Out the Back", "P1").main1()
                    .cast("P1", "s", "c1").resolve().with(more).play();
        }

        @Test
        void the_creature_phases_out_with_its_role_and_stays_encoded() {
            Table t = slipped();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("c1").phasedOut()).isTrue();
            assertThat(t.object("r1").phasedOut()).isTrue();
            assertThat(t.object("c1").counters()).containsEntry("+1/+1", 1);
            assertThat(t.object("c7").encodedOn()).isEqualTo("c1");
            assertThat(t.object("c1").abilities()).doesNotContain("cipher c7");
        }

        @Test
        void it_phases_in_as_its_controllers_next_untap_step_begins() {
            Table t = slipped("{'type':'turn','number':2,'active':'P2'}");
            assertThat(t.fired(PHASE_IN)).isFalse();
            assertThat(t.object("c1").phasedOut()).isTrue();
            t = slipped("{'type':'turn','number':2,'active':'P2'}", "{'type':'turn','number':3,'active':'P1'}");
            assertThat(t.fired(PHASE_IN)).isTrue();
            assertThat(t.object("c1").phasedOut()).isFalse();
            assertThat(t.object("r1").phasedOut()).isFalse();
            assertThat(t.object("c1").power()).isEqualTo(4);
            assertThat(t.object("c1").abilities()).contains("cipher c7");
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            Table t = encoded().inHand("s", "Slip Out the Back", "P1").main1().cast("P1", "s", "c1")
                    .with("{'type':'move','object':'c1','to':'hand','by':'external'}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class SplashySpellcaster {
        static final String TRIGGERS =
                "601.2i Splashy Spellcaster's ability triggers when its controller casts an instant or sorcery spell";
        static final String ROLE =
                "608.2c Splashy Spellcaster's ability creates a Sorcerer Role attached to up to one other creature its controller controls";

        @Test
        void a_cast_cipher_copy_triggers_it() {
            Table t = Cipher.hit(encoded().permanent("s1", "Splashy Spellcaster", "P1"));
            Cipher.resolve(t, "{'cast':{'targets':[['P2']]}}")
                    .with("{'type':'trigger','source':'s1','targets':[['c1']]}").resolve().play();
            assertThat(t.fired(TRIGGERS)).isTrue();
            assertThat(t.fired(ROLE)).isTrue();
            assertThat(t.object("c1").attached()).containsExactly("s1/1");
        }

        @Test
        void a_twincast_copy_does_not_trigger_it() {
            Table t = Table.derived().permanent("s1", "Splashy Spellcaster", "P2").inHand("s", "Shadow Slice", "P1")
                    .inHand("w", "Twincast", "P1").main1().cast("P1", "s", "P2").cast("P1", "w", "s").resolve().play();
            assertThat(t.fired(TRIGGERS)).isFalse();
            assertThat(t.stack()).containsExactly("s/1", "s");
        }
    }
}
