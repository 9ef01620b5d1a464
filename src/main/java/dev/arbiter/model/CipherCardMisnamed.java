package dev.arbiter.model;

/**
 * A recorded cipher trigger line that named a card encoded on another creature, put on the stack as the creature's
 * own cipher ability (reported): until the log records the copy that ability makes, the copy of the card it named is
 * that copy (rules/audit/cipher.drl).
 */
public final class CipherCardMisnamed {
    private final String named;
    private final String own;

    /**
     * @param named the card the trigger line named
     * @param own   the card encoded on the creature, which its ability copies
     */
    public CipherCardMisnamed(String named, String own) {
        this.named = named;
        this.own = own;
    }

    public String getNamed() {
        return named;
    }

    public String getOwn() {
        return own;
    }

    @Override
    public String toString() {
        return "cipher trigger line naming " + named + " for the ability of " + own;
    }
}
