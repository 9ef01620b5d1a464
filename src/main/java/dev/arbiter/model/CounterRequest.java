package dev.arbiter.model;

import java.util.HashSet;
import java.util.Set;

/**
 * An effect's instruction to put counters on a permanent, before they are put: replacement effects such as Doubling
 * Season's modify it (CR 614.1a, 122.6), then the rule "122.6 ..." in rules/tokens/ puts them. Effects from outside
 * the game (external outcome lines) and counters an object starts with put them directly.
 */
public final class CounterRequest {
    private final GameObject object;
    private final String kind;
    private int count;
    private final Set<Integer> replacedBy = new HashSet<>();

    public CounterRequest(GameObject object, String kind, int count) {
        this.object = object;
        this.kind = kind;
        this.count = count;
    }

    public GameObject getObject() {
        return object;
    }

    public String getKind() {
        return kind;
    }

    public int getCount() {
        return count;
    }

    public void setCount(int count) {
        this.count = count;
    }

    /** Replacement effects that applied already, by source serial: each applies once to an event (CR 614.5). */
    public boolean wasReplacedBy(GameObject source) {
        return replacedBy.contains(source.getSerial());
    }

    public void replacedBy(GameObject source) {
        replacedBy.add(source.getSerial());
    }

    @Override
    public String toString() {
        return count + " " + kind + " counter(s) on " + object.getId();
    }
}
