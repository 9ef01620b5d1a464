package dev.arbiter.model;

import dev.arbiter.cards.CardDef;
import dev.arbiter.log.Quote;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * One object in one zone (CR 109, 400.7): a card, a token, or a copy. A zone change makes a new GameObject under
 * the same log id, so nothing of the old one (attachments, counters, encodings, effects aimed at it) carries over.
 * The {@code computed} characteristics are rebuilt from the base ones by the layer rules (rules/layers/).
 */
public final class GameObject {
    /**
     * The properties a change of combat status changes — the fields and the getters derived from them — for an update
     * that names them (property reactivity: only the patterns constraining one of them are evaluated again).
     */
    public static final String[] COMBAT_STATUS = {"attacking", "blocking", "blocked", "inCombat", "combatController",
        "combatDamageStep", "firstStriker", "blockedCreature"};
    /** The properties an Aura becoming attached or unattached changes on its host. */
    public static final String[] ENCHANTED = {"auras", "enchanted"};

    private final String id;
    private final int serial;
    private final CardDef def;
    private final boolean token;
    /** The log id of the original, for a copy of a card or of a spell (CR 707). */
    private final String copyOf;
    private final boolean spellCopy;
    private final String owner;
    private final Zone zone;

    private long timestamp;
    private String baseController;
    private boolean tapped;
    private int damage;
    private final Map<String, Integer> counters = new TreeMap<>();
    private GameObject attachedTo;
    private String phasedOutUnder;
    private boolean phasedOutIndirectly;
    private String attacking;
    private String combatController;
    private boolean blocking;
    private GameObject blockedCreature;
    private boolean blocked;
    private Step combatDamageStep;
    private boolean firstStriker;
    private int auras;
    private String controlHolder;
    private int controlledSince;

    /** Computed by the layer rules from the base values above. */
    private final Characteristics characteristics = new Characteristics(this);

    public GameObject(String id, int serial, CardDef def, boolean token, String copyOf, boolean spellCopy,
                      String owner, String controller, Zone zone, long timestamp) {
        this.id = id;
        this.serial = serial;
        this.def = def;
        this.token = token;
        this.copyOf = copyOf;
        this.spellCopy = spellCopy;
        this.owner = owner;
        this.baseController = controller;
        this.zone = zone;
        this.timestamp = timestamp;
        characteristics.reset(baseController, true);
    }

    /** Back to the printed (or token-defined) values: the first step of every layer pass (CR 613.1). */
    public void resetCharacteristics() {
        characteristics.reset(baseController, false);
    }

    /** Its characteristics: for a permanent, the fact the layer rules work them out on (CR 613). */
    public Characteristics getCharacteristics() {
        return characteristics;
    }

    public String getId() {
        return id;
    }

    public int getSerial() {
        return serial;
    }

    public CardDef getDef() {
        return def;
    }

    public String getName() {
        return def.name();
    }

    public boolean isToken() {
        return token;
    }

    /** A card is an object represented by a card: not a token and not a copy (CR 702.99a "represented by a card"). */
    public boolean isCard() {
        return !token && copyOf == null;
    }

    public String getCopyOf() {
        return copyOf;
    }

    public boolean isCopy() {
        return copyOf != null;
    }

    public boolean isSpellCopy() {
        return spellCopy;
    }

    public String getOwner() {
        return owner;
    }

    public Zone getZone() {
        return zone;
    }

    public boolean isOnBattlefield() {
        return zone == Zone.BATTLEFIELD && phasedOutUnder == null;
    }

    public long getTimestamp() {
        return timestamp;
    }

    /** The timestamp as an int, for rule salience: earlier objects first (CR 613.7). */
    public int getTimestampOrder() {
        return (int) Math.min(Integer.MAX_VALUE, timestamp);
    }

    public void setTimestamp(long timestamp) {
        this.timestamp = timestamp;
    }

    public String getBaseController() {
        return baseController;
    }

    public void setBaseController(String baseController) {
        this.baseController = baseController;
    }

    public boolean isTapped() {
        return tapped;
    }

    public void setTapped(boolean tapped) {
        this.tapped = tapped;
    }

    public int getDamage() {
        return damage;
    }

    public void setDamage(int damage) {
        this.damage = damage;
    }

    public Map<String, Integer> getCounters() {
        return counters;
    }

    public int counters(String kind) {
        return counters.getOrDefault(kind, 0);
    }

    public void addCounters(String kind, int delta) {
        int n = counters(kind) + delta;
        if (n <= 0) {
            counters.remove(kind);
        } else {
            counters.put(kind, n);
        }
    }

    public GameObject getAttachedTo() {
        return attachedTo;
    }

    public void setAttachedTo(GameObject attachedTo) {
        this.attachedTo = attachedTo;
    }

    public boolean isPhasedOut() {
        return phasedOutUnder != null;
    }

    /**
     * The player who controlled it when it phased out, in whose untap step it phases in (CR 702.26a, 502.1), whoever
     * controls it meanwhile; null while it is phased in.
     */
    public String getPhasedOutUnder() {
        return phasedOutUnder;
    }

    /** Phases it out under a player's control ({@code null}: phases it in). */
    public void setPhasedOutUnder(String player) {
        this.phasedOutUnder = player;
        if (player == null) {
            phasedOutIndirectly = false;
        }
    }

    /**
     * Whether it phased out because the permanent it is attached to did (CR 702.26g): then it phases in with that
     * permanent, never by itself. An Aura or Equipment phased out on its own phases in in the untap step like any other.
     */
    public boolean isPhasedOutIndirectly() {
        return phasedOutIndirectly;
    }

    public void setPhasedOutIndirectly(boolean indirectly) {
        this.phasedOutIndirectly = indirectly;
    }

    /** The player or planeswalker id this creature attacks, or null when it isn't attacking. */
    public String getAttacking() {
        return attacking;
    }

    public void setAttacking(String attacking) {
        this.attacking = attacking;
        if (attacking != null) {
            combatController = getController();
        }
    }

    /** Who controlled it when it was declared as an attacker or blocker (CR 506.4); null out of combat. */
    public String getCombatController() {
        return isInCombat() ? combatController : null;
    }

    public boolean isBlocked() {
        return blocked;
    }

    public void setBlocked(boolean blocked) {
        this.blocked = blocked;
    }

    /** Removed from combat (CR 506.4): no longer attacking, blocking or blocked. */
    public void removeFromCombat() {
        attacking = null;
        blocking = false;
        blockedCreature = null;
        blocked = false;
        combatController = null;
        combatDamageStep = null;
        firstStriker = false;
    }

    /**
     * Whether it had first strike or double strike as the first combat damage step of this combat began (CR 510.4):
     * it deals combat damage in that step, and in the second only if it has double strike then.
     */
    public boolean isFirstStriker() {
        return firstStriker;
    }

    public void setFirstStriker(boolean firstStriker) {
        this.firstStriker = firstStriker;
    }

    /**
     * The combat damage step of this combat in which it last dealt combat damage (CR 510.2, 510.4), as a damage line
     * recorded it; null before it deals any, and out of combat.
     */
    public Step getCombatDamageStep() {
        return combatDamageStep;
    }

    public void setCombatDamageStep(Step step) {
        this.combatDamageStep = step;
    }

    public boolean isInCombat() {
        return attacking != null || blocking;
    }

    public boolean isBlocking() {
        return blocking;
    }

    public void setBlocking(boolean blocking) {
        this.blocking = blocking;
        if (blocking) {
            combatController = getController();
        }
    }

    /** The attacking creature this creature blocks (CR 509.1a), or null when it blocks none. */
    public GameObject getBlockedCreature() {
        return blockedCreature;
    }

    public void setBlockedCreature(GameObject attacker) {
        this.blockedCreature = attacker;
    }

    /**
     * The player who has controlled this permanent continuously since turn {@link #getControlledSince()} (CR 302.6):
     * set by the engine as the object enters the battlefield, and by the rule "302.6 a permanent whose controller
     * changes ..." when the layers give it another controller. While it differs from {@link #getController()}, the
     * control change has just happened and is not marked yet.
     */
    public String getControlHolder() {
        return controlHolder;
    }

    /** The number of the turn during which {@link #getControlHolder()}'s continuous control began. */
    public int getControlledSince() {
        return controlledSince;
    }

    /** Marks {@code player}'s continuous control of this permanent as beginning during turn {@code turn}. */
    public void controlledSince(String player, int turn) {
        this.controlHolder = player;
        this.controlledSince = turn;
    }

    /** The number of Auras attached to this object; "enchanted" means at least one (CR 303.4b). */
    public int getAuras() {
        return auras;
    }

    public void setAuras(int auras) {
        this.auras = auras;
    }

    public boolean isEnchanted() {
        return auras > 0;
    }

    // ---- computed characteristics (layers) ----

    public String getController() {
        return characteristics.getController();
    }

    public Set<CardType> getTypes() {
        return characteristics.getTypes();
    }

    public Set<String> getSubtypes() {
        return characteristics.getSubtypes();
    }

    public Set<String> getColors() {
        return characteristics.getColors();
    }

    public Set<String> getAbilities() {
        return characteristics.getAbilities();
    }

    public boolean hasAbility(String ability) {
        return characteristics.hasAbility(ability);
    }

    public int getPower() {
        return characteristics.getPower();
    }

    public int getToughness() {
        return characteristics.getToughness();
    }

    public boolean isCreature() {
        return characteristics.isCreature();
    }

    public boolean isEnchantment() {
        return characteristics.isEnchantment();
    }

    public boolean isArtifact() {
        return getTypes().contains(CardType.ARTIFACT);
    }

    public boolean isInstantOrSorcery() {
        return getTypes().contains(CardType.INSTANT) || getTypes().contains(CardType.SORCERY);
    }

    public boolean isPermanent() {
        return zone == Zone.BATTLEFIELD;
    }

    /** Legendary (CR 205.4d): a supertype, printed; no effect in the catalogue changes it. */
    public boolean isLegendary() {
        return def.supertypes().contains("legendary");
    }

    public boolean isAura() {
        return getSubtypes().contains("Aura");
    }

    public boolean isRole() {
        return getSubtypes().contains("Role");
    }

    /** Whether the last layer pass applied the effect with this key to the object. */
    public boolean hasApplied(String effectKey) {
        return characteristics.hasApplied(effectKey);
    }

    /**
     * Whether the object has a protection ability at all (CR 702.16a): the rules about protection ask this of a
     * permanent before they ask what from, so that while no permanent has protection they are not evaluated at all.
     */
    public boolean hasProtection() {
        for (String a : getAbilities()) {
            if (a.startsWith("protection from ")) {
                return true;
            }
        }
        return false;
    }

    /** Protection from a quality the source has (CR 702.16a): card types in the plural, colors, everything. */
    public boolean hasProtectionFrom(GameObject source) {
        return protectionFrom(source) != null;
    }

    /**
     * The protection ability, as the object has it ("protection from enchantments"), that applies to the source, or
     * null: what a finding names, since the quality is the object's, not the source's name.
     */
    public String protectionFrom(GameObject source) {
        for (String a : getAbilities()) {
            if (a.startsWith("protection from ") && hasQuality(source, a.substring("protection from ".length()))) {
                return a;
            }
        }
        return null;
    }

    /**
     * Whether a source has the quality a protection ability names (CR 702.16a): everything; a color, "all colors",
     * multicolored, monocolored or colorless; a card type or a subtype, singular or plural ("enchantments",
     * "Wizards"); several qualities joined by "and" ("from red and from white" is written as two abilities).
     */
    static boolean hasQuality(GameObject source, String quality) {
        String q = quality.toLowerCase(java.util.Locale.ROOT);
        int colors = source.getColors().size();
        switch (q) {
            case "everything":
                return true;
            case "all colors":
                return colors > 0;
            case "multicolored":
                return colors > 1;
            case "monocolored":
                return colors == 1;
            case "colorless":
                return colors == 0;
            default:
                break;
        }
        for (String c : source.getColors()) {
            if (q.equals(colorWord(c))) {
                return true;
            }
        }
        for (CardType t : source.getTypes()) {
            if (q.equals(t.logName() + "s") || q.equals(t.logName())) {
                return true;
            }
        }
        for (String sub : source.getSubtypes()) {
            String s = sub.toLowerCase(java.util.Locale.ROOT);
            if (q.equals(s) || q.equals(s + "s") || q.equals(s + "es")) {
                return true;
            }
        }
        return false;
    }

    static String colorWord(String c) {
        return switch (c) {
            case "W" -> "white";
            case "U" -> "blue";
            case "B" -> "black";
            case "R" -> "red";
            case "G" -> "green";
            default -> c;
        };
    }

    /** "Monster Role t1" — how messages name an object (a name from a log def that is not plain, quoted). */
    public String describe() {
        return Quote.word(def.name()) + " " + id;
    }

    @Override
    public String toString() {
        return id + "#" + serial + "(" + def.name() + ", " + zone.logName() + ")";
    }
}
