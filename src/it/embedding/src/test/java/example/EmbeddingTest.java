package example;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kie.api.KieServices;
import org.kie.api.runtime.KieSession;
import org.slf4j.LoggerFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * arbiter inside someone else's application: the tool's logging, Drools session and card list stay its own, and
 * the verdicts are the command line's.
 */
class EmbeddingTest {
    private static final Path HOME = Path.of(System.getProperty("arbiter.home"));
    private static final String BACKEND = System.getProperty("host.backend");
    private static Arbiter arbiter;

    @BeforeAll
    static void start() {
        arbiter = Arbiter.create();
    }

    @Test
    void the_readme_example_runs() throws IOException {
        PrintStream before = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            JudgeTool.main(new String[] {HOME.resolve("examples/logs/hexproof-target.jsonl").toString()});
        } finally {
            System.setOut(before);
        }
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("hexproof-target.jsonl: INVALID\n  line 10: 601.2c Monstrous Rage mr targets gs"), out);
        assertTrue(out.contains("line 10: turn 3 MAIN1, stack [StackEntry[id=mr, kind=SPELL"), out);
    }

    @Test
    void the_verdicts_are_the_command_lines_whatever_catalogue_the_tool_has() throws Exception {
        assertTrue(getClass().getClassLoader().getResource("catalogue/cards.json") != null, "the tool's card list");
        Process cli = new ProcessBuilder("java", "-cp", String.join(java.io.File.pathSeparator,
                "target/arbiter-cli.jar", "target/arbiter.jar", "target/lib/*"), "dev.arbiter.cli.Main", "validate",
                "examples/logs").directory(HOME.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> expected = new String(cli.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines()
                .toList();
        cli.waitFor();

        List<String> got = new ArrayList<>();
        int valid = 0;
        int invalid = 0;
        int errors = 0;
        List<Path> logs;
        try (Stream<Path> files = Files.list(HOME.resolve("examples/logs"))) {
            logs = files.sorted().toList();
        }
        for (Path p : logs) {
            String name = "examples/logs/" + p.getFileName();
            LogResult r;
            try (InputStream in = Files.newInputStream(p)) {
                r = arbiter.validate(name, in);
            }
            switch (r.status()) {
                case VALID -> valid++;
                case INVALID -> invalid++;
                case ERROR -> errors++;
            }
            for (Finding f : r.findings()) {
                got.add(name + ":" + f.line() + ": " + f.severity().name().toLowerCase(Locale.ROOT) + " " + f.rule()
                        + ": " + f.message());
            }
        }
        got.add(logs.size() + " logs: " + valid + " valid, " + invalid + " invalid, " + errors + " errors; ");
        assertTrue(invalid > 0 && valid > 0, "the example logs hold valid and invalid games");
        assertEquals(expected.subList(0, expected.size() - 1), got.subList(0, got.size() - 1));
        assertTrue(expected.get(expected.size() - 1).startsWith(got.get(got.size() - 1)), expected.toString());
    }

    @Test
    void the_tools_default_drools_session_still_works_beside_arbiter() {
        KieSession session = KieServices.get().getKieClasspathContainer().newKieSession();
        List<String> greeted = new ArrayList<>();
        try {
            session.setGlobal("greeted", greeted);
            session.insert("P1");
            session.fireAllRules();
        } finally {
            session.dispose();
        }
        assertEquals(List.of("hello P1"), greeted);
    }

    @Test
    void the_tools_logging_is_its_own() throws IOException {
        // one backend, the tool's, and at most the tool's own configuration file
        assertEquals(1, count("META-INF/services/org.slf4j.spi.SLF4JServiceProvider"), "SLF4J providers");
        assertEquals(BACKEND.equals("logback") ? 1 : 0, count("logback.xml"), "logback.xml files");
        assertEquals(0, count("logback-test.xml"), "logback-test.xml files");
        assertEquals(BACKEND.equals("logback") ? "ch.qos.logback.classic.LoggerContext"
                : "org.slf4j.simple.SimpleLoggerFactory", LoggerFactory.getILoggerFactory().getClass().getName());

        LoggerFactory.getLogger(EmbeddingTest.class).info("the tool's own INFO line");
        String log = Files.readString(Path.of(System.getProperty("host.log")));
        assertTrue(log.contains("the tool's own INFO line"), log);
        assertTrue(log.lines().noneMatch(l -> l.startsWith("arbiter:")), log);
    }

    @Test
    void the_tools_dependency_tree_has_no_command_line_and_no_logging_backend_of_arbiters() throws IOException {
        List<String> tree = Files.readAllLines(Path.of("target/dependency-tree.txt"));
        assertTrue(tree.stream().anyMatch(l -> l.contains("dev.arbiter:arbiter:jar:")), tree.toString());
        assertTrue(tree.stream().noneMatch(l -> l.contains("picocli")), tree.toString());
        String direct = "";
        for (String l : tree) {
            if (l.startsWith("+- ") || l.startsWith("\\- ")) {
                direct = l;
            }
            if (l.contains("ch.qos.logback") || l.contains("slf4j-simple") || l.contains("log4j")) {
                // only the tool's own backend (and what it brings), a direct dependency of its own
                assertTrue(direct.contains("ch.qos.logback:logback-classic") || direct.contains("slf4j-simple"),
                        "a logging backend brought by " + direct + ": " + l);
            }
        }
    }

    private static int count(String resource) throws IOException {
        List<URL> found = Collections.list(EmbeddingTest.class.getClassLoader().getResources(resource));
        return found.size();
    }
}
