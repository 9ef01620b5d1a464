package dev.arbiter.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.arbiter.cards.ActivatedDef;
import dev.arbiter.cards.CardDef;
import dev.arbiter.cards.Catalogue;
import dev.arbiter.cards.TargetSpec;
import dev.arbiter.log.Quote;
import dev.arbiter.model.CardType;
import dev.arbiter.report.Format;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code arbiter cards [NAME]}: the card catalogue, with the choice names a log uses for each card. */
@Command(name = "cards", sortOptions = false,
        description = {"Lists the cards and tokens arbiter knows; with NAME (or part of one), shows that card:"
                + " characteristics, abilities, targets, costs, and the names of the choices a log gives for it in"
                + " resolve.choices.", "", "Exit status: 0; 2 when no card matches NAME."})
final class CardsCommand implements Callable<Integer> {
    @ParentCommand
    ArbiterCommand parent;

    @Mixin
    TextOrJson format;

    @Parameters(arity = "0..1", paramLabel = "NAME", description = "a card or token name, or part of one")
    String name;

    @Override
    public Integer call() throws IOException {
        Format format = this.format.get();
        Catalogue catalogue = Catalogue.standard();
        List<CardDef> all = new ArrayList<>(catalogue.cards());
        all.addAll(catalogue.tokens());
        all.sort(Comparator.comparing((CardDef d) -> d.token()).thenComparing(CardDef::name));
        List<CardDef> shown = all;
        if (name != null) {
            shown = matching(all, name);
            if (shown.isEmpty()) {
                parent.io().err().println("arbiter: no card or token named " + Quote.of(name)
                        + " in the catalogue (arbiter cards lists them)");
                return 2;
            }
        }
        Writer out = Output.open(null, parent.io());
        if (format == Format.JSON) {
            json(out, shown);
        } else if (name == null) {
            list(out, shown);
        } else {
            for (CardDef d : shown) {
                detail(out, d);
            }
        }
        out.flush();
        return 0;
    }

    /** An exact name (any case) wins; otherwise every name containing the words. */
    static List<CardDef> matching(List<CardDef> all, String name) {
        String n = name.toLowerCase(Locale.ROOT).strip();
        List<CardDef> exact = all.stream().filter(d -> d.name().toLowerCase(Locale.ROOT).equals(n)).toList();
        if (!exact.isEmpty()) {
            return exact;
        }
        return all.stream().filter(d -> d.name().toLowerCase(Locale.ROOT).contains(n)).toList();
    }

    private static void list(Writer out, List<CardDef> defs) throws IOException {
        int cards = 0;
        int tokens = 0;
        for (CardDef d : defs) {
            if (d.token() && tokens++ == 0) {
                out.write("\ntokens\n");
            } else if (!d.token() && cards++ == 0) {
                out.write("cards\n");
            }
            String abilities = d.abilities().isEmpty() ? "" : "  " + String.join(", ", d.abilities());
            String choices = d.choices().isEmpty() ? "" : "  choices: " + String.join(", ", d.choices());
            out.write(String.format("  %-32s %-14s %s%s%s%n", d.name(), d.manaCost() == null ? "" : d.manaCost(),
                    typeLine(d) + pt(d), abilities, choices));
        }
        out.write("\n" + cards + " cards, " + tokens + " tokens; arbiter cards NAME shows one\n");
    }

    private static void detail(Writer out, CardDef d) throws IOException {
        out.write(d.name() + (d.manaCost() == null ? "" : "  " + d.manaCost()) + "\n");
        out.write("  " + typeLine(d) + pt(d) + (d.token() ? " (token)" : "") + "\n");
        if (d.text() != null) {
            out.write("  text: " + d.text() + "\n");
        }
        if (!d.abilities().isEmpty()) {
            out.write("  abilities: " + String.join("; ", d.abilities()) + "\n");
        }
        for (int i = 0; i < d.targets().size(); i++) {
            out.write("  target " + (i + 1) + ": " + target(d.targets().get(i)) + "\n");
        }
        if (d.hasX()) {
            out.write("  X: announced on casting (cast line \"x\")\n");
        }
        if (d.kicker() != null) {
            out.write("  kicker: " + d.kicker() + " (cast line \"kicked\": true)\n");
        }
        if (d.additionalSacrifice() != null) {
            out.write("  additional cost: sacrifice a " + d.additionalSacrifice() + " (cast line \"sacrifice\")\n");
        }
        if (!d.alternativeCosts().isEmpty()) {
            out.write("  alternative costs (cast line \"alternativeCost\"): "
                    + String.join(", ", d.alternativeCosts().stream().sorted().toList()) + "\n");
        }
        for (ActivatedDef a : d.activated()) {
            out.write("  activated ability \"" + a.name() + "\": " + a.cost() + (a.sorcerySpeed() ? ", sorcery speed"
                    : "") + (a.targets().isEmpty() ? "" : "; targets: " + targets(a.targets())) + "\n");
        }
        for (Map.Entry<String, List<TargetSpec>> t : d.triggerTargets().entrySet()) {
            out.write("  triggered ability \"" + t.getKey() + "\" targets: " + targets(t.getValue())
                    + " (a trigger line names them)\n");
        }
        out.write("  choices in resolve.choices: " + (d.choices().isEmpty() ? "none" : String.join(", ", d.choices()))
                + "\n");
        if (d.hasAbility("cipher")) {
            out.write("  cipher: the creature it is encoded on gets a triggered ability; its resolve line takes the"
                    + " choice \"cast\" (false, or how the copy is cast: {\"targets\": …})\n");
        }
        out.write("\n");
    }

    private static String targets(List<TargetSpec> specs) {
        return String.join("; ", specs.stream().map(CardsCommand::target).toList());
    }

    private static String target(TargetSpec t) {
        String count = t.min() == t.max() ? (t.max() == 1 ? "" : t.max() + " ")
                : (t.min() == 0 ? "up to " + t.max() + " " : t.min() + " to " + t.max() + " ");
        return count + t.kind().words() + (t.distinctFrom() == TargetSpec.NONE ? ""
                : " (other than target " + (t.distinctFrom() + 1) + ")");
    }

    private static String typeLine(CardDef d) {
        List<String> words = new ArrayList<>(d.supertypes().stream().sorted().toList());
        for (CardType t : d.types()) {
            words.add(t.logName());
        }
        String sub = d.subtypes().isEmpty() ? "" : " — " + String.join(" ", d.subtypes().stream().sorted().toList());
        return String.join(" ", words) + sub;
    }

    private static String pt(CardDef d) {
        return d.power() == null ? "" : " " + d.power() + "/" + d.toughness();
    }

    private static void json(Writer out, List<CardDef> defs) throws IOException {
        JsonGenerator g = new JsonFactory().createGenerator(out);
        g.useDefaultPrettyPrinter();
        g.writeStartArray();
        for (CardDef d : defs) {
            g.writeStartObject();
            g.writeStringField("name", d.name());
            g.writeBooleanField("token", d.token());
            g.writeStringField("cost", d.manaCost());
            RulesCommand.strings(g, "supertypes", d.supertypes().stream().sorted().toList());
            RulesCommand.strings(g, "types", d.types().stream().map(CardType::logName).toList());
            RulesCommand.strings(g, "subtypes", d.subtypes().stream().sorted().toList());
            if (d.power() != null) {
                g.writeNumberField("power", d.power());
                g.writeNumberField("toughness", d.toughness());
            }
            RulesCommand.strings(g, "abilities", d.abilities());
            RulesCommand.strings(g, "targets", d.targets().stream().map(CardsCommand::target).toList());
            RulesCommand.strings(g, "choices", d.choices());
            g.writeStringField("text", d.text());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.flush();
        out.write("\n");
    }
}
