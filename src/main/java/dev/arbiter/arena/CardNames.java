package dev.arbiter.arena;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Arena's numbers for the catalogue's cards and tokens, read from {@code dev/arbiter/arena/arena-cards.tsv}: a grpId names one
 * printing, a title id every printing of a card. Arena's log carries numbers only, never names.
 */
final class CardNames {
    /** One row of the table. */
    record Row(String name, List<Integer> titleIds, List<Integer> grpIds, String source) {
    }

    private static final CardNames STANDARD = load();

    private final List<Row> rows;
    private final Map<Integer, String> byGrpId = new HashMap<>();
    private final Map<Integer, String> byTitleId = new HashMap<>();

    private CardNames(List<Row> rows) {
        this.rows = rows;
        for (Row r : rows) {
            r.grpIds().forEach(g -> byGrpId.put(g, r.name()));
            r.titleIds().forEach(t -> byTitleId.put(t, r.name()));
        }
    }

    static CardNames standard() {
        return STANDARD;
    }

    List<Row> rows() {
        return rows;
    }

    /** The catalogue name of a card, by its printing first, then by its title; null when it is not in the table. */
    String name(int grpId, int titleId) {
        String n = byGrpId.get(grpId);
        return n != null ? n : byTitleId.get(titleId);
    }

    private static CardNames load() {
        try (InputStream in = CardNames.class.getClassLoader().getResourceAsStream("dev/arbiter/arena/arena-cards.tsv")) {
            if (in == null) {
                throw new IllegalStateException("missing resource dev/arbiter/arena/arena-cards.tsv");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<Row> rows = new java.util.ArrayList<>();
            String l;
            while ((l = r.readLine()) != null) {
                if (l.isBlank() || l.startsWith("#")) {
                    continue;
                }
                String[] f = l.split("\t");
                rows.add(new Row(f[0], numbers(f[1]), numbers(f[2]), f.length > 3 ? f[3] : ""));
            }
            return new CardNames(List.copyOf(rows));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Integer> numbers(String s) {
        return s.isBlank() ? List.of() : java.util.Arrays.stream(s.split(",")).map(String::trim)
                .map(Integer::valueOf).toList();
    }
}
