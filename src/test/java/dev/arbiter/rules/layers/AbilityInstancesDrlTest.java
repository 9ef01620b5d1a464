package dev.arbiter.rules.layers;

import dev.arbiter.engine.RuleVerifier;
import dev.arbiter.model.AbilityInstance;
import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/layers/ability_instances.drl: the instances of an ability a permanent has after the layers (CR 113.2c), and
 * which of them a later "loses all abilities" effect took away (613.7). The whole layers group runs (the pass the
 * rules read), so the verdict's inserted facts are the group's; an instance a pass leaves in place is not inserted
 * again.
 */
class AbilityInstancesDrlTest {
    static final String BEARS = "{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','zone':'battlefield'}";
    static final String ROYAL = "{'type':'object','id':'r1','token':'Royal Role','controller':'P2','zone':'battlefield',"
            + "'attachedTo':'b1'}";
    static final String HUMILITY = "{'type':'object','id':'hu','card':'Humility','owner':'P2','zone':'battlefield'}";
    static final String TERROR = "{'type':'object','id':'t','card':'Tolarian Terror','owner':'P2','zone':'battlefield'}";
    static final String TURN = "{'type':'turn','number':1,'active':'P1'}";
    static final String MAIN = "{'type':'step','step':'main1'}";

    /** The sources of the instances of the ability that the permanent has now. */
    static List<String> sources(RuleVerifier.Verdict v, String id, String ability) {
        return v.present(AbilityInstance.class).stream()
                .filter(i -> i.getObject().getId().equals(id) && i.getAbility().equals(ability))
                .map(AbilityInstance::getSource).toList();
    }

    @Nested
    class Granted {
        static final String RULE = "613.7 an ability an effect grants stays unless an effect with a later timestamp removed all abilities";

        @Test
        void a_roles_grant_is_an_instance_and_survives_an_earlier_humility() {
            try (RuleVerifier.Verdict v = RuleVerifier.group("layers").given(TURN, HUMILITY, BEARS).when(ROYAL)) {
                assertThat(v.inserted(AbilityInstance.class)).extracting(AbilityInstance::getSource)
                        .anyMatch(s -> s.startsWith("royal-ward:"));
                assertThat(sources(v, "b1", "ward {1}")).singleElement().asString().startsWith("royal-ward:");
            }
            assertThat(Table.derived().with(HUMILITY, BEARS, ROYAL).play().fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_when_a_later_humility_removed_the_grant() {
            try (RuleVerifier.Verdict v = RuleVerifier.group("layers").given(TURN, BEARS, ROYAL).when(HUMILITY)) {
                assertThat(sources(v, "b1", "ward {1}")).isEmpty();
            }
            Table t = Table.derived().with(BEARS, ROYAL);
            int humility = t.next();
            assertThat(t.with(HUMILITY).play().firedAt(humility, RULE)).isFalse();
        }

        @Test
        void is_not_inserted_again_when_a_later_pass_leaves_the_grant_in_place() {
            // each line changes the creature's values: a pass, and the creature updated, but the grant is still there
            try (RuleVerifier.Verdict v = RuleVerifier.group("layers").given(TURN, MAIN, BEARS, ROYAL)
                    .when("{'type':'pass','player':'P1'}",
                          "{'type':'effect','object':'b1','modifyPT':[1,1],'by':'external'}",
                          "{'type':'counters','object':'b1','kind':'+1/+1','delta':1,'by':'external'}")) {
                assertThat(v.object("b1").power()).isEqualTo(5);
                assertThat(v.inserted(AbilityInstance.class)).isEmpty();
                assertThat(sources(v, "b1", "ward {1}")).hasSize(1);
            }
        }
    }

    @Nested
    class GrantedWhereNoLossReaches {
        static final String RULE = "613.7 on a permanent no ability-removing effect reaches, every grant the pass applied is an instance";

        @Test
        void each_grant_on_the_creature_is_an_instance() {
            String monster = "{'type':'object','id':'r2','token':'Monster Role','controller':'P1','zone':'battlefield',"
                    + "'attachedTo':'b1'}";
            try (RuleVerifier.Verdict v = RuleVerifier.group("layers").given(TURN, BEARS, ROYAL).when(monster)) {
                assertThat(sources(v, "b1", "ward {1}")).singleElement().asString().startsWith("royal-ward:");
                assertThat(sources(v, "b1", "trample")).hasSize(1);
            }
            assertThat(Table.derived().with(BEARS, ROYAL).play().fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_where_a_loss_can_reach_the_creature() {
            assertThat(Table.derived().with(HUMILITY, BEARS, ROYAL).play().fired(RULE)).isFalse();
            assertThat(Table.derived().with(BEARS).play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class Printed {
        static final String RULE = "113.2c a permanent's own ability is an instance of it unless an effect removed all its abilities";

        @Test
        void a_printed_ward_is_one_instance() {
            try (RuleVerifier.Verdict v = RuleVerifier.group("layers").given(TURN).when(TERROR)) {
                assertThat(sources(v, "t", "ward {2}")).containsExactly(AbilityInstance.PRINTED);
            }
            assertThat(Table.derived().with(TERROR).play().fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_when_an_effect_removed_all_abilities() {
            try (RuleVerifier.Verdict v = RuleVerifier.group("layers").given(TURN, TERROR).when(HUMILITY)) {
                assertThat(sources(v, "t", "ward {2}")).isEmpty();
            }
            Table t = Table.derived().with(HUMILITY);
            int terror = t.next();
            assertThat(t.with(TERROR).play().firedAt(terror, RULE)).isFalse();
        }
    }
}
