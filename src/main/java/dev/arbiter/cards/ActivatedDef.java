package dev.arbiter.cards;

import java.util.List;

/**
 * An activated ability, by its catalogue name. {@code sacrificeSelf}: the cost includes sacrificing the source;
 * {@code sorcerySpeed}: "activate only as a sorcery".
 */
public record ActivatedDef(String name, String cost, boolean sacrificeSelf, boolean sorcerySpeed,
                           List<TargetSpec> targets) {
}
