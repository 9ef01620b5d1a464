package dev.arbiter.rules;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every rule of the cipher area's DRL files has its spec: the rule's name appears in the spec class of its file (a
 * nested class per rule, with a case where it fires and one where it stays silent).
 */
class CipherSpecCoverageTest {
    private static final Map<String, String> SPEC = Map.ofEntries(
            Map.entry("cipher/encode.drl", "cipher/EncodeDrlTest.java"),
            Map.entry("cipher/encoded.drl", "cipher/EncodedDrlTest.java"),
            Map.entry("cipher/trigger.drl", "cipher/CipherTriggerDrlTest.java"),
            Map.entry("audit/cipher.drl", "audit/AuditCipherDrlTest.java"),
            Map.entry("cards/cipher_gatecrash.drl", "cards/CipherCardsDrlTest.java"),
            Map.entry("cards/cipher_more.drl", "cards/CipherCardsDrlTest.java"),
            Map.entry("cards/arcane_heist.drl", "cards/FreeCastingDrlTest.java"),
            Map.entry("cards/free_cast_spells.drl", "cards/FreeCastingDrlTest.java"),
            Map.entry("cards/twincast.drl", "cards/FreeCastingDrlTest.java"),
            Map.entry("cards/force_of_will.drl", "cards/ForceOfWillDrlTest.java"),
            Map.entry("cards/dress_down.drl", "cards/AbilityLossPhasingCastTriggersDrlTest.java"),
            Map.entry("cards/slip_out_the_back.drl", "cards/AbilityLossPhasingCastTriggersDrlTest.java"),
            Map.entry("cards/splashy_spellcaster.drl", "cards/AbilityLossPhasingCastTriggersDrlTest.java"),
            Map.entry("turns/phasing.drl", "cards/AbilityLossPhasingCastTriggersDrlTest.java"));

    @Test
    void every_rule_of_the_cipher_drl_files_is_named_in_its_spec() throws IOException {
        assertThat(SpecCoverage.missing(SPEC)).as("rules without a spec").isEmpty();
    }
}
