#!/usr/bin/env python3
"""clues-de26: pooled judged German rows (bench/clue_ratings/*de*.tsv, the last rating of a
pair kept) on which two proposed rules fire: a clue word with the answer's root (both less a
derivational or inflectional ending, the clue word less ge-, umlauts folded; SATT
"gesättigt", REUIG "reuevoll") and a clue that is the answer in another spelling (c/z/k,
ph/f, th/t, y/i, doubled letters; KALZIT "Calcit"). Run from the repo root."""
import collections, csv, glob, re, sys

def fold(s):
    s = s.upper()
    for a, b in (("Ä", "A"), ("Ö", "O"), ("Ü", "U"), ("ß", "SS"), ("AE", "A"), ("OE", "O"), ("UE", "U")):
        s = s.replace(a, b)
    return s

ANSWER_ENDS = ["ISCH", "LICH", "HAFT", "UNG", "IG", "OS", "US", "EN", "E", "N"]
WORD_ENDS = ["IGT", "IG", "ISCH", "LICH", "VOLL", "LOS", "HAFT", "SAM", "UNG", "EN", "ER", "ES", "EM", "E", "T"]
INFL = ["EN", "ER", "ES", "EM", "E"]

def answer_root(a):
    r = fold(a)
    for e in ANSWER_ENDS:
        if r.endswith(e) and len(r) - len(e) >= 3:
            return r[: -len(e)]
    return r

def word_roots(w):
    r = fold(w)
    out = {r}
    if (r.startswith("GE") or r.startswith("BE")) and len(r) >= 6:
        out.add(r[2:])
    # up to three endings off, each leaving 3 letters
    for _ in range(3):
        more = set()
        for x in out:
            for e in WORD_ENDS:
                if x.endswith(e) and len(x) - len(e) >= 3:
                    more.add(x[: -len(e)])
        out |= more
    return out

def root_leak(answer, clue):
    ar = answer_root(answer)
    if len(ar) < 3:
        return False
    for w in re.split(r"[^A-Za-zÄÖÜäöüß]+", clue):
        if not w or fold(w) == fold(answer):
            continue
        if ar in word_roots(w):
            return True
    return False

def key(w):
    w = fold(w)
    w = w.replace("PH", "F").replace("TH", "T").replace("CK", "K")
    out = ""
    for i, c in enumerate(w):
        n = w[i + 1] if i + 1 < len(w) else ""
        if c == "C":
            if n == "H":
                out += c; continue
            c = "Z" if n in ("E", "I", "Y") else "K"
        if c == "Y":
            c = "I"
        if out and out[-1] == c:
            continue
        out += c
    return out

def spelling_variant(answer, clue):
    words = [w for w in re.split(r"[^A-Za-zÄÖÜäöüß]+", clue) if w]
    if len(words) != 1:
        return False
    w = words[0]
    return fold(w) != fold(answer) and key(w) == key(answer)

if __name__ == "__main__":
    seen = {}
    for f in sorted(glob.glob("bench/clue_ratings/de*.tsv") + glob.glob("bench/clue_ratings/level_de*.tsv")):
        for n, line in enumerate(open(f, encoding="utf-8")):
            x = line.rstrip("\n").split("\t")
            if n == 0 or len(x) < 3 or x[2] not in ("good", "acceptable", "wrong"):
                continue
            a = x[0].split(":", 1)[-1]
            seen[(a, x[1])] = (x[2], x[3] if len(x) > 3 else "")
    print("pairs", len(seen))
    for name, rule in (("root", root_leak), ("spelling", spelling_variant)):
        c = collections.Counter(); ex = []
        for (a, cl), (rt, fl) in seen.items():
            if rule(a, cl):
                c[rt] += 1; ex.append((a, cl, rt, fl))
        print(name, dict(c))
        for e in sorted(ex):
            print("  ", *e, sep="\t")

def one_more(l, s):
    if len(l) != len(s) + 1: return False
    i = 0
    while i < len(s) and l[i] == s[i]: i += 1
    return l[i + 1:] == s[i:]

def old_variant(a, w):
    if len(w) == len(a):
        d = [i for i in range(len(a)) if w[i] != a[i]]
        if len(d) == 1: return True
        return len(d) == 2 and d[1] == d[0] + 1 and w[d[0]] == a[d[1]] and w[d[1]] == a[d[0]]
    return min(len(w), len(a)) >= 4 and (one_more(w, a) or one_more(a, w))

def key_variant(answer, clue):
    words = [w for w in re.split(r"[^A-Za-zÄÖÜäöüß]+", clue) if w]
    if len(words) != 1: return False
    w = fold(words[0]); a = fold(answer)
    if w == a or old_variant(a, w): return False
    return old_variant(key(a), key(w))

if __name__ == "__main__":
    c = collections.Counter()
    for (a, cl), (rt, fl) in seen.items():
        if key_variant(a, cl):
            c[rt] += 1; print("  key1", a, cl, rt, fl, sep="\t")
    print("one letter on keys", dict(c))
