package dev.arbiter.model;

/**
 * A resolving object's instruction that two creatures fight (CR 701.12a): either is null when it was not chosen or is
 * no longer a legal target. The rules in rules/resolution/keyword_actions.drl decide whether they fight (701.12b).
 * Deleted with the log line's events.
 */
public final class Fight extends Request {
    private final GameObject first;
    private final GameObject second;

    public Fight(GameObject first, GameObject second) {
        this.first = first;
        this.second = second;
    }

    public GameObject getFirst() {
        return first;
    }

    public GameObject getSecond() {
        return second;
    }

    @Override
    public String toString() {
        return (first == null ? "none" : first.getId()) + " fights " + (second == null ? "none" : second.getId());
    }
}
