package dev.arbiter.engine;

import dev.arbiter.ObjectState;
import dev.arbiter.PlayerState;
import dev.arbiter.model.CardType;
import dev.arbiter.model.Encoded;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.Player;
import dev.arbiter.model.Zone;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/** Snapshots of the game for expectations, the library API and the explain trace. */
final class States {
    private final Game game;
    private final Facts facts;

    States(Game game, Facts facts) {
        this.game = game;
        this.facts = facts;
    }

    ObjectState object(GameObject o) {
        List<String> attached = new ArrayList<>();
        for (GameObject a : game.objects()) {
            if (a.getAttachedTo() == o && a.getZone() == Zone.BATTLEFIELD) {
                attached.add(a.getId());
            }
        }
        attached.sort(null);
        String encodedOn = null;
        List<String> encoded = new ArrayList<>();
        for (Encoded e : facts.all(Encoded.class)) {
            if (e.getCard() == o) {
                encodedOn = e.getCreature().getId();
            }
            if (e.getCreature() == o) {
                encoded.add(e.getCard().getId());
            }
        }
        encoded.sort(null);
        boolean creature = o.isCreature();
        return new ObjectState(o.getId(), o.getName(), o.getZone().logName(), o.getOwner(), o.getController(),
                o.getTypes().stream().map(CardType::logName).toList(), List.copyOf(o.getSubtypes()),
                creature ? o.getPower() : null, creature ? o.getToughness() : null, o.isTapped(), o.getDamage(),
                new LinkedHashMap<>(o.getCounters()), o.getAttachedTo() == null ? null : o.getAttachedTo().getId(),
                List.copyOf(attached), encodedOn, List.copyOf(encoded), List.copyOf(o.getAbilities()), o.isToken(),
                o.isPhasedOut(), o.getTimestamp());
    }

    PlayerState player(Player p) {
        return new PlayerState(p.getId(), p.getLife(), count(Zone.HAND, p), count(Zone.LIBRARY, p),
                count(Zone.GRAVEYARD, p), count(Zone.EXILE, p));
    }

    private int count(Zone z, Player p) {
        int n = 0;
        for (GameObject o : game.objects()) {
            if (o.getZone() == z && o.getOwner().equals(p.getId())) {
                n++;
            }
        }
        return n;
    }
}
