// The editor's elements around the grid (edit.js runs them): the toolbar, the puzzle's
// texts, and the panels beside the grid: the current entry and its clue, the candidates, the
// fill, the grid's health, the arrowword's ratings. Every text set with textContent.
"use strict";
const CwgPanels = (function () {
  const el = CwgBoard.el;
  // SPEC.md's arrow types and the pairs one field may hold (rule 3).
  const ARROW_NAMES = ["down", "down, then right", "left, then down", "right", "right, then down",
                       "up, then right"];
  const ARROW_GLYPHS = ["↓", "↳", "↙", "→", "↴", "↱"];
  const PAIRS = [[0, 3], [0, 2], [0, 4], [3, 1], [3, 5]];
  const RATINGS = [["question_fields", "Question fields"], ["uncrossed", "Uncrossed letters"],
                   ["word_lengths", "Word lengths"], ["dead_fields", "Dead fields"],
                   ["clusters", "Clusters"], ["double_questions", "Double questions"]];

  function button(label, title, action, cls) {
    const b = el("button", cls || "", label);
    b.type = "button";
    b.title = title;
    b.addEventListener("click", action);
    return b;
  }

  function card(parent, title, cls) {
    const box = el("section", "card " + (cls || ""));
    const head = el("h2", "", title);
    box.appendChild(head);
    parent.appendChild(box);
    return box;
  }

  function field(parent, label, input) {
    const wrap = el("label", "field");
    wrap.appendChild(el("span", "label", label));
    wrap.appendChild(input);
    parent.appendChild(wrap);
    return input;
  }

  function buildToolbar(ui, on) {
    const bar = el("div", "toolbar");
    const brand = el("span", "brand", "cwg edit");
    bar.appendChild(brand);
    ui.file = el("span", "file");
    bar.appendChild(ui.file);
    const group = function () {
      const g = el("span", "group");
      bar.appendChild(g);
      return g;
    };
    let g = group();
    ui.undo = button("↶ Undo", "undo the last edit (Ctrl+Z)", on.undo);
    ui.redo = button("↷ Redo", "redo (Ctrl+Y or Ctrl+Shift+Z)", on.redo);
    ui.undo.dataset.action = "undo";
    ui.redo.dataset.action = "redo";
    g.appendChild(ui.undo);
    g.appendChild(ui.redo);
    g = group();
    ui.block = button("■ Block", "", on.toggleBlock);
    ui.block.dataset.action = "block";
    g.appendChild(ui.block);
    ui.lock = button("Lock entry", "lock or unlock the current entry: fills keep its letters (Ctrl+L)",
                     on.toggleLock);
    ui.lock.dataset.action = "lock";
    g.appendChild(ui.lock);
    ui.symmetryBox = el("label", "inline");
    ui.symmetryBox.appendChild(el("span", "", "Symmetry"));
    ui.symmetry = el("select");
    ui.symmetry.dataset.action = "symmetry";
    [["rotational", "rotational"], ["mirror", "mirror"], ["none", "none"]].forEach(function (o) {
      const opt = el("option", "", o[1]);
      opt.value = o[0];
      ui.symmetry.appendChild(opt);
    });
    ui.symmetry.addEventListener("change", function () { on.symmetry(ui.symmetry.value); });
    ui.symmetryBox.appendChild(ui.symmetry);
    g.appendChild(ui.symmetryBox);
    g = group();
    ui.save = button("Save", "write the file (Ctrl+S)", on.save, "primary");
    ui.save.dataset.action = "save";
    g.appendChild(ui.save);
    ui.exportMenu = el("select");
    ui.exportMenu.title = "export the puzzle through cwg's writers";
    ui.exportMenu.dataset.action = "export";
    [["", "Export…"], ["html", "Page (.html)"], ["pdf", "PDF"], ["puz", "Across Lite (.puz)"],
     ["ipuz", "ipuz"]].forEach(function (o) {
      const opt = el("option", "", o[1]);
      opt.value = o[0];
      ui.exportMenu.appendChild(opt);
    });
    ui.exportMenu.addEventListener("change", function () {
      const format = ui.exportMenu.value;
      ui.exportMenu.value = "";
      if (format) on.exportAs(format);
    });
    g.appendChild(ui.exportMenu);
    ui.status = el("span", "status");
    ui.status.setAttribute("role", "status");
    ui.status.setAttribute("aria-live", "polite");
    bar.appendChild(ui.status);
    document.body.appendChild(bar);
  }

  function buildMeta(parent, ui, on) {
    const box = card(parent, "Puzzle", "meta");
    const commit = function (name, input) {
      input.addEventListener("change", function () { on.meta(name, input.value); });
    };
    ["title", "author"].forEach(function (name) {
      const input = el("input");
      input.type = "text";
      input.dataset.meta = name;
      field(box, name === "title" ? "Title" : "Author", input);
      commit(name, input);
      ui[name] = input;
    });
    ui.notes = el("textarea");
    ui.notes.rows = 2;
    ui.notes.dataset.meta = "notes";
    field(box, "Notes", ui.notes);
    commit("notes", ui.notes);
  }

  /// Every entry with its answer and clue, across and down side by side; a click goes there.
  function buildClueList(parent, ui) {
    const box = card(parent, "Clues", "clue-list");
    const cols = el("div", "clue-columns");
    ui.clueLists = {};
    [["across", "Across"], ["down", "Down"]].forEach(function (d) {
      const section = el("section");
      section.appendChild(el("h3", "", d[1]));
      const list = el("ol");
      section.appendChild(list);
      cols.appendChild(section);
      ui.clueLists[d[0]] = list;
    });
    box.appendChild(cols);
  }

  function buildEntry(parent, ui, on) {
    const box = card(parent, "Entry", "entry");
    ui.entryLabel = el("div", "entry-label");
    box.appendChild(ui.entryLabel);
    ui.pattern = el("div", "pattern");
    box.appendChild(ui.pattern);
    ui.arrowPicker = el("div", "arrow-picker");
    ui.arrowPicker.appendChild(el("div", "hint", "Arrows of this question field (keys 0–5):"));
    const singles = el("div", "arrow-row");
    ui.arrowButtons = [];
    for (let t = 0; t < 6; ++t) {
      const b = button(ARROW_GLYPHS[t] + " " + t, "type " + t + ": " + ARROW_NAMES[t],
                       function () { on.arrows([t]); }, "arrow");
      b.dataset.arrows = String(t);
      singles.appendChild(b);
      ui.arrowButtons.push(b);
    }
    ui.arrowPicker.appendChild(singles);
    const pairs = el("div", "arrow-row");
    PAIRS.forEach(function (p) {
      const b = button(ARROW_GLYPHS[p[0]] + ARROW_GLYPHS[p[1]] + " " + p[0] + "+" + p[1],
                       "two questions: " + ARROW_NAMES[p[0]] + " and " + ARROW_NAMES[p[1]],
                       function () { on.arrows(p); }, "arrow");
      b.dataset.arrows = p.join(",");
      pairs.appendChild(b);
      ui.arrowButtons.push(b);
    });
    ui.arrowPicker.appendChild(pairs);
    box.appendChild(ui.arrowPicker);
    ui.clueBox = el("div", "clue-box");
    ui.clue = el("textarea", "clue");
    ui.clue.rows = 2;
    ui.clue.placeholder = "the clue (Enter keeps it)";
    ui.clue.addEventListener("keydown", function (ev) {
      if (ev.key === "Enter" && !ev.shiftKey) {
        ev.preventDefault();
        on.clue(ui.clue.value);
      }
    });
    ui.clue.addEventListener("change", function () { on.clue(ui.clue.value); });
    field(ui.clueBox, "Clue", ui.clue);
    ui.clueFlags = el("div", "flags");
    ui.clueBox.appendChild(ui.clueFlags);
    ui.suggestions = el("ul", "suggestions");
    ui.clueBox.appendChild(ui.suggestions);
    box.appendChild(ui.clueBox);
  }

  function buildCandidates(parent, ui, on) {
    const box = card(parent, "Candidates", "candidates");
    const row = el("div", "filter-row");
    ui.filter = el("input");
    ui.filter.type = "search";
    ui.filter.placeholder = "filter: letters, or a pattern like .A..E";
    ui.filter.dataset.action = "filter";
    ui.filter.addEventListener("input", on.filter);
    row.appendChild(ui.filter);
    box.appendChild(row);
    ui.candHead = el("div", "cand-head");
    box.appendChild(ui.candHead);
    ui.candList = el("ol", "cand-list");
    box.appendChild(ui.candList);
  }

  function buildFill(parent, ui, on) {
    const box = card(parent, "Fill", "fill");
    const row = el("div", "button-row");
    ui.fillRest = button("Fill the rest", "fill every unlocked slot around the locked entries",
                         function () { on.fill("rest"); }, "primary");
    ui.fillRest.dataset.action = "fill-rest";
    ui.fillSel = button("Fill selection", "fill only the selected slots (Shift+click or Shift+arrows selects; none: the current entry)",
                        function () { on.fill("selection"); });
    ui.fillSel.dataset.action = "fill-selection";
    ui.fillAgain = button("Another fill", "the same fill with the next seed: a different grid",
                          function () { on.fill("again"); });
    ui.fillAgain.dataset.action = "fill-again";
    ui.fillCancel = button("Cancel", "stop the running fill", on.cancelFill, "danger");
    ui.fillCancel.dataset.action = "fill-cancel";
    [ui.fillRest, ui.fillSel, ui.fillAgain, ui.fillCancel].forEach(function (b) { row.appendChild(b); });
    box.appendChild(row);
    const opts = el("div", "fill-options");
    ui.keep = el("select");
    [["locked", "keep locked entries"], ["letters", "keep every letter"]].forEach(function (o) {
      const opt = el("option", "", o[1]);
      opt.value = o[0];
      ui.keep.appendChild(opt);
    });
    opts.appendChild(ui.keep);
    ui.designBox = el("label", "inline");
    ui.design = el("input");
    ui.design.type = "checkbox";
    ui.design.checked = true;
    ui.designBox.appendChild(ui.design);
    ui.designBox.appendChild(el("span", "", "design the layout"));
    ui.designBox.title = "the unlocked part's question fields and arrows are designed too, as cwg solve does";
    opts.appendChild(ui.designBox);
    ui.seconds = el("input", "seconds");
    ui.seconds.type = "number";
    ui.seconds.min = "1";
    ui.seconds.max = "3600";
    ui.seconds.placeholder = "30";
    ui.seconds.dataset.action = "fill-seconds";
    ui.seconds.title = "the fill's time limit in seconds: the outer limit of its counted work (empty: 30)";
    const time = el("label", "inline");
    time.appendChild(ui.seconds);
    time.appendChild(el("span", "", "s"));
    opts.appendChild(time);
    ui.seed = el("span", "seed");
    opts.appendChild(ui.seed);
    box.appendChild(opts);
    ui.progress = el("div", "progress");
    ui.progressBar = el("div", "bar");
    ui.progress.appendChild(ui.progressBar);
    box.appendChild(ui.progress);
    ui.fillStatus = el("div", "fill-status");
    ui.fillStatus.setAttribute("aria-live", "polite");
    box.appendChild(ui.fillStatus);
    ui.fillNote = el("p", "fill-note");
    ui.fillNote.setAttribute("aria-live", "polite");
    ui.fillNote.hidden = true;
    box.appendChild(ui.fillNote);
  }

  function buildHealth(parent, ui) {
    const box = card(parent, "Grid health", "health");
    ui.healthSummary = el("div", "health-summary");
    box.appendChild(ui.healthSummary);
    ui.healthWarn = el("div", "warning");
    box.appendChild(ui.healthWarn);
    ui.healthList = el("ol", "slot-list");
    box.appendChild(ui.healthList);
  }

  function buildScore(parent, ui) {
    const box = card(parent, "Ratings", "score");
    ui.scoreBox = box;
    ui.scoreTotal = el("div", "score-total");
    box.appendChild(ui.scoreTotal);
    const table = el("table", "ratings");
    ui.ratingCells = {};
    RATINGS.forEach(function (r) {
      const tr = el("tr");
      tr.appendChild(el("th", "", r[1]));
      const td = el("td", "num");
      td.dataset.rating = r[0];
      const bar = el("td", "meter");
      bar.appendChild(el("span"));
      tr.appendChild(td);
      tr.appendChild(bar);
      table.appendChild(tr);
      ui.ratingCells[r[0]] = [td, bar.firstChild];
    });
    box.appendChild(table);
    ui.findings = el("ul", "findings");
    box.appendChild(ui.findings);
  }

  function buildRecover(ui, on) {
    const box = el("div", "recover");
    box.hidden = true;
    box.setAttribute("role", "alertdialog");
    ui.recoverText = el("p");
    box.appendChild(ui.recoverText);
    const accept = button("Recover the edits", "replay the unsaved edits onto the file",
                          function () { on.recover(true); }, "primary");
    accept.dataset.recover = "accept";
    const discard = button("Discard them", "start from the file as saved",
                           function () { on.recover(false); });
    discard.dataset.recover = "discard";
    box.appendChild(accept);
    box.appendChild(discard);
    ui.recover = box;
    document.body.appendChild(box);
  }

  /// Makes every element; `on` holds what they do. Answers the elements by name.
  function build(on) {
    const ui = {};
    buildToolbar(ui, on);
    buildRecover(ui, on);
    const main = el("div", "main");
    document.body.appendChild(main);
    const left = el("div", "left");
    main.appendChild(left);
    ui.boardHolder = el("div", "board-holder");
    left.appendChild(ui.boardHolder);
    ui.keysHelp = el("p", "keys-help");
    left.appendChild(ui.keysHelp);
    buildClueList(left, ui);
    buildMeta(left, ui, on);
    const middle = el("div", "column");
    main.appendChild(middle);
    buildEntry(middle, ui, on);
    buildCandidates(middle, ui, on);
    const right = el("div", "column");
    main.appendChild(right);
    buildFill(right, ui, on);
    buildScore(right, ui);
    buildHealth(right, ui);
    return ui;
  }

  return { build: build, ARROW_NAMES: ARROW_NAMES, PAIRS: PAIRS, RATINGS: RATINGS };
})();
