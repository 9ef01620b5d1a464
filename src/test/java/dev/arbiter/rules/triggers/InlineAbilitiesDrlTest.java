package dev.arbiter.rules.triggers;

import dev.arbiter.rules.Table;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** rules/triggers/inline_abilities.drl: triggered abilities an inline definition names go on the stack (603.3). */
class InlineAbilitiesDrlTest {
    static final String RULE = "603.3 a triggered ability of an inline definition goes on the stack when the log says it triggered";
    static final String WATCHER = "{'type':'object','id':'w','def':{'name':'Watcher','types':['creature'],'power':1,"
            + "'toughness':1,'triggers':{'drain':[{'kind':'opponent'}]}},'owner':'P1','zone':'battlefield'}";

    @Test
    void fires_for_an_ability_the_definition_names_and_the_log_resolves() {
        Table t = Table.recorded().with(WATCHER).main1();
        int at = t.next();
        t.with("{'type':'trigger','source':'w','ability':'drain','controller':'P1','targets':[['P2']]}",
                "{'type':'expect','stack':['w']}", "{'type':'resolve','object':'w'}",
                "{'type':'life','player':'P2','delta':-1,'by':'w'}").play();
        assertThat(t.firedAt(at, RULE)).isTrue();
        assertThat(t.findings()).isEmpty();
        assertThat(t.player("P2").life()).isEqualTo(19);
    }

    @Test
    void stays_silent_for_an_ability_the_definition_lacks() {
        Table t = Table.recorded().with(WATCHER).main1();
        int at = t.next();
        t.with("{'type':'trigger','source':'w','ability':'untap','controller':'P1'}").play();
        assertThat(t.fired(RULE)).isFalse();
        assertThat(t.findings()).containsExactly("603.2 line " + at);
    }

    @Test
    void stays_silent_for_a_catalogue_card() {
        Table t = Table.recorded().permanent("b", "Grizzly Bears", "P1").main1();
        int at = t.next();
        t.with("{'type':'trigger','source':'b','ability':'drain','controller':'P1'}").play();
        assertThat(t.fired(RULE)).isFalse();
        assertThat(t.findings()).containsExactly("603.2 line " + at);
    }
}
