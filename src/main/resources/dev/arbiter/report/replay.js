// The arbiter replay page. Everything from the log is put on the page as text (textContent), never as markup.
(function () {
  'use strict';
  var steps = JSON.parse(document.getElementById('arbiter-steps').textContent);
  var log = JSON.parse(document.getElementById('arbiter-log').textContent);
  var source = log.source || [];
  var rules = log.rules || {};
  var result = log.result || { findings: [] };

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function add(parent, child) { parent.appendChild(child); return child; }

  // which step each line belongs to, and its kind
  var stepOf = {}, kindOf = {};
  steps.forEach(function (s, i) {
    s.lines.forEach(function (l) { stepOf[l.line] = i; kindOf[l.line] = l.kind; });
  });
  var findingsAt = {};
  result.findings.forEach(function (f) { (findingsAt[f.line] = findingsAt[f.line] || []).push(f); });
  // the step that raised each finding of the verdict (a later one, for a mistake seen only later), or -1: raised as
  // the log ended, after its last step
  function same(a, b) {
    return a.rule === b.rule && a.line === b.line && a.severity === b.severity && a.message === b.message
      && a.expected === b.expected && a.observed === b.observed;
  }
  var taken = steps.map(function (s) { return s.findings.map(function () { return false; }); });
  var raisedIn = result.findings.map(function (f) {
    for (var i = 0; i < steps.length; i++) {
      for (var j = 0; j < steps[i].findings.length; j++) {
        if (!taken[i][j] && same(f, steps[i].findings[j])) { taken[i][j] = true; return i; }
      }
    }
    return -1;
  });
  // names for ids the board shows bare (the stack): from every state, and from the log's object lines. Tables
  // keyed by a log's ids are Maps: an id may be any name, "constructor" and "__proto__" too
  var names = new Map();
  steps.forEach(function (s) {
    var b = s.board;
    (b.whole ? b.battlefield.concat(b.encodedInExile) : (b.set || []).concat(b.exiled || []))
      .forEach(function (o) { names.set(o.id, o.name); });
  });
  source.forEach(function (t) {
    if (!/"type"\s*:\s*"object"/.test(t)) { return; }
    try {
      var o = JSON.parse(t);
      if (typeof o.id === 'string' && !names.get(o.id)) {
        names.set(o.id, typeof o.card === 'string' ? o.card
          : o.def && typeof o.def.name === 'string' ? o.def.name : '');
      }
    } catch (ignored) { /* the reader reports a line it can't read */ }
  });

  // the board after each step: a step holds its changes against the board before it, now and then the whole board
  // (see BoardChanges); a board is rebuilt from the whole one before it, or from the last one rebuilt when that is
  // on the way
  var wholeBefore = [];
  steps.forEach(function (s, i) { wholeBefore.push(s.board.whole ? i : wholeBefore[i - 1]); });
  function changed(list, set, gone, order) {
    if (!set && !gone && !order) { return list; }
    var put = new Map(), went = new Set(gone || []), out = [];
    (set || []).forEach(function (o) { put.set(o.id, o); });
    list.forEach(function (o) {
      if (went.has(o.id)) { return; }
      if (put.has(o.id)) { out.push(put.get(o.id)); put.delete(o.id); } else { out.push(o); }
    });
    put.forEach(function (o) { out.push(o); });
    if (order) {
      var byId = new Map();
      out.forEach(function (o) { byId.set(o.id, o); });
      out = order.map(function (id) { return byId.get(id); });
    }
    return out;
  }
  function apply(s, b) {
    if (b.whole) {
      return { turn: b.turn, battlefield: b.battlefield, encodedInExile: b.encodedInExile, players: b.players,
        stack: b.stack };
    }
    return { turn: 'turn' in b ? b.turn : s.turn, battlefield: changed(s.battlefield, b.set, b.gone, b.order),
      encodedInExile: changed(s.encodedInExile, b.exiled, b.unexiled, b.exiledOrder),
      players: b.players || s.players, stack: b.stack || s.stack };
  }
  var built = { i: -1, state: null };
  function stateAt(i) {
    if (i < 0) { return null; }
    var from = built.i <= i && built.i >= wholeBefore[i] ? built.i : wholeBefore[i];
    var s = from === built.i ? built.state : apply(null, steps[from].board);
    for (var j = from + 1; j <= i; j++) { s = apply(s, steps[j].board); }
    built = { i: i, state: s };
    return s;
  }
  var errorLine = result.error && result.error.line > 0 ? result.error.line : 0;
  var count = Math.max(source.length, result.lines || 0, errorLine);

  function kind(n) {
    if (kindOf[n]) { return kindOf[n]; }
    var t = source[n - 1] === undefined ? '' : source[n - 1];
    if (/^\s*$/.test(t)) { return 'blank'; }
    if (/^\s*#/.test(t)) { return 'comment'; }
    if (/^\s*\{\s*"type"\s*:\s*"game"/.test(t)) { return 'game'; }
    return 'other';
  }
  // the step whose state is the board after line n: its own, or the last one before it
  function stepAt(n) {
    if (stepOf[n] !== undefined) { return stepOf[n]; }
    var at = -1;
    for (var i = 0; i < steps.length && steps[i].line <= n; i++) { at = i; }
    return at;
  }

  var navigable = [], findingLines = [];
  for (var n = 1; n <= count; n++) {
    var k = kind(n);
    var marked = findingsAt[n] || n === errorLine;
    if (marked) { findingLines.push(n); }
    if (marked || (k !== 'blank' && k !== 'comment' && k !== 'other')) { navigable.push(n); }
  }

  // --- the header
  document.getElementById('file').textContent = log.file;
  document.title = log.file + ' — arbiter replay';
  // a log in error is counted with no findings, as the reports count it: those found before its error are shown on
  // their lines, and said not to count
  var counted = result.error ? [] : result.findings;
  var errors = counted.filter(function (f) { return f.severity === 'error'; }).length;
  var before = result.error ? result.findings.length : 0;
  document.getElementById('verdict').textContent = result.status + ' · ' + (result.lines || 0) + ' lines · '
    + counted.length + (counted.length === 1 ? ' finding' : ' findings')
    + (errors ? ' (' + errors + ' error' + (errors === 1 ? '' : 's') + ')' : '')
    + (before ? ' (' + before + (before === 1 ? ' found before the log error is shown on its line'
      : ' found before the log error are shown on their lines') + ', not counted, as in the reports)' : '')
    + (log.outcomes ? ' · ' + log.outcomes + ' outcomes' : '') + ' · CR ' + log.cr + ' · arbiter ' + log.version;

  // --- the log, left
  function empty(v) { return v === null || v === undefined || v === ''; }
  function findingBox(f) {
    var box = el('div', 'finding ' + f.severity);
    add(box, el('span', 'sev', f.severity));
    // an assertion of the log's and a log error are no rule of the Comprehensive Rules
    add(box, el('span', 'cr', f.rule === 'expect' || f.rule === 'log error' ? f.rule
      : 'CR ' + f.rule + ' (' + log.cr + ')'));
    if (f.related && f.related.length) { add(box, el('span', 'related', '(related ' + f.related.join(', ') + ') ')); }
    add(box, el('span', 'message', f.message));
    // a finding whose expected and observed are both empty says all in its message: no empty labels
    if (!(empty(f.expected) && empty(f.observed))) {
      var dl = add(box, el('dl'));
      if (f.expected !== null) { add(dl, el('dt', null, 'expected')); add(dl, el('dd', 'expected', f.expected)); }
      if (f.observed !== null) { add(dl, el('dt', null, 'observed')); add(dl, el('dd', 'observed', f.observed)); }
    }
    return box;
  }
  var list = document.getElementById('lines');
  var rows = {};
  for (var m = 1; m <= count; m++) {
    var li = el('li', kind(m));
    li.id = 'L' + m;
    li.dataset.line = m;
    add(li, el('span', 'no', m));
    add(li, el('span', 'text', source[m - 1] === undefined ? '' : source[m - 1]));
    var fs = findingsAt[m] || [];
    if (fs.length || m === errorLine) {
      li.classList.add('has-finding');
      if (m !== errorLine && fs.every(function (f) { return f.severity !== 'error'; })) {
        li.classList.add('only-warning');
      }
    }
    fs.forEach(function (f) { add(li, findingBox(f)); });
    if (m === errorLine) {
      add(li, findingBox({ severity: 'error', rule: 'log error', related: [], message: 'line ' + errorLine
        + (result.error.column ? ', column ' + result.error.column : '') + ': ' + result.error.message,
        expected: null, observed: null }));
    }
    rows[m] = add(list, li);
  }
  if (result.error && !errorLine) { // the log could not be read at all (a link to nothing, a FIFO): say why
    list.parentNode.insertBefore(findingBox({ severity: 'error', rule: 'log error', related: [],
      message: result.error.message, expected: null, observed: null }), list);
  }
  list.addEventListener('click', function (e) {
    var li = e.target.closest('li');
    if (li) { select(Number(li.dataset.line), false); }
  });

  // --- the board, right
  function describeTypes(o) {
    return o.types.join(' ') + (o.subtypes.length ? ' — ' + o.subtypes.join(' ') : '');
  }
  function permanent(o, byId, encodedBy, before) {
    var card = el('div', 'perm' + (o.tapped ? ' tapped' : '') + (before && !before.has(o.id) ? ' new' : ''));
    card.dataset.id = o.id;
    if (o.power !== undefined && o.power !== null) { add(card, el('span', 'pt', o.power + '/' + o.toughness)); }
    add(card, el('div', 'name', o.name));
    add(card, el('div', 'id', o.id + ' · ' + describeTypes(o) + ' · timestamp ' + o.timestamp
      + (o.owner !== o.controller ? ' · owned by ' + o.owner : '')));
    var tags = add(card, el('div', 'tags'));
    function tag(cls, text) { add(tags, el('span', 'tag ' + cls, text)); }
    if (o.tapped) { tag('tapped', 'tapped'); }
    if (o.damage > 0) { tag('damage', o.damage + ' damage'); }
    Object.keys(o.counters).forEach(function (c) { tag('counter', o.counters[c] + ' ' + c); });
    if (o.token) { tag('token', 'token'); }
    if (o.phasedOut) { tag('phased', 'phased out'); }
    o.abilities.filter(function (a) { return a.indexOf(':') < 0; }).forEach(function (a) { tag('kw', a); });
    var attached = o.attached.map(function (id) { return byId.get(id) || { id: id, name: id, timestamp: 0 }; });
    attached.sort(function (a, b) { return a.timestamp - b.timestamp; });
    attached.forEach(function (a) {
      var d = add(card, el('div', 'attached' + (before && !before.has(a.id) ? ' new' : '')));
      d.dataset.id = a.id;
      add(d, el('span', 'aname', a.name + ' '));
      add(d, el('span', 'id', a.id + ' · timestamp ' + a.timestamp
        + (a.controller && a.controller !== o.controller ? ' · controlled by ' + a.controller : '')));
    });
    var encoded = (o.encoded || []).slice();
    var by = encodedBy.get(o.id) || [];
    by.forEach(function (c) { if (encoded.indexOf(c.id) < 0) { encoded.push(c.id); } });
    encoded.forEach(function (id) {
      var c = by.filter(function (x) { return x.id === id; })[0];
      var d = add(card, el('div', 'encoded'));
      d.dataset.id = id;
      add(d, el('span', null, 'encoded: ' + (c ? c.name + ' ' : '')));
      add(d, el('span', 'id', id + (c ? ' · owner ' + c.owner : '')));
    });
    return card;
  }
  function board(i, line) {
    var b = document.getElementById('board');
    b.textContent = '';
    if (i < 0) {
      add(b, el('h2', null, 'Before the first step'));
      add(b, el('p', 'empty', 'Nothing has been played at line ' + line + '.'));
      return;
    }
    var prev = i > 0 ? stateAt(i - 1) : null, s = stateAt(i);
    var byId = new Map(), before = null, encodedBy = new Map();
    s.battlefield.forEach(function (o) { byId.set(o.id, o); });
    if (prev) { before = new Map(); prev.battlefield.forEach(function (o) { before.set(o.id, o); }); }
    s.encodedInExile.forEach(function (c) {
      if (!encodedBy.has(c.encodedOn)) { encodedBy.set(c.encodedOn, []); }
      encodedBy.get(c.encodedOn).push(c);
    });
    add(b, el('h2', null, 'Board after line ' + line));
    add(b, el('div', 'turn', s.turn));
    var players = add(b, el('div', 'players'));
    var shown = new Set();
    s.players.forEach(function (p) {
      var box = add(players, el('div', 'player'));
      box.dataset.player = p.id;
      add(box, el('h3', null, p.id));
      add(box, el('div', 'life', 'life ' + p.life));
      add(box, el('div', 'zones', 'hand ' + p.hand + ' · library ' + p.library + ' · graveyard ' + p.graveyard
        + ' · exile ' + p.exile));
      var perms = add(box, el('div', 'perms'));
      s.battlefield.forEach(function (o) {
        if (o.controller === p.id && !(o.attachedTo && byId.has(o.attachedTo))) {
          add(perms, permanent(o, byId, encodedBy, before));
          shown.add(o.id);
        }
      });
      if (!perms.firstChild) { add(perms, el('span', 'empty', 'no permanents')); }
    });
    var others = s.battlefield.filter(function (o) {
      return !shown.has(o.id) && !(o.attachedTo && byId.has(o.attachedTo));
    });
    if (others.length) {
      var box = add(b, el('div', 'perms'));
      others.forEach(function (o) { add(box, permanent(o, byId, encodedBy, before)); });
    }
    if (before) {
      var gone = prev.battlefield.filter(function (o) { return !byId.has(o.id); });
      if (gone.length) {
        add(b, el('div', 'gone', 'left the battlefield in this step: ' + gone.map(function (o) {
          return o.name + ' ' + o.id;
        }).join(', ')));
      }
    }
    var stack = add(b, el('div', 'stack'));
    add(stack, el('h3', null, 'Stack (top first)'));
    if (s.stack.length) {
      var ol = add(stack, el('ol'));
      // a spell by its id, an ability by its source's id
      s.stack.forEach(function (id) {
        add(ol, el('li', null, id + (names.get(id) ? ' (' + names.get(id) + ')' : '')));
      });
    } else {
      add(stack, el('span', 'empty', 'empty'));
    }
  }

  // --- why: the rules that fired for the line's step and the findings on its lines, below the board
  function why(i, n) {
    var w = document.getElementById('why');
    w.textContent = '';
    if (i < 0) { return; }
    var s = steps[i];
    var lines = s.lines.map(function (l) { return l.line; });
    add(w, el('h2', null, 'Rules fired for line' + (lines.length > 1 ? 's ' + lines.join(', ') : ' ' + s.line)
      + ', in firing order'));
    if (s.fired.length) {
      var ol = add(w, el('ol', 'fired'));
      ol.id = 'fired';
      s.fired.forEach(function (f) {
        var li = add(ol, el('li'));
        add(li, el('span', 'cr', 'CR ' + f.cr.join(', ') + ' '));
        // a rule's name starts with its first CR number, shown just before it
        add(li, el('span', 'rule', f.rule.indexOf(f.cr[0] + ' ') === 0 ? f.rule.substring(f.cr[0].length + 1)
          : f.rule));
        var info = Object.prototype.hasOwnProperty.call(rules, f.rule) ? rules[f.rule] : null;
        if (info && info.description && info.description !== f.rule) { add(li, el('div', 'desc', info.description)); }
        if (f.facts.length) { add(li, el('div', 'facts', 'on ' + f.facts.join(', '))); }
        if (info) { add(li, el('div', 'file', info.file)); }
      });
    } else {
      add(w, el('p', 'empty', 'No rule fired.'));
    }
    function block(title, items) {
      if (!items.length) { return; }
      add(w, el('h3', null, title));
      items.forEach(function (t) { add(w, el('pre', null, typeof t === 'string' ? t : JSON.stringify(t))); });
    }
    block('What the engine did', s.outcomes);
    block('Triggered abilities it put on the stack', s.stacked);
    block('Notes', s.notes);
    // the findings on this step's lines (and on the selected line), wherever they were raised, each with the
    // rules that raised it
    var here = [];
    result.findings.forEach(function (f, k) { if (stepOf[f.line] === i || f.line === n) { here.push(k); } });
    if (i === steps.length - 1) { // and, in the last step's panel, those raised as the log ended
      raisedIn.forEach(function (j, k) { if (j < 0 && here.indexOf(k) < 0) { here.push(k); } });
    }
    if (here.length) {
      add(w, el('h3', null, 'Findings on ' + (lines.length > 1 ? 'these lines' : 'this line')));
      here.forEach(function (k) {
        var f = result.findings[k], j = raisedIn[k];
        var box = add(w, findingBox(f));
        add(box, el('div', 'raised', j < 0 ? 'raised as the log ended, after its last step'
          + ' (the rules checked then are not traced)'
          : j === i ? 'raised in this step' : 'raised later, in the step of line ' + steps[j].line));
        var by = j < 0 ? [] : steps[j].fired.filter(function (r) {
          return r.cr.indexOf(f.rule) >= 0 || f.related.some(function (c) { return r.cr.indexOf(c) >= 0; });
        });
        if (by.length) {
          var ol = add(box, el('ul', 'raised-by'));
          by.forEach(function (r) {
            var info = Object.prototype.hasOwnProperty.call(rules, r.rule) ? rules[r.rule] : null;
            add(ol, el('li', null, 'CR ' + r.cr.join(', ') + ' ' + (r.rule.indexOf(r.cr[0] + ' ') === 0
              ? r.rule.substring(r.cr[0].length + 1) : r.rule) + (info ? ' (' + info.file + ')' : '')));
          });
        }
      });
    }
    var elsewhere = s.findings.filter(function (f) { return stepOf[f.line] !== i && f.line !== n; });
    if (elsewhere.length) {
      add(w, el('h3', null, 'Findings this step raised at other lines'));
      elsewhere.forEach(function (f) {
        var box = add(w, findingBox(f));
        add(box, el('div', 'raised', 'at line ' + f.line));
      });
    }
  }

  // --- selection, keys, the URL fragment
  var current = 0;
  function select(n, scroll) {
    if (!rows[n]) { return; }
    if (rows[current]) { rows[current].classList.remove('selected'); }
    Array.prototype.forEach.call(document.querySelectorAll('#lines li.in-step'), function (r) {
      r.classList.remove('in-step');
    });
    current = n;
    rows[n].classList.add('selected');
    var i = stepAt(n);
    if (i >= 0) { steps[i].lines.forEach(function (l) { if (rows[l.line]) { rows[l.line].classList.add('in-step'); } }); }
    if (scroll) { rows[n].scrollIntoView({ block: 'nearest' }); }
    board(i, n);
    why(i, n);
    document.getElementById('jump').value = n;
    keepInAddress(n);
  }
  // The address follows the selected line. Chromium refuses more than a couple of hundred history changes in ten
  // seconds (a key held down): past that it drops them, and the address stayed at an old line. So at most 90 are made
  // in any ten seconds; beyond them the last line selected is written as soon as the ten seconds allow.
  var addressTimer = null;
  var addressWrites = [];
  function keepInAddress(n) {
    clearTimeout(addressTimer);
    if (location.hash === '#L' + n) { return; }
    var now = Date.now();
    while (addressWrites.length && now - addressWrites[0] >= 10000) { addressWrites.shift(); }
    if (addressWrites.length < 90) {
      addressWrites.push(now);
      history.replaceState(null, '', '#L' + n);
    } else {
      addressTimer = setTimeout(function () { keepInAddress(n); }, addressWrites[0] + 10000 - now);
    }
  }
  function move(among, dir) {
    var pick = null;
    among.forEach(function (n) {
      if (dir > 0 && n > current && pick === null) { pick = n; }
      if (dir < 0 && n < current) { pick = n; }
    });
    if (pick !== null) { select(pick, true); }
  }
  function fromHash() {
    var h = /^#L(\d+)$/.exec(location.hash);
    return h && rows[Number(h[1])] ? Number(h[1]) : 0;
  }
  document.getElementById('next-line').onclick = function () { move(navigable, 1); };
  document.getElementById('prev-line').onclick = function () { move(navigable, -1); };
  document.getElementById('next-finding').onclick = function () { move(findingLines, 1); };
  document.getElementById('prev-finding').onclick = function () { move(findingLines, -1); };
  var jump = document.getElementById('jump');
  jump.max = count;
  jump.addEventListener('change', function () { select(Number(jump.value), true); });
  jump.addEventListener('keydown', function (e) {
    if (e.key === 'Enter') { select(Number(jump.value), true); jump.blur(); }
  });
  document.addEventListener('keydown', function (e) {
    if (e.target === jump || e.ctrlKey || e.metaKey || e.altKey) { return; }
    var keys = {
      j: function () { move(navigable, 1); }, ArrowDown: function () { move(navigable, 1); },
      k: function () { move(navigable, -1); }, ArrowUp: function () { move(navigable, -1); },
      n: function () { move(findingLines, 1); }, p: function () { move(findingLines, -1); },
      N: function () { move(findingLines, -1); }, g: function () { jump.focus(); jump.select(); }
    };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  window.addEventListener('hashchange', function () { var n = fromHash(); if (n && n !== current) { select(n, true); } });
  select(fromHash() || navigable[0] || 1, true);
}());
