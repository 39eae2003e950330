#!/usr/bin/env python3
"""A blind before/after judgement of clue pairs by one judge.

  clue_ab.py mix BEFORE.tsv AFTER.tsv --out MIX.tsv [--seed S]
      the distinct (answer, clue) pairs of both files, shuffled, as `answer<TAB>clue`:
      what the judge sees (it does not know which file a pair came from)
  clue_ab.py score BEFORE.tsv AFTER.tsv JUDGED.tsv
      the judge's ratings (answer, clue, rating, fault, reason) split back into the two
      files: the shares of good / acceptable / wrong and of each fault class in each
  clue_ab.py changed SET:BEFORE.tsv:AFTER.tsv... --out BEFORE_OUT AFTER_OUT
      the rows whose clue differs between the two American pair files of one set (the same
      grids clued by two binaries), the grid prefixed `SET:`: what a judge can tell apart

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


def changed(args):
    before_out, after_out = (open(p, "w", encoding="utf-8") for p in args.out)
    n = 0
    for spec in args.sets:
        name, before, after = spec.split(":")
        with open(before, encoding="utf-8") as f:
            b = [line.rstrip("\n").split("\t") for line in f]
        with open(after, encoding="utf-8") as f:
            a = [line.rstrip("\n").split("\t") for line in f]
        if len(a) != len(b) or any(x[:3] != y[:3] for x, y in zip(b, a)):
            sys.exit(f"clue_ab: {before} and {after} are not the same grids' slots")
        for x, y in zip(b, a):
            if x[3:] != y[3:]:
                before_out.write("\t".join([f"{name}:{x[0]}"] + x[1:]) + "\n")
                after_out.write("\t".join([f"{name}:{y[0]}"] + y[1:]) + "\n")
                n += 1
    before_out.close()
    after_out.close()
    print(f"{n} pairs differ")


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
    c = sub.add_parser("changed")
    c.add_argument("sets", nargs="+")
    c.add_argument("--out", nargs=2, required=True)
    args = ap.parse_args()
    {"mix": mix, "score": score, "changed": changed}[args.cmd](args)


if __name__ == "__main__":
    main()
