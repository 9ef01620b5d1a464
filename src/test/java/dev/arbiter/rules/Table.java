package dev.arbiter.rules;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.ObjectState;
import dev.arbiter.PlayerState;
import dev.arbiter.Replay;
import dev.arbiter.RuleFiring;
import dev.arbiter.Severity;
import dev.arbiter.log.LogError;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A small game for the DRL spec tests: lines of mtglog/1 written with single quotes (turned into double quotes;
 * write {@code \u0027} for an apostrophe inside a name), played through the public API with the trace on. After
 * {@link #play()}, the test asks which rules fired on which line, what was found, and how the objects ended up.
 */
public final class Table {
    private static final Arbiter ARBITER = Arbiter.create();
    /** The table played last: its session is closed when the next one plays (tests run one at a time). */
    private static Table last;

    private final List<String> lines = new ArrayList<>();
    private final Map<Integer, List<String>> firedAt = new TreeMap<>();
    private final List<String> notes = new ArrayList<>();
    private final List<String[]> lastFirings = new ArrayList<>();
    private final List<String> outcomes = new ArrayList<>();
    private List<Finding> findings = List.of();
    private LogError error;
    private Replay replay;

    private Table(String mode, String... players) {
        this(mode, "2025-02-07", players);
    }

    private Table(String mode, String edition, String[] players) {
        lines.add("{'type':'game','format':'mtglog/1','players':['" + String.join("','", players)
                + "'],'life':20,'outcomes':'" + mode + "','cr':'" + edition + "'}");
    }

    /** A derived-mode game for P1 and P2 whose game line assumes another edition of the Comprehensive Rules. */
    public static Table derivedOfEdition(String edition) {
        return new Table("derived", edition, new String[] {"P1", "P2"});
    }

    /** A derived-mode game for P1 and P2 whose game line has these fields too ({@code "'unchecked':[...]"}). */
    public static Table derivedWith(String gameFields) {
        Table t = derived();
        String game = t.lines.get(0);
        t.lines.set(0, game.substring(0, game.length() - 1) + "," + gameFields + "}");
        return t;
    }

    /** A derived-mode game for two players P1 and P2. */
    public static Table derived() {
        return new Table("derived", "P1", "P2");
    }

    /** A recorded-mode game for P1 and P2, who start at this life total. */
    public static Table recordedAtLife(int life) {
        Table t = recorded();
        t.lines.set(0, t.lines.get(0).replace("'life':20", "'life':" + life));
        return t;
    }

    /** A recorded-mode game for two players P1 and P2. */
    public static Table recorded() {
        return new Table("recorded", "P1", "P2");
    }

    /** A recorded-mode game with these players, in turn order. */
    public static Table recorded(String... players) {
        return new Table("recorded", players);
    }

    /** A derived-mode game with these players, in turn order. */
    public static Table derived(String... players) {
        return new Table("derived", players);
    }

    /**
     * Recorded, three players: P3 has taken P1's creature c1, with P1's Shadow Slice c7 encoded on it, and it deals
     * combat damage to P2; then the log's trigger line for the cipher ability, giving it to {@code lineController}.
     */
    public static Table stolenCipher(String lineController) {
        return recorded("P1", "P2", "P3").with(
                "{'type':'object','id':'c1','card':'Grizzly Bears','owner':'P1','zone':'battlefield'}",
                "{'type':'object','id':'c7','card':'Shadow Slice','owner':'P1','zone':'exile','encodedOn':'c1'}",
                "{'type':'turn','number':2,'active':'P3'}", "{'type':'step','step':'main1'}",
                "{'type':'draw','player':'P3','count':1}",
                "{'type':'control','object':'c1','player':'P3','until':'end_of_turn','by':'external'}",
                "{'type':'effect','object':'c1','gain':['haste'],'until':'end_of_turn','by':'external'}",
                "{'type':'attack','attackers':{'c1':'P2'}}",
                "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':2}],'combat':true}",
                "{'type':'life','player':'P2','delta':-2}",
                "{'type':'trigger','source':'c1','controller':'" + lineController + "'}");
    }

    /** Adds lines (single quotes stand for double quotes). */
    public Table with(String... more) {
        for (String l : more) {
            lines.add(l);
        }
        return this;
    }

    /** A card on the battlefield under its owner's control. */
    public Table permanent(String id, String card, String owner) {
        return with("{'type':'object','id':'" + id + "','card':'" + card + "','owner':'" + owner
                + "','zone':'battlefield'}");
    }

    /** A card in its owner's hand. */
    public Table inHand(String id, String card, String owner) {
        return with("{'type':'object','id':'" + id + "','card':'" + card + "','owner':'" + owner + "','zone':'hand'}");
    }

    /** A Role token, already on the battlefield attached to a host. */
    public Table role(String id, String role, String controller, String host) {
        return with("{'type':'object','id':'" + id + "','token':'" + role + "','controller':'" + controller
                + "','zone':'battlefield','attachedTo':'" + host + "'}");
    }

    /** Turn 1 of P1, in the first main phase. */
    public Table main1() {
        return with("{'type':'turn','number':1,'active':'P1'}", "{'type':'step','step':'main1'}");
    }

    public Table cast(String player, String card, String... targets) {
        StringBuilder t = new StringBuilder();
        if (targets.length > 0) {
            t.append(",'targets':[['").append(String.join("'],['", targets)).append("']]");
        }
        return with("{'type':'cast','player':'" + player + "','card':'" + card + "'" + t + "}");
    }

    public Table resolve() {
        return with("{'type':'resolve'}");
    }

    /** Casts and resolves a spell with one target per instance of "target". */
    public Table castAndResolve(String player, String card, String... targets) {
        return cast(player, card, targets).resolve();
    }

    /** The line number the next line will have (1-based; line 1 is the game line). */
    public int next() {
        return lines.size() + 1;
    }

    /** Plays the log to its end, or to the line it can't be played past. */
    public Table play() {
        synchronized (Table.class) {
            if (last != null && last.replay != null) {
                last.replay.close();
            }
            last = this;
        }
        String text = String.join("\n", lines.stream().map(l -> l.replace('\'', '"')).toList()) + "\n";
        replay = ARBITER.open("spec", new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        try {
            Replay.Step s;
            while ((s = replay.next()) != null) {
                List<String> names = firedAt.computeIfAbsent(s.line(), k -> new ArrayList<>());
                for (RuleFiring f : s.firings()) {
                    names.add(f.rule());
                    lastFirings.add(new String[] {f.rule(), String.join(", ", f.facts())});
                }
                notes.addAll(s.notes());
                outcomes.addAll(s.outcomes());
            }
        } catch (dev.arbiter.LogProblemException e) {
            // the replay's public exception, back in the reader's terms the tests ask about
            error = new LogError(e.problem().line(), e.problem().column(), e.problem().message());
        }
        findings = replay.findings();
        return this;
    }

    /** Whether a rule fired anywhere in the game. */
    public boolean fired(String rule) {
        return firedAt.values().stream().anyMatch(l -> l.contains(rule));
    }

    /** Whether a rule fired in the step of this action line. */
    public boolean firedAt(int line, String rule) {
        return firedAt.getOrDefault(line, List.of()).contains(rule);
    }

    /** How many times a rule fired in the whole game. */
    public long times(String rule) {
        return firedAt.values().stream().flatMap(List::stream).filter(rule::equals).count();
    }

    /**
     * The layer rules of the last layer pass of the game, in firing order: what "613.1 rebuild ..." started last,
     * each with the effect it applied (the explain trace's precedence), up to the rule that commits the pass (what
     * the layers group derives after that, such as the ability instances, is not part of the pass).
     */
    public List<String> lastLayerPass() {
        List<String> out = new ArrayList<>();
        boolean inPass = false;
        for (String[] f : lastFirings) {
            if (f[0].startsWith("613.1 rebuild")) {
                out.clear();
                inPass = true;
            } else if (inPass && f[0].startsWith("613.")) {
                out.add(f[0] + " " + f[1]);
                inPass = !f[0].startsWith("613.1 a permanent has the characteristics left");
            }
        }
        return out;
    }

    /** Rule names in firing order over the whole game. */
    public List<String> firings() {
        return firedAt.values().stream().flatMap(List::stream).toList();
    }

    /** Error- and warning-level findings as "rule line N". */
    public List<String> findings() {
        return findings.stream().filter(f -> f.severity() != Severity.INFO).map(f -> f.rule() + " line " + f.line())
                .toList();
    }

    public List<Finding> findingDetails() {
        return findings;
    }

    public List<String> notes() {
        return notes;
    }

    /** What the engine did, as outcome lines. */
    public List<String> outcomes() {
        return outcomes;
    }

    /** The log error that stopped the game, or null. */
    public LogError error() {
        return error;
    }

    public ObjectState object(String id) {
        return replay.object(id);
    }

    public PlayerState player(String id) {
        return replay.player(id);
    }

    public List<String> stack() {
        return replay.stack();
    }

    public List<String> zone(String zone) {
        return replay.zone(zone);
    }
}
