package dev.arbiter.arena;

import java.util.List;
import java.util.Map;

/**
 * One game imported: its mtglog/1 lines (recorded mode, without header comments), or why it was skipped.
 *
 * @param lines the log's lines, the game line first
 * @param skip the reason the game was not imported, or null
 * @param seats the players' seats in turn order
 * @param notImported what the log shows that the import left out, with counts (unknown annotation types, ...)
 * @param states how many game states were read
 */
record Imported(List<String> lines, String skip, List<Integer> seats, Map<String, Integer> notImported,
                       int states) {
    static Imported skipped(String why) {
        return new Imported(List.of(), why, List.of(), Map.of(), 0);
    }
}
