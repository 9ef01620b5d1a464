package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Role cards: rules/cards/role_creatures.drl (Cursed Courtier), role_makers.drl (Royal Treatment, Asinine Antics,
 * Spiteful Hexmage, Charmed Clothier, Syr Armont's enters ability), syr_armont.drl, humility.drl.
 */
class RoleCardsDrlTest {

    @Nested
    class CourtierTrigger {
        static final String RULE = "603.2 Cursed Courtier's ability triggers when it enters";

        @Test
        void triggers_when_it_enters() {
            Table t = Table.derived().inHand("c1", "Cursed Courtier", "P1").main1().castAndResolve("P1", "c1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).containsExactly("c1");
        }

        @Test
        void stays_silent_under_humility() {
            Table t = Table.derived().permanent("hu", "Humility", "P2").inHand("c1", "Cursed Courtier", "P1").main1()
                    .castAndResolve("P1", "c1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class CourtierRole {
        static final String RULE = "608.2c Cursed Courtier's ability creates a Cursed Role attached to the Courtier";

        @Test
        void creates_the_role_on_itself() {
            Table t = Table.derived().inHand("c1", "Cursed Courtier", "P1").main1().castAndResolve("P1", "c1").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("c1").attached()).containsExactly("c1/1");
            assertThat(t.object("c1").power()).isEqualTo(1);
        }

        @Test
        void stays_silent_before_the_trigger_resolves() {
            Table t = Table.derived().inHand("c1", "Cursed Courtier", "P1").main1().castAndResolve("P1", "c1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class RoyalTreatmentHexproof {
        static final String RULE = "608.2c Royal Treatment gives target creature you control hexproof until end of turn";

        @Test
        void gives_hexproof() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("rt", "Royal Treatment", "P1").main1()
                    .castAndResolve("P1", "rt", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").abilities()).contains("hexproof", "ward {1}");
        }

        @Test
        void stays_silent_when_the_target_left() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("rt", "Royal Treatment", "P1")
                    .inHand("un", "Unsummon", "P2").main1().cast("P1", "rt", "b1").castAndResolve("P2", "un", "b1")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class RoyalTreatmentRole {
        static final String RULE = "608.2c Royal Treatment then creates a Royal Role attached to that creature";

        @Test
        void creates_a_royal_role() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("rt", "Royal Treatment", "P1").main1()
                    .castAndResolve("P1", "rt", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("rt/1");
        }

        @Test
        void stays_silent_when_the_target_left() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("rt", "Royal Treatment", "P1")
                    .inHand("un", "Unsummon", "P2").main1().cast("P1", "rt", "b1").castAndResolve("P2", "un", "b1")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("rt/1")).isNull();
        }
    }

    @Nested
    class AsinineAntics {
        static final String RULE = "608.2c Asinine Antics creates a Cursed Role attached to each creature its controller's opponents control";

        @Test
        void curses_each_creature_of_each_opponent_and_none_of_its_controllers() {
            Table t = Table.derived("P1", "P2", "P3").permanent("x2", "Grizzly Bears", "P2")
                    .permanent("x3", "Grizzly Bears", "P3").permanent("x1", "Grizzly Bears", "P1")
                    .inHand("aa", "Asinine Antics", "P1").main1().castAndResolve("P1", "aa").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("x2").power()).isEqualTo(1);
            assertThat(t.object("x3").power()).isEqualTo(1);
            assertThat(t.object("x1").attached()).isEmpty();
        }

        @Test
        void stays_silent_until_it_resolves() {
            Table t = Table.derived().permanent("x2", "Grizzly Bears", "P2").inHand("aa", "Asinine Antics", "P1").main1()
                    .cast("P1", "aa").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class EntersTrigger {
        static final String RULE = "603.2 an enters ability that creates a Role on a target creature triggers when its creature enters";

        @Test
        void spiteful_hexmage_may_curse_itself_and_waits_for_its_target() {
            Table t = Table.derived().inHand("hx", "Spiteful Hexmage", "P1").main1().castAndResolve("P1", "hx")
                    .with("{'type':'trigger','source':'hx','targets':[['hx']]}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("hx").power()).isEqualTo(1);
        }

        @Test
        void stays_silent_when_a_creature_without_the_ability_enters() {
            Table t = Table.derived().permanent("ch", "Charmed Clothier", "P1").inHand("b", "Grizzly Bears", "P1").main1()
                    .castAndResolve("P1", "b").play();
            assertThat(t.fired(RULE)).isFalse();
        }

        @Test
        void charmed_clothier_with_no_other_creature_triggers_and_is_removed_for_lack_of_a_legal_target() {
            Table t = Table.derived().inHand("ch", "Charmed Clothier", "P1").main1().castAndResolve("P1", "ch")
                    .with("{'type':'step','step':'end'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired("603.3d a triggered ability with no legal choice for a required target is removed from the stack"))
                    .isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.stack()).isEmpty();
        }
    }

    @Nested
    class EntersRole {
        static final String RULE = "608.2c an enters ability creates its Role attached to the creature it targets";

        @Test
        void charmed_clothier_puts_a_royal_role_on_another_creature() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("ch", "Charmed Clothier", "P1").main1()
                    .castAndResolve("P1", "ch").with("{'type':'trigger','source':'ch','targets':[['b1']]}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").abilities()).contains("ward {1}");
        }

        @Test
        void stays_silent_when_the_only_target_left() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("ch", "Charmed Clothier", "P1")
                    .inHand("un", "Unsummon", "P2").main1().castAndResolve("P1", "ch")
                    .with("{'type':'trigger','source':'ch','targets':[['b1']]}").castAndResolve("P2", "un", "b1")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("ch/1")).isNull();
        }
    }

    @Nested
    class SyrArmont {
        static final String RULE = "613.4c Syr Armont gives enchanted creatures its controller controls +1/+1";

        @Test
        void gives_plus_one_to_a_creature_enchanted_by_an_opponents_role() {
            Table t = Table.derived().permanent("sa", "Syr Armont, the Redeemer", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Cursed Role", "P2", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(2);
        }

        @Test
        void leaves_unenchanted_creatures_and_stops_under_a_later_humility() {
            Table t = Table.derived().permanent("sa", "Syr Armont, the Redeemer", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .play();
            assertThat(t.object("b1").power()).isEqualTo(2);
            Table u = Table.derived().permanent("sa", "Syr Armont, the Redeemer", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Cursed Role", "P2", "b1").permanent("hu", "Humility", "P2").play();
            assertThat(u.object("b1").power()).isEqualTo(1);
        }

        @Test
        void stays_silent_without_armont() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class Humility {
        static final String RULE = "613.1f Humility: all creatures lose all abilities and have base power and toughness 1/1";

        @Test
        void makes_every_creature_a_1_1_without_abilities() {
            Table t = Table.derived().permanent("hu", "Humility", "P1").permanent("tt", "Tolarian Terror", "P2").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("tt").power()).isEqualTo(1);
            assertThat(t.object("tt").abilities()).isEmpty();
        }

        @Test
        void stays_silent_while_humility_is_in_a_hand() {
            Table t = Table.derived().inHand("hu", "Humility", "P1").permanent("tt", "Tolarian Terror", "P2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("tt").power()).isEqualTo(5);
        }
    }
}
