package dev.arbiter.engine;

import org.drools.model.Model;
import org.drools.modelcompiler.KieBaseBuilder;
import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Rule;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The rule base: every DRL file under rules/, compiled to the executable model at build time and loaded once per
 * process. A KieBase holds no game data, so one is shared by every session on every thread.
 */
public final class Rulebase {
    /** Where kie-maven-plugin lists the model classes of the kbase {@code arbiter} (group dev.arbiter). */
    private static final String MODEL_LIST = "META-INF/kie/dev.arbiter/arbiter/drools-model";
    private static volatile KieBase shared;

    private Rulebase() {
    }

    public static KieBase kieBase() {
        KieBase kb = shared;
        if (kb == null) {
            synchronized (Rulebase.class) {
                kb = shared;
                if (kb == null) {
                    kb = fromModel();
                    if (kb == null) {
                        kb = KieServices.get().getKieClasspathContainer(Rulebase.class.getClassLoader())
                                .getKieBase("arbiter");
                    }
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

    /**
     * The rule base built straight from the executable model's classes, which kie-maven-plugin lists in one
     * resource: no class-path scan for kmodule.xml and no KieContainer, which cost about half of a one-log run's
     * start (issue 14). The kbase of kmodule.xml has no options of its own, so the defaults here are the same.
     * Null when the list is missing (classes built without the plugin): then the container finds the rules.
     */
    private static KieBase fromModel() {
        ClassLoader loader = Rulebase.class.getClassLoader();
        InputStream list = loader.getResourceAsStream(MODEL_LIST);
        if (list == null) {
            return null;
        }
        List<Model> models = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(list, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                String name = line.strip();
                if (!name.isEmpty() && !name.startsWith("Drools-Model-Version")) {
                    models.add((Model) Class.forName(name, true, loader).getDeclaredConstructor().newInstance());
                }
            }
        } catch (IOException | ReflectiveOperationException e) {
            throw new IllegalStateException("the compiled rule base can't be loaded: " + e, e);
        }
        return KieBaseBuilder.createKieBaseFromModel(models);
    }

    /** Every rule of the rule base, by package then name. */
    public static List<Rule> rules() {
        return rules(kieBase());
    }

    /** Every rule of a rule base (the built-in one or an edited one), by package then name. */
    public static List<Rule> rules(KieBase kieBase) {
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
