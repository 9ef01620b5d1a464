package dev.arbiter.model;

/** What a continuous effect does; each kind is applied by one rule in rules/layers/. */
public enum EffectKind {
    CONTROL(Layer.CONTROL), BECOME_CREATURE(Layer.TYPE), NOT_CREATURE(Layer.TYPE), SET_CREATURE_TYPE(Layer.TYPE),
    SET_COLOR(Layer.COLOR), ADD_ABILITIES(Layer.ABILITY), LOSE_ALL_ABILITIES(Layer.ABILITY),
    CDA_PT(Layer.PT_CDA), SET_BASE_PT(Layer.PT_SET), MODIFY_PT(Layer.PT_MODIFY), PT_PER_ENCHANTMENT(Layer.PT_MODIFY);

    private final Layer layer;

    EffectKind(Layer layer) {
        this.layer = layer;
    }

    public Layer layer() {
        return layer;
    }
}
