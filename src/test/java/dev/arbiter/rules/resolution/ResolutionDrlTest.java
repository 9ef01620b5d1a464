package dev.arbiter.rules.resolution;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/resolution/resolution.drl: targets rechecked (608.2b), the resolving spell's last move (608.2n, 608.3). */
class ResolutionDrlTest {

    static Table board() {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P2");
    }

    @Nested
    class EveryTargetIllegal {
        static final String RULE = "608.2b a spell or ability whose every target is illegal does not resolve";

        @Test
        void fires_when_the_only_target_is_gone_and_nothing_of_the_spell_happens() {
            Table t = board().inHand("m", "Monstrous Rage", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "m", "b2").castAndResolve("P2", "u", "b2").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired("608.2c Monstrous Rage gives target creature +2/+0 until end of turn")).isFalse();
            assertThat(t.object("m").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_for_up_to_one_with_none_chosen_and_when_one_target_is_left() {
            Table none = board().inHand("m", "Witch\\u0027s Mark", "P1").main1()
                    .with("{'type':'cast','player':'P1','card':'m','targets':[[]]}",
                            "{'type':'resolve','choices':{'discard':null}}").play();
            assertThat(none.fired(RULE)).isFalse();
            Table one = board().inHand("c", "Cut In", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "c", "b2", "b1").castAndResolve("P2", "u", "b2").resolve().play();
            assertThat(one.fired(RULE)).isFalse();
            assertThat(one.object("b1").attached()).hasSize(1);
        }

        @Test
        void holds_a_target_reported_at_casting_against_the_spell_again_without_a_second_finding() {
            Table t = Table.derived().permanent("h", "Gladecover Scout", "P2").inHand("s", "Shock", "P1").main1()
                    .castAndResolve("P1", "s", "h").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1);
            assertThat(t.object("h").damage()).isZero();
        }
    }

    @Nested
    class TargetsCheckedOnce {
        static final String RULE = "608.2b targets are checked as the resolution begins, not again after its instructions start";

        @Test
        void fires_as_every_resolution_begins() {
            Table t = board().inHand("g", "Giant Growth", "P1").main1().castAndResolve("P1", "g", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_a_spell_that_does_not_resolve() {
            Table t = board().inHand("m", "Monstrous Rage", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "m", "b2").castAndResolve("P2", "u", "b2");
            int at = t.next();
            t.resolve().play();
            assertThat(t.firedAt(at, RULE)).isFalse();
        }
    }

    @Nested
    class InstantOrSorceryToGraveyard {
        static final String RULE = "608.2n an instant or sorcery spell is put into its owner's graveyard as it finishes resolving";

        @Test
        void fires_for_an_instant() {
            Table t = board().inHand("g", "Giant Growth", "P1").main1().castAndResolve("P1", "g", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("g").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_for_a_permanent_spell_and_a_spell_that_did_not_resolve() {
            Table t = board().inHand("c", "Grizzly Bears", "P1").main1().castAndResolve("P1", "c").play();
            assertThat(t.fired(RULE)).isFalse();
            Table f = board().inHand("m", "Monstrous Rage", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "m", "b2").castAndResolve("P2", "u", "b2");
            int at = f.next();
            f.resolve().play();
            assertThat(f.firedAt(at, RULE)).isFalse();
        }
    }

    @Nested
    class PermanentSpell {
        static final String RULE = "608.3 a permanent spell resolves onto the battlefield under its controller's control";

        @Test
        void fires_for_a_creature_spell() {
            Table t = board().inHand("c", "Grizzly Bears", "P1").main1().castAndResolve("P1", "c").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("c").zone()).isEqualTo("battlefield");
            assertThat(t.object("c").controller()).isEqualTo("P1");
        }

        @Test
        void stays_silent_for_an_instant() {
            Table t = board().inHand("g", "Giant Growth", "P1").main1().castAndResolve("P1", "g", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class AuraSpell {
        static final String RULE = "608.3c an Aura spell resolves onto the battlefield attached to the object it targets";

        static final String AURA = "{'type':'object','id':'au','def':{'name':'Some Aura','cost':'{G}','types':"
                + "['enchantment'],'subtypes':['Aura'],'targets':[{'kind':'creature'}],'abilities':['enchant creature'],"
                + "'text':'Enchant creature'},'owner':'P1','zone':'hand'}";

        @Test
        void fires_and_the_aura_enters_attached_to_its_target() {
            Table t = board().with(AURA).main1().castAndResolve("P1", "au", "b2").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("au").zone()).isEqualTo("battlefield");
            assertThat(t.object("au").attachedTo()).isEqualTo("b2");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_a_creature_spell() {
            Table t = board().inHand("c", "Grizzly Bears", "P1").main1().castAndResolve("P1", "c").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
