#!/usr/bin/env python3
"""The clue-quality benchmark (issue 27): a fixed sample of real answer-clue pairs, rated as a
newspaper's puzzle editor would, and the shares of good / acceptable / wrong.

The answers are fixed: the words of the eleven --clued-only grids in bench/clue_grids/ (made
once, see bench/clue_grids/README.md). `cwg clue --seed 1` clues them with the code of today;
the sample is every word whose (grid, word) hash falls in one of SAMPLE_EVERY buckets (a
fixed seed, so the same words every run). A rating is kept per (answer, clue) pair in
bench/clue_ratings/LANG.tsv (answer, clue, rating, fault, reason): the same pair keeps its
rating whatever run made it, and a clue that changed is listed for rating.

  clue_pairs.py pairs  [--cwg BIN] [--out PAIRS.tsv] [--grids DIR]   clue the grids, write the sample
  clue_pairs.py score  PAIRS.tsv [--ratings FILE]     shares; unrated pairs listed (exit 1)
  clue_pairs.py unrated PAIRS.tsv [--ratings FILE]    the unrated pairs as rating rows
  clue_pairs.py solved DIR [--out PAIRS.tsv]          a sample of the sheets of a solve run
  clue_pairs.py clued DIR [--cwg BIN] [--out PAIRS.tsv]  the same sample of DIR's grids clued
                                                      by BIN (`cwg clue --seed 1`)
  clue_pairs.py changed --grid-dir DIR=PREFIX ... --before BIN [--cwg BIN] --out AFTER.tsv
                        --out-before BEFORE.tsv     every word of DIR's grids whose clue
                                                      differs between the two binaries
  clue_pairs.py refilled --before BEFORE_DIR --grid-dir AFTER_DIR=PREFIX --out AFTER.tsv
                        --out-before BEFORE.tsv     two solves' sheets of one seed: on each
                                                      grid whose layout is the same in both,
                                                      the words that differ slot by slot

`solved` reads the NAME.clues.tsv sheets of `cwg solve ... --clued-only --clue --out DIR`
(the grids differ run by run, so the answers are not fixed): every word of the 15x15 grids,
and of the larger ones the words whose (grid, word) hash falls in one of SOLVED_EVERY buckets:
about 250 pairs of the 11 test cases. `clued` clues the NAME.cwg grids of such a run with a
given binary first, so two binaries' clues of the same grids can be compared.

Ratings: good (printed unchanged), acceptable (right, but an editor rewrites it), wrong
(misleads or is false). Fault classes (for acceptable and wrong): form, word, sense, hard,
variant, bare, style, none (no clue), other."""
import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRIDS = os.path.join(ROOT, "bench", "clue_grids")
SAMPLE_EVERY = 4  # one word in four: about 190 of the seven grids' 752 words
SOLVED_EVERY = 30  # of the larger solved grids' 2,031 words: about 70
SEED = "1"
FAULTS = ["form", "word", "sense", "hard", "variant", "bare", "style", "none", "other"]


def sampled(grid, word):
    h = hashlib.sha1(f"{SEED}:{grid}:{word}".encode()).digest()
    return h[0] % SAMPLE_EVERY == 0


def make_pairs(cwg, out, grids=GRIDS):
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in sorted(os.listdir(grids)):
            if not name.endswith(".cwg"):
                continue
            sheet = os.path.join(tmp, name + ".tsv")
            subprocess.run([cwg, "clue", os.path.join(grids, name), "--seed", SEED, "-o", sheet],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            lines = [l.rstrip("\n").split("\t") for l in open(sheet, encoding="utf-8")]
            head = lines[0]
            wi, ci, si = head.index("word"), head.index("clue"), head.index("source")
            seen = set()
            for r in lines[1:]:
                word = r[wi]
                if word in seen or not sampled(name, word):
                    continue
                seen.add(word)
                clue = r[ci] if len(r) > ci else ""
                source = r[si] if len(r) > si else ""
                rows.append((name[:-4], word, clue, source))
    with open(out, "w", encoding="utf-8") as f:
        f.write("grid\tanswer\tclue\tsource\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    print(f"{len(rows)} pairs -> {out}")


def clue_sheets(cwg, grids, folder):
    """NAME.clues.tsv in `folder` for every NAME.cwg (or a fill's NAME.txt) of `grids`, clued
    by `cwg`."""
    for name in sorted(os.listdir(grids)):
        if name.endswith(".cwg") or name.endswith(".txt"):
            sheet = os.path.join(folder, name[:-4] + ".clues.tsv")
            # (exit 1 when a word has no clue: the sheet is written, that word's clue empty)
            subprocess.run([cwg, "clue", os.path.join(grids, name), "--seed", SEED, "-o", sheet],
                           stdout=subprocess.DEVNULL, check=False)
            if not os.path.exists(sheet):
                sys.exit(f"{cwg} clue {name}: no sheet written")


def solved_pairs(folder, out):
    rows = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".clues.tsv"):
            continue
        grid = name[:-len(".clues.tsv")]
        lines = [l.rstrip("\n").split("\t") for l in open(os.path.join(folder, name),
                                                           encoding="utf-8")]
        head = lines[0]
        wi, ci, si = head.index("word"), head.index("clue"), head.index("source")
        seen = set()
        for r in lines[1:]:
            word = r[wi]
            if word in seen:
                continue
            seen.add(word)
            h = hashlib.sha1(f"{SEED}:{grid}:{word}".encode()).digest()
            if not grid.startswith("15x15") and h[0] % SOLVED_EVERY != 0:
                continue
            rows.append((grid, word, r[ci] if len(r) > ci else "", r[si] if len(r) > si else ""))
    with open(out, "w", encoding="utf-8") as f:
        f.write("grid\tanswer\tclue\tsource\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    print(f"{len(rows)} pairs -> {out}")


def sheet_rows(path):
    lines = [l.rstrip("\n").split("\t") for l in open(path, encoding="utf-8")]
    head = lines[0]
    wi, ci, si = head.index("word"), head.index("clue"), head.index("source")
    get = lambda r, i: r[i] if len(r) > i else ""
    return [(r[wi], get(r, ci), get(r, si)) for r in lines[1:]]


def write_sides(sides):
    """Each side's pairs (grid, answer, clue, source) into its file, with a header."""
    for out, rows in sides.items():
        with open(out, "w", encoding="utf-8") as f:
            f.write("grid\tanswer\tclue\tsource\n")
            for r in rows:
                f.write("\t".join(r) + "\n")
        print(f"{len(rows)} pairs -> {out}")


def changed_pairs(before_cwg, cwg, grid_dirs, out_before, out_after):
    """Each grid of each DIR clued by both binaries: the words (once a grid) whose clue
    differs, the answer prefixed by the folder's PREFIX ("s23:OESE"), one file a side."""
    sides = {out_before: [], out_after: []}
    for spec in grid_dirs:
        folder, _, prefix = spec.partition("=")
        with tempfile.TemporaryDirectory() as tb, tempfile.TemporaryDirectory() as ta:
            clue_sheets(before_cwg, folder, tb)
            clue_sheets(cwg, folder, ta)
            for name in sorted(os.listdir(tb)):
                grid = name[:-len(".clues.tsv")]
                seen = set()
                for b, c in zip(sheet_rows(os.path.join(tb, name)),
                                sheet_rows(os.path.join(ta, name))):
                    if b[0] != c[0]:
                        sys.exit(f"{name}: the sheets differ in their words ({b[0]}, {c[0]})")
                    if b[1] == c[1] or b[0] in seen:
                        continue
                    seen.add(b[0])
                    answer = f"{prefix}:{b[0]}" if prefix else b[0]
                    sides[out_before].append((grid, answer, b[1], b[2]))
                    sides[out_after].append((grid, answer, c[1], c[2]))
    write_sides(sides)


def sheet_slots(path):
    """A sheet's (word, clue, source) by slot: (start row, start column, direction, length)."""
    lines = [l.rstrip("\n").split("\t") for l in open(path, encoding="utf-8")]
    head = lines[0]
    key = [head.index(k) for k in ("start_row", "start_col", "direction", "length")]
    wi, ci, si = head.index("word"), head.index("clue"), head.index("source")
    get = lambda r, i: r[i] if len(r) > i else ""
    return {tuple(r[i] for i in key): (r[wi], get(r, ci), get(r, si)) for r in lines[1:]}


def refilled_pairs(before_dir, after_spec, out_before, out_after):
    """The words of two solves' grids that differ slot by slot, on the grids whose layouts
    (every slot's start, direction and length) are the same; the others are named, left out.
    What a fill-side change (the mend) is judged on: the words it brought and the ones it
    replaced, the answer prefixed by PREFIX ("s23:OESE")."""
    after_dir, _, prefix = after_spec.partition("=")
    sides = {out_before: [], out_after: []}
    for name in sorted(n for n in os.listdir(before_dir) if n.endswith(".clues.tsv")):
        grid = name[:-len(".clues.tsv")]
        if not os.path.exists(os.path.join(after_dir, name)):
            print(f"{grid}: no sheet in {after_dir}, left out")
            continue
        b = sheet_slots(os.path.join(before_dir, name))
        a = sheet_slots(os.path.join(after_dir, name))
        if set(b) != set(a):
            print(f"{grid}: another layout, left out")
            continue
        moved = [k for k in sorted(b) if b[k][0] != a[k][0]]
        print(f"{grid}: {len(moved)} of {len(b)} words differ")
        for k in moved:
            for out, row in ((out_before, b[k]), (out_after, a[k])):
                answer = f"{prefix}:{row[0]}" if prefix else row[0]
                sides[out].append((grid, answer, row[1], row[2]))
    write_sides(sides)


def read_ratings(path):
    ratings = {}
    if not os.path.exists(path):
        return ratings
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if n == 1 or not line or line.startswith("#"):
            continue
        f = line.split("\t")
        if len(f) < 4 or f[2] not in ("good", "acceptable", "wrong"):
            sys.exit(f"{path}:{n}: expected answer, clue, good|acceptable|wrong, fault, reason")
        if f[2] != "good" and f[3] not in FAULTS:
            sys.exit(f"{path}:{n}: unknown fault class '{f[3]}'")
        ratings[(f[0], f[1])] = (f[2], f[3], f[4] if len(f) > 4 else "")
    return ratings


def read_pairs(path):
    rows = [l.rstrip("\n").split("\t") for l in open(path, encoding="utf-8")][1:]
    return [(r[1], r[2] if len(r) > 2 else "") for r in rows]


def score(pairs, ratings):
    counts, faults, unrated = Counter(), Counter(), []
    for answer, clue in pairs:
        if not clue:
            counts["wrong"] += 1
            faults["none"] += 1
            continue
        r = ratings.get((answer, clue))
        if r is None:
            unrated.append((answer, clue))
            continue
        counts[r[0]] += 1
        if r[0] != "good":
            faults[r[1]] += 1
    n = sum(counts.values())
    pct = lambda k: 100.0 * k / n if n else 0.0
    print(f"rated {n} of {len(pairs)} pairs: good {pct(counts['good']):.1f} %, "
          f"acceptable {pct(counts['acceptable']):.1f} %, wrong {pct(counts['wrong']):.1f} %")
    print("faults (acceptable or wrong), share of rated pairs: " +
          ", ".join(f"{k} {pct(v):.1f} %" for k, v in faults.most_common()))
    for answer, clue in unrated:
        print(f"unrated\t{answer}\t{clue}")
    return 1 if unrated else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["pairs", "score", "unrated", "solved", "clued",
                                         "changed", "refilled"])
    ap.add_argument("pairs_file", nargs="?")
    ap.add_argument("--cwg", default=os.path.join(ROOT, "build", "cwg"))
    ap.add_argument("--out", default="/tmp/clue_pairs_de.tsv")
    ap.add_argument("--grids", default=GRIDS,
                    help="the grids to clue (default bench/clue_grids; the held-out set: "
                    "bench/clue_grids_heldout)")
    ap.add_argument("--ratings", default=os.path.join(ROOT, "bench", "clue_ratings", "de.tsv"))
    ap.add_argument("--grid-dir", action="append", default=[],
                    help="changed: DIR=PREFIX, a folder of NAME.cwg grids (repeatable)")
    ap.add_argument("--before",
                    help="changed: the before binary; refilled: the before solve's --out")
    ap.add_argument("--out-before", help="changed: the before side's pairs")
    a = ap.parse_args()
    if a.mode == "changed":
        if not a.grid_dir or not a.before or not a.out_before:
            sys.exit("changed needs --grid-dir DIR=PREFIX, --before BIN and --out-before FILE")
        return changed_pairs(a.before, a.cwg, a.grid_dir, a.out_before, a.out)
    if a.mode == "refilled":
        if len(a.grid_dir) != 1 or not a.before or not a.out_before:
            sys.exit("refilled needs --before DIR, one --grid-dir DIR=PREFIX and --out-before FILE")
        return refilled_pairs(a.before, a.grid_dir[0], a.out_before, a.out)
    if a.mode == "pairs":
        return make_pairs(a.cwg, a.out, a.grids)
    if a.mode == "solved":
        return solved_pairs(a.pairs_file, a.out)
    if a.mode == "clued":
        with tempfile.TemporaryDirectory() as tmp:
            clue_sheets(a.cwg, a.pairs_file, tmp)
            return solved_pairs(tmp, a.out)
    pairs = read_pairs(a.pairs_file or a.out)
    ratings = read_ratings(a.ratings)
    if a.mode == "score":
        return score(pairs, ratings)
    seen = set()
    for answer, clue in pairs:
        if clue and (answer, clue) not in ratings and (answer, clue) not in seen:
            seen.add((answer, clue))
            print(f"{answer}\t{clue}\t\t\t")
    return 0


if __name__ == "__main__":
    sys.exit(main())
