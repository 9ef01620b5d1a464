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
    /** The other way: the log's own id of each engine-made object it named. */
    private final java.util.Map<String, String> logNames = new java.util.HashMap<>();
    /** Ids of objects only the log's game has: tokens it created that the rules did not (a reported mistake). */
    private final java.util.Set<String> logOnly = new java.util.HashSet<>();

    /**
     * Ids an external line gave an object it makes, made or not: a token the rules refused (303.4i) has never existed,
     * but its id is the log's, so an expect can say it doesn't exist.
     */
    private final java.util.Set<String> named = new java.util.HashSet<>();

    Refs(Game game) {
        this.game = game;
    }

    /** A recorded log's own id for an object the engine made (its {@code create_token} or {@code copy} id). */
    void alias(String logId, String engineId) {
        if (!logId.equals(engineId)) {
            String before = aliases.put(logId, engineId);
            if (before != null) {
                logNames.remove(before);
            }
            logNames.put(engineId, logId);
        }
    }

    /** The log created this object and the rules did not: what it says of it later follows from that mistake. */
    void logOnly(String id) {
        logOnly.add(id);
    }

    /** The log's token turned out to be one the rules made later (its line came early): both games have it now. */
    void inBothGames(String id) {
        logOnly.remove(id);
    }

    void named(String id) {
        named.add(id);
    }

    boolean isNamed(String id) {
        return named.contains(id);
    }

    boolean isLogOnly(String id) {
        return id != null && logOnly.contains(resolve(id));
    }

    /** The log's own name for an object the engine made, where the log gave it one; else the id itself. */
    String logName(String engineId) {
        return logNames.getOrDefault(engineId, engineId);
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
            String left = game.leftTheGame(r);
            if (left != null) {
                throw src.error(field, "\"" + id + "\" is no longer in the game: " + left);
            }
            if (game.seen(r)) {
                throw src.error(field, "\"" + id + "\" has ceased to exist: a token or copy does once it leaves the"
                        + " battlefield or the stack (704.5d, 704.5e)");
            }
            throw src.error(field, "unknown object \"" + id + "\": no line before this one introduces it");
        }
        return o;
    }

    /** A player of the game, in it or not: what an {@code expect} line may ask about a player who left. */
    Player anyPlayer(String id, Src src, String field) {
        Player p = game.player(resolve(id));
        return p != null && !p.isInGame() ? p : player(id, src, field);
    }

    /** A player still in the game (one who left takes no turn and does nothing more, 104.5, 800.4a). */
    Player player(String id, Src src, String field) {
        Player p = game.player(resolve(id));
        if (p == null) {
            if (game.object(resolve(id)) != null) {
                throw src.error(field, "\"" + id + "\" is an object; \"" + field + "\" names a player");
            }
            throw src.error(field, "unknown player \"" + id + "\" (the game line lists the players)");
        }
        if (!p.isInGame()) {
            // 104.5, 800.4: a player who left takes no turn, makes no choice and owns or controls nothing new
            throw src.error(field, "player " + id + " left the game on line " + p.getLeftOnLine()
                    + " (104.5, 800.4a) and can't be named as \"" + field + "\" after that");
        }
        return p;
    }
}
