package dev.arbiter.model;

import java.util.Locale;

/** The game zones (CR 400.1), named as mtglog/1 names them. */
public enum Zone {
    LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND;

    private final String logName = name().toLowerCase(Locale.ROOT);

    public String logName() {
        return logName;
    }

    public static Zone fromLog(String s) {
        for (Zone z : values()) {
            if (z.logName().equals(s)) {
                return z;
            }
        }
        return null;
    }
}
