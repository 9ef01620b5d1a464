package dev.arbiter.engine;

import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Rule;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rule base: every DRL file under rules/, compiled to the executable model at build time and loaded once per
 * process. A KieBase holds no game data, so one is shared by every session on every thread.
 *
 * <p>It never leaves this package: a caller that could reach the live KieBase could remove or add rules under
 * every later verdict in the process. It is loaded from a container of its own, by the library's kbase name, so
 * that an application's own kmodule (its default kbase and ksession, or its use of the class path container)
 * neither disturbs it nor is disturbed by it.
 */
public final class Rulebase {
    /** The package every DRL package of the library starts with; rules/sba/*.drl is package {@code PACKAGE.sba}. */
    public static final String PACKAGE = "dev.arbiter.rules";
    /** The kbase's name in META-INF/kmodule.xml. */
    static final String KBASE = "dev.arbiter.rules";

    private static volatile Rulebase shared;

    private final KieBase kieBase;
    private final Tags tags;

    private Rulebase(KieBase kieBase) {
        this.kieBase = kieBase;
        this.tags = new Tags(kieBase);
    }

    /**
     * Every rule's {@link RuleTag}, read once from the rule base's metadata: what the engine attributes a change to.
     * Shared by every session of the rule base (it is read only).
     */
    static final class Tags {
        private final Map<Rule, RuleTag> byRule = new IdentityHashMap<>();

        private Tags(KieBase kieBase) {
            for (KiePackage p : kieBase.getKiePackages()) {
                for (Rule r : p.getRules()) {
                    byRule.put(r, RuleTag.of(r));
                }
            }
        }

        /** The tag of a rule of this rule base (read from its metadata if the rule is not one of its own). */
        RuleTag of(Rule rule) {
            RuleTag t = byRule.get(rule);
            return t != null ? t : RuleTag.of(rule);
        }
    }

    Tags tags() {
        return tags;
    }

    /**
     * A rule base over a KieBase built elsewhere in the engine (rules from another folder, say). Package-private:
     * the KieBase goes in and never comes out.
     */
    static Rulebase of(KieBase kieBase) {
        return new Rulebase(kieBase);
    }

    /** Loads the rule base now rather than with the first log (it takes a second or two). */
    public static void load() {
        standard();
    }

    /** The rule base compiled into the library, loaded the first time it is asked for. */
    public static Rulebase standard() {
        Rulebase rb = shared;
        if (rb == null) {
            synchronized (Rulebase.class) {
                rb = shared;
                if (rb == null) {
                    ClassLoader loader = Rulebase.class.getClassLoader();
                    // a new container rather than KieServices' shared class path container, which is bound to the
                    // first class loader that asks for it: the application may want it for its own kmodule. (Built
                    // straight from the model's classes instead, it started a little faster but validated 20-35 %
                    // slower warm: the container's kbase options are not the model builder's defaults.)
                    KieBase kb = KieServices.get().newKieClasspathContainer(
                            "dev.arbiter@" + Integer.toHexString(System.identityHashCode(loader)), loader)
                            .getKieBase(KBASE);
                    if (kb == null) {
                        throw new IllegalStateException("the compiled rule base \"" + KBASE + "\" is missing from"
                                + " the classpath (build with mvn package)");
                    }
                    rb = new Rulebase(kb);
                    shared = rb;
                }
            }
        }
        return rb;
    }

    /** The KieBase of this rule base, for this package only. */
    KieBase base() {
        return kieBase;
    }

    /** Every rule of the standard rule base, by package then name. */
    public static List<Rule> rules() {
        return standard().all();
    }

    /** Every rule of this rule base, by package then name. */
    public List<Rule> all() {
        List<Rule> out = new ArrayList<>();
        for (KiePackage p : kieBase.getKiePackages()) {
            out.addAll(p.getRules());
        }
        out.sort(Comparator.comparing(Rule::getPackageName).thenComparing(Rule::getName));
        return out;
    }

    /**
     * A rule's metadata value as a string, or null: {@code @cr("704.5y")} is 704.5y whether the rule base was
     * compiled at build time or at run time (which keeps the quotes).
     */
    public static String meta(Rule rule, String key) {
        Object v = rule.getMetaData().get(key);
        if (v == null) {
            return null;
        }
        String s = v.toString().strip();
        return s.length() > 1 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
    }
}
