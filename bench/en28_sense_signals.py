"""clues-en28: the pooled judged English rows of the middle and top bands (confidence 66 and
75) by WordNet signals of the clue's sense, to find one whose rows are mostly wrong.

Usage: python3 bench/clue_confidence.py --lang en --by dump [--ratings GLOB] > DUMP.tsv
       cut -f2 DUMP.tsv | sort -u > WORDS.txt
       cwg clue --candidates WORDS.txt --lang en > CAND.tsv
       python3 bench/en28_sense_signals.py DUMP.tsv CAND.tsv

Signals per row whose clue and answer are WordNet lemmas of one synset (or of two an
adjective's similar pointer links): how many of the answer's senses give the clue (the
candidates' `shared`), the sense numbers and tag counts (cntlist.rev) of both words in that
synset and in its part of speech, the domain pointers (;u ;r ;c), the lexicographer file.
"""
import collections
import re
import sys
WN = "/usr/share/wordnet/"
POS = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
FILES = ["noun", "verb", "adj", "adv"]
LEX = {}
# synsets: (file, offset) -> dict
syn = {}
for f in FILES:
    for line in open(WN + "data." + f, encoding="latin-1"):
        if line.startswith("  "):
            continue
        body, _, gloss = line.partition(" | ")
        p = body.split()
        off, lexf, ss = p[0], int(p[1]), p[2]
        n = int(p[3], 16)
        words = [re.sub(r"\(.*\)$", "", p[4 + 2 * i]).lower() for i in range(n)]
        k = 4 + 2 * n
        pc = int(p[k]); k += 1
        ptrs = []
        for i in range(pc):
            ptrs.append((p[k], p[k + 1], p[k + 2]))
            k += 4
        syn[(f, off)] = dict(ss=ss, lex=lexf, words=words, ptrs=ptrs, gloss=gloss.strip())
# index: lemma -> file -> [offsets]
idx = collections.defaultdict(dict)
for f in FILES:
    for line in open(WN + "index." + f, encoding="latin-1"):
        if line.startswith("  "):
            continue
        p = line.split()
        lemma = p[0]
        sc = int(p[2]); pc = int(p[3])
        offs = p[4 + pc + 2:]
        idx[lemma][f] = offs
# tag counts: (lemma, file, offset) via sense numbers in cntlist.rev: lemma%pos... sense_number count
tag = collections.defaultdict(int)
SSN = {"1": "noun", "2": "verb", "3": "adj", "4": "adv", "5": "adj"}
for line in open(WN + "cntlist.rev", encoding="latin-1"):
    key, num, cnt = line.split()
    lemma, _, rest = key.partition("%")
    tag[(lemma, SSN[rest[0]], int(num))] += int(cnt)


def norm(w):
    return re.sub(r"[^a-z]", "", w.lower())


def lemmas_of(word):
    w = word.lower().replace(" ", "_")
    return [w] if w in idx else []


def tags_pos(lemma, f):
    return sum(tag[(lemma, f, i + 1)] for i in range(len(idx[lemma].get(f, []))))


def answer_lemmas(ans):
    a = ans.lower()
    out = [a] if a in idx else []
    return out


# candidates: (word, clue) -> row
cand = {}
for line in open(sys.argv[2]):
    p = line.rstrip("\n").split("\t")
    if p[0] == "word":
        continue
    cand[(p[0], p[1])] = p

out = []
for line in open(sys.argv[1]):
    p = line.rstrip("\n").split("\t")
    f, ans, clue, rating, fault = p[:5]
    conf = p[8]
    if conf not in ("75", "66"):
        continue
    c = cand.get((ans, clue))
    shared = c[6] if c else "?"
    sim = c[12] if c else "?"
    sense = c[10] if c else "?"
    cl = lemmas_of(clue)
    al = answer_lemmas(ans)
    info = dict(file=f, ans=ans, clue=clue, rating=rating, fault=fault, conf=conf, shared=shared,
                sim=sim, sense=sense, kind=p[5])
    if cl and al:
        a, k = al[0], cl[0]
        best = None
        for fl in FILES:
            aoffs = idx[a].get(fl, [])
            koffs = idx[k].get(fl, [])
            for ai, ao in enumerate(aoffs):
                s = syn[(fl, ao)]
                linked = {ao}
                for (sym, o, pp) in s["ptrs"]:
                    if sym == "&" and pp == "a":
                        linked.add(o)
                for ki, ko in enumerate(koffs):
                    if ko in linked:
                        cand_ = (ai, ki, fl, ao, ko)
                        if best is None or (ai + ki) < (best[0] + best[1]):
                            best = cand_
        if best:
            ai, ki, fl, ao, ko = best
            s = syn[(fl, ao)]
            dom = "".join(sorted({sym for (sym, o, pp) in s["ptrs"] + syn[(fl, ko)]["ptrs"] if sym in (";u", ";r", ";c")}))
            atot = sum(tags_pos(a, g) for g in FILES)
            apos = tags_pos(a, fl)
            ktot = sum(tags_pos(k, g) for g in FILES)
            kpos = tags_pos(k, fl)
            info.update(found=1, pos=fl, a_sn=ai + 1, k_sn=ki + 1, a_n=len(idx[a][fl]), k_n=len(idx[k][fl]),
                        a_tag=tag[(a, fl, ai + 1)], k_tag=tag[(k, fl, ki + 1)], a_tot=atot, a_pos=apos,
                        k_tot=ktot, k_pos=kpos, dom=dom, lex=s["lex"], k_first_tag=tag[(k, fl, 1)],
                        k_lexfirst=syn[(fl, idx[k][fl][0])]["lex"], a_ss=s["ss"], k_ss=syn[(fl, ko)]["ss"], same=int(ao==ko), a_nsim=sum(1 for q in s["ptrs"] if q[0]=="&"), k_nsim=sum(1 for q in syn[(fl, ko)]["ptrs"] if q[0]=="&"))
        else:
            info.update(found=0)
    else:
        info.update(found=-1)
    out.append(info)

import json
rows = out


def tab(name, keyf, rs=rows, minn=30):
    d = collections.defaultdict(collections.Counter)
    for r in rs:
        try: k = keyf(r)
        except Exception: continue
        if k is None: continue
        d[k][r["rating"]] += 1
    print("==", name)
    for k in sorted(d, key=str):
        c = d[k]; n = sum(c.values())
        if n < minn: continue
        print(f"  {str(k):30} n={n:5} good={100*c['good']/n:5.1f} acc={100*c['acceptable']/n:5.1f} wrong={100*c['wrong']/n:5.1f}")
tab("conf", lambda r: r["conf"])
tab("found", lambda r: (r["conf"], r["found"]))
F = [r for r in rows if r.get("found") == 1]
tab("shared", lambda r: (r["conf"], min(int(r["shared"]),3)) if r["shared"]!="?" else None)
tab("a_tag0", lambda r: (r["conf"], r["a_tag"] == 0))
tab("a_pos0 (answer untagged in this pos)", lambda r: (r["conf"], r["a_pos"] == 0, r["a_tot"] > 0))
tab("k_tag0 (clue untagged in this sense)", lambda r: (r["conf"], r["k_tag"] == 0))
tab("k_sn", lambda r: (r["conf"], min(r["k_sn"], 3)))
tab("a_sn", lambda r: (r["conf"], min(r["a_sn"], 3)))
tab("dom", lambda r: (r["conf"], r["dom"]))
tab("k first sense tagged, this one not", lambda r: (r["conf"], r["k_sn"] > 1 and r["k_tag"] == 0 and r["k_first_tag"] > 0))
tab("clue word pos minor", lambda r: (r["conf"], r["k_pos"] * 2 < r["k_tot"]))
tab("answer pos minor", lambda r: (r["conf"], r["a_pos"] * 4 < r["a_tot"]))
tab("pos", lambda r: (r["conf"], r["pos"]))
tab("lex", lambda r: (r["conf"], r["lex"]), minn=60)
print("########## combos")
tab("a_tag0&k_tag0&shared1", lambda r: (r["conf"], r["a_tag"]==0 and r["k_tag"]==0 and r["shared"]=="1"))
tab("a_pos0 with a_tot>0 & k_tag0", lambda r: (r["conf"], r["a_pos"]==0 and r["a_tot"]>0 and r["k_tag"]==0 and r["shared"]=="1"))
tab("k_tag0 & k_tot big", lambda r: (r["conf"], r["k_tag"]==0, min(r["k_tot"]//20,3)))
tab("a untagged pos, a tagged other, by k_tag", lambda r: (r["conf"], r["a_pos"]==0 and r["a_tot"]>0, r["k_tag"]==0))
