package dev.arbiter.engine;

import org.drools.ancompiler.CompiledNetwork;
import org.drools.ancompiler.CompiledNetworkSources;
import org.drools.ancompiler.DeclarationsHandler;
import org.drools.ancompiler.ObjectTypeNodeCompiler;
import org.drools.ancompiler.ObjectTypeNodeParser;
import org.drools.base.base.ClassObjectType;
import org.drools.core.impl.InternalRuleBase;
import org.drools.core.reteoo.ObjectTypeNode;
import org.drools.core.reteoo.Rete;
import org.drools.model.Model;
import org.drools.modelcompiler.KieBaseBuilder;
import org.drools.modelcompiler.KiePackagesBuilder;
import org.kie.api.KieBase;
import org.kie.api.KieBaseConfiguration;
import org.kie.api.KieServices;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Rule;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.KieSessionsPool;
import org.kie.internal.conf.AlphaRangeIndexThresholdOption;
import org.kie.internal.conf.AlphaThresholdOption;
import org.kie.internal.conf.ShareAlphaNodesOption;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rule base: every DRL file under rules/, compiled to the executable model at build time and loaded once per
 * process. A KieBase holds no game data, so one is shared by every session on every thread.
 *
 * <p>It never leaves this package: a caller that could reach the live KieBase could remove or add rules under
 * every later verdict in the process. It is built from the library's own executable model, not from the class
 * path's kmodule files (a container of its own, by the kbase's name, only if the model's list is missing), so that an
 * application's own kmodule (its default kbase and ksession, or its use of the class path container) neither
 * disturbs it nor is disturbed by it.
 */
public final class Rulebase {
    /** The package every DRL package of the library starts with; rules/sba/*.drl is package {@code PACKAGE.sba}. */
    public static final String PACKAGE = "dev.arbiter.rules";
    /** The kbase's name in META-INF/kmodule.xml. */
    static final String KBASE = "dev.arbiter.rules";
    /** Where kie-maven-plugin lists the executable model's classes of this artifact (group dev.arbiter, arbiter). */
    private static final String MODEL_LIST = "META-INF/kie/dev.arbiter/arbiter/drools-model";
    /** Present when kie-maven-plugin compiled the alpha networks too. */
    private static final String COMPILED_ALPHA = "META-INF/kie/dev.arbiter/arbiter/alpha-network-compiler";
    /**
     * The fact types that stay on Drools' network of nodes, whose hashed nodes look the value up where the compiled
     * class tests every constraint in a row. The alpha network compiler writes a {@code switch} for the equality tests
     * it can hash only when a type hashes on one field; {@code Resolution} hashes on two ({@code name}, which the card
     * rules test, and {@code ability}, which the abilities' rules test), so its compiled class runs its 75 patterns'
     * constraints one after another for each resolution. Measured on the bench's corpus with Drools' propagation of
     * each insert, update and delete timed by fact type (a scratch build, 3 and 5 passes of validate;
     * docs/performance.md): a {@code Resolution} insert took 12-21 µs compiled, 4.8-6.5 µs interpreted.
     * {@code GameObject} and {@code Discrepancy} hash on two fields too, but a {@code GameObject} update costs more
     * interpreted (5.5-6.0 µs against 3.2-4.6), and a {@code Discrepancy} is rare.
     */
    static final Set<Class<?>> INTERPRETED = Set.of(dev.arbiter.model.Resolution.class);

    private static volatile Rulebase shared;

    private final KieBase kieBase;
    private final Tags tags;
    private final Set<String> globals;
    /** The sessions of finished logs, reset for the next (made with the first session). */
    private volatile KieSessionsPool pool;

    private Rulebase(KieBase kieBase) {
        this.kieBase = kieBase;
        this.tags = new Tags(kieBase);
        Set<String> names = new HashSet<>();
        for (KiePackage p : kieBase.getKiePackages()) {
            p.getGlobalVariables().forEach(g -> names.add(g.getName()));
        }
        this.globals = Set.copyOf(names);
    }

    /** Whether a rule declares the global (an edited rules folder may leave out one no rule of it reads). */
    boolean declares(String global) {
        return globals.contains(global);
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

    /**
     * Whether every fact type's alpha network but those of {@link #INTERPRETED} is a class compiled at build time (the
     * standard rule base), rather than Drools' network of nodes (a rule base compiled at run time from an edited rules
     * folder).
     */
    boolean alphaNetworksCompiled() {
        Rete rete = ((InternalRuleBase) kieBase).getRete();
        return ObjectTypeNodeCompiler.objectTypeNodes(rete).stream().allMatch(Rulebase::interpreted)
                && rete.getObjectTypeNodes().stream().anyMatch(o -> o.getObjectSinkPropagator() instanceof CompiledNetwork);
    }

    /** Whether a fact type's alpha network stays Drools' network of nodes ({@link #INTERPRETED}). */
    static boolean interpreted(ObjectTypeNode otn) {
        return otn.getObjectType() instanceof ClassObjectType c && INTERPRETED.contains(c.getClassType());
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
                    KieBase kb = fromModel(loader);
                    if (kb == null) {
                        kb = fromContainer(loader);
                    }
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

    /**
     * The rule base built straight from the executable model's classes, which kie-maven-plugin lists in one resource
     * (issue 14's cold start): no class-path scan for kmodule.xml, no XML parser and no KieContainer, which took about
     * 0.6 s of a one-log run's second. The kbase configuration is the one the container would make for the kbase of
     * kmodule.xml, which sets no options of its own. Null when the list is missing (classes built without the
     * plugin, or by an older Drools): then the container finds the rules.
     */
    static KieBase fromModel(ClassLoader loader) {
        List<Model> models = new ArrayList<>();
        try (InputStream in = loader.getResourceAsStream(MODEL_LIST)) {
            if (in == null) {
                return null;
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                String name = line.strip();
                if (!name.isEmpty() && !name.startsWith("Drools-Model-Version:")) {
                    models.add((Model) Class.forName(name, true, loader).getDeclaredConstructor().newInstance());
                }
            }
        } catch (IOException | ReflectiveOperationException | ClassCastException e) {
            throw new IllegalStateException("the compiled rule base can't be loaded from " + MODEL_LIST + ": " + e, e);
        }
        KieBaseConfiguration conf = KieServices.get().newKieBaseConfiguration(null, loader);
        // the alpha network's shape as the build compiled it (Drools' defaults), whatever system properties say:
        // compiled classes on a network of another shape would test the wrong constraints
        conf.setOption(AlphaThresholdOption.get(3));
        conf.setOption(AlphaRangeIndexThresholdOption.get(AlphaRangeIndexThresholdOption.DEFAULT_VALUE));
        conf.setOption(ShareAlphaNodesOption.YES);
        KieBase kieBase = new KieBaseBuilder(conf).createKieBase(new KiePackagesBuilder(conf, null, models).build());
        if (loader.getResource(COMPILED_ALPHA) != null) {
            compiledAlphaNetworks(kieBase, loader);
        }
        return kieBase;
    }

    /**
     * Puts the alpha networks kie-maven-plugin compiled at build time (generateModel WITHANC) in place of the
     * interpreted ones: for each fact type, one class that tests the rules' single-fact constraints and hands the fact
     * on to the joins, where the network otherwise walks a node per constraint. The same tests in the same order, and
     * about a fifth less time per line (issue 14). A compiled network is given what Drools would give it (the field
     * its hashed constraints read, its range indexes), found by walking the network as Drools' own loader does but
     * without writing the class's source again, which took a one-log run over a second. Its class must be the one
     * compiled from the same rules; a missing one means a broken build.
     */
    private static void compiledAlphaNetworks(KieBase kieBase, ClassLoader loader) {
        Rete rete = ((InternalRuleBase) kieBase).getRete();
        for (Map.Entry<ObjectTypeNode, String> e : ObjectTypeNodeCompiler.otnWithClassName(rete).entrySet()) {
            ObjectTypeNode otn = e.getKey();
            if (interpreted(otn)) {
                continue;
            }
            ObjectTypeNodeParser parser = new ObjectTypeNodeParser(otn);
            parser.accept(new DeclarationsHandler(new StringBuilder(), false));
            if (parser.getIndexableConstraints().size() > 1) {
                parser.setTraverseHashedAlphaNodes(false);  // the compiled class was written so too
            }
            DeclarationsHandler declarations = new DeclarationsHandler(new StringBuilder(), false);
            parser.accept(declarations);
            Class<?> compiled;
            try {
                compiled = loader.loadClass(e.getValue());
            } catch (ClassNotFoundException x) {
                throw new IllegalStateException("the compiled alpha network " + e.getValue() + " is missing from the"
                        + " classpath: the rule base was built without it (build with mvn package)", x);
            }
            new CompiledNetworkSources(null, parser.getIndexableConstraint(), e.getValue(), null, otn,
                    declarations.getRangeIndexDeclarationMap(), null).createInstanceAndSet(compiled);
        }
    }

    /**
     * The rule base found by a KieContainer: a new one rather than KieServices' shared class path container, which is
     * bound to the first class loader that asks for it (the application may want it for its own kmodule).
     */
    private static KieBase fromContainer(ClassLoader loader) {
        return KieServices.get().newKieClasspathContainer(
                "dev.arbiter@" + Integer.toHexString(System.identityHashCode(loader)), loader).getKieBase(KBASE);
    }

    /**
     * A session for one log, from the rule base's pool: disposing of it resets it (its facts, agenda, globals and
     * listeners) and gives it back, keeping the node memories it allocated; a batch of N workers keeps N sessions.
     * On this machine that makes a cold batch's first pass about 14 % faster (issue 14).
     */
    KieSession newSession() {
        KieSessionsPool p = pool;
        if (p == null) {
            synchronized (this) {
                if (pool == null) {
                    pool = kieBase.newKieSessionsPool(1);
                }
                p = pool;
            }
        }
        return p.newKieSession();
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
