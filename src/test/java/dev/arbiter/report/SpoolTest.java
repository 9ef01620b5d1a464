package dev.arbiter.report;

import org.junit.jupiter.api.Test;

import java.io.StringWriter;

import static org.assertj.core.api.Assertions.assertThat;

/** The spool keeps a report's body in memory while small and in a temporary file beyond that, losing nothing. */
class SpoolTest {
    @Test
    void gives_back_everything_written_whether_kept_in_memory_or_on_disk() throws Exception {
        for (int chunks : new int[] {3, 3 * Spool.IN_MEMORY / 1000}) {
            StringBuilder expected = new StringBuilder();
            StringWriter out = new StringWriter();
            try (Spool spool = new Spool()) {
                for (int i = 0; i < chunks; i++) {
                    String chunk = String.format("%06d", i) + "é".repeat(497) + "\n";
                    spool.write(chunk);
                    expected.append(chunk);
                }
                spool.copyTo(out);
            }
            assertThat(out.toString()).isEqualTo(expected.toString());
        }
    }
}
