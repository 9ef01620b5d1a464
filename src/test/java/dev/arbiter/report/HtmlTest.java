package dev.arbiter.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogResult;
import dev.arbiter.Severity;
import dev.arbiter.log.Json;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The HTML pages' writers: escaping of untrusted text, and the replay's data being explain's JSON steps. */
class HtmlTest {
    private static final Path MARKUP = Path.of("src/test/resources/html/markup-in-names.jsonl");
    private static final Path ROLES = Path.of("examples/logs/role-replace.jsonl");
    private static final Path CIPHER = Path.of("examples/logs/cipher-shadow-slice.jsonl");

    @Test
    void text_escapes_the_characters_html_gives_meaning_to() {
        assertThat(Html.text("</script><a href=\"x\" title='y'>&amp;")).isEqualTo(
                "&lt;/script&gt;&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;");
        assertThat(Html.text(null)).isEmpty();
        assertThat(Html.text("Witch's Mark")).isEqualTo("Witch&#39;s Mark");
        // what a page can't show or its UTF-8 can't hold is written as the text report writes it
        assertThat(Html.text("Bear\u001b[2J\ud800\n")).isEqualTo("Bear\\u001b[2J\\ud800\\n");
    }

    @Test
    void json_for_a_script_element_keeps_its_value_and_holds_no_markup() {
        for (String s : List.of("</script><script>alert(1)</script>", "<!-- x -->", "a & b > c", "line\u2028sep",
                "plain")) {
            String safe = Html.json(Jsons.string(s));
            assertThat(safe).doesNotContain("<", ">", "&", "\u2028");
            assertThat(((Json.Str) Json.parseDocument(safe)).value()).isEqualTo(s);
        }
    }

    @Test
    void a_replay_page_holds_no_markup_of_the_log_and_only_its_own_three_scripts() throws IOException {
        String page = replay(MARKUP);
        Matcher scripts = Pattern.compile("(?i)<script").matcher(page);
        int count = 0;
        while (scripts.find()) {
            count++;
        }
        assertThat(count).isEqualTo(3);
        assertThat(page.toLowerCase(java.util.Locale.ROOT).split("</script", -1)).hasSize(4);
        assertThat(page).doesNotContain("<img", "pwned = 3</", "onerror=\"");
        assertThat(page).contains("<title>" + Html.text(MARKUP.toString()) + " — arbiter replay</title>");
    }

    @Test
    void a_replay_page_embeds_the_very_steps_of_explain_json_their_boards_as_changes() throws IOException {
        for (Path log : List.of(ROLES, CIPHER, MARKUP)) {
            List<JsonNode> fromPage = pageSteps(replay(log));
            StringWriter json = new StringWriter();
            play(log, Explain.open(Format.JSON, json));
            List<JsonNode> fromJson = new ArrayList<>();
            new ObjectMapper().readTree(json.toString()).get("steps").forEach(fromJson::add);
            assertThat(fromPage).hasSize(fromJson.size());
            // the first board is whole, and at least one later one is changes only
            assertThat(fromPage.get(0).get("board").path("whole").asBoolean()).isTrue();
            assertThat(fromPage).anyMatch(s -> !s.get("board").has("whole"));
            assertThat(rebuilt(fromPage)).isEqualTo(fromJson);
        }
        assertThat(pageSteps(replay(ROLES))).hasSize(11);
    }

    @Test
    void a_replay_page_grows_with_its_log_not_with_steps_times_board() throws IOException {
        // the shape of the probe's long logs: many permanents, then turns in which nothing on them changes
        StringBuilder log = new StringBuilder("{\"type\":\"game\",\"format\":\"mtglog/1\",\"players\":[\"P1\","
                + "\"P2\"],\"life\":20,\"outcomes\":\"derived\",\"cr\":\"2025-02-07\"}\n");
        int permanents = 60;
        int turns = 300;
        for (int i = 0; i < permanents; i++) {
            log.append("{\"type\":\"object\",\"id\":\"b").append(i).append("\",\"card\":\"Grizzly Bears\","
                    + "\"owner\":\"P").append(1 + i % 2).append("\",\"zone\":\"battlefield\"}\n");
        }
        for (int t = 1; t <= turns; t++) {
            log.append("{\"type\":\"turn\",\"number\":").append(t).append(",\"active\":\"P")
                    .append(2 - t % 2).append("\"}\n{\"type\":\"step\",\"step\":\"main1\"}\n");
        }
        byte[] bytes = log.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int lines = 1 + permanents + 2 * turns;
        StringWriter out = new StringWriter();
        Explain.play(Arbiter.create(), "long.jsonl", new ByteArrayInputStream(bytes),
                Explain.html(out, Arbiter.create().rules(), List.of(log.toString().split("\n"))));
        String page = out.toString();
        // a whole board of 60 permanents is some 20 KB: in each of 600 steps it made a page of 12 MB
        int script = Html.resource("replay.js").length() + Html.resource("replay.css").length()
                + Html.resource("replay.html").length();
        assertThat(page.length() - script).isLessThan(1_500 * lines);
        List<JsonNode> steps = pageSteps(page);
        assertThat(rebuilt(steps).get(steps.size() - 1).get("state").get("battlefield")).hasSize(permanents);
    }

    /** The steps a replay page embeds. */
    private static List<JsonNode> pageSteps(String page) throws IOException {
        String data = page.substring(page.indexOf("id=\"arbiter-steps\">") + "id=\"arbiter-steps\">".length());
        data = data.substring(0, data.indexOf("</script>"));
        List<JsonNode> steps = new ArrayList<>();
        new ObjectMapper().readTree(data).forEach(steps::add);
        return steps;
    }

    /** The page's steps with each board rebuilt as the page's script rebuilds it, as explain's {@code state}. */
    private static List<JsonNode> rebuilt(List<JsonNode> steps) {
        List<JsonNode> out = new ArrayList<>();
        ObjectNode state = null;
        for (JsonNode step : steps) {
            JsonNode b = step.get("board");
            ObjectNode s = JsonNodeFactory.instance.objectNode();
            s.set("turn", b.has("turn") ? b.get("turn") : state.get("turn"));
            s.set("battlefield", b.has("whole") ? b.get("battlefield")
                    : changed(state.get("battlefield"), b.get("set"), b.get("gone"), b.get("order")));
            s.set("encodedInExile", b.has("whole") ? b.get("encodedInExile")
                    : changed(state.get("encodedInExile"), b.get("exiled"), b.get("unexiled"), b.get("exiledOrder")));
            s.set("players", b.has("players") ? b.get("players") : state.get("players"));
            s.set("stack", b.has("stack") ? b.get("stack") : state.get("stack"));
            state = s;
            ObjectNode copy = ((ObjectNode) step).deepCopy();
            copy.remove("board");
            copy.set("state", s);
            out.add(copy);
        }
        return out;
    }

    private static ArrayNode changed(JsonNode list, JsonNode set, JsonNode gone, JsonNode order) {
        Map<String, JsonNode> put = new LinkedHashMap<>();
        if (set != null) {
            set.forEach(o -> put.put(o.get("id").asText(), o));
        }
        Set<String> went = new HashSet<>();
        if (gone != null) {
            gone.forEach(id -> went.add(id.asText()));
        }
        Map<String, JsonNode> now = new LinkedHashMap<>();
        list.forEach(o -> {
            String id = o.get("id").asText();
            if (!went.contains(id)) {
                now.put(id, put.containsKey(id) ? put.remove(id) : o);
            }
        });
        now.putAll(put);
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        if (order != null) {
            order.forEach(id -> a.add(now.get(id.asText())));
        } else {
            now.values().forEach(a::add);
        }
        return a;
    }

    @Test
    void a_replay_page_names_the_fired_rules_with_their_descriptions_and_keeps_every_line_as_written()
            throws IOException {
        String page = replay(ROLES);
        String meta = page.substring(page.indexOf("id=\"arbiter-log\">") + 17);
        meta = meta.substring(0, meta.indexOf("</script>"));
        Json.Obj log = (Json.Obj) Json.parseDocument(meta);
        Json.Obj rules = (Json.Obj) log.get("rules");
        assertThat(rules.fields().keySet()).anyMatch(n -> n.startsWith("704.5y "));
        Json.Obj role = (Json.Obj) rules.fields().entrySet().stream().filter(e -> e.getKey().startsWith("704.5y "))
                .findFirst().orElseThrow().getValue();
        assertThat(((Json.Str) role.get("file")).value()).isEqualTo("rules/sba/roles.drl");
        assertThat(((Json.Str) role.get("description")).value()).isNotBlank();
        List<Json.Value> source = ((Json.Arr) log.get("source")).items();
        assertThat(source).hasSize(Files.readAllLines(ROLES).size());
        assertThat(((Json.Str) source.get(0)).value()).isEqualTo("# scenario: A1");
    }

    @Test
    void the_summary_page_escapes_names_and_messages_and_links_findings_to_their_moment() throws IOException {
        Finding f = new Finding("704.5y", List.of(), Severity.ERROR, 14, 3, "main1", List.of("t1"),
                "<b>two Roles</b> & more", null, null);
        LogResult invalid = new LogResult("a<script>.jsonl", LogResult.Status.INVALID, 20, List.of(f), null);
        LogResult error = new LogResult("bad\".jsonl", LogResult.Status.ERROR, 3, List.of(),
                new LogResult.Problem(3, 17, "found </td>"));
        StringWriter out = new StringWriter();
        Summary summary = new Summary();
        try (Report r = HtmlReport.withReplays(out, name -> "replays/" + name.length() + ".html")) {
            for (LogResult l : List.of(invalid, error)) {
                r.log(l, Duration.ZERO);
                summary.add(l);
            }
            r.finish(summary);
        }
        String page = out.toString();
        assertThat(page).doesNotContain("a<script>", "<b>two", "found </td>", "bad\".jsonl");
        assertThat(page).contains("a&lt;script&gt;.jsonl", "&lt;b&gt;two Roles&lt;/b&gt; &amp; more",
                "found &lt;/td&gt;", "<a href=\"replays/15.html#L14\">line 14</a>",
                "<a href=\"replays/10.html#L3\">line 3, column 17</a>", "2 logs", "CR 704.5y");
        assertThat(page.split("<tr class=", -1)).hasSize(3);
    }

    @Test
    void the_summary_page_without_replays_links_nothing() throws IOException {
        StringWriter out = new StringWriter();
        try (Report r = Format.HTML.open(out, null)) {
            r.log(new LogResult("a.jsonl", LogResult.Status.VALID, 3, List.of(), null), Duration.ZERO);
            r.finish(new Summary());
        }
        assertThat(out.toString()).doesNotContain("<a ").contains("<td class=\"status\">valid</td>");
    }

    private static String replay(Path log) throws IOException {
        StringWriter out = new StringWriter();
        play(log, Explain.html(out, Arbiter.create().rules(), Files.readAllLines(log)));
        return out.toString();
    }

    private static void play(Path log, Explain explain) throws IOException {
        Explain.play(Arbiter.create(), log.toString(), new ByteArrayInputStream(Files.readAllBytes(log)), explain);
    }
}
