package dev.arbiter.cards;

import java.util.List;

/**
 * An activated ability, by its catalogue name. {@code sacrificeSelf}: the cost includes sacrificing the source;
 * {@code sacrifice}: the cost includes sacrificing another permanent of this kind (the log's {@code sacrifice}
 * field names it), e.g. {@code "Aura attached to it"}, or null; {@code sorcerySpeed}: "activate only as a sorcery".
 */
public record ActivatedDef(String name, String cost, boolean sacrificeSelf, String sacrifice, boolean sorcerySpeed,
                           List<TargetSpec> targets) {
}
