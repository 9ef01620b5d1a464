package dev.arbiter.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes realistic derived-mode logs for the benchmark: two players taking turns, casting creatures and the cards
 * that make Roles (Cursed Courtier, Monstrous Rage, Witch's Mark, Royal Treatment, Asinine Antics) so that Roles
 * replace each other (704.5y) and Wicked Roles trigger, encoding Shadow Slice with cipher and attacking with the
 * encoded creatures so that the copies are cast, with expect lines on life totals and the stack. Each log is legal:
 * the generator keeps just enough of the game to know what the rules will do. Seeded, so a corpus can be remade.
 */
final class BenchCorpus {
    /** A creature on the battlefield, as the generator tracks it. */
    private static final class Creature {
        final String id;
        final String controller;
        final boolean lifelink;
        final int basePower;
        int turnArrived;
        /** Each player's Role on it: controller → Role name (704.5y leaves at most one each). */
        final Map<String, String> roles = new HashMap<>();
        final List<String> encoded = new ArrayList<>();

        Creature(String id, String controller, int basePower, boolean lifelink, int turnArrived) {
            this.id = id;
            this.controller = controller;
            this.basePower = basePower;
            this.lifelink = lifelink;
            this.turnArrived = turnArrived;
        }

        /** Power now: a Cursed Role sets the base to 1 (layer 7b); each other Role gives +1 (7c); so does Rage. */
        int power(int now) {
            int p = roles.containsValue("Cursed Role") ? 1 : basePower;
            for (String r : roles.values()) {
                if (!r.equals("Cursed Role")) {
                    p++;
                }
            }
            return p + (ragedOn == now ? 2 : 0);
        }

        int ragedOn = -1;
    }

    private final Random random;
    private final StringBuilder out = new StringBuilder();
    private final Map<String, Integer> life = new LinkedHashMap<>();
    private final List<Creature> creatures = new ArrayList<>();
    private final Map<String, Integer> discarded = new HashMap<>();
    private int lines;
    private int nextId;
    private int turn;

    private BenchCorpus(long seed) {
        this.random = new Random(seed);
    }

    /** One log of about {@code targetLines} lines (at least 50), from a seed. */
    static String log(long seed, int targetLines) {
        return new BenchCorpus(seed).write(Math.max(50, targetLines));
    }

    private String write(int target) {
        comment("benchmark game " + Long.toHexString(random.nextLong()) + ": Roles and cipher, derived mode");
        line("{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],\"life\":1000,"
                + "\"outcomes\":\"derived\",\"cr\":\"2025-02-07\",\"source\":\"arbiter-bench\"}");
        life.put("P1", 1000);
        life.put("P2", 1000);
        for (String p : List.of("P1", "P2")) {
            for (int i = 0; i < 2; i++) {
                creatures.add(introduce("Grizzly Bears", p, 2, false));
            }
        }
        while (lines < target - 12) {
            turn++;
            String active = turn % 2 == 1 ? "P1" : "P2";
            playTurn(active, other(active), target);
        }
        return out.toString();
    }

    private void playTurn(String me, String opponent, int target) {
        line("{\"type\":\"turn\",\"number\":" + turn + ",\"active\":\"" + me + "\"}");
        line("{\"type\":\"step\",\"step\":\"main1\"}");
        int plays = 1 + random.nextInt(3);
        for (int i = 0; i < plays && lines < target - 12; i++) {
            play(me, opponent);
        }
        attack(me, opponent);
        line("{\"type\":\"step\",\"step\":\"end\"}");
        line("{\"type\":\"step\",\"step\":\"cleanup\"}");
        discardToSeven(me);
    }

    /**
     * The cleanup step's discard to seven cards (514.1). A hand here holds only the unnamed cards drawn from turn 2 on
     * (every card the generator casts it introduces just before), named {@code <player>/<n>} as drawn: the oldest go.
     */
    private void discardToSeven(String me) {
        int drawn = turn / 2;  // P1 draws on turns 3, 5, 7 …; P2 on turns 2, 4, 6 …
        while (drawn - discarded.getOrDefault(me, 0) > 7) {
            int n = discarded.merge(me, 1, Integer::sum);
            line("{\"type\":\"discard\",\"player\":\"" + me + "\",\"card\":\"" + me + "/" + n + "\"}");
        }
    }

    private void play(String me, String opponent) {
        List<Creature> mine = controlledBy(me);
        int pick = random.nextInt(10);
        if (mine.isEmpty() || pick < 2) {
            castCreature(me, pick == 0 ? "Cursed Courtier" : "Grizzly Bears");
        } else if (pick < 4) {
            Creature c = mine.get(random.nextInt(mine.size()));
            c.ragedOn = turn;
            roleSpell(me, "Monstrous Rage", c, "Monster Role", "");
        } else if (pick < 6) {
            roleSpell(me, "Witch's Mark", mine.get(random.nextInt(mine.size())), "Wicked Role",
                    ",\"choices\":{\"discard\":null}");
        } else if (pick < 7) {
            roleSpell(me, "Royal Treatment", mine.get(random.nextInt(mine.size())), "Royal Role", "");
        } else if (pick < 8 && !controlledBy(opponent).isEmpty()) {
            asinineAntics(me, opponent);
        } else {
            shadowSlice(me, opponent, mine.get(random.nextInt(mine.size())));
        }
    }

    private void castCreature(String me, String name) {
        boolean courtier = name.equals("Cursed Courtier");
        Creature c = new Creature(id(), me, courtier ? 3 : 2, courtier, turn);
        line(objectLine(c.id, name, me, "hand"));
        line("{\"type\":\"cast\",\"player\":\"" + me + "\",\"card\":\"" + c.id + "\"}");
        line("{\"type\":\"resolve\",\"object\":\"" + c.id + "\"}");
        creatures.add(c);
        if (courtier) {
            line("{\"type\":\"expect\",\"stack\":[\"" + c.id + "\"]}");
            line("{\"type\":\"resolve\",\"object\":\"" + c.id + "\"}");
            c.roles.put(me, "Cursed Role");
            line("{\"type\":\"expect\",\"object\":\"" + c.id + "\",\"zone\":\"battlefield\",\"power\":1,"
                    + "\"toughness\":1}");
        }
    }

    /** A spell that makes one Role on a creature its caster controls. */
    private void roleSpell(String me, String card, Creature target, String role, String choices) {
        String id = id();
        line(objectLine(id, card, me, "hand"));
        line("{\"type\":\"cast\",\"player\":\"" + me + "\",\"card\":\"" + id + "\",\"targets\":[[\"" + target.id
                + "\"]]}");
        line("{\"type\":\"resolve\",\"object\":\"" + id + "\"" + choices + "}");
        giveRole(target, me, role);
    }

    /** Asinine Antics: a Cursed Role of its caster's on each creature the opponent controls. */
    private void asinineAntics(String me, String opponent) {
        String id = id();
        line(objectLine(id, "Asinine Antics", me, "hand"));
        line("{\"type\":\"cast\",\"player\":\"" + me + "\",\"card\":\"" + id + "\"}");
        line("{\"type\":\"resolve\",\"object\":\"" + id + "\"}");
        for (Creature c : controlledBy(opponent)) {
            giveRole(c, me, "Cursed Role");
        }
    }

    /** A new Role of this player's replaces their older one (704.5y); a Wicked Role put away triggers. */
    private void giveRole(Creature c, String roleController, String role) {
        String old = c.roles.put(roleController, role);
        if ("Wicked Role".equals(old)) {
            line("{\"type\":\"resolve\"}");
            for (String p : life.keySet()) {
                if (!p.equals(roleController)) {
                    life.merge(p, -1, Integer::sum);
                }
            }
        }
        expectStackEmpty();
    }

    private void shadowSlice(String me, String opponent, Creature on) {
        String id = id();
        line(objectLine(id, "Shadow Slice", me, "hand"));
        line("{\"type\":\"cast\",\"player\":\"" + me + "\",\"card\":\"" + id + "\",\"targets\":[[\"" + opponent
                + "\"]]}");
        line("{\"type\":\"resolve\",\"object\":\"" + id + "\",\"choices\":{\"encode\":\"" + on.id + "\"}}");
        life.merge(opponent, -3, Integer::sum);
        on.encoded.add(id);
        line("{\"type\":\"expect\",\"object\":\"" + id + "\",\"zone\":\"exile\",\"encodedOn\":\"" + on.id + "\"}");
        expectLife(opponent);
    }

    /** Attacks with the creatures that were there since the turn began; each encoded card is copied and cast. */
    private void attack(String me, String opponent) {
        List<Creature> ready = controlledBy(me).stream().filter(c -> c.turnArrived < turn).toList();
        if (ready.isEmpty()) {
            return;
        }
        StringBuilder attackers = new StringBuilder();
        StringBuilder deals = new StringBuilder();
        int copies = 0;
        for (Creature c : ready) {
            attackers.append(attackers.length() == 0 ? "" : ",").append('"').append(c.id).append("\":\"")
                    .append(opponent).append('"');
            int power = c.power(turn);
            deals.append(deals.length() == 0 ? "" : ",").append("{\"source\":\"").append(c.id)
                    .append("\",\"to\":\"").append(opponent).append("\",\"amount\":").append(power).append('}');
            life.merge(opponent, -power, Integer::sum);
            if (c.lifelink) {
                life.merge(me, power, Integer::sum);
            }
            copies += c.encoded.size();
        }
        line("{\"type\":\"attack\",\"attackers\":{" + attackers + "}}");
        line("{\"type\":\"damage\",\"deals\":[" + deals + "],\"combat\":true}");
        for (int i = 0; i < copies; i++) {
            line("{\"type\":\"resolve\",\"choices\":{\"cast\":{\"targets\":[[\"" + opponent + "\"]]}}}");
            line("{\"type\":\"resolve\"}");
            life.merge(opponent, -3, Integer::sum);
        }
        expectLife(opponent);
        expectLife(me);
        expectStackEmpty();
    }

    private Creature introduce(String card, String controller, int power, boolean lifelink) {
        Creature c = new Creature(id(), controller, power, lifelink, 0);
        line(objectLine(c.id, card, controller, "battlefield"));
        return c;
    }

    private List<Creature> controlledBy(String player) {
        return creatures.stream().filter(c -> c.controller.equals(player)).toList();
    }

    private void expectLife(String player) {
        line("{\"type\":\"expect\",\"player\":\"" + player + "\",\"life\":" + life.get(player) + "}");
    }

    private void expectStackEmpty() {
        line("{\"type\":\"expect\",\"stack\":[]}");
    }

    private static String objectLine(String id, String card, String owner, String zone) {
        return "{\"type\":\"object\",\"id\":\"" + id + "\",\"card\":\"" + card.replace("'", "\\u0027")
                + "\",\"owner\":\"" + owner + "\",\"zone\":\"" + zone + "\"}";
    }

    private String id() {
        return "o" + (++nextId);
    }

    private static String other(String p) {
        return p.equals("P1") ? "P2" : "P1";
    }

    private void comment(String text) {
        out.append("# ").append(text).append('\n');
        lines++;
    }

    private void line(String json) {
        out.append(json).append('\n');
        lines++;
    }
}
