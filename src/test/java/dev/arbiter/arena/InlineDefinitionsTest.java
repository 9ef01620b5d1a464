package dev.arbiter.arena;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** The mtglog/1 extensions the import needs: the Kindred card type and tokens defined inline. */
class InlineDefinitionsTest {
    private static final Arbiter ARBITER = Arbiter.create();
    private static final String START = """
            {"type":"game","format":"mtglog/1","players":["P1","P2"],"outcomes":"recorded"}
            {"type":"object","id":"k","def":{"name":"arena:1","types":["kindred","instant"],"subtypes":["Elf"]},"owner":"P1","zone":"hand"}
            {"type":"object","id":"t","def":{"name":"arena:2","types":["creature"],"power":1,"toughness":1,"token":true},"owner":"P1","zone":"battlefield"}
            {"type":"turn","number":1,"active":"P1"}
            {"type":"step","step":"main1"}
            {"type":"cast","player":"P1","card":"k"}
            {"type":"resolve","object":"k"}
            {"type":"damage","deals":[{"source":"k","to":"t","amount":1}]}
            {"type":"move","object":"t","from":"battlefield","to":"graveyard","cause":"sba"}
            """;

    private static LogResult validate(String log) {
        return ARBITER.validate("inline", new ByteArrayInputStream(log.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void a_kindred_spell_and_an_inline_token_that_dies_and_ceases_are_valid() {
        LogResult r = validate(START + "{\"type\":\"cease\",\"object\":\"t\"}\n"
                + "{\"type\":\"expect\",\"object\":\"t\",\"exists\":false}\n");
        assertThat(r.status()).as(r.findings() + " " + r.error()).isEqualTo(LogResult.Status.VALID);
    }

    @Test
    void an_inline_token_left_in_the_graveyard_is_a_missed_704_5d() {
        LogResult r = validate(START);
        assertThat(r.findings()).anyMatch(f -> f.rule().equals("704.5d"));
    }
}
