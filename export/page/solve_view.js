// The puzzle page's elements (solve.js runs the page): the header, the buttons, the board
// (the arrowword's picture with letter fields over it, or an American grid of squares), the
// clue lists. Made with createElement; every text of the puzzle set with textContent, never
// as markup. Letter fields carry data-row and data-col (0-based).
"use strict";
const CwgSolveView = (function () {
  let data = null, W = 0, H = 0, picture = null;
  let actions = null;  // what the buttons, fields and clues do (solve.js)
  const cells = [];    // [r][c] the letter field element, or null
  let clueItems = [];  // per entry, its <li> in the clue lists
  let questionBoxes = [];  // per entry, the clickable box over its question field (arrowword)
  let keys = null;     // the hidden input that takes every key
  let timerView = null, status = null, clueBar = null;

  function isLetter(r, c) {
    return r >= 0 && r < H && c >= 0 && c < W && typeof data.cells[r][c] === "string";
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
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
      actions.focus();
    });
    return b;
  }

  function buildToolbar() {
    const bar = el("div", "toolbar");
    timerView = el("span", "timer", "0:00");
    timerView.setAttribute("aria-label", "time");
    bar.appendChild(timerView);
    bar.appendChild(button("Check letter", "mark the current letter if it is wrong", function () { actions.check("letter"); }));
    bar.appendChild(button("Check word", "mark the wrong letters of the current word", function () { actions.check("word"); }));
    bar.appendChild(button("Check puzzle", "mark every wrong letter", function () { actions.check("puzzle"); }));
    bar.appendChild(button("Reveal letter", "show the current letter", function () { actions.reveal("letter"); }));
    bar.appendChild(button("Reveal word", "show the current word", function () { actions.reveal("word"); }));
    bar.appendChild(button("Reveal puzzle", "show the whole solution", function () {
      if (window.confirm("Reveal the whole solution?")) actions.reveal("puzzle");
    }));
    bar.appendChild(button("Rebus", "type several letters into the current square (Insert or Esc; Enter ends)",
                           function () { actions.rebus(); }));
    bar.appendChild(button("Clear", "empty every field and start the timer again", function () {
      if (window.confirm("Clear every letter and the timer?")) actions.clear();
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
    cell.addEventListener("click", function () { actions.cell(r, c); });
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
    box.addEventListener("click", function () { actions.entry(i); });
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
        li.appendChild(el("span", "text", e.clue || "(no clue)"));
        li.addEventListener("click", function () { actions.entry(i); });
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

  /// Builds the page for `puzzle` (the JSON data); `how` holds the actions: check(scope),
  /// reveal(scope), clear(), cell(r, c), entry(i), focus().
  function build(puzzle, how) {
    data = puzzle;
    W = data.width;
    H = data.height;
    picture = data.picture || null;
    actions = how;
    buildHeader();
    buildToolbar();
    const layout = el("div", "layout");
    document.body.appendChild(layout);
    const board = buildBoard(layout);
    buildClueLists(layout);
    buildFooter();
    resize(board);
    window.addEventListener("resize", function () { resize(board); });
    return {
      cells: cells, clueItems: clueItems, questionBoxes: questionBoxes, keys: keys,
      timerView: timerView, status: status, clueBar: clueBar, el: el,
    };
  }

  return { build: build };
})();
