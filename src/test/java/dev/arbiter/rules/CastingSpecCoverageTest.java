package dev.arbiter.rules;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every rule of the casting area's DRL files (casting, targets, resolution, triggers, ward, events, combat: attackers,
 * summoning sickness and blockers, the audit of resolutions, and the casting issue's cards) has its spec: the rule's name appears in the spec class of its file,
 * in a nested class with a case where it fires and one where it stays silent.
 */
class CastingSpecCoverageTest {
    private static final Map<String, String> SPEC = Map.ofEntries(
            Map.entry("casting/casting.drl", "casting/CastingDrlTest.java"),
            Map.entry("casting/targets.drl", "casting/TargetsDrlTest.java"),
            Map.entry("resolution/resolution.drl", "resolution/ResolutionDrlTest.java"),
            Map.entry("triggers/stack.drl", "triggers/StackDrlTest.java"),
            Map.entry("triggers/trigger_lines.drl", "triggers/TriggerLinesDrlTest.java"),
            Map.entry("triggers/ward.drl", "triggers/WardDrlTest.java"),
            Map.entry("events/damage.drl", "events/DamageDrlTest.java"),
            Map.entry("combat/combat.drl", "combat/CombatDrlTest.java"),
            Map.entry("combat/summoning_sickness.drl", "combat/SummoningSicknessDrlTest.java"),
            Map.entry("combat/blocks.drl", "combat/BlocksDrlTest.java"),
            Map.entry("audit/casting.drl", "audit/AuditCastingDrlTest.java"),
            Map.entry("audit/records.drl", "audit/AuditRecordsDrlTest.java"),
            Map.entry("audit/expectations.drl", "audit/AuditExpectationsDrlTest.java"),
            Map.entry("cards/witchs_mark.drl", "cards/CastingCardsDrlTest.java"),
            Map.entry("cards/cut_in.drl", "cards/CastingCardsDrlTest.java"),
            Map.entry("cards/eriettes_whisper.drl", "cards/CastingCardsDrlTest.java"),
            Map.entry("cards/embereth_veteran.drl", "cards/CastingCardsDrlTest.java"),
            Map.entry("cards/curse_of_the_werefox.drl", "cards/CastingCardsDrlTest.java"),
            Map.entry("cards/not_dead_after_all.drl", "cards/CastingCardsDrlTest.java"),
            Map.entry("cards/lord_skitters_blessing.drl", "cards/CastingCardsDrlTest.java"),
            Map.entry("cards/argothian_enchantress.drl", "cards/CastingCardsDrlTest.java"),
            Map.entry("cards/faunsbane_troll.drl", "cards/CastingCardsDrlTest.java"));

    @Test
    void every_rule_of_the_casting_drl_files_is_named_in_its_spec() throws IOException {
        List<String> missing = SpecCoverage.missing(SPEC);
        assertThat(missing).as("rules without a spec").isEmpty();
    }
}
