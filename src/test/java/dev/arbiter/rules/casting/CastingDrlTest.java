package dev.arbiter.rules.casting;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/casting/casting.drl: the legality of a spell or ability as it is put on the stack (CR 601.2, 602.2). */
class CastingDrlTest {

    /** P1's Bears on the battlefield, turn 1 of P1 in the first main phase after the given cards in hand. */
    static Table game(String... handCards) {
        Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P2");
        for (int i = 0; i < handCards.length; i += 2) {
            t.inHand(handCards[i], handCards[i + 1], handCards[i].startsWith("p2") ? "P2" : "P1");
        }
        return t;
    }

    static boolean reported(Table t, String rule, int line) {
        return t.findings().contains(rule + " line " + line);
    }

    @Nested
    class SorceryTiming {
        static final String RULE = "307.1 a sorcery is cast only in its controller's main phase while the stack is empty";

        @Test
        void reports_a_sorcery_cast_in_combat() {
            Table t = game("s", "Cut In").with("{'type':'turn','number':1,'active':'P1'}",
                    "{'type':'step','step':'beginning_of_combat'}");
            int at = t.next();
            t.cast("P1", "s", "b2", "b1").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "307.1", at)).isTrue();
        }

        @Test
        void reports_a_sorcery_cast_in_the_opponents_turn_or_on_a_stack() {
            Table t = game("s", "Cut In", "p2s", "Shock").main1().cast("P2", "p2s", "P1");
            int at = t.next();
            t.cast("P1", "s", "b2", "b1").play();
            assertThat(reported(t, "307.1", at)).isTrue();
        }

        @Test
        void stays_silent_in_the_main_phase_on_an_empty_stack_and_for_instants() {
            Table t = game("s", "Cut In", "g", "Giant Growth").main1().castAndResolve("P1", "s", "b2", "b1")
                    .with("{'type':'step','step':'beginning_of_combat'}").castAndResolve("P1", "g", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class CastFromHand {
        static final String RULE = "601.3 a spell is cast from its owner's hand unless an effect allows another zone";

        @Test
        void reports_a_card_cast_from_an_opponents_hand() {
            Table t = game("p2s", "Shock").main1();
            int at = t.next();
            t.cast("P1", "p2s", "P2").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "601.3", at)).isTrue();
        }

        @Test
        void reports_a_card_cast_from_a_graveyard_without_permission() {
            Table t = Table.derived().with("{'type':'object','id':'s','card':'Shock','owner':'P1','zone':'graveyard'}")
                    .main1();
            int at = t.next();
            t.cast("P1", "s", "P2").play();
            assertThat(reported(t, "601.3", at)).isTrue();
        }

        @Test
        void stays_silent_for_a_commander_its_owner_casts_from_the_command_zone() {
            Table t = Table.derived().with("{'type':'object','id':'el','card':'Ellivere of the Wild Court',"
                    + "'owner':'P1','zone':'command'}").main1()
                    .with("{'type':'cast','player':'P1','card':'el','from':'command'}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("el").zone()).isEqualTo("battlefield");
        }

        @Test
        void reports_a_card_cast_from_another_players_command_zone() {
            Table t = Table.derived().with("{'type':'object','id':'el','card':'Ellivere of the Wild Court',"
                    + "'owner':'P2','zone':'command'}").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'el','from':'command'}").play();
            assertThat(reported(t, "601.3", at)).isTrue();
        }

        @Test
        void stays_silent_for_a_card_from_its_owners_hand_or_flashback_from_the_graveyard() {
            Table t = Table.derived().inHand("s", "Shock", "P1")
                    .with("{'type':'object','id':'tt','card':'Think Twice','owner':'P1','zone':'graveyard'}").main1()
                    .castAndResolve("P1", "s", "P2")
                    .with("{'type':'cast','player':'P1','card':'tt','alternativeCost':'flashback'}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class FlashbackFromTheGraveyard {
        static final String RULE = "702.34a a spell is cast with flashback only from its owner's graveyard";

        @Test
        void reports_flashback_used_from_the_hand() {
            Table t = game("tt", "Think Twice").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'tt','alternativeCost':'flashback'}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("702.34a line " + at);
        }

        @Test
        void stays_silent_for_flashback_from_the_graveyard_and_a_normal_cast_from_the_hand() {
            Table t = game("t2", "Think Twice")
                    .with("{'type':'object','id':'tt','card':'Think Twice','owner':'P1','zone':'graveyard'}").main1()
                    .with("{'type':'cast','player':'P1','card':'tt','alternativeCost':'flashback'}").resolve()
                    .castAndResolve("P1", "t2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class TargetCount {
        static final String RULE = "601.2c a spell or ability names the number of targets its text asks for";

        @Test
        void reports_too_many_targets_for_up_to_one() {
            Table t = game("m", "Witch\\u0027s Mark").permanent("b3", "Grizzly Bears", "P1").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'m','targets':[['b1','b3']]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "601.2c", at)).isTrue();
        }

        @Test
        void says_up_to_one_for_too_many_targets_of_an_up_to_one() {
            Table t = game("m", "Witch\\u0027s Mark").main1()
                    .with("{'type':'cast','player':'P1','card':'m','targets':[['b1','b1']]}").play();
            assertThat(t.findingDetails())
                    .anyMatch(f -> f.message().contains("2 targets for \"up to one target creature you control\""));
        }

        @Test
        void stays_silent_for_a_trailing_up_to_one_group_left_out() {
            Table t = game("c", "Cut In").main1()
                    .with("{'type':'cast','player':'P1','card':'c','targets':[['b2']]}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void stays_silent_for_up_to_one_with_none_chosen() {
            Table t = game("m", "Witch\\u0027s Mark").main1()
                    .with("{'type':'cast','player':'P1','card':'m','targets':[[]]}",
                            "{'type':'resolve','choices':{'discard':null}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class TargetsGiven {
        static final String RULE = "601.2c a spell or ability whose text needs targets is given targets";

        @Test
        void reports_a_line_without_the_targets_its_text_needs() {
            Table t = game("s", "Shock").main1();
            int at = t.next();
            t.cast("P1", "s").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement().satisfies(f -> {
                assertThat(f.message()).endsWith(": no targets are given, and the text needs target creature, player"
                        + " or planeswalker (any target)");
                assertThat(f.observed()).isEqualTo("no targets");
            });
        }

        @Test
        void stays_silent_for_an_up_to_one_text_without_targets_and_for_targets_given() {
            Table t = game("m", "Witch\\u0027s Mark", "s", "Shock").main1()
                    .with("{'type':'cast','player':'P1','card':'m'}", "{'type':'resolve','choices':{'discard':null}}")
                    .castAndResolve("P1", "s", "P2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class TargetGroups {
        static final String RULE = "601.2c a spell or ability gives one group of targets per instance of target";

        @Test
        void reports_a_missing_group_that_needs_a_target() {
            Table t = game("c", "Cut In").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'c','targets':[]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement().satisfies(f -> {
                assertThat(f.message()).endsWith(": 0 target groups for 2 instances of \"target\"");
                assertThat(f.observed()).isEqualTo("0 group(s) of ");
            });
        }

        @Test
        void reports_more_groups_than_instances() {
            Table t = game("s", "Shock").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'s','targets':[['P2'],['b2']]}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "601.2c", at)).isTrue();
        }

        @Test
        void stays_silent_for_one_group_per_instance() {
            Table t = game("c", "Cut In").main1().castAndResolve("P1", "c", "b2", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class DistinctTargets {
        static final String RULE = "115.3 the same object can't be chosen twice for one instance of target";

        @Test
        void reports_the_same_permanent_for_target_and_another_target() {
            Table t = game("h", "Hidden Strings").main1();
            int at = t.next();
            t.cast("P1", "h", "b2", "b2").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "115.3", at)).isTrue();
        }

        @Test
        void reports_an_object_named_many_times_in_one_instance_once() {
            Table t = game("r", "Monstrous Rage").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'r','targets':[['b2','b2','b2','b2','b2']]}").play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.findings().stream().filter(f -> f.startsWith("115.3 ")).toList())
                    .containsExactly("115.3 line " + at);
        }

        @Test
        void stays_silent_for_one_object_in_two_independent_instances() {
            Table t = game("c", "Cut In").main1().castAndResolve("P1", "c", "b1", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class LegalTargets {
        static final String RULE = "601.2c each target is legal when it is chosen";

        @Test
        void reports_an_illegal_target_once_with_the_specific_rule_related() {
            Table t = Table.derived().permanent("g", "Gladecover Scout", "P2").inHand("s", "Shock", "P1").main1();
            int at = t.next();
            t.castAndResolve("P1", "s", "g").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2c line " + at);
            assertThat(t.findingDetails().get(0).related()).containsExactly("702.11b");
        }

        @Test
        void reports_an_illegal_object_named_again_for_one_instance_once() {
            Table t = Table.derived().permanent("g", "Gladecover Scout", "P2").inHand("r", "Monstrous Rage", "P1")
                    .main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'r','targets':[['g','g','g']]}").play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.findings()).containsExactlyInAnyOrder("601.2c line " + at, "601.2c line " + at,
                    "115.3 line " + at);
        }

        @Test
        void stays_silent_for_a_legal_target() {
            Table t = game("s", "Shock").main1().castAndResolve("P1", "s", "b2").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    /** Arcane Heist lets P1 cast a card from P2's graveyard without paying its mana cost (AH-5, AH-6). */
    static Table heist(String card, String castChoice) {
        return Table.derived().inHand("h", "Arcane Heist", "P1")
                .with("{'type':'object','id':'x','card':'" + card + "','owner':'P2','zone':'graveyard'}")
                .permanent("b1", "Grizzly Bears", "P1").main1().cast("P1", "h", "x")
                .with("{'type':'resolve','choices':{'cast':" + castChoice + ",'encode':null}}");
    }

    @Nested
    class FreeCastingAndAlternativeCosts {
        static final String RULE = "118.9a a spell cast without paying its mana cost can't use another alternative cost";

        @Test
        void reports_flashback_on_top_of_without_paying_its_mana_cost() {
            Table t = heist("Think Twice", "{'alternativeCost':'flashback'}");
            int at = t.next() - 1;
            t.play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "118.9a", at)).isTrue();
        }

        @Test
        void stays_silent_without_an_alternative_cost() {
            Table t = heist("Think Twice", "{}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class OfferedAlternativeCost {
        static final String RULE = "601.2b an alternative cost is one the card offers";

        @Test
        void reports_an_alternative_cost_the_card_does_not_have() {
            Table t = game("s", "Shock").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'s','targets':[['P2']],'alternativeCost':'flashback'}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "601.2b", at)).isTrue();
        }

        @Test
        void stays_silent_when_cast_without_paying_its_mana_cost_as_118_9a_reports_it() {
            Table t = heist("Think Twice", "{'alternativeCost':'pitch'}");
            int at = t.next() - 1;
            t.play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("118.9a line " + at);
        }

        @Test
        void stays_silent_for_force_of_wills_pitch_cost() {
            Table t = game("s", "Shock", "p2f", "Force of Will").main1().cast("P1", "s", "P2")
                    .with("{'type':'cast','player':'P2','card':'p2f','targets':[['s']],'alternativeCost':'pitch'}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class FreeX {
        static final String RULE = "107.3b a spell with X cast without paying its mana cost has X = 0";

        @Test
        void reports_x_above_0() {
            Table t = heist("Blaze", "{'targets':[['P2']],'x':3}");
            int at = t.next() - 1;
            t.play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "107.3b", at)).isTrue();
        }

        @Test
        void stays_silent_for_x_0() {
            Table t = heist("Blaze", "{'targets':[['P2']],'x':0}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class MandatoryAdditionalCost {
        static final String RULE = "601.2h a mandatory additional cost is paid";

        @Test
        void reports_village_rites_without_a_sacrifice() {
            Table t = game("v", "Village Rites").main1();
            int at = t.next();
            t.cast("P1", "v").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "601.2h", at)).isTrue();
        }

        @Test
        void stays_silent_when_a_creature_is_sacrificed() {
            Table t = game("v", "Village Rites").main1()
                    .with("{'type':'cast','player':'P1','card':'v','sacrifice':['b1']}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").zone()).isEqualTo("graveyard");
        }
    }

    @Nested
    class SacrificeWhatYouControl {
        static final String RULE = "701.17a a player sacrifices only a permanent they control";

        @Test
        void reports_sacrificing_an_opponents_creature() {
            Table t = game("v", "Village Rites").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'v','sacrifice':['b2']}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "701.17a", at)).isTrue();
        }

        @Test
        void stays_silent_for_ones_own_creature() {
            Table t = game("v", "Village Rites").main1()
                    .with("{'type':'cast','player':'P1','card':'v','sacrifice':['b1']}").play();
            assertThat(t.fired(RULE)).isFalse();
        }

        @Test
        void stays_silent_for_ones_own_role_token_which_is_the_wrong_kind_instead() {
            Table t = game("v", "Village Rites").role("r1", "Monster Role", "P1", "b1").main1()
                    .with("{'type':'cast','player':'P1','card':'v','sacrifice':['r1']}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class SacrificeOfTheKindNamed {
        static final String RULE = "601.2h a mandatory sacrifice is paid with a permanent of the kind it names";

        @Test
        void reports_a_role_token_sacrificed_for_a_creature_cost_once_under_601_2h() {
            Table t = game("v", "Village Rites").role("r1", "Monster Role", "P1", "b1").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'v','sacrifice':['r1']}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findings()).containsExactly("601.2h line " + at);
            assertThat(t.findingDetails().get(0).expected()).isEqualTo("a creature P1 controls sacrificed");
        }

        @Test
        void stays_silent_for_a_creature() {
            Table t = game("v", "Village Rites").main1()
                    .with("{'type':'cast','player':'P1','card':'v','sacrifice':['b1']}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class SacrificeOfAnAuraAttached {
        static final String RULE = "601.2h a sacrifice of an Aura attached to the source is paid with such an Aura";

        static Table troll() {
            return Table.derived().inHand("t", "Faunsbane Troll", "P1").permanent("b2", "Grizzly Bears", "P2")
                    .permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1").main1()
                    .castAndResolve("P1", "t").resolve();
        }

        @Test
        void reports_an_aura_attached_to_another_creature() {
            Table t = troll();
            int at = t.next();
            t.with("{'type':'activate','player':'P1','source':'t','ability':'fight','targets':[['b2']],"
                    + "'sacrifice':['r1']}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(t.findingDetails()).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("601.2h");
                assertThat(f.observed()).endsWith(", which is not an Aura attached to t");
            });
        }

        @Test
        void stays_silent_for_the_role_on_the_troll() {
            Table t = troll().with("{'type':'activate','player':'P1','source':'t','ability':'fight',"
                    + "'targets':[['b2']],'sacrifice':['t/1']}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Kicker {
        static final String RULE = "702.33a only a spell with kicker can be kicked";

        @Test
        void reports_a_kicked_shock() {
            Table t = game("s", "Shock").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'s','targets':[['P2']],'kicked':true}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "702.33a", at)).isTrue();
        }

        @Test
        void stays_silent_for_a_kicked_burst_lightning() {
            Table t = game("s", "Burst Lightning").main1()
                    .with("{'type':'cast','player':'P1','card':'s','targets':[['P2']],'kicked':true}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P2").life()).isEqualTo(16);
        }
    }

    @Nested
    class AnnouncedX {
        static final String RULE = "107.3a a value for X is announced only for a spell with X in its cost";

        @Test
        void reports_x_for_a_spell_without_x() {
            Table t = game("s", "Shock").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'s','targets':[['P2']],'x':2}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "107.3a", at)).isTrue();
        }

        @Test
        void stays_silent_for_blaze_and_refuses_blaze_without_x() {
            Table t = game("s", "Blaze").main1()
                    .with("{'type':'cast','player':'P1','card':'s','targets':[['P2']],'x':2}").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P2").life()).isEqualTo(18);
            Table missing = game("s", "Blaze").main1().cast("P1", "s", "P2").play();
            assertThat(missing.error()).isNotNull();
            assertThat(missing.error().getMessage()).contains("\"x\"");
        }
    }

    @Nested
    class UnaskedSacrifice {
        static final String RULE = "601.2h a permanent is sacrificed only to pay a cost that asks for it";

        @Test
        void reports_a_sacrifice_no_cost_asks_for() {
            Table t = game("s", "Shock").main1();
            int at = t.next();
            t.with("{'type':'cast','player':'P1','card':'s','targets':[['P2']],'sacrifice':['b1']}").play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "601.2h", at)).isTrue();
        }

        @Test
        void stays_silent_for_the_sacrifices_the_costs_ask_for() {
            Table t = game("v", "Village Rites").permanent("e", "Embereth Veteran", "P1").main1()
                    .with("{'type':'cast','player':'P1','card':'v','sacrifice':['b1']}").resolve()
                    .with("{'type':'activate','player':'P1','source':'e','ability':'Young Hero Role','targets':[['b2']]}")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class Activation {
        static final String RULE = "602.2 a player activates only abilities of permanents they control on the battlefield";

        @Test
        void reports_an_ability_of_an_opponents_permanent_or_of_a_card_in_hand() {
            Table t = game("e", "Embereth Veteran").permanent("e2", "Embereth Veteran", "P2").main1();
            int theirs = t.next();
            t.with("{'type':'activate','player':'P1','source':'e2','ability':'Young Hero Role','targets':[['b1']]}")
                    .resolve();
            int inHand = t.next();
            t.with("{'type':'activate','player':'P1','source':'e','ability':'Young Hero Role','targets':[['b1']]}")
                    .play();
            assertThat(t.firedAt(theirs, RULE)).isTrue();
            assertThat(reported(t, "602.2", theirs)).isTrue();
            assertThat(reported(t, "602.2", inHand)).isTrue();
        }

        @Test
        void stays_silent_for_the_controllers_own_permanent() {
            Table t = game().permanent("e", "Embereth Veteran", "P1").main1()
                    .with("{'type':'activate','player':'P1','source':'e','ability':'Young Hero Role','targets':[['b2']]}")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b2").attached()).hasSize(1);
        }
    }

    /** Faunsbane Troll with its own Monster Role, P2's Bears, in P1's turn. */
    static Table troll(String step) {
        return Table.derived().permanent("t", "Faunsbane Troll", "P1").role("m", "Monster Role", "P1", "t")
                .permanent("b2", "Grizzly Bears", "P2")
                .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'" + step + "'}");
    }

    static final String FIGHT = "{'type':'activate','player':'P1','source':'t','ability':'fight','targets':[['b2']],"
            + "'sacrifice':['m']}";

    @Nested
    class SorcerySpeedAbility {
        static final String RULE = "602.5d an ability activated only as a sorcery is activated in its controller's main phase with an empty stack";

        @Test
        void reports_an_activation_in_combat() {
            Table t = troll("beginning_of_combat");
            int at = t.next();
            t.with(FIGHT).play();
            assertThat(t.firedAt(at, RULE)).isTrue();
            assertThat(reported(t, "602.5d", at)).isTrue();
        }

        @Test
        void stays_silent_in_the_main_phase_and_for_abilities_without_the_restriction() {
            Table t = troll("main1").with(FIGHT).resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
            Table veteran = Table.derived().permanent("e", "Embereth Veteran", "P1").permanent("b2", "Grizzly Bears", "P2")
                    .with("{'type':'turn','number':1,'active':'P2'}", "{'type':'step','step':'main1'}",
                            "{'type':'activate','player':'P1','source':'e','ability':'Young Hero Role','targets':[['b2']]}")
                    .play();
            assertThat(veteran.fired(RULE)).isFalse();
        }

        @Test
        void reports_an_ability_cost_left_unpaid() {
            Table t = troll("main1");
            int at = t.next();
            t.with("{'type':'activate','player':'P1','source':'t','ability':'fight','targets':[['b2']]}").play();
            assertThat(t.findings()).containsExactly("601.2h line " + at);
        }
    }

    @Nested
    class Stolen {
        static final String RULE = "603.3a targets chosen by the player the log wrongly gave an ability to are part of that mistake";

        @Test
        void one_finding_for_the_wrong_controller_and_what_the_logs_player_chose() {
            Table t = Table.stolenCipher("P1");
            int trigger = t.next() - 1;
            t.with("{'type':'resolve','object':'c1','choices':{'cast':{'targets':[['P3']]}}}",
                    "{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'P1','by':'c1'}",
                    "{'type':'resolve','object':'c7/1'}", "{'type':'life','player':'P3','delta':-3,'by':'c7/1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
            assertThat(t.findings()).containsExactly("603.3a line " + trigger);
        }

        @Test
        void stays_silent_when_the_trigger_line_is_right() {
            Table t = Table.stolenCipher("P3").with("{'type':'resolve','object':'c1','choices':{'cast':{'targets':[['P2']]}}}",
                    "{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'P3','by':'c1'}",
                    "{'type':'resolve','object':'c7/1'}", "{'type':'life','player':'P2','delta':-3,'by':'c7/1'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }

    @Nested
    class TargetTheGamesDisagreeAbout {
        static final String RULE = "601.2c a target the two games disagree about since a reported mistake is part of that mistake";
        static final String EACH = "601.2c each target is legal when it is chosen";

        /**
         * Recorded: P1 steals P2's Lightning Bolt lb with Arcane Heist h1 and casts it at P2; the Bolt leaves the stack
         * for the zone given (Arcane Heist's replacement exiles it); P1 then casts a second Arcane Heist h2 at it.
         */
        static Table stolenTwice(String boltGoesTo) {
            return Table.recorded().inHand("h1", "Arcane Heist", "P1").inHand("h2", "Arcane Heist", "P1")
                    .with("{'type':'object','id':'lb','card':'Lightning Bolt','owner':'P2','zone':'graveyard'}").main1()
                    .cast("P1", "h1", "lb").with("{'type':'resolve','object':'h1','choices':{'cast':{'targets':[['P2']]}}}",
                            "{'type':'move','object':'lb','from':'graveyard','to':'stack','by':'h1'}",
                            "{'type':'resolve','object':'lb'}", "{'type':'life','player':'P2','delta':-3,'by':'lb'}",
                            "{'type':'move','object':'lb','from':'stack','to':'" + boltGoesTo + "','cause':'resolve'}");
        }

        @Test
        void a_target_the_log_recorded_into_the_graveyard_is_part_of_that_mistake() {
            Table t = stolenTwice("graveyard");
            int mistake = t.next() - 1;
            t.cast("P1", "h2", "lb").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired(EACH)).isFalse();
            assertThat(t.findings()).containsExactly("608.2c line " + mistake);
        }

        @Test
        void stays_silent_for_a_target_both_games_have_in_exile() {
            Table t = stolenTwice("exile");
            int cast = t.next();
            t.cast("P1", "h2", "lb").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("601.2c line " + cast);
        }
    }

    @Nested
    class CopyGivenToAnotherPlayer {
        static final String RULE = "112.2a targets chosen for a copy the log gave to another player are part of that mistake";
        static final String EACH = "601.2c each target is legal when it is chosen";

        /**
         * Recorded: P1's Grizzly Bears c1, Shadow Slice c7 encoded on it, hits P2; the cipher copy is cast at the
         * target given, and the log's copy line gives the copy to the controller given.
         */
        static Table hit(String target, String copiedFor) {
            return Table.recorded().permanent("c1", "Grizzly Bears", "P1")
                    .with("{'type':'object','id':'c7','card':'Shadow Slice','owner':'P1','zone':'exile','encodedOn':'c1'}",
                            "{'type':'turn','number':2,'active':'P1'}", "{'type':'attack','attackers':{'c1':'P2'}}",
                            "{'type':'draw','player':'P1','count':1}",
                            "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':2}],'combat':true}",
                            "{'type':'life','player':'P2','delta':-2}",
                            "{'type':'trigger','source':'c1','controller':'P1'}",
                            "{'type':'resolve','object':'c1','choices':{'cast':{'targets':[['" + target + "']]}}}",
                            "{'type':'copy','id':'c7/1','of':'c7','zone':'exile','controller':'" + copiedFor + "','by':'c1'}");
        }

        @Test
        void a_target_that_fits_the_player_the_log_gave_the_copy_is_part_of_that_mistake() {
            // P1 is no opponent of P1, but is one of P2, to whom the log gives the copy: one 112.2a finding
            Table t = hit("P1", "P2");
            int copy = t.next() - 1;
            t.play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired(EACH)).isFalse();
            assertThat(t.findings()).containsExactly("112.2a line " + copy);
        }

        @Test
        void stays_silent_for_an_illegal_target_of_a_copy_the_log_gives_to_its_caster() {
            Table t = hit("P1", "P1");
            int resolve = t.next() - 2;
            t.play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("601.2c line " + resolve);
        }
    }
}
