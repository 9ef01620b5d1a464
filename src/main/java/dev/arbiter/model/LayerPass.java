package dev.arbiter.model;

/**
 * The single fact that starts a layer pass: when something changed, the engine marks it dirty and the rule
 * "613.1 ..." rebuilds every permanent's characteristics from its base values before the effects apply again.
 */
public final class LayerPass {
    private boolean dirty = true;
    private int passes;

    public boolean isDirty() {
        return dirty;
    }

    public void setDirty(boolean dirty) {
        this.dirty = dirty;
    }

    public int getPasses() {
        return passes;
    }

    public void counted() {
        passes++;
    }
}
