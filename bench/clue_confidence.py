#!/usr/bin/env python3
"""A clue's confidence against the judges (issue 27): every pair judged so far
(bench/clue_ratings/de*.tsv or en*.tsv: answer, clue, rating, fault, reason) joined with what
`cwg clue --candidates` says of that clue today (its source, evidence and confidence), and the
shares of good and wrong per confidence band and per kind of evidence.

  clue_confidence.py [--lang de] [--cwg BIN] [--ratings GLOB] [--by band|kind|evidence|dump]
  clue_confidence.py --sheets DIR [--cwg BIN]   the confidence bands of a solve run's clues
                                  (in all and by the answer's length)
  clue_confidence.py --fill-list WORDS [--cwg BIN]   a word list's words per length by the
                                  confidence of the clue a --clued-only fill counts on
  clue_confidence.py --lang en [--cwg BIN] [--ratings GLOB] [--by band|dump]
  clue_confidence.py [--lang en] --compare BEFORE_BIN [--cwg BIN]   the judged answers whose
                                  best clue BIN changes, and the judged shares of the clues on
                                  each side

German: a pair whose clue the sources no longer offer is counted as unmatched; each rating row
counts (a pair judged twice counts twice). English (clues/confidence_en.hpp): the pairs whose
clue is among the printable ones the American chooser offers today, the bands of confidence
(n, % good, % wrong) in all, by kind of clue and rank within its headword's senses, and per
rating file; `--by dump` lists the joined pairs with what ranks them."""
import argparse
import glob
import os
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BANDS = [(0, 19), (20, 39), (40, 59), (60, 79), (80, 100)]


def answer_of(field):
    """The answer of a rating row: without the seed prefix of a changed-clue pair ("s19:ALS")."""
    return field.split(":", 1)[1] if ":" in field else field


def read_ratings(pattern):
    rows = []
    for path in sorted(glob.glob(pattern)):
        for n, line in enumerate(open(path, encoding="utf-8"), 1):
            f = line.rstrip("\n").split("\t")
            if n == 1 or line.startswith("#") or len(f) < 3:
                continue
            if f[2] in ("good", "acceptable", "wrong") and f[1]:
                rows.append((answer_of(f[0]), f[1], f[2], f[3] if len(f) > 3 else ""))
    return rows


def candidate_rows(cwg, answers, lang="de"):
    """`cwg clue --candidates` of `answers` as dicts by column name, best first per word."""
    with tempfile.TemporaryDirectory() as tmp:
        words = os.path.join(tmp, "words.txt")
        with open(words, "w") as f:
            f.write("\n".join(sorted(answers)) + "\n")
        out = os.path.join(tmp, "c.tsv")
        flags = ["--lang", "en"] if lang == "en" else []
        subprocess.run([cwg, "clue", "--candidates", words, "-o", out] + flags, check=True)
        lines = [l.rstrip("\n").split("\t") for l in open(out, encoding="utf-8")]
    return [dict(zip(lines[0], r)) for r in lines[1:]]


def candidates(cwg, answers):
    table = {}
    for d in candidate_rows(cwg, answers):
        table.setdefault((d["word"], d["clue"]), d)
    return table


# English (issue 27, clues-en8): what en::rank_within and en::confidence make of a clue.
WITHIN_BANDS = [(-99, 15), (15, 25), (25, 40), (40, 100), (100, 10 ** 9)]
EN_KINDS = ["blank", "gloss", "synonym1", "synonymM", "generic1", "genericM"]


def en_within(d):
    r = int(d["rank"])
    r = r - 1000000 if r >= 1000000 else r
    if d["inflected"] == "1":
        return r % 1000
    return r - 500 if 500 <= r < 1000 else r


def en_confident(d):
    return int(d["confidence"]) >= 70  # en::kConfident: the top band (75) and list clues (80)


def en_kind(d):
    t = d["clue"]
    if "___" in t:
        return "blank"
    if d["source"] == "wordnet":
        return "gloss"
    return ("generic" if d["generic"] == "1" else "synonym") + ("1" if " " not in t else "M")


def en_band(rows, label):
    n = len(rows)
    if n == 0:
        return
    good = sum(x[1] == "good" for x in rows)
    wrong = sum(x[1] == "wrong" for x in rows)
    print(f"| {label} | {n} | {100 * good / n:.1f} | {100 * wrong / n:.1f} |")


def english(a):
    judged = []
    for path in sorted(glob.glob(a.ratings)):
        judged += [(os.path.basename(path),) + r for r in read_ratings(path)
                   if r[0].isalpha() and r[0].isupper()]
    offered, place = {}, defaultdict(int)
    for d in candidate_rows(a.cwg, {r[1] for r in judged}, "en"):
        if d["printable"] != "1":
            continue
        d["place"] = place[d["word"]]
        place[d["word"]] += 1
        offered.setdefault((d["word"], d["clue"]), d)
    rows = [(f, rating, offered[(w, clue)], w, fault) for f, w, clue, rating, fault in judged
            if (w, clue) in offered]
    if a.by == "dump":
        for f, rating, d, w, fault in rows:
            print("\t".join([f, w, d["clue"], rating, fault, en_kind(d), str(en_within(d)),
                             d["sense"], d["confidence"], str(d["place"]), d["inflected"],
                             d.get("similar", "-")]))
        return 0
    print(f"{len(judged)} judged pairs, {len(rows)} of them offered today\n")
    print("| band | n | % good | % wrong |\n|---|---:|---:|---:|")
    en_band([x for x in rows if en_confident(x[2])], "confident")
    en_band([x for x in rows if not en_confident(x[2])], "not confident")
    for c in sorted({int(x[2]["confidence"]) for x in rows}, reverse=True):
        en_band([x for x in rows if int(x[2]["confidence"]) == c], f"confidence {c}")
    en_band([x for x in rows if x[2]["place"] == 0 and en_confident(x[2])],
            "confident, offered first")
    en_band([x for x in rows if x[2]["place"] == 0 and not en_confident(x[2])],
            "not confident, offered first")
    for k in EN_KINDS:
        for lo, hi in WITHIN_BANDS:
            en_band([x for x in rows if en_kind(x[2]) == k and lo <= en_within(x[2]) < hi],
                    f"{k}, within {lo}..{hi}")
    print("\n| file | confident n | % good | % wrong | not n | % good | % wrong |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for f in sorted({x[0] for x in rows}):
        cells = []
        for want in (True, False):
            sel = [x for x in rows if x[0] == f and en_confident(x[2]) == want]
            n = len(sel) or 1
            cells += [str(len(sel)), f"{100 * sum(x[1] == 'good' for x in sel) / n:.1f}",
                      f"{100 * sum(x[1] == 'wrong' for x in sel) / n:.1f}"]
        print(f"| {f} | " + " | ".join(cells) + " |")
    return 0


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


def band_of(c):
    return "not offered" if c is None else next(
        f"{b[0]}-{b[1]}" for b in BANDS if b[0] <= c <= b[1])


def length_group(word):
    n = len(word)
    return "2-4" if n <= 4 else "5-6" if n <= 6 else "7+"


def sheets(cwg, folder):
    """The confidence bands of a solve's printed clues, in all and by answer length."""
    pairs = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".clues.tsv"):
            lines = [l.rstrip("\n").split("\t") for l in open(os.path.join(folder, name),
                                                               encoding="utf-8")]
            wi, ci = lines[0].index("word"), lines[0].index("clue")
            pairs += [(r[wi], r[ci] if len(r) > ci else "") for r in lines[1:]]
    table = candidates(cwg, {p[0] for p in pairs})
    counts = defaultdict(lambda: defaultdict(int))
    for word, clue in pairs:
        d = table.get((word, clue))
        key = band_of(None if d is None else int(d["confidence"]))
        counts["all"][key] += 1
        counts[length_group(word)][key] += 1
    for group in ["all", "2-4", "5-6", "7+"]:
        n = sum(counts[group].values())
        if n:
            print(f"{n} clues of {folder}" + ("" if group == "all" else f", {group} letters") +
                  ": " + ", ".join(f"{k} {100.0 * counts[group][k] / n:.1f} %"
                                   for k in sorted(counts[group])))
    return 0


def fill_list(cwg, path):
    """How sure the clue of each word of a fill's list is, as a --clued-only fill sees it
    (clues/fill_words.cpp surely_clued_words: the first printable clue, a last resort
    skipped, a long foreign word never confident): words per length and band."""
    words = [w.strip() for w in open(path, encoding="utf-8") if w.strip()]
    words = [w.split(";")[0] for w in words]
    sure = {}
    for d in candidate_rows(cwg, set(words)):
        w, c = d["word"], int(d["confidence"])
        tr = d["source"].startswith("dictionary:") and d["source"] not in (
            "dictionary:de", "dictionary:abbr", "dictionary:place", "dictionary:name")
        if w in sure or d["printable"] != "1" or ((tr or "B" in d["evidence"]) and c < 10):
            continue
        sure[w] = min(c, 49) if tr and len(w) >= 7 else c
    cuts = [0, 10, 20, 30, 40, 50, 60, 80]
    print("length\tno clue\t" + "\t".join(f">={c}" for c in cuts))
    for n in sorted({len(w) for w in words}):
        of = [sure.get(w, -1) for w in words if len(w) == n]
        print(f"{n}\t{of.count(-1)}\t" + "\t".join(str(sum(s >= c for s in of)) for c in cuts))
    return 0


def best_clues(cwg, answers, lang="de"):
    """The best printable clue of each answer under `cwg`: German the best-ranked, English
    the first offered (the chooser's order, en::by_band)."""
    best = {}
    for d in candidate_rows(cwg, answers, lang):
        if d["printable"] == "1" and (d["word"] not in best or (
                lang == "de" and int(d["rank"]) < int(best[d["word"]]["rank"]))):
            best[d["word"]] = d
    return best


def compare(before_cwg, cwg, rows, lang="de"):
    """The judged answers whose best clue changes from `before_cwg` to `cwg`, each with the
    ratings of both clues, and the mean shares (a pair's rows averaged) on each side."""
    ratings = defaultdict(list)
    for answer, clue, rating, _ in rows:
        ratings[(answer, clue)].append(rating)
    answers = {r[0] for r in rows}
    before, after = best_clues(before_cwg, answers, lang), best_clues(cwg, answers, lang)
    sides = {"before": [], "after": []}
    changed = 0
    for answer in sorted(answers):
        b = before.get(answer, {}).get("clue", "")
        c = after.get(answer, {}).get("clue", "")
        if b == c:
            continue
        changed += 1
        rb, ra = ratings.get((answer, b), []), ratings.get((answer, c), [])
        print(f"{answer}\t{b}\t{','.join(rb)}\t->\t{c}\t{','.join(ra)}")
        for side, r in (("before", rb), ("after", ra)):
            if r:
                sides[side].append((r.count("good") / len(r), r.count("wrong") / len(r)))
    for side, shares in sides.items():
        n = len(shares)
        good = 100.0 * sum(g for g, _ in shares) / n if n else 0.0
        wrong = 100.0 * sum(w for _, w in shares) / n if n else 0.0
        print(f"{changed} answers changed; the {side} clues judged for {n}: "
              f"good {good:.0f} %, wrong {wrong:.0f} %")
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cwg", default=os.path.join(ROOT, "build", "cwg"))
    ap.add_argument("--lang", default="de", choices=["de", "en"])
    ap.add_argument("--ratings", help="the rating files (default bench/clue_ratings/LANG*.tsv)")
    ap.add_argument("--by", default="band", choices=["band", "evidence", "kind", "dump"])
    ap.add_argument("--sheets", help="a folder of NAME.clues.tsv sheets (cwg solve --clue)")
    ap.add_argument("--fill-list", metavar="WORDS",
                    help="a word list: its words per length by how sure their clue is")
    ap.add_argument("--compare", metavar="BEFORE_BIN",
                    help="the judged answers whose best clue --cwg changes from this binary's")
    a = ap.parse_args()
    if not a.ratings:
        a.ratings = os.path.join(ROOT, "bench", "clue_ratings", a.lang + "*.tsv")
    if a.lang == "en" and a.compare:
        rows = [r for r in read_ratings(a.ratings) if r[0].isalpha() and r[0].isupper()]
        return compare(a.compare, a.cwg, rows, "en")
    if a.lang == "en":
        return english(a)
    if a.sheets:
        return sheets(a.cwg, a.sheets)
    if a.fill_list:
        return fill_list(a.cwg, a.fill_list)
    rows = read_ratings(a.ratings)
    if a.compare:
        return compare(a.compare, a.cwg, rows)
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
