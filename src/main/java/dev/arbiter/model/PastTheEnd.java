package dev.arbiter.model;

/**
 * A recorded log's action after the rules' game ended, where a mistake reported before made the log's own version of
 * the game go on (104.1: a log holds one game). Lives while that line is judged; rules/audit/records.drl warns that
 * what follows is not checked, and the engine reads no further.
 */
public final class PastTheEnd {
    private final String result;
    private final int endedOn;
    private final int mistake;

    /**
     * @param result  how the rules' game ended ("P1 wins")
     * @param endedOn the line it ended on
     * @param mistake the line of the first error finding
     */
    public PastTheEnd(String result, int endedOn, int mistake) {
        this.result = result;
        this.endedOn = endedOn;
        this.mistake = mistake;
    }

    public String getResult() {
        return result;
    }

    public int getEndedOn() {
        return endedOn;
    }

    public int getMistake() {
        return mistake;
    }

    @Override
    public String toString() {
        return "past the end (" + result + ", line " + endedOn + ")";
    }
}
