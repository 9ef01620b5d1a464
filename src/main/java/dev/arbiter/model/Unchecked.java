package dev.arbiter.model;

/**
 * Something the log's source showed that the log leaves out or simplifies, as its {@code game} line lists it
 * ({@code unchecked}, mtglog §2; an MTG Arena import writes them): arbiter can't check what the log doesn't say.
 * In working memory for the whole game: rules/audit/expectations.drl warns of each as the game line is read, and a
 * rule whose check depends on what it leaves out reads it (rules/combat/combat.drl, 510.1a).
 */
public final class Unchecked {
    private final String rule;
    private final String what;
    private final int count;

    /**
     * @param rule  the Comprehensive Rules number of what is not checked
     * @param what  what it is, in words
     * @param count how many times the source showed it
     */
    public Unchecked(String rule, String what, int count) {
        this.rule = rule;
        this.what = what;
        this.count = count;
    }

    public String getRule() {
        return rule;
    }

    public String getWhat() {
        return what;
    }

    public int getCount() {
        return count;
    }

    @Override
    public String toString() {
        return "unchecked " + rule + " " + what + " x" + count;
    }
}
