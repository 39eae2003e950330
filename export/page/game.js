// The game page of `cwg export GAME.gcg`: steps through a game record. The JSON in
// <script id="cwg-data"> holds the SVG picture of the board before the first event and after each
// event, the scores and racks there, and the events. Every text reaches the page through
// textContent. The step shown is <body data-step="N"> (0: the empty board).
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("cwg-data").textContent);
  const last = data.steps.length - 1;
  let step = last;
  let img = null, caption = null, position = null, playerRows = [], moveRows = [];

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function row(cls, texts, classes) {
    const tr = el("tr", cls);
    texts.forEach(function (t, i) { tr.appendChild(el("td", classes[i] || "", t)); });
    return tr;
  }

  function buildHeader() {
    const header = el("header");
    header.appendChild(el("h1", "", data.title || data.players.join(" vs. ")));
    if (data.description) header.appendChild(el("p", "byline", data.description));
    document.body.appendChild(header);
    document.title = data.title || data.players.join(" vs. ");
  }

  function button(label, title, action) {
    const b = el("button", "", label);
    b.type = "button";
    b.title = title;
    b.addEventListener("click", action);
    return b;
  }

  function buildToolbar() {
    const bar = el("div", "toolbar");
    bar.appendChild(button("|\u25C0", "the empty board (Home)", function () { go(0); }));
    bar.appendChild(button("\u25C0", "one move back (\u2190)", function () { go(step - 1); }));
    bar.appendChild(button("\u25B6", "one move on (\u2192)", function () { go(step + 1); }));
    bar.appendChild(button("\u25B6|", "the end of the game (End)", function () { go(last); }));
    position = el("span", "position");
    bar.appendChild(position);
    document.body.appendChild(bar);
  }

  function buildPlayers(parent) {
    const table = el("table", "players");
    const head = el("tr");
    ["Player", "Score", "Rack"].forEach(function (t, i) { head.appendChild(el("th", i === 1 ? "score" : "", t)); });
    table.appendChild(el("thead")).appendChild(head);
    const body = table.appendChild(el("tbody"));
    playerRows = data.players.map(function (name) {
      const tr = row("", [name, "", ""], ["", "score", "rack"]);
      body.appendChild(tr);
      return tr;
    });
    parent.appendChild(table);
  }

  function buildMoves(parent) {
    const box = el("div", "move-list");
    const table = el("table", "moves");
    const head = el("tr");
    ["#", "Player", "Move", "Score", "Total"].forEach(function (t, i) {
      head.appendChild(el("th", i >= 3 ? "score" : "", t));
    });
    table.appendChild(el("thead")).appendChild(head);
    const body = table.appendChild(el("tbody"));
    moveRows = data.moves.map(function (m, i) {
      const sign = m.score > 0 ? "+" : "";
      const tr = row("", [String(i + 1), data.players[m.player] || "", m.move, sign + m.score, String(m.total)],
                     ["", "", "", "score", "total"]);
      tr.addEventListener("click", function () { go(i + 1); });
      body.appendChild(tr);
      return tr;
    });
    box.appendChild(table);
    parent.appendChild(box);
  }

  // Scrolls the move list, not the page, so that the move shown is in it.
  function keepInView(tr) {
    const box = tr.closest(".move-list");
    if (!box || box.scrollHeight <= box.clientHeight) return;
    const outer = box.getBoundingClientRect(), inner = tr.getBoundingClientRect();
    if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top;
    else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom;
  }

  function go(n) {
    step = Math.max(0, Math.min(last, n));
    const s = data.steps[step];
    // The picture is our own SVG; as an <img> it can run nothing and load nothing.
    img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(s.svg);
    caption.textContent = s.caption;
    position.textContent = step === 0 ? "start" : "move " + step + " of " + last;
    playerRows.forEach(function (tr, i) {
      tr.children[1].textContent = String(s.scores[i]);
      tr.children[2].textContent = s.racks[i] === null ? "?" : s.racks[i];
      tr.classList.toggle("on-turn", s.on_turn === i);
    });
    moveRows.forEach(function (tr, i) { tr.classList.toggle("current", i + 1 === step); });
    if (step > 0) keepInView(moveRows[step - 1]);
    else if (moveRows.length > 0) moveRows[0].closest(".move-list").scrollTop = 0;
    document.body.dataset.step = String(step);
  }

  function start() {
    buildHeader();
    buildToolbar();
    const game = el("div", "game");
    const board = el("div", "board");
    img = el("img");
    img.alt = "the board";
    board.appendChild(img);
    caption = el("p", "caption");
    board.appendChild(caption);
    game.appendChild(board);
    const side = el("div", "side");
    buildPlayers(side);
    buildMoves(side);
    game.appendChild(side);
    document.body.appendChild(game);
    document.addEventListener("keydown", function (ev) {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      let handled = true;
      if (ev.key === "ArrowLeft") go(step - 1);
      else if (ev.key === "ArrowRight") go(step + 1);
      else if (ev.key === "Home") go(0);
      else if (ev.key === "End") go(last);
      else handled = false;
      if (handled) ev.preventDefault();
    });
    go(last);
  }

  start();
})();
