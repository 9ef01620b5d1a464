package dev.arbiter;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.members;

/**
 * The embedder's API is package {@code dev.arbiter}: no public constructor, method or field of a public type there
 * takes or gives an engine, model, log, card catalogue or Arena importer type, or one of Drools' (a KieBase handed out would let a caller change
 * every later verdict in the process). Generic arguments count: {@code List<StackItem>} exposes StackItem.
 */
class ApiSurfaceTest {
    /** Packages whose types an API member must not mention. */
    private static final List<String> INTERNAL = List.of("dev.arbiter.engine.", "dev.arbiter.model.",
            "dev.arbiter.log.", "dev.arbiter.cards.", "dev.arbiter.arena.", "org.kie.", "org.drools.");

    /** The classes of package dev.arbiter itself (not the thousand generated rule packages under it). */
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(l -> l.matches(java.util.regex.Pattern.compile(".*/dev/arbiter/[^/]+\\.class")))
            .importPackages("dev.arbiter");

    /** A public member of a public type of the API package (nested public types included). */
    private static final DescribedPredicate<JavaMember> API = new DescribedPredicate<>("public API members") {
        @Override
        public boolean test(JavaMember m) {
            JavaClass owner = m.getOwner();
            return m.getModifiers().contains(JavaModifier.PUBLIC) && owner.getPackageName().equals("dev.arbiter")
                    && visible(owner);
        }
    };

    private static boolean visible(JavaClass c) {
        return c.getModifiers().contains(JavaModifier.PUBLIC)
                && c.getEnclosingClass().map(ApiSurfaceTest::visible).orElse(true);
    }

    private static final ArchCondition<JavaMember> EXPOSE_NO_INTERNAL_TYPE =
            new ArchCondition<>("expose no engine, model, log, cards, arena or Drools type") {
                @Override
                public void check(JavaMember m, ConditionEvents events) {
                    Set<JavaClass> involved = new java.util.HashSet<>();
                    if (m instanceof JavaCodeUnit u) {
                        involved.addAll(u.getReturnType().getAllInvolvedRawTypes());
                        u.getParameterTypes().forEach(p -> involved.addAll(p.getAllInvolvedRawTypes()));
                    } else if (m instanceof JavaField f) {
                        involved.addAll(f.getType().getAllInvolvedRawTypes());
                    }
                    for (JavaClass t : involved) {
                        JavaClass base = t.isArray() ? t.getBaseComponentType() : t;
                        if (INTERNAL.stream().anyMatch(p -> base.getName().startsWith(p))) {
                            events.add(SimpleConditionEvent.violated(m, m.getFullName() + " exposes "
                                    + base.getName()));
                        }
                    }
                }
            };

    @Test
    void no_public_member_of_the_api_exposes_an_internal_type() {
        members().that(API).should(EXPOSE_NO_INTERNAL_TYPE).check(CLASSES);
    }

    @Test
    void the_check_sees_a_violation() {
        // the condition is not vacuous: an engine type in a public signature is caught
        JavaClasses probe = new ClassFileImporter().importClasses(Probe.class);
        ConditionEvents events = ConditionEvents.Factory.create();
        for (JavaMember m : probe.get(Probe.class).getMembers()) {
            if (m.getModifiers().contains(JavaModifier.PUBLIC)) {
                EXPOSE_NO_INTERNAL_TYPE.check(m, events);
            }
        }
        org.assertj.core.api.Assertions.assertThat(events.getViolating()).hasSize(2);
    }

    /** A would-be API type that leaks the engine twice. */
    public static final class Probe {
        public java.util.List<dev.arbiter.model.Zone> zones() {
            return List.of();
        }

        public void take(org.kie.api.KieBase kieBase) {
            // nothing
        }
    }
}
