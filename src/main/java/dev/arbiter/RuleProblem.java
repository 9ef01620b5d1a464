package dev.arbiter;

/**
 * A problem in a DRL file of an edited rule base ({@link Arbiter.Builder#rules}): a compile error, or a warning
 * about the analysts' contract (a rule without {@code @cr}, a rule name not starting with its CR number).
 *
 * @param file    the DRL file, as the rule folder was named plus the file's path under it
 * @param line    the line, 1-based; 0 when the compiler does not say
 * @param column  the column, 1-based; 0 when unknown
 * @param error   true for a compile error (nothing can run), false for a warning
 * @param message what is wrong
 */
public record RuleProblem(String file, int line, int column, boolean error, String message) {
    /** Compiler style: {@code rules/sba/roles.drl:30:5: error: mismatched input 'insert'}. */
    @Override
    public String toString() {
        String where = file + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "");
        return where + ": " + (error ? "error" : "warning") + ": " + message.replace("\n", " ");
    }
}
