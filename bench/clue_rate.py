#!/usr/bin/env python3
"""Joins the (answer, clue) pairs of a clue benchmark run with an editor's ratings and
prints the shares: good (printed unchanged), acceptable (printed after a rewrite), wrong
(misleads or fails), and the share of each fault class.

  clue_rate.py RATINGS.tsv PAIRS.tsv [--unrated FILE]

RATINGS.tsv: a header, then `answer<TAB>clue<TAB>rating<TAB>fault<TAB>reason`; rating is
good, acceptable or wrong; fault is empty for a good clue, else one class (agreement,
category, sense, obscure, abbr, style, fitb, stem, other). A rating judges the clue's
wording as a capitalized clue; the clue is looked up case-folded. Two house rules are
applied here, on every pair, not by hand: a clue that does not start with a capital letter
(or a digit, a quote or a blank ___) is at best acceptable (fault style-case), and an answer
that shares its stem with another answer of the same grid (ERR, ERRED) is at best acceptable
(fault stem), the longer of the two.
PAIRS.tsv: `grid<TAB>place<TAB>answer<TAB>clue` per entry (bench/clues_en_bench.sh).
Pairs with no rating are listed (and written to --unrated FILE as rating rows to fill in)."""
import collections
import sys

RATINGS = ("good", "acceptable", "wrong")
ENDINGS = ("S", "ES", "ED", "D", "ING", "ER", "ERS", "EST", "INGS")


def read_ratings(path):
    table = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if n == 1 or not line.strip() or line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 3 or cols[2] not in RATINGS:
                sys.exit(f"{path}:{n}: expected answer, clue, good|acceptable|wrong, fault, reason")
            fault = cols[3] if len(cols) > 3 else ""
            if cols[2] != "good" and not fault:
                sys.exit(f"{path}:{n}: a {cols[2]} clue needs its fault class")
            table[(cols[0], cols[1].casefold())] = (cols[2], fault)
    return table


def capitalized(clue):
    return bool(clue) and (clue[0].isupper() or clue[0].isdigit() or clue[0] in "\"'_")


def stem_mates(answers):
    """The answers that are another answer of the grid plus a regular ending."""
    out = set()
    for a in answers:
        for b in answers:
            if a != b and a.startswith(b) and a[len(b):] in ENDINGS:
                out.add(a)
            # a doubled consonant or a dropped e: STOPPED, RACING
            if a != b and len(b) >= 3 and (a.startswith(b + b[-1]) and a[len(b) + 1:] in ENDINGS
                                           or b.endswith("E") and a.startswith(b[:-1])
                                           and a[len(b) - 1:] in ("ING", "ED", "ER", "EST")):
                out.add(a)
    return out


def main():
    args = sys.argv[1:]
    unrated_file = None
    if "--unrated" in args:
        i = args.index("--unrated")
        unrated_file = args[i + 1]
        del args[i:i + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    table = read_ratings(args[0])
    pairs = [line.rstrip("\n").split("\t") for line in open(args[1], encoding="utf-8")
             if line.strip()]
    by_grid = collections.defaultdict(set)
    for grid, _, answer, _ in pairs:
        by_grid[grid].add(answer)
    mates = {g: stem_mates(a) for g, a in by_grid.items()}
    counts = collections.Counter()
    faults = collections.Counter()
    unrated = []
    examples = collections.defaultdict(list)
    for grid, place, answer, clue in pairs:
        if not clue:
            counts["wrong"] += 1
            faults["unclued"] += 1
            continue
        got = table.get((answer, clue.casefold()))
        if got is None:
            unrated.append((grid, place, answer, clue))
            continue
        rating, fault = got
        if rating == "good" and not capitalized(clue):
            rating, fault = "acceptable", "style-case"
        if rating == "good" and answer in mates[grid]:
            rating, fault = "acceptable", "stem"
        counts[rating] += 1
        if fault:
            faults[fault] += 1
            examples[fault].append(f"{answer} \"{clue}\"")
    rated = sum(counts.values())
    total = rated + len(unrated)
    print(f"pairs: {total}, rated: {rated}, unrated: {len(unrated)}")
    if rated:
        print("| rating | pairs | share |")
        print("|---|---|---|")
        for r in RATINGS:
            print(f"| {r} | {counts[r]} | {100 * counts[r] / rated:.1f} % |")
        print()
        print("| fault class | pairs | share | examples |")
        print("|---|---|---|---|")
        for f, n in faults.most_common():
            print(f"| {f} | {n} | {100 * n / rated:.1f} % | {', '.join(examples[f][:4])} |")
    if unrated:
        print()
        print("unrated:")
        for grid, place, answer, clue in unrated:
            print(f"  {grid} {place} {answer}\t{clue}")
    if unrated_file:
        with open(unrated_file, "w", encoding="utf-8") as f:
            for _, _, answer, clue in unrated:
                f.write(f"{answer}\t{clue}\t\t\t\n")


if __name__ == "__main__":
    main()
