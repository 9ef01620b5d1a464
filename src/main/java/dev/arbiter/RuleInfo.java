package dev.arbiter;

import java.util.List;

/**
 * One DRL rule of the compiled rule base, as {@code arbiter rules} lists it.
 *
 * @param name        the rule's name: its first CR number, then what it requires
 * @param file        the DRL file it is written in, relative to the repository ({@code rules/sba/roles.drl})
 * @param group       the phase it runs in (its ruleflow-group), or null
 * @param cr          the CR numbers it implements ({@code @cr}), first one first
 * @param rulings     the seed rulings it implements ({@code @ruling}: WM-n, AH-n)
 * @param cards       the cards whose behaviour it is ({@code @card})
 * @param description one line: the first sentence of the comment above the rule, or else the rule's name
 * @param comment     the whole comment above the rule, joined into one paragraph ("" when there is none)
 */
public record RuleInfo(String name, String file, String group, List<String> cr, List<String> rulings,
                       List<String> cards, String description, String comment) {
    public RuleInfo {
        cr = List.copyOf(cr);
        rulings = List.copyOf(rulings);
        cards = List.copyOf(cards);
    }
}
