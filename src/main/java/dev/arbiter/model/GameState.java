package dev.arbiter.model;

/**
 * The turn, the active player and the step (CR 500). Whether something is resolving is the {@link Resolution} fact's
 * to say (a spell cast while it exists ignores timing, 608.2g: {@link StackItem#isCastDuringResolution()}).
 */
public final class GameState {
    private int turn;
    private String active;
    private Step step = Step.UNTAP;
    private final int players;
    private boolean recorded;
    private String result;
    private int endedOnLine;

    public GameState(int players) {
        this.players = players;
    }

    public int getTurn() {
        return turn;
    }

    public void setTurn(int turn) {
        this.turn = turn;
    }

    public String getActive() {
        return active;
    }

    public void setActive(String active) {
        this.active = active;
    }

    public Step getStep() {
        return step;
    }

    public void setStep(Step step) {
        this.step = step;
    }

    public boolean isMainPhase() {
        return step.isMain();
    }

    /** A recorded log records every consequence; the engine checks them instead of asking for them. */
    public boolean isRecorded() {
        return recorded;
    }

    public void setRecorded(boolean recorded) {
        this.recorded = recorded;
    }

    /**
     * The game is over (CR 104.1): a player won because every opponent left (104.2a), or it is a draw (104.4a).
     * Nothing can happen after that; a log's later action lines are log errors.
     */
    public boolean isOver() {
        return result != null;
    }

    /** How the game ended ("P1 wins", "a draw"), or null while it goes on. */
    public String getResult() {
        return result;
    }

    /** The log line at which the game ended, or 0. */
    public int getEndedOnLine() {
        return endedOnLine;
    }

    public void end(String result, int line) {
        this.result = result;
        this.endedOnLine = line;
    }

    public int getPlayers() {
        return players;
    }
}
