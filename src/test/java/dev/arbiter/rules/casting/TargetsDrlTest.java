package dev.arbiter.rules.casting;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/casting/targets.drl: whether a chosen target is legal (CR 115, 601.2c), derived while it holds. Each rule is
 * seen firing where its reason holds — and then reported as a 601.2c finding at the cast — and staying silent for a
 * legal choice of the same kind.
 */
class TargetsDrlTest {

    static Table board() {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P2");
    }

    /** The line of the last cast made by {@link #cast}. */
    static int castLine;

    /** Casts a spell from P1's hand with the given target groups (JSON, single quotes) and plays the game. */
    static Table cast(Table t, String card, String targets) {
        t.inHand("s", card, "P1").main1();
        castLine = t.next();
        t.with("{'type':'cast','player':'P1','card':'s','targets':" + targets + "}");
        return t.play();
    }

    /** P1 casts a spell at b1, P2 answers with an instant at b1 that resolves first, then P1's spell resolves. */
    static Table answered(String spell, String answer) {
        return board().inHand("s", spell, "P1").inHand("x", answer, "P2").main1()
                .cast("P1", "s", "b1").castAndResolve("P2", "x", "b1").resolve().play();
    }

    @Nested
    class ChangedZones {
        static final String RULE = "400.7 a target that changed zones is no longer the object that was chosen";

        @Test
        void fires_when_the_target_leaves_and_the_spell_does_not_resolve() {
            Table t = answered("Giant Growth", "Unsummon");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired("608.2b a spell or ability whose every target is illegal does not resolve")).isTrue();
        }

        @Test
        void stays_silent_while_the_target_stays() {
            Table t = board().inHand("s", "Giant Growth", "P1").main1().castAndResolve("P1", "s", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").power()).isEqualTo(5);
        }
    }

    @Nested
    class CreatureTarget {
        static final String RULE = "115.1 a creature target is a creature on the battlefield";

        @Test
        void fires_for_a_role_and_for_a_card_in_a_hand() {
            Table t = cast(board().role("r", "Cursed Role", "P2", "b2"), "Giant Growth", "[['r']]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + castLine);
        }

        @Test
        void stays_silent_for_a_creature() {
            assertThat(cast(board(), "Giant Growth", "[['b2']]").fired(RULE)).isFalse();
        }

        @Test
        void fires_when_the_target_phases_out_before_the_spell_resolves() {
            // the rule reads the target's object through the target: it is judged again when the object changes in
            // place (engine/Facts), not only when it changes zones
            Table t = answered("Giant Growth", "Slip Out the Back");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired("608.2b a spell or ability whose every target is illegal does not resolve")).isTrue();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class YouControl {
        static final String RULE = "115.1 a target that must be controlled by its chooser is a permanent that player controls";

        @Test
        void fires_for_an_opponents_creature() {
            Table t = cast(board(), "Witch\\u0027s Mark", "[['b2']]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + castLine);
        }

        @Test
        void stays_silent_for_ones_own_creature() {
            assertThat(cast(board(), "Witch\\u0027s Mark", "[['b1']]").fired(RULE)).isFalse();
        }
    }

    @Nested
    class OpponentControls {
        static final String RULE = "115.1 a target an opponent must control is a permanent an opponent of its chooser controls";

        @Test
        void fires_for_ones_own_creature() {
            Table t = cast(board(), "Hands of Binding", "[['b1']]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + castLine);
        }

        @Test
        void stays_silent_for_an_opponents_creature() {
            assertThat(cast(board(), "Hands of Binding", "[['b2']]").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Another {
        static final String RULE = "115.1 'another' target is not the object whose ability it is";

        @Test
        void fires_when_embereth_veteran_targets_itself() {
            Table t = board().permanent("e", "Embereth Veteran", "P1").main1();
            int at = t.next();
            t.with("{'type':'activate','player':'P1','source':'e','ability':'Young Hero Role','targets':[['e']]}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + at);
        }

        @Test
        void stays_silent_for_another_creature() {
            Table t = board().permanent("e", "Embereth Veteran", "P1").main1()
                    .with("{'type':'activate','player':'P1','source':'e','ability':'Young Hero Role','targets':[['b1']]}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class PlayerTargets {
        static final String RULE = "115.1 a player target is a player, an opponent target an opponent of its chooser";

        @Test
        void fires_for_oneself_as_target_opponent_and_for_a_creature_as_a_player() {
            Table self = cast(board(), "Shadow Slice", "[['P1']]");
            Table creature = cast(board(), "Mental Vapors", "[['b2']]");
            assertThat(self.fired(RULE)).isTrue();
            assertThat(self.findings()).containsExactly("601.2c line " + castLine);
            assertThat(creature.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_for_an_opponent() {
            assertThat(cast(board(), "Shadow Slice", "[['P2']]").fired(RULE)).isFalse();
        }
    }

    @Nested
    class PlayersOnlyWhereAsked {
        static final String RULE = "115.1 a player is a legal target only where the text asks for a player";

        @Test
        void fires_for_a_player_as_target_creature() {
            Table t = cast(board(), "Giant Growth", "[['P2']]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + castLine);
        }

        @Test
        void stays_silent_for_a_player_as_any_target() {
            assertThat(cast(board(), "Shock", "[['P2']]").fired(RULE)).isFalse();
        }
    }

    @Nested
    class AnyTarget {
        static final String RULE = "115.1 any target is a creature, player or planeswalker on the battlefield";

        @Test
        void fires_for_an_enchantment() {
            Table t = cast(board().role("r", "Cursed Role", "P2", "b2"), "Shock", "[['r']]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + castLine);
        }

        @Test
        void stays_silent_for_a_creature() {
            assertThat(cast(board(), "Shock", "[['b2']]").fired(RULE)).isFalse();
        }
    }

    @Nested
    class PermanentTarget {
        static final String RULE = "115.1 a permanent target is a permanent on the battlefield of the kind asked for";

        @Test
        void fires_for_an_enchantment_as_artifact_or_creature() {
            Table t = cast(board().role("r", "Cursed Role", "P2", "b2"), "Stolen Identity", "[['r']]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + castLine);
        }

        @Test
        void stays_silent_for_a_creature_and_for_any_permanent() {
            assertThat(cast(board(), "Stolen Identity", "[['b2']]").fired(RULE)).isFalse();
            assertThat(cast(board().role("r", "Cursed Role", "P2", "b2"), "Trait Doctoring", "[['r']]").fired(RULE))
                    .isFalse();
        }
    }

    @Nested
    class SpellTarget {
        static final String RULE = "115.1 a spell target is a spell on the stack of the kind asked for";

        @Test
        void fires_for_a_permanent_as_target_spell() {
            Table t = board().inHand("f", "Force of Will", "P2").inHand("x", "Think Twice", "P2").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P2','card':'f','targets':[['b1']],'alternativeCost':'pitch'}",
                    "{'type':'move','object':'x','from':'hand','to':'exile','cause':'cost'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + at);
        }

        @Test
        void stays_silent_for_a_spell_on_the_stack() {
            Table t = board().inHand("s", "Shock", "P1").inHand("f", "Force of Will", "P2").main1()
                    .cast("P1", "s", "P2")
                    .with("{'type':'cast','player':'P2','card':'f','targets':[['s']],'alternativeCost':'pitch'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class GraveyardCard {
        static final String RULE = "115.2 a graveyard card target is a card of that kind in the right player's graveyard";

        static Table graveyard(String card, String owner) {
            return board().with("{'type':'object','id':'g','card':'" + card + "','owner':'" + owner
                    + "','zone':'graveyard'}");
        }

        @Test
        void fires_for_a_sorcery_as_a_creature_card_and_for_ones_own_graveyard_in_heist() {
            assertThat(cast(graveyard("Shock", "P1"), "Midnight Recovery", "[['g']]").fired(RULE)).isTrue();
            Table own = cast(graveyard("Shock", "P1"), "Arcane Heist", "[['g']]");
            assertThat(own.fired(RULE)).isTrue();
            assertThat(own.findings()).containsExactly("601.2c line " + castLine);
        }

        @Test
        void stays_silent_for_the_right_kind_of_card() {
            assertThat(cast(graveyard("Grizzly Bears", "P1"), "Midnight Recovery", "[['g']]").fired(RULE)).isFalse();
            assertThat(cast(graveyard("Shock", "P2"), "Arcane Heist", "[['g']]").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Hexproof {
        static final String RULE = "702.11b a permanent with hexproof can't be the target of an opponent's spell or ability";

        @Test
        void fires_for_an_opponents_spell() {
            Table t = cast(Table.derived().permanent("h", "Gladecover Scout", "P2"), "Shock", "[['h']]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails().get(0).related()).containsExactly("702.11b");
        }

        @Test
        void stays_silent_for_its_controllers_spell() {
            assertThat(cast(Table.derived().permanent("h", "Gladecover Scout", "P1"), "Giant Growth", "[['h']]")
                    .fired(RULE)).isFalse();
        }
    }

    @Nested
    class Shroud {
        static final String RULE = "702.18a a permanent with shroud can't be the target of any spell or ability";

        @Test
        void fires_for_its_controllers_own_spell() {
            Table t = cast(Table.derived().permanent("a", "Argothian Enchantress", "P1"), "Giant Growth", "[['a']]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails().get(0).related()).containsExactly("702.18a");
        }

        @Test
        void stays_silent_for_a_creature_without_shroud() {
            assertThat(cast(board(), "Giant Growth", "[['b1']]").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Protection {
        static final String RULE = "702.16b a permanent with protection can't be the target of a spell or ability from a source with that quality";

        @Test
        void fires_for_an_enchantments_ability() {
            Table t = Table.derived().permanent("w", "Azorius First-Wing", "P1").permanent("b1", "Grizzly Bears", "P1")
                    .inHand("l", "Lord Skitter\\u0027s Blessing", "P1").main1().cast("P1", "l").resolve()
                    .with("{'type':'trigger','source':'l','targets':[['w']]}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails().get(0).related()).containsExactly("702.16b");
        }

        @Test
        void stays_silent_for_a_red_instant() {
            Table t = cast(Table.derived().permanent("w", "Azorius First-Wing", "P2"), "Monstrous Rage", "[['w']]");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class EffectiveTarget {
        static final String RULE = "608.2b an instance of target affects the first target named for it while that target is legal";

        @Test
        void affects_only_the_first_of_too_many_targets_named() {
            Table t = board().inHand("s", "Shock", "P1").main1()
                    .with("{'type':'cast','player':'P1','card':'s','targets':[['b2','b1']]}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b2").zone()).isEqualTo("graveyard");
            assertThat(t.object("b1").damage()).isZero();
        }

        @Test
        void stays_silent_for_an_illegal_target() {
            Table t = Table.derived().permanent("g", "Gladecover Scout", "P2").inHand("s", "Shock", "P1").main1()
                    .castAndResolve("P1", "s", "g").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
