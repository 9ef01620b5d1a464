package dev.arbiter.model;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A continuous effect (CR 611, 613): from a resolving spell or ability (inserted when it resolves, timestamp then,
 * 613.7b), or from a static ability (derived by a rule while its source is in place, with the source's timestamp,
 * 613.7a). The rules in rules/layers/ apply effects in {@link #getSalience() layer-then-timestamp order}.
 * Equality is by {@link #getKey()}, so a static effect derived again is the same effect.
 */
public final class ContinuousEffect {
    private final String key;
    private final EffectKind kind;
    private final long timestamp;
    private final Affects affects;
    private final GameObject target;
    private final String controller;
    private final int power;
    private final int toughness;
    private final List<String> abilities;
    private final GameObject source;
    private final String sourceAbility;
    private final boolean untilEndOfTurn;
    private final String value;

    private ContinuousEffect(Builder b) {
        this.key = b.key;
        this.kind = b.kind;
        this.timestamp = b.timestamp;
        this.affects = b.affects;
        this.target = b.target;
        this.controller = b.controller;
        this.power = b.power;
        this.toughness = b.toughness;
        this.abilities = b.abilities;
        this.source = b.source;
        this.sourceAbility = b.sourceAbility;
        this.untilEndOfTurn = b.untilEndOfTurn;
        this.value = b.value;
    }

    public static Builder of(EffectKind kind, String key, long timestamp) {
        return new Builder(kind, key, timestamp);
    }

    /**
     * Whether this effect applies to a permanent now; called by the layer rules on the characteristics the pass is
     * working out, after the earlier layers applied.
     */
    public boolean appliesTo(Characteristics c) {
        GameObject o = c.getObject();
        if (o.getZone() != Zone.BATTLEFIELD || o.isPhasedOut()) {
            return false;
        }
        return switch (affects) {
            case ONE -> o == target;
            case ALL_CREATURES -> c.isCreature();
            case ENCHANTED_CREATURES_YOU_CONTROL -> c.isCreature() && c.isEnchanted()
                    && Objects.equals(c.getController(), getYou());
        };
    }

    /** Effects of a static ability of a permanent stop when the permanent loses that ability (CR 613.1f, 613.6). */
    public boolean isSourceActive() {
        return sourceAbility == null || source == null || source.hasAbility(sourceAbility);
    }

    /** The effects, earliest timestamp first (CR 613.7); effects with the same timestamp by key, the same each time. */
    public static List<ContinuousEffect> inTimestampOrder(Collection<?> effects) {
        List<ContinuousEffect> out = new ArrayList<>(effects.size());
        for (Object e : effects) {
            out.add((ContinuousEffect) e);
        }
        out.sort(Comparator.comparingLong(ContinuousEffect::getTimestamp).thenComparing(ContinuousEffect::getKey));
        return out;
    }

    public int getSalience() {
        return kind.layer().salience(timestamp);
    }

    public String getKey() {
        return key;
    }

    public EffectKind getKind() {
        return kind;
    }

    public Layer getLayer() {
        return kind.layer();
    }

    public long getTimestamp() {
        return timestamp;
    }

    public Affects getAffects() {
        return affects;
    }

    public GameObject getTarget() {
        return target;
    }

    public String getController() {
        return controller;
    }

    /**
     * The player "you" means for this effect: the current controller of the permanent whose static ability it is
     * (CR 109.5, 611.3a — read as the effect applies, after layer 2), else the controller the effect names.
     */
    public String getYou() {
        return source != null && source.getZone() == Zone.BATTLEFIELD && source.getController() != null
                ? source.getController() : controller;
    }

    public int getPower() {
        return power;
    }

    public int getToughness() {
        return toughness;
    }

    public List<String> getAbilities() {
        return abilities;
    }

    public GameObject getSource() {
        return source;
    }

    public String getSourceAbility() {
        return sourceAbility;
    }

    public boolean isUntilEndOfTurn() {
        return untilEndOfTurn;
    }

    /** A value for kinds that need one (the creature type or color an object becomes). */
    public String getValue() {
        return value;
    }

    /**
     * Equal when every part that decides what the effect does is equal: a static effect derived again unchanged is
     * the same effect (truth maintenance keeps it), but one whose source moved to another host, got a new timestamp
     * or a new controller is a new effect that replaces the old one.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof ContinuousEffect e && e.key.equals(key) && e.kind == kind && e.timestamp == timestamp
                && e.affects == affects && e.target == target && Objects.equals(e.controller, controller)
                && e.power == power && e.toughness == toughness && e.abilities.equals(abilities)
                && Objects.equals(e.value, value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(key, timestamp, target == null ? 0 : target.getSerial(), controller);
    }

    @Override
    public String toString() {
        return key + " (layer " + kind.layer().number() + ", timestamp " + timestamp + ")";
    }

    /** Builds an effect; only the parts its kind uses need setting. */
    public static final class Builder {
        private final EffectKind kind;
        private final String key;
        private final long timestamp;
        private Affects affects = Affects.ONE;
        private GameObject target;
        private String controller;
        private int power;
        private int toughness;
        private List<String> abilities = List.of();
        private GameObject source;
        private String sourceAbility;
        private boolean untilEndOfTurn;
        private String value;

        private Builder(EffectKind kind, String key, long timestamp) {
            this.kind = kind;
            this.key = key;
            this.timestamp = timestamp;
        }

        public Builder on(GameObject target) {
            this.target = target;
            this.affects = Affects.ONE;
            return this;
        }

        public Builder affecting(Affects affects) {
            this.affects = affects;
            return this;
        }

        public Builder controller(String controller) {
            this.controller = controller;
            return this;
        }

        public Builder pt(int power, int toughness) {
            this.power = power;
            this.toughness = toughness;
            return this;
        }

        public Builder abilities(List<String> abilities) {
            this.abilities = List.copyOf(abilities);
            return this;
        }

        public Builder source(GameObject source, String sourceAbility) {
            this.source = source;
            this.sourceAbility = sourceAbility;
            return this;
        }

        public Builder untilEndOfTurn(boolean untilEndOfTurn) {
            this.untilEndOfTurn = untilEndOfTurn;
            return this;
        }

        public Builder value(String value) {
            this.value = value;
            return this;
        }

        public ContinuousEffect build() {
            if (kind == EffectKind.MODIFY_PT && affects == Affects.ALL_CREATURES) {
                // rules/layers adds up the +N/+N effects on one object; one reaching every creature has no rule yet
                throw new IllegalStateException("no layer rule applies a power and toughness change to all"
                        + " creatures: " + key);
            }
            return new ContinuousEffect(this);
        }
    }
}
