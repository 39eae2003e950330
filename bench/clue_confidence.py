#!/usr/bin/env python3
"""A clue's confidence against the judges (issue 27): every German pair judged so far
(bench/clue_ratings/de*.tsv: answer, clue, rating, fault, reason) joined with what
`cwg clue --candidates` says of that clue today (its source, evidence and confidence), and the
shares of good and wrong per confidence band and per kind of evidence.

  clue_confidence.py [--cwg BIN] [--ratings GLOB] [--by band|kind|evidence|dump]
  clue_confidence.py --sheets DIR [--cwg BIN]   the confidence bands of a solve run's clues

A pair whose clue the sources no longer offer is counted as unmatched. Each rating row counts
(a pair judged twice counts twice)."""
import argparse
import glob
import os
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BANDS = [(0, 19), (20, 39), (40, 59), (60, 79), (80, 100)]


def read_ratings(pattern):
    rows = []
    for path in sorted(glob.glob(pattern)):
        for n, line in enumerate(open(path, encoding="utf-8"), 1):
            f = line.rstrip("\n").split("\t")
            if n == 1 or line.startswith("#") or len(f) < 3:
                continue
            if f[2] in ("good", "acceptable", "wrong") and f[1]:
                rows.append((f[0], f[1], f[2], f[3] if len(f) > 3 else ""))
    return rows


def candidates(cwg, answers):
    with tempfile.TemporaryDirectory() as tmp:
        words = os.path.join(tmp, "words.txt")
        with open(words, "w") as f:
            f.write("\n".join(sorted(answers)) + "\n")
        out = os.path.join(tmp, "c.tsv")
        subprocess.run([cwg, "clue", "--candidates", words, "-o", out], check=True)
        lines = [l.rstrip("\n").split("\t") for l in open(out, encoding="utf-8")]
    head = lines[0]
    table = {}
    for r in lines[1:]:
        d = dict(zip(head, r))
        d["position"] = sum(1 for k in table if k[0] == d["word"]) if False else 0
        table.setdefault((d["word"], d["clue"]), d)
    return table


def kind(d):
    src = d["source"]
    if src.startswith("list:"):
        src = "list"
    ev = d["evidence"]
    if src == "thesaurus":
        k = "th " + ("conf" if d["confirmed"] == "1" else "sense-conf" if "S" in ev
                     else "none-conf" if "N" in ev else "other-sense")
        k += " gen" if d["generic"] == "1" else " syn"
        return k
    if src == "dictionary:de":
        return "ding-syn " + ("conf" if d["confirmed"] == "1" else "-")
    return src


def report(groups, title):
    print(f"| {title} | judged | good % | acceptable % | wrong % |")
    print("|---|---:|---:|---:|---:|")
    for k in sorted(groups, key=lambda k: (-len(groups[k]), k) if not isinstance(k, tuple) else k):
        v = groups[k]
        n = len(v)
        g = 100.0 * v.count("good") / n
        a = 100.0 * v.count("acceptable") / n
        w = 100.0 * v.count("wrong") / n
        print(f"| {k if not isinstance(k, tuple) else f'{k[0]}-{k[1]}'} | {n} | {g:.0f} | {a:.0f} | {w:.0f} |")


def sheets(cwg, folder):
    pairs = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".clues.tsv"):
            lines = [l.rstrip("\n").split("\t") for l in open(os.path.join(folder, name),
                                                               encoding="utf-8")]
            wi, ci = lines[0].index("word"), lines[0].index("clue")
            pairs += [(r[wi], r[ci] if len(r) > ci else "") for r in lines[1:]]
    table = candidates(cwg, {p[0] for p in pairs})
    counts = defaultdict(int)
    for word, clue in pairs:
        d = table.get((word, clue))
        key = "not offered" if d is None else next(
            f"{b[0]}-{b[1]}" for b in BANDS if b[0] <= int(d["confidence"]) <= b[1])
        counts[key] += 1
    n = len(pairs)
    print(f"{n} clues of {folder}: " + ", ".join(
        f"{k} {100.0 * counts[k] / n:.1f} %" for k in sorted(counts)))
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cwg", default=os.path.join(ROOT, "build", "cwg"))
    ap.add_argument("--ratings", default=os.path.join(ROOT, "bench", "clue_ratings", "de*.tsv"))
    ap.add_argument("--by", default="band", choices=["band", "evidence", "kind", "dump"])
    ap.add_argument("--sheets", help="a folder of NAME.clues.tsv sheets (cwg solve --clue)")
    a = ap.parse_args()
    if a.sheets:
        return sheets(a.cwg, a.sheets)
    rows = read_ratings(a.ratings)
    table = candidates(a.cwg, {r[0] for r in rows})
    groups = defaultdict(list)
    unmatched = 0
    for answer, clue, rating, fault in rows:
        d = table.get((answer, clue))
        if d is None:
            unmatched += 1
            continue
        if a.by == "dump":
            print("\t".join([answer, clue, rating, fault, kind(d), d["evidence"], d["shared"],
                             d["confidence"]]))
            continue
        if a.by == "band":
            c = int(d["confidence"])
            key = next(b for b in BANDS if b[0] <= c <= b[1])
        elif a.by == "kind":
            key = kind(d)
        else:
            key = kind(d) + " " + d["evidence"] + (" shared" if int(d["shared"]) > 1 else "")
        groups[key].append(rating)
    if a.by != "dump":
        report(groups, {"band": "confidence", "kind": "source, evidence",
                        "evidence": "source, evidence bits"}[a.by])
    print(f"{len(rows)} rated rows, {len(rows) - unmatched} matched a clue offered today, "
          f"{unmatched} not", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
