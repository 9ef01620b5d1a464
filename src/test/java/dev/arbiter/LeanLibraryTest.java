package dev.arbiter;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The library jar (everything but {@code dev.arbiter.cli}) depends on neither the command line nor its logging
 * backend or parser: an embedder gets SLF4J's API, Drools and Jackson. Logback is a compile-scope optional
 * dependency (the command line configures it in code, {@code CliLogging}), so the compiler alone would not stop a
 * library class from importing it.
 */
class LeanLibraryTest {
    private static final ArchRule LIBRARY_IS_LEAN = noClasses().that().resideOutsideOfPackage("dev.arbiter.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.arbiter.cli..", "ch.qos.logback..", "picocli..");

    @Test
    void the_library_uses_neither_the_command_line_nor_logback_nor_picocli() {
        LIBRARY_IS_LEAN.check(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.arbiter"));
    }

    @Test
    void the_check_sees_a_library_class_that_uses_logback() {
        JavaClasses fixture = new ClassFileImporter().importClasses(UsesLogback.class);
        assertThatThrownBy(() -> LIBRARY_IS_LEAN.check(fixture)).hasMessageContaining("ch.qos.logback");
    }

    /** A fixture outside dev.arbiter.cli that reaches for Logback. */
    static final class UsesLogback {
        Object context() {
            return new ch.qos.logback.classic.LoggerContext();
        }
    }
}
