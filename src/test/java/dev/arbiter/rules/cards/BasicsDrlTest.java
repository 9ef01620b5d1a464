package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/cards/basics.drl: Lightning Bolt, Shock, Murder, Unsummon, Giant Growth, Monstrous Rage. */
class BasicsDrlTest {

    static Table bears() {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Wicked Role", "P1", "b1");
    }

    static Table castOnBears(String card) {
        return bears().inHand("s", card, "P2").main1().castAndResolve("P2", "s", "b1").play();
    }

    /** The spell is cast but its only target is gone when it would resolve: nothing of it happens (608.2b). */
    static Table fizzled(String card) {
        return bears().inHand("s", card, "P2").inHand("un", "Unsummon", "P1").main1().cast("P2", "s", "b1")
                .castAndResolve("P1", "un", "b1").resolve().play();
    }

    @Nested
    class LightningBolt {
        static final String RULE = "608.2c Lightning Bolt deals 3 damage to any target";

        @Test
        void deals_3_damage_to_a_creature() {
            Table t = castOnBears("Lightning Bolt");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").zone()).isEqualTo("graveyard");
        }

        @Test
        void deals_3_damage_to_a_player() {
            Table t = Table.derived().inHand("s", "Lightning Bolt", "P1").main1().castAndResolve("P1", "s", "P2").play();
            assertThat(t.player("P2").life()).isEqualTo(17);
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            assertThat(fizzled("Lightning Bolt").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Shock {
        static final String RULE = "608.2c Shock deals 2 damage to any target";

        @Test
        void deals_2_damage() {
            Table t = castOnBears("Shock");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").damage()).isEqualTo(2);
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            assertThat(fizzled("Shock").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Murder {
        static final String RULE = "608.2c Murder destroys target creature";

        @Test
        void destroys_the_creature_and_its_role_falls_off() {
            Table t = castOnBears("Murder");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").zone()).isEqualTo("graveyard");
            assertThat(t.object("r1")).isNull();
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            assertThat(fizzled("Murder").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Unsummon {
        static final String RULE = "608.2c Unsummon returns target creature to its owner's hand";

        @Test
        void returns_the_creature_and_the_role_can_not_follow_it() {
            Table t = castOnBears("Unsummon");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").zone()).isEqualTo("hand");
            assertThat(t.object("r1")).isNull();
        }

        @Test
        void stays_silent_when_not_cast() {
            assertThat(bears().play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class GiantGrowth {
        static final String RULE = "608.2c Giant Growth gives target creature +3/+3 until end of turn";

        @Test
        void gives_plus_3() {
            Table t = castOnBears("Giant Growth");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(6);
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            assertThat(fizzled("Giant Growth").fired(RULE)).isFalse();
        }
    }

    @Nested
    class MonstrousRageBonus {
        static final String RULE = "608.2c Monstrous Rage gives target creature +2/+0 until end of turn";

        @Test
        void gives_plus_2_plus_0() {
            Table t = castOnBears("Monstrous Rage");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(6);
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            assertThat(fizzled("Monstrous Rage").fired(RULE)).isFalse();
        }
    }

    @Nested
    class MonstrousRageRole {
        static final String RULE = "608.2c Monstrous Rage then creates a Monster Role attached to that creature";

        @Test
        void creates_the_casters_monster_role_on_the_target() {
            Table t = castOnBears("Monstrous Rage");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("s/1").controller()).isEqualTo("P2");
            assertThat(t.object("b1").attached()).containsExactly("r1", "s/1");
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            Table t = fizzled("Monstrous Rage");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.zone("battlefield")).isEmpty();
        }
    }
}
