package dev.arbiter.engine;

import java.util.HashMap;
import java.util.Map;

/** Time and names: the game-wide timestamp counter (CR 613.7), sequence numbers, and engine-made ids. */
final class Clock {
    private final Map<String, Integer> children = new HashMap<>();
    private long clock;
    private int seq;

    /** The next engine-made id under a parent: {@code <parent>/<n>} (mtglog §1). */
    String childId(String parent) {
        int n = children.merge(parent, 1, Integer::sum);
        return parent + "/" + n;
    }

    /** A new timestamp; objects that arrive together share one. */
    long tick() {
        return ++clock;
    }

    long now() {
        return clock;
    }

    /** The order in which things were asked for (triggers, token requests, stack items). */
    int nextSeq() {
        return ++seq;
    }
}
