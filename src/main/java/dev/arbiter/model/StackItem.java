package dev.arbiter.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A spell or an ability on the stack (CR 405, 113.3, 601, 602, 603.3). For a spell, {@link #getSpell()} is the
 * object in the stack zone; for an ability, {@link #getSource()} is its source as it last existed.
 */
public final class StackItem {
    public enum Kind { SPELL, TRIGGERED, ACTIVATED }

    /** What became of it: still on the stack, resolved, didn't resolve (608.2b), or countered (701.5a). */
    public enum Status { ON_STACK, RESOLVED, FIZZLED, COUNTERED }

    private final int seq;
    private final Kind kind;
    private final GameObject spell;
    private final GameObject source;
    private final String ability;
    private final String controller;
    private final int line;
    private Integer x;
    private boolean kicked;
    private String alternativeCost;
    private boolean withoutPayingManaCost;
    private boolean castDuringResolution;
    private boolean cast;
    private final List<Sacrificed> sacrifices = new ArrayList<>();
    private final List<TargetGroup> groups = new ArrayList<>();
    private Zone castFrom;
    private boolean representedByCard;
    private Zone sourceZone;
    private String sourceController;
    private String claimedController;
    private StackItem castDuring;
    private TriggerContext context = new TriggerContext();
    private int targetInstances;
    private int targetGroups = -1;
    private Status status = Status.ON_STACK;
    private boolean targetReported;
    private String loggedController;
    private String loggedCopyController;

    public StackItem(int seq, Kind kind, GameObject spell, GameObject source, String ability, String controller,
                     int line) {
        this.seq = seq;
        this.kind = kind;
        this.spell = spell;
        this.source = source;
        this.ability = ability;
        this.controller = controller;
        this.line = line;
    }

    public int getSeq() {
        return seq;
    }

    public Kind getKind() {
        return kind;
    }

    public boolean hasSpell() {
        return kind == Kind.SPELL;
    }

    public GameObject getSpell() {
        return spell;
    }

    /** The object whose characteristics the item has: the spell itself, or the ability's source (CR 113.7). */
    public GameObject getSource() {
        return spell != null ? spell : source;
    }

    /** The name of the card (spell) or the catalogue name of the ability. */
    public String getAbility() {
        return ability;
    }

    public String getName() {
        return spell != null ? spell.getName() : source.getName();
    }

    public String getController() {
        return controller;
    }

    public int getLine() {
        return line;
    }

    public Integer getX() {
        return x;
    }

    public int getXValue() {
        return x == null ? 0 : x;
    }

    public void setX(Integer x) {
        this.x = x;
    }

    public boolean isKicked() {
        return kicked;
    }

    public void setKicked(boolean kicked) {
        this.kicked = kicked;
    }

    public String getAlternativeCost() {
        return alternativeCost;
    }

    public void setAlternativeCost(String alternativeCost) {
        this.alternativeCost = alternativeCost;
    }

    public boolean isWithoutPayingManaCost() {
        return withoutPayingManaCost;
    }

    public void setWithoutPayingManaCost(boolean b) {
        this.withoutPayingManaCost = b;
    }

    public boolean isCastDuringResolution() {
        return castDuringResolution;
    }

    public void setCastDuringResolution(boolean b) {
        this.castDuringResolution = b;
    }

    /** True for a spell that was cast (not a copy put on the stack, CR 707.10). */
    public boolean isCast() {
        return cast;
    }

    public void setCast(boolean cast) {
        this.cast = cast;
    }

    /** The permanents sacrificed to pay its costs, in the order the log paid them (each one a fact, too). */
    public List<Sacrificed> getSacrifices() {
        return sacrifices;
    }

    /** Its groups of targets as the log gave them, one per instance of "target" and more (each one a fact, too). */
    public List<TargetGroup> getGroups() {
        return groups;
    }

    /**
     * The kind of permanent its mandatory sacrifice cost names — a spell's additional cost ("creature"), an activated
     * ability's ("Aura attached to it") — or null (601.2h, 602.2b). "Sacrifice this" is {@link #isSacrificeSelfCost}.
     */
    public String getSacrificeCost() {
        if (kind == Kind.SPELL) {
            return spell.getDef().additionalSacrifice();
        }
        return kind == Kind.ACTIVATED ? source.getDef().activated(ability).sacrifice() : null;
    }

    /** Whether it is an activated ability whose cost sacrifices its own source (602.2b). */
    public boolean isSacrificeSelfCost() {
        return kind == Kind.ACTIVATED && source.getDef().activated(ability).sacrificeSelf();
    }

    /** The zone a spell was cast from (601.2a), or null for a copy put on the stack and for abilities. */
    public Zone getCastFrom() {
        return castFrom;
    }

    public void setCastFrom(Zone castFrom) {
        this.castFrom = castFrom;
    }

    /** Whether it is a spell represented by a card (a cast card: not a copy of a spell or a cast copy of a card). */
    public boolean isRepresentedByCard() {
        return representedByCard;
    }

    public void setRepresentedByCard(boolean representedByCard) {
        this.representedByCard = representedByCard;
    }

    /** An activated ability's source's zone when it was activated (602.2, 113.6), else null. */
    public Zone getSourceZone() {
        return sourceZone;
    }

    /** An activated ability's source's controller when it was activated (602.2), else null. */
    public String getSourceController() {
        return sourceController;
    }

    /** Where an activated ability's source was, and who controlled it, as it was activated. */
    public void setActivatedFrom(Zone zone, String controller) {
        this.sourceZone = zone;
        this.sourceController = controller;
    }

    /** The controller a trigger line gave the ability (603.3a checks it), or null when it gave none. */
    public String getClaimedController() {
        return claimedController;
    }

    public void setClaimedController(String claimedController) {
        this.claimedController = claimedController;
    }

    /** The resolving object whose instruction cast this spell (608.2g: Arcane Heist, cipher), or null. */
    public StackItem getCastDuring() {
        return castDuring;
    }

    public void setCastDuring(StackItem castDuring) {
        this.castDuring = castDuring;
    }

    /** What a triggered ability refers to beyond its source (empty for spells and activated abilities). */
    public TriggerContext getContext() {
        return context;
    }

    public void setContext(TriggerContext context) {
        this.context = context;
    }

    /** How many groups of targets the log gave (one per instance of "target"); -1 when it gave none. */
    public int getTargetGroups() {
        return targetGroups;
    }

    public void setTargetGroups(int n) {
        this.targetGroups = n;
    }

    public int getTargetInstances() {
        return targetInstances;
    }

    public void setTargetInstances(int n) {
        this.targetInstances = n;
    }

    public Status getStatus() {
        return status;
    }

    public void setStatus(Status status) {
        this.status = status;
    }

    /** Whether one of its targets was reported as illegal when it was chosen (601.2c): a mistake already told. */
    public boolean isTargetReported() {
        return targetReported;
    }

    public void setTargetReported(boolean targetReported) {
        this.targetReported = targetReported;
    }

    /**
     * The controller the log gives it where the rules give another (603.3a, reported), or null: the choices made for
     * it — and for a spell cast as it resolves — are that player's in the log's game.
     */
    public String getLoggedController() {
        return loggedController;
    }

    public void setLoggedController(String loggedController) {
        this.loggedController = loggedController;
    }

    /**
     * For a copy of a card cast as it was made: the player a recorded log's copy line gives it to where the rules give
     * it to the player who copied it (112.2a, reported), or null. Its targets are that player's choice in the log's game.
     */
    public String getLoggedCopyController() {
        return loggedCopyController;
    }

    public void setLoggedCopyController(String loggedCopyController) {
        this.loggedCopyController = loggedCopyController;
    }

    /** Whether it left the stack without resolving: every target illegal (608.2b) or countered (701.5a). */
    public boolean isFizzled() {
        return status == Status.FIZZLED;
    }

    /** How a report names it: a spell by its id, an ability by its source's id (mtglog §7). */
    public String getLogId() {
        return getSource().getId();
    }

    @Override
    public String toString() {
        return kind == Kind.SPELL ? spell.describe() : "ability \"" + ability + "\" of " + source.describe();
    }
}
