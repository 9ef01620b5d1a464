package dev.arbiter.model;

/**
 * An outcome line caused from outside the game attaches an Aura to a permanent (mtglog §3, CR 701.3a): both are on
 * the battlefield (the engine checked that, or the line is a log error). The rules in rules/events/attach.drl decide
 * whether the Aura can enchant it — if not, the attempt does nothing (701.3b) — and attach it otherwise. Deleted
 * with the log line's events.
 */
public final class AttachRequest extends Request {
    private final GameObject aura;
    private final GameObject host;

    public AttachRequest(GameObject aura, GameObject host) {
        this.aura = aura;
        this.host = host;
    }

    public GameObject getAura() {
        return aura;
    }

    public GameObject getHost() {
        return host;
    }

    @Override
    public String toString() {
        return "attach " + aura.getId() + " to " + host.getId();
    }
}
