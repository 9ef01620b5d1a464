package dev.arbiter.rules.cards;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The casting issue's cards: rules/cards/witchs_mark.drl, cut_in.drl, eriettes_whisper.drl, embereth_veteran.drl,
 * curse_of_the_werefox.drl, not_dead_after_all.drl, lord_skitters_blessing.drl, argothian_enchantress.drl,
 * faunsbane_troll.drl.
 */
class CastingCardsDrlTest {

    static Table board() {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P2");
    }

    static Table mark(String targets, String discard) {
        return board().inHand("m", "Witch\\u0027s Mark", "P1").inHand("c", "Grizzly Bears", "P1").main1()
                .with("{'type':'cast','player':'P1','card':'m','targets':" + targets + "}",
                        "{'type':'resolve','choices':{'discard':" + discard + "}}").play();
    }

    @Nested
    class WitchsMarkDiscard {
        static final String RULE = "608.2c Witch's Mark: its controller may discard a card";

        @Test
        void fires_and_discards_the_card_chosen() {
            Table t = mark("[[]]", "'c'");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("c").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_when_the_spell_does_not_resolve() {
            Table t = board().inHand("m", "Witch\\u0027s Mark", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "m", "b1").castAndResolve("P2", "u", "b1")
                    .with("{'type':'resolve','choices':{'discard':'u'}}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class WitchsMarkLoot {
        static final String RULE = "608.2c Witch's Mark: if its controller discarded a card, they draw two cards";

        @Test
        void fires_and_loots_when_a_card_is_discarded() {
            Table t = mark("[[]]", "'c'");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").hand()).isEqualTo(2);
        }

        @Test
        void stays_silent_when_the_card_named_is_not_in_the_hand() {
            Table t = board().inHand("m", "Witch\\u0027s Mark", "P1").inHand("x", "Grizzly Bears", "P2").main1()
                    .with("{'type':'cast','player':'P1','card':'m','targets':[[]]}",
                            "{'type':'resolve','choices':{'discard':'x'}}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).containsExactly("701.8a line " + (t.next() - 1));
            assertThat(t.player("P1").hand()).isZero();
        }

        @Test
        void draws_nothing_without_a_discard_and_stays_silent_when_the_spell_does_not_resolve() {
            assertThat(mark("[[]]", "null").player("P1").hand()).isEqualTo(1);
            Table t = board().inHand("m", "Witch\\u0027s Mark", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "m", "b1").castAndResolve("P2", "u", "b1")
                    .with("{'type':'resolve','choices':{'discard':'u'}}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class WitchsMarkRole {
        static final String RULE = "608.2c Witch's Mark: then it creates a Wicked Role attached to the creature it targets, if any";

        @Test
        void fires_and_creates_the_role_on_the_target() {
            Table t = mark("[['b1']]", "null");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("m/1");
        }

        @Test
        void creates_nothing_without_a_target_and_stays_silent_when_the_spell_does_not_resolve() {
            assertThat(mark("[[]]", "null").object("b1").attached()).isEmpty();
            Table t = board().inHand("m", "Witch\\u0027s Mark", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "m", "b1").castAndResolve("P2", "u", "b1")
                    .with("{'type':'resolve','choices':{'discard':null}}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    static Table cutIn(String unsummon) {
        Table t = board().inHand("c", "Cut In", "P1").inHand("u", "Unsummon", "P2").main1().cast("P1", "c", "b2", "b1");
        if (unsummon != null) {
            t.castAndResolve("P2", "u", unsummon);
        }
        return t.resolve().play();
    }

    @Nested
    class CutInDamage {
        static final String RULE = "608.2c Cut In deals 4 damage to the creature it targets first";

        @Test
        void fires_and_deals_4_damage_even_when_the_role_target_is_gone() {
            Table t = cutIn("b1");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b2").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_when_both_targets_are_gone() {
            Table t = board().inHand("c", "Cut In", "P1").inHand("u", "Unsummon", "P2").inHand("v", "Unsummon", "P2")
                    .main1().cast("P1", "c", "b2", "b1").castAndResolve("P2", "u", "b2").castAndResolve("P2", "v", "b1")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class CutInRole {
        static final String RULE = "608.2c Cut In then creates a Young Hero Role attached to up to one target creature its controller controls";

        @Test
        void fires_and_creates_the_role_even_when_the_damage_target_is_gone() {
            Table t = cutIn("b2");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("c/1");
        }

        @Test
        void creates_no_role_when_its_target_is_gone() {
            Table t = cutIn("b1");
            assertThat(t.zone("battlefield")).doesNotContain("c/1");
            assertThat(t.notes()).anyMatch(n -> n.contains("Young Hero Role is not created"));
        }
    }

    static Table whisper(String targets, String discards) {
        return board().inHand("w", "Eriette\\u0027s Whisper", "P1").inHand("x", "Grizzly Bears", "P2")
                .inHand("y", "Grizzly Bears", "P2").inHand("z", "Grizzly Bears", "P2").main1()
                .with("{'type':'cast','player':'P1','card':'w','targets':" + targets + "}",
                        "{'type':'resolve','choices':{'discards':" + discards + "}}").play();
    }

    @Nested
    class WhisperDiscard {
        static final String RULE = "608.2c Eriette's Whisper: target opponent discards two cards";

        @Test
        void fires_and_discards_the_two_chosen_cards() {
            Table t = whisper("[['P2'],[]]", "['x','z']");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("x").zone()).isEqualTo("graveyard");
            assertThat(t.object("y").zone()).isEqualTo("hand");
            assertThat(t.findings()).isEmpty();
        }

        @Test
        void reports_a_wrong_number_of_cards() {
            Table t = whisper("[['P2'],[]]", "['x']");
            assertThat(t.findings()).containsExactly("608.2c line 11");
        }

        @Test
        void still_fires_when_only_the_creature_target_is_gone() {
            Table t = board().inHand("w", "Eriette\\u0027s Whisper", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "w", "P2", "b1").castAndResolve("P2", "u", "b1")
                    .with("{'type':'resolve','choices':{'discards':[]}}").play();
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_until_the_spell_resolves() {
            Table t = board().inHand("w", "Eriette\\u0027s Whisper", "P1").inHand("x", "Grizzly Bears", "P2").main1()
                    .with("{'type':'cast','player':'P1','card':'w','targets':[['P2'],[]]}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("x").zone()).isEqualTo("hand");
        }
    }

    @Nested
    class WhisperRole {
        static final String RULE = "608.2c Eriette's Whisper then creates a Wicked Role attached to up to one target creature its controller controls";

        @Test
        void fires_and_creates_the_role() {
            Table t = whisper("[['P2'],['b1']]", "['x','y']");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("w/1");
        }

        @Test
        void creates_none_without_a_target() {
            Table t = whisper("[['P2'],[]]", "['x','y']");
            assertThat(t.object("b1").attached()).isEmpty();
        }
    }

    @Nested
    class EmberethVeteran {
        static final String RULE = "608.2c Embereth Veteran's ability creates a Young Hero Role attached to another target creature";

        @Test
        void fires_and_puts_its_controllers_role_on_an_opponents_creature() {
            Table t = board().permanent("e", "Embereth Veteran", "P1").main1()
                    .with("{'type':'activate','player':'P1','source':'e','ability':'Young Hero Role','targets':[['b2']]}")
                    .resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("e/1").controller()).isEqualTo("P1");
            assertThat(t.object("e/1").attachedTo()).isEqualTo("b2");
            assertThat(t.object("e").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            Table t = board().permanent("e", "Embereth Veteran", "P1").inHand("u", "Unsummon", "P2").main1()
                    .with("{'type':'activate','player':'P1','source':'e','ability':'Young Hero Role','targets':[['b2']]}")
                    .castAndResolve("P2", "u", "b2").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    static Table werefox(String on, String fightTargets) {
        Table t = board().inHand("f", "Curse of the Werefox", "P1").main1().castAndResolve("P1", "f", on);
        return fightTargets == null ? t.play()
                : t.with("{'type':'trigger','source':'f','targets':" + fightTargets + "}").resolve().play();
    }

    @Nested
    class WerefoxRole {
        static final String RULE = "608.2c Curse of the Werefox creates a Monster Role attached to target creature its controller controls";

        @Test
        void fires_and_creates_the_role() {
            Table t = werefox("b1", "[[]]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("f/1");
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            Table t = board().inHand("f", "Curse of the Werefox", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "f", "b1").castAndResolve("P2", "u", "b1").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class WerefoxReflexive {
        static final String RULE = "603.12 Curse of the Werefox's reflexive ability triggers when its Monster Role is created";

        @Test
        void triggers_after_the_role_is_created_and_waits_for_its_target() {
            Table t = werefox("b1", null);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.notes()).noneMatch(n -> n.contains("reflexive ability doesn't trigger"));
            assertThat(t.stack()).isEmpty();
        }

        @Test
        void does_not_trigger_when_the_role_is_not_created() {
            Table t = Table.derived().permanent("w", "Azorius First-Wing", "P1").inHand("f", "Curse of the Werefox", "P1")
                    .main1().castAndResolve("P1", "f", "w").with("{'type':'step','step':'end'}").play();
            assertThat(t.error()).isNull();
            assertThat(t.notes()).anyMatch(n -> n.contains("reflexive ability doesn't trigger"));
        }
    }

    @Nested
    class WerefoxFight {
        static final String RULE = "701.12a Curse of the Werefox's reflexive ability: the creature fights up to one target creature its controller doesn't control";

        @Test
        void fires_and_the_creatures_deal_damage_to_each_other() {
            Table t = werefox("b1", "[['b2']]");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b2").zone()).isEqualTo("graveyard");
            assertThat(t.object("b1").damage()).isEqualTo(2);
        }

        @Test
        void fights_nobody_with_none_chosen_and_stays_silent_before_the_trigger_resolves() {
            Table none = werefox("b1", "[[]]");
            assertThat(none.object("b2").damage()).isZero();
            assertThat(werefox("b1", null).fired(RULE)).isFalse();
        }
    }

    static Table notDead(boolean dies) {
        Table t = board().inHand("n", "Not Dead After All", "P1").inHand("k", "Murder", "P2").main1()
                .castAndResolve("P1", "n", "b1");
        return dies ? t.castAndResolve("P2", "k", "b1").resolve().play() : t.play();
    }

    @Nested
    class NotDeadGrant {
        static final String RULE = "608.2c Not Dead After All gives target creature its controller controls the returning ability until end of turn";

        @Test
        void fires_and_grants_the_ability() {
            Table t = notDead(false);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").abilities()).anyMatch(a -> a.startsWith("when this creature dies"));
        }

        @Test
        void stays_silent_when_the_target_is_gone() {
            Table t = board().inHand("n", "Not Dead After All", "P1").inHand("u", "Unsummon", "P2").main1()
                    .cast("P1", "n", "b1").castAndResolve("P2", "u", "b1").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class NotDeadTrigger {
        static final String RULE = "603.10a a creature with Not Dead After All's ability triggers when it dies";

        @Test
        void fires_when_the_creature_dies() {
            Table t = board().inHand("n", "Not Dead After All", "P1").inHand("k", "Murder", "P2").main1()
                    .castAndResolve("P1", "n", "b1").castAndResolve("P2", "k", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).containsExactly("b1");
        }

        @Test
        void stays_silent_for_a_creature_without_it_or_one_bounced() {
            Table t = board().inHand("n", "Not Dead After All", "P1").inHand("k", "Murder", "P2")
                    .inHand("u", "Unsummon", "P2").main1().castAndResolve("P1", "n", "b1")
                    .castAndResolve("P2", "k", "b2").castAndResolve("P2", "u", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class NotDeadReturn {
        static final String RULE = "608.2c Not Dead After All's ability returns the creature to the battlefield tapped under its owner's control";

        @Test
        void fires_and_returns_the_creature_tapped() {
            Table t = notDead(true);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").zone()).isEqualTo("battlefield");
            assertThat(t.object("b1").tapped()).isTrue();
        }

        @Test
        void stays_silent_until_the_creature_dies() {
            assertThat(notDead(false).fired(RULE)).isFalse();
        }
    }

    @Nested
    class NotDeadRole {
        static final String RULE = "608.2c Not Dead After All's ability then creates a Wicked Role attached to the returned creature";

        @Test
        void fires_and_attaches_the_role_to_the_returned_creature() {
            Table t = notDead(true);
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("b1/1");
        }

        @Test
        void creates_nothing_when_the_card_left_the_graveyard() {
            Table t = board().inHand("n", "Not Dead After All", "P1").inHand("k", "Murder", "P2").main1()
                    .castAndResolve("P1", "n", "b1").castAndResolve("P2", "k", "b1")
                    .with("{'type':'pass','player':'P1'}",
                            "{'type':'move','object':'b1','from':'graveyard','to':'exile','by':'external'}")
                    .resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").zone()).isEqualTo("exile");
            assertThat(t.zone("battlefield")).doesNotContain("b1/1");
        }
    }

    static Table blessing() {
        return board().inHand("l", "Lord Skitter\\u0027s Blessing", "P1").main1().castAndResolve("P1", "l");
    }

    @Nested
    class BlessingEnters {
        static final String RULE = "603.2 Lord Skitter's Blessing's ability triggers when it enters";

        @Test
        void fires_when_it_enters() {
            Table t = blessing().play();
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_while_it_is_a_spell() {
            Table t = board().inHand("l", "Lord Skitter\\u0027s Blessing", "P1").main1().cast("P1", "l").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class BlessingRole {
        static final String RULE = "608.2c Lord Skitter's Blessing's ability creates a Wicked Role attached to the creature it targets";

        @Test
        void fires_and_creates_the_role() {
            Table t = blessing().with("{'type':'trigger','source':'l','targets':[['b1']]}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").attached()).containsExactly("l/1");
        }

        @Test
        void stays_silent_when_its_target_is_gone() {
            Table t = blessing().inHand("u", "Unsummon", "P2").with("{'type':'trigger','source':'l','targets':[['b1']]}")
                    .castAndResolve("P2", "u", "b1").resolve().play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    static Table drawStep(boolean enchanted) {
        Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("l", "Lord Skitter\\u0027s Blessing", "P1");
        if (enchanted) {
            t.role("r", "Cursed Role", "P2", "b1");
        }
        return t.with("{'type':'turn','number':1,'active':'P2'}", "{'type':'turn','number':2,'active':'P1'}",
                "{'type':'step','step':'draw'}");
    }

    @Nested
    class BlessingDrawStep {
        static final String RULE = "603.4 Lord Skitter's Blessing triggers in its controller's draw step if they control an enchanted creature";

        @Test
        void fires_with_an_enchanted_creature() {
            Table t = drawStep(true).play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).containsExactly("l");
        }

        @Test
        void stays_silent_without_one_and_in_a_skipped_draw_step() {
            assertThat(drawStep(false).play().fired(RULE)).isFalse();
            Table skipped = Table.derived().permanent("b1", "Grizzly Bears", "P1")
                    .permanent("l", "Lord Skitter\\u0027s Blessing", "P1").role("r", "Cursed Role", "P2", "b1")
                    .with("{'type':'turn','number':1,'active':'P2'}", "{'type':'turn','number':2,'active':'P1'}",
                            "{'type':'step','step':'main1'}").play();
            assertThat(skipped.fired(RULE)).isFalse();
        }
    }

    @Nested
    class BlessingLoseAndDraw {
        static final String RULE = "603.4 Lord Skitter's Blessing's ability makes its controller lose 1 life and draw if they still control an enchanted creature";

        @Test
        void fires_and_its_controller_loses_1_and_draws() {
            Table t = drawStep(true).resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").life()).isEqualTo(19);
            assertThat(t.player("P1").hand()).isEqualTo(2);
        }

        @Test
        void does_nothing_when_the_condition_fails_on_resolution() {
            Table t = drawStep(true).inHand("u", "Unsummon", "P2").castAndResolve("P2", "u", "b1").resolve().play();
            assertThat(t.player("P1").life()).isEqualTo(20);
            assertThat(t.notes()).anyMatch(n -> n.contains("no longer controls an enchanted creature"));
        }
    }

    @Nested
    class EnchantressTrigger {
        static final String RULE = "601.2i Argothian Enchantress triggers when its controller casts an enchantment spell";

        @Test
        void fires_for_its_controllers_enchantment_spell() {
            Table t = board().permanent("a", "Argothian Enchantress", "P1").inHand("l", "Lord Skitter\\u0027s Blessing", "P1")
                    .main1().cast("P1", "l").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).containsExactly("a", "l");
        }

        @Test
        void stays_silent_for_roles_and_for_an_opponents_enchantment() {
            Table t = board().permanent("a", "Argothian Enchantress", "P1").inHand("m", "Witch\\u0027s Mark", "P1")
                    .inHand("d", "Dress Down", "P2").main1()
                    .with("{'type':'cast','player':'P1','card':'m','targets':[['b1']]}",
                            "{'type':'resolve','choices':{'discard':null}}")
                    .cast("P2", "d").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class EnchantressDraw {
        static final String RULE = "608.2c Argothian Enchantress's ability draws its controller a card";

        @Test
        void fires_and_draws() {
            Table t = board().permanent("a", "Argothian Enchantress", "P1").inHand("l", "Lord Skitter\\u0027s Blessing", "P1")
                    .main1().cast("P1", "l").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P1").hand()).isEqualTo(1);
        }

        @Test
        void stays_silent_until_the_trigger_resolves() {
            Table t = board().permanent("a", "Argothian Enchantress", "P1").inHand("l", "Lord Skitter\\u0027s Blessing", "P1")
                    .main1().cast("P1", "l").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    static Table troll() {
        return Table.derived().inHand("t", "Faunsbane Troll", "P1").permanent("b2", "Grizzly Bears", "P2").main1()
                .castAndResolve("P1", "t");
    }

    static final String FIGHT = "{'type':'activate','player':'P1','source':'t','ability':'fight','targets':[['b2']],"
            + "'sacrifice':['t/1']}";

    @Nested
    class TrollEnters {
        static final String RULE = "603.2 Faunsbane Troll's ability triggers when it enters";

        @Test
        void fires_when_it_enters() {
            Table t = troll().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.stack()).containsExactly("t");
        }

        @Test
        void stays_silent_for_another_creature() {
            Table t = Table.derived().inHand("c", "Grizzly Bears", "P1").main1().castAndResolve("P1", "c").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class TrollRole {
        static final String RULE = "608.2c Faunsbane Troll's ability creates a Monster Role attached to the Troll";

        @Test
        void fires_and_attaches_the_role_to_the_troll() {
            Table t = troll().resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("t").attached()).containsExactly("t/1");
        }

        @Test
        void stays_silent_until_the_ability_resolves() {
            assertThat(troll().play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class TrollFight {
        static final String RULE = "701.12a Faunsbane Troll fights target creature its controller doesn't control";

        @Test
        void fires_and_the_creatures_fight() {
            Table t = troll().resolve().with(FIGHT).resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("t").damage()).isEqualTo(2);
        }

        @Test
        void stays_silent_when_the_target_is_gone() {
            Table t = troll().resolve().inHand("u", "Unsummon", "P2").with(FIGHT).castAndResolve("P2", "u", "b2")
                    .resolve().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("t").damage()).isZero();
        }
    }

    @Nested
    class TrollExile {
        static final String RULE = "614.1a a creature Faunsbane Troll fought this turn is exiled instead of dying";

        @Test
        void fires_and_exiles_the_creature_it_fought() {
            Table t = troll().resolve().with(FIGHT).resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b2").zone()).isEqualTo("exile");
        }

        /** The Bears with four +1/+1 counters survive the fight (6/6, 4 damage); each way they die later is exiled. */
        Table foughtAndSurvived() {
            return Table.derived().inHand("t", "Faunsbane Troll", "P1").with("{'type':'object','id':'b2','card':"
                    + "'Grizzly Bears','owner':'P2','zone':'battlefield','counters':{'+1/+1':4}}").main1()
                    .castAndResolve("P1", "t").resolve().with(FIGHT).resolve();
        }

        @Test
        void fires_for_a_creature_sacrificed_later_in_the_turn() {
            Table t = foughtAndSurvived().inHand("v", "Village Rites", "P2")
                    .with("{'type':'cast','player':'P2','card':'v','sacrifice':['b2']}").resolve().play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b2").zone()).isEqualTo("exile");
        }

        @Test
        void fires_for_a_creature_destroyed_later_in_the_turn() {
            Table t = foughtAndSurvived().inHand("m", "Murder", "P1").castAndResolve("P1", "m", "b2").play();
            assertThat(t.object("b2").zone()).isEqualTo("exile");
        }

        @Test
        void stays_silent_the_next_turn() {
            Table t = foughtAndSurvived().inHand("m", "Murder", "P1")
                    .with("{'type':'turn','number':2,'active':'P2'}", "{'type':'step','step':'main1'}")
                    .castAndResolve("P1", "m", "b2").play();
            assertThat(t.object("b2").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_for_a_creature_that_dies_without_being_fought() {
            Table t = Table.derived().permanent("b2", "Grizzly Bears", "P2").inHand("s", "Shock", "P1").main1()
                    .castAndResolve("P1", "s", "b2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b2").zone()).isEqualTo("graveyard");
        }
    }
}
