package dev.arbiter.model;

/**
 * Which objects a continuous effect applies to. Filters are evaluated when the effect applies, after the earlier
 * layers, so "all creatures" sees a land animated in layer 4 (CR 613.1, 613.6).
 */
public enum Affects {
    /** The one object the effect names (its target, or the creature an Aura enchants). */
    ONE,
    /** Every creature on the battlefield (Humility, Dress Down). */
    ALL_CREATURES,
    /** Every creature the effect's controller controls that has an Aura attached (Syr Armont). */
    ENCHANTED_CREATURES_YOU_CONTROL
}
