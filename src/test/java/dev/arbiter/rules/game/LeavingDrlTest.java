package dev.arbiter.rules.game;

import dev.arbiter.Severity;
import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rules/game/leaving.drl: a player who loses leaves the game (104.5), the end of the game (104.2a, 104.4a), what
 * leaves with the player and in which order (800.4a), their triggered abilities (800.4d) and targets (601.2c). Each
 * rule fires in one of the scenario logs under scenarios/multiplayer and stays silent in another; the logs' own
 * expect lines pin the state, these tests pin which rule did it.
 */
class LeavingDrlTest {
    static final Path DIR = Path.of("src/test/resources/scenarios/multiplayer");

    /** A scenario log played through a Table (its comments left out, its game line's players and mode kept). */
    static Table scenario(String name) {
        List<String> lines;
        try {
            lines = Files.readAllLines(DIR.resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Table t = null;
        List<String> rest = new ArrayList<>();
        for (String l : lines) {
            if (l.isBlank() || l.strip().startsWith("#")) {
                continue;
            }
            if (t == null) {
                Matcher m = Pattern.compile("\"players\":\\[([^]]*)]").matcher(l);
                assertThat(m.find()).as("game line of %s", name).isTrue();
                String[] players = m.group(1).replace("\"", "").split(",");
                assertThat(l).as("%s starts at 20 life", name).contains("\"life\":20");
                t = l.contains("\"recorded\"") ? Table.recorded(players) : Table.derived(players);
                continue;
            }
            rest.add(l.replace('"', '\''));
        }
        return t.with(rest.toArray(String[]::new)).play();
    }

    /** Three players; P2 goes down to 1 life. */
    static Table nobodyLoses() {
        return Table.derived("P1", "P2", "P3").main1().with("{'type':'pass','player':'P1'}",
                "{'type':'life','player':'P2','delta':-19,'by':'external'}").play();
    }

    @Nested
    class LossReported {
        static final String RULE = "104.3 a player's loss of the game is reported as information";

        @Test
        void a_player_at_0_life_is_told_they_lost() {
            Table t = scenario("leave-takes-what-the-player-owns.jsonl");
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.findingDetails()).anyMatch(f -> f.rule().equals("704.5a") && f.severity() == Severity.INFO
                    && f.message().endsWith("life and loses the game"));
        }

        @Test
        void stays_silent_while_nobody_loses() {
            Table t = nobodyLoses();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findingDetails()).isEmpty();
        }
    }

    @Nested
    class LosingLeaves {
        static final String RULE = "104.5 a player who has lost the game leaves it";

        @Test
        void a_player_at_0_life_leaves_the_game() {
            Table t = scenario("leave-takes-what-the-player-owns.jsonl");
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.error()).isNull();
        }

        @Test
        void stays_silent_while_nobody_loses() {
            Table t = nobodyLoses();
            assertThat(t.fired(RULE)).isFalse();
        }
    }

    @Nested
    class LastPlayerWins {
        static final String RULE = "104.2a a player whose opponents have all left the game wins it";

        @Test
        void in_a_two_player_game_the_other_player_wins_and_the_game_is_over() {
            Table t = scenario("two-player-game-ends-valid.jsonl");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails()).anyMatch(f -> f.rule().equals("104.2a") && f.message().contains("P1 wins"));
        }

        @Test
        void a_line_after_the_end_of_the_game_is_a_log_error() {
            Table t = scenario("two-player-game-ends-when-a-player-loses.jsonl");
            assertThat(t.error()).isNotNull();
            assertThat(t.error().getMessage()).contains("the game is over (P1 wins");
        }

        @Test
        void stays_silent_while_two_players_remain() {
            assertThat(scenario("leave-takes-what-the-player-owns.jsonl").fired(RULE)).isFalse();
        }
    }

    @Nested
    class Draw {
        static final String RULE = "104.4a the game is a draw when all the players remaining lose at once";

        @Test
        void the_last_two_players_losing_at_once_is_a_draw() {
            Table t = scenario("draw-when-the-last-players-lose-at-once.jsonl");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.fired(LastPlayerWins.RULE)).isFalse();
        }

        @Test
        void stays_silent_when_one_player_remains() {
            assertThat(scenario("two-player-game-ends-valid.jsonl").fired(RULE)).isFalse();
        }
    }

    @Nested
    class OwnedObjectsLeave {
        static final String RULE = "800.4a objects owned by a player who has left the game leave it too";

        @Test
        void everything_the_player_owns_leaves_without_going_to_a_graveyard() {
            Table t = scenario("leave-takes-what-the-player-owns.jsonl");
            assertThat(t.times(RULE)).isEqualTo(4);  // the Bears, the Wicked Role, the encoded Shadow Slice, the Bolt in hand
            for (String id : List.of("b2", "w2", "ss", "h2")) {
                assertThat(t.object(id)).as(id).isNull();
            }
            assertThat(t.outcomes()).doesNotContain("{\"type\":\"move\",\"object\":\"w2\",\"from\":\"battlefield\","
                    + "\"to\":\"graveyard\",\"cause\":\"sba\"}");
            // only P1's own Wicked Role (left on nothing by the Bears leaving, 704.5m) triggered
            assertThat(t.player("P3").life()).isEqualTo(19);
        }

        @Test
        void a_spell_of_the_player_on_the_stack_leaves_with_them() {
            Table t = scenario("leaver-ability-on-the-stack-ceases.jsonl");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.player("P3").life()).isEqualTo(20);
        }

        @Test
        void stays_silent_when_the_game_is_over() {
            Table t = scenario("two-player-game-ends-valid.jsonl");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.object("b2").zone()).isEqualTo("battlefield");
        }
    }

    @Nested
    class ControlEnds {
        static final String RULE = "800.4a effects giving a player who has left the game control of objects end";

        @Test
        void a_creature_the_player_took_goes_back_to_its_owner() {
            Table t = scenario("leave-takes-what-the-player-owns.jsonl");
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.object("b3").controller()).isEqualTo("P3");
            assertThat(t.object("b3").zone()).isEqualTo("battlefield");
        }

        @Test
        void act_of_treason_ends_and_the_stolen_creature_is_not_exiled() {
            Table t = scenario("act-of-treason-ends-when-its-caster-leaves.jsonl");
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.fired(LeftBehindIsExiled.RULE)).isFalse();
            assertThat(t.object("b1").controller()).isEqualTo("P1");
            assertThat(t.object("ss").encodedOn()).isNull();  // its creature left the game (702.99c)
        }

        @Test
        void stays_silent_when_the_player_was_given_control_of_nothing() {
            assertThat(scenario("800.4d-silent-remaining-player-trigger-skips-the-leaver.jsonl").fired(RULE)).isFalse();
        }
    }

    @Nested
    class StackObjectsCease {
        static final String RULE = "800.4a abilities and copies on the stack controlled by a player who has left the game"
                + " cease to exist";

        @Test
        void the_players_triggered_ability_on_the_stack_ceases_to_exist() {
            Table t = scenario("leaver-ability-on-the-stack-ceases.jsonl");
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.stack()).isEmpty();
            assertThat(t.player("P1").life()).isEqualTo(20);
        }

        @Test
        void stays_silent_when_the_player_has_nothing_on_the_stack() {
            assertThat(scenario("leave-takes-what-the-player-owns.jsonl").fired(RULE)).isFalse();
        }
    }

    @Nested
    class LeftBehindIsExiled {
        static final String RULE = "800.4a objects a player who has left the game still controls are exiled";

        @Test
        void a_permanent_of_another_player_they_still_control_is_exiled() {
            Table t = scenario("leave-takes-what-the-player-owns.jsonl");
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.object("b4").zone()).isEqualTo("exile");
            assertThat(t.object("b4").owner()).isEqualTo("P3");
        }

        @Test
        void stays_silent_when_everything_they_controlled_was_theirs() {
            assertThat(scenario("leaver-ability-on-the-stack-ceases.jsonl").fired(RULE)).isFalse();
        }
    }

    @Nested
    class TriggersOfAPlayerWhoLeft {
        static final String RULE = "800.4d a triggered ability a player who has left the game would control is not put on"
                + " the stack";

        @Test
        void the_ability_is_not_put_on_the_stack() {
            Table t = scenario("800.4d-leaver-trigger-not-stacked.jsonl");
            assertThat(t.times(RULE)).isEqualTo(1);
            assertThat(t.stack()).isEmpty();
        }

        @Test
        void stays_silent_for_a_player_still_in_the_game_whose_opponent_left() {
            Table t = scenario("800.4d-silent-remaining-player-trigger-skips-the-leaver.jsonl");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P1").life()).isEqualTo(19);
            assertThat(t.player("P3").life()).isEqualTo(0);  // "each opponent" skipped the player who left
        }
    }

    @Nested
    class TargetsAPlayerWhoLeft {
        static final String RULE = "601.2c a player who has left the game can't be a target";

        @Test
        void a_player_who_left_is_not_a_legal_target() {
            Table t = scenario("601.2c-target-a-player-who-left.jsonl");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findings()).hasSize(1);
            assertThat(t.findingDetails().stream().filter(f -> f.rule().equals("601.2c")).toList()).hasSize(1);
        }

        @Test
        void stays_silent_for_a_player_in_the_game() {
            Table t = Table.derived("P1", "P2", "P3").inHand("lb", "Lightning Bolt", "P1").main1()
                    .castAndResolve("P1", "lb", "P2").play();
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.player("P2").life()).isEqualTo(17);
        }
    }

    @Nested
    class RecordedMoveOfAnObjectThatLeft {
        static final String RULE = "800.4a the log moves an object that has left the game with its owner";

        @Test
        void a_recorded_move_of_a_role_that_left_is_800_4a() {
            Table t = scenario("r-800.4a-role-that-left-recorded-into-a-graveyard.jsonl");
            assertThat(t.fired(RULE)).isTrue();
            assertThat(t.findingDetails().stream().filter(f -> f.rule().equals("800.4a")).toList()).hasSize(1);
        }

        @Test
        void stays_silent_when_the_log_records_the_leaving_as_it_may() {
            Table t = scenario("r-leave-recorded-with-its-cease-and-exile.jsonl");
            assertThat(t.fired(RULE)).isFalse();
            assertThat(t.findingDetails()).allMatch(f -> f.severity() == dev.arbiter.Severity.INFO);
        }
    }
}
