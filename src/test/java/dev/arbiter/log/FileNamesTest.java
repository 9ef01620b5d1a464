package dev.arbiter.log;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** File names as reports show them: UTF-8 as it is, any other byte as {@code \xHH}. */
class FileNamesTest {
    @Test
    void bytes_that_are_not_utf8_are_escaped_and_the_rest_read_as_they_are() {
        byte[] latin1 = {'c', 'a', 'f', (byte) 0xE9, '.', 'j'};
        assertThat(FileNames.escaped(latin1)).isEqualTo("caf\\xE9.j");
        byte[] cut = {(byte) 0xE2, (byte) 0x82, 'x'}; // the first two bytes of €, then an x
        assertThat(FileNames.escaped(cut)).isEqualTo("\\xE2\\x82x");
        assertThat(FileNames.escaped("é€ \uFFFD".getBytes(StandardCharsets.UTF_8))).isEqualTo("é€ \uFFFD");
    }

    @Test
    void a_name_java_decoded_whole_is_its_text() {
        assertThat(FileNames.of(Path.of("logs/café.jsonl"))).isEqualTo("logs/café.jsonl");
        assertThat(FileNames.of(Path.of("/tmp/a b.jsonl"))).isEqualTo("/tmp/a b.jsonl");
        assertThat(FileNames.bytes(Path.of("a b%.jsonl"))).isEqualTo("a b%.jsonl".getBytes(StandardCharsets.UTF_8));
    }
}
