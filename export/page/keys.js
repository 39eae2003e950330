// The keys the solving page (cwg export) and the editor (cwg edit) share, as crossword apps
// have them: the arrows move, Tab / Shift+Tab and Enter go to the next or previous entry,
// Space turns, Backspace steps back, Delete clears, a letter is typed. Each page handles its
// own keys first (the rebus, a block, an arrow type) and hands the rest here.
"use strict";
const CwgKeys = {
  /// Calls the function of `to` that the key event asks for: move(dr, dc, shift),
  /// next(delta), turn(), back(), erase() or type(LETTER) for a key that `letter` (a regular
  /// expression) takes. False when the key is none of these.
  dispatch: function (ev, to, letter) {
    const k = ev.key;
    if (k === "ArrowLeft") to.move(0, -1, ev.shiftKey);
    else if (k === "ArrowRight") to.move(0, 1, ev.shiftKey);
    else if (k === "ArrowUp") to.move(-1, 0, ev.shiftKey);
    else if (k === "ArrowDown") to.move(1, 0, ev.shiftKey);
    else if (k === "Tab") to.next(ev.shiftKey ? -1 : 1);
    else if (k === "Enter") to.next(1);
    else if (k === " ") to.turn();
    else if (k === "Backspace") to.back();
    else if (k === "Delete") to.erase();
    else if (k.length === 1 && letter.test(k)) to.type(k.toUpperCase());
    else return false;
    return true;
  },
};
