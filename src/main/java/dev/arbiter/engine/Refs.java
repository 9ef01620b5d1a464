package dev.arbiter.engine;

import dev.arbiter.log.Src;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.Player;

/**
 * Looks up the ids a log line names. An id not introduced before the line is a log error naming the field;
 * recorded logs may name engine-made objects by their own ids once an outcome line has introduced them.
 */
final class Refs {
    private final Game game;
    private final java.util.Map<String, String> aliases = new java.util.HashMap<>();

    Refs(Game game) {
        this.game = game;
    }

    /** A recorded log's own id for an object the engine made (its {@code create_token} or {@code copy} id). */
    void alias(String logId, String engineId) {
        if (!logId.equals(engineId)) {
            aliases.put(logId, engineId);
        }
    }

    String resolve(String id) {
        return aliases.getOrDefault(id, id);
    }

    boolean known(String id) {
        String r = resolve(id);
        return game.object(r) != null || game.player(r) != null;
    }

    GameObject object(String id, Src src, String field) {
        String r = resolve(id);
        GameObject o = game.object(r);
        if (o == null) {
            if (game.player(r) != null) {
                throw src.error(field, "\"" + id + "\" is a player; \"" + field + "\" names an object here");
            }
            throw src.error(field, "unknown object \"" + id + "\": no line before this one introduces it");
        }
        return o;
    }

    Player player(String id, Src src, String field) {
        Player p = game.player(resolve(id));
        if (p == null) {
            if (game.object(resolve(id)) != null) {
                throw src.error(field, "\"" + id + "\" is an object; \"" + field + "\" names a player");
            }
            throw src.error(field, "unknown player \"" + id + "\" (the game line lists the players)");
        }
        return p;
    }
}
