package dev.arbiter.rules.cards;

import dev.arbiter.engine.RuleVerifier;
import dev.arbiter.model.ContinuousEffect;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/cards/tarmogoyf.drl: Tarmogoyf's characteristic-defining ability (613.4a, 604.3), isolated. */
class TarmogoyfDrlTest {
    private static final String GOYF =
            "{'type':'object','id':'t1','card':'Tarmogoyf','owner':'P1','zone':'battlefield'}";
    private static final String BOLT_IN_GRAVEYARD =
            "{'type':'object','id':'lb','card':'Lightning Bolt','owner':'P2','zone':'graveyard'}";

    @Nested
    class CardTypes {
        static final String RULE =
                "613.4a Tarmogoyf: its power is the number of card types among cards in all graveyards, its toughness one more";

        @Test
        void counts_the_card_types_in_all_graveyards_again_when_they_change() {
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE)
                    .given(GOYF, BOLT_IN_GRAVEYARD,
                            "{'type':'object','id':'b2','card':'Grizzly Bears','owner':'P2','zone':'battlefield'}",
                            "{'type':'turn','number':1,'active':'P1'}")
                    .when("{'type':'pass','player':'P1'}", "{'type':'move','object':'b2','to':'graveyard','by':'external'}")) {
                // derived anew as the graveyards change (the Bears leave the battlefield, then arrive as a card)
                assertThat(v.fired()).isPositive();
                assertThat(v.inserted(ContinuousEffect.class)).isNotEmpty();
                // an instant and a creature: 2/3
                assertThat(v.object("t1").power()).isEqualTo(2);
                assertThat(v.object("t1").toughness()).isEqualTo(3);
            }
        }

        @Test
        void stays_silent_without_a_tarmogoyf() {
            try (RuleVerifier.Verdict v = RuleVerifier.rule(RULE)
                    .given("{'type':'object','id':'b2','card':'Grizzly Bears','owner':'P2','zone':'battlefield'}",
                            "{'type':'turn','number':1,'active':'P1'}")
                    .when("{'type':'pass','player':'P1'}", "{'type':'move','object':'b2','to':'graveyard','by':'external'}")) {
                assertThat(v.fired()).isZero();
            }
        }
    }
}
