package dev.arbiter.engine;

import dev.arbiter.model.ExileInstead;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Target;
import dev.arbiter.model.Zone;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * The stack (CR 405): its items, top first, each one a fact while it is there. Nothing on it is a characteristic of
 * a permanent, so its changes need no layer pass.
 */
final class StackZone {
    private final Facts facts;
    private final Deque<StackItem> items = new ArrayDeque<>();

    StackZone(Facts facts) {
        this.facts = facts;
    }

    /** The stack, top first. */
    List<StackItem> items() {
        return List.copyOf(items);
    }

    StackItem top() {
        return items.peekFirst();
    }

    boolean contains(StackItem item) {
        return items.contains(item);
    }

    void push(StackItem item) {
        items.addFirst(item);
        facts.insert(item);
    }

    /**
     * The item leaves the stack, and its targets, groups of targets and sacrifices with it (nothing judges those of
     * what is no longer there).
     */
    void pop(StackItem item) {
        items.remove(item);
        facts.delete(item);
        item.getGroups().forEach(facts::delete);
        item.getSacrifices().forEach(facts::delete);
        for (Target t : facts.all(Target.class)) {
            if (t.getItem() == item) {
                facts.delete(t);
            }
        }
    }

    /**
     * Where a spell leaving the stack for {@code to} goes: a graveyard becomes exile while a replacement effect says
     * so ({@link ExileInstead}, derived by the card's rules, 614.1a).
     */
    Zone destination(StackItem item, Zone to) {
        if (to != Zone.GRAVEYARD) {
            return to;
        }
        for (ExileInstead e : facts.all(ExileInstead.class)) {
            if (e.getItem() == item) {
                return Zone.EXILE;
            }
        }
        return to;
    }

    /** A spell that leaves the stack (it resolved, was countered, or moved) takes its stack item with it. */
    void leave(GameObject o) {
        for (StackItem item : items) {
            if (item.getSpell() == o) {
                pop(item);
                return;
            }
        }
    }
}
