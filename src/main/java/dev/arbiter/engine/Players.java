package dev.arbiter.engine;

import dev.arbiter.log.LogError;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.Cause;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.GameState;
import dev.arbiter.model.Player;
import dev.arbiter.model.Zone;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The players, their life, and their cards moving between library, hand and graveyard (draw, mill, discard). None
 * of these is a characteristic of a permanent, so none needs a layer pass.
 */
final class Players {
    private static final Deque<String> EMPTY = new ArrayDeque<>(0);

    private final Facts facts;
    private final GameState state;
    private final Ledger ledger;
    private final Map<String, Player> players = new LinkedHashMap<>();
    /**
     * Card ids the log names for the draws of the line being played, by the player whose draw takes them; under null,
     * ids of cards the log has not introduced, whose owner only the draw tells.
     */
    private final Map<String, Deque<String>> drawIds = new HashMap<>();
    private final Map<String, Integer> byCount = new HashMap<>();
    /** Ids of the cards draws made up because no line named them (the rules' draws no log line gave an identity). */
    private final java.util.Set<String> madeUp = new java.util.HashSet<>();
    private final Board board;

    /** The players in seat order; the game puts them into working memory. */
    Players(Facts facts, GameState state, Ledger ledger, Board board, List<String> ids, int life) {
        this.facts = facts;
        this.state = state;
        this.ledger = ledger;
        this.board = board;
        int seat = 0;
        for (String id : ids) {
            players.put(id, new Player(id, seat++, life));
        }
    }

    Player player(String id) {
        return players.get(id);
    }

    Collection<Player> all() {
        return players.values();
    }

    /**
     * Players still in the game in APNAP order from the active player (CR 101.4); one who left is skipped (104.5,
     * 800.4), even when the turn is theirs.
     */
    List<String> apnap() {
        List<String> order = new ArrayList<>(players.keySet());
        int a = state.getActive() == null ? 0 : order.indexOf(state.getActive());
        List<String> out = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            String p = order.get((a + i) % order.size());
            if (players.get(p).isInGame()) {
                out.add(p);
            }
        }
        return out;
    }

    /** The player's opponents still in the game (CR 102.2; one who left is no one's opponent, 800.4). */
    List<String> opponents(String player) {
        List<String> out = new ArrayList<>();
        for (Player p : players.values()) {
            if (p.isInGame() && !p.getId().equals(player)) {
                out.add(p.getId());
            }
        }
        return out;
    }

    void changeLife(String player, int delta) {
        if (delta == 0) {
            return;
        }
        Player p = players.get(player);
        int life;
        try {
            life = Math.addExact(p.getLife(), delta);
        } catch (ArithmeticException e) {
            // a life total has no bound in the rules, but this one is past what the log's numbers can say (a log
            // reads whole numbers up to 2^31 - 1): refused rather than wrapped round to a loss
            throw new LogError(ledger.line(), 0, player + "'s life total would be out of range: " + p.getLife()
                    + (delta > 0 ? " + " + delta : " - " + -(long) delta));
        }
        p.setLife(life);
        facts.update(p, "life");
        ledger.did(new LogLine.Life(null, player, delta, ledger.by()));
    }

    /**
     * Card ids a log names for the next draws of this line (libraries are hidden unless declared). Those the line's
     * draws don't take are forgotten with the line: the log's line is then a change no draw made, a finding of its
     * step, not a card handed to a later draw.
     */
    void drawIds(String player, List<String> ids) {
        drawIds.computeIfAbsent(player, k -> new ArrayDeque<>()).addAll(ids);
    }

    /** The ids of an external draw, which it draws before any other the line named for that player. */
    void drawIdsFirst(String player, List<String> ids) {
        Deque<String> next = drawIds.computeIfAbsent(player, k -> new ArrayDeque<>());
        for (int i = ids.size() - 1; i >= 0; i--) {
            next.addFirst(ids.get(i));
        }
    }

    /**
     * A player's draws the line records by count alone (a {@code draw} line without {@code cards}): unknown cards,
     * which take no id of a card whose owner the line doesn't say.
     */
    void drawsByCount(String player, int count) {
        byCount.merge(player, count, Integer::sum);
    }

    /** Forgets the ids the last line named that no draw took. */
    void forgetDrawIds() {
        drawIds.clear();
        byCount.clear();
    }

    /** Draws cards (CR 121): known ids first, else anonymous cards named {@code <player>/<n>}. */
    List<GameObject> draw(String player, int count) {
        return draw(player, count, false);
    }

    /**
     * Draws cards; {@code unnamed}: cards no line names (an external draw by count), which take none of the ids the
     * step's other draw lines named for the rules' draws.
     */
    List<GameObject> draw(String player, int count, boolean unnamed) {
        List<GameObject> drawn = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            GameObject card = unnamed ? unknownCard(player) : nextDraw(player);
            drawn.add(board.moveTo(card, Zone.HAND, Cause.DRAW, player, false));
            ledger.undo();
        }
        if (count == 0) {
            return drawn;  // drawing no card is no draw (121.2: each card is drawn on its own): nothing to record
        }
        ledger.did(new LogLine.Draw(null, player, drawn.stream().map(GameObject::getId).toList(), count,
                ledger.by()));
        return drawn;
    }

    private GameObject nextDraw(String player) {
        String id = drawIds.getOrDefault(player, EMPTY).pollFirst();
        if (id == null && byCount.getOrDefault(player, 0) > 0) {
            byCount.merge(player, -1, Integer::sum);
        } else if (id == null) {
            id = drawIds.getOrDefault(null, EMPTY).pollFirst();
        }
        if (id != null) {
            GameObject known = board.object(id);
            if (known != null) {
                if (known.getZone() != Zone.LIBRARY || !known.getOwner().equals(player)) {
                    throw new LogError(ledger.line(), 0, "card " + id + " is drawn by " + player + " but is in "
                            + known.getZone().logName() + " of " + known.getOwner());
                }
                return known;
            }
            return board.introduce(id, UnknownCard.DEF, false, null, false, player, player, Zone.LIBRARY);
        }
        return unknownCard(player);
    }

    /** An unknown card on top of the player's library, named {@code <player>/<n>} (400.2: libraries are hidden). */
    private GameObject unknownCard(String player) {
        Player p = players.get(player);
        String anonymous;
        do { // a log derived by arbiter names the rules' draws <player>/<n>: an external draw takes the next name free
            anonymous = player + "/" + p.nextAnonymous();
        } while (board.seen(anonymous));
        madeUp.add(anonymous);
        return board.introduce(anonymous, UnknownCard.DEF, false, null, false, player, player, Zone.LIBRARY);
    }

    /** Whether a draw made this card up, no log line having named the card it drew (libraries are hidden, 400.2). */
    boolean madeUp(String id) {
        return madeUp.contains(id);
    }

    /** Mills (CR 701.13): the top cards of a library go to the graveyard; known ids first, as for draws. */
    List<GameObject> mill(String player, int count) {
        List<GameObject> milled = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            milled.add(board.moveTo(nextDraw(player), Zone.GRAVEYARD, Cause.EFFECT, player, false));
        }
        return milled;
    }

    GameObject discard(GameObject card) {
        GameObject now = board.moveTo(card, Zone.GRAVEYARD, Cause.DISCARD, card.getOwner(), false);
        ledger.undo();
        ledger.did(new LogLine.Discard(null, card.getOwner(), card.getId(), ledger.by()));
        return now;
    }
}
