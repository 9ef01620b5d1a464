package dev.arbiter;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 12's shape, checked on the compiled classes: every verdict about the game is a DRL rule, and Java never
 * decides what to do from a rule's name.
 *
 * <ul>
 *   <li>A {@link Finding} is made only by the engine's ledger, which is written only by {@code Game}'s finding
 *   methods, which are called only from rule consequences — the classes the executable model generates from
 *   {@code rules/} into {@code dev.arbiter.rules..}. A Java helper that builds a finding for a rule (as
 *   {@code CastChecks.illegalTargetChosen} once did) fails here: the consequence in DRL raises it itself.</li>
 *   <li>A rule's name ({@code org.kie.api.definition.rule.Rule#getName}) is read only where the name is what the
 *   user sees or asks for: the explain trace, the rule catalogue, and the agenda filter that switches off the rules
 *   a user names ({@code coverage --mutate}). What a recorded log must show of a rule's work comes from its
 *   metadata ({@code @cr}, {@code @recorded}), so renaming a rule changes nothing but the trace.</li>
 * </ul>
 */
class VerdictsInDrlTest {
    private static final String GAME = "dev.arbiter.engine.Game";
    private static final String LEDGER = "dev.arbiter.engine.Ledger";
    private static final Set<String> FINDING_METHODS = Set.of("finding", "findingAt", "findingOnce", "info", "warning",
            "warningAt", "warningOnce");
    /**
     * The classes that may read a rule's name, and why: the trace, the catalogue, the user's switched-off rules, the
     * façade, to name the edited rule that threw in the log's error, and the working memory, to name the rule that
     * kept firing when the rules did not come to rest.
     */
    private static final Set<String> NAME_READERS = Set.of("dev.arbiter.engine.Tracer", "dev.arbiter.RuleCatalogue",
            "dev.arbiter.engine.DisabledRules", "dev.arbiter.Arbiter", "dev.arbiter.engine.Facts");

    /** The hand-written classes (the thousands generated from rules/ may call anything, and are checked apart). */
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(l -> !l.contains("/dev/arbiter/rules/"))
            .importPackages("dev.arbiter");

    @Test
    void findings_are_raised_only_by_rule_consequences() {
        assertThat(findingsRaisedOutsideDrl(MAIN)).as("Java code raising a finding (move the verdict into DRL)")
                .isEmpty();
    }

    @Test
    void no_java_reads_a_rule_name_to_decide_what_to_do() {
        assertThat(ruleNameReaders(MAIN)).as("Java code reading a rule's name (use the rule's metadata)").isEmpty();
    }

    @Test
    void the_checks_see_a_java_verdict_and_a_name_read() {
        // the test's own fixtures: a class outside the rule packages that calls Game.finding, and one that reads a
        // rule's name — both must be reported, or the checks above prove nothing
        JavaClasses fixtures = new ClassFileImporter().importClasses(JavaVerdict.class, NameReader.class);
        assertThat(findingsRaisedOutsideDrl(fixtures)).singleElement().asString().contains("JavaVerdict");
        assertThat(ruleNameReaders(fixtures)).singleElement().asString().contains("NameReader");
    }

    @Test
    void the_generated_rule_classes_call_game_finding() {
        // the generated consequences are where findings come from: if they stopped calling Game (a generator that
        // moved them elsewhere), the first check would pass for the wrong reason
        JavaClasses combat = new ClassFileImporter().importPackages("dev.arbiter.rules.combat");
        long fromRules = combat.stream().flatMap(c -> c.getMethodCallsFromSelf().stream())
                .filter(call -> isGameFinding(call)).count();
        assertThat(fromRules).as("calls of Game.finding… from the generated rule classes").isGreaterThan(5);
    }

    static List<String> findingsRaisedOutsideDrl(JavaClasses classes) {
        List<String> wrong = new ArrayList<>();
        for (JavaClass c : classes) {
            for (JavaCall<?> call : c.getCodeUnitCallsFromSelf()) {
                JavaCodeUnit origin = call.getOrigin();
                String owner = call.getTargetOwner().getName();
                String name = call.getName();
                boolean fromRules = c.getPackageName().startsWith("dev.arbiter.rules");
                if (isGameFinding(call) && !fromRules
                        && !(c.getName().equals(GAME) && FINDING_METHODS.contains(origin.getName()))) {
                    wrong.add(call.getDescription());
                } else if (owner.equals(LEDGER) && name.equals("finding") && !(c.getName().equals(GAME)
                        && FINDING_METHODS.contains(origin.getName()))) {
                    wrong.add(call.getDescription());
                } else if (owner.equals(Finding.class.getName()) && name.equals("<init>")
                        && !c.getName().equals(LEDGER)) {
                    wrong.add(call.getDescription());
                }
            }
        }
        return wrong;
    }

    private static boolean isGameFinding(JavaCall<?> call) {
        return call.getTargetOwner().getName().equals(GAME) && FINDING_METHODS.contains(call.getName());
    }

    static List<String> ruleNameReaders(JavaClasses classes) {
        List<String> wrong = new ArrayList<>();
        for (JavaClass c : classes) {
            String top = c.getName().replaceAll("\\$.*", "");
            for (JavaCall<?> call : c.getMethodCallsFromSelf()) {
                if (call.getName().equals("getName")
                        && call.getTargetOwner().isAssignableTo(org.kie.api.definition.rule.Rule.class)
                        && !NAME_READERS.contains(top)) {
                    wrong.add(call.getDescription());
                }
            }
        }
        return wrong;
    }

    /** A fixture: Java raising a finding. */
    static final class JavaVerdict {
        void judge(dev.arbiter.engine.Game game) {
            game.finding("601.2c", List.of(), "m", "e", "o", List.of());
        }
    }

    /** A fixture: Java deciding from a rule's name. */
    static final class NameReader {
        boolean implied(org.kie.api.definition.rule.Rule r) {
            return r.getName().startsWith("608.2n");
        }
    }
}
