package dev.arbiter.rules.auras;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/auras/enchant.drl: what an Aura can't enchant (CR 702.5a, 702.16c), derived once for an Aura attached to a
 * permanent, one an attach line moves and an Aura token to be created; the rules of those places say what follows.
 */
class EnchantDrlTest {

    /** A Monster Role on P1's Bears b1, beside Bears b2, Azorius First-Wing f1 and a plain enchantment e1. */
    static Table board() {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P1")
                .permanent("f1", "Azorius First-Wing", "P1")
                .with("{'type':'object','id':'e1','def':{'name':'Plain Enchantment','types':['enchantment']},"
                        + "'owner':'P1','zone':'battlefield'}")
                .role("r1", "Monster Role", "P1", "b1").main1();
    }

    static Table attach(String to) {
        return board().with("{'type':'attach','object':'r1','to':'" + to + "','by':'external'}").play();
    }

    @Nested
    class EnchantCreature {
        static final String RULE = "702.5a an Aura with enchant creature can't enchant a permanent that isn't a creature";

        @Test
        void keeps_a_role_off_a_non_creature_an_attach_line_names() {
            Table t = attach("e1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("701.3a line 9");
            assertThat(t.object("b1").attached()).containsExactly("r1");
        }

        @Test
        void takes_a_role_off_a_creature_that_stopped_being_one() {
            Table t = board().with("{'type':'pass','player':'P1'}",
                    "{'type':'effect','object':'b1','notCreature':true,'by':'external'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).isEmpty();  // 704.5m: the Role went to the graveyard (and ceased)
        }

        @Test
        void stays_silent_for_a_creature() {
            Table t = attach("b2");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b2").attached()).containsExactly("r1");
        }
    }

    @Nested
    class Protection {
        static final String RULE = "702.16c a permanent with protection from a quality can't be enchanted by an Aura with that quality";

        @Test
        void keeps_a_role_off_a_creature_with_protection_from_enchantments() {
            Table t = attach("f1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("701.3a line 9");
            assertThat(t.object("b1").attached()).containsExactly("r1");
        }

        @Test
        void stays_silent_for_a_creature_without_protection() {
            assertThat(attach("b2").fired(RULE)).isFalse();
        }
    }
}
