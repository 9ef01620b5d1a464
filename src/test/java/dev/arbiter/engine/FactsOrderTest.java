package dev.arbiter.engine;

import dev.arbiter.cards.Catalogue;
import dev.arbiter.log.LogReader;
import org.junit.jupiter.api.Test;
import org.kie.api.runtime.rule.FactHandle;

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

    @Test
    void all_gives_the_facts_a_rule_inserted_too_and_what_an_update_put_in_a_facts_place() {
        String log = "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],\"life\":20,"
                + "\"outcomes\":\"derived\"}\n";
        LogReader reader = new LogReader(new ByteArrayInputStream(log.getBytes(StandardCharsets.UTF_8)));
        try (GameRun run = new GameRun(Rulebase.standard(), Catalogue.standard(), reader, false, Budget.NONE, null)) {
            Marker mine = new Marker(1);
            run.facts().insert(mine);
            // straight into the session, as a rule's insert or insertLogical puts it there
            FactHandle theirs = run.facts().session().insert(new Marker(2));
            Marker after = new Marker(3);
            run.facts().insert(after);
            assertThat(run.facts().all(Marker.class)).containsExactly(mine, new Marker(2), after);
            run.facts().session().update(theirs, new Marker(4));
            assertThat(run.facts().all(Marker.class)).containsExactly(mine, new Marker(4), after);
            run.facts().session().delete(theirs);
            assertThat(run.facts().all(Marker.class)).containsExactly(mine, after);
        }
    }
}
