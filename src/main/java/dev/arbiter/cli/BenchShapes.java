package dev.arbiter.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The long and crowded games of issue 14, for the benchmark's growth rows: each shape at a size N is one legal
 * derived-mode log, so that timing it at N, 2N and 4N shows whether the cost per line stays flat as things pile up.
 */
enum BenchShapes {
    /** N Turn to Frogs cast on one creature in one turn: N "until end of turn" effects on it at once. */
    FROGS("Turn to Frogs on one creature", "frogs") {
        @Override
        String log(int n) {
            return onOneCreature("the frog shape", "Turn to Frog", "f", "P2", n,
                    "{\"type\":\"expect\",\"object\":\"b\",\"power\":1,\"toughness\":1}");
        }
    },
    /**
     * N Monstrous Rages cast on one creature in one turn: N "+2/+0 until end of turn" effects on it at once, and each
     * new Monster Role replacing the last (704.5y), so that every spell rebuilds the creature with all N (layer 7c
     * effects add up: none replaces another).
     */
    RAGES("Monstrous Rages on one creature", "rages") {
        @Override
        String log(int n) {
            // 2 printed, +2 a Rage, +1 the one Monster Role left
            return onOneCreature("the rage shape", "Monstrous Rage", "m", "P1", n,
                    "{\"type\":\"expect\",\"object\":\"b\",\"power\":" + (2 + 2 * n + 1) + "}");
        }
    },
    /** Asinine Antics against N creatures: N Cursed Roles created at once, in one step. */
    ROLES("Roles created in one step", "roles") {
        @Override
        String log(int n) {
            return antics("the Role shape: Asinine Antics makes " + n + " Cursed Roles at once", n, false);
        }
    },
    /**
     * The Role shape beside a Virtuous Role of the caster's: each Cursed Role is one more enchantment its bonus counts
     * (613.4c), so each changes the Virtuous Role's creature as well as its own.
     */
    VIRTUOUS("Roles made beside a Virtuous Role", "virtuous") {
        @Override
        String log(int n) {
            return antics("the Virtuous shape: Asinine Antics makes " + n + " Cursed Roles beside a Virtuous Role", n,
                    true);
        }
    },
    /**
     * A Tarmogoyf beside N creatures while N Lightning Bolts are cast at a player and resolved: each Bolt reaching
     * the graveyard is a change Tarmogoyf's ability reads (613.4a).
     */
    GOYF("Bolts by a Tarmogoyf and N Bears", "goyf") {
        @Override
        String log(int n) {
            Log b = start("the Tarmogoyf shape: " + n + " Lightning Bolts beside a Tarmogoyf and " + n + " creatures");
            b.line(object("g", "Tarmogoyf", "P1", "battlefield"));
            for (int i = 1; i <= n; i++) {
                b.line(object("c" + i, "Grizzly Bears", "P2", "battlefield"));
            }
            firstMainPhase(b);
            for (int i = 1; i <= n; i++) {
                b.line(object("z" + i, "Lightning Bolt", "P1", "hand"));
                b.line("{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"z" + i + "\",\"targets\":[[\"P2\"]]}");
                b.line("{\"type\":\"resolve\",\"object\":\"z" + i + "\"}");
            }
            // one card type (instant) among the cards in the graveyards
            b.line("{\"type\":\"expect\",\"object\":\"g\",\"power\":1,\"toughness\":2}");
            return b.toString();
        }
    },
    /**
     * N Grizzly Bears wearing Wicked Roles attack, are blocked and die in one combat: N Roles put into the graveyard
     * at once, N triggered abilities waiting together, put on the stack in order and resolved one by one.
     */
    WICKED("Wicked Roles dying in one combat", "wicked") {
        @Override
        String log(int n) {
            Log b = start("the Wicked shape: " + n + " creatures wearing Wicked Roles die in one combat");
            StringBuilder attackers = new StringBuilder();
            StringBuilder blockers = new StringBuilder();
            StringBuilder deals = new StringBuilder();
            for (int i = 1; i <= n; i++) {
                b.line(object("a" + i, "Grizzly Bears", "P1", "battlefield"));
                b.line("{\"type\":\"object\",\"id\":\"r" + i + "\",\"token\":\"Wicked Role\",\"controller\":\"P1\","
                        + "\"zone\":\"battlefield\",\"attachedTo\":\"a" + i + "\"}");
                String sep = i == 1 ? "" : ",";
                attackers.append(sep).append("\"a").append(i).append("\":\"P2\"");
                blockers.append(sep).append("\"d").append(i).append("\":\"a").append(i).append('"');
                deals.append(sep).append("{\"source\":\"a").append(i).append("\",\"to\":\"d").append(i)
                        .append("\",\"amount\":3},{\"source\":\"d").append(i).append("\",\"to\":\"a").append(i)
                        .append("\",\"amount\":7}");
            }
            for (int i = 1; i <= n; i++) {
                b.line("{\"type\":\"object\",\"id\":\"d" + i + "\",\"card\":\"Grizzly Bears\",\"owner\":\"P2\","
                        + "\"zone\":\"battlefield\",\"counters\":{\"+1/+1\":5}}");
            }
            b.turn(1, "P1");
            b.line("{\"type\":\"attack\",\"attackers\":{" + attackers + "}}");
            b.line("{\"type\":\"block\",\"blockers\":{" + blockers + "}}");
            b.line("{\"type\":\"damage\",\"deals\":[" + deals + "],\"combat\":true}");
            for (int i = 1; i <= n; i++) {
                b.line("{\"type\":\"resolve\"}");
            }
            // each Wicked Role's trigger: each opponent of its controller loses 1 life
            b.line("{\"type\":\"expect\",\"player\":\"P2\",\"life\":" + (LIFE - n) + "}");
            return b.toString();
        }
    },
    /**
     * One Lightning Bolt cast beside N Splashy Spellcasters: N triggered abilities with targets waiting at once, each
     * put on the stack by the log's trigger line (one Sorcerer Role for each of N Grizzly Bears), then resolved.
     */
    SPLASHY("targeted triggers waiting at once", "splashy") {
        @Override
        String log(int n) {
            Log b = start("the Splashy shape: one Lightning Bolt triggers " + n + " Splashy Spellcasters at once");
            for (int i = 1; i <= n; i++) {
                b.line(object("s" + i, "Splashy Spellcaster", "P1", "battlefield"));
            }
            for (int i = 1; i <= n; i++) {
                b.line(object("b" + i, "Grizzly Bears", "P1", "battlefield"));
            }
            b.line(object("z", "Lightning Bolt", "P1", "hand"));
            firstMainPhase(b);
            b.line("{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"z\",\"targets\":[[\"P2\"]]}");
            for (int i = 1; i <= n; i++) {
                b.line("{\"type\":\"trigger\",\"source\":\"s" + i + "\",\"targets\":[[\"b" + i + "\"]]}");
            }
            for (int i = n; i >= 1; i--) {
                b.line("{\"type\":\"resolve\",\"object\":\"s" + i + "\"}");
            }
            b.line("{\"type\":\"resolve\",\"object\":\"z\"}");
            // a Sorcerer Role: +1/+1
            b.line("{\"type\":\"expect\",\"object\":\"b1\",\"power\":3,\"toughness\":3}");
            return b.toString();
        }
    },
    /**
     * N Spiteful Hexmages put onto the battlefield at once (by an effect from outside the catalogue): N triggered
     * abilities with a required target ("target creature you control") waiting together, each of which must have a
     * legal choice to be put on the stack (603.3d); each Hexmage curses itself.
     */
    HEXMAGES("Hexmages entering at once", "hexmages") {
        @Override
        String log(int n) {
            Log b = start("the Hexmage shape: " + n + " Spiteful Hexmages enter at once");
            for (int i = 1; i <= n; i++) {
                b.line(object("h" + i, "Spiteful Hexmage", "P1", "hand"));
            }
            b.turn(1, "P1");
            b.step("main1");
            for (int i = 1; i <= n; i++) {
                b.line("{\"type\":\"move\",\"object\":\"h" + i + "\",\"to\":\"battlefield\",\"by\":\"external\"}");
            }
            for (int i = 1; i <= n; i++) {
                b.line("{\"type\":\"trigger\",\"source\":\"h" + i + "\",\"targets\":[[\"h" + i + "\"]]}");
            }
            for (int i = n; i >= 1; i--) {
                b.line("{\"type\":\"resolve\",\"object\":\"h" + i + "\"}");
            }
            // a Cursed Role: base power and toughness 1/1
            b.line("{\"type\":\"expect\",\"object\":\"h1\",\"power\":1,\"toughness\":1}");
            return b.toString();
        }
    },
    /**
     * N Shadow Slices cast and encoded on one creature, a turn every 30 casts: N cipher grants on it, each an
     * ability-adding effect in layer 6 (702.99a), and a layer pass for each new one.
     */
    CIPHER("cards encoded on one creature", "cipher") {
        @Override
        String log(int n) {
            Log b = start("the cipher shape: " + n + " Shadow Slices encoded on one creature");
            b.line(object("b", "Grizzly Bears", "P1", "battlefield"));
            for (int i = 1; i <= n; i++) {
                if (i % 30 == 1) {  // P1's turn, after one of P2's from the second on
                    if (i > 1) {
                        b.turn(2 * (i / 30), "P2");
                    }
                    b.turn(2 * (i / 30) + 1, "P1");
                    b.step("main1");
                }
                b.line(object("s" + i, "Shadow Slice", "P1", "hand"));
                b.line("{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"s" + i + "\",\"targets\":[[\"P2\"]]}");
                b.line("{\"type\":\"resolve\",\"object\":\"s" + i + "\",\"choices\":{\"encode\":\"b\"}}");
            }
            // every Shadow Slice resolved (3 life each), and each left the creature as it was
            b.line("{\"type\":\"expect\",\"player\":\"P2\",\"life\":" + (LIFE - 3 * n) + "}");
            b.line("{\"type\":\"expect\",\"object\":\"b\",\"power\":2,\"toughness\":2}");
            return b.toString();
        }
    },
    /**
     * N Lightning Bolts cast one in response to another, then resolved from the top: a stack N objects deep, each
     * cast checked against it (timing, targets) and each resolution leaving the rest of it waiting.
     */
    STACK("spells on the stack at once", "stack") {
        @Override
        String log(int n) {
            Log b = start("the stack shape: " + n + " Lightning Bolts on the stack at once");
            for (int i = 1; i <= n; i++) {
                b.line(object("z" + i, "Lightning Bolt", "P1", "hand"));
            }
            firstMainPhase(b);
            for (int i = 1; i <= n; i++) {
                b.line("{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"z" + i + "\",\"targets\":[[\"P2\"]]}");
            }
            for (int i = n; i >= 1; i--) {
                b.line("{\"type\":\"resolve\",\"object\":\"z" + i + "\"}");
            }
            b.line("{\"type\":\"expect\",\"player\":\"P2\",\"life\":" + (LIFE - 3 * n) + "}");
            return b.toString();
        }
    },
    /**
     * N turns in each of which the active player casts a Grizzly Bears that stays: a battlefield that grows by a
     * creature a turn, so that every turn's untap, steps and cast happen beside all the creatures cast before.
     */
    BOARD("turns of a battlefield growing", "board") {
        @Override
        String log(int n) {
            Log b = start("the board shape: " + n + " turns, a Grizzly Bears cast in each");
            for (int turn = 1; turn <= n; turn++) {
                String me = turn % 2 == 1 ? "P1" : "P2";
                b.turn(turn, me);
                b.step("main1");
                b.line(object("b" + turn, "Grizzly Bears", me, "hand"));
                b.line("{\"type\":\"cast\",\"player\":\"" + me + "\",\"card\":\"b" + turn + "\"}");
                b.line("{\"type\":\"resolve\",\"object\":\"b" + turn + "\"}");
                b.step("end");
                b.step("cleanup");
            }
            // the first creature cast is still there, as it was
            b.line("{\"type\":\"expect\",\"object\":\"b1\",\"zone\":\"battlefield\",\"power\":2}");
            return b.toString();
        }
    },
    /**
     * N Slip Out the Backs, each on another of N creatures: a +1/+1 counter and the creature phasing out, so that each
     * spell changes one permanent beside N, and all N phase in together at the next untap step.
     */
    SLIP("Slip Out the Backs on N creatures", "slip") {
        @Override
        String log(int n) {
            Log b = start("the phasing shape: " + n + " Slip Out the Backs on " + n + " creatures");
            for (int i = 1; i <= n; i++) {
                b.line(object("c" + i, "Grizzly Bears", "P2", "battlefield"));
            }
            firstMainPhase(b);
            for (int i = 1; i <= n; i++) {
                b.line(object("s" + i, "Slip Out the Back", "P1", "hand"));
                b.line("{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"s" + i + "\",\"targets\":[[\"c" + i
                        + "\"]]}");
                b.line("{\"type\":\"resolve\",\"object\":\"s" + i + "\"}");
            }
            b.turn(2, "P2");
            b.step("main1");
            // phased in with its counter: 3/3
            b.line("{\"type\":\"expect\",\"object\":\"c" + n + "\",\"power\":3,\"toughness\":3}");
            return b.toString();
        }
    },
    /** About N lines of Lightning Bolts cast at a player and resolved, a turn every 30 casts: the graveyard grows. */
    BURN("lines of burn cast and resolved", "burn") {
        @Override
        String log(int n) {
            Log b = start("the burn shape: Lightning Bolt cast and resolved, about " + n + " lines");
            int bolts = 0;
            for (int turn = 1; b.lines < n; turn++) {
                String me = turn % 2 == 1 ? "P1" : "P2";
                b.turn(turn, me);
                b.step("main1");
                for (int i = 0; i < 30 && b.lines < n; i++) {
                    String id = "z" + (++bolts);
                    b.line(object(id, "Lightning Bolt", me, "hand"));
                    b.line("{\"type\":\"cast\",\"player\":\"" + me + "\",\"card\":\"" + id + "\",\"targets\":[[\""
                            + (me.equals("P1") ? "P2" : "P1") + "\"]]}");
                    b.line("{\"type\":\"resolve\",\"object\":\"" + id + "\"}");
                }
                b.step("end");
                b.step("cleanup");
            }
            return b.toString();
        }
    },
    /** About N lines of turns in which both players only pass: the plainest long game. */
    TURNS("lines of passing turns", "turns") {
        @Override
        String log(int n) {
            Log b = start("the passing shape: turns of passes, about " + n + " lines");
            for (int turn = 1; b.lines < n; turn++) {
                String me = turn % 2 == 1 ? "P1" : "P2";
                String other = me.equals("P1") ? "P2" : "P1";
                b.turn(turn, me);
                for (String step : new String[] {"main1", "end", "cleanup"}) {
                    b.step(step);
                    if (!step.equals("cleanup")) {
                        b.line("{\"type\":\"pass\",\"player\":\"" + me + "\"}");
                        b.line("{\"type\":\"pass\",\"player\":\"" + other + "\"}");
                    }
                }
            }
            return b.toString();
        }
    };

    private final String what;
    private final String word;

    BenchShapes(String what, String word) {
        this.what = what;
        this.word = word;
    }

    /** The shape's log at size {@code n}. */
    abstract String log(int n);

    /** What N counts, for the report. */
    String what() {
        return what;
    }

    /** Its name on the command line. */
    String word() {
        return word;
    }

    static BenchShapes of(String word) {
        for (BenchShapes s : values()) {
            if (s.word.equals(word.toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw new IllegalArgumentException("no shape " + word);
    }

    /**
     * A log being written, and its line count. Its turn and step lines keep count of each player's hand, which in
     * these shapes holds only the unnamed cards drawn (every card a shape casts it introduces just before), so that
     * each cleanup step discards down to seven (514.1) and a long game stays a legal one.
     */
    private static final class Log {
        private static final List<String> STEPS = List.of("untap", "upkeep", "draw", "main1", "beginning_of_combat",
                "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
                "main2", "end", "cleanup");
        private final StringBuilder text = new StringBuilder();
        private final Map<String, Integer> drawn = new HashMap<>();
        private final Map<String, Integer> discarded = new HashMap<>();
        private String active;
        private int turn;
        private int step;
        int lines;

        /** A turn line; the turn before it ends here, its cleanup step's discards on the lines after this one. */
        void turn(int number, String player) {
            line("{\"type\":\"turn\",\"number\":" + number + ",\"active\":\"" + player + "\"}");
            if (active != null) {
                passTo("cleanup");
            }
            active = player;
            turn = number;
            step = 0;
        }

        /** A step line. */
        void step(String name) {
            line("{\"type\":\"step\",\"step\":\"" + name + "\"}");
            passTo(name);
        }

        /**
         * The steps up to this one happen: the draw (not on turn 1, 103.8a), and in cleanup the active player's
         * discards of their oldest unnamed cards (named {@code <player>/<n>} as drawn) down to seven.
         */
        private void passTo(String name) {
            int to = STEPS.indexOf(name);
            if (step < STEPS.indexOf("draw") && to >= STEPS.indexOf("draw") && turn > 1) {
                drawn.merge(active, 1, Integer::sum);
            }
            if (to == STEPS.indexOf("cleanup")) {
                while (drawn.getOrDefault(active, 0) - discarded.getOrDefault(active, 0) > 7) {
                    int n = discarded.merge(active, 1, Integer::sum);
                    line("{\"type\":\"discard\",\"player\":\"" + active + "\",\"card\":\"" + active + "/" + n
                            + "\"}");
                }
            }
            step = to;
        }

        void line(String json) {
            text.append(json).append('\n');
            lines++;
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }

    /** Each player's starting life in every shape: enough that no game ends before its log does. */
    private static final int LIFE = 10_000_000;

    private static Log start(String comment) {
        Log b = new Log();
        b.text.append("# ").append(comment).append('\n');
        b.lines++;
        // life enough for every bolt: the game must not end before the log does
        b.line("{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],\"life\":" + LIFE + ","
                + "\"outcomes\":\"derived\",\"source\":\"arbiter-bench shapes\"}");
        return b;
    }

    /**
     * P1's Asinine Antics against N creatures of P2's: N Cursed Roles at once; with {@code virtuous}, P1's Grizzly
     * Bears v wears a Virtuous Role, which ends up counting the N Roles and itself.
     */
    private static String antics(String shape, int n, boolean virtuous) {
        Log b = start(shape);
        if (virtuous) {
            b.line(object("v", "Grizzly Bears", "P1", "battlefield"));
            b.line("{\"type\":\"object\",\"id\":\"vr\",\"token\":\"Virtuous Role\",\"controller\":\"P1\","
                    + "\"zone\":\"battlefield\",\"attachedTo\":\"v\"}");
        }
        for (int i = 1; i <= n; i++) {
            b.line(object("c" + i, "Grizzly Bears", "P2", "battlefield"));
        }
        b.line(object("aa", "Asinine Antics", "P1", "hand"));
        firstMainPhase(b);
        b.line("{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"aa\"}");
        b.line("{\"type\":\"resolve\",\"object\":\"aa\"}");
        b.line("{\"type\":\"expect\",\"object\":\"c" + n + "\",\"power\":1,\"toughness\":1}");
        if (virtuous) {
            int pt = 2 + n + 1;
            b.line("{\"type\":\"expect\",\"object\":\"v\",\"power\":" + pt + ",\"toughness\":" + pt + "}");
        }
        return b.toString();
    }

    /** Turn 1, P1's, to its first main phase. */
    private static void firstMainPhase(Log b) {
        b.turn(1, "P1");
        b.step("main1");
    }

    /** P1 casts N copies of a spell on one Grizzly Bears, b, owned by {@code owner}, in one main phase. */
    private static String onOneCreature(String shape, String card, String prefix, String owner, int n, String expect) {
        Log b = start(shape + ": " + n + " " + card + " on one Grizzly Bears");
        b.line(object("b", "Grizzly Bears", owner, "battlefield"));
        firstMainPhase(b);
        for (int i = 1; i <= n; i++) {
            b.line(object(prefix + i, card, "P1", "hand"));
            b.line("{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"" + prefix + i + "\",\"targets\":[[\"b\"]]}");
            b.line("{\"type\":\"resolve\",\"object\":\"" + prefix + i + "\"}");
        }
        b.line(expect);
        return b.toString();
    }

    private static String object(String id, String card, String owner, String zone) {
        return "{\"type\":\"object\",\"id\":\"" + id + "\",\"card\":\"" + card + "\",\"owner\":\"" + owner
                + "\",\"zone\":\"" + zone + "\"}";
    }
}
