package dev.arbiter.cards;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The catalogue keeps the order its files give: reports and replays list a card's subtypes and colors, and the same
 * log must give the same report in every JVM (an immutable {@code Set.copyOf} iterates in an order drawn afresh at
 * each start).
 */
class CatalogueTest {
    private final Catalogue catalogue = Catalogue.standard();

    @Test
    void a_cards_subtypes_and_colors_are_in_the_files_order() {
        assertThat(catalogue.card("Cursed Courtier").subtypes()).containsExactly("Human", "Noble");
        assertThat(catalogue.card("Azorius First-Wing").colors()).containsExactly("W", "U");
        assertThat(catalogue.token("Horror").colors()).containsExactly("U", "B");
    }

    @Test
    void the_cards_are_in_the_files_order() {
        assertThat(catalogue.cards()).first().extracting(CardDef::name).isEqualTo("Grizzly Bears");
        assertThat(catalogue.cards().stream().map(CardDef::name).toList())
                .containsSubsequence("Grizzly Bears", "Cursed Courtier", "Azorius First-Wing");
    }
}
