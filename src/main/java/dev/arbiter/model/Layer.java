package dev.arbiter.model;

/** The layers and sublayers of CR 613.1 and 613.4, in the order they apply. */
public enum Layer {
    COPY("1"), CONTROL("2"), TEXT("3"), TYPE("4"), COLOR("5"), ABILITY("6"), PT_CDA("7a"), PT_SET("7b"),
    PT_MODIFY("7c"), PT_SWITCH("7d");

    private final String number;

    Layer(String number) {
        this.number = number;
    }

    public String number() {
        return number;
    }

    /**
     * The agenda salience of applying an effect in this layer with this timestamp: earlier layers first, then
     * earlier timestamps (CR 613.3, 613.4, 613.7). Used as {@code salience} by the rules in rules/layers/.
     */
    public int salience(long timestamp) {
        return -(ordinal() * 10_000_000 + (int) Math.min(timestamp, 9_999_999));
    }
}
