package dev.arbiter.model;

import java.util.Objects;

/**
 * Derived by truth maintenance (rules/auras/enchant.drl): an Aura can't enchant a permanent — the Aura attached to
 * it, one an attach line or a token instruction would attach to it (the token as it would exist) — and why: its
 * enchant ability doesn't allow the permanent (CR 702.5a), or the permanent has protection from it (702.16c). The
 * rules of the state-based actions, token creation and attaching read this one fact.
 */
public final class CantEnchant {
    /** Why the Aura can't enchant the permanent. */
    public enum Why {
        /** Enchant creature, and the permanent is not a creature (702.5a). */
        NOT_A_CREATURE,
        /** The permanent has protection from the Aura (702.16c). */
        PROTECTION
    }

    private final GameObject aura;
    private final GameObject host;
    private final Why why;
    private final String protection;

    public CantEnchant(GameObject aura, GameObject host, Why why, String protection) {
        this.aura = aura;
        this.host = host;
        this.why = why;
        this.protection = protection;
    }

    public GameObject getAura() {
        return aura;
    }

    public GameObject getHost() {
        return host;
    }

    public Why getWhy() {
        return why;
    }

    /** The host's protection ability, as the host has it ("protection from enchantments"); null for the other why. */
    public String getProtection() {
        return protection;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CantEnchant c && c.aura == aura && c.host == host && c.why == why;
    }

    @Override
    public int hashCode() {
        return Objects.hash(aura.getSerial(), host.getSerial(), why);
    }

    @Override
    public String toString() {
        return aura.getId() + " can't enchant " + host.getId() + " (" + why + ")";
    }
}
