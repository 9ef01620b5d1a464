package dev.arbiter.model;

import java.util.Objects;

/**
 * One instance of an ability a permanent has now, derived by truth maintenance after each layer pass (rules/layers/
 * ability_instances.drl): the permanent's own ability ({@link #PRINTED}) or one effect's grant of it, named by the
 * effect's key. Instances work independently (CR 113.2c): each instance of a triggered ability triggers. Trigger
 * rules match an event and these facts; a layer pass that leaves an instance in place leaves the fact alone, so an
 * event triggers each instance once.
 */
public final class AbilityInstance {
    /** The source of an instance that is the object's own ability, not granted by an effect. */
    public static final String PRINTED = "printed";

    private final GameObject object;
    private final String ability;
    private final String source;

    public AbilityInstance(GameObject object, String ability, String source) {
        this.object = object;
        this.ability = ability;
        this.source = source;
    }

    public GameObject getObject() {
        return object;
    }

    public String getAbility() {
        return ability;
    }

    /** {@link #PRINTED}, or the key of the continuous effect that grants this instance. */
    public String getSource() {
        return source;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AbilityInstance i && i.object == object && i.ability.equals(ability)
                && i.source.equals(source);
    }

    @Override
    public int hashCode() {
        return Objects.hash(object.getSerial(), ability, source);
    }

    @Override
    public String toString() {
        return ability + " of " + object.getId() + " (" + source + ")";
    }
}
