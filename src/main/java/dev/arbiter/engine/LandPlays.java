package dev.arbiter.engine;

import dev.arbiter.log.LogLine;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.LandPlay;
import dev.arbiter.model.Player;
import dev.arbiter.model.Zone;

import java.util.HashMap;
import java.util.Map;

/**
 * {@code play} lines (an mtglog/1 extension): playing a land, a special action (CR 116.2a, 305.1) that puts the land
 * onto the battlefield without using the stack. Whether it was allowed — the player's own main phase with an empty
 * stack, one land a turn (305.2) — is judged by rules/casting/land_plays.drl; the land is played as the log shows.
 */
final class LandPlays {
    private final Game game;
    private final Facts facts;
    private final Refs refs;
    /** Lands each player played in {@link #turn}. */
    private final Map<String, Integer> played = new HashMap<>();
    private int turn = -1;

    LandPlays(Game game, Facts facts, Refs refs) {
        this.game = game;
        this.facts = facts;
        this.refs = refs;
    }

    void play(LogLine.Play p) {
        Player player = refs.player(p.player(), p.src(), "player");
        GameObject card = refs.object(p.card(), p.src(), "card");
        if (p.from() != null && p.from() != card.getZone()) {
            throw p.src().error("from", "\"from\" says " + p.from().logName() + " but " + card.getId() + " is in "
                    + card.getZone().logName());
        }
        if (!card.isCard() || card.getZone() == Zone.BATTLEFIELD || card.getZone() == Zone.STACK) {
            throw p.src().error("card", card.describe() + " is " + (card.isCard() ? "in " + card.getZone().logName()
                    : "not a card") + ": a land is played from a zone a card can be played from (CR 305.1)");
        }
        if (game.state().getTurn() != turn) {
            turn = game.state().getTurn();
            played.clear();
        }
        int earlier = played.merge(player.getId(), 1, Integer::sum) - 1;
        LandPlay fact = new LandPlay(player.getId(), card, earlier, player.getId().equals(game.state().getActive()),
                game.state().getStep(), game.stackZone().top() == null, p.line());
        facts.judge(fact, "cast");
        game.moveTo(card, Zone.BATTLEFIELD, null, player.getId(), false);
        game.ledger().ownPart(RuleTag.LAND_PLAY);
    }
}
