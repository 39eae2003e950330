// The puzzle page of `cwg export`: a person solves the puzzle whose data is the JSON in
// <script id="cwg-data">. Every text of the puzzle reaches the page through textContent
// (never as markup). Letter fields are elements with data-row and data-col (0-based); when
// every letter is right, <body data-solved="true">. Progress is kept in localStorage.
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("cwg-data").textContent);
  const W = data.width, H = data.height;
  const picture = data.picture || null;
  const state = {
    fill: [],     // [r][c] the letter typed, "" when empty
    mark: [],     // [r][c] "", "wrong" or "revealed"
    entry: -1,    // index of the current entry
    row: 0, col: 0,
    elapsed: 0,   // seconds spent solving
    solved: false,
  };
  const cells = [];    // [r][c] the letter field element, or null
  const across = [];  // [r][c] the across entry through the field, or -1
  const down = [];
  let clueItems = [];  // per entry, its <li> in the clue lists (American)
  let questionBoxes = [];  // per entry, the clickable box over its question field
  let keys = null;     // the hidden input that takes every key
  let timerView = null, status = null, clueBar = null;

  // ---- Building the page: elements made with createElement, text set with textContent.

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

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

  function buildHeader() {
    const header = el("header");
    header.appendChild(el("h1", "", data.title || "Crossword"));
    if (data.author) header.appendChild(el("p", "byline", data.author));
    document.body.appendChild(header);
    if (data.title) document.title = data.title;
  }

  function button(label, title, action) {
    const b = el("button", "", label);
    b.type = "button";
    b.title = title;
    b.addEventListener("click", function () {
      action();
      focusKeys();
    });
    return b;
  }

  function buildToolbar() {
    const bar = el("div", "toolbar");
    timerView = el("span", "timer", "0:00");
    timerView.setAttribute("aria-label", "time");
    bar.appendChild(timerView);
    bar.appendChild(button("Check letter", "mark the current letter if it is wrong", function () { check("letter"); }));
    bar.appendChild(button("Check word", "mark the wrong letters of the current word", function () { check("word"); }));
    bar.appendChild(button("Check puzzle", "mark every wrong letter", function () { check("puzzle"); }));
    bar.appendChild(button("Reveal letter", "show the current letter", function () { reveal("letter"); }));
    bar.appendChild(button("Reveal word", "show the current word", function () { reveal("word"); }));
    bar.appendChild(button("Reveal puzzle", "show the whole solution", function () {
      if (window.confirm("Reveal the whole solution?")) reveal("puzzle");
    }));
    bar.appendChild(button("Clear", "empty every field and start the timer again", function () {
      if (window.confirm("Clear every letter and the timer?")) clearAll();
    }));
    document.body.appendChild(bar);
    status = el("div", "status");
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    document.body.appendChild(status);
    clueBar = el("div", "clue-bar");
    clueBar.setAttribute("aria-live", "polite");
    document.body.appendChild(clueBar);
  }

  function place(node, r, c, rows, cols) {
    // Position in per cent of the board, so the board can take any size.
    const f = frame();
    node.style.left = ((f.x0 + c * f.cell) / f.width * 100) + "%";
    node.style.top = ((f.y0 + r * f.cell) / f.height * 100) + "%";
    node.style.width = (cols * f.cell / f.width * 100) + "%";
    node.style.height = (rows * f.cell / f.height * 100) + "%";
  }

  function frame() {
    if (picture) return picture;
    return { x0: 0, y0: 0, cell: 1, width: W, height: H };
  }

  function buildBoard(parent) {
    const board = el("div", "board " + (picture ? "picture" : "squares"));
    if (picture) {
      const img = el("img");
      img.alt = "the puzzle's grid with its clues";
      // Our own SVG; as an <img> it can run nothing and load nothing.
      img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(picture.svg);
      img.draggable = false;
      board.appendChild(img);
    }
    const circled = new Set((data.circles || []).map(function (p) { return p[0] * W + p[1]; }));
    const numbers = entryNumbers();
    for (let r = 0; r < H; ++r) {
      cells.push(new Array(W).fill(null));
      for (let c = 0; c < W; ++c) {
        if (isLetter(r, c)) {
          cells[r][c] = letterField(board, r, c, numbers[r * W + c], circled.has(r * W + c));
        } else if (!picture) {
          const block = el("div", "block");
          place(block, r, c, 1, 1);
          board.appendChild(block);
        }
      }
    }
    if (picture) questionBoxes = data.entries.map(function (e, i) { return questionBox(board, e, i); });
    keys = el("input", "keys");
    keys.type = "text";
    keys.setAttribute("aria-label", "type the letters here");
    keys.setAttribute("autocomplete", "off");
    keys.setAttribute("autocapitalize", "characters");
    keys.setAttribute("autocorrect", "off");
    keys.spellcheck = false;
    board.appendChild(keys);
    parent.appendChild(board);
    return board;
  }

  function entryNumbers() {
    const numbers = {};
    data.entries.forEach(function (e) {
      if (e.number !== null && e.number !== undefined) numbers[e.row * W + e.col] = e.number;
    });
    return numbers;
  }

  function letterField(board, r, c, number, circle) {
    const cell = el("div", "cell");
    cell.dataset.row = String(r);
    cell.dataset.col = String(c);
    place(cell, r, c, 1, 1);
    if (number !== undefined) cell.appendChild(el("span", "number", String(number)));
    if (circle) cell.appendChild(el("span", "circle"));
    if (data.cells[r][c].length > 1) cell.classList.add("rebus");
    cell.appendChild(el("span", "letter", ""));
    cell.addEventListener("mousedown", function (ev) { ev.preventDefault(); });
    cell.addEventListener("click", function () { clickCell(r, c); });
    board.appendChild(cell);
    return cell;
  }

  function questionBox(board, e, i) {
    if (!e.question) return null;
    const box = el("div", "question");
    box.dataset.qrow = String(e.question[0]);
    box.dataset.qcol = String(e.question[1]);
    box.title = e.clue || "";
    // A field with two questions is split: the first half above, the second below.
    const two = data.entries.filter(function (o) {
      return o.question && o.question[0] === e.question[0] && o.question[1] === e.question[1];
    });
    const half = two.length > 1 ? two.indexOf(e) : -1;
    place(box, e.question[0] + (half === 1 ? 0.5 : 0), e.question[1], half < 0 ? 1 : 0.5, 1);
    box.addEventListener("mousedown", function (ev) { ev.preventDefault(); });
    box.addEventListener("click", function () { selectEntry(i, 0); focusKeys(); });
    board.appendChild(box);
    return box;
  }

  function buildClueLists(parent) {
    clueItems = new Array(data.entries.length).fill(null);
    const box = el("div", "clues");
    [["across", "Across"], ["down", "Down"]].forEach(function (d) {
      const section = el("section");
      section.appendChild(el("h2", "", d[1]));
      const list = el("ol");
      data.entries.forEach(function (e, i) {
        if (e.dir !== d[0]) return;
        const li = el("li");
        if (e.number !== null) li.appendChild(el("span", "num", String(e.number)));
        li.appendChild(el("span", "text", e.clue || ""));
        li.addEventListener("click", function () { selectEntry(i, 0); focusKeys(); });
        list.appendChild(li);
        clueItems[i] = li;
      });
      section.appendChild(list);
      box.appendChild(section);
    });
    parent.appendChild(box);
  }

  function buildFooter() {
    if (data.notes) document.body.appendChild(el("p", "notes", data.notes));
    if (data.copyright) document.body.appendChild(el("p", "copyright", data.copyright));
  }

  // ---- Sizing: --cell is one field in pixels; the board fits the window's width.

  function resize(board) {
    // As large as the window allows (up to a comfortable size), at least readable: a
    // large grid on a small screen scrolls rather than shrinking to nothing.
    const f = frame();
    const cols = f.width / f.cell, rows = f.height / f.cell;
    const room = Math.max(200, board.parentNode.clientWidth - 2);
    const tall = Math.max(picture ? 34 : 26, (window.innerHeight - 190) / rows);
    let cell = Math.min(picture ? 64 : 44, room / cols, tall);
    if (window.innerWidth > 900) cell = Math.min(cell, (window.innerWidth * 0.62) / cols);
    board.style.width = (cell * cols) + "px";
    if (!picture) board.style.height = (cell * rows) + "px";
    board.style.setProperty("--cell", cell + "px");
  }

  // ---- Moving about.

  function entryAt(r, c, dir) {
    return (dir === "across" ? across : down)[r][c];
  }

  function currentDir() {
    return state.entry >= 0 ? data.entries[state.entry].dir : "across";
  }

  function select(r, c, dir) {
    let i = entryAt(r, c, dir);
    if (i < 0) i = entryAt(r, c, dir === "across" ? "down" : "across");
    state.row = r;
    state.col = c;
    state.entry = i;
    show();
  }

  function selectEntry(i, k) {
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
    state.fill[state.row][state.col] = letter;
    state.mark[state.row][state.col] = state.mark[state.row][state.col] === "revealed" && right(state.row, state.col) ? "revealed" : "";
    stepInEntry(1);
    changed();
  }

  function backspace() {
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

  function onKeyDown(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const k = ev.key;
    let handled = true;
    if (k === "ArrowLeft") moveBy(0, -1);
    else if (k === "ArrowRight") moveBy(0, 1);
    else if (k === "ArrowUp") moveBy(-1, 0);
    else if (k === "ArrowDown") moveBy(1, 0);
    else if (k === "Tab") nextEntry(ev.shiftKey ? -1 : 1);
    else if (k === "Enter") nextEntry(1);
    else if (k === " ") switchDir();
    else if (k === "Backspace") backspace();
    else if (k === "Delete") erase();
    else if (k.length === 1 && /^[\p{L}\p{N}]$/u.test(k)) type(k.toUpperCase());
    else handled = false;  // "Unidentified" (phone keyboards): the input event has it
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
    buildHeader();
    buildToolbar();
    const layout = el("div", "layout");
    document.body.appendChild(layout);
    const board = buildBoard(layout);
    buildClueLists(layout);
    buildFooter();
    resize(board);
    window.addEventListener("resize", function () { resize(board); });
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
