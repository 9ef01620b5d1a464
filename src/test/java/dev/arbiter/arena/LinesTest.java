package dev.arbiter.arena;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LinesTest {
    private static List<String> all(String text, int max) throws IOException {
        Lines lines = new Lines(new StringReader(text), max);
        List<String> out = new ArrayList<>();
        for (String l; (l = lines.next()) != null; ) {
            out.add(l);
        }
        return out;
    }

    @Test
    void breaks_lines_as_grep_numbers_them() throws IOException {
        assertThat(all("a\nb\r\nc\r\r\nd", 10)).containsExactly("a", "b", "c", "d");
        assertThat(all("a\rb\n", 10)).containsExactly("a\rb");
        assertThat(all("a\n\nb\n", 10)).containsExactly("a", "", "b");
        assertThat(all("\r\n\r\n", 10)).containsExactly("", "");
        assertThat(all("", 10)).isEmpty();
    }

    @Test
    void a_line_longer_than_its_buffer_is_whole() throws IOException {
        String longLine = "x".repeat(200_000);
        assertThat(all(longLine + "\r\n" + "y", 300_000)).containsExactly(longLine, "y");
    }

    @Test
    void a_line_over_the_limit_stops_the_reading() {
        assertThatThrownBy(() -> all("short\n" + "x".repeat(101) + "\n", 100)).isInstanceOf(Lines.TooLong.class)
                .hasMessage("a line longer than 100 characters");
        assertThatThrownBy(() -> all("x".repeat(70_000), 65_536)).isInstanceOf(Lines.TooLong.class);
    }
}
