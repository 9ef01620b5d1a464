package dev.arbiter.model;

import java.util.Locale;

/** Why an object changed zones, as an mtglog/1 {@code move} line names it. */
public enum Cause {
    RESOLVE, SBA, EFFECT, COST, DRAW, DISCARD, COMBAT;

    public String logName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Cause fromLog(String s) {
        for (Cause c : values()) {
            if (c.logName().equals(s)) {
                return c;
            }
        }
        return null;
    }
}
