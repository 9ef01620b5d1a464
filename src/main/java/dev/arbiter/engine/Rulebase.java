package dev.arbiter.engine;

import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Rule;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The rule base: every DRL file under rules/, compiled to the executable model at build time and loaded once per
 * process. A KieBase holds no game data, so one is shared by every session on every thread.
 */
public final class Rulebase {
    private static volatile KieBase shared;

    private Rulebase() {
    }

    public static KieBase kieBase() {
        KieBase kb = shared;
        if (kb == null) {
            synchronized (Rulebase.class) {
                kb = shared;
                if (kb == null) {
                    kb = KieServices.get().getKieClasspathContainer(Rulebase.class.getClassLoader())
                            .getKieBase("arbiter");
                    if (kb == null) {
                        throw new IllegalStateException("the compiled rule base \"arbiter\" is missing from the"
                                + " classpath (build with mvn package)");
                    }
                    shared = kb;
                }
            }
        }
        return kb;
    }

    /** Every rule of the rule base, by package then name. */
    public static List<Rule> rules() {
        List<Rule> out = new ArrayList<>();
        for (KiePackage p : kieBase().getKiePackages()) {
            out.addAll(p.getRules());
        }
        out.sort(Comparator.comparing(Rule::getPackageName).thenComparing(Rule::getName));
        return out;
    }
}
