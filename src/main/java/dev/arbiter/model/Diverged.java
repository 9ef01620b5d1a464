package dev.arbiter.model;

/**
 * An object whose story the log and the rules tell differently since a reported mistake: a recorded {@code move}
 * line the rules did not make, or a move the rules made that the log left out. The engine goes on from the
 * rules-correct game, but what the log records next about the object follows from its own version — a Wicked Role
 * it put into a graveyard triggers there (603.10a); a Role the rules put away is still on its creature in the log —
 * and the rules in rules/audit/ take those lines as the same mistake, reported once. Stays for the rest of the log.
 */
public final class Diverged {
    private final String object;
    private final Zone loggedTo;
    private final int line;
    private final boolean logOnly;
    private final boolean role;
    private final String controller;
    private final String attachedTo;
    private final String token;
    private final String by;
    private final boolean ceased;

    /** An object the log moved and the rules did not, or the other way round. */
    public Diverged(String object, Zone loggedTo, int line) {
        this(object, loggedTo, line, false, false, null, null, null, null, false);
    }

    private Diverged(String object, Zone loggedTo, int line, boolean logOnly, boolean role, String controller,
                     String attachedTo, String token, String by, boolean ceased) {
        this.object = object;
        this.loggedTo = loggedTo;
        this.line = line;
        this.logOnly = logOnly;
        this.role = role;
        this.controller = controller;
        this.attachedTo = attachedTo;
        this.token = token;
        this.by = by;
        this.ceased = ceased;
    }

    /**
     * A copy the log made where the rules made none (its ability on the log's stack alone, say), in the log's game.
     *
     * @param id         the log's id for it
     * @param zone       where the log put it
     * @param controller its controller in the log
     * @param by         the id of the object the log says made it, or null
     */
    public static Diverged logOnlyCopy(String id, Zone zone, int line, String controller, String by) {
        return new Diverged(id, zone, line, true, false, controller, null, null, by, false);
    }

    /** An object the log says ceased to exist where the rules' game still has it (a card, which never does). */
    public static Diverged ceasedInTheLogOnly(String object, int line) {
        return new Diverged(object, null, line, false, false, null, null, null, null, true);
    }

    /**
     * A token the log created where the rules made none, on the battlefield of the log's game.
     *
     * @param id         the log's id for it
     * @param token      the token's name ({@code Wicked Role})
     * @param role       whether it is a Role
     * @param controller its controller in the log
     * @param attachedTo the id of the object the log attached it to, or null
     * @param by         the id of the object the log says made it, or null
     */
    public static Diverged logOnlyToken(String id, String token, int line, boolean role, String controller,
                                        String attachedTo, String by) {
        return new Diverged(id, Zone.BATTLEFIELD, line, true, role, controller, attachedTo, token, by, false);
    }

    /** A log-only token's name ({@code Wicked Role}), or null. */
    public String getToken() {
        return token;
    }

    /** The id of the object the log says made a log-only token, or null. */
    public String getBy() {
        return by;
    }

    /** Whether only the log's game has the object at all (a token or copy the log made where the rules made none). */
    public boolean isLogOnly() {
        return logOnly;
    }

    /** Whether it is a Role only the log's game has. */
    public boolean isRole() {
        return role;
    }

    /** A log-only token's controller in the log, or null. */
    public String getController() {
        return controller;
    }

    /** The id of what a log-only token is attached to in the log, or null. */
    public String getAttachedTo() {
        return attachedTo;
    }

    /** The id of the object. */
    public String getObject() {
        return object;
    }

    /** Whether the log alone made it cease to exist ({@link #ceasedInTheLogOnly}). */
    public boolean isCeased() {
        return ceased;
    }

    /** Where the log alone moved it, or null when the rules moved it and the log did not, or it ceased in the log. */
    public Zone getLoggedTo() {
        return loggedTo;
    }

    /** The line of the mistake. */
    public int getLine() {
        return line;
    }

    @Override
    public String toString() {
        return object + (ceased ? " ceased to exist in the log alone" : loggedTo == null
                ? " moved by the rules and not by the log" : " moved to " + loggedTo.logName() + " by the log alone")
                + " (line " + line + ")";
    }
}
