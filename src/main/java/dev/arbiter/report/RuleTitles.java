package dev.arbiter.report;

import dev.arbiter.RuleInfo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a rule id that a finding cites stands for, for report metadata (SARIF's rules): a title in plain words and
 * the DRL rules and files that implement it, read from the compiled rule catalogue.
 */
public final class RuleTitles {
    /** The findings table of mtglog/1 §8, in our words, with the two ids that are not CR numbers. */
    private static final Map<String, String> KNOWN = new LinkedHashMap<>();

    static {
        KNOWN.put("704.5y", "A player keeps only their newest Role on a permanent (state-based action)");
        KNOWN.put("303.4i", "An Aura token can be created only attached to something it can legally enchant");
        KNOWN.put("704.5m", "An Aura attached to an illegal object, or to nothing, goes to the graveyard");
        KNOWN.put("608.2b", "A spell or ability whose every target is illegal does nothing");
        KNOWN.put("608.2c", "A resolving spell or ability does what its text says, in order, and nothing more");
        KNOWN.put("601.2c", "Each target must be legal when it is chosen");
        KNOWN.put("702.99a", "Cipher: only a resolving spell represented by a card is encoded, on a creature its"
                + " controller controls");
        KNOWN.put("702.99c", "Cipher: a card stays encoded only while it stays in exile and the creature stays on"
                + " the battlefield");
        KNOWN.put("603.2c", "An ability triggers once each time its event happens (cipher: once per player dealt"
                + " combat damage)");
        KNOWN.put("603.3a", "A triggered ability is controlled by its source's controller when it triggered");
        KNOWN.put("603.3", "A triggered ability goes on the stack the next time a player would receive priority");
        KNOWN.put("107.3b", "A spell cast without paying its mana cost has X = 0");
        KNOWN.put("118.9a", "Only one alternative cost may apply; casting without paying the mana cost is one");
        KNOWN.put("601.2h", "Mandatory additional costs must be paid");
        KNOWN.put("704.5e", "A copy of a card that was not cast ceases to exist (state-based action)");
        KNOWN.put("307.1", "A sorcery is cast only in its controller's main phase while the stack is empty");
        KNOWN.put("111.2", "A token is created under the control of the player who created it");
        KNOWN.put("expect", "An expect line of the log holds in the game the rules produce");
        KNOWN.put("100.1", "The log assumes the Comprehensive Rules edition arbiter applies");
        KNOWN.put(SarifReport.LOG_ERROR, "The log can be read as mtglog/1");
    }

    private final Map<String, List<RuleInfo>> byNumber = new LinkedHashMap<>();

    /** Titles from the rule catalogue ({@code Arbiter.rules()}). */
    public RuleTitles(List<RuleInfo> rules) {
        for (RuleInfo r : rules) {
            for (String cr : r.cr()) {
                byNumber.computeIfAbsent(cr, k -> new ArrayList<>()).add(r);
            }
        }
    }

    /** A one-line title for a rule id. */
    public String title(String id) {
        String known = KNOWN.get(id);
        if (known != null) {
            return known;
        }
        for (RuleInfo r : byNumber.getOrDefault(id, List.of())) {
            if (r.cr().get(0).equals(id)) {
                String name = r.name();
                String words = name.substring(name.indexOf(' ') + 1);
                return Character.toUpperCase(words.charAt(0)) + words.substring(1);
            }
        }
        return "Comprehensive Rules " + id;
    }

    /** The names of the DRL rules that cite this CR number. */
    public List<String> rules(String id) {
        return byNumber.getOrDefault(id, List.of()).stream().map(RuleInfo::name).toList();
    }

    /** The DRL files that implement this CR number. */
    public List<String> files(String id) {
        Set<String> files = new LinkedHashSet<>();
        for (RuleInfo r : byNumber.getOrDefault(id, List.of())) {
            files.add(r.file());
        }
        return List.copyOf(files);
    }
}
