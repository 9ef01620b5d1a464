package dev.arbiter.engine;

import dev.arbiter.cards.CardDef;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.Cause;
import dev.arbiter.model.Encoding;
import dev.arbiter.model.ExileInsteadOfDying;
import dev.arbiter.model.GameEvent;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.GameState;
import dev.arbiter.model.Zone;
import dev.arbiter.model.ZoneChange;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Objects and zones: which object each log id names now, and the changes to objects — moving between zones (a new
 * object each time, CR 400.7), ceasing to exist, attaching, tapping, counters, damage, phasing, encoding.
 */
final class Board {
    private final Facts facts;
    private final Clock clock;
    private final Changes changes;
    private final Ledger ledger;
    private final StackZone stack;
    private final GameState state;
    private final Map<String, GameObject> objects = new HashMap<>();
    /**
     * The same objects by zone. The layer pass and the zone queries look at one zone (mostly the battlefield); a
     * long game piles cards into graveyards, and scanning every object for them made each line cost more the longer
     * the game went (issue 14: 200,000 lines of burn spells).
     */
    private final Map<Zone, Map<String, GameObject>> byZone = new EnumMap<>(Zone.class);
    private final Map<Zone, Map<String, Integer>> owned = new EnumMap<>(Zone.class);
    private final Set<String> seen = new HashSet<>();
    /** Ids of objects that left the game with a player (CR 800.4a), and why, for the log's later references. */
    private final Map<String, String> leftTheGame = new HashMap<>();
    private int serials;
    /** The line whose new objects {@link #madeOnLine} counts. */
    private int countedLine = -1;
    private int madeOnLine;

    Board(Facts facts, Clock clock, Changes changes, Ledger ledger, StackZone stack, GameState state) {
        this.facts = facts;
        this.state = state;
        this.clock = clock;
        this.changes = changes;
        this.ledger = ledger;
        this.stack = stack;
    }

    GameObject object(String id) {
        return objects.get(id);
    }

    boolean seen(String id) {
        return seen.contains(id);
    }

    Collection<GameObject> objects() {
        return objects.values();
    }

    /** The objects in one zone now, in no particular order (a view). */
    Collection<GameObject> inZone(Zone zone) {
        return byZone.getOrDefault(zone, Map.of()).values();
    }

    /** How many objects a player owns in a zone, without a walk of the zone (a replay's snapshot of every step). */
    int owned(Zone zone, String player) {
        return owned.getOrDefault(zone, Map.of()).getOrDefault(player, 0);
    }

    private void own(GameObject o, int n) {
        owned.computeIfAbsent(o.getZone(), z -> new HashMap<>()).merge(o.getOwner(), n, Integer::sum);
    }

    /** Makes {@code o} the object its id names, in the indexes by zone too. */
    private void put(GameObject o) {
        GameObject before = objects.put(o.getId(), o);
        if (before != null) {
            byZone.get(before.getZone()).remove(before.getId());
            own(before, -1);
        }
        byZone.computeIfAbsent(o.getZone(), z -> new HashMap<>()).put(o.getId(), o);
        own(o, 1);
        if (o.getZone() == Zone.BATTLEFIELD) {
            changes.rebuilds().touch(o);  // its first layer pass makes its characteristics a fact
        }
    }

    /** The id names no object any more. */
    private void remove(GameObject o) {
        GameObject before = objects.remove(o.getId());
        if (before != null) {
            byZone.get(before.getZone()).remove(before.getId());
            own(before, -1);
        }
    }

    /** The objects in a zone (a player's, when given: by controller on the battlefield and stack, else by owner). */
    List<GameObject> in(Zone zone, String player) {
        List<GameObject> out = new ArrayList<>();
        for (GameObject o : inZone(zone)) {
            if ((player == null || (zone == Zone.BATTLEFIELD || zone == Zone.STACK
                    ? player.equals(o.getController()) : player.equals(o.getOwner())))) {
                out.add(o);
            }
        }
        out.sort(Comparator.comparingInt(GameObject::getSerial));
        return out;
    }

    /** The permanents on the battlefield now (not phased out), oldest first. */
    List<GameObject> battlefield() {
        return permanents(o -> true);
    }

    /**
     * The permanents on the battlefield now (not phased out) that have an ability, oldest first: a trigger rule's
     * {@code from} meets only these, not the whole battlefield once per event (N creatures entering at once with a
     * {@code from} over the battlefield held N² matches, issue 14).
     */
    List<GameObject> battlefieldWith(String ability) {
        return permanents(o -> o.hasAbility(ability));
    }

    private List<GameObject> permanents(Predicate<GameObject> which) {
        List<GameObject> out = new ArrayList<>();
        for (GameObject o : inZone(Zone.BATTLEFIELD)) {
            if (!o.isPhasedOut() && which.test(o)) {
                out.add(o);
            }
        }
        out.sort(Comparator.comparingInt(GameObject::getSerial));
        return out;
    }

    boolean isCurrent(GameObject o) {
        return objects.get(o.getId()) == o;
    }

    int nextSerial() {
        return ++serials;
    }

    /** A new object enters the game under an id (a card a log introduces, a copy, a drawn card). */
    GameObject introduce(String id, CardDef def, boolean token, String copyOf, boolean spellCopy, String owner,
                         String controller, Zone zone) {
        return introduce(id, def, token, copyOf, spellCopy, owner, controller, zone, o -> { });
    }

    /**
     * A new object, given what {@code as} sets (the state an object line gives it: tapped, damage, counters …) before
     * working memory sees it: one insert, not an insert and an update of every rule's view of it.
     */
    GameObject introduce(String id, CardDef def, boolean token, String copyOf, boolean spellCopy, String owner,
                         String controller, Zone zone, Consumer<GameObject> as) {
        GameObject o = new GameObject(id, nextSerial(), def, token, copyOf, spellCopy, owner, controller, zone,
                clock.tick());
        register(o, as);
        if (zone == Zone.BATTLEFIELD || zone == Zone.GRAVEYARD) {
            changes.changed(o);  // a permanent: its first pass; a graveyard: Tarmogoyf's effect (613.4a) is wide
        }
        return o;
    }

    /** Makes an object the one its id names, and a fact. */
    void register(GameObject o) {
        register(o, made -> { });
    }

    /**
     * The most new objects one line may bring into the game — cards drawn or milled unnamed, tokens, copies. No game
     * a log records comes near it; a line asking for billions (a draw of 2147483647 cards, X that large, a dozen
     * Doubling Seasons doubling each other) would hold the worker until the heap ran out, the rest of the batch
     * waiting. Such a line is a log error instead, at once (issue 14).
     */
    static final int MOST_NEW_OBJECTS_A_LINE = 10_000;

    private void register(GameObject o, Consumer<GameObject> as) {
        if (ledger.line() != countedLine) {
            countedLine = ledger.line();
            madeOnLine = 0;
        }
        if (++madeOnLine > MOST_NEW_OBJECTS_A_LINE) {
            throw new dev.arbiter.log.LogError(ledger.line(), 0, "this line brings more than "
                    + MOST_NEW_OBJECTS_A_LINE + " new objects into the game (cards drawn, tokens, copies): arbiter"
                    + " plays at most " + MOST_NEW_OBJECTS_A_LINE + " a line, and checks no further");
        }
        o.controlledSince(o.getBaseController(), state.getTurn());  // a new object: its control begins now (302.6)
        as.accept(o);
        put(o);
        seen.add(o.getId());
        facts.insert(o);
    }

    GameObject moveTo(GameObject o, Zone to, Cause cause, String controller, boolean tapped) {
        Zone from = o.getZone();
        if (from == Zone.BATTLEFIELD && to == Zone.GRAVEYARD && exiledInsteadOfDying(o)) {
            to = Zone.EXILE;
            ledger.note(o.getId() + " would die: a replacement effect exiles it instead (614.1a)");
        }
        String host = o.getAttachedTo() == null ? null : o.getAttachedTo().getId();
        stack.leave(o);
        detach(o);
        String owner = o.getOwner();
        GameObject now = new GameObject(o.getId(), nextSerial(), o.getDef(), o.isToken(), o.getCopyOf(),
                o.isSpellCopy(), owner, to == Zone.BATTLEFIELD || to == Zone.STACK ? controller : owner, to,
                clock.tick());
        now.setTapped(tapped);
        now.controlledSince(now.getBaseController(), state.getTurn());  // a new object (400.7): control begins now
        facts.delete(o);
        facts.delete(o.getCharacteristics());
        put(now);
        facts.insert(now);
        changes.event(new ZoneChange(o, now, from, to, cause, o.getController()));
        ledger.did(new LogLine.Move(null, o.getId(), to, from, cause, ledger.by()), host);
        if (from == Zone.EXILE && isEncoded(o)) {
            changes.changed();
        } else if (from == Zone.BATTLEFIELD || to == Zone.BATTLEFIELD
                || (from == Zone.GRAVEYARD || to == Zone.GRAVEYARD) && graveyardsCount()) {
            // the permanent that entered has its first pass; one leaving ends the effects of its static abilities,
            // which marks what they applied to; a filter's or a count's effect rebuilds everything (Rebuilds)
            changes.changed(now);
        }
        return now;
    }

    /** Whether a replacement effect the rules derived exiles this permanent if it would die (614.1a, 700.4). */
    private boolean exiledInsteadOfDying(GameObject permanent) {
        for (ExileInsteadOfDying e : facts.all(ExileInsteadOfDying.class)) {
            if (e.getPermanent() == permanent) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the card is encoded on a creature: leaving exile ends that (702.99c), and the cipher trigger it granted
     * with it. Any other card leaves exile without changing a characteristic (a cipher copy cast from there, say).
     */
    private boolean isEncoded(GameObject card) {
        for (Encoding e : facts.all(Encoding.class)) {
            if (e.getCard() == card) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a characteristic-defining ability is at work now (Tarmogoyf counts the card types in all graveyards,
     * 613.4a): only then does a card entering or leaving a graveyard change a characteristic. Without one, a spell
     * going to its owner's graveyard starts no layer pass (most of the passes a long game had, issue 14).
     */
    private boolean graveyardsCount() {
        return changes.rebuilds().definesByGraveyards();
    }

    /**
     * A hidden card takes its identity (the mtglog/1 {@code reveal} line): the same object in the same zone, now with
     * its characteristics. Not a zone change, so no new object (400.7) and no event; graveyards and exile feed
     * characteristics (Tarmogoyf, 613.4a), so a reveal there is a change for the layers.
     */
    GameObject reveal(GameObject o, CardDef def) {
        GameObject now = new GameObject(o.getId(), o.getSerial(), def, o.isToken(), o.getCopyOf(), o.isSpellCopy(),
                o.getOwner(), o.getBaseController(), o.getZone(), o.getTimestamp());
        facts.delete(o);
        facts.delete(o.getCharacteristics());
        remove(o);
        put(now);
        facts.insert(now);
        changes.changedIf(o.getZone() == Zone.GRAVEYARD || o.getZone() == Zone.EXILE);
        return now;
    }

    /**
     * A card an anonymous draw put into a hand turns out to be a card the log declared in that library (rules/audit/
     * hidden.drl decided so): it was that card all along, so the drawn object takes its identity — the declared card,
     * in the hand, with the drawn card's place and timestamp — and the made-up one names nothing any more. Not a zone
     * change (no new object, no event), as a hidden card's reveal is not; nothing in a hand or library feeds a
     * characteristic, so no layer pass.
     */
    GameObject identify(GameObject drawn, GameObject card) {
        GameObject now = new GameObject(card.getId(), drawn.getSerial(), card.getDef(), card.isToken(),
                card.getCopyOf(), card.isSpellCopy(), card.getOwner(), card.getOwner(), drawn.getZone(),
                drawn.getTimestamp());
        now.controlledSince(now.getBaseController(), state.getTurn());
        forget(drawn);
        forget(card);
        put(now);
        facts.insert(now);
        return now;
    }

    /**
     * The made-up card of an anonymous draw was a card that has gone on from the library since (the log cast it): the
     * same card, so the made-up one names nothing any more. Not a zone change of its own: no event, no ledger line.
     */
    void forget(GameObject o) {
        facts.delete(o);
        facts.delete(o.getCharacteristics());
        remove(o);
    }

    /**
     * The layers gave a permanent another controller (CR 613.1b): that player's continuous control of it begins in
     * this turn (302.6). Nothing any characteristic depends on changed: no layer pass.
     */
    void controlBegins(GameObject o) {
        o.controlledSince(o.getController(), state.getTurn());
        facts.update(o);
    }

    void cease(GameObject o) {
        stack.leave(o);
        detach(o);
        facts.delete(o);
        facts.delete(o.getCharacteristics());
        remove(o);
        ledger.did(new LogLine.Cease(null, o.getId(), ledger.by()));
        changes.changedIf(o.getZone() == Zone.BATTLEFIELD);
    }

    void attach(GameObject aura, GameObject host) {
        GameObject before = aura.getAttachedTo();
        detach(aura);
        aura.setAttachedTo(host);
        aura.setTimestamp(clock.tick());
        host.setAuras(host.getAuras() + 1);
        facts.update(aura);
        facts.update(host, GameObject.ENCHANTED);
        changes.event(GameEvent.attached(aura, host));
        // the Aura (a new timestamp) and the permanents it leaves and joins: the effects of its static abilities move
        // with it (they end and begin, which marks their permanents too), and "enchanted" is each host's own value.
        // Not the whole battlefield: N Auras put onto N permanents were N passes over all of them (issue 14)
        changes.changed(aura, host, before);
    }

    /** An attachment made by an effect (CR 701.3), an outcome of its own; the SBA 704.5m removes it if illegal. */
    void attachByEffect(GameObject aura, GameObject host) {
        attach(aura, host);
        ledger.did(new LogLine.Attach(null, aura.getId(), host.getId(), ledger.by()));
    }

    /** An Aura created attached to its host (CR 303.4f): no attach event, no new timestamp. */
    void attachAsItEnters(GameObject aura, GameObject host) {
        aura.setAttachedTo(host);
        host.setAuras(host.getAuras() + 1);
        facts.update(host, GameObject.ENCHANTED);
    }

    private void detach(GameObject o) {
        GameObject host = o.getAttachedTo();
        if (host != null) {
            host.setAuras(Math.max(0, host.getAuras() - 1));
            o.setAttachedTo(null);
            facts.update(host, GameObject.ENCHANTED);
        }
    }

    void tap(GameObject o, boolean tapped) {
        if (o.isTapped() == tapped) {
            return;
        }
        o.setTapped(tapped);
        facts.update(o, "tapped");  // only the patterns that constrain it (no getter derives from it)
        ledger.did(new LogLine.Tap(null, o.getId(), tapped, ledger.by()));
    }

    void addCounters(GameObject o, String kind, int delta) {
        o.addCounters(kind, delta);
        facts.update(o);
        ledger.did(new LogLine.Counters(null, o.getId(), kind, delta, ledger.by()));
        if (o.getZone() == Zone.BATTLEFIELD) {
            // only its own values change (613.4c): the pass rebuilds it and what depends on it, not the battlefield
            // (N counters on N creatures cost N² passes over it, issue 14)
            changes.changed(o);
        }
    }

    void markDamage(GameObject o, int amount) {
        o.setDamage(o.getDamage() + amount);
        facts.update(o, "damage");
        // damage is not a characteristic: no layer pass
    }

    void removeDamage(GameObject o) {
        o.setDamage(0);
        facts.update(o, "damage");
    }

    /** It strikes in the first combat damage step (510.4): combat status, no characteristic. */
    void firstStriker(GameObject o) {
        o.setFirstStriker(true);
        facts.update(o, GameObject.COMBAT_STATUS);
    }

    /** Combat status is not a characteristic: no layer pass. */
    void removeFromCombat(GameObject o) {
        o.removeFromCombat();
        facts.update(o, GameObject.COMBAT_STATUS);
    }

    void phase(GameObject o, boolean out) {
        List<GameObject> phased = new ArrayList<>(List.of(o));
        for (GameObject a : inZone(Zone.BATTLEFIELD)) {
            // what is attached to it phases out with it, indirectly, and in with it (702.26g); an Aura that phased out
            // on its own before stays out until its own untap step (702.26a)
            if (a.getAttachedTo() == o && (out ? !a.isPhasedOut() : a.isPhasedOutIndirectly())) {
                phased.add(a);
            }
        }
        for (GameObject p : phased) {
            // an Aura that phases out with its host phases in with it (702.26g), whoever controlled it
            p.setPhasedOutUnder(out ? o.getController() : null);
            p.setPhasedOutIndirectly(out && p != o);
            facts.update(p);
            if (out) {
                changes.event(GameEvent.phasedOut(p));
            }
        }
        ledger.did(new LogLine.Phase(null, o.getId(), out, ledger.by()));
        // the objects that phased and what their effects apply to are rebuilt (702.26b: a phased-out permanent is
        // treated as though it doesn't exist), not the whole battlefield (N phasings cost N² passes, issue 14)
        changes.changed(phased.toArray(GameObject[]::new));
    }

    void encode(GameObject card, GameObject creature) {
        facts.insert(new Encoding(card, creature));
        ledger.did(new LogLine.Encode(null, card.getId(), creature.getId(), ledger.by()));
        changes.changed(creature);
    }

    /**
     * An object leaves the game with a player who left it (CR 800.4a): it goes to no zone, so nothing sees it move
     * (no zone-change event, no graveyard). A token or a copy leaving is recorded as a {@code cease} line, which a
     * recorded log may show (mtglog has no line for a card leaving the game).
     */
    void leaveTheGame(GameObject o, String why) {
        stack.leave(o);
        detach(o);
        facts.delete(o);
        facts.delete(o.getCharacteristics());
        remove(o);
        leftTheGame.put(o.getId(), why);
        if (o.isToken() || o.getCopyOf() != null) {
            ledger.did(new LogLine.Cease(null, o.getId(), ledger.by()));
        }
        changes.changedIf(o.getZone() == Zone.BATTLEFIELD || o.getZone() == Zone.EXILE);
    }

    /** Why an id no longer names an object because it left the game (CR 800.4a), or null. */
    String leftTheGame(String id) {
        return leftTheGame.get(id);
    }
}
