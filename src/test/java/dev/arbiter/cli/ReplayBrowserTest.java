package dev.arbiter.cli;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The HTML pages in a real browser: headless Chromium driven by Selenium through Debian's chromium-driver, asserting
 * what a person sees. Where Chromium or its driver is not installed the class is skipped, saying so (.ci/run
 * installs both).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReplayBrowserTest {
    private static final Path PAGES = Path.of("target/html-test");
    private static final Path SHOTS = Path.of("target/screenshots");

    private ChromeDriver browser;
    private String missing;

    @BeforeAll
    void start() throws IOException {
        Optional<Path> chromium = onPath("chromium", "chromium-browser", "google-chrome");
        Optional<Path> driver = onPath("chromedriver");
        if (chromium.isEmpty() || driver.isEmpty()) {
            missing = "SKIPPED: no headless browser here: the browser test needs Chromium and its WebDriver on PATH"
                    + " (Debian: apt-get install chromium chromium-driver; .ci/run installs them); found chromium="
                    + chromium.isPresent() + ", chromedriver=" + driver.isPresent();
            System.err.println(missing);
            return;
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.get().toFile());
        // root in a container: no sandbox; a small /dev/shm: none of it
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,900", "--allow-file-access-from-files");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver.get().toFile())
                .build();
        browser = new ChromeDriver(service, options);
        Files.createDirectories(PAGES);
        Files.createDirectories(SHOTS);
    }

    /** Each test reports itself skipped, with the reason, when there is no browser (never passes without one). */
    @BeforeEach
    void needsTheBrowser() {
        assumeTrue(browser != null, missing);
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void the_role_is_drawn_on_its_creature_and_then_replaced_by_the_newer_one() throws IOException {
        open(explain("examples/logs/role-replace.jsonl"), 14);
        WebElement courtier = permanent("c1");
        assertThat(courtier.findElement(By.cssSelector(".pt")).getText()).isEqualTo("1/1");
        assertThat(attached(courtier)).containsExactly("Cursed Role c1/1 · timestamp 5");

        key("j"); // line 15: Monstrous Rage cast, targeting the Courtier
        key("j"); // line 16: it resolves and makes a Monster Role; 704.5y puts the older Cursed Role away
        assertThat(selected()).isEqualTo(16);
        assertThat(browser.getCurrentUrl()).endsWith("#L16");
        courtier = permanent("c1");
        assertThat(courtier.findElement(By.cssSelector(".pt")).getText()).isEqualTo("6/4");
        assertThat(attached(courtier)).containsExactly("Monster Role c2/1 · timestamp 8");
        assertThat(text("#board .gone")).contains("Cursed Role c1/1");
        assertThat(fired()).anyMatch(r -> r.startsWith("CR 704.5y") && r.contains("newest Role"));
        shot("replay-role-replace.png");

        key("k"); // back to line 15: the Cursed Role again
        assertThat(attached(permanent("c1"))).containsExactly("Cursed Role c1/1 · timestamp 5");
        browser.findElement(By.id("L13")).click();
        assertThat(selected()).isEqualTo(13);
        assertThat(browser.getCurrentUrl()).endsWith("#L13");
    }

    @Test
    void the_finding_is_highlighted_on_its_line_with_the_rules_that_fired() throws IOException {
        open(explain("examples/logs/cipher-trigger-after-flicker-recorded.jsonl"), 15);
        WebElement bears = permanent("b1");
        assertThat(bears.findElements(By.cssSelector(".encoded")).stream().map(WebElement::getText).toList())
                .containsExactly("encoded: Shadow Slice ss · owner P1");

        browser.findElement(By.id("next-finding")).click();
        assertThat(selected()).isEqualTo(27);
        WebElement line = browser.findElement(By.id("L27"));
        assertThat(line.getAttribute("class")).contains("has-finding", "selected");
        WebElement finding = line.findElement(By.cssSelector(".finding.error"));
        assertThat(finding.isDisplayed()).isTrue();
        assertThat(finding.getText()).contains("ERROR", "CR 702.99c (2025-02-07)",
                "ss is no longer encoded on b1", "expected", "observed");
        assertThat(fired()).isNotEmpty().anyMatch(r -> r.startsWith("CR 702.99c"));
        assertThat(permanent("b1").findElements(By.cssSelector(".encoded"))).isEmpty();
        shot("replay-cipher-finding.png");

        key("p"); // no finding before it: stays
        assertThat(selected()).isEqualTo(27);
        key("g");
        WebElement jump = browser.findElement(By.id("jump"));
        jump.clear();
        jump.sendKeys("12\n"); // Shadow Slice cast: on the stack
        assertThat(selected()).isEqualTo(12);
        assertThat(text("#board")).contains("turn 3 (P1), main1 step", "Stack (top first)\nss (Shadow Slice)");

        // a finding raised by a later step is shown at its own line too, with the rule that raised it
        open(explain("src/test/resources/scenarios/roles/recorded-a3-both-tied-roles-kept.jsonl"), 12);
        assertThat(text("#why .finding.error")).contains("CR 704.5y", "raised later, in the step of line 15",
                "a recorded log keeps exactly one of the Roles that arrived together (rules/sba/roles.drl)");
        // and one raised as the log ended, after its last step
        open(explain("src/test/resources/scenarios/recorded/603.3-wicked-trigger-missing-at-the-end-of-the-log.jsonl"),
                15);
        assertThat(text("#why .finding.error")).contains("CR 603.3", "raised as the log ended");
    }

    @Test
    void markup_in_names_and_ids_is_shown_as_text_and_never_runs() throws IOException {
        open(explain("src/test/resources/html/markup-in-names.jsonl"), 7);
        JavascriptExecutor js = browser;
        assertThat(js.executeScript("return typeof window.pwned")).isEqualTo("undefined");
        assertThat(browser.findElements(By.tagName("img"))).isEmpty();
        assertThat(permanent("x1").findElement(By.cssSelector(".name")).getText())
                .isEqualTo("</script><script>window.pwned = 3</script>");
        assertThat(permanent("x2").findElement(By.cssSelector(".name")).getText())
                .isEqualTo("<img src=x onerror=\"window.pwned = 4\">&amp;");
        assertThat(browser.findElement(By.cssSelector("#L1 .text")).getText())
                .startsWith("# <script>window.pwned = 1</script>");
        assertThat(browser.findElement(By.cssSelector("#L8 .finding")).getText())
                .contains("\"<img src=x onerror=window.pwned=2>\" is not a valid new id");
        // a log error is labelled as one, not as a rule of the Comprehensive Rules
        assertThat(browser.findElement(By.cssSelector("#L8 .finding .cr")).getText()).isEqualTo("log error");
        assertThat(js.executeScript("return typeof window.pwned")).isEqualTo("undefined");

        // ids that are names of JavaScript properties are ids like any other (the board's tables are Maps)
        open(explain("src/test/resources/html/prototype-ids.jsonl"), 8);
        assertThat(permanent("constructor").findElement(By.cssSelector(".name")).getText())
                .isEqualTo("Grizzly Bears");
        assertThat(permanent("__proto__").findElement(By.cssSelector(".name")).getText())
                .isEqualTo("Gladecover Scout");
        assertThat(text("#board .stack li")).isEqualTo("valueOf (Shock)");
        key("j");
        assertThat(text("#board .gone")).isEqualTo("left the battlefield in this step: Grizzly Bears constructor");
    }

    @Test
    void a_long_games_page_rebuilds_the_board_at_any_line_it_is_opened_or_jumped_at() throws IOException {
        // a page holds each step's board as its changes against the step before (a whole board now and then): a
        // creature enters in each of 150 turns, so that most boards are rebuilt from changes
        StringBuilder log = new StringBuilder("{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\","
                + "\"P2\"],\"life\":20,\"outcomes\":\"derived\",\"cr\":\"2025-02-07\"}\n");
        for (int t = 1; t <= 150; t++) {
            log.append("{\"type\":\"turn\",\"number\":").append(t).append(",\"active\":\"P").append(2 - t % 2)
                    .append("\"}\n{\"type\":\"step\",\"step\":\"main1\"}\n{\"type\":\"object\",\"id\":\"b").append(t)
                    .append("\",\"card\":\"Grizzly Bears\",\"owner\":\"P1\",\"zone\":\"battlefield\"}\n");
        }
        Path file = PAGES.resolve("long-game.jsonl");
        Files.writeString(file, log);
        Path page = explain(file.toString());
        open(page, 3 * 90 + 1); // the line of b90
        assertThat(browser.findElements(By.cssSelector("#board .perm"))).hasSize(90);
        assertThat(permanent("b90").getAttribute("class")).contains("new");
        assertThat(text("#board .turn")).contains("turn 90");
        key("k"); // turn 90's main1: b90 not there yet
        assertThat(browser.findElements(By.cssSelector("#board .perm"))).hasSize(89);
        open(page, 3 * 7 + 1); // back, by the address
        assertThat(browser.findElements(By.cssSelector("#board .perm"))).hasSize(7);
        open(page, 3 * 150 + 1);
        assertThat(browser.findElements(By.cssSelector("#board .perm"))).hasSize(150);
        key("k");
        key("k");
        key("k");
        assertThat(selected()).isEqualTo(3 * 149 + 1);
        assertThat(browser.findElements(By.cssSelector("#board .perm"))).hasSize(149);
    }

    @Test
    void an_error_logs_header_counts_no_findings_as_the_reports_and_empty_expected_and_observed_are_left_out()
            throws IOException {
        // a finding at line 6, then a line that can't be played: the log is in error, and the reports count no
        // findings for it
        Path log = PAGES.resolve("finding-then-error.jsonl");
        Files.writeString(log, String.join("\n",
                "{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\",\"P2\"],\"life\":20,"
                        + "\"outcomes\":\"derived\",\"cr\":\"2025-02-07\"}",
                "{\"type\":\"object\",\"id\":\"gs\",\"card\":\"Gladecover Scout\",\"owner\":\"P2\",\"zone\":\"battlefield\"}",
                "{\"type\":\"object\",\"id\":\"mr\",\"card\":\"Monstrous Rage\",\"owner\":\"P1\",\"zone\":\"hand\"}",
                "{\"type\":\"turn\",\"number\":3,\"active\":\"P1\"}",
                "{\"type\":\"step\",\"step\":\"main1\"}",
                "{\"type\":\"cast\",\"player\":\"P1\",\"card\":\"mr\",\"targets\":[[\"gs\"]]}",
                "{\"type\":\"resolve\",\"object\":\"mr\"}",
                "{\"type\":\"resolve\",\"object\":\"mr\"}", ""));
        Cli json = Cli.run("validate", "-f", "json", log.toString());
        assertThat(json.out()).as(json.both()).contains("\"status\":\"error\"", "\"findings\":0}")
                .doesNotContain("\"rule\"");
        open(explain(log.toString()), 6);
        assertThat(text("#verdict")).startsWith("error · ").contains(" · 0 findings (1 found before the log error is"
                + " shown on its line, not counted, as in the reports)").doesNotContain("1 finding (");
        assertThat(browser.findElements(By.cssSelector("#L6 .finding"))).hasSize(1);

        // a finding whose expected and observed are both "" has no empty labels
        open(explain("src/test/resources/scenarios/casting/601.2h-force-of-will-pitch-card-not-named.jsonl"), 11);
        WebElement finding = browser.findElement(By.cssSelector("#L11 .finding"));
        assertThat(finding.getText()).contains("the log names no card exiled");
        assertThat(finding.findElements(By.tagName("dt"))).isEmpty();
    }

    @Test
    void the_summary_page_sorts_and_opens_a_finding_at_its_moment() throws IOException {
        Path report = PAGES.resolve("index.html").toAbsolutePath();
        Cli r = Cli.run("validate", "-f", "html", "-o", report.toString(), "--replays",
                PAGES.resolve("replays").toString(), "examples/logs");
        assertThat(r.code()).as(r.both()).isEqualTo(1);
        browser.get(report.toUri().toString());
        assertThat(text("#summary")).contains("10 logs", "4 valid", "6 invalid");
        browser.findElement(By.cssSelector("th[data-key=rank]")).click();
        List<String> statuses = browser.findElements(By.cssSelector("#logs tbody td.status")).stream()
                .map(WebElement::getText).toList();
        assertThat(statuses.subList(0, 6)).containsOnly("invalid");
        browser.findElement(By.cssSelector("th[data-key=rank]")).click();
        assertThat(browser.findElement(By.cssSelector("#logs tbody td.status")).getText()).isEqualTo("valid");
        browser.findElement(By.linkText("line 19")).click();
        assertThat(browser.getCurrentUrl()).endsWith("role-replace-kept-the-older-recorded.jsonl.html#L19");
        assertThat(selected()).isEqualTo(19);
        assertThat(browser.findElement(By.cssSelector("#L19 .finding")).getText()).contains("CR 704.5y");
        assertThat(attached(permanent("c1"))).containsExactly("Monster Role c2/1 · timestamp 8");
        shot("replay-role-finding.png"); // the README's
    }

    @Test
    void keys_held_down_leave_the_address_at_the_line_they_stop_at() throws IOException {
        // a replaceState on each key press: Chromium dropped them past a couple of hundred in ten seconds, and the
        // address stayed at an old line until the next key press
        Path page = explain("examples/logs/role-replace-kept-the-older-recorded.jsonl");
        open(page, 1);
        for (int i = 0; i < 250; i++) {
            key(i % 2 == 0 ? "j" : "k");
        }
        key("j");
        int at = selected();
        new org.openqa.selenium.support.ui.WebDriverWait(browser, java.time.Duration.ofSeconds(12))
                .until(d -> d.getCurrentUrl().endsWith("#L" + at));
    }

    @Test
    void every_table_of_the_coverage_page_sorts_by_a_click_on_its_heading() {
        // the script numbered the headings across the page's three tables: the second and third didn't sort
        Path page = PAGES.resolve("coverage.html").toAbsolutePath();
        Cli r = Cli.run("coverage", "-f", "html", "-o", page.toString(), "examples/logs");
        assertThat(r.code()).as(r.both()).isZero();
        browser.get(page.toUri().toString());
        List<WebElement> tables = browser.findElements(By.cssSelector("table.sortable"));
        assertThat(tables).hasSize(3);
        for (WebElement table : tables.subList(1, 3)) {
            WebElement firings = table.findElements(By.cssSelector("th")).get(3);
            firings.click();
            firings.click(); // descending: the most firings first
            List<Integer> column = table.findElements(By.cssSelector("tbody tr")).stream()
                    .map(row -> Integer.parseInt(row.findElements(By.cssSelector("td")).get(3).getText())).toList();
            assertThat(column).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        }
        assertThat(browser.manage().logs().get("browser").getAll()).noneMatch(e -> e.getMessage().contains("Error"));
    }

    // --- what a person sees

    private Path explain(String log) {
        Path page = PAGES.resolve(Path.of(log).getFileName() + ".html").toAbsolutePath();
        Cli r = Cli.run("explain", "-f", "html", "-o", page.toString(), log);
        assertThat(r.code()).as(r.both()).isIn(0, 1, 3);
        return page;
    }

    private void open(Path page, int line) {
        browser.get(page.toUri() + "#L" + line);
        assertThat(selected()).isEqualTo(line);
    }

    private void key(String k) {
        new Actions(browser).sendKeys(k).perform();
    }

    private int selected() {
        return Integer.parseInt(browser.findElement(By.cssSelector("#lines li.selected")).getAttribute("data-line"));
    }

    private WebElement permanent(String id) {
        return browser.findElement(By.cssSelector("#board .perm[data-id='" + id + "']"));
    }

    private static List<String> attached(WebElement permanent) {
        return permanent.findElements(By.cssSelector(".attached")).stream().map(WebElement::getText).toList();
    }

    private List<String> fired() {
        return browser.findElements(By.cssSelector("#fired > li")).stream().map(WebElement::getText).toList();
    }

    private String text(String css) {
        return browser.findElement(By.cssSelector(css)).getText();
    }

    private void shot(String name) throws IOException {
        File png = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(png.toPath(), SHOTS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }

    private static Optional<Path> onPath(String... names) {
        String path = System.getenv().getOrDefault("PATH", "");
        return Stream.of(names).flatMap(n -> Stream.of(path.split(File.pathSeparator)).map(d -> Path.of(d, n)))
                .filter(Files::isExecutable).findFirst();
    }
}
