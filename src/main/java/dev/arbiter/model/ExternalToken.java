package dev.arbiter.model;

import dev.arbiter.log.LogLine;

/**
 * A {@code create_token} line from outside the game (mtglog §3) that the engine has just applied: the rules judged
 * the token as they judge any (303.4i). Lives while its line is applied; the audit rules in rules/audit/records.drl
 * report a token the line describes that the rules did not let exist.
 */
public final class ExternalToken {
    private final LogLine.CreateToken line;
    private final String id;

    /** @param id the engine's id of the token the line names */
    public ExternalToken(LogLine.CreateToken line, String id) {
        this.line = line;
        this.id = id;
    }

    public int getLine() {
        return line.line();
    }

    /** The engine's id of the token. */
    public String getId() {
        return id;
    }

    /** The id the log gives it. */
    public String getLoggedId() {
        return line.id();
    }

    /** The token's name ("Wicked Role"). */
    public String getToken() {
        return line.token();
    }

    /** The id the log attaches it to, as written, or null. */
    public String getAttachedTo() {
        return line.attachedTo();
    }

    /** In plain words, what the line says happened. */
    public String getWhat() {
        return Outcomes.describe(line);
    }

    @Override
    public String toString() {
        return "external " + getWhat();
    }
}
