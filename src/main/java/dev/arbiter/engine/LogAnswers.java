package dev.arbiter.engine;

import dev.arbiter.model.GameObject;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What the log itself says about decisions the engine does not make: a {@code keep} given in a resolve line, and in
 * a recorded log the step's own moves, created tokens and encodings (its account of the players' choices), and the
 * objects whose outcome lines are taken from the log because the engine does not model their effect.
 */
final class LogAnswers {
    private final List<String> costExiles = new ArrayList<>();
    private boolean pitchUnnamed;
    private final Set<String> outcomesFromLog = new HashSet<>();
    private final Map<String, String> recordedEncodes = new HashMap<>();
    private final Map<String, String> recordedCopies = new HashMap<>();
    private final Set<String> recordedMoves = new HashSet<>();
    private final Set<String> recordedOffStack = new HashSet<>();
    /** {id, token, host} of the step's recorded create_token lines, in log order. */
    private final List<String[]> recordedCreates = new ArrayList<>();
    /**
     * The step's logged discards as {player, card}, in log order (a discard line, or a move with cause discard): in a
     * recorded log the account of a resolution's discards; in either mode the cards chosen in the cleanup step (514.1).
     */
    private final List<String[]> loggedDiscards = new ArrayList<>();
    /** The cards of the step's logged discards the rules refused as a player's choice (a finding already made). */
    private final List<String> refusedDiscards = new ArrayList<>();
    private String presetKeep;
    /** The objects players chose to keep out of a tie, by a choose line or a resolve line's keep (by identity). */
    private final Set<GameObject> chosenToKeep = Collections.newSetFromMap(new IdentityHashMap<>());

    void outcomesFromLog(String id) {
        outcomesFromLog.add(id);
    }

    boolean takesOutcomesFromLog(String id) {
        return outcomesFromLog.contains(id);
    }

    /** The creature id the step's own {@code encode} line names for a card, or null. */
    String recordedEncode(String cardId) {
        return recordedEncodes.get(cardId);
    }

    void recordedEncodes(Map<String, String> cardToCreature) {
        recordedEncodes.clear();
        recordedEncodes.putAll(cardToCreature);
    }

    /** The controller the step's own {@code copy} line gives a copy of a card (by the card's id), or null. */
    String recordedCopyController(String cardId) {
        return recordedCopies.get(cardId);
    }

    void recordedCopies(Map<String, String> cardToController) {
        recordedCopies.clear();
        recordedCopies.putAll(cardToController);
    }

    /** A "keep" decision given in the resolve line that caused a tie (mtglog §6); null clears it. */
    void presetKeep(String id) {
        presetKeep = id;
    }

    String presetKeep() {
        return presetKeep;
    }

    /** A player's stated answer to a tie: the object kept. */
    void choseToKeep(GameObject kept) {
        chosenToKeep.add(kept);
    }

    boolean isChosenToKeep(GameObject o) {
        return chosenToKeep.contains(o);
    }

    /** The ids a recorded step moves to a graveyard, and its create_token lines as {id, token, host}. */
    void recordedMoves(Collection<String> ids, List<String[]> creates) {
        recordedMoves.clear();
        recordedMoves.addAll(ids);
        recordedCreates.clear();
        recordedCreates.addAll(creates);
    }

    void loggedDiscards(List<String[]> playerAndCard) {
        refusedDiscards.clear();
        loggedDiscards.clear();
        loggedDiscards.addAll(playerAndCard);
    }

    /** The next card of a player's the step's own lines show discarded, taken; null when none is left. */
    String loggedDiscard(String player) {
        for (Iterator<String[]> it = loggedDiscards.iterator(); it.hasNext(); ) {
            String[] d = it.next();
            if (d[0].equals(player)) {
                it.remove();
                return d[1];
            }
        }
        return null;
    }

    /** The next discard the step's own lines show, whoever's, taken as {player, card}; null when none is left. */
    String[] loggedDiscard() {
        return loggedDiscards.isEmpty() ? null : loggedDiscards.remove(0);
    }

    /** A logged discard the rules refused as the player's choice: its line is judged, not a claim to audit again. */
    void refusedDiscard(String card) {
        refusedDiscards.add(card);
    }

    /** Takes a refused discard of this card (null for a line that discards none), if one was refused; true if so. */
    boolean takeRefusedDiscard(String card) {
        return card != null && refusedDiscards.remove(card);
    }

    /** The token name of the step's first recorded create_token line of a Role, or null. */
    String recordedRole() {
        for (String[] c : recordedCreates) {
            if (c[1] != null && c[1].endsWith(" Role")) {
                return c[1];
            }
        }
        return null;
    }

    /** The cards the step's own move lines exile to pay a cost ({@code "cause":"cost"} to exile), in log order. */
    void costExiles(List<String> ids) {
        costExiles.clear();
        costExiles.addAll(ids);
        pitchUnnamed = false;
    }

    /** A recorded cast of this step paid a cost by exiling a card its lines don't name (an UnidentifiedPitch). */
    void pitchUnnamed() {
        pitchUnnamed = true;
    }

    /** Whether a cast of this step left the card exiled for its cost unnamed: the audit runs to settle it. */
    boolean isPitchUnnamed() {
        return pitchUnnamed;
    }

    /** The card the log exiles to pay a cost of this step, or null (the engine never chooses it for the player). */
    String costExile() {
        return costExiles.isEmpty() ? null : costExiles.get(0);
    }

    /** The ids a recorded step moves off the stack (from the stack, or from an unnamed zone, to another zone). */
    void recordedOffStack(Collection<String> ids) {
        recordedOffStack.clear();
        recordedOffStack.addAll(ids);
    }

    boolean movesOffStack(String id) {
        return recordedOffStack.contains(id);
    }

    /**
     * Whether a recorded log moved this token to a graveyard in this step: by the engine's id, or by the log's own id
     * for it ({@link #logId}).
     */
    boolean moved(GameObject token, List<GameObject> tied) {
        String logId = logId(token, tied);
        return recordedMoves.contains(token.getId()) || logId != null && recordedMoves.contains(logId);
    }

    /** Whether the step's own lines move this permanent (a host of tied Roles) to a graveyard. */
    boolean movedHost(GameObject host) {
        return host != null && recordedMoves.contains(host.getId());
    }

    /**
     * Of the tied tokens, the one a recorded step's log id names — the engine's id, or the log's own id for it — or
     * null.
     */
    GameObject named(String id, List<GameObject> tied) {
        for (GameObject t : tied) {
            if (t.getId().equals(id) || id.equals(logId(t, tied))) {
                return t;
            }
        }
        return null;
    }

    /**
     * The id a recorded step's create_token line gives this token, or null, paired as the audit pairs them: a line
     * that gives the token the engine's own id for it is that token's, whatever order the log writes the lines in;
     * the other lines for the same token and host pair with the other tokens in creation order.
     */
    private String logId(GameObject token, List<GameObject> tied) {
        String host = token.getAttachedTo() == null ? null : token.getAttachedTo().getId();
        List<String> lines = new ArrayList<>();
        for (String[] c : recordedCreates) {
            if (c[1].equals(token.getName()) && Objects.equals(c[2], host)) {
                lines.add(c[0]);
            }
        }
        if (lines.contains(token.getId())) {
            return token.getId();
        }
        List<GameObject> same = new ArrayList<>();
        for (GameObject t : tied) {
            if (t.getName().equals(token.getName()) && !lines.contains(t.getId())) {
                same.add(t);
            }
        }
        same.sort((a, b) -> Integer.compare(a.getSerial(), b.getSerial()));
        List<String> rest = new ArrayList<>(lines);
        tied.forEach(t -> rest.remove(t.getId()));
        int k = same.indexOf(token);
        return k >= 0 && k < rest.size() ? rest.get(k) : null;
    }
}
