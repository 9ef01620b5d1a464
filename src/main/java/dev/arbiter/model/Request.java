package dev.arbiter.model;

/**
 * A fact the engine makes of something a log line asks to happen — a choice made on resolution, an attachment —
 * that the rules judge and then carry out or refuse: once they have, it is settled and no rule looks at it again.
 */
public abstract class Request {
    private boolean settled;

    /** The rules carried it out or refused it. */
    public boolean isSettled() {
        return settled;
    }

    public void setSettled(boolean settled) {
        this.settled = settled;
    }
}
