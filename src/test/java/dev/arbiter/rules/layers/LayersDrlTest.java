package dev.arbiter.rules.layers;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/layers/layers.drl: characteristics rebuilt in layer, sublayer and timestamp order (CR 613). The firing order
 * of one layer pass is the precedence; the "Order" tests pin it as the explain trace shows it.
 */
class LayersDrlTest {
    static final String ADD = "613.1f ability-adding effects apply in layer 6 in timestamp order";
    static final String REMOVE = "613.1f ability-removing effects apply in layer 6 in timestamp order";
    static final String ADD_TOGETHER =
            "613.1f ability-adding effects on a permanent no ability-removing effect reaches apply together in layer 6";
    static final String SET = "613.4b effects that set base power and toughness apply in layer 7b in timestamp order";
    static final String MODIFY = "613.4c effects that modify power and toughness apply in layer 7c";
    static final String PER_ENCHANTMENT = "613.4c a bonus per enchantment counts the enchantments its controller controls as it applies";
    static final String CDA = "613.4a characteristic-defining abilities that define power and toughness apply in layer 7a";
    static final String COUNTERS = "613.4c counters on a creature modify its power and toughness in layer 7c";
    static final String TYPE = "613.1d type-changing effects apply in layer 4 in timestamp order";
    static final String COLOR = "613.1e color-changing effects apply in layer 5 in timestamp order";
    static final String HUMILITY = "{'type':'object','id':'hu','card':'Humility','owner':'P2','zone':'battlefield'}";

    /** The position of the first firing of a rule in the last layer pass whose facts mention a word. */
    static int at(List<String> pass, String rule, String fact) {
        for (int i = 0; i < pass.size(); i++) {
            if (pass.get(i).startsWith(rule + " ") && pass.get(i).contains(fact)) {
                return i;
            }
        }
        throw new AssertionError(rule + " with " + fact + " is not in the last layer pass " + pass);
    }

    @Nested
    class Rebuild {
        static final String RULE = "613.1 rebuild every permanent's characteristics from its own values before effects apply";

        @Test
        void starts_every_pass_after_a_change() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").play();
            assertThat(t.fired(RULE)).isTrue();
        }

        /**
         * Humility's filter reads each permanent's own values, so while it is in play a Role created on one Bears
         * rebuilds that Bears (and the Role), not every creature: its effects apply in that pass to b1 alone (issue 14:
         * N Roles under Humility were N passes over the whole battlefield).
         */
        @Test
        void a_role_created_under_humility_rebuilds_its_host_not_every_creature() {
            Table t = Table.derived().with(HUMILITY).permanent("b1", "Grizzly Bears", "P1")
                    .permanent("b2", "Grizzly Bears", "P1").permanent("b3", "Grizzly Bears", "P1").main1()
                    .with("{'type':'create_token','id':'m1','token':'Monster Role','controller':'P1','attachedTo':'b1',"
                            + "'by':'external'}").play();
            List<String> humility = t.lastLayerPass().stream().filter(f -> f.contains("humility")).toList();
            assertThat(humility).isNotEmpty().allMatch(f -> f.endsWith(", b1"));
            assertThat(t.object("b1").power()).isEqualTo(2);  // 1/1 from Humility, +1/+1 from the Role
            assertThat(t.object("b2").power()).isEqualTo(1);
        }

        /**
         * Virtuous Role's bonus counts the enchantments its controller controls as it applies (613.4c): a Role created
         * on b2 changes b1's count although nothing of b1 changed, so b1 is rebuilt with b2, while b3, whose own Role
         * reads nothing of others, is not (issue 14: N Roles under a Virtuous Role were N passes over the whole
         * battlefield, 1,000 of them 23 s).
         */
        @Test
        void a_role_created_under_a_virtuous_role_rebuilds_the_virtuous_host_and_its_own_host_only() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P1")
                    .permanent("b3", "Grizzly Bears", "P1").role("v", "Virtuous Role", "P1", "b1")
                    .role("m3", "Monster Role", "P1", "b3").main1()
                    .with("{'type':'create_token','id':'m2','token':'Monster Role','controller':'P1','attachedTo':'b2',"
                            + "'by':'external'}").play();
            List<String> pass = t.lastLayerPass();
            assertThat(pass).anyMatch(f -> f.startsWith(PER_ENCHANTMENT) && f.contains(", b1, "))
                    .anyMatch(f -> f.startsWith(MODIFY + " b2,"))
                    .noneMatch(f -> f.contains("b3"));
            assertThat(t.object("b1").power()).isEqualTo(5);  // 2, +1/+1 for each of v, m3 and m2
            assertThat(t.object("b3").power()).isEqualTo(3);
        }

        /**
         * An Aura moved from b1 to b2 rebuilds the two hosts and the Aura, not b3 (issue 14: each of N Roles put onto
         * N creatures by object lines was a pass over all of them).
         */
        @Test
        void an_aura_moved_rebuilds_the_hosts_it_leaves_and_joins_only() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P1")
                    .permanent("b3", "Grizzly Bears", "P1").role("m1", "Monster Role", "P1", "b1")
                    .role("m3", "Monster Role", "P1", "b3").main1()
                    .with("{'type':'attach','object':'m1','to':'b2','by':'external'}").play();
            assertThat(t.lastLayerPass()).anyMatch(f -> f.startsWith(MODIFY + " b2,")).noneMatch(f -> f.contains("b3"));
            assertThat(t.object("b1").power()).isEqualTo(2);
            assertThat(t.object("b2").power()).isEqualTo(3);
            assertThat(t.object("b3").power()).isEqualTo(3);
        }

        /** The same count falls when an enchantment leaves, though b1 is again not what changed. */
        @Test
        void a_virtuous_roles_count_falls_when_another_enchantment_leaves() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").permanent("b3", "Grizzly Bears", "P1")
                    .role("v", "Virtuous Role", "P1", "b1").role("m3", "Monster Role", "P1", "b3").main1()
                    .with("{'type':'move','object':'m3','to':'graveyard','by':'external'}").play();
            assertThat(t.object("b1").power()).isEqualTo(3);  // 2, +1/+1 for v alone
            assertThat(t.object("b3").power()).isEqualTo(2);
        }

        /**
         * Tarmogoyf's statics rule derives its effect with the count of card types in the graveyards, so a Lightning
         * Bolt reaching a graveyard is a new effect on the Goyf, which rebuilds the Goyf alone, not b3 (issue 14:
         * each spell resolved beside a Tarmogoyf was a pass over the whole battlefield).
         */
        @Test
        void a_spell_reaching_a_graveyard_beside_a_tarmogoyf_rebuilds_the_tarmogoyf_only() {
            Table t = Table.derived().permanent("g", "Tarmogoyf", "P1").permanent("b3", "Grizzly Bears", "P1")
                    .role("m3", "Monster Role", "P1", "b3").inHand("z", "Lightning Bolt", "P1").main1()
                    .castAndResolve("P1", "z", "P2").play();
            assertThat(t.lastLayerPass()).anyMatch(f -> f.startsWith(CDA) && f.endsWith(", g"))
                    .noneMatch(f -> f.contains("b3"));
            assertThat(t.object("g").power()).isEqualTo(1);  // an instant in a graveyard: one card type
            assertThat(t.object("g").toughness()).isEqualTo(2);
        }

        /**
         * Syr Armont's filter reads each creature's own values (enchanted, its controller) and Armont's controller:
         * a Role created on one of three enchanted Bears rebuilds that Bears, and Armont's bonus applies in that pass
         * to it alone.
         */
        @Test
        void a_role_created_under_syr_armont_rebuilds_its_host_not_every_creature() {
            Table t = Table.derived().permanent("sa", "Syr Armont, the Redeemer", "P1")
                    .permanent("b1", "Grizzly Bears", "P1").permanent("b2", "Grizzly Bears", "P1")
                    .permanent("b3", "Grizzly Bears", "P1").role("r2", "Cursed Role", "P2", "b2")
                    .role("r3", "Cursed Role", "P2", "b3").main1()
                    .with("{'type':'create_token','id':'m1','token':'Monster Role','controller':'P1','attachedTo':'b1',"
                            + "'by':'external'}").play();
            List<String> armont = t.lastLayerPass().stream().filter(f -> f.startsWith(SourceControllersEnchantedCreatures.RULE))
                    .toList();
            assertThat(armont).singleElement().satisfies(f -> assertThat(f).endsWith(", b1"));
            assertThat(t.object("b1").power()).isEqualTo(4);  // 2, +1/+1 from the Role, +1/+1 from Armont
            assertThat(t.object("b2").power()).isEqualTo(2);  // 1/1 from its Cursed Role, +1/+1 from Armont
        }

        @Test
        void stays_silent_when_nothing_changed() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").main1();
            int pass = t.next();
            t.with("{'type':'pass','player':'P1'}").play();
            assertThat(t.firedAt(pass, RULE)).isFalse();
            assertThat(t.firedAt(pass, Commit.RULE)).isFalse();
        }
    }

    @Nested
    class Commit {
        static final String RULE = "613.1 a permanent has the characteristics left once every effect has applied";
        static final String WICKED = "111.10q a Wicked Role gives the creature it enchants +1/+1";

        @Test
        void ends_every_pass_after_the_last_effect_applied() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1").play();
            List<String> pass = t.lastLayerPass();
            assertThat(pass.get(pass.size() - 1)).startsWith(RULE + " ");
            // the Role's +1/+1 is in the sum layer 7c applies to b1: 1 power, 1 toughness, 1 effect
            assertThat(at(pass, MODIFY, "b1, accumulated [1, 1, 1]")).isLessThan(pass.size() - 1);
            assertThat(t.object("b1").power()).isEqualTo(3);
        }

        @Test
        void the_rules_of_other_groups_see_the_values_the_pass_left() {
            // the creature is 2/2 until the effect's pass ends; 704.5f must see the toughness of 0 it ends with
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").main1()
                    .with("{'type':'pass','player':'P1'}",
                          "{'type':'effect','object':'b1','modifyPT':[0,-2],'by':'external'}").play();
            assertThat(t.zone("graveyard")).contains("b1");
        }

        @Test
        void leaves_a_permanent_whose_values_came_out_the_same_as_it_was() {
            // a creature entering starts a pass; the Role's values don't change, so the rule deriving its bonus from it
            // (which matches the Role) is not woken again
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Wicked Role", "P1", "b1");
            int role = t.next() - 1;
            int other = t.next();
            t.permanent("b2", "Grizzly Bears", "P2").play();
            assertThat(t.firedAt(role, WICKED)).isTrue();
            assertThat(t.firedAt(other, RULE)).isTrue();
            assertThat(t.firedAt(other, WICKED)).isFalse();
        }

        // silent without a pass: see Rebuild.stays_silent_when_nothing_changed
    }

    @Nested
    class Control {
        static final String RULE = "613.1b control-changing effects apply in layer 2 in timestamp order";

        @Test
        void act_of_treason_changes_the_controller_without_a_new_timestamp() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("at", "Act of Treason", "P2")
                    .with("{'type':'turn','number':1,'active':'P2'}", "{'type':'step','step':'main1'}").play();
            long before = t.object("b1").timestamp();
            Table u = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("at", "Act of Treason", "P2")
                    .with("{'type':'turn','number':1,'active':'P2'}", "{'type':'step','step':'main1'}")
                    .castAndResolve("P2", "at", "b1").play();
            assertThat(u.fired(RULE)).isTrue();
            assertThat(u.object("b1").controller()).isEqualTo("P2");
            assertThat(u.object("b1").timestamp()).isEqualTo(before);
        }

        @Test
        void stays_silent_without_a_control_effect() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class Type {
        @Test
        void turn_to_frog_makes_it_a_frog() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("tf", "Turn to Frog", "P2").main1()
                    .castAndResolve("P2", "tf", "b1").play();
            assertThat(t.fired(TYPE)).isTrue();
            assertThat(t.object("b1").subtypes()).containsExactly("Frog");
        }

        @Test
        void stays_silent_without_a_type_effect() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(TYPE)).isFalse();
        }
    }

    @Nested
    class Color {
        @Test
        void turn_to_frog_makes_it_blue() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("tf", "Turn to Frog", "P2").main1()
                    .castAndResolve("P2", "tf", "b1").play();
            assertThat(t.fired(COLOR)).isTrue();
        }

        @Test
        void stays_silent_without_a_color_effect() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(COLOR)).isFalse();
        }
    }

    @Nested
    class AbilityAdding {
        @Test
        void a_monster_role_after_humility_adds_trample_in_its_turn() {
            Table t = Table.derived().with(HUMILITY).permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Monster Role", "P1", "b1").play();
            assertThat(t.fired(ADD)).isTrue();
            assertThat(t.fired(ADD_TOGETHER)).isFalse();
            assertThat(t.object("b1").abilities()).containsExactly("trample");
        }

        @Test
        void stays_silent_without_a_grant_and_where_no_removal_can_reach() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(ADD)).isFalse();
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1")
                    .play().fired(ADD)).isFalse();
        }
    }

    @Nested
    class AbilityAddingTogether {
        @Test
        void the_grants_on_a_creature_no_removal_reaches_apply_together_in_timestamp_order() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1")
                    .role("r2", "Royal Role", "P2", "b1").play();
            assertThat(t.fired(ADD_TOGETHER)).isTrue();
            assertThat(t.object("b1").abilities()).containsExactly("trample", "ward {1}");
        }

        @Test
        void stays_silent_where_a_removal_can_reach_the_creature() {
            Table t = Table.derived().with(HUMILITY).permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Monster Role", "P1", "b1").play();
            assertThat(t.fired(ADD_TOGETHER)).isFalse();
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(ADD_TOGETHER)).isFalse();
        }
    }

    @Nested
    class AbilityRemoving {
        @Test
        void humility_removes_printed_abilities() {
            Table t = Table.derived().with(HUMILITY).permanent("c1", "Cursed Courtier", "P1").play();
            assertThat(t.fired(REMOVE)).isTrue();
            assertThat(t.object("c1").abilities()).isEmpty();
        }

        @Test
        void stays_silent_without_a_removal() {
            assertThat(Table.derived().permanent("c1", "Cursed Courtier", "P1").play().fired(REMOVE)).isFalse();
        }
    }

    @Nested
    class CharacteristicDefining {
        static final String RULE = "613.4a characteristic-defining abilities that define power and toughness apply in layer 7a";

        @Test
        void tarmogoyf_counts_the_card_types_in_graveyards_before_a_cursed_role_sets_1_1() {
            Table t = Table.derived().permanent("g", "Tarmogoyf", "P1")
                    .with("{'type':'object','id':'x','card':'Lightning Bolt','owner':'P2','zone':'graveyard'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("g").power()).isEqualTo(1);
            Table u = Table.derived().permanent("g", "Tarmogoyf", "P1").role("r1", "Cursed Role", "P2", "g")
                    .with("{'type':'object','id':'x','card':'Lightning Bolt','owner':'P2','zone':'graveyard'}").play();
            List<String> pass = u.lastLayerPass();
            assertThat(at(pass, RULE, "g")).isLessThan(at(pass, SET, "g"));
            assertThat(u.object("g").power()).isEqualTo(1);
            assertThat(u.object("g").toughness()).isEqualTo(1);
        }

        @Test
        void stays_silent_without_such_an_ability() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class SetBase {
        @Test
        void a_cursed_role_sets_base_1_1() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Cursed Role", "P2", "b1").play();
            assertThat(t.fired(SET)).isTrue();
        }

        @Test
        void stays_silent_without_a_setting_effect() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(SET)).isFalse();
        }
    }

    @Nested
    class Modify {
        @Test
        void giant_growth_modifies() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("gg", "Giant Growth", "P1").main1()
                    .castAndResolve("P1", "gg", "b1").play();
            assertThat(t.fired(MODIFY)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(5);
        }

        /** The effects on one creature add up (613.4c): one firing a pass applies their sum, however many. */
        @Test
        void the_effects_on_one_creature_apply_as_one_sum() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1")
                    .inHand("g1", "Giant Growth", "P1").inHand("g2", "Giant Growth", "P1").main1()
                    .castAndResolve("P1", "g1", "b1").castAndResolve("P1", "g2", "b1").play();
            List<String> pass = t.lastLayerPass();
            assertThat(pass.stream().filter(f -> f.startsWith(MODIFY + " "))).singleElement()
                    .isEqualTo(MODIFY + " b1, accumulated [7, 7, 3]");
            assertThat(t.object("b1").power()).isEqualTo(9);
            assertThat(t.object("b1").toughness()).isEqualTo(9);
        }

        @Test
        void stays_silent_without_a_modifying_effect() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(MODIFY)).isFalse();
        }
    }

    @Nested
    class Counters {
        @Test
        void counters_apply_after_a_base_setting_effect() {
            Table t = Table.derived().with("{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1',"
                    + "'zone':'battlefield','counters':{'+1/+1':2}}").role("r1", "Cursed Role", "P2", "b1").play();
            assertThat(t.fired(COUNTERS)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(3);
            List<String> pass = t.lastLayerPass();
            assertThat(at(pass, SET, "cursed")).isLessThan(at(pass, COUNTERS, "b1"));
        }

        @Test
        void stays_silent_without_counters() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(COUNTERS)).isFalse();
        }
    }

    @Nested
    class SourceControllersEnchantedCreatures {
        static final String RULE =
                "613.4c a bonus for the enchanted creatures its source's controller controls follows that controller";

        @Test
        void a_stolen_armont_pumps_its_new_controllers_enchanted_creatures() {
            Table t = Table.derived().permanent("sa", "Syr Armont, the Redeemer", "P1")
                    .permanent("b1", "Grizzly Bears", "P1").role("w1", "Wicked Role", "P1", "b1")
                    .permanent("b2", "Grizzly Bears", "P2").role("w2", "Wicked Role", "P2", "b2")
                    .with("{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}",
                            "{'type':'control','object':'sa','player':'P2','by':'external'}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(3);
            assertThat(t.object("b2").power()).isEqualTo(4);
        }

        @Test
        void stays_silent_for_creatures_without_an_aura() {
            Table t = Table.derived().permanent("sa", "Syr Armont, the Redeemer", "P1")
                    .permanent("b1", "Grizzly Bears", "P1").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").power()).isEqualTo(2);
        }
    }

    @Nested
    class PerEnchantment {
        static final String RULE = "613.4c a bonus per enchantment counts the enchantments its controller controls as it applies";

        @Test
        void virtuous_counts_live() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Virtuous Role", "P1", "b1")
                    .permanent("ds", "Doubling Season", "P1").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(4);
        }

        @Test
        void stays_silent_without_a_virtuous_role() {
            assertThat(Table.derived().permanent("b1", "Grizzly Bears", "P1").play().fired(RULE)).isFalse();
        }
    }

    /** The precedence of C25, C24, C22 and C26, pinned on the trace of the last layer pass. */
    @Nested
    class Order {
        @Test
        void humility_before_a_role_removes_first_then_the_role_grants_trample() {
            Table t = Table.derived().with(HUMILITY).permanent("b1", "Grizzly Bears", "P1")
                    .role("r1", "Monster Role", "P1", "b1").play();
            List<String> pass = t.lastLayerPass();
            assertThat(at(pass, REMOVE, "humility")).isLessThan(at(pass, ADD, "monster"));
            assertThat(t.object("b1").abilities()).contains("trample");
            assertThat(t.object("b1").power()).isEqualTo(2);
        }

        @Test
        void a_role_before_humility_grants_first_then_humility_removes_it() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Monster Role", "P1", "b1")
                    .with(HUMILITY).play();
            List<String> pass = t.lastLayerPass();
            assertThat(at(pass, ADD, "monster")).isLessThan(at(pass, REMOVE, "humility"));
            assertThat(t.object("b1").abilities()).doesNotContain("trample");
            assertThat(t.object("b1").power()).isEqualTo(2);
        }

        /**
         * 613.7: an external 4/4 with a later timestamp than the Cursed Role's 1/1 replaces it in layer 7b, so the
         * Role's setting effect has no result of its own and is left out of the pass; the later one is applied.
         */
        @Test
        void a_later_base_setting_effect_leaves_the_earlier_out_of_the_pass() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Cursed Role", "P2", "b1").main1()
                    .with("{'type':'pass','player':'P1'}",
                          "{'type':'effect','object':'b1','setBasePT':[4,4],'until':'end_of_turn','by':'external'}").play();
            List<String> pass = t.lastLayerPass();
            at(pass, SET, "line");
            assertThat(pass).noneMatch(f -> f.startsWith(SET) && f.contains("cursed"));
            assertThat(t.object("b1").power()).isEqualTo(4);
        }

        /**
         * Without the later one, the Role's effect applies: before the external effect begins, the Cursed Role makes
         * the Bears 1/1 (the rule is silent only while a later setting effect is there).
         */
        @Test
        void an_earlier_base_setting_effect_applies_while_nothing_later_sets_the_same() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Cursed Role", "P2", "b1").main1()
                    .play();
            at(t.lastLayerPass(), SET, "cursed");
            assertThat(t.object("b1").power()).isEqualTo(1);
        }

        /**
         * The earlier setting effect is left out only while the later one lasts: a 2/5 until end of turn over a
         * lasting 4/4 makes the Bears 2/5, and once it ends in the cleanup step the 4/4 applies again.
         */
        @Test
        void an_earlier_setting_effect_applies_again_once_the_later_one_ends() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").main1()
                    .with("{'type':'effect','object':'b1','setBasePT':[4,4],'by':'external'}",
                          "{'type':'effect','object':'b1','setBasePT':[2,5],'until':'end_of_turn','by':'external'}")
                    .play();
            List<String> pass = t.lastLayerPass();
            assertThat(pass.stream().filter(f -> f.startsWith(SET + " "))).singleElement()
                    .satisfies(f -> assertThat(f).contains("line6"));
            assertThat(t.object("b1").toughness()).isEqualTo(5);

            Table later = Table.derived().permanent("b1", "Grizzly Bears", "P1").main1()
                    .with("{'type':'effect','object':'b1','setBasePT':[4,4],'by':'external'}",
                          "{'type':'effect','object':'b1','setBasePT':[2,5],'until':'end_of_turn','by':'external'}",
                          "{'type':'turn','number':2,'active':'P2'}").play();
            at(later.lastLayerPass(), SET, "line5");
            assertThat(later.object("b1").power()).isEqualTo(4);
        }

        @Test
        void turn_to_frog_over_cursed_and_monster_applies_layer_by_layer() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", "Cursed Role", "P2", "b1")
                    .role("r2", "Monster Role", "P1", "b1").inHand("tf", "Turn to Frog", "P2").main1()
                    .castAndResolve("P2", "tf", "b1").play();
            List<String> pass = t.lastLayerPass();
            int type = at(pass, TYPE, "b1");
            int color = at(pass, COLOR, "b1");
            int grant = at(pass, ADD, "monster");
            int lose = at(pass, REMOVE, "tf");
            int frog = at(pass, SET, "tf");
            int bonus = at(pass, MODIFY, "b1");
            assertThat(List.of(type, color, grant, lose, frog, bonus)).isSorted();
            // the Cursed Role's 1/1 is replaced by the Frog's later 1/1 (613.7): not applied at all
            assertThat(pass).noneMatch(f -> f.startsWith(SET) && f.contains("cursed"));
            assertThat(t.object("b1").power()).isEqualTo(2);
            assertThat(t.object("b1").abilities()).isEmpty();
        }

        /**
         * Three Turn to Frogs on one creature: each layer's setting rule applies the newest effect alone, so a pass
         * is the same four firings however many pile up (issue 14: N of them cost N a pass, N² a game).
         */
        @Test
        void of_many_turn_to_frogs_each_layer_applies_only_the_newest() {
            Table t = Table.derived().permanent("b1", "Grizzly Bears", "P1").inHand("f1", "Turn to Frog", "P2")
                    .inHand("f2", "Turn to Frog", "P2").inHand("f3", "Turn to Frog", "P2").main1()
                    .castAndResolve("P2", "f1", "b1").castAndResolve("P2", "f2", "b1").castAndResolve("P2", "f3", "b1")
                    .play();
            List<String> pass = t.lastLayerPass();
            for (String rule : List.of(TYPE, COLOR, REMOVE, SET)) {
                assertThat(pass.stream().filter(f -> f.startsWith(rule + " "))).as(rule).singleElement()
                        .satisfies(f -> assertThat(f).contains("f3"));
            }
            assertThat(t.object("b1").power()).isEqualTo(1);
        }
    }
}
