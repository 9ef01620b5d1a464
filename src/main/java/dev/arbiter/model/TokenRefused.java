package dev.arbiter.model;

/**
 * Event: an instruction to create a token was refused before the token existed (CR 303.4i): the audit rules use it
 * to explain a recorded log that creates the token anyway. Lives until the end of the log line that caused it.
 */
public final class TokenRefused {
    private final String token;
    private final GameObject host;
    private final String rule;
    private final String reason;

    public TokenRefused(String token, GameObject host, String rule, String reason) {
        this.token = token;
        this.host = host;
        this.rule = rule;
        this.reason = reason;
    }

    /** The token's name ("Monster Role"). */
    public String getToken() {
        return token;
    }

    /** The object it would have been attached to, or null. */
    public GameObject getHost() {
        return host;
    }

    public String getHostId() {
        return host == null ? null : host.getId();
    }

    public String getRule() {
        return rule;
    }

    public String getReason() {
        return reason;
    }

    @Override
    public String toString() {
        return token + " refused (" + rule + "): " + reason;
    }
}
