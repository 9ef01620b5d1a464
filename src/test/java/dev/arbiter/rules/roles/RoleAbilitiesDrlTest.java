package dev.arbiter.rules.roles;

import dev.arbiter.ObjectState;
import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/roles/role_abilities.drl: the static abilities of the seven Roles (CR 111.10j-r). */
class RoleAbilitiesDrlTest {

    /** Grizzly Bears b1 (P1) with one Role of P1's on it. */
    static Table bearsWith(String role) {
        return Table.derived().permanent("b1", "Grizzly Bears", "P1").role("r1", role, "P1", "b1");
    }

    @Nested
    class Cursed {
        static final String RULE = "111.10j a Cursed Role gives the creature it enchants base power and toughness 1/1";

        @Test
        void sets_the_base_power_and_toughness_of_its_creature_to_1_1() {
            Table t = bearsWith("Cursed Role").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(1);
            assertThat(t.object("b1").toughness()).isEqualTo(1);
        }

        @Test
        void is_a_colorless_aura_role_enchantment_token_with_enchant_creature() {
            ObjectState r = bearsWith("Cursed Role").play().object("r1");
            assertThat(r.types()).containsExactly("enchantment");
            assertThat(r.subtypes()).containsExactlyInAnyOrder("Aura", "Role");
            assertThat(r.abilities()).contains("enchant creature");
            assertThat(r.token()).isTrue();
        }

        @Test
        void stays_silent_for_a_cursed_role_that_is_not_attached_to_anything() {
            Table t = Table.derived().with("{'type':'object','id':'r1','token':'Cursed Role','controller':'P1',"
                    + "'zone':'graveyard'}").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class Monster {
        static final String RULE = "111.10k a Monster Role gives the creature it enchants +1/+1 and trample";

        @Test
        void gives_plus_one_and_trample() {
            Table t = bearsWith("Monster Role").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(3);
            assertThat(t.object("b1").abilities()).contains("trample");
        }

        @Test
        void stays_silent_for_another_role() {
            Table t = bearsWith("Royal Role").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").abilities()).doesNotContain("trample");
        }
    }

    @Nested
    class Royal {
        static final String RULE = "111.10m a Royal Role gives the creature it enchants +1/+1 and ward {1}";

        @Test
        void gives_plus_one_and_ward_1() {
            Table t = bearsWith("Royal Role").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").toughness()).isEqualTo(3);
            assertThat(t.object("b1").abilities()).contains("ward {1}");
        }

        @Test
        void stays_silent_without_a_royal_role() {
            Table t = bearsWith("Wicked Role").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b1").abilities()).doesNotContain("ward {1}");
        }
    }

    @Nested
    class Sorcerer {
        static final String RULE = "111.10n a Sorcerer Role gives the creature it enchants +1/+1 and a scry trigger on attacking";

        @Test
        void gives_plus_one_and_the_scry_trigger() {
            Table t = bearsWith("Sorcerer Role").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(3);
            assertThat(t.object("b1").abilities()).contains("whenever this creature attacks, scry 1");
        }

        @Test
        void stays_silent_without_a_sorcerer_role() {
            assertThat(bearsWith("Monster Role").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class Virtuous {
        static final String RULE = "111.10p a Virtuous Role gives its creature +1/+1 for each enchantment the Role's controller controls";

        @Test
        void counts_every_enchantment_its_controller_controls_itself_included() {
            Table t = bearsWith("Virtuous Role")
                    .with("{'type':'object','id':'e1','def':{'name':'E','types':['enchantment']},'owner':'P1','zone':'battlefield'}")
                    .play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(4);
        }

        @Test
        void does_not_count_the_opponents_enchantments_even_on_the_same_creature() {
            Table t = bearsWith("Virtuous Role").role("r2", "Cursed Role", "P2", "b1")
                    .with("{'type':'object','id':'e2','def':{'name':'E','types':['enchantment']},'owner':'P2','zone':'battlefield'}")
                    .play();
            assertThat(t.object("b1").power()).isEqualTo(2);
        }

        @Test
        void stays_silent_without_a_virtuous_role() {
            assertThat(bearsWith("Wicked Role").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class Wicked {
        static final String RULE = "111.10q a Wicked Role gives the creature it enchants +1/+1";

        @Test
        void gives_plus_one() {
            Table t = bearsWith("Wicked Role").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(3);
            assertThat(t.object("r1").abilities()).contains("put into a graveyard: each opponent loses 1 life");
        }

        @Test
        void stays_silent_without_a_wicked_role() {
            assertThat(bearsWith("Cursed Role").play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class YoungHero {
        static final String RULE = "111.10r a Young Hero Role gives the creature it enchants its counter trigger on attacking";

        @Test
        void grants_the_trigger_and_no_bonus() {
            Table t = bearsWith("Young Hero Role").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("b1").power()).isEqualTo(2);
            assertThat(t.object("b1").abilities()).anyMatch(a -> a.startsWith("whenever this creature attacks, if"));
        }

        @Test
        void stays_silent_without_a_young_hero_role() {
            assertThat(bearsWith("Sorcerer Role").play().fired(RULE)).isFalse();
        }
    }
}
