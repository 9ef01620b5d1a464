package dev.arbiter.rules.events;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/events/attach.drl: an Aura attached from outside the game, only to what it can enchant (CR 701.3a, 701.3b). */
class AttachDrlTest {

    /** A Monster Role on P1's Bears b1, beside Azorius First-Wing f1 and a plain enchantment e1; then the line. */
    static Table attach(String to) {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P1")
                .permanent("f1", "Azorius First-Wing", "P1")
                .with("{'type':'object','id':'e1','def':{'name':'Plain Enchantment','types':['enchantment']},"
                        + "'owner':'P1','zone':'battlefield'}")
                .role("r1", "Monster Role", "P1", "b1").main1()
                .with("{'type':'attach','object':'r1','to':'" + to + "','by':'external'}").play();
    }

    @Nested
    class NotACreature {
        static final String RULE = "701.3a an Aura with enchant creature can't be attached to a non-creature";

        @Test
        void reports_and_leaves_the_aura_where_it_is() {
            Table t = attach("e1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("701.3a");
                assertThat(f.message()).endsWith("to e1, which it can't enchant (not a creature): the attempt does"
                        + " nothing");
            });
            assertThat(t.object("b1").attached()).containsExactly("r1");
        }

        @Test
        void stays_silent_for_a_creature() {
            assertThat(attach("b2").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Protection {
        static final String RULE = "701.3a an Aura can't be attached to a permanent with protection from it";

        @Test
        void reports_and_leaves_the_aura_where_it_is() {
            Table t = attach("f1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement().satisfies(f ->
                    assertThat(f.message()).contains("(protection from it)"));
            assertThat(t.object("b1").attached()).containsExactly("r1");
        }

        @Test
        void stays_silent_for_a_creature_without_protection() {
            assertThat(attach("b2").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Attached {
        static final String RULE = "701.3a an Aura is attached to a permanent it can enchant";

        @Test
        void fires_and_moves_the_aura() {
            Table t = attach("b2");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).isEmpty();
            assertThat(t.object("b2").attached()).containsExactly("r1");
        }

        @Test
        void stays_silent_for_a_refused_attempt() {
            assertThat(attach("e1").fired(RULE)).isFalse();
        }
    }
}
