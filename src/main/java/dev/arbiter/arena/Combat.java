package dev.arbiter.arena;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * One turn's combat: the attack and block lines, read from the objects' {@code attackState} and
 * {@code blockState} once submitted (Arena shows each choice as {@code Declared} before), each written once.
 */
final class Combat {
    private final GameImport g;
    private final Set<String> declared = new HashSet<>();
    private boolean attacked;
    private boolean blocked;

    Combat(GameImport g) {
        this.g = g;
    }

    boolean in(String id) {
        return declared.contains(id);
    }

    void declare(String step, Collection<JsonNode> objects) {
        if ("declare_attackers".equals(step) && !attacked) {
            ObjectNode attackers = JsonNodeFactory.instance.objectNode();
            for (JsonNode o : objects) {
                if ("AttackState_Attacking".equals(o.path("attackState").asText())) {
                    int target = o.path("attackInfo").path("targetId").asInt();
                    attackers.put(g.id(o.path("instanceId").asInt()), g.ref(target));
                }
            }
            attacked = write("attack", "attackers", attackers);
        }
        if ("declare_blockers".equals(step) && attacked && !blocked) {
            ObjectNode blockers = JsonNodeFactory.instance.objectNode();
            for (JsonNode o : objects) {
                JsonNode ids = o.path("blockInfo").path("attackerIds");
                // a blocker of a creature put onto the battlefield attacking: mtglog/1 can't declare that block
                if ("BlockState_Blocking".equals(o.path("blockState").asText()) && ids.size() > 0
                        && declared.contains(g.id(ids.get(0).asInt()))) {
                    blockers.put(g.id(o.path("instanceId").asInt()), g.id(ids.get(0).asInt()));
                }
            }
            blocked = write("block", "blockers", blockers);
        }
    }

    private boolean write(String type, String field, ObjectNode who) {
        if (who.isEmpty()) {
            return false;
        }
        who.fieldNames().forEachRemaining(declared::add);
        ObjectNode l = g.line(type);
        l.set(field, who);
        g.emit(l);
        return true;
    }
}
