package dev.arbiter.model;

import dev.arbiter.cards.CardDef;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * One object in one zone (CR 109, 400.7): a card, a token, or a copy. A zone change makes a new GameObject under
 * the same log id, so nothing of the old one (attachments, counters, encodings, effects aimed at it) carries over.
 * The {@code computed} characteristics are rebuilt from the base ones by the layer rules (rules/layers/).
 */
public final class GameObject {
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
    private boolean phasedOut;
    private String attacking;
    private String combatController;
    private boolean blocking;
    private boolean blocked;
    private int auras;
    private String controlHolder;
    private int controlledSince;

    // computed by the layer rules from the base values above
    private String controller;
    private final Set<CardType> types = EnumSet.noneOf(CardType.class);
    private final Set<String> subtypes = new LinkedHashSet<>();
    private final Set<String> colors = new LinkedHashSet<>();
    private final Set<String> abilities = new LinkedHashSet<>();
    private int power;
    private int toughness;
    private final Set<String> applied = new HashSet<>();

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
        resetCharacteristics();
    }

    /** Back to the printed (or token-defined) values: the first step of every layer pass (CR 613.1). */
    public void resetCharacteristics() {
        controller = baseController;
        types.clear();
        types.addAll(def.types());
        subtypes.clear();
        subtypes.addAll(def.subtypes());
        colors.clear();
        colors.addAll(def.colors());
        abilities.clear();
        abilities.addAll(def.abilities());
        power = def.power() == null ? 0 : def.power();
        toughness = def.toughness() == null ? 0 : def.toughness();
        applied.clear();
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
        return zone == Zone.BATTLEFIELD && !phasedOut;
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
        return phasedOut;
    }

    public void setPhasedOut(boolean phasedOut) {
        this.phasedOut = phasedOut;
    }

    /** The player or planeswalker id this creature attacks, or null when it isn't attacking. */
    public String getAttacking() {
        return attacking;
    }

    public void setAttacking(String attacking) {
        this.attacking = attacking;
        if (attacking != null) {
            combatController = controller;
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
        blocked = false;
        combatController = null;
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
            combatController = controller;
        }
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
        return controller;
    }

    public void setController(String controller) {
        this.controller = controller;
    }

    public Set<CardType> getTypes() {
        return types;
    }

    public Set<String> getSubtypes() {
        return subtypes;
    }

    public Set<String> getColors() {
        return colors;
    }

    public Set<String> getAbilities() {
        return abilities;
    }

    public boolean hasAbility(String ability) {
        return abilities.contains(ability);
    }

    public int getPower() {
        return power;
    }

    public int getToughness() {
        return toughness;
    }

    public void setPowerToughness(int power, int toughness) {
        this.power = power;
        this.toughness = toughness;
    }

    public void modifyPowerToughness(int dp, int dt) {
        this.power += dp;
        this.toughness += dt;
    }

    public boolean isCreature() {
        return types.contains(CardType.CREATURE);
    }

    public boolean isEnchantment() {
        return types.contains(CardType.ENCHANTMENT);
    }

    public boolean isArtifact() {
        return types.contains(CardType.ARTIFACT);
    }

    public boolean isInstantOrSorcery() {
        return types.contains(CardType.INSTANT) || types.contains(CardType.SORCERY);
    }

    public boolean isPermanent() {
        return zone == Zone.BATTLEFIELD;
    }

    /** Legendary (CR 205.4d): a supertype, printed; no effect in the catalogue changes it. */
    public boolean isLegendary() {
        return def.supertypes().contains("legendary");
    }

    public boolean isAura() {
        return subtypes.contains("Aura");
    }

    public boolean isRole() {
        return subtypes.contains("Role");
    }

    /** Whether the layer pass has applied this effect key to the object already. */
    public boolean hasApplied(String effectKey) {
        return applied.contains(effectKey);
    }

    public void markApplied(String effectKey) {
        applied.add(effectKey);
    }

    /** Protection from a quality the source has (CR 702.16a): card types in the plural, colors, everything. */
    public boolean hasProtectionFrom(GameObject source) {
        for (String a : abilities) {
            if (a.startsWith("protection from ") && hasQuality(source, a.substring("protection from ".length()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a source has the quality a protection ability names (CR 702.16a): everything; a color, "all colors",
     * multicolored, monocolored or colorless; a card type or a subtype, singular or plural ("enchantments",
     * "Wizards"); several qualities joined by "and" ("from red and from white" is written as two abilities).
     */
    static boolean hasQuality(GameObject source, String quality) {
        String q = quality.toLowerCase(java.util.Locale.ROOT);
        int colors = source.colors.size();
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
        for (String c : source.colors) {
            if (q.equals(colorWord(c))) {
                return true;
            }
        }
        for (CardType t : source.types) {
            if (q.equals(t.logName() + "s") || q.equals(t.logName())) {
                return true;
            }
        }
        for (String sub : source.subtypes) {
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

    /** "Monster Role t1" — how messages name an object. */
    public String describe() {
        return def.name() + " " + id;
    }

    @Override
    public String toString() {
        return id + "#" + serial + "(" + def.name() + ", " + zone.logName() + ")";
    }
}
