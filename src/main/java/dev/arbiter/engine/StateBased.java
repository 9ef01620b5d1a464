package dev.arbiter.engine;

import dev.arbiter.log.LogError;
import dev.arbiter.model.Cause;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.GameState;
import dev.arbiter.model.PendingChoice;
import dev.arbiter.model.Player;
import dev.arbiter.model.SbaAction;
import dev.arbiter.model.Zone;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * State-based actions (CR 704) as the rules in rules/sba/ find them, performed all at once, and the choices they
 * leave to a player: which of the Roles that arrived together to keep (704.5y, 613.7m) and which legendary
 * permanent to keep (704.5j) — never the engine's pick.
 */
final class StateBased {
    private final Facts facts;
    private final GameState state;
    private final Changes changes;
    private final Ledger ledger;
    private final Board board;
    private final Players players;
    private final LogAnswers answers;
    private Refs refs;

    StateBased(Facts facts, GameState state, Changes changes, Ledger ledger, Board board, Players players,
               LogAnswers answers) {
        this.facts = facts;
        this.state = state;
        this.changes = changes;
        this.ledger = ledger;
        this.board = board;
        this.players = players;
        this.answers = answers;
    }

    /** Actions on objects by the object's timestamp (613.7), then its serial; actions on players after them. */
    private static final Comparator<SbaAction> IN_TIMESTAMP_ORDER = Comparator.comparing(
            (SbaAction a) -> a.getObject() == null).thenComparingLong(a -> a.getObject() == null ? 0
            : a.getObject().getTimestamp()).thenComparingInt(a -> a.getObject() == null ? 0 : a.getObject().getSerial());

    /** The log's ids, for a preset keep decision (made after the game). */
    void refs(Refs refs) {
        this.refs = refs;
    }

    private static final String PLUS = "+1/+1";
    private static final String MINUS = "-1/-1";

    /**
     * Performs the state-based actions found in one check, all at once (CR 704.3). They are one event, but the engine
     * carries them out one by one, and what follows from them (zone-change triggers, in the order they trigger) takes
     * that order: so it is fixed here — objects in timestamp order, then players — rather than left to the order in
     * which working memory happens to list the actions.
     */
    void perform(List<?> found) {
        List<SbaAction> actions = found.stream().map(SbaAction.class::cast).sorted(IN_TIMESTAMP_ORDER).toList();
        for (SbaAction a : actions) {
            facts.retract(a);  // inserted by the rule that found it: without this, every later check performed it again
        }
        RuleTag was = ledger.rule();
        for (SbaAction a : actions) {
            ledger.rule(new RuleTag(a.getRule(), RuleTag.Recorded.CONSEQUENCE));
            GameObject o = a.getObject();
            switch (a.getKind()) {
                case TO_GRAVEYARD, DESTROY -> {
                    if (board.isCurrent(o)) {
                        board.moveTo(o, a.getTo() != null ? a.getTo() : Zone.GRAVEYARD, Cause.SBA, o.getOwner(),
                                false);
                    }
                }
                case CEASE -> {
                    if (board.isCurrent(o)) {
                        board.cease(o);
                    }
                }
                case REMOVE_COUNTERS -> {
                    // as many of each as the fewer kind: counted when performed, with the other actions of the check
                    int n = Math.min(o.counters(PLUS), o.counters(MINUS));
                    if (board.isCurrent(o) && o.getZone() == Zone.BATTLEFIELD && n > 0) {
                        board.addCounters(o, PLUS, -n);
                        board.addCounters(o, MINUS, -n);
                    }
                }
                case LOSE -> {
                    Player p = players.player(a.getPlayer());
                    p.lose(a.getRule(), a.getMessage());
                    facts.update(p);
                    changes.followUp("leave");  // leaving the game is immediate, before the next check (800.4a)
                }
            }
        }
        ledger.rule(was);
    }

    /**
     * A player chooses one of several objects to keep. The answer comes from a {@code choose} line, from
     * {@code resolve.choices.keep}, or — in a recorded log that gave neither — from the log's own moves of those
     * objects in this step: what it did not move is what it kept. Keeping other than exactly one is a finding, and
     * the game goes on as the log shows it.
     */
    void askToChoose(String kind, String player, GameObject host, List<?> options) {
        List<GameObject> tied = options.stream().map(GameObject.class::cast).toList();
        PendingChoice c = new PendingChoice(kind, player, host, tied);
        c.setLine(ledger.line());
        String preset = answers.presetKeep();
        if (preset != null && state.isRecorded() && refs.isLogOnly(preset)) {
            // a choice among tokens only the log's game has follows from a mistake already reported (mtglog §3):
            // the log's moves answer for the rules' game, as below
            preset = null;
        }
        if (preset != null) {
            // the player's own answer, given with the resolution: in a recorded log too, what its moves then do is
            // checked against it, as after a choose line. A recorded log may name the token by the id of its own
            // create_token line.
            GameObject keep = state.isRecorded() ? answers.named(preset, tied) : null;
            if (keep == null) {
                keep = board.object(refs.resolve(preset));
            }
            if (keep == null || !tied.contains(keep)) {
                // the resolution's answer names none of the options: no decision is made for the player (§6)
                throw new LogError(ledger.line(), 0, "\"keep\": " + preset + " is not one of "
                        + Describe.ids(tied) + ", which " + player + " must choose from (" + kind + ")");
            }
            c.setChosen(keep);
            answers.choseToKeep(keep);
        } else if (state.isRecorded()) {
            List<GameObject> kept = new ArrayList<>();
            for (GameObject t : tied) {
                if (!answers.moved(t, tied)) {
                    kept.add(t);
                }
            }
            // every one of them moved with their host: what the rules do when the host leaves in the same check (the
            // kept one follows it, 704.5m); the choice lapses there (rules/sba/roles.drl)
            boolean withTheirHost = kept.isEmpty() && answers.movedHost(host);
            if (kept.size() < tied.size() && !withTheirHost) {
                keptAsLogged(c, kept);  // other than exactly one: rules/sba reports it
            }
            // nothing moved yet: the log's next action may be the player's choose line; see keptAll
        }
        facts.insert(c);
    }

    /**
     * A recorded log went on past a tie without choosing or moving any of the Roles: it kept them all. The rules of
     * the sba group see the answer at once (and report it, 704.5y or 704.5j).
     */
    void keptAll(PendingChoice c) {
        keptAsLogged(c, c.getOptions());
        facts.update(c);
        facts.run("sba");
    }

    /** A recorded log's answer, with the options named as the log names them (its own ids where it gave any). */
    private void keptAsLogged(PendingChoice c, List<GameObject> kept) {
        c.setKept(kept);
        c.setNames(c.getOptions().stream().map(o -> refs.logName(o.getId())).toList());
    }
}
