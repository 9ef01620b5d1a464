package dev.arbiter.engine;

import dev.arbiter.cards.CardDef;
import dev.arbiter.cards.Catalogue;
import dev.arbiter.log.LogLine;
import dev.arbiter.model.Cause;
import dev.arbiter.model.CounterRequest;
import dev.arbiter.model.GameObject;
import dev.arbiter.model.Resolution;
import dev.arbiter.model.TokenRefused;
import dev.arbiter.model.TokenRequest;
import dev.arbiter.model.Zone;
import dev.arbiter.model.ZoneChange;

import java.util.ArrayList;
import java.util.List;

/**
 * Tokens and counters: an instruction to create tokens or put counters becomes a request fact that the rules in
 * rules/tokens/ (and replacement effects such as Doubling Season) judge and may change before it is carried out.
 */
final class Tokens {
    private final Facts facts;
    private final Catalogue catalogue;
    private final Clock clock;
    private final Changes changes;
    private final Ledger ledger;
    private final Board board;

    Tokens(Facts facts, Catalogue catalogue, Clock clock, Changes changes, Ledger ledger, Board board) {
        this.facts = facts;
        this.catalogue = catalogue;
        this.clock = clock;
        this.changes = changes;
        this.ledger = ledger;
        this.board = board;
    }

    void request(TokenRequest r) {
        r.setSeq(clock.nextSeq());
        facts.insert(r);
        changes.followUp("create");
    }

    /** A request to create tokens of a name for the object resolving now: Auras attached to a host, or not. */
    void request(String token, String controller, GameObject host, boolean attached, int count) {
        request(new TokenRequest(def(token), controller, host, attached, count, parentId(), ledger.by(), null));
    }

    private CardDef def(String name) {
        CardDef d = catalogue.token(name);
        if (d == null) {
            throw new IllegalStateException("no token " + name + " in the catalogue");
        }
        return d;
    }

    private String parentId() {
        if (ledger.resolution() == null) {
            throw new IllegalStateException("a token is created outside a resolution");
        }
        return ledger.resolution().getSource().getId();
    }

    /**
     * Creates the tokens of an approved request, all at one moment (one timestamp, CR 613.7m), owned and
     * controlled by the player who created them (111.2), an Aura attached as it enters.
     */
    List<GameObject> create(TokenRequest r) {
        facts.delete(r);
        long ts = clock.tick();
        Resolution resolution = ledger.resolution();
        List<GameObject> made = new ArrayList<>();
        for (int i = 0; i < r.getCount(); i++) {
            String id = r.getPresetId() != null && i == 0 ? r.getPresetId() : clock.childId(r.getParent());
            CardDef def = r.getCopyOf() != null ? r.getCopyOf().getDef() : r.getToken();
            GameObject t = new GameObject(id, board.nextSerial(), def, true, null, false, r.getController(),
                    r.getController(), Zone.BATTLEFIELD, ts);
            board.register(t);
            GameObject host = r.getAttachTo();
            if (host != null) {
                board.attachAsItEnters(t, host);
            }
            made.add(t);
            if (resolution != null) {
                resolution.created(t);
            }
            changes.event(new ZoneChange(null, t, null, Zone.BATTLEFIELD, Cause.EFFECT, r.getController()));
            ledger.did(new LogLine.CreateToken(null, id, r.getName(), r.getController(),
                    host == null ? null : host.getId(), r.getBy()));
        }
        // only the tokens and their host have new characteristics to work out (the tokens' static effects, begun by
        // the rules, mark what they apply to): one token costs a pass over what it touches, not the battlefield
        changes.changed(r.getAttachTo());
        return made;
    }

    /** An instruction to create tokens is refused by a rule (303.4i): nothing is created, nothing triggers. */
    void refuse(TokenRequest r, String cr, String reason) {
        r.setRefused(true);
        facts.delete(r);
        changes.event(new TokenRefused(r.getName(), r.getAttachTo(), cr, reason));
        ledger.note(r.getName() + " is not created (" + cr + "): " + reason);
    }

    void putCounters(GameObject o, String kind, int n) {
        facts.insert(new CounterRequest(o, kind, n));
        changes.followUp("create");
    }

    /** Carries out an approved instruction to put counters, on the object if it is still there. */
    void place(CounterRequest r) {
        facts.delete(r);
        if (board.isCurrent(r.getObject()) && r.getObject().getZone() == Zone.BATTLEFIELD && r.getCount() > 0) {
            board.addCounters(r.getObject(), r.getKind(), r.getCount());
        }
    }
}
