package dev.arbiter.arena;

import dev.arbiter.cards.CardDef;
import dev.arbiter.cards.Catalogue;
import dev.arbiter.model.CardType;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each row of arena-cards.tsv is confirmed by the real logs: every grpId of the row occurs in them with the row's
 * title id, on an object with the catalogue card's types.
 */
class ArenaCardsTest {
    /** grpId → title ids and card types seen with it. */
    private static final Pattern OBJECT = Pattern.compile("\\{ \"instanceId\": \\d+, \"grpId\": (\\d+), \"type\":"
            + " \"GameObjectType_(?:Card|Token)\"[^{}]*?\"cardTypes\": \\[([^]]*)][^{}]*?\"name\": (\\d+)");

    @Test
    void every_row_is_confirmed_by_the_real_logs() throws IOException {
        Map<Integer, Set<String>> seen = new HashMap<>();
        for (Path s : Sessions.all()) {
            String text;
            try (InputStream in = new GZIPInputStream(Files.newInputStream(s))) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            Matcher m = OBJECT.matcher(text);
            while (m.find()) {
                seen.computeIfAbsent(Integer.valueOf(m.group(1)), k -> new HashSet<>())
                        .add(m.group(3) + " " + m.group(2).replace("\"", "").replace("CardType_", "")
                                .toLowerCase(Locale.ROOT));
            }
        }
        assertThat(CardNames.standard().rows()).isNotEmpty();
        for (CardNames.Row row : CardNames.standard().rows()) {
            CardDef card = Catalogue.standard().card(row.name()) != null ? Catalogue.standard().card(row.name())
                    : Catalogue.standard().token(row.name());
            assertThat(card).as(row.name() + " is in the catalogue").isNotNull();
            String types = String.join(", ", card.types().stream().map(CardType::logName).sorted().toList());
            for (int grpId : row.grpIds()) {
                assertThat(seen.get(grpId)).as(row.name() + " grpId " + grpId).isNotNull()
                        .anyMatch(v -> row.titleIds().contains(Integer.valueOf(v.split(" ")[0]))
                                && sorted(v.substring(v.indexOf(' ') + 1)).equals(types));
                // the catalogue's types, as sorted names: what the log shows must be the same set
            }
        }
    }

    private static String sorted(String types) {
        return String.join(", ", java.util.Arrays.stream(types.split(",")).map(String::trim).filter(t -> !t.isEmpty())
                .sorted().toList());
    }
}
