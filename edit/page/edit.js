// The editor page of `cwg edit`: the puzzle lives on the server (GET /api/state); every edit
// is an action sent to it (POST /api/action) whose answer is the new state. A typed letter
// shows at once and goes out in order behind the edits before it. After each state the page
// asks for what the engine knows about it: the candidates of the current entry, the grid's
// health, the arrowword's ratings, clue suggestions. <body> carries data-version,
// data-dirty, data-fill and data-saved for tests; each keystroke to the redrawn candidate
// list is a performance measure named "cwg-key-to-candidates".
"use strict";
(function () {
  let S = null;            // the last state shown (the server's, with typed letters on top)
  let rows = 0, cols = 0, arrowword = false;
  let across = [], down = [];  // cell index -> index into S.entries, or -1
  let order = [];          // entry indexes in Tab order: across by position, then down
  const cursor = { row: 0, col: 0, dir: "across" };
  let anchor = null;       // the other corner of the selection, or null
  let health = null;       // the last GET /api/health
  let seed = 1;
  let lastFill = null;     // the body of the last fill asked for ("another fill" repeats it)
  let fillPoll = null;
  let keyStart = null;     // performance.now() of the first keystroke whose list is not yet shown
  let saves = 0;
  const seq = { cand: 0, health: 0, score: 0, clues: 0 };
  let derivedTimer = null, filterTimer = null;
  // The reads in flight, by kind: a newer read of the same kind, or a keystroke, aborts them
  // (their answer would describe a state already gone, and they hold the server's threads).
  const reads = { cand: null, health: null, score: null, clues: null };

  function freshRead(kind) {
    if (reads[kind]) reads[kind].abort();
    reads[kind] = new AbortController();
    return reads[kind].signal;
  }

  function abortReads() {
    clearTimeout(derivedTimer);
    Object.keys(reads).forEach(function (kind) {
      if (reads[kind]) reads[kind].abort();
      reads[kind] = null;
    });
  }
  let ui = null;

  // ---- The state and its entries.

  function index(r, c) { return r * cols + c; }
  function inside(r, c) { return r >= 0 && r < rows && c >= 0 && c < cols; }
  function cellAt(r, c) { return S.cells[index(r, c)]; }

  function entryCells(e) {
    const out = [];
    for (let k = 0; k < e.length; ++k) {
      out.push(e.direction === "across" ? index(e.row, e.col + k) : index(e.row + k, e.col));
    }
    return out;
  }

  function indexEntries() {
    across = new Array(rows * cols).fill(-1);
    down = new Array(rows * cols).fill(-1);
    S.entries.forEach(function (e, i) {
      const table = e.direction === "across" ? across : down;
      entryCells(e).forEach(function (ci) { if (table[ci] < 0) table[ci] = i; });
    });
    order = S.entries.map(function (e, i) { return i; }).sort(function (a, b) {
      const ea = S.entries[a], eb = S.entries[b];
      if (ea.direction !== eb.direction) return ea.direction === "across" ? -1 : 1;
      return ea.row - eb.row || ea.col - eb.col;
    });
  }

  /// The entries whose question stands on (r, c), upper clue first.
  function questionEntries(r, c) {
    const out = [];
    S.entries.forEach(function (e, i) {
      if (e.question && e.question[0] === r && e.question[1] === c) out.push(i);
    });
    return out;
  }

  /// The current entry's index, or -1: through the cursor in its direction (or the other),
  /// or on a question field the word it asks for.
  function currentEntry() {
    const i = index(cursor.row, cursor.col);
    const kind = S.cells[i].kind;
    if (kind === "question") {
      const qs = questionEntries(cursor.row, cursor.col);
      if (qs.length === 0) return -1;
      const same = qs.filter(function (q) { return S.entries[q].direction === cursor.dir; });
      return same.length ? same[0] : qs[0];
    }
    if (kind !== "letter") return -1;
    const first = (cursor.dir === "across" ? across : down)[i];
    return first >= 0 ? first : (cursor.dir === "across" ? down : across)[i];
  }

  function current() {
    const i = currentEntry();
    return i >= 0 ? S.entries[i] : null;
  }

  // ---- Showing.

  function say(text, kind) {
    ui.status.textContent = text;
    ui.status.className = "status" + (kind ? " " + kind : "");
  }

  function cellsOf(ids) {
    const out = new Set();
    const byId = {};
    S.entries.forEach(function (e) { byId[e.id] = e; });
    (ids || []).forEach(function (id) {
      if (byId[id]) entryCells(byId[id]).forEach(function (i) { out.add(i); });
    });
    return out;
  }

  function selectedCells() {
    const out = new Set();
    if (!anchor) return out;
    const r0 = Math.min(anchor.row, cursor.row), r1 = Math.max(anchor.row, cursor.row);
    const c0 = Math.min(anchor.col, cursor.col), c1 = Math.max(anchor.col, cursor.col);
    for (let r = r0; r <= r1; ++r) for (let c = c0; c <= c1; ++c) out.add(index(r, c));
    return out;
  }

  function questionClues() {
    const out = {};
    if (!arrowword) return out;
    S.entries.forEach(function (e) {
      if (!e.question) return;
      const i = index(e.question[0], e.question[1]);
      (out[i] = out[i] || {})[e.arrow] = e.clue || "";
    });
    return out;
  }

  function render() {
    const e = current();
    const word = e ? new Set(entryCells(e)) : new Set();
    if (e && e.question) word.add(index(e.question[0], e.question[1]));
    CwgBoard.render(S, {
      row: cursor.row, col: cursor.col, word: word, sel: selectedCells(),
      tight: health ? cellsOf(health.most_constrained) : new Set(),
      dead: health ? cellsOf(health.dead) : new Set(),
      questionClues: questionClues(), arrowword: arrowword,
    });
    showToolbar();
    showEntry(e);
    markClueList(e);
  }

  let clueItems = {};  // entry id -> its <li> in the clue list

  let clueShape = "";  // the entries' ids and places the clue list was built for

  /// The clue list: built anew when the entries themselves change (a block, a new grid),
  /// otherwise only the items whose pattern, clue or lock changed are touched.
  function showClueList() {
    const shape = order.map(function (i) {
      const e = S.entries[i];
      return e.id + ":" + e.number + ":" + e.row + ":" + e.col + ":" + e.direction;
    }).join(",");
    if (shape === clueShape) {
      order.forEach(function (i) { updateClueItem(S.entries[i]); });
      return;
    }
    clueShape = shape;
    clueItems = {};
    const lists = { across: [], down: [] };
    order.forEach(function (i) {
      const e = S.entries[i];
      const li = CwgBoard.el("li");
      li.dataset.entry = e.id;
      li.appendChild(CwgBoard.el("span", "num", arrowword ? (e.row + 1) + "," + (e.col + 1) : String(e.number)));
      li.appendChild(CwgBoard.el("span", "answer", e.pattern.replace(/\./g, "·")));
      li.appendChild(CwgBoard.el("span", "text" + (e.clue ? "" : " missing"), e.clue || "no clue yet"));
      li.appendChild(CwgBoard.el("span", "count"));
      if (e.locked) li.classList.add("locked");
      li.dataset.look = clueLook(e);
      li.addEventListener("click", function () { goToEntry(e.id); });
      lists[e.direction].push(li);
      clueItems[e.id] = li;
    });
    ui.clueLists.across.replaceChildren.apply(ui.clueLists.across, lists.across);
    ui.clueLists.down.replaceChildren.apply(ui.clueLists.down, lists.down);
  }

  function clueLook(e) { return e.pattern + "|" + (e.locked ? 1 : 0) + "|" + (e.clue || ""); }

  function updateClueItem(e) {
    const li = clueItems[e.id];
    const look = clueLook(e);
    if (!li || li.dataset.look === look) return;
    li.dataset.look = look;
    li.children[1].textContent = e.pattern.replace(/\./g, "·");
    li.children[2].textContent = e.clue || "no clue yet";
    li.children[2].className = "text" + (e.clue ? "" : " missing");
    li.classList.toggle("locked", !!e.locked);
  }

  let markedItem = null;

  function markClueList(e) {
    const item = e ? clueItems[e.id] || null : null;
    if (item === markedItem) return;  // reading its place would cost a layout at every key
    if (markedItem) markedItem.classList.remove("current");
    markedItem = item;
    if (markedItem) {
      markedItem.classList.add("current");
      const list = markedItem.parentNode;
      const top = markedItem.offsetTop - list.offsetTop;
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - markedItem.offsetHeight) {
        list.scrollTop = top - list.clientHeight / 3;
      }
    }
  }

  function showToolbar() {
    ui.file.textContent = (S.file || "") + (S.dirty ? " •" : "");
    ui.file.title = S.dirty ? "changed since the last save (every edit is journaled)" : "saved";
    ui.file.classList.toggle("dirty", !!S.dirty);
    ui.undo.disabled = !S.can_undo;
    ui.redo.disabled = !S.can_redo;
    ui.symmetryBox.hidden = arrowword;
    if (ui.symmetry.value !== S.symmetry && !arrowword) ui.symmetry.value = S.symmetry;
    const e = current();
    ui.lock.disabled = !e;
    ui.lock.textContent = e && e.locked ? "Unlock entry" : "Lock entry";
    ui.designBox.hidden = !arrowword;
    ui.scoreBox.hidden = !arrowword;
    ui.seed.textContent = "seed " + seed;
    ["title", "author", "notes"].forEach(function (name) {
      if (document.activeElement !== ui[name] && ui[name].value !== (S[name] || "")) ui[name].value = S[name] || "";
    });
    document.body.dataset.version = String(S.version);
    document.body.dataset.dirty = S.dirty ? "true" : "false";
    document.title = (S.title || S.file || "puzzle") + (S.dirty ? " •" : "") + " — cwg edit";
  }

  function entryName(e) {
    if (!arrowword) return e.number + " " + (e.direction === "across" ? "Across" : "Down");
    const dir = e.direction === "across" ? "across" : "down";
    if (!e.question) return "word at " + (e.row + 1) + "," + (e.col + 1) + " " + dir + " (no question)";
    return "question " + (e.question[0] + 1) + "," + (e.question[1] + 1) + " · " +
      CwgPanels.ARROW_NAMES[e.arrow] + " · " + dir;
  }

  let shownEntry = null;

  function showEntry(e) {
    const cell = cellAt(cursor.row, cursor.col);
    const onQuestion = arrowword && cell.kind === "question";
    ui.arrowPicker.hidden = !onQuestion;
    if (onQuestion) showArrowPicker(cell);
    if (!e) {
      ui.entryLabel.textContent = cell.kind === "letter" ? "No entry here." :
        onQuestion ? "A question field without a word yet: give it an arrow." :
          "A block. Press . (or the Block button) to open it.";
      ui.pattern.textContent = "";
      ui.clueBox.hidden = true;
      shownEntry = null;
      return;
    }
    ui.clueBox.hidden = false;
    ui.entryLabel.textContent = entryName(e) + " · " + e.length + " letters" + (e.locked ? " · locked" : "");
    ui.pattern.replaceChildren();
    ui.pattern.dataset.entry = e.id;
    for (const ch of e.pattern) {
      ui.pattern.appendChild(CwgBoard.el("span", ch === "." ? "empty" : "", ch === "." ? "" : ch));
    }
    ui.pattern.classList.toggle("locked", !!e.locked);
    // The clue being typed is kept while the same entry is redrawn.
    if (shownEntry !== e.id || document.activeElement !== ui.clue) ui.clue.value = e.clue || "";
    shownEntry = e.id;
  }

  /// Rule 4 of SPEC.md: bent arrows only in row 0, column 0, or beside an island.
  function bentAllowed(r, c) {
    const island = function (rr, cc) { return inside(rr, cc) && cellAt(rr, cc).kind === "block"; };
    return r === 0 || c === 0 || island(r, c - 1) || island(r - 1, c);
  }

  function showArrowPicker(cell) {
    const bent = bentAllowed(cursor.row, cursor.col);
    const have = (cell.arrows || []).join(",");
    ui.arrowButtons.forEach(function (b) {
      const types = b.dataset.arrows.split(",").map(Number);
      b.disabled = !bent && types.some(function (t) { return t === 1 || t === 2 || t === 4 || t === 5; });
      b.classList.toggle("on", b.dataset.arrows === have ||
                         types.slice().reverse().join(",") === have);
    });
  }

  // ---- What the engine says: candidates, health, ratings, clues.

  async function refreshCandidates() {
    // With edits on their way the entry may be gone by the time they land; their answer
    // asks again.
    if (CwgApi.busy()) return;
    const e = current();
    const mine = ++seq.cand;
    if (!e) {
      ui.candHead.textContent = "Put the cursor in an entry to see the words that fit it.";
      ui.candList.replaceChildren();
      markShown();
      return;
    }
    const query = { entry: e.id, limit: "100" };
    const filter = ui.filter.value.trim();
    if (filter) query.filter = filter;
    let answer;
    try {
      answer = await CwgApi.get("/api/candidates", query, freshRead("cand"));
    } catch (err) {
      if (mine !== seq.cand || err.name === "AbortError") return;
      ui.candHead.textContent = err.message;
      ui.candList.replaceChildren();
      return;
    }
    if (mine !== seq.cand) return;  // a newer question is on its way
    showCandidates(e, answer);
    markShown();
  }

  /// Ends the keystroke's measure once the list is on the screen: the frame that draws it
  /// (requestAnimationFrame) and the task after its paint.
  function markShown() {
    if (keyStart === null || CwgApi.busy()) return;
    const start = keyStart;
    keyStart = null;
    requestAnimationFrame(function () {
      setTimeout(function () {
        performance.measure("cwg-key-to-candidates", { start: start, end: performance.now() });
      }, 0);
    });
  }

  function showCandidates(e, answer) {
    const list = answer.candidates || [];
    const full = e.pattern.indexOf(".") < 0;
    ui.candList.dataset.entry = e.id;
    ui.candHead.replaceChildren();
    ui.candHead.appendChild(CwgBoard.el("strong", "", String(answer.total)));
    ui.candHead.appendChild(document.createTextNode(
      (answer.total === 1 ? " word fits " : " words fit ") + answer.pattern +
      (answer.total > list.length ? " (best " + list.length + " shown)" : "") +
      (full ? "" : " · count: words left to the tightest crossing")));
    const items = list.map(function (cand) {
      const li = CwgBoard.el("li", "cand" + (cand.dead ? " dead" : "") + (cand.used ? " used" : ""));
      li.dataset.word = cand.word;
      li.dataset.count = cand.count === null || cand.count === undefined ? "" : String(cand.count);
      li.appendChild(CwgBoard.el("span", "w", cand.word));
      const count = CwgBoard.el("span", "c", cand.count === null || cand.count === undefined ? "—" : String(cand.count));
      li.appendChild(count);
      const meter = CwgBoard.el("span", "m");
      const fill = CwgBoard.el("span");
      const n = cand.count || 0;
      fill.style.width = Math.min(100, Math.log10(1 + n) * 30) + "%";
      meter.appendChild(fill);
      li.appendChild(meter);
      li.title = cand.dead ? "leaves a crossing slot with no word" :
        cand.used ? "already in the grid" : "score " + cand.score;
      return li;
    });
    if (items.length === 0) {
      items.push(CwgBoard.el("li", "none", filter() ? "No word fits this filter." :
                             "No word in the list fits: this slot is dead."));
    }
    ui.candList.replaceChildren.apply(ui.candList, items);
  }

  function filter() { return ui.filter.value.trim(); }

  async function refreshHealth() {
    const mine = ++seq.health;
    let answer;
    try {
      answer = await CwgApi.get("/api/health", null, freshRead("health"));
    } catch (err) {
      return;
    }
    if (mine !== seq.health) return;
    health = answer;
    showHealth();
    render();
  }

  function showHealth() {
    const slots = health.slots || [];
    const counts = {};
    slots.forEach(function (s) { counts[s.entry] = s.count; });
    // health.slots holds the open slots only: the "of" counts every entry of the grid.
    const open = slots.filter(function (s) { return s.open > 0; }).length;
    ui.healthSummary.textContent = open + " open slot" + (open === 1 ? "" : "s") + " of " + S.entries.length +
      ((health.unknown || []).length ? " · " + health.unknown.length + " full word(s) not in the list" : "");
    const dead = health.dead || [];
    ui.healthWarn.textContent = dead.length ? "⚠ No word fits " + dead.map(label).join(", ") + "." : "";
    ui.healthWarn.hidden = dead.length === 0;
    const items = [];
    dead.concat(health.most_constrained || []).forEach(function (id, k) {
      if (k >= dead.length && dead.indexOf(id) >= 0) return;
      const li = CwgBoard.el("li", k < dead.length ? "dead" : "tight");
      li.dataset.entry = id;
      li.appendChild(CwgBoard.el("span", "slot", label(id)));
      li.appendChild(CwgBoard.el("span", "c", String(counts[id] === undefined ? 0 : counts[id])));
      li.addEventListener("click", function () { goToEntry(id); });
      items.push(li);
    });
    (health.unknown || []).forEach(function (id) {
      const li = CwgBoard.el("li", "unknown");
      li.appendChild(CwgBoard.el("span", "slot", label(id)));
      li.appendChild(CwgBoard.el("span", "c", "not in list"));
      li.addEventListener("click", function () { goToEntry(id); });
      items.push(li);
    });
    ui.healthList.replaceChildren.apply(ui.healthList, items);
    // Every open slot's count in the clue list too.
    const openById = {};
    slots.forEach(function (x) { if (x.open > 0) openById[x.entry] = x; });
    Object.keys(clueItems).forEach(function (id) {
      const badge = clueItems[id].lastChild;
      const open = openById[id];
      badge.textContent = open ? String(open.count) : "";
      badge.className = "count" + (open && open.count === 0 ? " dead" : open && open.count < 10 ? " tight" : "");
    });
  }

  function label(id) {
    const e = S.entries.find(function (x) { return x.id === id; });
    if (!e) return id;
    return arrowword ? (e.row + 1) + "," + (e.col + 1) + " " + e.direction : e.number + (e.direction === "across" ? "A" : "D");
  }

  function goToEntry(id) {
    const e = S.entries.find(function (x) { return x.id === id; });
    if (!e) return;
    anchor = null;
    cursor.row = e.row;
    cursor.col = e.col;
    cursor.dir = e.direction;
    moved();
  }

  async function refreshScore() {
    if (!arrowword) return;
    const mine = ++seq.score;
    let answer;
    try {
      answer = await CwgApi.get("/api/score", null, freshRead("score"));
    } catch (err) {
      return;
    }
    if (mine !== seq.score) return;
    CwgPanels.RATINGS.forEach(function (r) {
      const v = answer.ratings ? answer.ratings[r[0]] : null;
      const cells = ui.ratingCells[r[0]];
      cells[0].textContent = typeof v === "number" ? v.toFixed(1) : "–";
      cells[1].style.width = (typeof v === "number" ? Math.max(0, v) : 0) + "%";
      cells[1].className = typeof v === "number" && v < 90 ? "low" : "";
    });
    ui.scoreTotal.replaceChildren();
    ui.scoreTotal.appendChild(CwgBoard.el("span", "big", typeof answer.score === "number" ? answer.score.toFixed(2) : "–"));
    ui.scoreTotal.appendChild(CwgBoard.el("span", "", answer.valid && answer.filled ?
      " valid and filled · with bonus " + answer.bonus_score.toFixed(2) :
      answer.valid ? " layout valid · not filled yet" : " not valid yet"));
    ui.scoreTotal.dataset.score = String(answer.score);
    ui.scoreTotal.dataset.valid = answer.valid ? "true" : "false";
    const items = (answer.findings || []).slice(0, 30).map(function (f) {
      const li = CwgBoard.el("li", f.severity || "");
      li.dataset.rule = String(f.rule);
      li.dataset.row = String(f.row);
      li.dataset.col = String(f.col);
      li.appendChild(CwgBoard.el("span", "rule", "rule " + f.rule));
      li.appendChild(CwgBoard.el("span", "", String(f.message || "").replace(/^rule \d+:\s*/, "")));
      if (typeof f.row === "number" && f.row >= 0) {
        li.addEventListener("click", function () {
          anchor = null;
          cursor.row = f.row;
          cursor.col = f.col;
          moved();
        });
      }
      return li;
    });
    if ((answer.findings || []).length > 30) items.push(CwgBoard.el("li", "", "… " + (answer.findings.length - 30) + " more"));
    ui.findings.replaceChildren.apply(ui.findings, items);
  }

  async function refreshClues() {
    if (CwgApi.busy()) return;
    const e = current();
    const mine = ++seq.clues;
    ui.suggestions.replaceChildren();
    ui.clueFlags.replaceChildren();
    if (!e) return;
    if (e.pattern.indexOf(".") >= 0) {
      ui.suggestions.appendChild(CwgBoard.el("li", "hint", "Suggestions show when the entry is full."));
      return;
    }
    let answer;
    try {
      answer = await CwgApi.get("/api/clues", { entry: e.id }, freshRead("clues"));
    } catch (err) {
      if (mine === seq.clues && err.name !== "AbortError") ui.suggestions.appendChild(CwgBoard.el("li", "hint", err.message));
      return;
    }
    if (mine !== seq.clues) return;
    const cur = answer.current || {};
    if (cur.leak) ui.clueFlags.appendChild(CwgBoard.el("span", "flag bad", "gives the answer away"));
    if (cur.too_long) ui.clueFlags.appendChild(CwgBoard.el("span", "flag bad", "too long for its field"));
    const items = (answer.suggestions || []).map(function (s) {
      const li = CwgBoard.el("li", "suggestion" + (s.leak || s.too_long ? " flagged" : ""));
      li.dataset.clue = s.text;
      li.appendChild(CwgBoard.el("span", "text", s.text));
      li.appendChild(CwgBoard.el("span", "source", s.source + (s.leak ? " · leak" : "") + (s.too_long ? " · too long" : "")));
      li.addEventListener("click", function () {
        ui.clue.value = s.text;
        setClue(s.text);
      });
      return li;
    });
    if (items.length === 0) items.push(CwgBoard.el("li", "hint", "No suggestion for " + answer.answer + "."));
    ui.suggestions.replaceChildren.apply(ui.suggestions, items);
  }

  /// After a new state: the candidates at once (the maker waits for them), the rest a moment
  /// later, once typing pauses.
  function refreshDerived(candidates) {
    if (candidates) refreshCandidates();
    clearTimeout(derivedTimer);
    derivedTimer = setTimeout(function () {
      refreshHealth();
      refreshScore();
      refreshClues();
    }, 120);
  }

  // ---- Changing the puzzle.

  /// A state the server answered: the whole state, or (an action's answer, "changes") the
  /// cells and entries that changed since S.version, merged into S. False when the changes
  /// do not start from S (then the whole state is read).
  function merge(state) {
    if (!state.changes) {
      apply(state);
      return true;
    }
    if (!S || state.base_version !== S.version) return false;
    const byId = {};
    S.entries.forEach(function (e, i) { byId[e.id] = i; });
    const cells = state.cells, changed = state.entries;
    cells.forEach(function (c) { S.cells[index(c.row, c.col)] = c; });
    changed.forEach(function (e) { S.entries[byId[e.id]] = e; });
    Object.keys(state).forEach(function (k) {
      if (k !== "cells" && k !== "entries" && k !== "changes" && k !== "candidates") S[k] = state[k];
    });
    changedEntries = changedEntries.concat(changed);
    return true;
  }

  let changedEntries = [];  // entries merged since the last show
  let resync = false;       // an action failed: its letter, shown at once, may be wrong

  /// Shows S after merged changes: the same slots, so only the changed clue items.
  function showMerged(candidates) {
    changedEntries.forEach(updateClueItem);
    changedEntries = [];
    render();
    const e = current();
    if (candidates && !candidates.error && e && candidates.entry === e.id && ui.filter.value.trim() === candidatesFilter) {
      ++seq.cand;  // a list asked for before this one is older
      showCandidates(e, candidates);
      markShown();
      refreshDerived(false);
    } else {
      refreshDerived(true);
    }
  }

  function apply(state) {
    changedEntries = [];
    const resized = !S || state.rows !== rows || state.cols !== cols;
    S = state;
    rows = S.rows;
    cols = S.cols;
    arrowword = S.kind === "arrowword";
    document.body.dataset.kind = S.kind;
    if (resized) {
      ui.boardHolder.replaceChildren();
      CwgBoard.build(ui.boardHolder, rows, cols, clickCell);
      ui.block.title = arrowword ? "letter field ⇄ question field at the cursor (.); # makes an island" :
        "black square ⇄ white at the cursor, with the symmetry (.)";
      ui.block.textContent = arrowword ? "? Question field" : "■ Block";
      ui.keysHelp.textContent = arrowword ?
        "Type letters · arrows move · Space turns · Tab next word · . question field · # island · 0–5 arrows on a question field · Shift+click selects · Ctrl+Z/Y undo/redo · Ctrl+L lock · Ctrl+S save" :
        "Type letters · arrows move · Space turns · Tab next word · . black square · Shift+click selects · Ctrl+Z/Y undo/redo · Ctrl+L lock · Ctrl+S save";
    }
    cursor.row = Math.min(cursor.row, rows - 1);
    cursor.col = Math.min(cursor.col, cols - 1);
    indexEntries();
    showClueList();
    render();
    refreshDerived(true);
  }

  let candidatesFilter = "";  // the filter the last action's candidates were asked with

  /// Sends an action, asking for its changes only (a keystroke's answer is small) and, with
  /// `withCandidates`, the candidates of the entry at the cursor in the same answer. Every
  /// answer is merged in order; it is shown once no edit is on its way (the last one's).
  async function act(action, withCandidates) {
    action.answer = "changes";
    const e = withCandidates ? current() : null;
    if (e) {
      candidatesFilter = ui.filter.value.trim();
      action.candidates = { entry: e.id, limit: 100 };
      if (candidatesFilter) action.candidates.filter = candidatesFilter;
    }
    let state;
    try {
      state = await CwgApi.act(action);
      if (!merge(state)) resync = true;
    } catch (err) {
      say(err.message + (err.path ? " (" + err.path + ")" : ""), "error");
      // What was shown at once (a typed letter) may not have happened: show the server's.
      resync = true;
      state = null;
    }
    if (CwgApi.busy()) return state;
    if (resync) {
      resync = false;
      try {
        apply(await CwgApi.get("/api/state"));
      } catch (lost) {
        say("Cannot reach the editor's server: " + lost.message, "error");
      }
    } else if (state && state.changes) {
      showMerged(state.candidates);
    }
    return state;
  }

  let keyTime = null;  // the current key event's time stamp (performance.now()'s clock)

  function edited() {
    if (keyStart === null) keyStart = keyTime !== null ? keyTime : performance.now();
    abortReads();
  }

  function typeLetter(letter) {
    const cell = cellAt(cursor.row, cursor.col);
    if (cell.kind !== "letter") return;
    if (cell.locked) {
      say("This letter is locked: unlock its entry (Ctrl+L) to change it.", "error");
      return;
    }
    edited();
    cell.letter = letter;
    CwgBoard.showLetter(cursor.row, cursor.col, letter);
    const at = { row: cursor.row, col: cursor.col };
    stepInEntry(1);
    render();
    act({ type: "set_letter", row: at.row, col: at.col, letter: letter }, true);
  }

  function clearLetter(r, c) {
    const cell = cellAt(r, c);
    if (cell.kind !== "letter" || !cell.letter) return false;
    if (cell.locked) {
      say("This letter is locked: unlock its entry (Ctrl+L) to change it.", "error");
      return true;
    }
    edited();
    cell.letter = "";
    CwgBoard.showLetter(r, c, "");
    act({ type: "set_letter", row: r, col: c, letter: "" }, true);
    return true;
  }

  function backspace() {
    if (!clearLetter(cursor.row, cursor.col) && stepInEntry(-1)) clearLetter(cursor.row, cursor.col);
    render();
  }

  function place(id, word) {
    edited();
    act({ type: "set_entry", entry: id, word: word }, true);
    CwgBoard.focus();
  }

  function toggleBlock() {
    edited();
    act({ type: "toggle_block", row: cursor.row, col: cursor.col });
    CwgBoard.focus();
  }

  function toggleIsland() {
    const kind = cellAt(cursor.row, cursor.col).kind === "block" ? "letter" : "block";
    edited();
    act({ type: "set_kind", row: cursor.row, col: cursor.col, kind: kind });
  }

  function setArrows(types) {
    if (cellAt(cursor.row, cursor.col).kind !== "question") return;
    act({ type: "set_arrows", row: cursor.row, col: cursor.col, arrows: types });
    CwgBoard.focus();
  }

  function toggleLock() {
    const e = current();
    if (!e) return;
    act({ type: "set_lock", entry: e.id, locked: !e.locked }).then(function (s) {
      if (s) say((e.locked ? "Unlocked " : "Locked ") + entryName(e) + ".");
    });
    CwgBoard.focus();
  }

  let clueSent = { entry: "", clue: "" };  // Enter and then the field's change send it once

  function setClue(text) {
    const e = current();
    if (!e || (e.clue || "") === text || (clueSent.entry === e.id && clueSent.clue === text)) return;
    clueSent = { entry: e.id, clue: text };
    act({ type: "set_clue", entry: e.id, clue: text }).then(function () { clueSent = { entry: "", clue: "" }; });
  }

  function undo() { act({ type: "undo" }); CwgBoard.focus(); }
  function redo() { act({ type: "redo" }); CwgBoard.focus(); }

  async function save() {
    say("Saving…");
    try {
      const answer = await CwgApi.afterEdits(function () { return CwgApi.post("/api/save"); });
      ++saves;
      document.body.dataset.saved = String(saves);
      say("Saved " + answer.files.join(", ") + " (" + answer.bytes + " bytes)" +
          (answer.warnings && answer.warnings.length ? " · " + answer.warnings.join("; ") : "") + ".", "ok");
      apply(await CwgApi.get("/api/state"));
    } catch (err) {
      say("Not saved: " + err.message, "error");
    }
  }

  async function exportAs(format) {
    say("Exporting " + format + "…");
    try {
      const got = await CwgApi.afterEdits(function () { return CwgApi.download(format); });
      const url = URL.createObjectURL(got.blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = got.name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
      say("Exported " + got.name + ".", "ok");
    } catch (err) {
      say("Not exported: " + err.message, "error");
    }
  }

  // ---- The fill.

  function selectionEntries() {
    const sel = selectedCells();
    if (sel.size === 0) {
      const e = current();
      return e ? [e.id] : [];
    }
    return S.entries.filter(function (e) {
      return !e.locked && entryCells(e).some(function (i) { return sel.has(i); });
    }).map(function (e) { return e.id; });
  }

  async function fill(scope) {
    let body;
    if (scope === "again" && lastFill) {
      ++seed;
      body = Object.assign({}, lastFill, { seed: seed });
    } else {
      if (scope === "again") ++seed;
      body = { seed: seed, keep: ui.keep.value };
      const seconds = Number(ui.seconds.value);
      if (ui.seconds.value && seconds > 0) body.seconds = seconds;
      if (arrowword) body.mode = ui.design.checked ? "design" : "letters";
      if (scope === "selection") {
        body.entries = selectionEntries();
        if (body.entries.length === 0) {
          say("Nothing selected to fill.", "error");
          return;
        }
      }
    }
    lastFill = body;
    showToolbar();
    fillStatus("Starting the fill (seed " + seed + ")…", "running");
    try {
      const started = await CwgApi.afterEdits(function () { return CwgApi.post("/api/fill", body); });
      pollFill(started.id, performance.now());
    } catch (err) {
      fillStatus("The fill did not start: " + err.message, "failed");
    }
  }

  // The status line, and under it `note` (the server's word that the time limit cut the
  // fill, GET /api/fill's cut_note) on a line of its own, the bar amber, so a maker sees it.
  function fillStatus(text, status, note) {
    ui.fillStatus.textContent = text;
    ui.fillNote.textContent = note ? sentence(note) : "";
    ui.fillNote.hidden = !note;
    ui.progress.className = "progress " + status + (note ? " cut" : "");
    document.body.dataset.fill = status;
    const running = status === "running";
    ui.fillCancel.disabled = !running;
    ui.fillRest.disabled = running;
    ui.fillSel.disabled = running;
    ui.fillAgain.disabled = running;
  }

  function pollFill(id, t0) {
    clearTimeout(fillPoll);
    fillPoll = setTimeout(async function () {
      let f;
      try {
        f = await CwgApi.get("/api/fill");
      } catch (err) {
        fillStatus("Lost the fill: " + err.message, "failed");
        return;
      }
      if (f.id !== id) return;  // another fill took its place
      const p = f.progress || {};
      const detail = (f.seconds || 0).toFixed(1) + " s" +
        (p.attempts !== undefined ? " · " + p.attempts + (p.attempts === 1 ? " attempt" : " attempts") : "") +
        (p.nodes !== undefined ? " · " + Number(p.nodes).toLocaleString("en") + " nodes" : "");
      if (f.status === "cancelling") {
        fillStatus("Cancelling…", "running");
        pollFill(id, t0);
      } else if (f.status === "running") {
        fillStatus("Filling… " + detail, "running");
        pollFill(id, t0);
      } else if (f.status === "done") {
        await applyFill(id, detail, f.cut_note);
      } else if (f.status === "cancelled") {
        fillStatus("Cancelled after " + detail + ".", "cancelled");
      } else {
        // The server's message says why (its time and counts with it), else the page's.
        fillStatus(f.message ? sentence(f.message) : "No fill found (" + detail + ").", "failed", f.cut_note);
      }
    }, performance.now() - t0 < 1000 ? 100 : 250);
  }

  // "the time limit ..." as a sentence of its own: "The time limit ... .".
  function sentence(text) {
    return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".");
  }

  async function applyFill(id, detail, cutNote) {
    try {
      const state = await CwgApi.afterEdits(function () { return CwgApi.post("/api/fill/apply", { id: id }); });
      apply(state);
      fillStatus("Filled in " + detail + " with seed " + seed + " (Ctrl+Z takes it back).", "done", cutNote);
    } catch (err) {
      fillStatus("The fill was not applied: " + err.message, "failed");
    }
  }

  async function cancelFill() {
    clearTimeout(fillPoll);
    try {
      await CwgApi.del("/api/fill");
    } catch (err) {
      // nothing was running
    }
    fillStatus("Cancelled.", "cancelled");
    CwgBoard.focus();
  }

  // ---- Moving about (the keys of the solving page).

  function positionInEntry(e) {
    return e.direction === "across" ? cursor.col - e.col : cursor.row - e.row;
  }

  function stepInEntry(delta) {
    const i = currentEntry();
    if (i < 0) return false;
    const e = S.entries[i];
    if (cellAt(cursor.row, cursor.col).kind !== "letter") return false;
    const k = positionInEntry(e) + delta;
    if (k < 0 || k >= e.length) return false;
    cursor.dir = e.direction;
    if (e.direction === "across") cursor.col = e.col + k;
    else cursor.row = e.row + k;
    return true;
  }

  function moved() {
    render();
    refreshCandidates();
    refreshClues();
  }

  function moveBy(dr, dc, extend) {
    const r = cursor.row + dr, c = cursor.col + dc;
    if (!inside(r, c)) return;
    if (extend && !anchor) anchor = { row: cursor.row, col: cursor.col };
    if (!extend) anchor = null;
    const entryBefore = currentEntry();
    cursor.row = r;
    cursor.col = c;
    if (!extend) cursor.dir = dr === 0 ? "across" : "down";
    if (currentEntry() !== entryBefore) moved();
    else render();
  }

  function nextEntry(delta) {
    if (order.length === 0) return;
    const at = order.indexOf(currentEntry());
    const e = S.entries[order[((at < 0 ? (delta > 0 ? -1 : 0) : at) + delta + order.length) % order.length]];
    anchor = null;
    cursor.dir = e.direction;
    cursor.row = e.row;
    cursor.col = e.col;
    // Start at the first empty field, as crossword apps do.
    const empty = e.pattern.indexOf(".");
    if (empty > 0) {
      if (e.direction === "across") cursor.col += empty;
      else cursor.row += empty;
    }
    moved();
  }

  function switchDir() {
    cursor.dir = cursor.dir === "across" ? "down" : "across";
    moved();
  }

  function clickCell(r, c, ev) {
    if (ev.shiftKey) {
      if (!anchor) anchor = { row: cursor.row, col: cursor.col };
      cursor.row = r;
      cursor.col = c;
      render();
      return;
    }
    anchor = null;
    if (r === cursor.row && c === cursor.col) {
      switchDir();
      return;
    }
    cursor.row = r;
    cursor.col = c;
    moved();
  }

  function inText(target) {
    return target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT");
  }

  function onKeyDown(ev) {
    if (!S) return;
    keyTime = ev.timeStamp;
    try {
      handleKey(ev);
    } finally {
      keyTime = null;
    }
  }

  function handleKey(ev) {
    const k = ev.key;
    const ctrl = ev.ctrlKey || ev.metaKey;
    if (ctrl && (k === "s" || k === "S")) {
      ev.preventDefault();
      if (inText(ev.target)) ev.target.dispatchEvent(new Event("change"));
      save();
      return;
    }
    if (inText(ev.target)) {
      if (k === "Escape") {
        ev.target.blur();
        CwgBoard.focus();
      }
      return;
    }
    if (!ui.recover.hidden) return;  // answer the offer first
    let handled = true;
    if (ctrl && !ev.altKey) {
      if ((k === "z" || k === "Z") && !ev.shiftKey) undo();
      else if (k === "y" || k === "Y" || ((k === "z" || k === "Z") && ev.shiftKey)) redo();
      else if (k === "l" || k === "L") toggleLock();
      else handled = false;
    } else if (ev.altKey) {
      handled = false;
    } else if (k === "Escape") {
      anchor = null;
      render();
    } else if (k === ".") toggleBlock();
    else if (k === "#" && arrowword) toggleIsland();
    else if (/^[0-5]$/.test(k) && arrowword) setArrows([Number(k)]);
    else handled = CwgKeys.dispatch(ev, KEYS, /^[a-zA-Z]$/);
    if (handled) ev.preventDefault();
  }

  // The keys of the solving page (export/page/keys.js), here with Shift+arrows selecting.
  const KEYS = {
    move: moveBy, next: nextEntry, turn: switchDir, back: backspace, type: typeLetter,
    erase: function () {
      clearLetter(cursor.row, cursor.col);
      render();
    },
  };

  // ---- Start: the state, and the offer of unsaved edits when the server found a journal.

  async function offerRecovery() {
    let journal;
    try {
      journal = await CwgApi.get("/api/journal");
    } catch (err) {
      return;
    }
    if (!journal.pending) return;
    ui.recoverText.textContent = (answeredOffers ? "Unsaved edits from an older session, made on the file as it was saved, were found (" :
      "Unsaved edits from an earlier session were found (") + journal.actions +
      (journal.actions === 1 ? " edit" : " edits") + ", kept in " + journal.file + ")" +
      (journal.older ? "; " + journal.older + " older session" + (journal.older === 1 ? "" : "s") + " after this one" : "") +
      ". Recover them?";
    ui.recover.hidden = false;
    document.body.dataset.recover = "offered";
  }

  let answeredOffers = 0;

  async function recover(accept) {
    try {
      const answer = await CwgApi.post("/api/recover", { accept: accept });
      ui.recover.hidden = true;
      document.body.dataset.recover = accept ? "accepted" : "discarded";
      if (accept) {
        say("Recovered " + (answer.replayed || 0) + " edits" + (answer.stopped ? " (stopped: " + answer.stopped + ")" : "") +
            ". Save to keep them in the file.", "ok");
        apply(answer.state || answer);
      } else {
        say("Discarded the unsaved edits.");
        apply(await CwgApi.get("/api/state"));
      }
    } catch (err) {
      say("Recovery failed: " + err.message, "error");
    }
    CwgBoard.focus();
    ++answeredOffers;
    await offerRecovery();  // an older session's edits, kept behind this one
  }

  async function start() {
    ui = CwgPanels.build({
      undo: undo, redo: redo, toggleBlock: toggleBlock, toggleLock: toggleLock,
      save: function () { save(); CwgBoard.focus(); },
      exportAs: exportAs, symmetry: function (v) { act({ type: "set_symmetry", symmetry: v }); },
      meta: function (name, value) {
        const action = { type: "set_meta" };
        action[name] = value;
        act(action);
      },
      arrows: setArrows, clue: setClue, recover: recover,
      filter: function () {
        clearTimeout(filterTimer);
        filterTimer = setTimeout(refreshCandidates, 60);
      },
      fill: fill, cancelFill: cancelFill,
    });
    fillStatus("", "idle");
    ui.fillCancel.disabled = true;
    // One listener for the list: a hundred words are redrawn at every keystroke.
    ui.candList.addEventListener("click", function (ev) {
      const li = ev.target.closest("li[data-word]");
      if (li && ui.candList.dataset.entry) place(ui.candList.dataset.entry, li.dataset.word);
    });
    document.addEventListener("keydown", onKeyDown);
    try {
      apply(await CwgApi.get("/api/state"));
    } catch (err) {
      say("Cannot reach the editor's server: " + err.message + " (is cwg edit still running?)", "error");
      return;
    }
    // Start in the first entry.
    if (order.length) {
      const e = S.entries[order[0]];
      cursor.row = e.row;
      cursor.col = e.col;
      cursor.dir = e.direction;
      moved();
    }
    CwgBoard.focus();
    await offerRecovery();
    document.body.dataset.ready = "true";
  }

  start();
})();
