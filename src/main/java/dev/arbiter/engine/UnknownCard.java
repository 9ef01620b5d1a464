package dev.arbiter.engine;

import dev.arbiter.cards.CardDef;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** A card whose face the log never shows (a hidden draw): it has no characteristics the rules could use. */
final class UnknownCard {
    static final CardDef DEF = new CardDef("unknown card", null, Set.of(), Set.of(), Set.of(), Set.of(), null, null,
            List.of(), List.of(), false, null, null, Set.of(), List.of(), Map.of(), List.of(), false,
            "A card whose face the log does not show.");

    private UnknownCard() {
    }
}
