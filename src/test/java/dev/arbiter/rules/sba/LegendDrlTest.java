package dev.arbiter.rules.sba;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/sba/legend.drl: the legend rule (704.5j) — the player chooses, unlike 704.5y's timestamps (A6). */
class LegendDrlTest {

    /** P1 controls two Gylwains. */
    static Table twoGylwains() {
        return Table.derived().permanent("g1", "Gylwain, Casting Director", "P1")
                .permanent("g2", "Gylwain, Casting Director", "P1");
    }

    @Nested
    class Ask {
        static final String RULE = "704.5j a player with two legendary permanents of one name chooses one to keep";

        @Test
        void asks_the_controller_and_moves_nothing_until_answered() {
            Table t = twoGylwains().play();
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.object("g1").zone()).isEqualTo("battlefield");
            assertThat(t.object("g2").zone()).isEqualTo("battlefield");
        }

        @Test
        void stays_silent_for_legends_of_different_players_or_names() {
            Table t = Table.derived().permanent("g1", "Gylwain, Casting Director", "P1")
                    .permanent("g2", "Gylwain, Casting Director", "P2")
                    .permanent("e1", "Ellivere of the Wild Court", "P1").play();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class Keep {
        static final String RULE = "704.5j all but the legendary permanent its controller chose go to their owners' graveyards";

        @Test
        void keeps_the_chosen_one_even_if_older() {
            Table t = twoGylwains().with("{'type':'choose','player':'P1','keep':'g1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.object("g1").zone()).isEqualTo("battlefield");
            assertThat(t.object("g2").zone()).isEqualTo("graveyard");
        }

        @Test
        void stays_silent_until_the_player_chooses() {
            assertThat(twoGylwains().play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class Done {
        static final String RULE = "704.5j a legend rule choice is done once only what was kept remains";

        @Test
        void retires_the_choice_so_the_game_goes_on() {
            Table t = twoGylwains().with("{'type':'choose','player':'P1','keep':'g2'}",
                    "{'type':'turn','number':1,'active':'P1'}").play();
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.error()).isNull();
        }

        @Test
        void stays_silent_while_the_choice_is_open() {
            assertThat(twoGylwains().play().fired(RULE)).isFalse();
        }
    }

    @Nested
    class RecordedKeepsExactlyOne {
        static final String RULE = "704.5j a recorded log keeps exactly one of the legendary permanents of one name";

        static Table recordedGylwains() {
            return Table.recorded().permanent("g1", "Gylwain, Casting Director", "P1")
                    .permanent("g2", "Gylwain, Casting Director", "P1");
        }

        @Test
        void reports_a_log_that_goes_on_keeping_both() {
            Table t = recordedGylwains();
            int second = t.next() - 1;
            t.main1().play();
            assertThat(t.findings()).containsExactly("704.5j line " + second);
            assertThat(t.fired(RULE)).isTrue();
        }

        @Test
        void stays_silent_when_the_log_puts_one_away() {
            Table t = recordedGylwains().with(
                    "{'type':'move','object':'g2','from':'battlefield','to':'graveyard','cause':'sba'}").main1().play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findings()).isEmpty();
        }
    }
}
