package dev.arbiter.arena;

import dev.arbiter.log.Quote;
import org.slf4j.LoggerFactory;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Imports the games of an MTG Arena {@code Player.log} as recorded-mode mtglog/1 logs, one at a time as the file is
 * read. A game that can't be imported (a hole in its state chain, no end, a mechanic this version doesn't map) is
 * handed over too, with its reason, never dropped.
 */
public final class ArenaImport {
    /**
     * One game of the log, imported or skipped.
     *
     * @param name the name its results are reported under, {@code <file>#<match id 8>-g<n>}
     * @param matchId Arena's match id
     * @param number the game's number in its match
     * @param line the log line of the game's first state
     * @param lines the mtglog/1 log, header comments first (empty when skipped)
     * @param skip why the game was not imported, or null
     * @param notImported what the import left out of a written game, with counts
     * @param damage for a skipped game, the damaged place of the file that broke it (its line and column), or null
     */
    public record Game(String name, String matchId, int number, int line, List<String> lines, String skip,
                       Map<String, Integer> notImported, PlayerLog.Problem damage) {
        /** A game that no damage to the file broke. */
        public Game(String name, String matchId, int number, int line, List<String> lines, String skip,
                    Map<String, Integer> notImported) {
            this(name, matchId, number, line, lines, skip, notImported, null);
        }

        /** Whether the game was imported. */
        public boolean written() {
            return skip == null;
        }

        /**
         * The file name for this game given the input's: {@code <input name>-<match id 8>-g<n>.jsonl}. The input's
         * name is cut to 160 bytes of UTF-8: with what follows it the name stays within the 255 bytes file systems
         * allow, whatever the input was called.
         */
        public String fileName(Path input) {
            String n = input.getFileName().toString().replaceAll("(\\.log)?(\\.gz)?$", "");
            return atMostBytes(n, 160) + "-" + ArenaGame.shortMatch(matchId) + "-g" + number + ".jsonl";
        }

        private static String atMostBytes(String s, int max) {
            int end = 0;
            int bytes = 0;
            while (end < s.length()) {
                int cp = s.codePointAt(end);
                bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
                if (bytes > max) {
                    break;
                }
                end += Character.charCount(cp);
            }
            return s.substring(0, end);
        }
    }

    private ArenaImport() {
    }

    /**
     * Reads a log and hands over each of its games. Throws {@link ArenaLogException} when the file is no Arena
     * log or holds no game at all; other problems are in the summary.
     */
    public static PlayerLog.Summary read(String file, InputStream in, Consumer<Game> each) {
        return PlayerLog.read(file, in, game -> each.accept(convert(game)));
    }

    static Game convert(ArenaGame game) {
        if (!game.complete()) {
            return new Game(game.name(), game.matchId(), game.number(), game.firstLine(), List.of(), game.skip(),
                    Map.of(), game.damage());
        }
        Imported imported;
        try {
            imported = new GameImport(game).run();
        } catch (RuntimeException e) {
            LoggerFactory.getLogger(ArenaImport.class).debug("import of {} failed", game.name(), e);
            imported = Imported.skipped("the importer failed (a bug in arbiter's importer, please report it): " + e);
        }
        if (imported.skip() != null) {
            return new Game(game.name(), game.matchId(), game.number(), game.firstLine(), List.of(),
                    imported.skip(), imported.notImported());
        }
        List<String> lines = new ArrayList<>(header(game, imported));
        lines.addAll(imported.lines());
        return new Game(game.name(), game.matchId(), game.number(), game.firstLine(), List.copyOf(lines), null,
                imported.notImported());
    }

    private static List<String> header(ArenaGame game, Imported imported) {
        List<String> h = new ArrayList<>();
        // a comment is one line: a control character in the file's name is shown escaped
        h.add("# Imported from MTG Arena by arbiter: " + Quote.printable(game.file()) + ", match "
                + game.shownMatch() + ", game " + game.number() + " (first state at line " + game.firstLine() + ")");
        h.add("# seats: " + imported.seats().stream().map(s -> "P" + s + " = seat " + s)
                .collect(Collectors.joining(", ")) + "; result: " + game.result());
        h.add("# states: " + game.states().size() + " in the chain, " + game.rollbacks() + " rollbacks dropped;"
                + " ids are i<first Arena instance id>; cards outside arbiter's catalogue are named arena:<grpId>");
        if (!imported.notImported().isEmpty()) {
            h.add("# not imported: " + imported.notImported().entrySet().stream()
                    .map(e -> e.getKey() + " x" + e.getValue()).collect(Collectors.joining("; ")));
        }
        return h;
    }
}
