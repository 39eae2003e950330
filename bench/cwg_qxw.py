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
  cwg_qxw.py normalize LIST OUT          write the list as both fillers should read it: upper
                                         case, AE/OE/UE/SS for umlauts and sharp s, words
                                         with any other character dropped, no repeats

A LAYOUT may also be a black-square grid GRID.txt (one line per row, '#' black, '.' empty,
A-Z given): its slots are the across runs of two or more open squares, row by row, then
the down runs, column by column; `checkcwg` then compares two such grids.
  cwg_qxw.py puzpatterns DIR OUT         the black-square pattern of every .puz in DIR as
                                         OUT/NAME.txt ('#' black, '.' every other square);
                                         diagramless and scrambled-looking files skipped,
                                         a pattern met before written once
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


def read_txt(path):
    with open(path, newline="") as f:
        lines = [l.rstrip("\r\n") for l in f.read().split("\n")]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    grid = [list(l.upper()) for l in lines]
    return len(grid), len(grid[0]), grid


def txt_slots(rows, cols, grid):
    """Runs of two or more open squares: across row by row, then down column by column."""
    out = []
    for down in (False, True):
        for a in range(cols if down else rows):
            run = []
            for b in range((rows if down else cols) + 1):
                y, x = (b, a) if down else (a, b)
                if b < (rows if down else cols) and grid[y][x] != "#":
                    run.append((y, x))
                    continue
                if len(run) >= 2:
                    out.append((("down" if down else "across", run[0]), run))
                run = []
    return out


def read_layout(path):
    """(rows, cols, grid, slots) of a .cwg layout or a .txt grid."""
    if path.endswith(".txt"):
        rows, cols, grid = read_txt(path)
        return rows, cols, grid, txt_slots(rows, cols, grid)
    rows, cols, grid, questions = read_cwg(path)
    return rows, cols, grid, slots(rows, cols, grid, questions)


def cmd_deck(layout, deck):
    rows, cols, grid, sl = read_layout(layout)
    width = len(str(rows * cols - 1))
    with open(deck, "w") as f:
        f.write(f"# {layout}: {rows}x{cols}, cells numbered row-major (r*{cols}+c)\n")
        for (q, cells) in sl:
            if len(cells) < 2:
                raise SystemExit(f"{layout}: question {q} has a word of length {len(cells)}")
            f.write(" ".join(str(y * cols + x).zfill(width) for (y, x) in cells) + "\n")


def load_words(wordlist):
    with open(wordlist, encoding="utf-8", errors="replace") as f:
        return {w.strip().upper() for w in f if w.strip()}


def cmd_check(layout, qxw_out, wordlist):
    rows, cols, grid, sl = read_layout(layout)
    answers = {}
    with open(qxw_out, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split()
            if len(parts) == 2 and parts[0].startswith("W") and parts[0][1:].isdigit():
                answers[int(parts[0][1:])] = parts[1].upper()
    problems = []
    for (q, cells) in sl:  # given letters kept
        for (y, x) in cells:
            if "A" <= grid[y][x] <= "Z":
                i = sl.index((q, cells))
                w = answers.get(i, "")
                k = cells.index((y, x))
                if k < len(w) and w[k] != grid[y][x]:
                    problems.append(f"given letter {grid[y][x]} at {(y, x)} became {w[k]}")
    return check_answers(rows, cols, grid, sl, answers, load_words(wordlist), problems)


def cmd_checkcwg(layout, filled, wordlist):
    problems = []
    if layout.endswith(".txt"):
        rows, cols, grid, sl = read_layout(layout)
        frows, fcols, fgrid = read_txt(filled)
        if (frows, fcols) != (rows, cols):
            print(f"INVALID: size {frows}x{fcols}, layout {rows}x{cols}")
            return 1
    else:
        rows, cols, grid, questions = read_cwg(layout)
        sl = slots(rows, cols, grid, questions)
        frows, fcols, fgrid, fquestions = read_cwg(filled)
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
    for i, (q, cells) in enumerate(sl):
        answers[i] = "".join(fgrid[y][x] for (y, x) in cells)
    return check_answers(rows, cols, grid, sl, answers, load_words(wordlist), problems)


def check_answers(rows, cols, grid, sl, answers, words, problems):
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


def cmd_puzpatterns(folder, out):
    """Reads only the header's size and the solution grid (Across Lite, offsets from 2 bytes
    before the magic ACROSS&DOWN: width at 0x2C, height at 0x2D, the solution from 0x34,
    '.' a black square)."""
    os.makedirs(out, exist_ok=True)
    seen = set()
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".puz") or "diagramless" in name:
            continue
        with open(os.path.join(folder, name), "rb") as f:
            data = f.read()
        # Some files carry bytes before the puzzle: it starts 2 bytes before the magic.
        base = data.find(b"ACROSS&DOWN\0") - 2
        if base < 0 or len(data) < base + 0x34:
            continue
        width, height = data[base + 0x2C], data[base + 0x2D]
        solution = data[base + 0x34:base + 0x34 + width * height]
        if width < 3 or height < 3 or len(solution) != width * height:
            continue
        rows = ["".join("#" if solution[r * width + c] in b".:" else "."
                        for c in range(width)) for r in range(height)]
        key = "\n".join(rows)
        if key in seen:
            continue
        seen.add(key)
        with open(os.path.join(out, name[:-4] + ".txt"), "w") as f:
            f.write(key + "\n")
    return 0


def cmd_stats(layout):
    rows, cols, grid, sl = read_layout(layout)
    cells = sum(1 for row in grid for ch in row if ch == ".")
    print(f"slots={len(sl)} cells={cells}")


def cmd_normalize(src, out):
    with open(src, "rb") as f:
        data = f.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    seen = set()
    with open(out, "w") as f:
        for line in text.splitlines():
            w = line.strip().upper()
            for a, b in (("Ä", "AE"), ("Ö", "OE"), ("Ü", "UE"), ("ß", "SS"), ("ẞ", "SS")):
                w = w.replace(a, b)
            if w and all("A" <= ch <= "Z" for ch in w) and w not in seen:
                seen.add(w)
                f.write(w + "\n")
    return 0


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
    if len(argv) >= 2 and argv[1] == "normalize" and len(argv) == 4:
        return cmd_normalize(argv[2], argv[3])
    if len(argv) >= 2 and argv[1] == "puzpatterns" and len(argv) == 4:
        return cmd_puzpatterns(argv[2], argv[3])
    if len(argv) >= 2 and argv[1] == "stats" and len(argv) == 3:
        cmd_stats(argv[2])
        return 0
    if len(argv) >= 6 and argv[1] == "run":
        return cmd_run(float(argv[2]), argv[3], argv[4], argv[5:])
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
