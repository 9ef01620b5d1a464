package dev.arbiter.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The stack item now resolving (CR 608.2), with the decisions the log records for it ({@code resolve.choices}).
 * Card rules follow its instructions in printed order (salience), skipping the parts whose targets became
 * illegal; if every target is illegal, it does not resolve at all (608.2b).
 */
public final class Resolution {
    private final StackItem item;
    private final Map<String, Object> choices;
    private boolean fizzled;
    private boolean finished;
    private final List<GameObject> created = new ArrayList<>();

    public Resolution(StackItem item, Map<String, Object> choices) {
        this.item = item;
        this.choices = choices;
    }

    public StackItem getItem() {
        return item;
    }

    public String getName() {
        return item.getName();
    }

    public String getAbility() {
        return item.getAbility();
    }

    public String getController() {
        return item.getController();
    }

    public GameObject getSpell() {
        return item.getSpell();
    }

    public GameObject getSource() {
        return item.getSource();
    }

    public boolean hasSpell() {
        return item.hasSpell();
    }

    public boolean isFizzled() {
        return fizzled;
    }

    public void setFizzled(boolean fizzled) {
        this.fizzled = fizzled;
    }

    /** Set once the final step (608.2n, 608.3) has moved the spell; nothing after it. */
    public boolean isFinished() {
        return finished;
    }

    public void setFinished(boolean finished) {
        this.finished = finished;
    }

    public Map<String, Object> getChoices() {
        return choices;
    }

    /** A token this resolution created (for "when you do" after "create …", 603.12). */
    public void created(GameObject token) {
        created.add(token);
    }

    /** The tokens of this name the resolution has created so far. */
    public List<GameObject> createdTokens(String name) {
        return created.stream().filter(t -> t.getName().equals(name)).toList();
    }

    public boolean hasChoice(String name) {
        return choices.containsKey(name);
    }
}
