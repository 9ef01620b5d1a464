package dev.arbiter.rules.cipher;

import dev.arbiter.rules.Table;

/** Small cipher games for the DRL spec tests: encoded creatures, combat damage, casting a cipher spell. */
public final class Cipher {
    private Cipher() {
    }

    /** P1's Grizzly Bears c1 with P1's card (in exile) encoded on it. */
    public static Table encoded(Table t, String card) {
        return t.permanent("c1", "Grizzly Bears", "P1")
                .with("{'type':'object','id':'c7','card':'" + card + "','owner':'P1','zone':'exile','encodedOn':'c1'}");
    }

    /** P1's turn 2: c1 attacks P2 and deals it 2 combat damage. */
    public static Table hit(Table t) {
        return t.with("{'type':'turn','number':2,'active':'P1'}", "{'type':'attack','attackers':{'c1':'P2'}}",
                "{'type':'damage','deals':[{'source':'c1','to':'P2','amount':2}],'combat':true}");
    }

    /** Resolves the top of the stack with these choices (JSON, single quotes). */
    public static Table resolve(Table t, String choices) {
        return t.with("{'type':'resolve','choices':" + choices + "}");
    }

    /** P1 casts a card from hand with one group of targets (none when empty) in turn 1's main phase. */
    public static Table castInMain(Table t, String card, String... targets) {
        return t.main1().cast("P1", card, targets);
    }
}
