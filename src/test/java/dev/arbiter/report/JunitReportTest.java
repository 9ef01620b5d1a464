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
    /** The JUnit report of one log, parsed back. */
    private static org.w3c.dom.Document read(dev.arbiter.LogResult log) throws Exception {
        StringWriter out = new StringWriter();
        try (Report r = Format.JUNIT.open(out, null)) {
            Summary s = new Summary();
            r.log(log, Duration.ofMillis(3));
            s.add(log);
            r.finish(s);
        }
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(out.toString().getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void control_characters_and_markup_in_names_and_messages_stay_well_formed() throws Exception {
        var doc = read(new dev.arbiter.LogResult("a<b>&\u0001.jsonl", dev.arbiter.LogResult.Status.ERROR, 1,
                java.util.List.of(), new dev.arbiter.LogResult.Problem(1, 2, "NUL \u0000 <here> & \"there\"")));
        assertThat(doc.getElementsByTagName("testcase").getLength()).isEqualTo(1);
        assertThat(doc.getElementsByTagName("failure").getLength()).isEqualTo(1);
    }

    @Test
    void a_line_break_in_a_file_name_is_read_back_as_written_not_as_a_space() throws Exception {
        var doc = read(new dev.arbiter.LogResult("d/new\nline.jsonl", dev.arbiter.LogResult.Status.VALID, 3,
                java.util.List.of(), null));
        var testcase = (org.w3c.dom.Element) doc.getElementsByTagName("testcase").item(0);
        // escaped as the text report shows it; a raw line break would be read back as "d/new line.jsonl"
        assertThat(testcase.getAttribute("file")).isEqualTo("d/new\\nline.jsonl");
        assertThat(testcase.getAttribute("name")).isEqualTo("d/new\\nline.jsonl");
    }
}
