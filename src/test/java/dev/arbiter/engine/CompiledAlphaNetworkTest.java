package dev.arbiter.engine;

import dev.arbiter.model.GameObject;
import dev.arbiter.model.Resolution;
import org.drools.ancompiler.CompiledNetwork;
import org.drools.base.base.ClassObjectType;
import org.drools.core.impl.InternalRuleBase;
import org.drools.core.reteoo.CompositeObjectSinkAdapter;
import org.drools.core.reteoo.ObjectTypeNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kie.api.KieBase;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The standard rule base runs on alpha networks compiled at build time (issue 14). That they decide exactly as the
 * interpreted networks did is {@code VerdictSnapshotTest}'s to show: its snapshot was taken before they came.
 */
class CompiledAlphaNetworkTest {
    @Test
    void every_fact_type_of_the_standard_rule_base_but_resolutions_goes_through_a_compiled_alpha_network() {
        assertThat(Rulebase.standard().alphaNetworksCompiled()).isTrue();
    }

    @Test
    void resolutions_stay_on_drools_network_which_looks_their_name_and_ability_up() {
        KieBase kieBase = Rulebase.fromModel(Rulebase.class.getClassLoader());

        ObjectTypeNode resolution = typeNode(kieBase, Resolution.class);
        assertThat(resolution.getObjectSinkPropagator()).isNotInstanceOf(CompiledNetwork.class);
        assertThat(((CompositeObjectSinkAdapter) resolution.getObjectSinkPropagator()).getHashedFieldIndexes())
                .hasSize(2);
        assertThat(typeNode(kieBase, GameObject.class).getObjectSinkPropagator()).isInstanceOf(CompiledNetwork.class);
    }

    private static ObjectTypeNode typeNode(KieBase kieBase, Class<?> type) {
        return ((InternalRuleBase) kieBase).getRete().getObjectTypeNodes().stream()
                .filter(o -> o.getObjectType() instanceof ClassObjectType c && c.getClassType() == type)
                .findFirst().orElseThrow();
    }

    @Test
    void the_network_keeps_the_shape_it_was_compiled_for_whatever_the_system_properties_say() {
        String key = "drools.alphaNodeHashingThreshold";
        String before = System.getProperty(key);
        System.setProperty(key, "6");
        try {
            KieBase kieBase = Rulebase.fromModel(Rulebase.class.getClassLoader());

            assertThat(((InternalRuleBase) kieBase).getRuleBaseConfiguration().getAlphaNodeHashingThreshold())
                    .isEqualTo(3);
        } finally {
            if (before == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, before);
            }
        }
    }

    @Test
    void a_rule_base_compiled_at_run_time_keeps_drools_network_of_nodes(@TempDir Path rules) throws IOException {
        Files.writeString(rules.resolve("one.drl"), """
                package dev.arbiter.rules.test;
                import dev.arbiter.model.Player;
                rule "104.3a a player with 0 or less life"
                    @cr("104.3a")
                when
                    Player( life <= 0 )
                then
                end
                """);

        DrlCompiler.Compiled compiled = DrlCompiler.compile(rules);

        assertThat(compiled.errors()).isEmpty();
        assertThat(compiled.rulebase().alphaNetworksCompiled()).isFalse();
    }
}
