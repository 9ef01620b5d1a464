package dev.arbiter.model;

import java.util.Locale;

/** Card types (CR 300.1) that the catalogue uses; Kindred (CR 308) for inline definitions of imported games. */
public enum CardType {
    ARTIFACT, CREATURE, ENCHANTMENT, INSTANT, LAND, PLANESWALKER, SORCERY, BATTLE, KINDRED;

    public String logName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static CardType fromLog(String s) {
        for (CardType t : values()) {
            if (t.logName().equals(s)) {
                return t;
            }
        }
        return null;
    }
}
