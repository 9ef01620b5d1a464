package dev.arbiter.engine;

import dev.arbiter.cards.Catalogue;
import dev.arbiter.log.LogReader;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The same log gets the same verdict every run: the engine's Java reads the facts of a kind in the order they were
 * inserted, never in the order of Drools' identity map, which changes from run to run (a Trait Doctoring card encoded
 * twice showed one creature or the other).
 */
class FactsOrderTest {
    private record Marker(int n) { }

    @Test
    void all_gives_the_facts_of_a_kind_in_insertion_order() {
        String log = "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],\"life\":20,"
                + "\"outcomes\":\"derived\"}\n";
        LogReader reader = new LogReader(new ByteArrayInputStream(log.getBytes(StandardCharsets.UTF_8)));
        try (GameRun run = new GameRun(Rulebase.standard(), Catalogue.standard(), reader, false, Budget.NONE, null)) {
            List<Marker> inserted = new ArrayList<>();
            IntStream.range(0, 500).forEach(i -> inserted.add(new Marker(i)));
            inserted.forEach(run.facts()::insert);
            run.facts().delete(inserted.remove(250));
            assertThat(run.facts().all(Marker.class)).containsExactlyElementsOf(inserted);
        }
    }
}
