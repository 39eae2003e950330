#!/usr/bin/env python3
"""clues-de25: pooled German-level judged rows whose clue shares the first three letters of
the answer where rank_de.cpp's shares_stem (answer less -E/-N/-EN) does not fire.
Run from the repo root: python3 bench/de25_leak_prefix.py"""
import csv,glob,re,collections
def fold(s):
    s=s.upper()
    for a,b in (("Ä","AE"),("Ö","OE"),("Ü","UE"),("ß","SS")): s=s.replace(a,b)
    return s
def stem(a):
    s=a
    if s.endswith("EN") and len(s)>5: s=s[:-2]
    if (s.endswith("E") or s.endswith("N")) and len(s)>3: s=s[:-1]
    return s
seen={}
for f in glob.glob("bench/clue_ratings/*de*.tsv"):
    with open(f) as fh:
        r=csv.DictReader(fh,delimiter="\t")
        if not r.fieldnames or "rating" not in r.fieldnames: continue
        for row in r:
            a,c=row.get("answer",""),row.get("clue","")
            if a and c: seen[(a,c)]=(row["rating"],row.get("fault",""))
old=collections.Counter(); new=collections.Counter(); ex=[]
for (a,c),(rt,fl) in seen.items():
    words=[fold(w) for w in re.split(r"[ \-]",c) if re.fullmatch(r"[A-Za-zÄÖÜäöüß]+",w)]
    s=stem(a)
    if len(s)<3: continue
    hit_old=any(w!=a and w.startswith(s) for w in words)
    k = 3
    hit_new=(not hit_old) and len(a)>=4 and any(w!=a and len(w)>=k and w[:k]==a[:k] for w in words)
    if hit_old: old[rt]+=1
    if hit_new: new[rt]+=1; ex.append((a,c,rt,fl))
print("pairs",len(seen)); print("old stem rule",dict(old)); print("3-letter prefix, not old",dict(new))
for e in sorted(ex): print(*e,sep="\t")
