#!/usr/bin/env python3
"""The confidence bands of the clues an American fill prints (issue 27, clues-en13): for each
pair file of bench/clues_en_bench.sh (pattern, slot, answer, clue) the share of its clues in
the confident (75 and up), middle (60-74) and lowest (below 60) band, as `cwg clue
--candidates --lang en` rates that clue, per pattern and in all; and per pattern how many
answers have no clue of the middle band or better at all (weak words: what the fill's mend
refills, american::mend_weak_words). (Which try filled a grid the pairs do not tell: the first
try's list, judged by rough ranks, holds some weak words too.)

  clue_bands.py [--cwg BIN] PAIRS.tsv...

The judged bands (bench/clue_confidence.py --lang en --by band, 22,470 rows before this
round): 75 -> 76.1 % good, 3.7 % wrong; 66 -> 63.2 / 8.7; 42 -> 43.2 / 19.0."""
import argparse
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clue_confidence import ROOT, candidate_rows  # noqa: E402

CONFIDENT, MIDDLE = 70, 60  # en::kConfident (75 and list clues 80), en::kMiddle (66)
NAMES = ("confident", "middle", "lowest")


def band(confidence):
    return 0 if confidence >= CONFIDENT else 1 if confidence >= MIDDLE else 2


def read_pairs(path):
    out = []
    for line in open(path, encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 4 and f[2].isalpha():
            out.append((f[0], f[2], f[3]))
    return out


def shares(counts):
    n = sum(counts) or 1
    return " | ".join(f"{100.0 * c / n:.1f}" for c in counts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cwg", default=os.path.join(ROOT, "build", "cwg"))
    ap.add_argument("pairs", nargs="+")
    a = ap.parse_args()
    files = {p: read_pairs(p) for p in a.pairs}
    answers = {w for rows in files.values() for _, w, _ in rows}
    clue_conf, best = {}, defaultdict(int)
    for d in candidate_rows(a.cwg, answers, "en"):
        if d["printable"] != "1":
            continue
        c = int(d["confidence"])
        clue_conf.setdefault((d["word"], d["clue"]), c)
        best[d["word"]] = max(best[d["word"]], c)
    print("| file | pattern | clues | % confident | % middle | % lowest | not offered | weak |")
    print("|---|---|---:|---:|---:|---:|---:|---|")
    total = [0, 0, 0]
    for path, rows in files.items():
        name = os.path.basename(path)
        per = defaultdict(lambda: [0, 0, 0, 0])
        weak = defaultdict(int)
        for pattern, word, clue in rows:
            c = clue_conf.get((word, clue))
            per[pattern][3 if c is None else band(c)] += 1
            weak[pattern] += best[word] < MIDDLE
        in_file = [0, 0, 0]
        for pattern, counts in per.items():
            n = sum(counts)
            print(f"| {name} | {pattern} | {n} | {shares(counts[:3])} | {counts[3]} | "
                  f"{weak[pattern]} |")
            for i in range(3):
                in_file[i] += counts[i]
        print(f"| {name} | all | {sum(in_file)} | {shares(in_file)} | | "
              f"{sum(weak.values())} |")
        for i in range(3):
            total[i] += in_file[i]
    if len(files) > 1:
        print(f"| all | all | {sum(total)} | {shares(total)} | | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
