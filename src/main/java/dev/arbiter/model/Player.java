package dev.arbiter.model;

/** A player (CR 102): seat is the index in turn order. */
public final class Player {
    private final String id;
    private final int seat;
    private int life;
    private int anonymousCards;
    private boolean lost;

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

    /** Lost the game (CR 704.5a); the log may go on, but the player no longer counts. */
    public boolean isLost() {
        return lost;
    }

    public void setLost(boolean lost) {
        this.lost = lost;
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
