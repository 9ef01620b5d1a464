package dev.arbiter.model;

/**
 * The single fact that starts a layer pass: when something changed, the engine marks it dirty and the rule
 * "613.1 rebuild ..." resets every permanent's characteristics before the effects apply again; the last rule of the
 * pass hands the results to the permanents.
 */
public final class LayerPass {
    private boolean dirty = true;
    private boolean applying;
    private int passes;

    public boolean isDirty() {
        return dirty;
    }

    public void setDirty(boolean dirty) {
        this.dirty = dirty;
    }

    /** Between the reset and the end of a pass: the effects are being applied to the permanents' characteristics. */
    public boolean isApplying() {
        return applying;
    }

    public void setApplying(boolean applying) {
        this.applying = applying;
    }

    public int getPasses() {
        return passes;
    }

    public void counted() {
        passes++;
    }
}
