package dev.arbiter.model;

import dev.arbiter.cards.CardDef;

import java.util.HashSet;
import java.util.Set;

/**
 * An effect's instruction to create tokens, before they exist: rules judge it first (CR 303.4i: a Role that could
 * not legally enchant its object is not created; 614.1a: Doubling Season doubles it), then "111.2 ..." creates the
 * tokens under {@link #getController() the creator's} control.
 */
public final class TokenRequest {
    private final CardDef token;
    private final String controller;
    private final GameObject attachTo;
    private final boolean attachmentRequired;
    private final String parent;
    private final String by;
    private final GameObject copyOf;
    private int count;
    private String presetId;
    private boolean refused;
    private int seq;
    private final Set<Integer> replacedBy = new HashSet<>();
    private GameObject asCreated;

    public TokenRequest(CardDef token, String controller, GameObject attachTo, boolean attachmentRequired, int count,
                        String parent, String by, GameObject copyOf) {
        this.token = token;
        this.controller = controller;
        this.attachTo = attachTo;
        this.attachmentRequired = attachmentRequired;
        this.count = count;
        this.parent = parent;
        this.by = by;
        this.copyOf = copyOf;
    }

    public CardDef getToken() {
        return token;
    }

    public String getName() {
        return token.name();
    }

    public boolean isAura() {
        return token.subtypes().contains("Aura");
    }

    public String getController() {
        return controller;
    }

    /**
     * The token as it would exist on the battlefield: an object outside the game, for its characteristics (an Aura
     * token's colors and types decide what protection keeps it off its object, 702.16c). The same object each time.
     */
    public GameObject getAsCreated() {
        if (asCreated == null) {
            asCreated = new GameObject("?", 0, token, true, null, false, controller, controller, Zone.BATTLEFIELD, 0);
        }
        return asCreated;
    }

    /** The object an Aura token is to be created attached to; null when the effect names none. */
    public GameObject getAttachTo() {
        return attachTo;
    }

    public boolean isAttachmentRequired() {
        return attachmentRequired;
    }

    public int getCount() {
        return count;
    }

    public void setCount(int count) {
        this.count = count;
    }

    /** The id that engine-created ids hang from: {@code <parent>/<n>} (mtglog §1). */
    public String getParent() {
        return parent;
    }

    public String getBy() {
        return by;
    }

    /** For "a token that's a copy of" (Stolen Identity): the object copied, as it is now. */
    public GameObject getCopyOf() {
        return copyOf;
    }

    /** The id an external {@code create_token} line gives the token (engine-made tokens get {@code <parent>/<n>}). */
    public String getPresetId() {
        return presetId;
    }

    public void presetId(String id) {
        this.presetId = id;
    }

    /** The order instructions were given in: tokens are created (and numbered) in that order. */
    public int getSeq() {
        return seq;
    }

    public void setSeq(int seq) {
        this.seq = seq;
    }

    public boolean isRefused() {
        return refused;
    }

    public void setRefused(boolean refused) {
        this.refused = refused;
    }

    /** Replacement effects that applied already, by source serial: each applies once (CR 614.5). */
    public boolean wasReplacedBy(GameObject source) {
        return replacedBy.contains(source.getSerial());
    }

    public void replacedBy(GameObject source) {
        replacedBy.add(source.getSerial());
    }
}
