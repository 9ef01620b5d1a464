package dev.arbiter.rules.roles;

import dev.arbiter.ObjectState;
import dev.arbiter.rules.Table;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Property: random sequences of Roles put on random creatures by random players (seeded, so a failure can be
 * replayed) always end as a small independent model of CR 111.10 and 704.5y says — per creature and player only the
 * newest Role stays; power, toughness and abilities follow the Roles kept; each Wicked Role that leaves makes its
 * controller's opponent lose 1 — and a legal derived log never produces a finding.
 */
class RandomRolesPropertyTest {
    private static final String[] ROLES = {"Cursed Role", "Monster Role", "Royal Role", "Sorcerer Role",
            "Virtuous Role", "Wicked Role", "Young Hero Role"};
    private static final String[] PLAYERS = {"P1", "P2"};
    private static final int CREATURES = 3;
    private static final int STEPS = 25;

    @TestFactory
    Stream<DynamicTest> random_role_sequences_match_the_model() {
        return IntStream.range(0, 12).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> check(seed)));
    }

    private static void check(long seed) {
        Random rnd = new Random(seed);
        Table t = Table.derived();
        for (int c = 0; c < CREATURES; c++) {
            t.permanent("b" + c, "Grizzly Bears", PLAYERS[c % 2]);
        }
        t.main1();
        // the model: for each creature, each player's Role on it (704.5y keeps only the newest)
        List<Map<String, String>> kept = new ArrayList<>();
        for (int c = 0; c < CREATURES; c++) {
            kept.add(new LinkedHashMap<>());
        }
        Map<String, Integer> life = new LinkedHashMap<>(Map.of("P1", 20, "P2", 20));
        for (int i = 0; i < STEPS; i++) {
            int host = rnd.nextInt(CREATURES);
            String player = PLAYERS[rnd.nextInt(2)];
            String role = ROLES[rnd.nextInt(ROLES.length)];
            t.with("{'type':'pass','player':'P1'}", "{'type':'create_token','id':'t" + i + "','token':'" + role
                    + "','controller':'" + player + "','attachedTo':'b" + host + "','by':'external'}");
            String replaced = kept.get(host).put(player, role + "#t" + i);
            if (replaced != null && replaced.startsWith("Wicked Role")) {
                t.resolve();  // the replaced Wicked Role's own ability (603.10a), for its controller
                String opponent = player.equals("P1") ? "P2" : "P1";
                life.merge(opponent, -1, Integer::sum);
            }
        }
        t.play();
        assertThat(t.error()).as("seed %d", seed).isNull();
        assertThat(t.findings()).as("seed %d", seed).isEmpty();
        assertThat(t.stack()).isEmpty();
        for (String p : PLAYERS) {
            assertThat(t.player(p).life()).as("seed %d: life of %s", seed, p).isEqualTo(life.get(p));
        }
        for (int c = 0; c < CREATURES; c++) {
            ObjectState b = t.object("b" + c);
            List<String> ids = new ArrayList<>();
            boolean cursed = false;
            int bonus = 0;
            List<String> abilities = new ArrayList<>();
            for (Map.Entry<String, String> e : kept.get(c).entrySet()) {
                String role = e.getValue().substring(0, e.getValue().indexOf('#'));
                ids.add(e.getValue().substring(e.getValue().indexOf('#') + 1));
                switch (role) {
                    case "Cursed Role" -> cursed = true;
                    case "Monster Role" -> {
                        bonus++;
                        abilities.add("trample");
                    }
                    case "Royal Role" -> {
                        bonus++;
                        abilities.add("ward {1}");
                    }
                    case "Virtuous Role" -> bonus += enchantments(kept, e.getKey());
                    case "Young Hero Role" -> abilities.add("whenever this creature attacks, if its toughness is 3"
                            + " or less, put a +1/+1 counter on it");
                    default -> bonus++;
                }
            }
            int base = cursed ? 1 : 2;
            assertThat(b.attached()).as("seed %d: Roles on b%d", seed, c).containsExactlyInAnyOrderElementsOf(ids);
            assertThat(b.power()).as("seed %d: power of b%d", seed, c).isEqualTo(base + bonus);
            assertThat(b.toughness()).as("seed %d: toughness of b%d", seed, c).isEqualTo(base + bonus);
            assertThat(b.abilities()).as("seed %d: abilities of b%d", seed, c).containsAll(abilities);
        }
    }

    /** The enchantments a player controls: their Roles (one per creature at most). */
    private static int enchantments(List<Map<String, String>> kept, String player) {
        int n = 0;
        for (Map<String, String> onCreature : kept) {
            if (onCreature.containsKey(player)) {
                n++;
            }
        }
        return n;
    }
}
