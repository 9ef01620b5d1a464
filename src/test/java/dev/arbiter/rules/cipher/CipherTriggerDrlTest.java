package dev.arbiter.rules.cipher;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/cipher/trigger.drl: the granted trigger (CR 702.99a, 603.2c) and its resolution (707.12, 608.2g). */
class CipherTriggerDrlTest {
    static final String TRIGGERS = "702.99a a creature with a cipher ability triggers for each player it deals combat damage to";
    static final String COPIES =
            "702.99a the cipher ability's controller copies the encoded card and may cast the copy without paying its mana cost";

    static Table encoded() {
        return Cipher.encoded(Table.derived(), "Shadow Slice");
    }

    @Nested
    class Triggers {
        @Test
        void triggers_once_for_the_player_dealt_combat_damage() {
            Table t = Cipher.hit(encoded()).play();
            assertThat(t.times(TRIGGERS)).isEqualTo(1);
            assertThat(t.stack()).containsExactly("c1");
        }

        @Test
        void triggers_once_for_each_player_dealt_damage_at_once() {
            Table t = Cipher.encoded(Table.derived("P1", "P2", "P3"), "Shadow Slice").with(
                    "{'type':'turn','number':2,'active':'P1'}", "{'type':'attack','attackers':{'c1':'P2'}}",
                    "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':1},{'source':'c1','to':'P3','amount':1}],"
                            + "'combat':true}").play();
            assertThat(t.times(TRIGGERS)).isEqualTo(2);
            assertThat(t.stack()).containsExactly("c1", "c1");
        }

        @Test
        void triggers_once_for_a_player_dealt_two_parts_of_one_damage_line() {
            // a share redirected to the player it already damages: dealt at once (510.2), one event (AH-1)
            Table t = encoded().with("{'type':'turn','number':2,'active':'P1'}", "{'type':'attack','attackers':{'c1':'P2'}}",
                    "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':1},{'source':'c1','to':'P2','amount':1}],"
                            + "'combat':true}", "{'type':'expect','player':'P2','life':18}").play();
            assertThat(t.times(TRIGGERS)).isEqualTo(1);
            assertThat(t.stack()).containsExactly("c1");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void the_trigger_is_controlled_by_the_creatures_controller() {
            Table t = encoded().with("{'type':'turn','number':2,'active':'P2'}",
                    "{'type':'control','object':'c1','player':'P2','until':'end_of_turn','by':'external'}",
                    "{'type':'attack','attackers':{'c1':'P1'}}",
                    "{'type':'damage','deals':[{'source':'c1','to':'P1','amount':2}],'combat':true}");
            t = Cipher.resolve(t, "{'cast':{'targets':[['P1']]}}").play();
            assertThat(t.object("c7/1").owner()).isEqualTo("P2");
            assertThat(t.object("c7/1").controller()).isEqualTo("P2");
        }

        @Test
        void stays_silent_for_damage_that_is_not_combat_damage() {
            Table t = encoded().with("{'type':'turn','number':2,'active':'P1'}",
                    "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':2}]}").play();
            assertThat(t.fired(TRIGGERS)).isFalse();
        }

        @Test
        void stays_silent_for_combat_damage_to_a_creature() {
            Table t = encoded().permanent("x1", "Grizzly Bears", "P2").with("{'type':'turn','number':2,'active':'P1'}",
                    "{'type':'attack','attackers':{'c1':'P2'}}", "{'type':'block','blockers':{'x1':'c1'}}",
                    "{'type':'damage','deals':[{'source':'c1','to':'x1','amount':2},{'source':'x1','to':'c1','amount':2}],"
                            + "'combat':true}").play();
            assertThat(t.fired(TRIGGERS)).isFalse();
        }

        @Test
        void stays_silent_when_the_creature_lost_its_abilities() {
            Table t = Cipher.hit(encoded().permanent("h", "Humility", "P2")).play();
            assertThat(t.fired(TRIGGERS)).isFalse();
            assertThat(t.stack()).isEmpty();
        }
    }

    @Nested
    class Resolves {
        @Test
        void copies_the_card_in_exile_and_casts_the_copy_now() {
            Table t = Cipher.resolve(Cipher.hit(encoded()), "{'cast':{'targets':[['P2']]}}").play();
            assertThat(t.fired(COPIES)).isTrue();
            assertThat(t.outcomes()).anyMatch(o -> o.contains("\"copy\"") && o.contains("\"zone\":\"exile\""));
            assertThat(t.stack()).containsExactly("c7/1");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void a_declined_copy_ceases_to_exist_at_the_next_check() {
            Table t = Cipher.resolve(Cipher.hit(encoded()), "{'cast':false}").play();
            assertThat(t.object("c7/1")).isNull();
            assertThat(t.fired("704.5e a copy outside the stack (or a card copy outside stack and battlefield) ceases to exist"))
                    .isTrue();
        }

        @Test
        void a_missing_cast_decision_is_a_log_error() {
            Table t = Cipher.hit(encoded()).resolve().play();
            assertThat(t.error()).isNotNull();
            assertThat(t.error().getMessage()).contains("cast");
        }

        @Test
        void stays_silent_for_other_abilities() {
            Table t = Table.derived().permanent("c1", "Cursed Courtier", "P1").play();
            assertThat(t.fired(COPIES)).isFalse();
        }
    }
}
