package dev.arbiter.model;

/**
 * The resolving object has passed its target check (CR 608.2b) and follows its instructions now: from here on a
 * target that becomes illegal — because the spell itself moved it (Voidwalk, Arcane Heist casting it) — no longer
 * stops the resolution; only the parts that touch it look at it again.
 */
public final class InstructionsBegun {
    private final Resolution resolution;

    public InstructionsBegun(Resolution resolution) {
        this.resolution = resolution;
    }

    public Resolution getResolution() {
        return resolution;
    }
}
