package dev.arbiter.report;

import org.junit.jupiter.api.Test;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** JUnit XML stays well-formed whatever a log's name or a message holds. */
class JunitReportTest {
    @Test
    void control_characters_and_markup_in_names_and_messages_stay_well_formed() throws Exception {
        StringWriter out = new StringWriter();
        try (Report r = Format.JUNIT.open(out, null)) {
            Summary s = new Summary();
            var bad = new dev.arbiter.LogResult("a<b>&\u0001.jsonl", dev.arbiter.LogResult.Status.ERROR, 1,
                    java.util.List.of(), new dev.arbiter.LogResult.Problem(1, 2, "NUL \u0000 <here> & \"there\""));
            r.log(bad, Duration.ofMillis(3));
            s.add(bad);
            r.finish(s);
        }
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(out.toString().getBytes(StandardCharsets.UTF_8)));
        assertThat(doc.getElementsByTagName("testcase").getLength()).isEqualTo(1);
        assertThat(doc.getElementsByTagName("failure").getLength()).isEqualTo(1);
    }
}
