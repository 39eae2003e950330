#!/usr/bin/env python3
"""Calibrates the English clue confidence (clues/confidence_en.hpp, issue 27) on the pooled
judged pairs of every round: bench/clue_ratings/en*.tsv joined with the printable clues the
chooser offers today for their answers (bench/clues/clue_candidates).

Prints, for the joined pairs: the bands of the confidence (n, % good, % wrong), the same per
rating file, and by kind of clue (blank, gloss, one-word or longer synonym or generic term)
and rank within its headword's senses.

Usage: bench/clue_confidence_en.py [--tool build/bench/clues/clue_candidates]
       (build it first: cmake --build build --target clue_candidates)
"""
import argparse
import collections
import csv
import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WITHIN = 25  # clues/confidence_en.hpp, kConfidentWithin


def rank_within(c):
    r = c["rank"] - 1000000 if c["rank"] >= 1000000 else c["rank"]
    if c["inflected"]:
        return r % 1000
    return r - 500 if 500 <= r < 1000 else r


def confident(c):
    return c["source"].startswith("list:") or (not c["generic"] and rank_within(c) < WITHIN)


def kind(c):
    t = c["text"]
    if "___" in t:
        return "blank"
    if c["source"] == "wordnet":
        return "gloss"
    words = "1" if " " not in t else "M"
    return ("generic" if c["generic"] else "synonym") + words


def band(rows, label):
    n = len(rows)
    if n == 0:
        return
    good = sum(r == "good" for _, r, _ in rows)
    wrong = sum(r == "wrong" for _, r, _ in rows)
    print(f"| {label} | {n} | {100 * good / n:.1f} | {100 * wrong / n:.1f} |")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tool", default=os.path.join(ROOT, "build/bench/clues/clue_candidates"))
    args = ap.parse_args()
    files = sorted(glob.glob(os.path.join(ROOT, "bench/clue_ratings/en*.tsv")))
    judged = []
    for f in files:
        with open(f, encoding="utf-8") as fh:
            for r in csv.DictReader(fh, delimiter="\t"):
                a, clue, rating = r.get("answer") or "", r.get("clue") or "", r.get("rating")
                if a.isalpha() and a.isupper() and rating in ("good", "acceptable", "wrong"):
                    judged.append((os.path.basename(f), a, clue, rating))
    answers = "\n".join(sorted({a for _, a, _, _ in judged})) + "\n"
    out = subprocess.run([args.tool], input=answers, capture_output=True, text=True, check=True)
    offered = {}
    for line in out.stdout.splitlines():
        a, place, text, rank, source, generic, sense, inflected = line.split("\t")
        offered[(a, text)] = {"place": int(place), "text": text, "rank": int(rank),
                              "source": source, "generic": generic == "1",
                              "inflected": inflected == "1"}
    rows = [(f, rating, offered[(a, clue)]) for f, a, clue, rating in judged
            if (a, clue) in offered]
    print(f"{len(judged)} judged pairs, {len(rows)} of them offered today\n")
    print("| band | n | % good | % wrong |\n|---|---:|---:|---:|")
    band([x for x in rows if confident(x[2])], "confident")
    band([x for x in rows if not confident(x[2])], "not confident")
    band([x for x in rows if x[2]["place"] == 0 and confident(x[2])], "confident, offered first")
    band([x for x in rows if x[2]["place"] == 0 and not confident(x[2])],
         "not confident, offered first")
    for k in ["blank", "gloss", "synonym1", "synonymM", "generic1", "genericM"]:
        for lo, hi in [(-99, 15), (15, 25), (25, 40), (40, 100), (100, 10 ** 9)]:
            band([x for x in rows if kind(x[2]) == k and lo <= rank_within(x[2]) < hi],
                 f"{k}, within {lo}..{hi}")
    print("\n| file | confident n | % good | % wrong | not n | % good | % wrong |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for f in sorted({x[0] for x in rows}):
        cells = []
        for want in (True, False):
            sel = [x for x in rows if x[0] == f and confident(x[2]) == want]
            n = len(sel) or 1
            cells += [str(len(sel)), f"{100 * sum(x[1] == 'good' for x in sel) / n:.1f}",
                      f"{100 * sum(x[1] == 'wrong' for x in sel) / n:.1f}"]
        print(f"| {f} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
