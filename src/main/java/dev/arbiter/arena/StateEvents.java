package dev.arbiter.arena;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The events of one game state, in annotation id order, written as mtglog/1 lines. Arena's annotations record
 * everything its engine did; the lines say what arbiter's recorded mode wants to read: actions (turns, steps,
 * casts, resolutions, attacks, blocks, damage) and their outcomes, with {@code by} naming the source.
 */
final class StateEvents {
    /** Arena shows an effect's change, not how long it lasts: the import says until end of turn (docs/arena.md). */
    private static final String DURATION = "power/toughness and keyword effects whose duration the log doesn't show"
            + " (written as lasting until end of turn)";
    private static final String TARGETS_OUTSIDE = "targets of spells outside the catalogue (not written; their"
            + " legality not checked)";
    private static final String COPY_TRIGGERS = "delayed triggered abilities of copies of spells, which ceased to"
            + " exist before they triggered (not written; their effects are external outcome lines)";
    private static final String CONTROL_DURATION = "control-changing effects whose duration the log doesn't show"
            + " (written as lasting until control changes again)";
    private static final String CONTROL_UNSHOWN = "control-changing effects on objects the log doesn't show"
            + " (not written; not checked)";
    /**
     * Events Arena records that need no line of their own (mana, prompts, bookkeeping), or that another annotation's
     * line covers; the standing effects the import can't write are listed as unchecked ({@link #unwritten}).
     */
    private static final Set<String> SILENT = Set.of("ObjectIdChanged", "UserActionTaken", "AbilityInstanceDeleted",
            "ManaPaid", "ResolutionComplete", "PlayerSelectingTargets", "PlayerSubmittedTargets", "SyntheticEvent",
            "ShouldntPlay", "LayeredEffectCreated", "LayeredEffectDestroyed", "MultistepEffectStarted",
            "MultistepEffectComplete", "Scry", "ReplacementEffectApplied", "RevealedCardCreated",
            "RevealedCardDeleted", "Shuffle", "GainDesignation", "NewTurnStarted", "PhaseOrStepModified",
            "ZoneTransfer", "TappedUntappedPermanent", "DamageDealt", "ModifiedLife", "PowerToughnessModCreated",
            "CounterAdded", "CounterRemoved", "TokenCreated", "TokenDeleted", "AttachmentCreated",
            "AbilityInstanceCreated", "ResolutionStart", "ControllerChanged", "Attachment", "TargetSpec",
            "EnteredZoneThisTurn", "ColorProduction", "TemporaryPermanent", "AbilityWordActive", "TriggeringObject",
            "DelayedTriggerAffectees", "Designation", "ModifiedToughness", "ModifiedPower", "Qualification",
            "AddAbility", "LayeredEffect", "Counter", "DamagedThisTurn", "PredictedDirectDamage", "LossOfGame",
            "ReplacementEffect", "CastingTimeOption", "AbilityExhausted", "FaceDown", "DisplayCardUnderCard",
            "LinkInfo", "InstanceRevealedToOpponent", "MiscContinuousEffect", "ModifiedType", "ModifiedCost",
            "TextChange", "ModifiedName", "RemoveAbility", "ChoiceResult", "DieRoll", "ModifiedColor");
    private static final Map<String, String> STEPS = Map.ofEntries(Map.entry("1,1", "untap"),
            Map.entry("1,2", "upkeep"), Map.entry("1,3", "draw"), Map.entry("2,0", "main1"),
            Map.entry("3,0", "beginning_of_combat"), Map.entry("3,4", "beginning_of_combat"),
            Map.entry("3,5", "declare_attackers"), Map.entry("3,6", "declare_blockers"),
            Map.entry("3,11", "first_strike_damage"), Map.entry("3,7", "combat_damage"),
            Map.entry("3,8", "end_of_combat"), Map.entry("4,0", "main2"), Map.entry("5,0", "end"),
            Map.entry("5,9", "end"), Map.entry("5,10", "cleanup"));

    private final GameImport g;
    private final List<Ann> events;
    private final List<Ann> standing;
    private final Set<Integer> done = new java.util.HashSet<>();
    /** Triggered abilities of cards outside the catalogue created in this state and not yet written: {ability, source}. */
    private final List<Waiting> waiting = new java.util.ArrayList<>();
    /** Counter events whose power/toughness change was recognised as theirs (see {@link #fromCounters}). */
    private final Set<Integer> ptOfCounters = new java.util.HashSet<>();

    private record Waiting(int ability, int source, JsonNode view) {
    }

    private final DamageEvents damage;

    StateEvents(GameImport g, List<Ann> events, List<Ann> standing) {
        this.g = g;
        this.events = events;
        this.standing = standing;
        this.damage = new DamageEvents(g, events, this::moveFirst);
    }

    /** Writes a state-based move ahead of its place (see {@link DamageEvents}); it is then not written again. */
    private void moveFirst(Ann a) {
        move(a);
        done.add(a.id());
    }

    void run() {
        g.combat(); // this state's declarations come before what they cause (attack triggers)
        for (Ann a : events) {
            for (String t : a.types()) {
                if (!SILENT.contains(t)) {
                    g.note("100.1", "annotation type " + t + " (unknown)");
                }
            }
            if (!done.contains(a.id())) {
                event(a);
            }
        }
        for (Ann a : standing) {
            if (a.is("AddAbility")) {
                grant(a);
            }
            unwritten(a);
        }
        stackTriggers();
    }

    private void event(Ann a) {
        String t = a.types().get(0);
        if (Set.of("NewTurnStarted", "PhaseOrStepModified", "ResolutionStart", "DamageDealt").contains(t)
                || t.equals("ZoneTransfer") && Set.of("CastSpell", "PlayLand").contains(a.string("category"))) {
            stackTriggers(); // the next action: the triggers waiting go on the stack first
        }
        switch (t) {
            case "NewTurnStarted" -> g.newTurn(a.affector());
            case "PhaseOrStepModified" -> {
                String s = STEPS.get(a.integer("phase", -1) + "," + a.integer("step", -1));
                if (s == null && a.integer("phase", -1) != 1 || a.integer("step", -1) > 11) {
                    g.note("500.1", "unknown phase/step " + a.integer("phase", -1) + ","
                            + a.integer("step", -1));
                }
                g.toStep(s);
            }
            case "ZoneTransfer" -> move(a);
            case "ResolutionStart" -> resolve(a);
            case "AbilityInstanceCreated" -> abilityCreated(a);
            case "TappedUntappedPermanent" -> tap(a);
            case "DamageDealt" -> damage.damage(a);
            case "ModifiedLife" -> damage.life(a);
            case "PowerToughnessModCreated" -> modifyPT(a);
            case "CounterAdded", "CounterRemoved" -> counters(a, t.equals("CounterAdded"));
            case "TokenCreated" -> tokenCreated(a);
            case "TokenDeleted" -> tokenDeleted(a);
            case "AttachmentCreated" -> attach(a);
            case "ControllerChanged" -> control(a);
            default -> {
            }
        }
    }

    private void move(Ann a) {
        int obj = a.first();
        String category = String.valueOf(a.string("category"));
        String from = g.zones().name(a.integer("zone_src", 0));
        String to = g.zones().name(a.integer("zone_dest", 0));
        if (from == null || to == null) {
            if (!"Resolve".equals(category)) {
                g.note("400.1", "zone transfer to or from an Arena-only zone (" + category + ")");
            }
            return;
        }
        if ("Copy".equals(category)) {
            copy(a);
            return;
        }
        g.introduce(obj, from);
        String id = g.id(obj);
        JsonNode now = g.object(obj);
        boolean entersTapped = "battlefield".equals(to) && now != null && now.path("isTapped").asBoolean(false);
        switch (category) {
            case "CastSpell" -> cast(obj, id, from);
            case "PlayLand" -> playLand(obj, id, from);
            case "Resolve" -> {
                // the resolving spell's own move is part of the resolve line
            }
            case "Draw" -> {
                ObjectNode l = g.line("draw");
                l.put("player", GameImport.player(g.zones().zoneOwner(a.integer("zone_dest", 0))));
                l.putArray("cards").add(id);
                if (!"draw".equals(g.step()) || a.affector() != 0 && !g.seat(a.affector())) {
                    l.put("by", g.by(a.affector()));
                }
                g.emit(l);
            }
            case "Discard" -> {
                int owner = g.zones().zoneOwner(a.integer("zone_src", 0));
                ObjectNode l = g.line("discard");
                l.put("player", GameImport.player(owner));
                l.put("card", id);
                if (!g.discardToHandSize(owner, a.affector())) {
                    l.put("by", g.by(a.affector()));
                }
                g.emit(l);
            }
            default -> {
                ObjectNode l = g.line("move");
                l.put("object", id);
                l.put("from", from);
                l.put("to", to);
                if (category.startsWith("SBA_") && !"graveyard".equals(to)) {
                    // a replacement effect (exile instead) on a state-based action: arbiter doesn't model it
                    g.note("614.1", "a state-based action replaced (to " + to + "), written as an external"
                            + " move");
                    l.put("by", "external");
                } else if (category.startsWith("SBA_")) {
                    l.put("cause", "sba");
                } else {
                    l.put("by", g.by(a.affector()));
                }
                g.emit(l);
            }
        }
        if (entersTapped) {
            ObjectNode t = g.line("tap");
            t.put("object", id);
            t.put("by", "external"); // it enters tapped: the card's own text, which arbiter doesn't know
            g.emit(t);
        }
    }

    private void cast(int spell, String id, String from) {
        JsonNode o = g.object(spell);
        ObjectNode l = g.line("cast");
        int controller = o == null ? g.zones().owner(spell, g.view(spell), null)
                : o.path("controllerSeatId").asInt(o.path("ownerSeatId").asInt());
        l.put("player", GameImport.player(controller));
        l.put("card", id);
        if (g.catalogue(spell)) {
            ArrayNode groups = l.putArray("targets");
            for (List<Integer> group : g.survey().targets(spell).values()) {
                ArrayNode ids = groups.addArray();
                group.forEach(t -> ids.add(g.ref(t)));
            }
            if (groups.isEmpty()) {
                l.remove("targets");
            }
            if (g.survey().kicked(spell)) {
                l.put("kicked", true);
            }
        } else if (!g.survey().targets(spell).isEmpty()) {
            g.note("601.2c", TARGETS_OUTSIDE);
        }
        if (!"hand".equals(from)) {
            l.put("from", from);
        }
        g.emit(l);
    }

    /**
     * A copy of a spell on the stack (CR 707.10; the survey refuses any other copy): mtglog/1's {@code copy} line,
     * under the player Arena gives it (who put it on the stack, 707.10), {@code by} the source of what made it. The
     * copy then resolves as a spell and ceases to exist as it leaves the stack (707.10a), which arbiter does itself:
     * Arena's move of the copy to the graveyard is part of the resolve line, and its deletion needs none.
     */
    private void copy(Ann a) {
        Survey.Copy c = g.survey().copy(a.first());
        JsonNode o = g.object(c.copy());
        int controller = o != null ? o.path("controllerSeatId").asInt(o.path("ownerSeatId").asInt())
                : g.zones().owner(c.of(), g.view(c.of()), g.object(c.of()));
        ObjectNode l = g.line("copy");
        l.put("id", g.copyId(c.copy(), c.of()));
        l.put("of", g.id(c.of()));
        l.put("zone", "stack");
        l.put("controller", GameImport.player(controller));
        l.put("by", g.by(a.affector()));
        g.emit(l);
        if (!g.catalogue(c.of()) && !g.survey().targets(c.copy()).isEmpty()) {
            g.note("601.2c", TARGETS_OUTSIDE);
        }
    }

    /** A land play: the mtglog/1 {@code play} line, whose timing and count arbiter checks (305.1, 305.2). */
    private void playLand(int land, String id, String from) {
        JsonNode o = g.object(land);
        int player = o == null ? g.zones().owner(land, g.view(land), null)
                : o.path("controllerSeatId").asInt(o.path("ownerSeatId").asInt());
        ObjectNode l = g.line("play");
        l.put("player", GameImport.player(player));
        l.put("card", id);
        if (!"hand".equals(from)) {
            l.put("from", from);
        }
        g.emit(l);
    }

    private void resolve(Ann a) {
        JsonNode o = g.object(a.affector());
        if (o == null && g.wroteTrigger(a.affector())) {
            o = JsonNodeFactory.instance.objectNode(); // the ability is gone from this state's objects: its source says it
        }
        if (o == null) {
            return;
        }
        String type = o.path("type").asText();
        if (type.equals("GameObjectType_Card") || type.equals("GameObjectType_Token")) {
            ObjectNode l = g.line("resolve");
            l.put("object", g.id(a.affector()));
            g.emit(l);
        } else if (o.path("grpId").asInt() == GameImport.SORCERER_ROLE_TRIGGER || g.wroteTrigger(a.affector())) {
            ObjectNode l = g.line("resolve");
            l.put("object", g.id(g.sourceOf(a.affector())));
            g.emit(l);
        }
    }

    private void abilityCreated(Ann a) {
        int ability = a.first();
        int source = a.affector();
        g.ability(ability, source);
        JsonNode o = g.object(ability);
        if (o != null && o.path("grpId").asInt() == GameImport.SORCERER_ROLE_TRIGGER) {
            ObjectNode l = g.line("trigger");
            l.put("source", g.id(source));
            l.put("controller", GameImport.player(o.path("controllerSeatId").asInt()));
            g.emit(l);
        } else if (o != null && g.survey().stackTrigger(ability) != 0) {
            waiting.add(new Waiting(ability, source, o));
        } else if (o != null && g.survey().onStack(ability) && !g.seat(source) && !g.catalogue(source)) {
            // neither derived by arbiter nor written: what it did is the log's outcome lines by its source
            if (g.survey().triggered(ability)) {
                g.note("603.3", "triggered abilities that left the stack without resolving (not written)");
            } else {
                g.note("602.2", "activated abilities of objects outside the catalogue (not written; their effects"
                        + " are outcome lines)");
            }
        }
    }

    /**
     * Puts the waiting triggered abilities of cards outside the catalogue on the stack, as the next action line, once
     * the outcome lines before it (a token's cease, a state-based move) are written: in the order Arena stacked them,
     * which the order of their resolutions shows (the last to resolve went on the stack first).
     */
    private void stackTriggers() {
        waiting.sort(java.util.Comparator.comparingInt((Waiting w) -> -g.survey().resolvedAt(w.ability())));
        for (Waiting w : waiting) {
            inlineTrigger(w.ability(), w.source(), w.view());
        }
        waiting.clear();
    }

    /**
     * A triggered ability of a card outside the catalogue, which its inline definition names (an mtglog/1 extension):
     * it goes on arbiter's stack as on Arena's, and its effects are the outcome lines by its source.
     */
    private void inlineTrigger(int ability, int source, JsonNode o) {
        if (g.goneCopy(source)) {
            // a delayed trigger the copy set up as it resolved: its source is the copy (603.7d), which ceased to
            // exist as it left the stack (707.10a), so arbiter has no object to put the ability on the stack for
            g.note("603.7d", COPY_TRIGGERS);
            return;
        }
        if (g.seat(source) || !g.introduced(source) || g.catalogue(source)) {
            g.note("603.2", "a triggered ability of an object arbiter doesn't hold or knows otherwise, not"
                    + " written");
            return;
        }
        ObjectNode l = g.line("trigger");
        l.put("source", g.id(source));
        l.put("ability", Cards.abilityName(o.path("grpId").asInt()));
        l.put("controller", GameImport.player(o.path("controllerSeatId").asInt()));
        g.emit(l);
        g.markTrigger(ability);
    }

    private void tap(Ann a) {
        int obj = a.first();
        boolean tapped = a.integer("tapped", 1) == 1;
        if (!g.introduced(obj)) {
            return;
        }
        if (tapped && a.affector() == 0 && "declare_attackers".equals(g.step()) && g.attacking(obj)) {
            return; // the attack line taps its attackers
        }
        ObjectNode l = g.line(tapped ? "tap" : "untap");
        l.put("object", g.id(obj));
        if (!(!tapped && "untap".equals(g.step()) && a.affector() == 0)) {
            l.put("by", a.affector() == 0 ? "external" : byOutside(a.affector()));
        }
        g.emit(l);
    }

    /**
     * {@code by} for an effect arbiter does not derive: a catalogue source would be checked, and so would a copy of a
     * spell arbiter no longer holds ({@link GameImport#goneCopy}), so say external.
     */
    private String byOutside(int affector) {
        int source = g.sourceOf(affector);
        return g.seat(source) || source == 0 || g.catalogue(source) || g.goneCopy(source) ? "external"
                : g.id(source);
    }

    private void modifyPT(Ann a) {
        int obj = a.first();
        if (!g.introduced(obj)) {
            return;
        }
        int source = g.sourceOf(a.affector());
        JsonNode so = g.object(source);
        if (so != null && Cards.token(so) && g.catalogue(source)) {
            return; // a Role's own bonus: arbiter derives it from the Role
        }
        if (fromCounters(a, obj, source)) {
            return; // the counters line's own change: counters give it in arbiter (613.4c)
        }
        ObjectNode l = g.line("effect");
        l.put("object", g.id(obj));
        ArrayNode pt = l.putArray("modifyPT");
        pt.add(a.integer("power", 0));
        pt.add(a.integer("toughness", 0));
        l.put("until", "end_of_turn");
        g.note("611.2a", DURATION);
        l.put("by", g.by(a.affector()));
        g.emit(l);
    }

    /**
     * Whether a power/toughness change is the one +1/+1 or -1/-1 counters make: Arena sends it, with the creature as
     * its own source, beside the {@code CounterAdded} (or {@code CounterRemoved}) of the same state, whose counters
     * line says it already. Each counter event accounts for one such change.
     */
    private boolean fromCounters(Ann a, int obj, int source) {
        if (g.survey().root(source) != g.survey().root(obj)) {
            return false;
        }
        int power = a.integer("power", 0);
        int toughness = a.integer("toughness", 0);
        for (Ann c : events) {
            boolean added = c.is("CounterAdded");
            boolean same = g.survey().root(c.first()) == g.survey().root(obj);
            if (!(added || c.is("CounterRemoved")) || !same || ptOfCounters.contains(c.id())) {
                continue;
            }
            int kind = c.integer("counter_type", 0);
            int n = c.integer("transaction_amount", 1) * (added ? 1 : -1) * (kind == 1 ? 1 : kind == 2 ? -1 : 0);
            if (n != 0 && power == n && toughness == n) {
                ptOfCounters.add(c.id());
                return true;
            }
        }
        return false;
    }

    private void grant(Ann a) {
        String keyword = Cards.KEYWORDS.get(a.integer("grpid", 0));
        int source = g.sourceOf(a.affector());
        if (keyword == null || g.catalogue(source)) {
            return; // a Role's or catalogue card's grant is derived by arbiter
        }
        for (int obj : a.affected()) {
            if (!g.introduced(obj)) {
                continue;
            }
            ObjectNode l = g.line("effect");
            l.put("object", g.id(obj));
            l.putArray("gain").add(keyword);
            l.put("until", "end_of_turn");
            g.note("611.2a", DURATION);
            l.put("by", g.by(a.affector()));
            g.emit(l);
            g.granted(obj, keyword);
        }
    }

    /**
     * A control-changing effect (layer 2): a {@code control} line giving the permanent to the controller Arena shows
     * for it now. One whose source arbiter knows (a catalogue card) is arbiter's to derive. Arena doesn't say how long
     * the effect lasts; a later change of control is a line of its own.
     */
    private void control(Ann a) {
        int source = g.sourceOf(a.affector());
        if (a.affector() != 0 && !g.seat(source) && g.catalogue(source)) {
            return;
        }
        for (int obj : a.affected()) {
            JsonNode o = g.object(obj);
            if (!g.introduced(obj) || o == null || !o.has("controllerSeatId")) {
                g.note("613.1b", CONTROL_UNSHOWN);
                continue;
            }
            ObjectNode l = g.line("control");
            l.put("object", g.id(obj));
            l.put("player", GameImport.player(o.path("controllerSeatId").asInt()));
            l.put("by", byOutside(a.affector()));
            g.emit(l);
            g.note("611.2a", CONTROL_DURATION);
        }
    }

    /**
     * Continuous effects Arena records as standing annotations that the import doesn't write (it shows that they
     * apply, not what they do, or mtglog/1 has no line for them): each is listed in the game line's {@code
     * unchecked}, so that no report implies arbiter checked them. A power/toughness effect whose change the same
     * state's {@code PowerToughnessModCreated} gives is written (see {@link #modifyPT}), and a catalogue card's or
     * Role's effect is arbiter's own.
     */
    private void unwritten(Ann a) {
        int source = g.sourceOf(a.affector());
        if (a.affector() != 0 && !g.seat(source) && g.catalogue(source)) {
            return;
        }
        if (a.is("ModifiedType")) {
            g.note("613.1d", "type-changing effects (not written; not checked)");
        }
        if (a.is("RemoveAbility")) {
            g.note("613.1f", "effects that remove abilities (not written; not checked)");
        }
        if (a.is("ModifiedColor")) {
            g.note("613.1e", "colour-changing effects (not written; not checked)");
        }
        if ((a.is("ModifiedPower") || a.is("ModifiedToughness")) && a.is("LayeredEffect")
                && events.stream().noneMatch(e -> e.is("PowerToughnessModCreated") && sameObjects(e, a))) {
            g.note("613.4c", "power/toughness effects Arena shows without their amount (static abilities such as"
                    + " an anthem or an Aura's bonus; not written, not checked)");
        }
    }

    /** Whether two annotations affect the same physical cards (an effect's change and its standing record). */
    private boolean sameObjects(Ann x, Ann y) {
        return x.affected().stream().map(g.survey()::root).collect(java.util.stream.Collectors.toSet())
                .equals(y.affected().stream().map(g.survey()::root).collect(java.util.stream.Collectors.toSet()));
    }

    private void counters(Ann a, boolean added) {
        int kind = a.integer("counter_type", 0);
        String name = kind == 1 ? "+1/+1" : kind == 2 ? "-1/-1" : null;
        if (name == null) {
            g.note("122.1", "counters other than +1/+1 and -1/-1 (Arena counter type " + kind
                    + "), left out");
            return;
        }
        int obj = a.first();
        if (!g.introduced(obj)) {
            return;
        }
        int n = a.integer("transaction_amount", 1);
        ObjectNode l = g.line("counters");
        l.put("object", g.id(obj));
        l.put("kind", name);
        l.put("delta", added ? n : -n);
        l.put("by", g.by(a.affector()));
        g.emit(l);
    }

    private void tokenCreated(Ann a) {
        int token = a.first();
        JsonNode o = g.object(token);
        if (o == null) {
            return;
        }
        int controller = o.path("controllerSeatId").asInt();
        String name = g.cards().catalogueName(o);
        if (name == null) {
            g.introduce(token, "battlefield");
            entersTapped(token, o);
            return;
        }
        String by = g.by(a.affector());
        String id = g.tokenId(token, by.equals("external") ? "P" + controller : by);
        ObjectNode l = g.line("create_token");
        l.put("id", id);
        l.put("token", name);
        l.put("controller", GameImport.player(controller));
        l.put("by", by);
        for (Ann e : events) {
            if (e.is("AttachmentCreated") && e.affector() == token) {
                l.put("attachedTo", g.id(e.first()));
                g.attachedAtCreation(id);
            }
        }
        g.emit(l);
        entersTapped(token, o);
    }

    /** A token created tapped (attacking Warriors): as a permanent that enters tapped, a tap line by external. */
    private void entersTapped(int token, JsonNode o) {
        // tapped later in the same state (for a cost): that tap is the annotation's own line
        boolean tappedLater = events.stream().anyMatch(e -> e.is("TappedUntappedPermanent") && e.first() == token);
        if (o.path("isTapped").asBoolean(false) && g.introduced(token) && !tappedLater) {
            ObjectNode t = g.line("tap");
            t.put("object", g.id(token));
            t.put("by", "external");
            g.emit(t);
        }
    }

    private void tokenDeleted(Ann a) {
        int token = a.first();
        if (!g.introduced(token)) {
            return;
        }
        ObjectNode l = g.line("cease"); // a token, catalogue or inline: arbiter ceases it itself (704.5d)
        l.put("object", g.id(token));
        g.emit(l);
    }

    private void attach(Ann a) {
        String aura = g.id(a.affector());
        if (g.wasAttachedAtCreation(aura) || !g.introduced(a.affector())) {
            return;
        }
        ObjectNode l = g.line("attach");
        l.put("object", aura);
        l.put("to", g.id(a.first()));
        l.put("by", "external");
        g.emit(l);
    }
}
