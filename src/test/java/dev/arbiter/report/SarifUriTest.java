package dev.arbiter.report;

import org.junit.jupiter.api.Test;

import java.net.URI;

import static org.assertj.core.api.Assertions.assertThat;

/** A relative log name is a relative reference under SRCROOT, which a consumer resolves to the file itself. */
class SarifUriTest {
    private static final URI BASE = URI.create("file:///tmp/games/");

    @Test
    void a_colon_in_the_first_segment_does_not_make_a_scheme() {
        String uri = SarifReport.uri("game-2026-06-17T20:05.jsonl");
        assertThat(uri).isEqualTo("./game-2026-06-17T20:05.jsonl");
        assertThat(URI.create(uri).getScheme()).isNull();
        assertThat(BASE.resolve(uri)).isEqualTo(URI.create("file:///tmp/games/game-2026-06-17T20:05.jsonl"));
    }

    @Test
    void other_names_are_left_as_they_were() {
        assertThat(SarifReport.uri("round 1/game:2.jsonl")).isEqualTo("round%201/game:2.jsonl");
        assertThat(SarifReport.uri("logs/a.jsonl")).isEqualTo("logs/a.jsonl");
        assertThat(BASE.resolve(SarifReport.uri("round 1/game:2.jsonl")))
                .isEqualTo(URI.create("file:///tmp/games/round%201/game:2.jsonl"));
    }
}
