package dev.arbiter.model;

import java.util.Locale;

/** Card types (CR 300.1) that the catalogue uses. */
public enum CardType {
    ARTIFACT, CREATURE, ENCHANTMENT, INSTANT, LAND, PLANESWALKER, SORCERY, BATTLE;

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
