package dev.arbiter.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.arbiter.Arbiter;
import dev.arbiter.RuleInfo;
import dev.arbiter.report.Format;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter rules [-f text|json]}: the rule catalogue, read from the compiled rule base itself. */
@Command(name = "rules", sortOptions = false,
        description = "Lists every DRL rule of the compiled rule base: its name, its file, the CR numbers and seed"
                + " rulings it implements, its phase, and a one-line description (the comment above it).")
final class RulesCommand implements Callable<Integer> {
    @ParentCommand
    ArbiterCommand parent;

    @Mixin
    TextOrJson format;

    @Mixin
    RulesOption rulesOption;

    @Override
    public Integer call() throws IOException {
        Format format = this.format.get();
        Arbiter arbiter = rulesOption.arbiter(parent.io());
        if (arbiter == null) {
            return 2;
        }
        List<RuleInfo> rules = new ArrayList<>(arbiter.rules());
        rules.sort(Comparator.comparing(RuleInfo::file).thenComparing(RuleInfo::name));
        Writer out = Output.open(null, parent.io());
        if (format == Format.JSON) {
            json(out, rules);
        } else {
            text(out, rules);
        }
        out.flush();
        return 0;
    }

    private static void text(Writer out, List<RuleInfo> rules) throws IOException {
        String file = null;
        int files = 0;
        for (RuleInfo r : rules) {
            if (!r.file().equals(file)) {
                file = r.file();
                files++;
                out.write((files > 1 ? "\n" : "") + file + "\n");
            }
            out.write("  " + r.name() + "\n");
            StringBuilder meta = new StringBuilder("      CR ").append(String.join(", ", r.cr()));
            if (!r.rulings().isEmpty()) {
                meta.append(" · rulings ").append(String.join(", ", r.rulings()));
            }
            if (!r.cards().isEmpty()) {
                meta.append(" · card ").append(String.join(", ", r.cards()));
            }
            if (r.group() != null) {
                meta.append(" · phase ").append(r.group());
            }
            out.write(meta + "\n");
            out.write("      " + r.description() + "\n");
        }
        out.write("\n" + rules.size() + " rules in " + files + " files (Comprehensive Rules " + Arbiter.CR_EDITION
                + ")\n");
    }

    private static void json(Writer out, List<RuleInfo> rules) throws IOException {
        JsonGenerator g = new JsonFactory().createGenerator(out);
        g.useDefaultPrettyPrinter();
        g.writeStartObject();
        g.writeStringField("tool", "arbiter");
        g.writeStringField("version", Arbiter.version());
        g.writeStringField("cr", Arbiter.CR_EDITION);
        g.writeArrayFieldStart("rules");
        for (RuleInfo r : rules) {
            g.writeStartObject();
            g.writeStringField("name", r.name());
            g.writeStringField("file", r.file());
            g.writeStringField("phase", r.group());
            strings(g, "cr", r.cr());
            strings(g, "rulings", r.rulings());
            strings(g, "cards", r.cards());
            g.writeStringField("description", r.description());
            g.writeStringField("comment", r.comment());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
        g.flush();
        out.write("\n");
    }

    static void strings(JsonGenerator g, String field, List<String> values) throws IOException {
        g.writeArrayFieldStart(field);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }
}
