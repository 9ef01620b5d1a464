package dev.arbiter.engine;

import dev.arbiter.model.AbilityInstance;
import dev.arbiter.model.Characteristics;
import dev.arbiter.model.ContinuousEffect;
import dev.arbiter.model.GameEvent;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.PendingTrigger;
import dev.arbiter.model.Player;
import dev.arbiter.model.Resolution;
import dev.arbiter.model.StackItem;
import dev.arbiter.model.Target;
import dev.arbiter.model.ZoneChange;

/** Short names of facts for the trace. */
final class Describe {
    private Describe() {
    }

    /** The objects' ids, the first 20 of a longer list followed by how many there are in all. */
    static String ids(java.util.Collection<GameObject> objects) {
        String shown = String.join(", ", objects.stream().limit(20).map(GameObject::getId).toList());
        return objects.size() <= 20 ? shown : shown + ", … (" + objects.size() + " in all)";
    }

    static String fact(Object o) {
        if (o instanceof GameObject g) {
            return g.getId();
        } else if (o instanceof Characteristics c) {
            return c.getObject().getId();  // the permanent whose characteristics a layer rule works out
        } else if (o instanceof Player p) {
            return p.getId();
        } else if (o instanceof StackItem s) {
            return "stack:" + s.getLogId();
        } else if (o instanceof Resolution r) {
            return "resolving:" + r.getItem().getLogId();
        } else if (o instanceof Target t) {
            return "target:" + t.getId();
        } else if (o instanceof ContinuousEffect e) {
            return "effect:" + e.getKey() + "@" + e.getTimestamp();
        } else if (o instanceof PendingTrigger t) {
            return "trigger:" + t.getSource().getId();
        } else if (o instanceof ZoneChange z) {
            return "moved:" + z.getNow().getId();
        } else if (o instanceof AbilityInstance i) {
            return "instance:" + i.getObject().getId() + ":" + i.getSource() + ":" + i.getAbility();
        } else if (o instanceof dev.arbiter.model.SbaAction a) {
            return "sba " + a.getRule() + ":" + (a.getObject() != null ? a.getObject().getId() : a.getPlayer());
        } else if (o instanceof dev.arbiter.model.Discard d) {
            return "discard:" + d.getCard().getId();
        } else if (o instanceof dev.arbiter.model.CleanupDiscard d) {
            return "discard:" + d.getCard().getId();
        } else if (o instanceof GameEvent e) {
            return "event:" + e.getKind().name().toLowerCase(java.util.Locale.ROOT);
        } else if (o instanceof Object[] results) {
            // what an accumulate worked out (a sum, a count), in the order its functions are written
            return "accumulated " + java.util.Arrays.stream(results).map(Describe::fact)
                    .collect(java.util.stream.Collectors.joining(", ", "[", "]"));
        } else if (o instanceof Number n) {
            return n.toString();
        } else if (o instanceof java.util.Collection<?> c) {
            // what an accumulate collected (the state-based actions found in one check, say): each element, as a fact
            return c.stream().map(Describe::fact).collect(java.util.stream.Collectors.joining(", ", "[", "]"));
        } else if (o instanceof String s) {
            return s;
        }
        return o == null ? "null" : o.getClass().getSimpleName();
    }
}
