package dev.arbiter.model;

/**
 * Event: an object moved from one zone to another (or a token was created: {@code from} null). {@code old} is the
 * object as it last existed before the move — the look-back of leaves-the-battlefield triggers (CR 603.10a).
 * Events live until the end of the log line that caused them.
 */
public final class ZoneChange {
    private final GameObject old;
    private final GameObject now;
    private final Zone from;
    private final Zone to;
    private final Cause cause;
    private final String controllerBefore;

    public ZoneChange(GameObject old, GameObject now, Zone from, Zone to, Cause cause, String controllerBefore) {
        this.old = old;
        this.now = now;
        this.from = from;
        this.to = to;
        this.cause = cause;
        this.controllerBefore = controllerBefore;
    }

    public GameObject getOld() {
        return old;
    }

    public GameObject getNow() {
        return now;
    }

    public Zone getFrom() {
        return from;
    }

    public Zone getTo() {
        return to;
    }

    public Cause getCause() {
        return cause;
    }

    /** Who controlled the object just before it moved (its last known information). */
    public String getControllerBefore() {
        return controllerBefore;
    }

    /** "Dies": put into a graveyard from the battlefield (CR 700.4). */
    public boolean isDies() {
        return from == Zone.BATTLEFIELD && to == Zone.GRAVEYARD;
    }

    public boolean isEnters() {
        return to == Zone.BATTLEFIELD;
    }
}
