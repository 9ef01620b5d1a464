package dev.arbiter.model;

import dev.arbiter.cards.Catalogue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** CR 702.16a: which sources have the quality a protection ability names. */
class ProtectionQualityTest {
    private static GameObject card(String name) {
        return new GameObject("x", 1, Catalogue.standard().card(name), false, null, false, "P1", "P1",
                Zone.BATTLEFIELD, 1);
    }

    private static GameObject role() {
        return new GameObject("r", 2, Catalogue.standard().token("Wicked Role"), true, null, false, "P1", "P1",
                Zone.BATTLEFIELD, 1);
    }

    @ParameterizedTest(name = "{0} has \"{1}\": {2}")
    @CsvSource({
            "Monstrous Rage, red, true",
            "Monstrous Rage, white, false",
            "Monstrous Rage, all colors, true",
            "Monstrous Rage, monocolored, true",
            "Monstrous Rage, multicolored, false",
            "Call of the Nightwing, multicolored, true",
            "Call of the Nightwing, monocolored, false",
            "Monstrous Rage, instants, true",
            "Monstrous Rage, creatures, false",
            "Spiteful Hexmage, Warlocks, true",
            "Spiteful Hexmage, Wizards, false",
            "Monstrous Rage, everything, true"})
    void protection_qualities_of_cards(String card, String quality, boolean has) {
        assertThat(GameObject.hasQuality(card(card), quality)).isEqualTo(has);
    }

    @ParameterizedTest(name = "a Role has \"{0}\": {1}")
    @CsvSource({"enchantments, true", "colorless, true", "all colors, false", "Roles, true", "Auras, true"})
    void protection_qualities_of_a_role(String quality, boolean has) {
        assertThat(GameObject.hasQuality(role(), quality)).isEqualTo(has);
    }
}
