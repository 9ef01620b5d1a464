package dev.arbiter;

import java.util.List;

/** The DRL files of an edited rule base do not compile; {@link #problems()} lists every error found. */
public final class RulesException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient List<RuleProblem> problems;

    public RulesException(String message, List<RuleProblem> problems) {
        super(message);
        this.problems = List.copyOf(problems);
    }

    /** The compile errors, compiler style when printed. */
    public List<RuleProblem> problems() {
        return problems;
    }
}
