#!/usr/bin/env python3
"""Checks clue sheets (cwg clue / --clue) on their own, sharing no code with clues/: per
sheet, words with a clue, clues that leak their answer (the answer in a clue word, a clue
word of 3+ letters in the answer, or four letters in a row shared; compared upper-cased with
umlauts spelled AE OE UE and ss for sharp s, other accents dropped; or the answer's spelling
variant: one word of its length one letter apart, OPA "Opi"; in an American sheet four letters
shared only in an ending both words have are none) and clues used twice.

  clues_check.py SHEET.tsv...     prints one line per sheet and a total; exit 1 on a leak
                                  or a repeat"""
import re
import os
import sys
import unicodedata

SPELL = {"Ä": "AE", "Ö": "OE", "Ü": "UE", "ä": "AE", "ö": "OE", "ü": "UE", "ß": "SS"}


def fold(text):
    """Umlauts and ß spelled out, then any other accent dropped (ê as e, ñ as n, œ as oe)."""
    text = "".join(SPELL.get(ch, ch) for ch in text).replace("œ", "oe").replace("Œ", "OE")
    return "".join(ch for ch in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(ch))


def words_of(clue):
    spelled = fold(clue).upper()
    return [w for w in re.split(r"[^A-Z]+", spelled) if w]


def ending_only(answer, word):
    """American sheets: every four-letter run the two share sits in the ending both have, of
    at most six letters with three or more before it in each ("Mindlessly" for SENSELESSLY):
    a suffix in common, no root (issue 27, 2026-11-29)."""
    common = 0
    while common < min(len(answer), len(word)) and answer[-1 - common] == word[-1 - common]:
        common += 1
    if not 4 <= common <= 6 or len(answer) - common < 3 or len(word) - common < 3:
        return False
    runs = {answer[i:i + 4] for i in range(len(answer) - 3)}
    for i in range(len(word) - 3):
        if word[i:i + 4] in runs and i < len(word) - common:
            return False
    return all(answer.find(r) >= len(answer) - common for r in runs if r in word)


def leaks(answer, clue, american=False):
    words = words_of(clue)
    whole = "".join(words)
    if not whole:
        return False
    if answer in whole or whole in answer:
        return True
    # A spelling variant gives it away too: one word of its length, one letter apart.
    if len(words) == 1 and len(whole) == len(answer) and \
            sum(a != b for a, b in zip(whole, answer)) == 1:
        return True
    for w in words:
        if answer in w or (len(w) >= 3 and w in answer):
            return True
        if american and ending_only(answer, w):
            continue
        if any(answer[i:i + 4] in w for i in range(len(answer) - 3)):
            return True
    return False


def check(path):
    rows = [line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8")]
    head, body = rows[0], rows[1:]
    wi, ci = head.index("word"), head.index("clue")
    clued = [r for r in body if len(r) > ci and r[ci]]
    american = "direction" in head  # an American grid's sheet (cwg words --tsv columns)
    bad = [(r[wi], r[ci]) for r in clued if leaks(r[wi], r[ci], american)]
    seen, twice = set(), []
    for r in clued:
        key = " ".join(words_of(r[ci]))
        if key in seen:
            twice.append(r[ci])
        seen.add(key)
    return len(body), len(clued), bad, twice


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) > 1 else 2
    total = clued_total = 0
    failed = False
    for path in sys.argv[1:]:
        if not os.path.isfile(path):
            print(f"clues_check.py: {path}: no such sheet", file=sys.stderr)
            return 2
        n, c, bad, twice = check(path)
        total += n
        clued_total += c
        failed = failed or bool(bad) or bool(twice)
        print(f"{path}\t{c}/{n} clued\tleaks {len(bad)} {bad[:3]}\ttwice {len(twice)} {twice[:3]}")
    if total:
        print(f"total\t{clued_total}/{total} clued ({100.0 * clued_total / total:.1f} %)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
