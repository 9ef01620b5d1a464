package dev.arbiter;

/** A player now: life and the number of cards in each of their zones the log has shown. */
public record PlayerState(String id, int life, int hand, int library, int graveyard, int exile) {
}
