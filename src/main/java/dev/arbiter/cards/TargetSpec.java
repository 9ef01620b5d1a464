package dev.arbiter.cards;

/**
 * One instance of the word "target" in a card's text, in text order: how many objects or players it takes
 * ({@code min} 0 for "up to one"), of what kind, and whether it must differ from the targets of an earlier
 * instance ("another target permanent").
 */
public record TargetSpec(TargetKind kind, int min, int max, int distinctFrom) {
    public static final int NONE = -1;

    public boolean upTo() {
        return min == 0;
    }
}
