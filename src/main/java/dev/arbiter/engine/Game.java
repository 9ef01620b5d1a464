package dev.arbiter.engine;

import dev.arbiter.Finding;
import dev.arbiter.Severity;
import dev.arbiter.cards.CardDef;
import dev.arbiter.cards.Catalogue;
import dev.arbiter.cards.TargetSpec;
import dev.arbiter.log.LogError;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.Cause;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.GameEvent;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.GameState;
import dev.arbiter.model.LayerPass;
import dev.arbiter.model.PendingTrigger;
import dev.arbiter.model.Player;
import dev.arbiter.model.Resolution;
import dev.arbiter.model.TokenRequest;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Zone;
import dev.arbiter.model.ZoneChange;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The game-action API: the only way rule consequences change the game (the global {@code game} in every DRL
 * file). Each change is one step of the trace and, where the log format has a line for it, one outcome that
 * {@code derive} writes and a recorded log is checked against. Decisions are the rules'; this class only
 * carries them out.
 */
public final class Game {
    private final Facts facts;
    private final Catalogue catalogue;
    private final GameState state;
    private final LayerPass layerPass = new LayerPass();
    private final Map<String, Player> players = new LinkedHashMap<>();
    private final Map<String, GameObject> objects = new HashMap<>();
    private final Set<String> seen = new java.util.HashSet<>();
    private final Deque<StackItem> stack = new ArrayDeque<>();
    private final Map<String, Integer> children = new HashMap<>();
    private final List<Finding> findings = new ArrayList<>();
    private final List<Done> performed = new ArrayList<>();
    /** Triggered abilities the engine put on the stack itself during the current step (derived mode). */
    private final List<StackItem> autoStacked = new ArrayList<>();
    private final List<Object> events = new ArrayList<>();
    private final Set<String> followUps = new LinkedHashSet<>();
    private final Deque<String> drawIds = new ArrayDeque<>();
    private long clock;
    private int serials;
    private int seq;
    private int line;
    private String rule = "";
    private boolean changed;
    private Resolution resolution;
    private Casting casting;
    private Refs refs;

    Game(Facts facts, Catalogue catalogue, LogLine.Game header) {
        this.facts = facts;
        this.catalogue = catalogue;
        this.state = new GameState(header.players().get(0), header.players().size());
        state.setRecorded(header.recorded());
        int seat = 0;
        for (String id : header.players()) {
            Player p = new Player(id, seat++, header.life());
            players.put(id, p);
            facts.insert(p);
        }
        facts.insert(state);
        facts.insert(layerPass);
        facts.beforeRun(this::markDirtyIfChanged);
    }

    private void markDirtyIfChanged() {
        if (changed) {
            changed = false;
            layerPass.setDirty(true);
            facts.update(layerPass);
        }
    }

    // ---------------------------------------------------------------- queries

    public GameState state() {
        return state;
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    public Player player(String id) {
        return players.get(id);
    }

    public Collection<Player> players() {
        return players.values();
    }

    /** The object now known by this log id (its current incarnation), or null. */
    public GameObject object(String id) {
        return objects.get(id);
    }

    /** Whether the id ever named an object in this game (it may have ceased to exist since). */
    public boolean seen(String id) {
        return seen.contains(id);
    }

    public Collection<GameObject> objects() {
        return objects.values();
    }

    public List<GameObject> in(Zone zone, String player) {
        List<GameObject> out = new ArrayList<>();
        for (GameObject o : objects.values()) {
            if (o.getZone() == zone && (player == null || (zone == Zone.BATTLEFIELD || zone == Zone.STACK
                    ? player.equals(o.getController()) : player.equals(o.getOwner())))) {
                out.add(o);
            }
        }
        out.sort((a, b) -> Integer.compare(a.getSerial(), b.getSerial()));
        return out;
    }

    /** The stack, top first. */
    public List<StackItem> stack() {
        return List.copyOf(stack);
    }

    public StackItem top() {
        return stack.peekFirst();
    }

    /** Players in APNAP order from the active player (CR 101.4). */
    public List<String> apnap() {
        List<String> order = new ArrayList<>(players.keySet());
        int a = state.getActive() == null ? 0 : order.indexOf(state.getActive());
        List<String> out = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            out.add(order.get((a + i) % order.size()));
        }
        return out;
    }

    public List<String> opponents(String player) {
        List<String> out = new ArrayList<>(players.keySet());
        out.remove(player);
        return out;
    }

    public Resolution resolution() {
        return resolution;
    }

    int line() {
        return line;
    }

    void line(int line) {
        this.line = line;
    }

    String rule() {
        return rule;
    }

    LayerPass layerPass() {
        return layerPass;
    }

    List<Finding> findings() {
        return findings;
    }

    /** The triggered abilities the engine put on the stack itself since the last call, in order (for derive). */
    List<StackItem> drainAutoStacked() {
        List<StackItem> out = List.copyOf(autoStacked);
        autoStacked.clear();
        return out;
    }

    /** What the engine did during the current log line, in order. */
    List<Done> performed() {
        return performed;
    }

    void did(LogLine.Outcome o) {
        performed.add(new Done(o, rule, resolution == null ? null : resolution.getItem()));
    }

    /** The last change was part of an action line itself (a cast's move to the stack): not an outcome. */
    void forgetLast() {
        undo();
    }

    private void undo() {
        performed.remove(performed.size() - 1);
    }

    // ---------------------------------------------------------------- trace plumbing

    void beforeRule(String name) {
        rule = name;
    }

    /** After each rule consequence: keep derived state current before the next activation fires. */
    void afterRule() {
        rule = "";
        flushFollowUps();
    }

    void flushFollowUps() {
        if (!changed && followUps.isEmpty()) {
            return;
        }
        if (changed) {
            layerPass.setDirty(true);
            facts.update(layerPass);
        }
        List<String> groups = new ArrayList<>(followUps);
        followUps.clear();
        changed = false;
        facts.focus(groups.toArray(String[]::new));
    }

    /**
     * Something that characteristics depend on changed (a permanent came or went, an effect, an attachment, a
     * counter): the layers and derived state must be rebuilt before the next rule fires. Changes that no
     * characteristic depends on (life, damage, the stack, cards moving between hidden zones) skip the pass.
     */
    void changed() {
        changed = true;
    }

    private void changedIf(boolean relevant) {
        if (relevant) {
            changed = true;
        }
    }

    /** Asks for a group to run right after the current rule (e.g. "create", "events"). */
    public void followUp(String group) {
        followUps.add(group);
    }

    private void event(Object e) {
        events.add(e);
        facts.insert(e);
        followUp("events");
    }

    /** Events live until the end of the log line that caused them. */
    void clearEvents() {
        for (Object e : events) {
            facts.delete(e);
        }
        events.clear();
        resolved = null;
    }

    /** Trigger lines may show a removed ability until the next action that is not a trigger line. */
    void forgetRemovedForLackOfTargets() {
        removedForLackOfTargets.clear();
    }

    private StackItem resolved;

    /** The stack item that resolved (or tried to) on the current log line, for the audit of its outcomes. */
    public StackItem resolved() {
        return resolved;
    }

    void resolved(StackItem item) {
        this.resolved = item;
    }

    // ---------------------------------------------------------------- ids, time

    /** The next engine-made id under a parent: {@code <parent>/<n>} (mtglog §1). */
    public String childId(String parent) {
        int n = children.merge(parent, 1, Integer::sum);
        return parent + "/" + n;
    }

    /** A new timestamp (CR 613.7). Objects that arrive together share one moment: see {@link #moment()}. */
    public long tick() {
        return ++clock;
    }

    public long now() {
        return clock;
    }

    int nextSeq() {
        return ++seq;
    }

    // ---------------------------------------------------------------- objects

    GameObject introduce(String id, CardDef def, boolean token, String copyOf, boolean spellCopy, String owner,
                         String controller, Zone zone) {
        GameObject o = new GameObject(id, ++serials, def, token, copyOf, spellCopy, owner, controller, zone, tick());
        objects.put(id, o);
        seen.add(id);
        facts.insert(o);
        changedIf(zone == Zone.BATTLEFIELD);
        return o;
    }

    /** Moves an object (CR 400.7: the result is a new object under the same id). Returns the new object. */
    public GameObject move(GameObject o, Zone to, Cause cause) {
        String controller = to == Zone.BATTLEFIELD || to == Zone.STACK ? o.getController() : o.getOwner();
        return moveTo(o, to, cause, controller, false);
    }

    public GameObject moveTo(GameObject o, Zone to, Cause cause, String controller, boolean tapped) {
        Zone from = o.getZone();
        leaveStack(o);
        detach(o);
        String owner = o.getOwner();
        GameObject now = new GameObject(o.getId(), ++serials, o.getDef(), o.isToken(), o.getCopyOf(),
                o.isSpellCopy(), owner, to == Zone.BATTLEFIELD || to == Zone.STACK ? controller : owner, to, tick());
        now.setTapped(tapped);
        facts.delete(o);
        objects.put(o.getId(), now);
        facts.insert(now);
        event(new ZoneChange(o, now, from, to, cause, o.getController()));
        did(new LogLine.Move(null, o.getId(), to, from, cause, by()));
        changedIf(from == Zone.BATTLEFIELD || to == Zone.BATTLEFIELD || from == Zone.EXILE); // an encoded card, 702.99c
        return now;
    }

    /** A token or copy ceases to exist (CR 704.5d, 704.5e, 111.7). */
    public void cease(GameObject o) {
        leaveStack(o);
        detach(o);
        facts.delete(o);
        objects.remove(o.getId());
        did(new LogLine.Cease(null, o.getId(), by()));
        changedIf(o.getZone() == Zone.BATTLEFIELD);
    }

    /** Attaches an Aura (CR 701.3); it gets a new timestamp (613.7e). */
    public void attach(GameObject aura, GameObject host) {
        detach(aura);
        aura.setAttachedTo(host);
        aura.setTimestamp(tick());
        host.setAuras(host.getAuras() + 1);
        facts.update(aura);
        facts.update(host);
        event(GameEvent.attached(aura, host));
        changed();
    }

    private void detach(GameObject o) {
        GameObject host = o.getAttachedTo();
        if (host != null) {
            host.setAuras(Math.max(0, host.getAuras() - 1));
            o.setAttachedTo(null);
            facts.update(host);
        }
    }

    public void tap(GameObject o, boolean tapped) {
        if (o.isTapped() == tapped) {
            return;
        }
        o.setTapped(tapped);
        facts.update(o);
        did(new LogLine.Tap(null, o.getId(), tapped, by()));
    }

    public void addCounters(GameObject o, String kind, int delta) {
        o.addCounters(kind, delta);
        facts.update(o);
        did(new LogLine.Counters(null, o.getId(), kind, delta, by()));
        changedIf(o.getZone() == Zone.BATTLEFIELD);
    }

    public void markDamage(GameObject o, int amount) {
        o.setDamage(o.getDamage() + amount);
        facts.update(o);
        // damage is not a characteristic: no layer pass
    }

    public void phase(GameObject o, boolean out) {
        o.setPhasedOut(out);
        facts.update(o);
        for (GameObject a : objects.values()) {
            if (a.getAttachedTo() == o) {
                a.setPhasedOut(out);
                facts.update(a);
            }
        }
        did(new LogLine.Phase(null, o.getId(), out, by()));
        changed();
    }

    /** Updates a fact the rules changed in place (combat status, …). */
    public void update(Object fact) {
        facts.update(fact);
        // combat status and the like are not characteristics: no layer pass
    }

    /** An attachment made by an effect (CR 701.3); the SBA 704.5m removes it if it is not legal. */
    public void attachByEffect(GameObject aura, GameObject host) {
        attach(aura, host);
        did(new LogLine.Attach(null, aura.getId(), host.getId(), by()));
    }

    // ---------------------------------------------------------------- tokens

    /** An instruction to create tokens; the rules in rules/tokens/ judge it before anything exists (303.4i, 614). */
    public void requestTokens(TokenRequest r) {
        r.setSeq(nextSeq());
        facts.insert(r);
        followUp("create");
    }

    /** "Create a [Role] token attached to [creature]" for the object resolving now. */
    public void createRole(String role, String controller, GameObject host) {
        requestTokens(new TokenRequest(tokenDef(role), controller, host, true, 1, parentId(), by(), null));
    }

    /** "Create N [token]s" under a player's control, for the object resolving now. */
    public void createTokens(String token, String controller, int count) {
        requestTokens(new TokenRequest(tokenDef(token), controller, null, false, count, parentId(), by(), null));
    }

    private CardDef tokenDef(String name) {
        CardDef d = catalogue.token(name);
        if (d == null) {
            throw new IllegalStateException("no token " + name + " in the catalogue");
        }
        return d;
    }

    private String parentId() {
        if (resolution == null) {
            throw new IllegalStateException("a token is created outside a resolution");
        }
        return resolution.getSource().getId();
    }

    /**
     * Creates the tokens of an approved request, all at one moment (one timestamp, CR 613.7m), owned and
     * controlled by the player who created them (111.2), an Aura attached as it enters.
     */
    public List<GameObject> create(TokenRequest r) {
        facts.delete(r);
        long ts = tick();
        List<GameObject> made = new ArrayList<>();
        for (int i = 0; i < r.getCount(); i++) {
            String id = r.getPresetId() != null && i == 0 ? r.getPresetId() : childId(r.getParent());
            CardDef def = r.getCopyOf() != null ? r.getCopyOf().getDef() : r.getToken();
            GameObject t = new GameObject(id, ++serials, def, true, null, false, r.getController(), r.getController(),
                    Zone.BATTLEFIELD, ts);
            objects.put(id, t);
            seen.add(id);
            facts.insert(t);
            GameObject host = r.getAttachTo();
            if (host != null) {
                t.setAttachedTo(host);
                host.setAuras(host.getAuras() + 1);
                facts.update(host);
            }
            made.add(t);
            if (resolution != null) {
                resolution.created(t);
            }
            event(new ZoneChange(null, t, null, Zone.BATTLEFIELD, Cause.EFFECT, r.getController()));
            performed.add(new Done(new LogLine.CreateToken(null, id, r.getName(), r.getController(),
                    host == null ? null : host.getId(), r.getBy()), rule, resolution == null ? null
                    : resolution.getItem()));
        }
        changed();
        return made;
    }

    /** Destroy (CR 701.8): to its owner's graveyard. */
    public GameObject destroy(GameObject o) {
        if (o.getZone() != Zone.BATTLEFIELD) {
            note(o.getId() + " is not a permanent: it can't be destroyed (701.7a, 101.3)");
            return o;
        }
        return moveTo(o, Zone.GRAVEYARD, Cause.EFFECT, o.getOwner(), false);
    }

    /**
     * An effect's instruction to put counters on a permanent: replacement effects (Doubling Season) may change it
     * before the rule "122.6 ..." in rules/tokens/ puts them (CR 614.1a).
     */
    public void putCounters(GameObject o, String kind, int n) {
        facts.insert(new dev.arbiter.model.CounterRequest(o, kind, n));
        followUp("create");
    }

    /** Carries out an approved instruction to put counters, on the object if it is still there. */
    public void placeCounters(dev.arbiter.model.CounterRequest r) {
        facts.delete(r);
        if (isCurrent(r.getObject()) && r.getObject().getZone() == Zone.BATTLEFIELD && r.getCount() > 0) {
            addCounters(r.getObject(), r.getKind(), r.getCount());
        }
    }

    /**
     * The instances of a granted ability an object has now: the keys of the continuous effects that granted it and
     * still apply (CR 113.2c: each instance triggers separately). Trigger rules read this with {@code from}, which
     * does not react to later updates of the object, so an event triggers each instance once.
     */
    public List<String> grants(GameObject o, String ability) {
        List<String> out = new ArrayList<>();
        if (!isCurrent(o) || !o.hasAbility(ability)) {
            return out;
        }
        long lostAt = Long.MIN_VALUE;  // a later "loses all abilities" removed the grants older than it (613.7)
        for (ContinuousEffect e : facts.all(ContinuousEffect.class)) {
            if (e.getKind() == dev.arbiter.model.EffectKind.LOSE_ALL_ABILITIES && o.hasApplied(e.getKey())) {
                lostAt = Math.max(lostAt, e.getTimestamp());
            }
        }
        for (ContinuousEffect e : facts.all(ContinuousEffect.class)) {
            if (e.getAbilities().contains(ability) && o.hasApplied(e.getKey()) && e.getTimestamp() > lostAt) {
                out.add(e.getKey());
            }
        }
        out.sort(null);
        return out;
    }

    /** The permanents on the battlefield now (not phased out), oldest first: for {@code from} in trigger rules. */
    public List<GameObject> battlefield() {
        List<GameObject> out = new ArrayList<>();
        for (GameObject o : in(Zone.BATTLEFIELD, null)) {
            if (!o.isPhasedOut()) {
                out.add(o);
            }
        }
        return out;
    }

    /** Whether this is still the object its id names (it hasn't changed zones since). */
    public boolean isCurrent(GameObject o) {
        return objects.get(o.getId()) == o;
    }

    // ---------------------------------------------------------------- players

    public void loseLife(String player, int amount) {
        changeLife(player, -amount);
    }

    public void gainLife(String player, int amount) {
        changeLife(player, amount);
    }

    private void changeLife(String player, int delta) {
        if (delta == 0) {
            return;
        }
        Player p = players.get(player);
        p.setLife(p.getLife() + delta);
        facts.update(p);
        did(new LogLine.Life(null, player, delta, by()));
        // life is not a characteristic: no layer pass
    }

    /** Card ids a log names for the next draws of this line (libraries are hidden unless declared). */
    void drawIds(List<String> ids) {
        drawIds.addAll(ids);
    }

    /** Draws cards (CR 121): known ids first, else anonymous cards named {@code <player>/<n>}. */
    public List<GameObject> draw(String player, int count) {
        List<GameObject> drawn = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            GameObject card = nextDraw(player);
            drawn.add(moveTo(card, Zone.HAND, Cause.DRAW, player, false));
            undo();
        }
        did(new LogLine.Draw(null, player, drawn.stream().map(GameObject::getId).toList(), count, by()));
        return drawn;
    }

    private GameObject nextDraw(String player) {
        String id = drawIds.pollFirst();
        if (id != null) {
            GameObject known = objects.get(id);
            if (known != null) {
                if (known.getZone() != Zone.LIBRARY || !known.getOwner().equals(player)) {
                    throw new LogError(line, 0, "card " + id + " is drawn by " + player + " but is in "
                            + known.getZone().logName() + " of " + known.getOwner());
                }
                return known;
            }
            return introduce(id, unknownCard(), false, null, false, player, player, Zone.LIBRARY);
        }
        Player p = players.get(player);
        return introduce(player + "/" + p.nextAnonymous(), unknownCard(), false, null, false, player, player,
                Zone.LIBRARY);
    }

    CardDef unknownCard() {
        return UnknownCard.DEF;
    }

    /** Mills (CR 701.13): the top cards of a library go to the graveyard; known ids first, as for draws. */
    public List<GameObject> mill(String player, int count) {
        List<GameObject> milled = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            milled.add(moveTo(nextDraw(player), Zone.GRAVEYARD, Cause.EFFECT, player, false));
        }
        return milled;
    }

    /** A card in exile becomes encoded on a creature (CR 702.99a); whether it stays so is derived (702.99c). */
    public void encode(GameObject card, GameObject creature) {
        facts.insert(new dev.arbiter.model.Encoding(card, creature));
        did(new LogLine.Encode(null, card.getId(), creature.getId(), by()));
        changed();
    }

    /**
     * An effect beyond what the engine models (a text change, CR 612): the log's outcome lines by this object are
     * applied as effects from outside the game (mtglog §3) rather than checked.
     */
    public void outcomesFromLog(String id) {
        outcomesFromLog.add(id);
    }

    boolean takesOutcomesFromLog(String id) {
        return outcomesFromLog.contains(id);
    }

    private final Set<String> outcomesFromLog = new java.util.HashSet<>();

    /**
     * In a recorded log, the creature the step's own {@code encode} line names for a card, or null: the record of
     * a decision the resolve line did not spell out in {@code choices} (mtglog §3, §6).
     */
    public GameObject recordedEncode(String cardId) {
        String on = recordedEncodes.get(cardId);
        return on == null ? null : object(on);
    }

    void recordedEncodes(Map<String, String> cardToCreature) {
        recordedEncodes.clear();
        recordedEncodes.putAll(cardToCreature);
    }

    private final Map<String, String> recordedEncodes = new HashMap<>();

    /** A fact about the current log line only (a judged decision, say): deleted with the line's events. */
    public void happened(Object fact) {
        events.add(fact);
        facts.insert(fact);
    }

    public GameObject discard(GameObject card) {
        GameObject now = moveTo(card, Zone.GRAVEYARD, Cause.DISCARD, card.getOwner(), false);
        undo();
        did(new LogLine.Discard(null, card.getOwner(), card.getId(), by()));
        return now;
    }

    // ---------------------------------------------------------------- effects, stack, triggers

    /**
     * A continuous effect starts. One created by a resolving spell or ability is an outcome a recorded log shows
     * as an {@code effect} (or {@code control}) line; kinds the log format has no words for are not recorded.
     */
    public void addEffect(ContinuousEffect e) {
        facts.insert(e);
        changed();
        if (resolution != null && e.getAffects() == dev.arbiter.model.Affects.ONE) {
            LogLine.Outcome o = outcomeOf(e);
            if (o != null) {
                did(o);
            }
        }
    }

    private LogLine.Outcome outcomeOf(ContinuousEffect e) {
        String on = e.getTarget().getId();
        boolean eot = e.isUntilEndOfTurn();
        int[] pt = {e.getPower(), e.getToughness()};
        return switch (e.getKind()) {
            case CONTROL -> new LogLine.Control(null, on, e.getController(), eot, by());
            case SET_BASE_PT -> new LogLine.Effect(null, on, "setBasePT", pt, null, eot, null, by());
            case MODIFY_PT -> new LogLine.Effect(null, on, "modifyPT", pt, null, eot, null, by());
            case ADD_ABILITIES -> new LogLine.Effect(null, on, "gain", null, e.getAbilities(), eot, null, by());
            case LOSE_ALL_ABILITIES -> new LogLine.Effect(null, on, "loseAllAbilities", null, null, eot, null, by());
            case NOT_CREATURE -> new LogLine.Effect(null, on, "notCreature", null, null, eot, null, by());
            case BECOME_CREATURE, SET_CREATURE_TYPE, SET_COLOR, PT_PER_ENCHANTMENT -> null;
        };
    }

    public void removeEffect(ContinuousEffect e) {
        facts.delete(e);
        changed();
    }

    void pushStack(StackItem item) {
        stack.addFirst(item);
        facts.insert(item);
        // the stack's contents are not characteristics of permanents: no layer pass
    }

    void popStack(StackItem item) {
        stack.remove(item);
        facts.delete(item);
        // the stack's contents are not characteristics of permanents: no layer pass
    }

    private void leaveStack(GameObject o) {
        for (StackItem item : stack) {
            if (item.getSpell() == o) {
                popStack(item);
                return;
            }
        }
    }

    public void cast(StackItem item) {
        event(GameEvent.cast(item));
    }

    /** A triggered ability triggers (CR 603.2); it waits for the next time a player would receive priority. */
    public PendingTrigger trigger(String ability, GameObject source, String controller, List<TargetSpec> targets) {
        PendingTrigger t = new PendingTrigger(nextSeq(), ability, source, controller, targets, line);
        if (!targets.isEmpty()) {
            t.with("targetSpecs", targets);  // the cast checks count a triggered ability's targets from these
        }
        t.setOrder(apnap().indexOf(controller) * 1_000_000L + t.getSeq());
        facts.insert(t);
        if (!targets.isEmpty()) {
            probeTargets(t);
        }
        return t;
    }

    /**
     * Candidates for a waiting trigger's targets: every player and every object outside the hidden zones, one per
     * instance of "target", judged by the legality rules like real targets (rules/casting/targets.drl). They let
     * "603.3d ..." see whether a legal choice exists, without the engine choosing anything.
     */
    private void probeTargets(PendingTrigger t) {
        StackItem provisional = new StackItem(0, StackItem.Kind.TRIGGERED, null, t.getSource(), t.getAbility(),
                t.getController(), line);
        t.setProvisional(provisional);
        List<TargetSpec> specs = t.getTargets();
        for (int i = 0; i < specs.size(); i++) {
            for (Player p : players.values()) {
                facts.insert(new dev.arbiter.model.Target(provisional, i, -1, specs.get(i), p.getId(), null, p, true));
            }
            for (GameObject o : objects.values()) {
                if (o.getZone() != Zone.LIBRARY && o.getZone() != Zone.HAND) {
                    facts.insert(new dev.arbiter.model.Target(provisional, i, -1, specs.get(i), o.getId(), o, null,
                            true));
                }
            }
        }
    }

    /** A waiting trigger leaves the waiting room (put on the stack, or removed): its candidates go with it. */
    void removePending(PendingTrigger t) {
        facts.delete(t);
        if (t.getProvisional() != null) {
            for (dev.arbiter.model.Target c : facts.all(dev.arbiter.model.Target.class)) {
                if (c.getItem() == t.getProvisional()) {
                    facts.delete(c);
                }
            }
        }
    }

    /**
     * 603.3d: a triggered ability that needs a target and has no legal one is removed from the stack as it would
     * be put there. A log may still show it with no targets ({@link #wasRemovedForLackOfTargets}).
     */
    public void removeForLackOfTargets(PendingTrigger t) {
        removePending(t);
        removedForLackOfTargets.add(t.getSource().getId() + "|" + t.getAbility());
        note("the triggered ability " + t + " has no legal target and is removed from the stack (603.3d)");
    }

    private final Set<String> removedForLackOfTargets = new java.util.HashSet<>();

    /** Whether an ability of this source was removed for lack of targets since the last action other than a trigger. */
    public boolean wasRemovedForLackOfTargets(String sourceId, String ability) {
        for (String k : removedForLackOfTargets) {
            if (k.startsWith(sourceId + "|") && (ability == null || k.equals(sourceId + "|" + ability))) {
                return true;
            }
        }
        return false;
    }

    private LogLine.Trigger nextTriggerLine;

    /** The log's next action line, when it is a trigger line (the engine reads one line ahead). */
    void nextLine(LogLine next) {
        nextTriggerLine = next instanceof LogLine.Trigger t ? t : null;
    }

    /**
     * In a derived log the engine puts abilities that need no choice on the stack itself, unless the log's next line
     * puts one of a player's waiting abilities there: then that player is ordering their abilities with trigger
     * lines (603.3b), and none of theirs is placed ahead of the log. An ability with targets named next holds nothing
     * back: it always waits for its line.
     */
    public boolean heldForTheLog(PendingTrigger t) {
        if (nextTriggerLine == null || casting == null) {
            return false;
        }
        PendingTrigger named = casting.named(nextTriggerLine);
        return named != null && !named.isTargeted() && named.getController().equals(t.getController());
    }

    /**
     * Counters a spell or ability (CR 701.5a): it leaves the stack without resolving; a spell goes to its owner's
     * graveyard (or where a replacement sends it), a copy of a spell ceases to exist (707.10a).
     */
    public void counter(StackItem item) {
        if (!stack.contains(item)) {
            return;
        }
        item.setStatus(StackItem.Status.COUNTERED);
        if (!item.hasSpell()) {
            popStack(item);
            return;
        }
        GameObject s = item.getSpell();
        if (s.isSpellCopy()) {
            cease(s);
            return;
        }
        Zone to = item.get("exileInsteadOfGraveyard") != null ? Zone.EXILE : Zone.GRAVEYARD;
        moveTo(s, to, Cause.EFFECT, s.getOwner(), false);
    }

    /** A triggered ability that triggered on an object's own targeted ability: its targets come from the card. */
    public PendingTrigger triggerTargeted(String ability, GameObject source, String controller) {
        return trigger(ability, source, controller, source.getDef().triggerTargets(ability));
    }

    public void event(GameEvent e) {
        event((Object) e);
    }

    // ---------------------------------------------------------------- layers and state-based actions

    /** The first step of a layer pass (CR 613.1): every permanent back to its own values. */
    public void resetCharacteristics() {
        for (GameObject o : objects.values()) {
            if (o.getZone() == Zone.BATTLEFIELD) {
                o.resetCharacteristics();
                facts.update(o);
            }
        }
    }

    /** Applies a layer-4 effect (CR 613.1d, 205.1b). */
    public void applyTypeChange(ContinuousEffect e, GameObject o) {
        switch (e.getKind()) {
            case BECOME_CREATURE -> o.getTypes().add(dev.arbiter.model.CardType.CREATURE);
            case NOT_CREATURE -> o.getTypes().remove(dev.arbiter.model.CardType.CREATURE);
            case SET_CREATURE_TYPE -> {
                o.getSubtypes().clear();
                o.getSubtypes().add(e.getValue());
            }
            default -> throw new IllegalArgumentException(e.getKind() + " is not a type change");
        }
    }

    /** Performs the state-based actions found in one check, all at once (CR 704.3). */
    public void performStateBasedActions(List<?> found) {
        List<dev.arbiter.model.SbaAction> actions = found.stream().map(dev.arbiter.model.SbaAction.class::cast).toList();
        for (dev.arbiter.model.SbaAction a : actions) {
            facts.delete(a);
        }
        String was = rule;
        for (dev.arbiter.model.SbaAction a : actions) {
            rule = a.getRule() + " " + a.getMessage();
            switch (a.getKind()) {
                case TO_GRAVEYARD, DESTROY -> {
                    if (objects.get(a.getObject().getId()) == a.getObject()) {
                        moveTo(a.getObject(), a.getTo() != null ? a.getTo() : Zone.GRAVEYARD, Cause.SBA,
                                a.getObject().getOwner(), false);
                    }
                }
                case CEASE -> {
                    if (objects.get(a.getObject().getId()) == a.getObject()) {
                        cease(a.getObject());
                    }
                }
                case LOSE -> {
                    Player p = players.get(a.getPlayer());
                    p.setLost(true);
                    facts.update(p);
                    findings.add(new Finding(a.getRule(), List.of(), Severity.INFO, line, state.getTurn(),
                            state.getStep().logName(), List.of(p.getId()), a.getMessage(), "", ""));
                }
            }
        }
        rule = was;
        changed();
    }

    /**
     * Roles that arrived together: their controller chooses one to keep (704.5y, 613.7m), never the engine. The
     * answer comes from a {@code choose} line, from {@code resolve.choices.keep}, or — in a recorded log — from the
     * log's own moves of those Roles in this step: what it did not move is what it kept. Keeping other than exactly
     * one is a 704.5y finding, and the game goes on as the log shows it.
     */
    public void askToKeep(String player, GameObject host, List<?> tiedRoles) {
        askToChoose("keep", player, host, tiedRoles);
    }

    /**
     * The legend rule (704.5j): a player with two or more legendary permanents of one name chooses one to keep —
     * answered like a Role tie (choose line, resolve.choices.keep, or a recorded log's own moves).
     */
    public void askLegend(String player, List<?> legends) {
        askToChoose("legend", player, null, legends);
    }

    private void askToChoose(String kind, String player, GameObject host, List<?> options) {
        List<GameObject> tied = options.stream().map(GameObject.class::cast).toList();
        dev.arbiter.model.PendingChoice c = new dev.arbiter.model.PendingChoice(kind, player, host, tied);
        c.setLine(line);
        if (state.isRecorded()) {
            List<GameObject> kept = new ArrayList<>();
            for (GameObject t : tied) {
                if (!recordedMoved(t, tied)) {
                    kept.add(t);
                }
            }
            if (kept.size() < tied.size()) {
                c.setKept(kept);
                if (kept.size() != 1) {
                    tieFinding(c);
                }
            }
            // nothing moved yet: the log's next action may be the player's choose line; see keptAll
        } else if (presetKeep != null) {
            GameObject keep = object(refs.resolve(presetKeep));
            if (keep != null && tied.contains(keep)) {
                c.setChosen(keep);
            }
        }
        facts.insert(c);
    }

    /** A recorded log went on past a tie without choosing or moving any of the Roles: it kept them all. */
    void keptAll(dev.arbiter.model.PendingChoice c) {
        c.setKept(c.getOptions());
        tieFinding(c);
        facts.update(c);
    }

    private void tieFinding(dev.arbiter.model.PendingChoice c) {
        List<GameObject> kept = c.getKept();
        if (c.getKind().equals("legend")) {
            findingAt(c.getLine(), "704.5j", List.of(), c.getPlayer() + " controls the legendary permanents "
                    + Describe.ids(c.getOptions()) + " with the same name and must keep exactly one of them",
                    "one kept, the others put into the graveyard", kept.isEmpty() ? "none kept"
                    : Describe.ids(kept) + " kept", c.getOptions().stream().map(GameObject::getId).toList());
            return;
        }
        findingAt(c.getLine(), "704.5y", List.of("613.7m"), c.getPlayer() + "'s Roles " + Describe.ids(c.getOptions())
                + " became attached to " + c.getAbout().getId() + " at the same time; " + c.getPlayer()
                + " must keep exactly one of them", "one of them kept, the others put into the graveyard",
                kept.isEmpty() ? "none kept" : Describe.ids(kept) + " kept",
                c.getOptions().stream().map(GameObject::getId).toList());
    }

    private String presetKeep;
    private final Set<String> recordedMoves = new java.util.HashSet<>();

    /** A "keep" decision given in the resolve line that caused a tie (mtglog §6); null clears it. */
    void presetKeep(String id) {
        presetKeep = id;
    }

    /** The ids a recorded step moves to a graveyard: the log's own account of which tied Roles it let go. */
    void recordedMoves(java.util.Collection<String> ids, List<String[]> creates) {
        recordedMoves.clear();
        recordedMoves.addAll(ids);
        recordedCreates.clear();
        recordedCreates.addAll(creates);
    }

    /** Whether the recorded step's own lines move this object to a graveyard (its account of a decision). */
    public boolean logMovesToGraveyard(String id) {
        return state.isRecorded() && recordedMoves.contains(id);
    }

    /** {id, token, host} of the step's recorded create_token lines, in log order. */
    private final List<String[]> recordedCreates = new ArrayList<>();

    /**
     * Whether a recorded log moved this token to a graveyard in this step: by the engine's id, or by the log's own id
     * for it — the create_token lines for the same token and host pair with the engine's tokens in creation order,
     * as the audit pairs them.
     */
    private boolean recordedMoved(GameObject token, List<GameObject> tied) {
        if (recordedMoves.contains(token.getId())) {
            return true;
        }
        List<GameObject> same = new ArrayList<>();
        for (GameObject t : tied) {
            if (t.getName().equals(token.getName())) {
                same.add(t);
            }
        }
        same.sort((a, b) -> Integer.compare(a.getSerial(), b.getSerial()));
        int k = same.indexOf(token);
        String host = token.getAttachedTo() == null ? null : token.getAttachedTo().getId();
        for (String[] c : recordedCreates) {
            if (c[1].equals(token.getName()) && java.util.Objects.equals(c[2], host) && k-- == 0) {
                return recordedMoves.contains(c[0]);
            }
        }
        return false;
    }

    /** An instruction to create tokens is refused by a rule (303.4i): nothing is created, nothing triggers. */
    public void refuseTokens(TokenRequest r, String cr, String reason) {
        r.setRefused(true);
        facts.delete(r);
        event(new dev.arbiter.model.TokenRefused(r.getName(), r.getAttachTo(), cr, reason));
        note(r.getName() + " is not created (" + cr + "): " + reason);
    }

    /** Protection from the token as it would exist (an enchantment, colorless) — 702.16c. */
    public boolean protectedFromToken(GameObject host, TokenRequest r) {
        GameObject probe = new GameObject("?", 0, r.getToken(), true, null, false, r.getController(),
                r.getController(), Zone.BATTLEFIELD, 0);
        return host.hasProtectionFrom(probe);
    }

    /** A line in the explain trace that is not a rule firing. */
    public void note(String text) {
        notes.add(text);
    }

    private final List<String> notes = new ArrayList<>();

    List<String> drainNotes() {
        List<String> out = List.copyOf(notes);
        notes.clear();
        return out;
    }

    // ---------------------------------------------------------------- findings

    /** Reports a finding at the current line. */
    public void finding(String rule, List<String> related, String message, String expected, String observed,
                        List<String> objects) {
        findings.add(new Finding(rule, related, Severity.ERROR, line, state.getTurn(), state.getStep().logName(),
                objects, message, expected, observed));
    }

    /** Reports a finding at a given line (the audit rules report at the line of the outcome they explain). */
    public void findingAt(int at, String rule, List<String> related, String message, String expected, String observed,
                          List<String> objects) {
        findings.add(new Finding(rule, related, Severity.ERROR, at, state.getTurn(), state.getStep().logName(),
                objects, message, expected, observed));
    }

    /** Drops a triggered ability that has not gone on the stack yet, saying why in the trace. */
    public void dropTrigger(PendingTrigger t, String why) {
        removePending(t);
        note("not held against the log: " + t + " — " + why);
    }

    public void warning(String rule, String message, List<String> objects) {
        findings.add(new Finding(rule, List.of(), Severity.WARNING, line, state.getTurn(),
                state.getStep().logName(), objects, message, "", ""));
    }

    void casting(Casting casting, Refs refs) {
        this.casting = casting;
        this.refs = refs;
    }

    Refs refs() {
        return refs;
    }

    /**
     * A recorded log's id for a token the engine made under another id (its create_token line differs from the
     * engine's in a way an audit rule reported): later lines may name it by the log's id.
     */
    public void knownAs(String logId, String engineId) {
        refs.alias(logId, engineId);
    }

    /** Puts a triggered ability that needs no choices on the stack (derived logs, CR 603.3b). */
    public void putOnStack(PendingTrigger t) {
        StackItem item = casting.putOnStack(t, null, null);
        autoStacked.add(item);
        announce(item);
    }

    /** A spell or ability just put on the stack by a rule: the "cast" rules judge it right after this rule. */
    void announce(StackItem item) {
        event(new dev.arbiter.model.Announced(item));
        followUp("cast");
    }

    void resolution(Resolution r) {
        this.resolution = r;
    }

    /** The id of the object whose spell or ability is doing this, for {@code by} (mtglog §5), or null. */
    String by() {
        return resolution == null ? null : resolution.getSource().getId();
    }
}
