package dev.arbiter.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Effects the layer rules can't apply are refused when they are made, rather than applying nowhere. */
class ContinuousEffectTest {
    @Test
    void a_power_and_toughness_change_for_all_creatures_is_refused_as_no_rule_applies_it() {
        assertThatThrownBy(() -> ContinuousEffect.of(EffectKind.MODIFY_PT, "all", 1).affecting(Affects.ALL_CREATURES)
                .pt(-1, -1).build()).isInstanceOf(IllegalStateException.class).hasMessageContaining("no layer rule");
        assertThat(ContinuousEffect.of(EffectKind.SET_BASE_PT, "humility", 1).affecting(Affects.ALL_CREATURES)
                .pt(1, 1).build().getAffects()).isEqualTo(Affects.ALL_CREATURES);
    }
}
