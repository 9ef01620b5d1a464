package dev.arbiter.model;

/**
 * A copy of a card this game made (CR 707.12: a cipher copy in exile), for as long as the log is played — also after
 * it ceased to exist (704.5e), since a log may still name it: whether its player declined to cast it, and whether
 * its lingering has been reported. The rules in rules/audit/cipher.drl read it.
 */
public final class CardCopy {
    private final String id;
    private final String copyOf;
    private boolean declined;
    private boolean reported;

    public CardCopy(String id, String copyOf) {
        this.id = id;
        this.copyOf = copyOf;
    }

    public String getId() {
        return id;
    }

    /** The id of the card it copies. */
    public String getCopyOf() {
        return copyOf;
    }

    /** Whether the player told to cast it declined (or could not), so it was never cast (AH-7). */
    public boolean isDeclined() {
        return declined;
    }

    public void setDeclined(boolean declined) {
        this.declined = declined;
    }

    /** Whether its lingering past a state-based-action check, or its cast after it, has been reported (704.5e). */
    public boolean isReported() {
        return reported;
    }

    public void setReported(boolean reported) {
        this.reported = reported;
    }

    @Override
    public String toString() {
        return "copy " + id + " of " + copyOf;
    }
}
