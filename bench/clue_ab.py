#!/usr/bin/env python3
"""A blind before/after judgement of clue pairs by one judge.

  clue_ab.py mix BEFORE.tsv AFTER.tsv --out MIX.tsv [--seed S]
      the distinct (answer, clue) pairs of both files, shuffled, as `answer<TAB>clue`:
      what the judge sees (it does not know which file a pair came from)
  clue_ab.py score BEFORE.tsv AFTER.tsv JUDGED.tsv
      the judge's ratings (answer, clue, rating, fault, reason) split back into the two
      files: the shares of good / acceptable / wrong and of each fault class in each

A pair file is either the American bench's (grid, slot, answer, clue, no header) or the
German one's (a header naming `answer` and `clue`).
"""
import argparse
import collections
import csv
import random
import sys


def pairs(path):
    with open(path, encoding="utf-8") as f:
        rows = list(csv.reader(f, delimiter="\t"))
    if rows and "answer" in rows[0] and "clue" in rows[0]:
        a, c = rows[0].index("answer"), rows[0].index("clue")
        rows = rows[1:]
    else:
        a, c = 2, 3
    return [(r[a], r[c] if len(r) > c else "") for r in rows if len(r) > a]


def mix(args):
    both = sorted(set(pairs(args.before)) | set(pairs(args.after)))
    random.Random(args.seed).shuffle(both)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("answer\tclue\n")
        for answer, clue in both:
            f.write(f"{answer}\t{clue}\n")
    print(f"{len(both)} distinct pairs written to {args.out}")


def score(args):
    with open(args.judged, encoding="utf-8") as f:
        rows = list(csv.reader(f, delimiter="\t"))[1:]
    rating = {(r[0], r[1]): (r[2], r[3] if len(r) > 3 else "") for r in rows}
    for name, path in (("before", args.before), ("after", args.after)):
        ps = pairs(path)
        missing = [p for p in ps if p not in rating]
        if missing:
            sys.exit(f"clue_ab: {len(missing)} pairs of {path} not judged, e.g. {missing[0]}")
        n = len(ps)
        shares = collections.Counter(rating[p][0] for p in ps)
        faults = collections.Counter(rating[p][1] for p in ps if rating[p][0] != "good")
        line = ", ".join(f"{k} {100 * shares[k] / n:.1f} %" for k in ("good", "acceptable", "wrong"))
        fault = ", ".join(f"{k} {100 * v / n:.1f} %" for k, v in faults.most_common())
        print(f"{name} ({path}, {n} pairs): {line}; faults: {fault}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("mix")
    m.add_argument("before")
    m.add_argument("after")
    m.add_argument("--out", required=True)
    m.add_argument("--seed", type=int, default=7)
    s = sub.add_parser("score")
    s.add_argument("before")
    s.add_argument("after")
    s.add_argument("judged")
    args = ap.parse_args()
    mix(args) if args.cmd == "mix" else score(args)


if __name__ == "__main__":
    main()
