#!/usr/bin/env python3
"""Pool the judged German foreign-word rows (frz./ital./span./lat. clues) of every
de rating file and print n, % good and % wrong by language and answer length.

Usage: python3 bench/foreign_rows.py [glob]  (default bench/clue_ratings/*de*.tsv)
Each (answer, clue, file) row counts once; files without a rating column are skipped.
"""
import collections
import csv
import glob
import re
import sys

MARK = re.compile(r"(span|lat|ital|frz)\.:")


def pooled_rows(pattern):
    rows = {}
    for path in sorted(glob.glob(pattern)):
        with open(path, encoding="utf-8") as handle:
            reader = csv.reader(handle, delimiter="\t")
            header = next(reader, None)
            if not header or not {"answer", "clue", "rating"} <= set(header):
                continue
            ia, ic, ir = (header.index(k) for k in ("answer", "clue", "rating"))
            for row in reader:
                if len(row) <= max(ia, ic, ir):
                    continue
                mark = MARK.match(row[ic])
                if mark:
                    rows[(row[ia], row[ic], path)] = (mark.group(1), row[ia], row[ir])
    return rows.values()


def main():
    pattern = sys.argv[1] if len(sys.argv) > 1 else "bench/clue_ratings/*de*.tsv"
    counts = collections.defaultdict(collections.Counter)
    for lang, answer, rating in pooled_rows(pattern):
        band = "3-4" if len(answer) <= 4 else "5+"
        counts[(lang, band)][rating] += 1
        counts[(lang, "all")][rating] += 1
    print("lang\tlength\tn\tgood%\twrong%")
    for key in sorted(counts):
        c = counts[key]
        n = sum(c.values())
        print(f"{key[0]}\t{key[1]}\t{n}\t{100 * c['good'] / n:.0f}\t{100 * c['wrong'] / n:.0f}")


if __name__ == "__main__":
    main()
