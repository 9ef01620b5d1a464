package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import dev.arbiter.rules.cipher.Cipher;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/cards/arcane_heist.drl, free_cast_spells.drl and twincast.drl: casting without paying the mana cost through
 * Arcane Heist, the spells that show what it allows (X, kicker, mandatory costs, alternative costs), Twincast.
 */
class FreeCastingDrlTest {
    /** P1 casts Arcane Heist (h) at the opponent's card g in the graveyard and resolves it with these choices. */
    static Table heist(Table t, String card, String choices) {
        t.inHand("h", "Arcane Heist", "P1")
                .with("{'type':'object','id':'g','card':'" + card + "','owner':'P2','zone':'graveyard'}")
                .main1().cast("P1", "h", "g");
        return Cipher.resolve(t, choices);
    }

    @Nested
    class ArcaneHeist {
        static final String RULE = "608.2c Arcane Heist: its controller may cast the target card now without paying its mana cost";

        @Test
        void casts_the_card_now_under_its_controllers_control_and_exiles_it_instead_of_the_graveyard() {
            Table t = heist(Table.derived(), "Shadow Slice", "{'cast':{'targets':[['P2']]}}");
            t.resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P2").life()).isEqualTo(17);
            assertThat(t.object("g").zone()).isEqualTo("exile");
            assertThat(t.object("h").zone()).isEqualTo("graveyard");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void a_stolen_spell_that_is_countered_is_exiled_too() {
            Table t = heist(Table.derived().inHand("f", "Force of Will", "P2"), "Shadow Slice",
                    "{'cast':{'targets':[['P2']]}}");
            t.with("{'type':'cast','player':'P2','card':'f','targets':[['g']],'alternativeCost':'pitch'}").resolve().play();
            assertThat(t.object("g").zone()).isEqualTo("exile");
            assertThat(t.player("P2").life()).isEqualTo(19);  // countered: no 3 life lost, only the pitch cost's 1
        }

        @Test
        void declined_the_card_stays_in_its_owners_graveyard() {
            Table t = heist(Table.derived(), "Shadow Slice", "{'cast':false}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("g").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_when_heist_does_not_resolve() {
            Table t = Table.derived().inHand("h", "Arcane Heist", "P1")
                    .with("{'type':'object','id':'g','card':'Shadow Slice','owner':'P2','zone':'graveyard'}")
                    .main1().cast("P1", "h", "g").with("{'type':'move','object':'g','to':'exile','by':'external'}");
            t = Cipher.resolve(t, "{'cast':false}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("h").zone()).isEqualTo("graveyard");
        }
    }

    @Nested
    class HeistExilesInstead {
        static final String RULE = "614.1a a spell Arcane Heist cast is exiled instead of being put into a graveyard";

        @Test
        void fires_for_the_stolen_spell_which_goes_to_exile() {
            Table t = heist(Table.derived(), "Shadow Slice", "{'cast':{'targets':[['P2']]}}");
            t.resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("g").zone()).isEqualTo("exile");
        }

        @Test
        void stays_silent_for_a_spell_cast_from_hand() {
            Table t = Table.derived().inHand("s", "Shock", "P1").main1().castAndResolve("P1", "s", "P2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("s").zone()).isEqualTo("graveyard");
        }
    }

    @Nested
    class Blaze {
        static final String RULE = "608.2c Blaze deals X damage to any target";

        @Test
        void deals_x_damage() {
            Table t = Table.derived().inHand("b", "Blaze", "P1").main1()
                    .with("{'type':'cast','player':'P1','card':'b','targets':[['P2']],'x':3}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P2").life()).isEqualTo(17);
        }

        @Test
        void cast_through_heist_with_x_other_than_0_is_107_3b() {
            Table t = heist(Table.derived(), "Blaze", "{'cast':{'targets':[['P2']],'x':2}}").play();
            assertThat(t.findings()).containsExactly("107.3b line 7");
        }

        @Test
        void stays_silent_when_declined() {
            assertThat(heist(Table.derived(), "Blaze", "{'cast':false}").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class StrokeOfGenius {
        static final String RULE = "608.2c Stroke of Genius: target player draws X cards";

        @Test
        void with_x_0_through_heist_draws_nothing() {
            Table t = heist(Table.derived(), "Stroke of Genius", "{'cast':{'targets':[['P1']],'x':0}}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").hand()).isZero();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_when_declined() {
            assertThat(heist(Table.derived(), "Stroke of Genius", "{'cast':false}").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class BurstLightning {
        static final String RULE = "608.2c Burst Lightning deals 2 damage to any target, or 4 if it was kicked";

        @Test
        void kicked_through_heist_deals_4() {
            Table t = heist(Table.derived(), "Burst Lightning", "{'cast':{'targets':[['P2']],'kicked':true}}")
                    .resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P2").life()).isEqualTo(16);
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void unkicked_deals_2() {
            Table t = heist(Table.derived(), "Burst Lightning", "{'cast':{'targets':[['P2']]}}").resolve().play();
            assertThat(t.player("P2").life()).isEqualTo(18);
        }

        @Test
        void stays_silent_when_declined() {
            assertThat(heist(Table.derived(), "Burst Lightning", "{'cast':false}").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class VillageRites {
        static final String RULE = "608.2c Village Rites: its controller draws two cards";

        @Test
        void draws_two_after_a_creature_is_sacrificed() {
            Table t = heist(Table.derived().permanent("c1", "Grizzly Bears", "P1"), "Village Rites",
                    "{'cast':{'sacrifice':['c1']}}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").hand()).isEqualTo(2);
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void without_the_sacrifice_is_601_2h() {
            Table t = heist(Table.derived(), "Village Rites", "{'cast':{}}").play();
            assertThat(t.findings()).containsExactly("601.2h line 7");
        }

        @Test
        void stays_silent_when_declined() {
            assertThat(heist(Table.derived(), "Village Rites", "{'cast':false}").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class Fling {
        static final String RULE = "608.2c Fling deals damage equal to the sacrificed creature's power to any target";

        @Test
        void deals_the_sacrificed_creatures_power() {
            Table t = Table.derived().permanent("c1", "Ellivere of the Wild Court", "P1").inHand("f", "Fling", "P1")
                    .main1().with("{'type':'cast','player':'P1','card':'f','targets':[['P2']],'sacrifice':['c1']}")
                    .resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P2").life()).isEqualTo(16);
        }

        @Test
        void stays_silent_when_declined() {
            assertThat(heist(Table.derived(), "Fling", "{'cast':false}").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class ThinkTwice {
        static final String DRAWS = "608.2c Think Twice: its controller draws a card";
        static final String FLASHBACK =
                "702.34a a spell cast with flashback is exiled instead of going anywhere else as it leaves the stack";

        @Test
        void flashback_from_the_graveyard_draws_and_is_exiled() {
            Table t = Table.derived()
                    .with("{'type':'object','id':'t','card':'Think Twice','owner':'P1','zone':'graveyard'}").main1()
                    .with("{'type':'cast','player':'P1','card':'t','alternativeCost':'flashback'}").resolve().play();
            assertThat(t.fired(DRAWS)).isTrue();
            assertThat(t.fired(FLASHBACK)).isTrue();
            assertThat(t.object("t").zone()).isEqualTo("exile");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void cast_from_hand_it_goes_to_the_graveyard() {
            Table t = Table.derived().inHand("t", "Think Twice", "P1").main1().cast("P1", "t").resolve().play();
            assertThat(t.fired(FLASHBACK)).isFalse();
            assertThat(t.object("t").zone()).isEqualTo("graveyard");
        }

        @Test
        void flashback_through_heist_is_118_9a() {
            Table t = heist(Table.derived(), "Think Twice", "{'cast':{'alternativeCost':'flashback'}}").play();
            assertThat(t.findings()).containsExactly("118.9a line 7");
        }

        @Test
        void stays_silent_when_declined() {
            assertThat(heist(Table.derived(), "Think Twice", "{'cast':false}").play().fired(DRAWS)).isFalse();
        }
    }

    @Nested
    class Twincast {
        static final String RULE = "707.10 Twincast puts a copy of target instant or sorcery spell on the stack under its controller's control";

        static Table twincast(String choices) {
            Table t = Table.derived().permanent("c1", "Grizzly Bears", "P1").inHand("s", "Shadow Slice", "P1")
                    .inHand("w", "Twincast", "P2").main1().cast("P1", "s", "P2").cast("P2", "w", "s");
            return Cipher.resolve(t, choices);
        }

        @Test
        void copies_the_spell_with_its_targets_under_twincasts_controller() {
            Table t = twincast("{}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).containsExactly("s/1", "s");
            assertThat(t.object("s/1").controller()).isEqualTo("P2");
        }

        @Test
        void the_copy_may_take_new_targets() {
            Table t = twincast("{'targets':[['P1']]}").resolve().play();
            assertThat(t.player("P1").life()).isEqualTo(17);
            assertThat(t.object("s/1")).isNull();
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            Table t = Table.derived().inHand("s", "Shadow Slice", "P1").inHand("w", "Twincast", "P2").main1()
                    .cast("P1", "s", "P2").cast("P2", "w", "s")
                    .with("{'type':'move','object':'s','to':'graveyard','by':'external'}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
