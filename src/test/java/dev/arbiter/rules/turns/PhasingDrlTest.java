package dev.arbiter.rules.turns;

import dev.arbiter.engine.RuleVerifier;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/turns/phasing.drl: phasing in as the untap step begins (502.1, 702.26a), each rule isolated. */
class PhasingDrlTest {
    private static final String BEARS_PHASED_OUT =
            "{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','zone':'battlefield','phasedOut':true}";

    @Nested
    class PhaseIn {
        static final String RULE = "502.1 the permanents that phased out under the active player phase in as the untap step begins";

        @Test
        void the_active_players_permanent_phases_in_at_their_untap_step() {
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE)
                    .given(BEARS_PHASED_OUT, "{'type':'turn','number':1,'active':'P2'}")
                    .when("{'type':'turn','number':2,'active':'P1'}")) {
                assertThat(v.fired()).isEqualTo(1);
                assertThat(v.object("b1").phasedOut()).isFalse();
            }
        }

        @Test
        void a_permanent_phases_in_at_the_untap_step_of_whoever_controlled_it_as_it_phased_out() {
            String stolen = "{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','controller':'P2',"
                    + "'zone':'battlefield','phasedOut':true}";
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE)
                    .given(stolen, "{'type':'turn','number':1,'active':'P1'}")
                    .when("{'type':'turn','number':2,'active':'P2'}")) {
                assertThat(v.fired()).isEqualTo(1);
                assertThat(v.object("b1").phasedOut()).isFalse();
            }
        }

        @Test
        void stays_silent_at_the_owners_untap_step_when_another_player_controlled_it() {
            String stolen = "{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','controller':'P2',"
                    + "'zone':'battlefield','phasedOut':true}";
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE).given(stolen)
                    .when("{'type':'turn','number':1,'active':'P1'}")) {
                assertThat(v.fired()).isZero();
                assertThat(v.object("b1").phasedOut()).isTrue();
            }
        }

        @Test
        void a_role_that_phased_out_on_its_own_phases_in_though_its_creature_stayed() {
            String role = "{'type':'object','id':'w1','token':'Wicked Role','controller':'P1','zone':'battlefield',"
                    + "'attachedTo':'b1','phasedOut':true}";
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE)
                    .given("{'type':'object','id':'b1','card':'Grizzly Bears','owner':'P1','zone':'battlefield'}", role,
                            "{'type':'turn','number':1,'active':'P2'}")
                    .when("{'type':'turn','number':2,'active':'P1'}")) {
                assertThat(v.fired()).isEqualTo(1);
                assertThat(v.object("w1").phasedOut()).isFalse();
            }
        }

        @Test
        void fires_only_for_the_creature_when_its_role_phased_out_with_it() {
            String role = "{'type':'object','id':'w1','token':'Wicked Role','controller':'P1','zone':'battlefield',"
                    + "'attachedTo':'b1','phasedOut':true}";
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE)
                    .given(BEARS_PHASED_OUT, role, "{'type':'turn','number':1,'active':'P2'}")
                    .when("{'type':'turn','number':2,'active':'P1'}")) {
                assertThat(v.fired()).isEqualTo(1);
                assertThat(v.object("b1").phasedOut()).isFalse();
                assertThat(v.object("w1").phasedOut()).as("phased in with its creature (702.26g)").isFalse();
            }
        }

        @Test
        void stays_silent_at_another_players_untap_step() {
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE).given(BEARS_PHASED_OUT)
                    .when("{'type':'turn','number':1,'active':'P2'}")) {
                assertThat(v.fired()).isZero();
                assertThat(v.object("b1").phasedOut()).isTrue();
            }
        }
    }
}
