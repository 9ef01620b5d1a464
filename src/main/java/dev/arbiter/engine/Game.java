package dev.arbiter.engine;

import dev.arbiter.Severity;
import dev.arbiter.cards.Catalogue;
import dev.arbiter.cards.TargetSpec;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.Cause;
import dev.arbiter.model.Characteristics;
import dev.arbiter.model.CleanupDiscard;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.CounterRequest;
import dev.arbiter.model.DiscardToHandSize;
import dev.arbiter.model.Diverged;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.GameState;
import dev.arbiter.model.OutOfStep;
import dev.arbiter.model.PendingTrigger;
import dev.arbiter.model.Player;
import dev.arbiter.model.Resolution;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Target;
import dev.arbiter.model.TokenRequest;
import dev.arbiter.model.UnidentifiedDraw;
import dev.arbiter.model.UnidentifiedPitch;
import dev.arbiter.model.Zone;

import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The game-action API: the only way rule consequences change the game (the global {@code game} in every DRL
 * file). Each change is one step of the trace and, where the log format has a line for it, one outcome that
 * {@code derive} writes and a recorded log is checked against. Decisions are the rules'; this class only
 * carries them out, through its parts: {@link Board} (objects and zones), {@link Tokens} (tokens and counters),
 * {@link Players} (life and cards), {@link Triggers} and {@link StackZone} (the stack), {@link Layers} (effects),
 * {@link StateBased} (state-based actions and ties), {@link Ledger} (outcomes, findings, notes) and
 * {@link Changes} (what must be recomputed before the next rule fires).
 */
public final class Game {
    private final Catalogue catalogue;
    private final GameState state;
    private final Ledger ledger;
    private final Clock clock = new Clock();
    private final Changes changes;
    private final StackZone stack;
    private final Board board;
    private final Players players;
    private final Tokens tokens;
    private final Triggers triggers;
    private final Layers layers;
    private final LogAnswers answers = new LogAnswers();
    private final StateBased stateBased;
    private final Departures departures;
    private Refs refs;
    private final Facts facts;
    /** The hosts of the moves the audit is looking at (see {@link #attachedWhenItLeft}). */
    private Map<LogLine.Outcome, String> leftAttached = Map.of();

    Game(Facts facts, Catalogue catalogue, LogLine.Game header) {
        this.catalogue = catalogue;
        this.facts = facts;
        this.state = new GameState(header.players().size());
        state.setRecorded(header.recorded());
        this.ledger = new Ledger(state);
        this.changes = new Changes(facts, clock);
        this.stack = new StackZone(facts);
        this.board = new Board(facts, clock, changes, ledger, stack, state);
        this.players = new Players(facts, state, ledger, board, header.players(), header.life());
        this.tokens = new Tokens(facts, catalogue, clock, changes, ledger, board);
        this.triggers = new Triggers(facts, clock, changes, ledger, board, players, stack);
        this.layers = new Layers(facts, changes, ledger, board);
        this.stateBased = new StateBased(facts, state, changes, ledger, board, players, answers);
        this.departures = new Departures(facts, state, ledger, board, stack, layers, triggers);
        for (Player p : players.all()) {
            facts.insert(p);
        }
        facts.insert(state);
        facts.insert(changes.layerPass());
    }

    // ---------------------------------------------------------------- the parts, for the engine's Java code

    Ledger ledger() {
        return ledger;
    }

    Clock clock() {
        return clock;
    }

    Changes changes() {
        return changes;
    }

    Board board() {
        return board;
    }

    StackZone stackZone() {
        return stack;
    }

    Players playerList() {
        return players;
    }

    Triggers triggers() {
        return triggers;
    }

    LogAnswers answers() {
        return answers;
    }

    StateBased stateBased() {
        return stateBased;
    }

    void casting(Casting casting, Refs refs) {
        this.refs = refs;
        triggers.casting(casting);
        stateBased.refs(refs);
    }

    // ---------------------------------------------------------------- queries

    public GameState state() {
        return state;
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    /** Whether an object is described by an inline definition rather than by the card catalogue (mtglog §4). */
    public boolean outsideCatalogue(GameObject o) {
        return catalogue.card(o.getName()) != o.getDef() && catalogue.token(o.getName()) != o.getDef();
    }

    public Player player(String id) {
        return players.player(id);
    }

    /** Players in APNAP order from the active player (CR 101.4). */
    public List<String> apnap() {
        return players.apnap();
    }

    public List<String> opponents(String player) {
        return players.opponents(player);
    }

    /** The object now known by this log id (its current incarnation), or null. */
    public GameObject object(String id) {
        return board.object(id);
    }

    /**
     * For a move of a permanent the rules made off the battlefield in the step being audited: the id of what it was
     * attached to as it left (last known information, which the outcome line has no field for), or null.
     */
    public String attachedWhenItLeft(LogLine.Outcome move) {
        return leftAttached.get(move);
    }

    /** The hosts of the step's audited moves, by outcome (see {@link #attachedWhenItLeft}); set by the audit. */
    void leftAttached(Map<LogLine.Outcome, String> hosts) {
        leftAttached = hosts;
    }

    /**
     * Whether a player chose to keep this object out of several that tied (a choose line, or a resolve line's keep):
     * the audit tells a log that put away the chosen Role from one that put away the newest (704.5y).
     */
    public boolean chosenToKeep(GameObject o) {
        return answers.isChosenToKeep(o);
    }

    /** Whether the id ever named an object in this game (it may have ceased to exist since). */
    public boolean seen(String id) {
        return board.seen(id);
    }

    public Collection<GameObject> objects() {
        return board.objects();
    }

    /** The objects in a zone, oldest first; a player's (controller on battlefield and stack, else owner), or all. */
    public List<GameObject> in(Zone zone, String player) {
        return board.in(zone, player);
    }

    /** The permanents on the battlefield now (not phased out), oldest first: for {@code from} in trigger rules. */
    public List<GameObject> battlefield() {
        return board.battlefield();
    }

    /** The permanents on the battlefield now (not phased out) with an ability, oldest first: for {@code from}. */
    public List<GameObject> battlefieldWith(String ability) {
        return board.battlefieldWith(ability);
    }

    /**
     * The object as it is now, if it is still the one its id names (it hasn't changed zones since, 400.7), else
     * nothing: for {@code from}, so that a rule reads the object a fact names without matching every object in working
     * memory. A rule reads it again when the fact changes (Facts updates a target when its object changes zones or is
     * updated whole).
     */
    public List<GameObject> current(GameObject o) {
        return o != null && board.isCurrent(o) ? List.of(o) : List.of();
    }

    /** Whether this is still the object its id names (it hasn't changed zones since). */
    public boolean isCurrent(GameObject o) {
        return board.isCurrent(o);
    }

    /** The stack, top first. */
    public List<StackItem> stack() {
        return stack.items();
    }

    /** The object resolving now, or null. */
    public Resolution resolution() {
        return ledger.resolution();
    }

    // ---------------------------------------------------------------- objects and zones (Board)

    /** Moves an object (CR 400.7: the result is a new object under the same id). Returns the new object. */
    public GameObject move(GameObject o, Zone to, Cause cause) {
        String controller = to == Zone.BATTLEFIELD || to == Zone.STACK ? o.getController() : o.getOwner();
        return board.moveTo(o, to, cause, controller, false);
    }

    public GameObject moveTo(GameObject o, Zone to, Cause cause, String controller, boolean tapped) {
        return board.moveTo(o, to, cause, controller, tapped);
    }

    /** Destroy (CR 701.8): to its owner's graveyard. */
    public GameObject destroy(GameObject o) {
        if (o.getZone() != Zone.BATTLEFIELD) {
            note(o.getId() + " is not a permanent: it can't be destroyed (701.7a, 101.3)");
            return o;
        }
        return board.moveTo(o, Zone.GRAVEYARD, Cause.EFFECT, o.getOwner(), false);
    }

    /** The layers gave a permanent another controller: its new controller's control begins now (CR 302.6). */
    public void controlBegins(GameObject o) {
        board.controlBegins(o);
    }

    public void tap(GameObject o, boolean tapped) {
        board.tap(o, tapped);
    }

    /** A creature in combat had first strike or double strike as the first combat damage step began (CR 510.4). */
    public void firstStriker(GameObject o) {
        board.firstStriker(o);
    }

    /** A creature is removed from combat (CR 506.4, 511.3): no longer attacking, blocking or blocked. */
    public void removeFromCombat(GameObject o) {
        board.removeFromCombat(o);
    }

    /** Damage marked on a permanent wears off (CR 514.2). */
    public void removeDamage(GameObject o) {
        board.removeDamage(o);
    }

    public void markDamage(GameObject o, int amount) {
        board.markDamage(o, amount);
    }

    public void phase(GameObject o, boolean out) {
        board.phase(o, out);
    }

    /** A card in exile becomes encoded on a creature (CR 702.99a); whether it stays so is derived (702.99c). */
    public void encode(GameObject card, GameObject creature) {
        board.encode(card, creature);
    }

    /** An Aura becomes attached to a permanent by an effect (CR 701.3a), as the rules allowed. */
    public void attach(GameObject aura, GameObject host) {
        board.attachByEffect(aura, host);
    }

    /** Updates a fact the rules changed in place (combat status, …): not a characteristic, no layer pass. */
    public void update(Object fact) {
        changes.updated(fact);
    }

    // ---------------------------------------------------------------- tokens and counters (Tokens)

    /** An instruction to create tokens; the rules in rules/tokens/ judge it before anything exists (303.4i, 614). */
    public void requestTokens(TokenRequest r) {
        tokens.request(r);
    }

    /** "Create a [Role] token attached to [creature]" for the object resolving now. */
    public void createRole(String role, String controller, GameObject host) {
        tokens.request(role, controller, host, true, 1);
    }

    /** "Create N [token]s" under a player's control, for the object resolving now. */
    public void createTokens(String token, String controller, int count) {
        tokens.request(token, controller, null, false, count);
    }

    /** Creates the tokens of an approved request at one moment (CR 613.7m), under their creator's control (111.2). */
    public List<GameObject> create(TokenRequest r) {
        return tokens.create(r);
    }

    /** An instruction to create tokens is refused by a rule (303.4i): nothing is created, nothing triggers. */
    public void refuseTokens(TokenRequest r, String cr, String reason) {
        tokens.refuse(r, cr, reason);
    }

    /**
     * An effect's instruction to put counters on a permanent: replacement effects (Doubling Season) may change it
     * before the rule "122.6 ..." in rules/tokens/ puts them (CR 614.1a).
     */
    public void putCounters(GameObject o, String kind, int n) {
        tokens.putCounters(o, kind, n);
    }

    /** Carries out an approved instruction to put counters, on the object if it is still there. */
    public void placeCounters(CounterRequest r) {
        tokens.place(r);
    }

    // ---------------------------------------------------------------- players (Players)

    public void loseLife(String player, int amount) {
        players.changeLife(player, -amount);
    }

    public void gainLife(String player, int amount) {
        players.changeLife(player, amount);
    }

    /** Draws cards (CR 121): known ids first, else anonymous cards named {@code <player>/<n>}. */
    public List<GameObject> draw(String player, int count) {
        return players.draw(player, count);
    }

    /** Draws cards no line names (an external draw by count): unknown cards, whatever ids other lines named. */
    List<GameObject> drawUnnamed(String player, int count) {
        return players.draw(player, count, true);
    }

    /** Mills (CR 701.13): the top cards of a library go to the graveyard; known ids first, as for draws. */
    public List<GameObject> mill(String player, int count) {
        return players.mill(player, count);
    }

    public GameObject discard(GameObject card) {
        return players.discard(card);
    }

    /** The number of cards in a player's hand (kept by the board: no walk over the hand). */
    public int handSize(String player) {
        return board.owned(Zone.HAND, player);
    }

    /**
     * 514.1: the active player discards down to their maximum hand size. Which cards is theirs to choose, never the
     * engine's: the log's discard lines of the line that began the cleanup step (in either mode) are the choice, made
     * facts the rules judge and carry out (rules/turns/cleanup.drl). Every discard line of the step is one: only the
     * active player discards then, so a line that names another player is that choice recorded under the wrong player
     * (the rules judge its card as the active player's), and a line that names no object still counts as a card the
     * log chose (its line is the finding, as for any outcome line naming one).
     */
    public void discardToHandSize(String player, int inHand, int maximum) {
        DiscardToHandSize action = new DiscardToHandSize(player, inHand, maximum);
        int index = 0;
        int unknown = 0;
        for (String[] d = answers.loggedDiscard(); d != null; d = answers.loggedDiscard()) {
            GameObject card = object(d[1]);
            if (card != null) {
                happened(new CleanupDiscard(action, d[0], card, index++));
            } else {
                unknown++;
            }
        }
        action.setUnknown(unknown);
        happened(action);
    }

    /** A card the rules refused as a cleanup discard: the finding is made, and the log's line for it is judged. */
    public void refusedDiscard(GameObject card) {
        answers.refusedDiscard(card.getId());
    }

    // ---------------------------------------------------------------- effects and layers (Layers)

    /** A continuous effect starts; one from a resolving spell or ability is recorded as an outcome. */
    public void addEffect(ContinuousEffect e) {
        layers.addEffect(e);
    }

    public void removeEffect(ContinuousEffect e) {
        layers.removeEffect(e);
    }

    /** The first step of a layer pass (CR 613.1): every permanent back to its own values. */
    public void resetCharacteristics() {
        layers.resetCharacteristics();
    }

    /** The last step of a layer pass: each permanent whose characteristics came out different is updated, once. */
    public void commitCharacteristics() {
        layers.commitCharacteristics();
    }

    /**
     * Whether a pattern of the layer pass reads the values of a permanent's characteristics as they are being worked
     * out: only the effects whose reach or values depend on them do (a filter such as "all creatures", a bonus for
     * the enchanted creatures a controller controls, a count of enchantments). While none is in play, an effect
     * applied to one permanent changes nothing another layer rule matches, so the layer rules don't tell working
     * memory about each step of a pass (the permanent is updated once, when the pass ends).
     */
    public boolean layersReadValues() {
        return changes.rebuilds().wide();
    }

    /**
     * A permanent's values before a layer rule applies an effect, to tell working memory afterwards whether they
     * changed; null while no pattern reads them ({@link #layersReadValues}), so that a pass applying N effects to
     * one permanent does not copy its values N times for nothing (N abilities granted: N² a pass, issue 14).
     */
    public Object valuesIfRead(Characteristics c) {
        return layersReadValues() ? c.values() : null;
    }

    /** Applies a layer-4 effect (CR 613.1d, 205.1b). */
    public void applyTypeChange(ContinuousEffect e, Characteristics c) {
        layers.applyTypeChange(e, c);
    }

    // ---------------------------------------------------------------- the stack and triggers (Triggers)

    /**
     * A triggered ability triggers on an event (CR 603.2); it waits for the next time a player would receive
     * priority. Abilities that need no choice go on the stack in the order of the events they triggered on (603.3b,
     * mtglog/1 §4).
     */
    public PendingTrigger trigger(Object event, String ability, GameObject source, String controller,
                                  List<TargetSpec> targets) {
        return triggers.trigger(event, ability, source, controller, targets);
    }

    /** A triggered ability triggers now, on no event the game saw (one a recorded log shows trigger, admitted). */
    public PendingTrigger trigger(String ability, GameObject source, String controller, List<TargetSpec> targets) {
        return triggers.trigger(null, ability, source, controller, targets);
    }

    /** A triggered ability with targets (they come from the card) triggers on an event (see {@link #trigger}). */
    public PendingTrigger triggerTargeted(Object event, String ability, GameObject source, String controller) {
        return triggers.trigger(event, ability, source, controller, source.getDef().triggerTargets(ability));
    }

    /** A triggered ability with targets triggers now, on no event (a reflexive one: "when you do"). */
    public PendingTrigger triggerTargeted(String ability, GameObject source, String controller) {
        return triggerTargeted(null, ability, source, controller);
    }

    /**
     * 603.3d: the candidate standing for a waiting trigger's required target is not a legal one; the next candidate
     * takes its place, or none when every one has been tried at this priority point (engine/Triggers).
     */
    public void nextCandidate(Target illegal) {
        triggers.nextCandidate(illegal);
    }

    /** 603.3d: a triggered ability that needs a target and has no legal one is removed as it would be put there. */
    public void removeForLackOfTargets(PendingTrigger t) {
        triggers.removeForLackOfTargets(t);
    }

    /** Whether an ability of this source was removed for lack of targets since the last action other than a trigger. */
    public boolean wasRemovedForLackOfTargets(String sourceId, String ability) {
        return triggers.wasRemovedForLackOfTargets(sourceId, ability);
    }

    /** Puts a triggered ability that needs no choices on the stack (derived logs, CR 603.3b). */
    public void putOnStack(PendingTrigger t) {
        triggers.putOnStack(t);
    }

    /**
     * A token only the log's game had (created on an earlier line, a reported mistake) is the one the rules make now:
     * from here on the log's id names the rules' token, and the two games agree about it again.
     */
    public void sameToken(Diverged early, String engineId) {
        refs.alias(early.getObject(), engineId);
        refs.inBothGames(early.getObject());
        facts.delete(early);
    }

    /**
     * A card an anonymous draw put into a player's hand is the library card the log shows there now (rules/audit/
     * hidden.drl judged so, CR 121.1, 400.2): the drawn object takes that card's identity in the hand, and the draw
     * is identified. Returns the card as it is in the hand.
     */
    public GameObject identifyDraw(UnidentifiedDraw u, GameObject card) {
        GameObject drawn = u.getCard();
        GameObject now = board.identify(drawn, card);
        facts.delete(u);
        ledger.note(drawn.getId() + ", drawn on line " + u.getLine() + " without the log naming it, is "
                + card.getId());
        return now;
    }

    /**
     * A card an anonymous draw put into a player's hand is the library card the log has just cast (rules/audit/
     * hidden.drl judged so, CR 121.1, 601.3): the spell was cast from the hand, and the made-up card, which was it,
     * names nothing any more. The announced cast is judged again.
     */
    public void drawnCardCast(UnidentifiedDraw u, StackItem item) {
        GameObject drawn = u.getCard();
        board.forget(drawn);
        item.setCastFrom(Zone.HAND);
        facts.delete(u);
        ledger.note(drawn.getId() + ", drawn on line " + u.getLine() + " without the log naming it, is "
                + item.getSpell().getId() + ", cast from the hand");
    }

    /**
     * The card a log moved out of the caster's hand as the spell was cast is the one exiled for its alternative cost
     * (rules/audit/hidden.drl judged so, CR 601.2h, 118.9): the rules' game exiles it now, as the cost's payment.
     */
    public void identifyPitch(UnidentifiedPitch u, GameObject card) {
        facts.delete(u);
        board.moveTo(card, Zone.EXILE, Cause.COST, card.getOwner(), false);
        ledger.note(card.getId() + " is the card exiled to pay " + u.getItem().getSpell().getId()
                + "'s alternative cost");
    }

    /**
     * The log's line records a change the rules made a step before (the rules in rules/audit/records.drl judged them
     * the same): a token it creates is the rules' token, which the log's id names from here on.
     */
    public void recordedLate(OutOfStep s) {
        if (s.getOther() instanceof LogLine.CreateToken done
                && s.getDiscrepancy().getOutcome() instanceof LogLine.CreateToken logged) {
            refs.alias(logged.id(), done.id());
        }
    }

    /** Whether the log's next line is a trigger line that puts this waiting ability on the stack. */
    public boolean nextTriggerLineNames(PendingTrigger t) {
        return triggers.nextLineNames(t);
    }

    /** Drops a triggered ability that has not gone on the stack yet, saying why in the trace. */
    public void dropTrigger(PendingTrigger t, String why) {
        triggers.drop(t, why);
    }

    /**
     * A trigger line for an ability of an object only the log's game has (it follows from a mistake already reported):
     * the ability is on the log's stack alone, and the log's resolve line for it is taken with nothing to do.
     */
    public void stackInTheLogsGameOnly(String sourceId, String why) {
        triggers.logOnly(sourceId);
        ledger.note("on the stack of the log's game only: an ability of " + sourceId + " — " + why);
    }

    /**
     * Counters a spell or ability (CR 701.5a): it leaves the stack without resolving; a spell goes to its owner's
     * graveyard (or where a replacement sends it), a copy of a spell ceases to exist (707.10a).
     */
    public void counter(StackItem item) {
        triggers.counter(item);
    }

    /** A fact about the current log line only (a judged decision, say): deleted with the line's events. */
    public void happened(Object fact) {
        changes.happened(fact);
    }

    // ---------------------------------------------------------------- state-based actions and ties (StateBased)

    /** Performs the state-based actions found in one check, all at once (CR 704.3). */
    public void performStateBasedActions(List<?> found) {
        stateBased.perform(found);
    }

    /** Roles that arrived together: their controller chooses one to keep (704.5y, 613.7m), never the engine. */
    public void askToKeep(String player, GameObject host, List<?> tiedRoles) {
        stateBased.askToChoose("keep", player, host, tiedRoles);
    }

    /** The legend rule (704.5j): a player with two or more legendary permanents of one name chooses one to keep. */
    public void askLegend(String player, List<?> legends) {
        stateBased.askToChoose("legend", player, null, legends);
    }

    // ---------------------------------------------------------------- leaving the game (Departures)

    /** A player who lost leaves the game (CR 104.5); what leaves with them is decided by rules/game/leaving.drl. */
    public void leaveGame(Player p) {
        departures.leave(p);
    }

    /** An object owned by a player who left leaves the game too (CR 800.4a): no zone, no graveyard, no trigger. */
    public void leaveTheGame(GameObject o) {
        departures.objectLeaves(o);
    }

    /** An effect giving a player who left control of an object ends (CR 800.4a). */
    public void endControl(ContinuousEffect e) {
        departures.controlEnds(e);
    }

    /** A spell copy or ability on the stack controlled by a player who left ceases to exist (CR 800.4a). */
    public void ceaseOnStack(StackItem item) {
        departures.ceasesOnStack(item);
    }

    /** An object a player who left still controls is exiled (CR 800.4a). */
    public void exileLeftBehind(GameObject o) {
        departures.exile(o);
    }

    /** A triggered ability a player who left would control is not put on the stack (CR 800.4d). */
    public void neverStacked(PendingTrigger t) {
        departures.neverStacked(t);
    }

    /** The game ends (CR 104.1): one player won (104.2a) or it is a draw (104.4a); {@code result} says which. */
    public void endGame(String result) {
        departures.end(result);
    }

    /** Why an id no longer names an object because it left the game with a player (CR 800.4a), or null. */
    public String leftTheGame(String id) {
        return board.leftTheGame(id);
    }

    // ---------------------------------------------------------------- what the log says (LogAnswers)

    /**
     * Whether the recorded step's own lines move this object off the stack, to wherever they send it (its account of
     * a decision: a countered spell goes to its owner's graveyard, or where a replacement effect sends it, 614.1a).
     */
    public boolean logMovesOffStack(String id) {
        return state.isRecorded() && answers.movesOffStack(id);
    }

    /**
     * In a recorded log, the creature the step's own {@code encode} line names for a card, or null: the record of
     * a decision the resolve line did not spell out in {@code choices} (mtglog §3, §6).
     */
    public GameObject recordedEncode(String cardId) {
        String on = answers.recordedEncode(cardId);
        return on == null ? null : board.object(on);
    }

    /**
     * In a recorded log, the Role the step's own create_token line names, or null: the record of a "Role of your
     * choice" decision the resolve line did not spell out in {@code choices} (mtglog §3, §6).
     */
    public String recordedRole() {
        return answers.recordedRole();
    }

    /**
     * An effect beyond what the engine models (a text change, CR 612): the log's outcome lines by this object are
     * applied as effects from outside the game (mtglog §3) rather than checked.
     */
    public void outcomesFromLog(String id) {
        answers.outcomesFromLog(id);
    }

    /**
     * A recorded log's id for a token the engine made under another id (its create_token line differs from the
     * engine's in a way an audit rule reported): later lines may name it by the log's id.
     */
    public void knownAs(String logId, String engineId) {
        refs.alias(logId, engineId);
    }

    // ---------------------------------------------------------------- findings and the trace (Ledger)

    /** A line in the explain trace that is not a rule firing. */
    public void note(String text) {
        ledger.note(text);
    }

    /** Reports a finding at the current line. */
    public void finding(String rule, List<String> related, String message, String expected, String observed,
                        List<String> objects) {
        ledger.finding(ledger.line(), rule, related, Severity.ERROR, message, expected, observed, objects);
    }

    /** The log's own id for an object the engine made, where the log gave it one (a created token); else the id. */
    public String logName(String engineId) {
        return refs.logName(engineId);
    }

    /**
     * Reports a finding at the current line once for a key (a rule and the object it is about), however often the
     * rule fires at this line: a rule that matches each part of one event (each share of a creature's combat damage).
     */
    public void findingOnce(String key, String rule, List<String> related, String message, String expected,
                            String observed, List<String> objects) {
        if (ledger.firstTime(ledger.line() + " " + key)) {
            finding(rule, related, message, expected, observed, objects);
        }
    }

    /** Reports a finding at a given line (the audit rules report at the line of the outcome they explain). */
    public void findingAt(int at, String rule, List<String> related, String message, String expected, String observed,
                          List<String> objects) {
        ledger.finding(at, rule, related, Severity.ERROR, message, expected, observed, objects);
    }

    /** Reports information at the current line: a fact of the game worth telling (a player lost, the game ended). */
    public void info(String rule, List<String> related, String message, List<String> objects) {
        ledger.finding(ledger.line(), rule, related, Severity.INFO, message, "", "", objects);
    }

    public void warning(String rule, String message, List<String> objects) {
        ledger.finding(ledger.line(), rule, List.of(), Severity.WARNING, message, "", "", objects);
    }

    /** Reports a warning at a given line (the cast whose step the audit has just read). */
    public void warningAt(int at, String rule, String message, List<String> objects) {
        ledger.finding(at, rule, List.of(), Severity.WARNING, message, "", "", objects);
    }

    /** A warning given once per log for a key, however often the rule that gives it fires (a static ability's). */
    public void warningOnce(String key, String rule, String message, List<String> objects) {
        if (ledger.firstTime(key)) {
            warning(rule, message, objects);
        }
    }

    /** Events (and the resolved item) live until the end of the log line that caused them. */
    void clearEvents() {
        changes.clearEvents();
        ledger.resolved(null);
    }

    /** The current log line. */
    int line() {
        return ledger.line();
    }

    void line(int line) {
        ledger.line(line);
    }
}
