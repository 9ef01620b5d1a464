package dev.arbiter.engine;

import dev.arbiter.ObjectState;
import dev.arbiter.PlayerState;
import dev.arbiter.model.CardType;
import dev.arbiter.model.Encoded;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.Player;
import dev.arbiter.model.Zone;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Snapshots of the game for expectations, the library API and the explain trace. */
final class States {
    private final Game game;
    private final Facts facts;

    States(Game game, Facts facts) {
        this.game = game;
        this.facts = facts;
    }

    ObjectState object(GameObject o) {
        return objects(List.of(o)).get(0);
    }

    /**
     * Several objects' states, with what is attached and encoded looked up once for all of them: a replay's snapshot
     * of every permanent and every exiled card after each step stays linear in them (explain, issue 14).
     */
    List<ObjectState> objects(List<GameObject> objects) {
        Map<GameObject, List<String>> attached = new IdentityHashMap<>();
        for (GameObject a : game.board().inZone(Zone.BATTLEFIELD)) {
            if (a.getAttachedTo() != null) {
                attached.computeIfAbsent(a.getAttachedTo(), k -> new ArrayList<>()).add(a.getId());
            }
        }
        Map<GameObject, String> encodedOn = new IdentityHashMap<>();
        Map<GameObject, List<String>> encoded = new IdentityHashMap<>();
        for (Encoded e : facts.all(Encoded.class)) {
            encodedOn.put(e.getCard(), e.getCreature().getId());
            encoded.computeIfAbsent(e.getCreature(), k -> new ArrayList<>()).add(e.getCard().getId());
        }
        List<ObjectState> out = new ArrayList<>(objects.size());
        for (GameObject o : objects) {
            out.add(state(o, sorted(attached.get(o)), encodedOn.get(o), sorted(encoded.get(o))));
        }
        return out;
    }

    private static List<String> sorted(List<String> ids) {
        if (ids == null) {
            return List.of();
        }
        ids.sort(null);
        return List.copyOf(ids);
    }

    private static ObjectState state(GameObject o, List<String> attached, String encodedOn, List<String> encoded) {
        boolean creature = o.isCreature();
        return new ObjectState(o.getId(), o.getName(), o.getZone().logName(), o.getOwner(), o.getController(),
                o.getTypes().stream().map(CardType::logName).toList(), List.copyOf(o.getSubtypes()),
                creature ? o.getPower() : null, creature ? o.getToughness() : null, o.isTapped(), o.getDamage(),
                java.util.Collections.unmodifiableMap(new LinkedHashMap<>(o.getCounters())), o.getAttachedTo() == null ? null : o.getAttachedTo().getId(),
                attached, encodedOn, encoded, List.copyOf(o.getAbilities()), o.isToken(), o.isPhasedOut(),
                o.getTimestamp());
    }

    PlayerState player(Player p) {
        Board board = game.board();
        String id = p.getId();
        return new PlayerState(id, p.getLife(), board.owned(Zone.HAND, id), board.owned(Zone.LIBRARY, id),
                board.owned(Zone.GRAVEYARD, id), board.owned(Zone.EXILE, id));
    }
}
