package dev.arbiter.model;

/**
 * A state-based action found by a rule in rules/sba/ and not yet performed. All those found in one check are
 * performed together as one event (CR 704.3) by the rule "704.3 ...".
 */
public final class SbaAction {
    /** What the action does: {@code REMOVE_COUNTERS} takes +1/+1 and -1/-1 counters off in pairs (704.5q). */
    public enum Kind { TO_GRAVEYARD, DESTROY, CEASE, LOSE, REMOVE_COUNTERS }

    private final String rule;
    private final Kind kind;
    private final GameObject object;
    private final String player;
    private final String message;
    private Zone to;

    public SbaAction(String rule, Kind kind, GameObject object, String player, String message) {
        this.rule = rule;
        this.kind = kind;
        this.object = object;
        this.player = player;
        this.message = message;
    }

    public String getRule() {
        return rule;
    }

    public Kind getKind() {
        return kind;
    }

    public GameObject getObject() {
        return object;
    }

    public String getPlayer() {
        return player;
    }

    public String getMessage() {
        return message;
    }

    /** Where a replacement effect sends the object instead of its owner's graveyard (CR 614.1a), or null. */
    public Zone getTo() {
        return to;
    }

    public void setTo(Zone to) {
        this.to = to;
    }

    @Override
    public String toString() {
        return rule + " " + kind + " " + (object != null ? object.getId() : player);
    }
}
