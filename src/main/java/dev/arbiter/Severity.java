package dev.arbiter;

import java.util.Locale;

/** How serious a finding is: an error makes the log invalid; warnings and notes do not. */
public enum Severity {
    ERROR, WARNING, INFO;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
