#!/usr/bin/env python3
"""Helpers for bench/fill_vs_qxw.sh: .cwg layouts <-> Qxw batch-mode decks.

  cwg_qxw.py deck LAYOUT.cwg DECK        write a Qxw deck: one line per slot, the
                                         slot's cells as row-major numbers
  cwg_qxw.py check LAYOUT.cwg QXW_OUT WORDLIST
                                         check Qxw's batch output ("W<i> WORD" per
                                         slot, in deck order) against the layout:
                                         every slot filled with a list word, the
                                         crossings agreeing, no word twice; prints
                                         a one-line verdict, exit 0 if ok
  cwg_qxw.py checkcwg LAYOUT.cwg FILLED.cwg WORDLIST
                                         the same check for a grid that cwg filled:
                                         same size, questions and non-'.' fields as
                                         the layout, every '.' now a letter
  cwg_qxw.py blank FILLED.cwg LAYOUT.cwg turn a filled grid into a layout: letters -> '.'
  cwg_qxw.py stats LAYOUT.cwg            print "slots=N cells=M" for the layout
  cwg_qxw.py run SECONDS OUT ERR CMD...  run CMD (stdout to OUT, stderr to ERR), killed
                                         after SECONDS (exit 124 then, like timeout);
                                         print "rc wall_s user_s sys_s maxrss_kb" with
                                         microsecond CPU times (GNU time has 10 ms)

The .cwg format and the arrow table are those of shared/SPEC.md. Stand-alone (no
import from the project) so that the check is independent of cwg's own validator.
"""
import os
import resource
import subprocess
import sys
import time

# type -> (start row offset, start col offset, direction dr, dc)
ARROWS = {
    0: (1, 0, 1, 0),   # down
    1: (1, 0, 0, 1),   # down, then right
    2: (0, -1, 1, 0),  # left, then down
    3: (0, 1, 0, 1),   # right
    4: (0, 1, 1, 0),   # right, then down
    5: (-1, 0, 0, 1),  # up, then right
}


def read_cwg(path):
    with open(path, newline="") as f:
        text = f.read()
    lines = text.replace("\r\n", "\n").split("\n")
    rows, cols = int(lines[0]), int(lines[1])
    grid = [list(lines[2 + r]) for r in range(rows)]
    for r, row in enumerate(grid):
        if len(row) != cols:
            raise SystemExit(f"{path}: row {r} has {len(row)} fields, not {cols}")
    questions = []
    for line in lines[2 + rows:]:
        if line.strip():
            r, c, t = (int(x) for x in line.split())
            questions.append((r, c, t))
    return rows, cols, grid, questions


def slots(rows, cols, grid, questions):
    """Each question's word as a list of (r, c) cells, in question order."""
    out = []
    for (r, c, t) in sorted(questions):
        dr0, dc0, dr, dc = ARROWS[t]
        y, x = r + dr0, c + dc0
        cells = []
        while 0 <= y < rows and 0 <= x < cols and grid[y][x] not in "?- ":
            cells.append((y, x))
            y, x = y + dr, x + dc
        out.append(((r, c, t), cells))
    return out


def cmd_deck(layout, deck):
    rows, cols, grid, questions = read_cwg(layout)
    width = len(str(rows * cols - 1))
    with open(deck, "w") as f:
        f.write(f"# {layout}: {rows}x{cols}, cells numbered row-major (r*{cols}+c)\n")
        for (q, cells) in slots(rows, cols, grid, questions):
            if len(cells) < 2:
                raise SystemExit(f"{layout}: question {q} has a word of length {len(cells)}")
            f.write(" ".join(str(y * cols + x).zfill(width) for (y, x) in cells) + "\n")


def load_words(wordlist):
    with open(wordlist, encoding="utf-8", errors="replace") as f:
        return {w.strip().upper() for w in f if w.strip()}


def cmd_check(layout, qxw_out, wordlist):
    rows, cols, grid, questions = read_cwg(layout)
    answers = {}
    with open(qxw_out, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split()
            if len(parts) == 2 and parts[0].startswith("W") and parts[0][1:].isdigit():
                answers[int(parts[0][1:])] = parts[1].upper()
    return check_answers(layout, rows, cols, grid, questions, answers, load_words(wordlist), [])


def cmd_checkcwg(layout, filled, wordlist):
    rows, cols, grid, questions = read_cwg(layout)
    frows, fcols, fgrid, fquestions = read_cwg(filled)
    problems = []
    if (frows, fcols) != (rows, cols):
        print(f"INVALID: size {frows}x{fcols}, layout {rows}x{cols}")
        return 1
    if sorted(fquestions) != sorted(questions):
        problems.append("questions differ from the layout's")
    for r in range(rows):
        for c in range(cols):
            a, b = grid[r][c], fgrid[r][c]
            if a == "." and not ("A" <= b <= "Z"):
                problems.append(f"cell {(r, c)}: '{b}' is not a letter")
            elif a != "." and a != b:
                problems.append(f"cell {(r, c)}: '{a}' changed to '{b}'")
    answers = {}
    for i, (q, cells) in enumerate(slots(rows, cols, grid, questions)):
        answers[i] = "".join(fgrid[y][x] for (y, x) in cells)
    return check_answers(layout, rows, cols, grid, questions, answers, load_words(wordlist),
                         problems)


def check_answers(layout, rows, cols, grid, questions, answers, words, problems):
    sl = slots(rows, cols, grid, questions)
    letters = {}
    seen = {}
    for i, (q, cells) in enumerate(sl):
        w = answers.get(i)
        if w is None:
            problems.append(f"slot {i} {q} unfilled")
            continue
        if len(w) != len(cells):
            problems.append(f"slot {i} {q}: {w} has length {len(w)}, slot {len(cells)}")
            continue
        if w not in words:
            problems.append(f"slot {i} {q}: {w} not in the list")
        if w in seen:
            problems.append(f"slot {i} {q}: {w} also in slot {seen[w]}")
        seen.setdefault(w, i)
        for (cell, ch) in zip(cells, w):
            if letters.setdefault(cell, ch) != ch:
                problems.append(f"cell {cell}: crossing letters {letters[cell]} / {ch}")
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "." and (r, c) not in letters:
                problems.append(f"cell {(r, c)} in no slot")
    if problems:
        print(f"INVALID ({len(problems)} problems): " + "; ".join(problems[:5]))
        return 1
    print(f"ok: {len(sl)} slots filled with list words, crossings agree, no repeats")
    return 0


def cmd_blank(filled, layout):
    rows, cols, grid, questions = read_cwg(filled)
    with open(layout, "w") as f:
        f.write(f"{rows}\n{cols}\n")
        for row in grid:
            f.write("".join("." if ch.isalpha() else ch for ch in row) + "\n")
        for (r, c, t) in sorted(questions):
            f.write(f"{r} {c} {t}\n")


def cmd_stats(layout):
    rows, cols, grid, questions = read_cwg(layout)
    sl = slots(rows, cols, grid, questions)
    cells = sum(1 for row in grid for ch in row if ch == ".")
    print(f"slots={len(sl)} cells={cells}")


def cmd_run(seconds, out, err, cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(out, "wb") as o, open(err, "wb") as e:
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=o, stderr=e, start_new_session=True)
        try:
            rc = proc.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            proc.wait()
            rc = 124
        wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"{rc} {wall:.4f} {after.ru_utime - before.ru_utime:.4f} "
          f"{after.ru_stime - before.ru_stime:.4f} {after.ru_maxrss}")
    return 0


def main(argv):
    if len(argv) >= 2 and argv[1] == "deck" and len(argv) == 4:
        cmd_deck(argv[2], argv[3])
        return 0
    if len(argv) >= 2 and argv[1] == "check" and len(argv) == 5:
        return cmd_check(argv[2], argv[3], argv[4])
    if len(argv) >= 2 and argv[1] == "checkcwg" and len(argv) == 5:
        return cmd_checkcwg(argv[2], argv[3], argv[4])
    if len(argv) >= 2 and argv[1] == "blank" and len(argv) == 4:
        cmd_blank(argv[2], argv[3])
        return 0
    if len(argv) >= 2 and argv[1] == "stats" and len(argv) == 3:
        cmd_stats(argv[2])
        return 0
    if len(argv) >= 6 and argv[1] == "run":
        return cmd_run(float(argv[2]), argv[3], argv[4], argv[5:])
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
