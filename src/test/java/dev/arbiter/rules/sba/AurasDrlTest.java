package dev.arbiter.rules.sba;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/sba/auras.drl: 704.5m — an Aura on an illegal object or on nothing goes to its owner's graveyard. */
class AurasDrlTest {
    static final String MURDER = "{'type':'object','id':'mu','card':'Murder','owner':'P1','zone':'hand'}";

    @Nested
    class AttachedToNothing {
        static final String RULE = "704.5m an Aura attached to nothing on the battlefield goes to its owner's graveyard";

        @Test
        void puts_a_role_whose_creature_died_into_its_owners_graveyard() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P2").role("r1", "Monster Role", "P1", "b1")
                    .with(MURDER).main1().castAndResolve("P1", "mu", "b1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("r1")).isNull();
            assertThat(t.outcomes()).anyMatch(o -> o.contains("\"object\":\"r1\"") && o.contains("graveyard"));
        }

        @Test
        void puts_an_unattached_role_into_the_graveyard() {
            Table t = Table.derived().with("{'type':'object','id':'r1','token':'Royal Role','controller':'P1','zone':'battlefield'}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_while_the_creature_is_there() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P2").role("r1", "Monster Role", "P1", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class NotACreature {
        static final String RULE = "704.5m an Aura with enchant creature attached to a non-creature goes to its owner's graveyard";

        @Test
        void a_role_falls_off_a_land_that_stops_being_a_creature() {
            Table t = Table.derived().with("{'type':'object','id':'l1','def':{'name':'Land','types':['land']},'owner':'P1','zone':'battlefield'}")
                    .main1().with("{'type':'pass','player':'P1'}",
                            "{'type':'effect','object':'l1','becomeCreature':[3,3],'until':'end_of_turn','by':'external'}",
                            "{'type':'create_token','id':'r1','token':'Monster Role','controller':'P1','attachedTo':'l1','by':'external'}")
                    .play();
            assertThat(t.fired(RULE)).isFalse();
            Table u = Table.derived().with("{'type':'object','id':'l1','def':{'name':'Land','types':['land']},'owner':'P1','zone':'battlefield'}")
                    .main1().with("{'type':'pass','player':'P1'}",
                            "{'type':'effect','object':'l1','becomeCreature':[3,3],'until':'end_of_turn','by':'external'}",
                            "{'type':'create_token','id':'r1','token':'Monster Role','controller':'P1','attachedTo':'l1','by':'external'}",
                            "{'type':'step','step':'cleanup'}").play();
            assertThat(u.fired(RULE)).isTrue();
            assertThat(u.object("r1")).isNull();
        }

        @Test
        void stays_silent_on_a_creature() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class Protection {
        static final String RULE = "704.5m an Aura attached to a permanent with protection from it goes to its owner's graveyard";

        @Test
        void every_role_falls_off_a_creature_that_gains_protection_from_enchantments() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1")
                    .role("r2", "Cursed Role", "P2", "b1").main1().with("{'type':'pass','player':'P1'}",
                            "{'type':'effect','object':'b1','gain':['protection from enchantments'],'by':'external'}")
                    .play();
            assertThat(t.times(RULE)).isEqualTo(2);
            assertThat(t.object("b1").attached()).isEmpty();
        }

        @Test
        void stays_silent_for_protection_from_another_quality() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1")
                    .main1().with("{'type':'pass','player':'P1'}",
                            "{'type':'effect','object':'b1','gain':['protection from red'],'by':'external'}").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").attached()).containsExactly("r1");
        }
    }

    @Nested
    class AlsoACreature {
        static final String RULE = "704.5m an Aura that is also a creature can't enchant anything and goes to its owner's graveyard";

        @Test
        void an_animated_wicked_role_falls_off_and_triggers() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("w1", "Wicked Role", "P1", "b1")
                    .main1().with("{'type':'effect','object':'w1','becomeCreature':[2,2],'by':'external'}",
                            "{'type':'expect','stack':['w1']}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).isEmpty();
            assertThat(t.object("b1").attached()).isEmpty();
        }

        @Test
        void stays_silent_for_an_aura_that_is_not_a_creature() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("w1", "Wicked Role", "P1", "b1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }
}
