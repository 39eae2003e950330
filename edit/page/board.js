// The grid of the editor: one element per cell, each with data-row, data-col and data-kind
// (letter, block, question), as the solving page draws it (black squares, numbers, the
// current word and square) plus what a maker needs: locked letters, the selection, the
// tightest and dead slots, and the arrowword's question fields with their arrows and clues.
// Made with createElement; every text of the puzzle set with textContent, never as markup.
"use strict";
const CwgBoard = (function () {
  const SVG = "http://www.w3.org/2000/svg";
  // SPEC.md's arrows, drawn from the question field into the corner of its word's first
  // field (the field's box is 0..100 each way): [shaft, head].
  const ARROWS = {
    0: ["M50 90 V111", "M43 104 L50 113 L57 104"],
    1: ["M14 90 V110 H30", "M23 103 L31 110 L23 117"],
    2: ["M10 14 H-10 V30", "M-17 23 L-10 31 L-3 23"],
    3: ["M90 50 H111", "M104 43 L113 50 L104 57"],
    4: ["M90 14 H110 V30", "M103 23 L110 31 L117 23"],
    5: ["M14 10 V-10 H30", "M23 -17 L31 -10 L23 -3"],
  };
  // In a field with two questions, which clue stands above: the one whose word leaves at the
  // top or to the right above the one that goes down from the bottom.
  const UPPER = { 5: 0, 2: 0, 4: 0, 3: 1, 1: 2, 0: 2 };

  let rows = 0, cols = 0, board = null, cells = [], onClick = null;
  let looks = [];  // cell index -> the look last drawn (see render)

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  /// Makes the board of rows x cols in `parent`; click(r, c, event) is called on a click.
  function build(parent, r, c, click) {
    rows = r;
    cols = c;
    onClick = click;
    board = el("div", "board");
    board.tabIndex = 0;
    board.setAttribute("role", "grid");
    board.setAttribute("aria-label", "the grid: type letters, arrows move, . toggles a block");
    board.style.gridTemplateColumns = "repeat(" + cols + ", var(--cell))";
    cells = [];
    looks = [];
    for (let i = 0; i < rows * cols; ++i) {
      const cell = el("div", "cell");
      const rr = Math.floor(i / cols), cc = i % cols;
      cell.dataset.row = String(rr);
      cell.dataset.col = String(cc);
      cell.dataset.kind = "letter";
      cell.appendChild(el("span", "number"));
      cell.appendChild(el("span", "letter"));
      cell.addEventListener("mousedown", function (ev) {
        ev.preventDefault();  // keep the keys on the board, not on a text field
        board.focus({ preventScroll: true });
      });
      cell.addEventListener("click", function (ev) { onClick(rr, cc, ev); });
      board.appendChild(cell);
      cells.push(cell);
    }
    parent.appendChild(board);
    resize();
    window.addEventListener("resize", resize);
    return board;
  }

  function resize() {
    // As large as the room beside the panels allows. A window too narrow for the panels
    // beside the grid (a phone) has them below it: the grid then takes the window's width
    // (less .main's padding and the board's border), so a 15x15 fits a 390 px phone. Never
    // below readable: a larger grid than fits scrolls inside .left.
    const inner = document.documentElement.clientWidth; // without a scroll bar
    const beside = inner - 760;
    const width = beside >= 260 ? beside : inner - 34;
    const room = Math.min(width, Math.max(260, window.innerHeight - 150));
    const size = Math.max(20, Math.min(46, Math.floor(room / Math.max(rows, cols))));
    document.documentElement.style.setProperty("--cell", size + "px");
  }

  function arrowSvg(types) {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 100 100");
    svg.setAttribute("class", "arrows");
    svg.setAttribute("aria-hidden", "true");
    types.forEach(function (t) {
      const d = ARROWS[t];
      if (!d) return;
      const shaft = document.createElementNS(SVG, "path");
      shaft.setAttribute("d", d[0]);
      shaft.setAttribute("class", "shaft");
      const head = document.createElementNS(SVG, "path");
      head.setAttribute("d", d[1]);
      head.setAttribute("class", "head");
      svg.appendChild(shaft);
      svg.appendChild(head);
    });
    return svg;
  }

  /// The inside of a question field: its arrows and its clues (one, or two split above and
  /// below). `clues` maps an arrow type to its clue text.
  function fillQuestion(cell, arrows, clues) {
    const key = arrows.join(",") + "|" + arrows.map(function (t) { return clues[t] || ""; }).join("|");
    if (cell.dataset.drawn === key) return;
    cell.dataset.drawn = key;
    cell.querySelectorAll(".arrows, .qtext").forEach(function (n) { n.remove(); });
    const order = arrows.slice().sort(function (a, b) { return UPPER[a] - UPPER[b]; });
    order.forEach(function (t, i) {
      const text = el("span", "qtext" + (order.length > 1 ? (i === 0 ? " upper" : " lower") : ""),
                      clues[t] || "");
      cell.appendChild(text);
    });
    if (order.length === 0) cell.appendChild(el("span", "qtext empty", "?"));
    cell.appendChild(arrowSvg(arrows));
  }

  function clearQuestion(cell) {
    if (cell.dataset.drawn === undefined) return;
    delete cell.dataset.drawn;
    cell.querySelectorAll(".arrows, .qtext").forEach(function (n) { n.remove(); });
  }

  /// Shows `state` (the server's) with the view's marks: view.row/col the cursor, view.word
  /// the set of cell indexes of the current entry, view.sel the selected ones, view.tight and
  /// view.dead the cells of the most constrained and of dead slots, view.questionClues
  /// index -> {type: clue}. Only the cells whose look changed are touched: each cell's last
  /// drawn look is kept as a string, compared without reading the DOM (a keystroke must not
  /// cost a walk through every element).
  function render(state, view) {
    for (let i = 0; i < cells.length; ++i) {
      const cell = cells[i], data = state.cells[i];
      const kind = data.kind;
      const letter = kind === "letter" ? (data.letter || "") : "";
      const number = kind === "letter" && data.number && !view.arrowword ? String(data.number) : "";
      let cls = "cell";
      if (kind === "letter" && data.locked) cls += " locked";
      if (view.word.has(i)) cls += " word";
      if (view.sel.has(i)) cls += " sel";
      if (view.dead.has(i)) cls += " dead";
      else if (view.tight.has(i)) cls += " tight";
      if (i === view.row * cols + view.col) cls += " here";
      const q = kind === "question" ? view.questionClues[i] || {} : null;
      const arrows = kind === "question" ? data.arrows || [] : null;
      const look = kind + "|" + letter + "|" + number + "|" + cls +
        (q ? "|" + arrows.join(",") + "|" + arrows.map(function (t) { return q[t] || ""; }).join("|") : "");
      if (looks[i] === look) continue;
      looks[i] = look;
      if (cell.dataset.kind !== kind) cell.dataset.kind = kind;
      const span = cell.children[1];
      if (span.textContent !== letter) span.textContent = letter;
      if (cell.children[0].textContent !== number) cell.children[0].textContent = number;
      if (q) fillQuestion(cell, arrows, q);
      else clearQuestion(cell);
      if (cell.className !== cls) cell.className = cls;
    }
  }

  /// Shows one letter at once (typing, before the server's answer).
  function showLetter(r, c, letter) {
    cells[r * cols + c].children[1].textContent = letter;
    looks[r * cols + c] = null;  // drawn outside render: the next render compares afresh
  }

  function focus() {
    if (board) board.focus({ preventScroll: true });
  }

  return { build: build, render: render, showLetter: showLetter, focus: focus, el: el };
})();
