package dev.arbiter.report;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.log.Quote;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.time.Duration;
import java.util.Locale;

/**
 * JUnit XML: one test suite for the run and one test case per log, failed when the log is invalid (its
 * error-severity findings) or could not be read. The suite's counts come first, so the test cases are spooled.
 */
final class JunitReport implements Report {
    private static final XMLOutputFactory XML = XMLOutputFactory.newFactory();

    private final Writer out;
    private final Spool cases = new Spool();
    private long nanos;

    JunitReport(Writer out) {
        this.out = out;
    }

    @Override
    public void log(LogResult r, Duration took) throws IOException {
        nanos += took.toNanos();
        cases.write(xml(x -> {
            x.writeCharacters("\n    ");
            x.writeStartElement("testcase");
            x.writeAttribute("classname", "arbiter.validate");
            x.writeAttribute("name", attribute(r.file()));
            x.writeAttribute("file", attribute(r.file()));
            x.writeAttribute("time", seconds(took.toNanos()));
            if (r.status() == LogResult.Status.ERROR) {
                LogResult.Problem p = r.error();
                x.writeStartElement("failure");
                x.writeAttribute("type", p.internal() ? "internal-error" : "error");
                x.writeAttribute("message", attribute(p.message()));
                x.writeCharacters(clean(TextLines.error(r)));
                x.writeEndElement();
            } else if (r.status() == LogResult.Status.INVALID) {
                StringBuilder text = new StringBuilder();
                String firstRule = null;
                long errors = 0;
                for (Finding f : r.findings()) {
                    text.append(TextLines.finding(r.file(), f)).append('\n');
                    if (f.severity() == dev.arbiter.Severity.ERROR) {
                        errors++;
                        firstRule = firstRule == null ? f.rule() : firstRule;
                    }
                }
                x.writeStartElement("failure");
                x.writeAttribute("type", firstRule);
                x.writeAttribute("message", errors + " error finding" + (errors == 1 ? "" : "s") + ", first: "
                        + firstRule);
                x.writeCharacters(clean(text.toString()));
                x.writeEndElement();
            } else if (!r.findings().isEmpty()) {
                StringBuilder text = new StringBuilder();
                for (Finding f : r.findings()) {
                    text.append(TextLines.finding(r.file(), f)).append('\n');
                }
                x.writeStartElement("system-out");
                x.writeCharacters(clean(text.toString()));
                x.writeEndElement();
            }
            x.writeEndElement();
        }));
    }

    @Override
    public void finish(Summary s) throws IOException {
        int failed = s.invalid() + s.errors();
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write(xml(x -> {
            x.writeStartElement("testsuites");
            x.writeAttribute("name", "arbiter");
            x.writeAttribute("tests", String.valueOf(s.logs()));
            x.writeAttribute("failures", String.valueOf(failed));
            x.writeAttribute("errors", "0");
            x.writeAttribute("time", seconds(nanos));
            x.writeCharacters("\n  ");
            x.writeStartElement("testsuite");
            x.writeAttribute("name", "arbiter validate");
            x.writeAttribute("tests", String.valueOf(s.logs()));
            x.writeAttribute("failures", String.valueOf(failed));
            x.writeAttribute("errors", "0");
            x.writeAttribute("skipped", "0");
            x.writeAttribute("time", seconds(nanos));
            x.writeCharacters("\n    ");
            x.writeStartElement("properties");
            property(x, "arbiter.version", Arbiter.version());
            property(x, "cr", Arbiter.CR_EDITION);
            property(x, "summary", s.line());
            x.writeEndElement();
            // the start tags stay open: the test cases follow
            x.writeCharacters("");
        }));
        cases.copyTo(out);
        out.write("\n  </testsuite>\n</testsuites>\n");
        out.flush();
    }

    private static void property(XMLStreamWriter x, String name, String value) throws XMLStreamException {
        x.writeEmptyElement("property");
        x.writeAttribute("name", name);
        x.writeAttribute("value", clean(value));
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e9);
    }

    /**
     * An attribute's value: a line break in one is read back as a space (XML normalizes attribute values, and the
     * stream writer doesn't escape it), so a file name or message is written as the text report shows it, escaped.
     */
    private static String attribute(String s) {
        return clean(Quote.printable(s));
    }

    /** XML 1.0 can't hold most control characters, even escaped; a log's text may contain any. */
    static String clean(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(c -> {
            boolean ok = c == 0x9 || c == 0xA || c == 0xD || c >= 0x20 && c <= 0xD7FF || c >= 0xE000 && c <= 0xFFFD
                    || c >= 0x10000 && c <= 0x10FFFF;
            b.appendCodePoint(ok ? c : 0xFFFD);
        });
        return b.toString();
    }

    private interface Xml {
        void write(XMLStreamWriter x) throws XMLStreamException;
    }

    /** An XML fragment written with a fresh stream writer (flushed, not closed: open tags stay open). */
    private static String xml(Xml body) throws IOException {
        StringWriter w = new StringWriter();
        try {
            XMLStreamWriter x = XML.createXMLStreamWriter(w);
            body.write(x);
            x.flush();
        } catch (XMLStreamException e) {
            throw new IOException(e);
        }
        return w.toString();
    }
}
