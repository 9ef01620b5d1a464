package dev.arbiter.model;

/**
 * A lasting note an effect leaves on an object for a later rule: "doesn't untap during its controller's next
 * untap step" (Hands of Binding), "return it at the beginning of the next end step" (Voidwalk).
 */
public final class Marker {
    public static final String DOES_NOT_UNTAP = "doesn't untap during its controller's next untap step";
    public static final String RETURN_AT_END_STEP = "returns at the beginning of the next end step";
    public static final String EXILE_IF_IT_WOULD_DIE = "is exiled instead if it would die this turn";

    private final String kind;
    private final GameObject object;
    private final String player;
    private final GameObject source;
    private int spentOn;
    private int turn;

    public Marker(String kind, GameObject object, String player) {
        this(kind, object, player, null);
    }

    /** A mark with the object whose effect left it: the source of a delayed triggered ability (CR 603.7d). */
    public Marker(String kind, GameObject object, String player, GameObject source) {
        this.kind = kind;
        this.object = object;
        this.player = player;
        this.source = source;
    }

    public GameObject getSource() {
        return source;
    }

    public String getKind() {
        return kind;
    }

    public GameObject getObject() {
        return object;
    }

    public String getPlayer() {
        return player;
    }

    /** For a mark that lasts a turn ("this turn"): that turn; 0 otherwise. */
    public int getTurn() {
        return turn;
    }

    public Marker forTurn(int turn) {
        this.turn = turn;
        return this;
    }

    /** The turn in which a one-time mark was used up; 0 while it waits. */
    public int getSpentOn() {
        return spentOn;
    }

    public void setSpentOn(int turn) {
        this.spentOn = turn;
    }
}
