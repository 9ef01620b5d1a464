package dev.arbiter.rules;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every rule of the Role area's DRL files has its spec: the rule's name appears in the spec class of its file (a
 * nested class per rule, with a case where it fires and one where it stays silent).
 */
class RoleSpecCoverageTest {
    private static final Map<String, String> SPEC = Map.ofEntries(
            Map.entry("roles/role_abilities.drl", "roles/RoleAbilitiesDrlTest.java"),
            Map.entry("roles/role_triggers.drl", "roles/RoleTriggersDrlTest.java"),
            Map.entry("sba/roles.drl", "sba/RolesSbaDrlTest.java"),
            Map.entry("sba/auras.drl", "sba/AurasDrlTest.java"),
            Map.entry("sba/legend.drl", "sba/LegendDrlTest.java"),
            Map.entry("sba/state_based_actions.drl", "sba/StateBasedActionsDrlTest.java"),
            Map.entry("tokens/tokens.drl", "tokens/TokensDrlTest.java"),
            Map.entry("layers/layers.drl", "layers/LayersDrlTest.java"),
            Map.entry("turns/turn_based_actions.drl", "turns/TurnBasedActionsDrlTest.java"),
            Map.entry("cards/basics.drl", "cards/BasicsDrlTest.java"),
            Map.entry("cards/humility.drl", "cards/RoleCardsDrlTest.java"),
            Map.entry("cards/role_creatures.drl", "cards/RoleCardsDrlTest.java"),
            Map.entry("cards/role_makers.drl", "cards/RoleCardsDrlTest.java"),
            Map.entry("cards/syr_armont.drl", "cards/RoleCardsDrlTest.java"),
            Map.entry("cards/ellivere.drl", "cards/EllivereGylwainDrlTest.java"),
            Map.entry("cards/gylwain.drl", "cards/EllivereGylwainDrlTest.java"),
            Map.entry("cards/doubling_season.drl", "cards/DoublingSeasonDrlTest.java"),
            Map.entry("cards/control_and_frog.drl", "cards/ControlAndFrogDrlTest.java"),
            Map.entry("audit/roles.drl", "audit/AuditRolesDrlTest.java"),
            Map.entry("combat/control_change.drl", "combat/ControlChangeDrlTest.java"));

    @Test
    void every_rule_of_the_role_drl_files_is_named_in_its_spec() throws IOException {
        assertThat(SpecCoverage.missing(SPEC)).as("rules without a spec").isEmpty();
    }
}
