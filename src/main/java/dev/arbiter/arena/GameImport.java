package dev.arbiter.arena;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The second pass over a game: its states, in chain order, become recorded-mode mtglog/1 lines. Annotations are
 * applied in id order and once each (a rollback's Full state repeats those of the state it returns to). Ids are
 * {@code i<first instance id>} of each physical card; engine-made tokens get the engine's {@code <parent>/<n>}.
 */
final class GameImport {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** The grpId of the triggered ability a Sorcerer Role grants ("whenever this creature attacks, scry 1"). */
    static final int SORCERER_ROLE_TRIGGER = 169817;

    private final ArenaGame game;
    private final Survey survey;
    private final Cards cards = new Cards();
    private final Zones zones = new Zones();
    private final List<String> out = new ArrayList<>();
    private final Map<Integer, JsonNode> objects = new HashMap<>();
    private final Map<Integer, Integer> abilitySource = new HashMap<>();
    private final Set<Integer> writtenTriggers = new HashSet<>();
    private final Map<Integer, String> assigned = new HashMap<>();
    private final Map<String, Integer> madeBy = new HashMap<>();
    private final Set<String> introduced = new HashSet<>();
    private final Set<String> attachedAtCreation = new HashSet<>();
    private final Map<String, Integer> notImported = new LinkedHashMap<>();
    /** The Comprehensive Rules number of each of {@link #notImported}: the game line's {@code unchecked} cites it. */
    private final Map<String, String> ruleOf = new HashMap<>();
    private final Map<Integer, Integer> lifeExplained = new HashMap<>();
    /** Keywords the import's effect lines gave, by object id and keyword: the turn of the line (until end of turn). */
    private final Map<String, Integer> grants = new HashMap<>();
    private final Set<Integer> seen = new HashSet<>();
    private final Map<Integer, Integer> life = new HashMap<>();
    private final Set<Integer> seenPersistent = new HashSet<>();
    private List<Integer> seats = List.of();
    private int lastStepLine = -1;
    private ObjectNode gameLine;
    private int gameLineAt;
    private String step;
    /** The seat whose turn it is. */
    private int active;
    private int turn;
    private Combat combat = new Combat(this);
    private int states;

    GameImport(ArenaGame game) {
        this.game = game;
        this.survey = new Survey(game.states());
    }

    /** The game's lines (without header comments), or the reason it is skipped. */
    Imported run() {
        if (survey.skip() != null) {
            return Imported.skipped(survey.skip());
        }
        String copies = copiesWritten();
        if (copies != null) {
            return Imported.skipped(copies);
        }
        List<ArenaGame.State> all = game.states();
        int start = firstTurn(all);
        if (start < 0) {
            return Imported.skipped("the game ends before its first turn");
        }
        for (int i = 0; i < start; i++) {
            absorb(all.get(i));
            markSeen(all.get(i));
        }
        begin(all.get(start));
        for (int i = start; i < all.size() && !over(); i++) {
            play(all.get(i));
        }
        survey.unsupported().forEach((what, n) -> {
            notImported.merge(what, n, Integer::sum);
            ruleOf.putIfAbsent(what, survey.rule(what));
        });
        unchecked();
        // in the order the import met them (not Map.copyOf, whose order changes from one JVM to the next)
        return new Imported(List.copyOf(out), null, seats,
                Collections.unmodifiableMap(new LinkedHashMap<>(notImported)), states);
    }

    /**
     * The game line lists what the import left out or simplified (mtglog §2, {@code unchecked}), known only once the
     * whole game is read: validating the log, or the {@code Player.log}, warns of each.
     */
    private void unchecked() {
        if (notImported.isEmpty()) {
            return;
        }
        ArrayNode list = gameLine.putArray("unchecked");
        // a phrase of at most 240 characters (mtglog §2); what a damaged Player.log names can be longer
        notImported.forEach((what, n) -> list.addObject().put("rule", ruleOf.get(what))
                .put("what", what.length() <= 240 ? what : what.substring(0, 239) + "…").put("count", n));
        out.set(gameLineAt, write(gameLine));
    }

    /**
     * Why a copy of a spell can't be written, or null. mtglog/1's {@code copy} line gives an external copy the
     * original's choices (707.10); a copy whose controller chose new targets (707.10c) differs only in what the log
     * doesn't write for a spell outside the catalogue (its targets, 601.2c, counted unchecked), but for a catalogue
     * spell arbiter would derive the copy's effects on the original's targets, findings the game never had.
     */
    private String copiesWritten() {
        for (Survey.Copy c : survey.copies()) {
            if (catalogue(c.of()) && !roots(survey.targets(c.copy())).equals(roots(survey.targets(c.of())))) {
                return "a copy of " + cards.catalogueName(view(c.of())) + " given new targets at line " + c.line()
                        + " (mtglog/1's copy line keeps the original's, 707.10c)";
            }
        }
        return null;
    }

    private Map<Integer, List<Integer>> roots(TreeMap<Integer, List<Integer>> targets) {
        Map<Integer, List<Integer>> out = new TreeMap<>();
        targets.forEach((group, ids) -> out.put(group, ids.stream().map(survey::root).toList()));
        return out;
    }

    private static int firstTurn(List<ArenaGame.State> all) {
        for (int i = 0; i < all.size(); i++) {
            JsonNode t = all.get(i).message().path("turnInfo");
            if (t.path("turnNumber").asInt(0) >= 1 && t.has("phase")) {
                return i;
            }
        }
        return -1;
    }

    private void markSeen(ArenaGame.State s) {
        Ann.list(s.message(), "annotations").forEach(a -> seen.add(a.id()));
        Ann.list(s.message(), "persistentAnnotations").forEach(a -> seenPersistent.add(a.id()));
    }

    /** Takes a state's zones and objects without writing anything. */
    private void absorb(ArenaGame.State s) {
        JsonNode m = s.message();
        zones.update(m);
        for (JsonNode o : m.path("gameObjects")) {
            objects.put(o.path("instanceId").asInt(), o);
        }
        for (JsonNode d : m.path("diffDeletedInstanceIds")) {
            objects.remove(d.asInt());
        }
        if (m.has("players") && seats.isEmpty()) {
            List<Integer> s2 = new ArrayList<>();
            for (JsonNode p : m.path("players")) {
                s2.add(p.path("systemSeatNumber").asInt());
            }
            seats = s2;
        }
    }

    /** The game line and every card in a hand or on the battlefield when the first turn begins. */
    private void begin(ArenaGame.State first) {
        JsonNode m = first.message();
        int active = m.path("turnInfo").path("activePlayer").asInt(seats.isEmpty() ? 1 : seats.get(0));
        List<Integer> order = new ArrayList<>(seats);
        order.remove(Integer.valueOf(active));
        order.add(0, active);
        seats = order;
        ObjectNode g = line("game");
        g.put("format", "mtglog/1");
        ArrayNode ps = g.putArray("players");
        order.forEach(p -> ps.add(player(p)));
        int start = startingLife(m);
        g.put("life", start);
        order.forEach(p -> life.put(p, start));
        g.put("outcomes", "recorded");
        g.put("cr", "2025-02-07");
        g.put("source", "arena-import");
        gameLine = g;
        gameLineAt = out.size();
        emit(g);
        for (String z : List.of("battlefield", "hand", "graveyard", "exile", "command")) {
            for (int instance : zones.contents(z)) {
                introduce(instance, z);
            }
        }
        emit(turnLine(1, active));
        turn = 1;
    }

    private int startingLife(JsonNode m) {
        for (JsonNode p : m.path("players")) {
            if (p.has("startingLifeTotal")) {
                return p.path("startingLifeTotal").asInt();
            }
        }
        return 20;
    }

    private void play(ArenaGame.State s) {
        states++;
        absorb(s);
        lifeExplained.clear();
        List<Ann> events = new ArrayList<>();
        for (Ann a : Ann.list(s.message(), "annotations")) {
            if (seen.add(a.id())) {
                events.add(a);
            }
        }
        List<Ann> standing = new ArrayList<>();
        for (Ann a : Ann.list(s.message(), "persistentAnnotations")) {
            if (seenPersistent.add(a.id())) {
                standing.add(a);
            }
        }
        new StateEvents(this, events, standing).run();
        combat();
    }

    // ---- used by StateEvents ----

    Survey survey() {
        return survey;
    }

    Cards cards() {
        return cards;
    }

    Zones zones() {
        return zones;
    }

    JsonNode object(int instance) {
        return objects.get(instance);
    }

    String step() {
        return step;
    }

    /** Something the game shows that the import leaves out or simplifies, under the rule that governs it. */
    void note(String rule, String what) {
        notImported.merge(what, 1, Integer::sum);
        ruleOf.putIfAbsent(what, rule);
    }

    void newTurn(int active) {
        turn++;
        emit(turnLine(turn, active));
        combat = new Combat(this);
    }

    /** Whether a player has lost at 0 life: arbiter ends the game there, and a log holds nothing after its end. */
    private boolean over() {
        return life.values().stream().anyMatch(l -> l <= 0);
    }

    /** Tracks the life totals the log's lines give. */
    void lifeChange(int seat, int delta) {
        life.merge(seat, delta, Integer::sum);
    }

    /** Whether the object was declared as an attacker or blocker this turn. */
    boolean inCombat(int instance) {
        return combat.in(id(instance));
    }

    private ObjectNode turnLine(int n, int active) {
        ObjectNode t = line("turn");
        t.put("number", n);
        t.put("active", player(active));
        this.active = active;
        step = "untap";
        return t;
    }

    void toStep(String name) {
        if (name == null || name.equals(step) || "untap".equals(name)) {
            return;
        }
        ObjectNode l = line("step");
        l.put("step", name);
        step = name;
        emit(l);
        combat();
    }

    /** Declarations of attackers and blockers, read from the objects' combat state. */
    void combat() {
        combat.declare(step, objects.values());
    }

    boolean attacking(int instance) {
        JsonNode o = objects.get(instance);
        return o != null && o.path("attackState").asText().startsWith("AttackState_Attack");
    }

    /** Marks an ability instance whose trigger line was written (its resolution is then written too). */
    void markTrigger(int ability) {
        writtenTriggers.add(ability);
    }

    boolean wroteTrigger(int ability) {
        return writtenTriggers.contains(ability);
    }

    void ability(int instance, int source) {
        abilitySource.put(instance, source);
    }

    /** The object an affector stands for: an ability instance's source, or the object itself. */
    int sourceOf(int affector) {
        Integer s = abilitySource.get(affector);
        return s == null ? affector : s;
    }

    /**
     * Whether a discard from this seat's hand, by this affector, is the cleanup step's discard to the maximum hand size
     * (514.1): the active player's, in cleanup, by no object — the rules' turn-based action, whose cards are the
     * player's choice (written without {@code by}, as mtglog/1 reads that choice).
     */
    boolean discardToHandSize(int owner, int affector) {
        return "cleanup".equals(step) && owner == active && (affector == 0 || seat(affector));
    }

    boolean seat(int id) {
        return seats.contains(id);
    }

    static String player(int seat) {
        return "P" + seat;
    }

    String ref(int id) {
        return seat(id) ? player(id) : id(id);
    }

    /** The stable id of a physical card. */
    String id(int instance) {
        int root = survey.root(instance);
        String a = assigned.get(root);
        return a != null ? a : "i" + root;
    }

    /** The engine's id for a token made by {@code parent}: {@code <parent>/<n>}. */
    String tokenId(int token, String parent) {
        int n = madeBy.merge(parent, 1, Integer::sum);
        String id = parent + "/" + n;
        assigned.put(survey.root(token), id);
        introduced.add(id);
        return id;
    }

    /**
     * The id of a copy of a spell that the log's {@code copy} line makes: the engine's {@code <original>/<n>}, as for
     * a token (mtglog §1), so that what the copy makes in turn is named as the engine names it.
     */
    String copyId(int copy, int original) {
        return tokenId(copy, id(original));
    }

    /**
     * Whether the instance is a copy of a spell outside the catalogue. What it does is written {@code by external}:
     * a copy ceases to exist as it leaves the stack (707.10a), the last part of its resolution, so arbiter holds no
     * object by that id when the resolution's outcome lines are read, and a line by an object it no longer holds is a
     * claim about what the rules did, which arbiter can't make for an inline definition. (A catalogue spell's copy is
     * arbiter's to resolve: lines by it are checked against what it does.)
     */
    boolean goneCopy(int instance) {
        return survey.copy(instance) != null && !catalogue(instance);
    }

    /** "external", or the stable id of what did it (an ability's source, a spell). */
    String by(int affector) {
        if (affector == 0 || seat(affector) || goneCopy(sourceOf(affector))) {
            return "external";
        }
        String id = id(sourceOf(affector));
        return introduced.contains(id) ? id : "external";
    }

    JsonNode view(int instance) {
        return survey.view(survey.root(instance));
    }

    boolean catalogue(int instance) {
        return cards.catalogueName(view(instance)) != null && !survey.faceDown(survey.root(instance));
    }

    boolean introduced(int instance) {
        return introduced.contains(id(instance));
    }

    void attachedAtCreation(String aura) {
        attachedAtCreation.add(aura);
    }

    boolean wasAttachedAtCreation(String aura) {
        return attachedAtCreation.contains(aura);
    }

    /** Records an {@code effect gain} line written for the object this turn. */
    void granted(int instance, String keyword) {
        grants.put(id(instance) + " " + keyword, turn);
    }

    /** Whether an effect line of the import gave the object the keyword this turn (so arbiter knows it has it). */
    boolean grantedThisTurn(int instance, String keyword) {
        Integer t = grants.get(id(instance) + " " + keyword);
        return t != null && t == turn;
    }

    void explainLife(int seat, int delta) {
        lifeExplained.merge(seat, delta, Integer::sum);
    }

    int explainedLife(int seat) {
        return lifeExplained.getOrDefault(seat, 0);
    }

    /**
     * Puts a card into the game where it is, if it isn't yet: cards in hands at the start, library cards only when
     * they leave the library (a shuffle renames every library card, so they are introduced lazily, before the step
     * in which they are drawn).
     */
    void introduce(int instance, String zone) {
        String id = id(instance);
        if (!introduced.add(id)) {
            return;
        }
        JsonNode view = view(instance);
        int owner = zones.owner(instance, view, objects.get(instance));
        ObjectNode l = line("object");
        l.put("id", id);
        String name = cards.catalogueName(view);
        boolean faceDown = survey.faceDown(survey.root(instance));
        if (name != null && !faceDown) {
            l.put(Cards.token(view) ? "token" : "card", name);
        } else {
            ObjectNode def = Cards.def(view, faceDown);
            Set<Integer> triggers = survey.triggersOf(survey.root(instance));
            triggers.remove(SORCERER_ROLE_TRIGGER); // the Role's, granted: arbiter knows it
            if (!triggers.isEmpty() && view != null) {
                // an mtglog/1 extension: the triggered abilities it puts on the stack, so its trigger lines can name them
                ObjectNode t = def.putObject("triggers");
                triggers.forEach(grp -> t.putArray(Cards.abilityName(grp)));
            }
            l.set("def", def);
        }
        l.put("owner", player(owner));
        JsonNode now = objects.get(instance);
        if (now != null && now.path("controllerSeatId").asInt(owner) != owner) {
            l.put("controller", player(now.path("controllerSeatId").asInt()));
        }
        l.put("zone", zone);
        if ("library".equals(zone) && lastStepLine >= 0) {
            out.add(lastStepLine, write(l));
            lastStepLine++;
        } else {
            emit(l);
        }
    }

    ObjectNode line(String type) {
        ObjectNode l = NODES.objectNode();
        l.put("type", type);
        return l;
    }

    void emit(ObjectNode l) {
        String t = l.path("type").asText();
        if (t.equals("life")) {
            lifeChange(Integer.parseInt(l.path("player").asText().substring(1)), l.path("delta").asInt());
        }
        if (t.equals("step") || t.equals("turn")) {
            lastStepLine = out.size();
        }
        out.add(write(l));
    }

    private static String write(ObjectNode l) {
        try {
            return JSON.writeValueAsString(l);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    static TreeMap<Integer, List<Integer>> noTargets() {
        return new TreeMap<>();
    }
}
