package dev.arbiter.model;

import java.util.List;

/**
 * A recorded log's trigger line followed by state-based moves: the log's own record of the check before it, written
 * after the ability it puts on the stack. Lives while the step before that line is audited; rules/audit/records.drl
 * pairs the moves with the check's moves the step left out and reports the order once.
 */
public final class MovesAfterTrigger {
    private final int triggerLine;
    private final String source;
    private final List<String> objects;
    private final List<Integer> lines;
    private boolean reported;

    /**
     * @param triggerLine the trigger line
     * @param source      the trigger's source, as the log names it
     * @param objects     the objects the state-based moves after it move (the engine's ids), in the log's order
     * @param lines       the lines of those moves
     */
    public MovesAfterTrigger(int triggerLine, String source, List<String> objects, List<Integer> lines) {
        this.triggerLine = triggerLine;
        this.source = source;
        this.objects = List.copyOf(objects);
        this.lines = List.copyOf(lines);
    }

    public int getTriggerLine() {
        return triggerLine;
    }

    public String getSource() {
        return source;
    }

    public List<String> getObjects() {
        return objects;
    }

    /** The lines of the moves, as "line 22" or "lines 22–24". */
    public String getLines() {
        int first = lines.get(0);
        int last = lines.get(lines.size() - 1);
        return first == last ? "line " + first : "lines " + first + "–" + last;
    }

    /** Whether the order has been reported (once, for all the moves). */
    public boolean isReported() {
        return reported;
    }

    public void setReported(boolean reported) {
        this.reported = reported;
    }

    @Override
    public String toString() {
        return "state-based moves of " + objects + " recorded after the trigger line " + triggerLine;
    }
}
