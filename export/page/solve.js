// The puzzle page of `cwg export`: a person solves the puzzle whose data is the JSON in
// <script id="cwg-data"> (made by export/puzzle_page.cpp; its elements by solve_view.js).
// What the solver does: moving, typing, checking, revealing; the timer; the progress kept
// in localStorage. When every letter is right, <body data-solved="true">.
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("cwg-data").textContent);
  const W = data.width, H = data.height;
  const state = {
    fill: [],     // [r][c] the letter typed, "" when empty
    mark: [],     // [r][c] "", "wrong" or "revealed"
    entry: -1,    // index of the current entry
    row: 0, col: 0,
    elapsed: 0,   // seconds spent solving
    solved: false,
    rebus: false, // typing several letters into the current square (a rebus)
  };
  const across = [];  // [r][c] the across entry through the field, or -1
  const down = [];
  // The page's elements, made by solve_view.js.
  let cells, clueItems, questionBoxes, keys, timerView, status, clueBar, el;

  function isLetter(r, c) {
    return r >= 0 && r < H && c >= 0 && c < W && typeof data.cells[r][c] === "string";
  }

  function indexEntries() {
    for (let r = 0; r < H; ++r) {
      across.push(new Array(W).fill(-1));
      down.push(new Array(W).fill(-1));
      state.fill.push(new Array(W).fill(""));
      state.mark.push(new Array(W).fill(""));
    }
    data.entries.forEach(function (e, i) {
      const table = e.dir === "across" ? across : down;
      for (let k = 0; k < e.length; ++k) {
        const [r, c] = entryCell(e, k);
        if (table[r][c] < 0) table[r][c] = i;
      }
    });
  }

  function entryCell(e, k) {
    return e.dir === "across" ? [e.row, e.col + k] : [e.row + k, e.col];
  }

  // ---- Moving about.

  function entryAt(r, c, dir) {
    return (dir === "across" ? across : down)[r][c];
  }

  function currentDir() {
    return state.entry >= 0 ? data.entries[state.entry].dir : "across";
  }

  function select(r, c, dir) {
    state.rebus = false;  // moving away ends a rebus
    let i = entryAt(r, c, dir);
    if (i < 0) i = entryAt(r, c, dir === "across" ? "down" : "across");
    state.row = r;
    state.col = c;
    state.entry = i;
    show();
  }

  function selectEntry(i, k) {
    state.rebus = false;
    const [r, c] = entryCell(data.entries[i], k);
    state.entry = i;
    state.row = r;
    state.col = c;
    // Start at the first empty field of the word, as crossword apps do.
    const e = data.entries[i];
    for (let j = 0; j < e.length; ++j) {
      const [rr, cc] = entryCell(e, j);
      if (!state.fill[rr][cc]) {
        state.row = rr;
        state.col = cc;
        break;
      }
    }
    show();
  }

  function clickCell(r, c) {
    if (r === state.row && c === state.col && state.entry >= 0) {
      switchDir();
    } else {
      select(r, c, currentDir());
    }
    focusKeys();
  }

  function switchDir() {
    const other = currentDir() === "across" ? "down" : "across";
    const i = entryAt(state.row, state.col, other);
    if (i >= 0) {
      state.entry = i;
      show();
    }
  }

  function moveBy(dr, dc) {
    let r = state.row + dr, c = state.col + dc;
    while (r >= 0 && r < H && c >= 0 && c < W && !isLetter(r, c)) {
      r += dr;
      c += dc;
    }
    if (!isLetter(r, c)) return;
    select(r, c, dr === 0 ? "across" : "down");
  }

  function positionInEntry() {
    const e = data.entries[state.entry];
    return e.dir === "across" ? state.col - e.col : state.row - e.row;
  }

  function stepInEntry(delta) {
    if (state.entry < 0) return false;
    const e = data.entries[state.entry];
    const k = positionInEntry() + delta;
    if (k < 0 || k >= e.length) return false;
    const [r, c] = entryCell(e, k);
    state.row = r;
    state.col = c;
    return true;
  }

  function nextEntry(delta) {
    const n = data.entries.length;
    if (n === 0) return;
    const i = ((state.entry < 0 ? -1 : state.entry) + delta + n) % n;
    selectEntry(i, 0);
  }

  // ---- Typing.

  function type(letter) {
    if (state.entry < 0 && !isLetter(state.row, state.col)) return;
    if (state.rebus) {
      // A rebus square takes the letters one after the other, up to 12 (as load keeps).
      state.fill[state.row][state.col] = (state.fill[state.row][state.col] + letter).slice(0, 12);
      state.mark[state.row][state.col] = "";
      changed();
      return;
    }
    state.fill[state.row][state.col] = letter;
    state.mark[state.row][state.col] = state.mark[state.row][state.col] === "revealed" && right(state.row, state.col) ? "revealed" : "";
    stepInEntry(1);
    changed();
  }

  // Insert, Esc or the Rebus button: several letters go into the current square until
  // Enter, Esc or Insert ends it (the square starts empty), then on to the next square.
  function toggleRebus() {
    if (state.rebus) {
      state.rebus = false;
      stepInEntry(1);
      say("");
    } else if (isLetter(state.row, state.col)) {
      state.rebus = true;
      state.fill[state.row][state.col] = "";
      state.mark[state.row][state.col] = "";
      say("Rebus: type the letters of this square, then Enter.");
    }
    changed();
  }

  function backspace() {
    if (state.rebus) {
      state.fill[state.row][state.col] = state.fill[state.row][state.col].slice(0, -1);
      changed();
      return;
    }
    if (state.fill[state.row][state.col]) {
      state.fill[state.row][state.col] = "";
      state.mark[state.row][state.col] = "";
    } else if (stepInEntry(-1)) {
      state.fill[state.row][state.col] = "";
      state.mark[state.row][state.col] = "";
    }
    changed();
  }

  function erase() {
    state.fill[state.row][state.col] = "";
    state.mark[state.row][state.col] = "";
    changed();
  }

  const KEYS = {
    move: function (dr, dc) { moveBy(dr, dc); },
    next: nextEntry, turn: switchDir, back: backspace, erase: erase, type: type,
  };

  function onKeyDown(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const k = ev.key;
    let handled = true;
    if (state.rebus && (k === "Enter" || k === "Escape" || k === "Insert")) toggleRebus();
    else if (k === "Insert" || k === "Escape") toggleRebus();
    // "Unidentified" (phone keyboards) is none of them: the input event has it.
    else handled = CwgKeys.dispatch(ev, KEYS, /^[\p{L}\p{N}]$/u);
    if (handled) ev.preventDefault();
  }

  // Phone keyboards often report no key on keydown; what they type arrives here. The input
  // holds one space, so that Backspace has something to delete and is seen.
  function onInput() {
    const v = keys.value;
    if (v.length < 1) {
      backspace();
    } else {
      for (const ch of v.slice(1)) {
        if (ch === " ") switchDir();
        else if (/[\p{L}\p{N}]/u.test(ch)) type(ch.toUpperCase());
      }
    }
    keys.value = " ";
  }

  function focusKeys() {
    if (!keys) return;
    keys.value = " ";
    keys.focus({ preventScroll: true });
  }

  // ---- Checking and revealing.

  function right(r, c) {
    const want = data.cells[r][c], got = state.fill[r][c];
    // A rebus square counts as right with its whole answer or its first letter.
    return got === want || (want.length > 1 && got === want[0]);
  }

  function scopeCells(scope) {
    const out = [];
    if (scope === "letter") {
      if (isLetter(state.row, state.col)) out.push([state.row, state.col]);
    } else if (scope === "word") {
      if (state.entry >= 0) {
        const e = data.entries[state.entry];
        for (let k = 0; k < e.length; ++k) out.push(entryCell(e, k));
      }
    } else {
      for (let r = 0; r < H; ++r) for (let c = 0; c < W; ++c) if (isLetter(r, c)) out.push([r, c]);
    }
    return out;
  }

  function check(scope) {
    let wrong = 0;
    scopeCells(scope).forEach(function ([r, c]) {
      if (state.fill[r][c] && !right(r, c)) {
        state.mark[r][c] = "wrong";
        ++wrong;
      }
    });
    say(wrong === 0 ? "No wrong letter." : wrong + (wrong === 1 ? " wrong letter." : " wrong letters."));
    changed();
  }

  function reveal(scope) {
    scopeCells(scope).forEach(function ([r, c]) {
      if (!right(r, c)) {
        state.fill[r][c] = data.cells[r][c];
        state.mark[r][c] = "revealed";
      }
    });
    changed();
  }

  function clearAll() {
    for (let r = 0; r < H; ++r) for (let c = 0; c < W; ++c) {
      state.fill[r][c] = "";
      state.mark[r][c] = "";
    }
    state.elapsed = 0;
    state.solved = false;
    say("");
    changed();
  }

  function allRight() {
    for (let r = 0; r < H; ++r) for (let c = 0; c < W; ++c) if (isLetter(r, c) && !right(r, c)) return false;
    return true;
  }

  function solvedMessage() {
    let shown = 0;
    for (let r = 0; r < H; ++r) for (let c = 0; c < W; ++c) if (state.mark[r][c] === "revealed") ++shown;
    return "Solved! Every letter is right, in " + clock(state.elapsed) +
      (shown ? " (" + shown + (shown === 1 ? " letter" : " letters") + " revealed)." : ".");
  }

  function say(text, done) {
    status.textContent = text;
    status.classList.toggle("done", !!done);
  }

  function changed() {
    const solved = allRight();
    if (solved && !state.solved) say(solvedMessage(), true);
    state.solved = solved;
    document.body.dataset.solved = solved ? "true" : "false";
    show();
    save();
  }

  // ---- Showing the state.

  function show() {
    for (let r = 0; r < H; ++r) for (let c = 0; c < W; ++c) {
      const cell = cells[r][c];
      if (!cell) continue;
      cell.lastChild.textContent = state.fill[r][c];
      cell.classList.toggle("wrong", state.mark[r][c] === "wrong");
      cell.classList.toggle("revealed", state.mark[r][c] === "revealed");
      cell.classList.toggle("long", state.fill[r][c].length > 1);
      cell.classList.toggle("rebus-entry", state.rebus && r === state.row && c === state.col);
      cell.classList.remove("word", "here");
    }
    const e = state.entry >= 0 ? data.entries[state.entry] : null;
    if (e) for (let k = 0; k < e.length; ++k) {
      const [r, c] = entryCell(e, k);
      cells[r][c].classList.add("word");
    }
    const here = cells[state.row] && cells[state.row][state.col];
    if (here) {
      here.classList.add("here");
      keys.style.left = here.style.left;
      keys.style.top = here.style.top;
    }
    showClues(e);
  }

  function showClues(e) {
    const crossing = state.entry >= 0 ? entryAt(state.row, state.col, e.dir === "across" ? "down" : "across") : -1;
    clueItems.forEach(function (li, i) {
      if (!li) return;
      li.classList.toggle("current", i === state.entry);
      li.classList.toggle("crossing", i === crossing);
      li.classList.toggle("done", entryFilled(i));
    });
    questionBoxes.forEach(function (box, i) { if (box) box.classList.toggle("current", i === state.entry); });
    if (state.entry >= 0 && clueItems[state.entry]) keepInView(clueItems[state.entry]);
    clueBar.textContent = "";
    if (!e) return;
    const label = (e.number !== null && e.number !== undefined ? e.number + " " : "") +
      (e.dir === "across" ? "Across" : "Down") + " (" + e.length + ")";
    clueBar.appendChild(el("span", "label", label));
    clueBar.appendChild(el("span", "text", e.clue || "(no clue)"));
  }

  // Scrolls the clue lists (not the page: on a phone the grid must stay in view) so that
  // the current clue shows.
  function keepInView(li) {
    const box = li.closest(".clues");
    if (!box || box.scrollHeight <= box.clientHeight) return;
    const outer = box.getBoundingClientRect(), inner = li.getBoundingClientRect();
    if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top;
    else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom;
  }

  function entryFilled(i) {
    const e = data.entries[i];
    for (let k = 0; k < e.length; ++k) {
      const [r, c] = entryCell(e, k);
      if (!state.fill[r][c]) return false;
    }
    return true;
  }

  // ---- The timer and the progress kept in the browser.

  function clock(s) {
    const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, sec = s % 60;
    const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
    return (h > 0 ? h + ":" : "") + mm + ":" + String(sec).padStart(2, "0");
  }

  function tick() {
    if (!state.solved && !document.hidden) {
      ++state.elapsed;
      if (state.elapsed % 5 === 0) save();
    }
    timerView.textContent = clock(state.elapsed);
  }

  function save() {
    try {
      window.localStorage.setItem(data.key, JSON.stringify({
        fill: state.fill, mark: state.mark, elapsed: state.elapsed,
        row: state.row, col: state.col, entry: state.entry,
      }));
    } catch (err) {
      // No storage (private mode, a full disk): the puzzle works, it is just not kept.
    }
  }

  function load() {
    let saved = null;
    try {
      saved = JSON.parse(window.localStorage.getItem(data.key) || "null");
    } catch (err) {
      saved = null;
    }
    if (!saved || !Array.isArray(saved.fill) || saved.fill.length !== H) return false;
    for (let r = 0; r < H; ++r) for (let c = 0; c < W; ++c) {
      if (!isLetter(r, c)) continue;
      const f = saved.fill[r] && saved.fill[r][c], m = saved.mark && saved.mark[r] && saved.mark[r][c];
      state.fill[r][c] = typeof f === "string" ? f.slice(0, 12) : "";
      state.mark[r][c] = m === "wrong" || m === "revealed" ? m : "";
    }
    state.elapsed = Number.isInteger(saved.elapsed) && saved.elapsed >= 0 ? saved.elapsed : 0;
    if (Number.isInteger(saved.entry) && saved.entry >= 0 && saved.entry < data.entries.length &&
        isLetter(saved.row, saved.col)) {
      state.entry = saved.entry;
      state.row = saved.row;
      state.col = saved.col;
    }
    return true;
  }

  // ---- Start.

  function start() {
    indexEntries();
    const view = CwgSolveView.build(data, {
      check: check, reveal: reveal, clear: clearAll, focus: focusKeys, rebus: toggleRebus,
      cell: clickCell,
      entry: function (i) { selectEntry(i, 0); focusKeys(); },
    });
    ({ cells, clueItems, questionBoxes, keys, timerView, status, clueBar, el } = view);
    keys.addEventListener("keydown", onKeyDown);
    keys.addEventListener("input", onInput);
    // Keys pressed while nothing has the focus (after a click beside the grid) count too.
    document.addEventListener("keydown", function (ev) {
      if (ev.target === document.body || ev.target === document.documentElement) onKeyDown(ev);
    });
    if (!load() && data.entries.length > 0) selectEntry(0, 0);
    state.solved = allRight();
    if (state.solved) say(solvedMessage(), true);
    document.body.dataset.solved = state.solved ? "true" : "false";
    show();
    timerView.textContent = clock(state.elapsed);
    window.setInterval(tick, 1000);
    focusKeys();
  }

  start();
})();
