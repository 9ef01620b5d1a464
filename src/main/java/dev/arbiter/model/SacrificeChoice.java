package dev.arbiter.model;

/**
 * The permanent a player chose to sacrifice as a resolving object instructs ("sacrifices a permanent", CR 701.17a):
 * the log's decision, made a fact for the rules in rules/resolution/keyword_actions.drl, which refuse one the player
 * doesn't control on the battlefield and sacrifice the others. Deleted with the log line's events.
 */
public final class SacrificeChoice extends Request {
    private final String player;
    private final GameObject permanent;

    public SacrificeChoice(String player, GameObject permanent) {
        this.player = player;
        this.permanent = permanent;
    }

    public String getPlayer() {
        return player;
    }

    public GameObject getPermanent() {
        return permanent;
    }

    @Override
    public String toString() {
        return player + " sacrifices " + permanent.getId();
    }
}
