package dev.arbiter.model;

import java.util.List;

/**
 * A decision the rules give a player and the log must answer (never a silent pick): which of several Roles that
 * arrived together to keep (CR 704.5y with 613.7m).
 */
public final class PendingChoice {
    private final String kind;
    private final String player;
    private final GameObject about;
    private final List<GameObject> options;
    private List<GameObject> kept;
    private List<String> names;
    private int line;
    private boolean reported;
    private boolean lapsed;

    public PendingChoice(String kind, String player, GameObject about, List<GameObject> options) {
        this.kind = kind;
        this.player = player;
        this.about = about;
        this.options = List.copyOf(options);
    }

    public String getKind() {
        return kind;
    }

    public String getPlayer() {
        return player;
    }

    public GameObject getAbout() {
        return about;
    }

    public List<GameObject> getOptions() {
        return options;
    }

    /** The one option chosen, or null (none yet, or — in a recorded log — not exactly one kept). */
    public GameObject getChosen() {
        return kept != null && kept.size() == 1 ? kept.get(0) : null;
    }

    public void setChosen(GameObject chosen) {
        this.kept = List.of(chosen);
    }

    /**
     * What the player keeps: normally one option; a recorded log may show none or several (a 704.5y finding), and
     * the game then goes on as the log shows it.
     */
    public List<GameObject> getKept() {
        return kept == null ? List.of() : kept;
    }

    public void setKept(List<GameObject> kept) {
        this.kept = List.copyOf(kept);
    }

    /**
     * The options as the log names them (its own ids for them where it gave any), set when a recorded log's answer is
     * read; the options' engine ids until then.
     */
    public List<String> getNames() {
        return names != null ? names : options.stream().map(GameObject::getId).toList();
    }

    public void setNames(List<String> names) {
        this.names = List.copyOf(names);
    }

    /** The options kept, as the log names them. */
    public List<String> getKeptNames() {
        List<String> all = getNames();
        return getKept().stream().map(o -> all.get(options.indexOf(o))).toList();
    }

    /** Whether a recorded log's answer that kept other than exactly one option has been reported (704.5y, 704.5j). */
    public boolean isReported() {
        return reported;
    }

    public void setReported(boolean reported) {
        this.reported = reported;
    }

    /** Whether this option is among those kept. */
    public boolean keeps(GameObject o) {
        return kept != null && kept.contains(o);
    }

    /** The tie's timestamp: all options share it (CR 613.7m). */
    public long getTimestamp() {
        return options.get(0).getTimestamp();
    }

    /** The log line of the state-based-action check that raised the choice. */
    public int getLine() {
        return line;
    }

    public void setLine(int line) {
        this.line = line;
    }

    public boolean isAnswered() {
        return kept != null;
    }

    /**
     * No option is left to choose among: the Roles and their host left the battlefield in the same check (704.5m), so
     * whichever the player kept would have followed them (rules/sba/roles.drl). A choose line may still give it.
     */
    public boolean isLapsed() {
        return lapsed;
    }

    public void setLapsed(boolean lapsed) {
        this.lapsed = lapsed;
    }

    public boolean offers(GameObject o) {
        return options.contains(o);
    }
}
