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
    private GameObject chosen;

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

    public GameObject getChosen() {
        return chosen;
    }

    public void setChosen(GameObject chosen) {
        this.chosen = chosen;
    }

    public boolean isAnswered() {
        return chosen != null;
    }

    public boolean offers(GameObject o) {
        return options.contains(o);
    }
}
