package dev.arbiter.model;

/** A player (CR 102): seat is the index in turn order. */
public final class Player {
    private final String id;
    private final int seat;
    private int life;
    private int anonymousCards;
    private boolean lost;
    private String lostBy;
    private String lossReason;
    private boolean inGame = true;
    private int leftOnLine;

    public Player(String id, int seat, int life) {
        this.id = id;
        this.seat = seat;
        this.life = life;
    }

    public String getId() {
        return id;
    }

    public int getSeat() {
        return seat;
    }

    public int getLife() {
        return life;
    }

    public void setLife(int life) {
        this.life = life;
    }

    /** Lost the game (CR 704.5a); a player who loses leaves the game (104.5, see {@link #isInGame()}). */
    public boolean isLost() {
        return lost;
    }

    /** The player loses by a state-based action: its CR number and why, in words (the rule that found it says). */
    public void lose(String rule, String reason) {
        this.lost = true;
        this.lostBy = rule;
        this.lossReason = reason;
    }

    /** The CR number of the rule by which the player lost ("704.5a"), or null. */
    public String getLostBy() {
        return lostBy;
    }

    /** Why the player lost, in words, or null. */
    public String getLossReason() {
        return lossReason;
    }

    /**
     * Still in the game. A player who lost has left it (CR 104.5): their objects are gone (800.4a), they take no
     * turns, can't be targeted or dealt damage, and control no triggered ability (800.4d).
     */
    public boolean isInGame() {
        return inGame;
    }

    /** The player leaves the game at a log line (CR 104.5, 800.4). */
    public void leave(int line) {
        this.inGame = false;
        this.leftOnLine = line;
    }

    /** The log line at which the player left the game, or 0. */
    public int getLeftOnLine() {
        return leftOnLine;
    }

    /** Counts the cards of unknown identity this player drew, to name them {@code <player>/<n>}. */
    public int nextAnonymous() {
        return ++anonymousCards;
    }

    @Override
    public String toString() {
        return id;
    }
}
