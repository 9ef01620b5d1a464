package dev.arbiter.model;

import java.util.Locale;

/** The steps of a turn in order (CR 500.1), named as mtglog/1 names them. */
public enum Step {
    UNTAP, UPKEEP, DRAW, MAIN1, BEGINNING_OF_COMBAT, DECLARE_ATTACKERS, DECLARE_BLOCKERS, FIRST_STRIKE_DAMAGE,
    COMBAT_DAMAGE, END_OF_COMBAT, MAIN2, END, CLEANUP;

    private final String logName = name().toLowerCase(Locale.ROOT);

    public String logName() {
        return logName;
    }

    public boolean isMain() {
        return this == MAIN1 || this == MAIN2;
    }

    public boolean isCombat() {
        return compareTo(BEGINNING_OF_COMBAT) >= 0 && compareTo(END_OF_COMBAT) <= 0;
    }

    public static Step fromLog(String s) {
        for (Step z : values()) {
            if (z.logName().equals(s)) {
                return z;
            }
        }
        return null;
    }
}
