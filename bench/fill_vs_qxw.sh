#!/usr/bin/env bash
# `cwg fill` against Qxw's batch filler (/usr/games/qxw -b, Debian package qxw) on the
# same fixed layouts and the same word list.
#
# Layouts:
#   example   the challenge's example_grids/*.cwg (6x6, 18x14, 23x19): made by others
#   cwg-sN    layouts that `cwg solve --seed N` designs for the test cases (15x15, 20x30,
#             40x40 for every seed in SEEDS; island_1, island_2 for the first seed), with
#             the letters blanked to '.'. NB: cwg designed these together with its own
#             filler, so they may suit it; the example grids are the neutral ones.
#   cwg-long  the same with long words and few question fields (--max-word 20
#             --question-share 12): 15x15 and 25x25
#   puz-*     the black-square patterns of the real .puz files of ../shared/formats/puz
#             (every white square open, each pattern once), with the English list
#   am-*      American black-square grids (bench/american/make_patterns.py: 5x5 to 21x21,
#             rotational symmetry, words of 3+ letters), filled with the English list
#             (ENGLISH, default /usr/share/dict/american-english) and, for AM_GERMAN of
#             them, with the German list too. Both tools read the lists normalized the
#             same way (bench/cwg_qxw.py normalize: A-Z, umlauts spelled out, no repeats).
# Each layout's slots (question + arrow, SPEC.md's arrow table) become a Qxw "deck": one
# line per slot listing its cells, numbered row-major. Qxw's deck defaults are kept:
# deterministic fill, every answer used at most once (SPEC rule 7; ".UNIQUE 0" would
# allow repeats).
#
# Per layout, one after the other (the order alternates from layout to layout):
#   cwg fill LAYOUT --dict D --time LIMIT          (default threads: all cores)
#   cwg fill LAYOUT --dict D --time LIMIT --threads 1
#   qxw -b -d D DECK                               (killed after LIMIT s)
# Wall time, CPU time (user + system, all threads, from getrusage) and peak memory are
# taken around each process by bench/cwg_qxw.py run, so they include start-up and
# loading the word list; Qxw is killed after LIMIT s (SIGKILL). Every fill is checked:
# cwg's with `cwg score` (must say valid) and with bench/cwg_qxw.py checkcwg; Qxw's
# "W<i> WORD" output with bench/cwg_qxw.py check (every slot a list word, crossings
# agree, no repeats).
# A fill not found within LIMIT seconds counts as ">LIMIT s".
#
# Usage: bench/fill_vs_qxw.sh
# Environment:
#   CWG        cwg binary (default: build-bench/cwg, built/updated first)
#   QXW        Qxw binary (default /usr/games/qxw)
#   DICT       word list (default ../shared/challenge/useful/wordlist.txt from the repo root)
#   CHALLENGE  the challenge folder (default ../shared/challenge)
#   PUZ        the folder of .puz files (default ../shared/formats/puz; none = no puz-*)
#   LIMIT      seconds per fill (default 60)
#   SEEDS      seeds for the cwg-made layouts (default "1 2")
#   ENGLISH    English word list for the American grids (default american-english; none =
#              no American grids)
#   AM_GERMAN  American patterns also filled with the German list (default
#              "5x5_1_open 9x9_1 13x13_1 15x15_1")
#   REPS       runs of each fill (default 1; the report shows medians)
#   QXW_HEAD   directive lines put at the top of every deck, e.g. ".RANDOM 1" for Qxw's
#              randomised fill (default none: Qxw's deterministic default)
#   KEEP=1     keep the temporary folder (layouts, decks, outputs, raw timings)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib.sh
. "$ROOT/bench/lib.sh"
CHALLENGE=${CHALLENGE:-$ROOT/../shared/challenge}
PUZ=${PUZ:-$ROOT/../shared/formats/puz}
DICT=${DICT:-$CHALLENGE/useful/wordlist.txt}
QXW=${QXW:-/usr/games/qxw}
QXW_HEAD=${QXW_HEAD:-}
LIMIT=${LIMIT:-60}
SEEDS=${SEEDS:-1 2}
REPS=${REPS:-1}
ENGLISH=${ENGLISH-/usr/share/dict/american-english}
AM_GERMAN=${AM_GERMAN-5x5_1_open 9x9_1 13x13_1 15x15_1}
HELPER=$ROOT/bench/cwg_qxw.py

command -v python3 >/dev/null || die "python3 is missing"
[ -f "$DICT" ] || die "word list $DICT not found (set DICT=...)"
[ -d "$CHALLENGE/example_grids" ] || die "$CHALLENGE/example_grids not found (set CHALLENGE=...)"
[ -x "$QXW" ] || die "Qxw not found at $QXW (Debian: apt-get install qxw; or set QXW=...)"
DICT=$(realpath "$DICT")
build_cwg

work_dir fill-vs-qxw
mkdir -p "$TMP/layouts" "$TMP/runs" "$TMP/lists"
# Both tools read the same normalized lists.
python3 "$HELPER" normalize "$DICT" "$TMP/lists/de.txt"
[ -n "$ENGLISH" ] && [ -f "$ENGLISH" ] && python3 "$HELPER" normalize "$ENGLISH" "$TMP/lists/en.txt"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
started=$(date +%s)

# --- layouts ------------------------------------------------------------------------
: >"$TMP/layouts.tsv"   # name, origin, file, word list
for f in "$CHALLENGE"/example_grids/*.cwg; do
  n=$(basename "$f" .cwg)
  cp "$f" "$TMP/layouts/$n.cwg"
  printf '%s\t%s\t%s\t%s\n' "$n" example "$TMP/layouts/$n.cwg" "$TMP/lists/de.txt" >>"$TMP/layouts.tsv"
done
first=1
for seed in $SEEDS; do
  inputs=("$ROOT/test_cases/15x15_1.cwg" "$ROOT/test_cases/20x30_1.cwg" "$ROOT/test_cases/40x40_1.cwg")
  [ $first = 1 ] && inputs+=("$ROOT/test_cases/island_1.cwg" "$ROOT/test_cases/island_2.cwg")
  first=0
  echo "fill_vs_qxw: designing layouts with cwg solve --seed $seed" >&2
  # --target 99.5: the first good layout is enough here (the default would spend its
  # whole-run budget polishing the ratings, which this bench does not look at).
  "$CWG" solve "${inputs[@]}" --dict "$DICT" --seed "$seed" --target 99.5 --out "$TMP/solve$seed" \
    --zip "$TMP/solve$seed.zip" --quiet || true
  for f in "${inputs[@]}"; do
    b=$(basename "$f" .cwg)
    if [ -f "$TMP/solve$seed/$b.cwg" ]; then
      n="cwg-s$seed-$b"
      python3 "$HELPER" blank "$TMP/solve$seed/$b.cwg" "$TMP/layouts/$n.cwg"
      printf '%s\t%s\t%s\t%s\n' "$n" "cwg solve --seed $seed" "$TMP/layouts/$n.cwg" "$TMP/lists/de.txt" >>"$TMP/layouts.tsv"
    else
      echo "fill_vs_qxw: cwg solve --seed $seed gave no grid for $b; layout skipped" >&2
    fi
  done
done
# Long words, few question fields: harder layouts of cwg's own design.
mkdir -p "$TMP/long"
grid "$TMP/long/15x15.cwg" 15 15
grid "$TMP/long/25x25.cwg" 25 25
echo "fill_vs_qxw: designing long-word layouts" >&2
"$CWG" solve "$TMP/long/15x15.cwg" "$TMP/long/25x25.cwg" --dict "$DICT" --seed 1 --max-word 20 \
  --question-share 12 --time 30 --target 99.5 --out "$TMP/longout" --zip "$TMP/long.zip" --quiet || true
for b in 15x15 25x25; do
  if [ -f "$TMP/longout/$b.cwg" ]; then
    python3 "$HELPER" blank "$TMP/longout/$b.cwg" "$TMP/layouts/cwg-long-$b.cwg"
    printf '%s\t%s\t%s\t%s\n' "cwg-long-$b" "cwg solve, long words" "$TMP/layouts/cwg-long-$b.cwg" \
      "$TMP/lists/de.txt" >>"$TMP/layouts.tsv"
  fi
done
# American grids.
if [ -f "$TMP/lists/en.txt" ]; then
  python3 "$ROOT/bench/american/make_patterns.py" "$TMP/american" 1
  for f in "$TMP"/american/*.txt; do
    b=$(basename "$f" .txt)
    printf '%s\t%s\t%s\t%s\n' "am-$b-en" "American, English" "$f" "$TMP/lists/en.txt" >>"$TMP/layouts.tsv"
  done
  for b in $AM_GERMAN; do
    [ -f "$TMP/american/$b.txt" ] &&
      printf '%s\t%s\t%s\t%s\n' "am-$b-de" "American, German" "$TMP/american/$b.txt" \
        "$TMP/lists/de.txt" >>"$TMP/layouts.tsv"
  done
fi
# The black-square patterns of the real .puz files (every white square open), English list.
if [ -f "$TMP/lists/en.txt" ] && [ -d "$PUZ" ]; then
  python3 "$HELPER" puzpatterns "$PUZ" "$TMP/puz"
  for f in "$TMP"/puz/*.txt; do
    [ -f "$f" ] || continue
    b=$(basename "$f" .txt)
    printf '%s\t%s\t%s\t%s\n' "puz-$b-en" ".puz pattern, English" "$f" "$TMP/lists/en.txt" >>"$TMP/layouts.tsv"
  done
fi
# A one-slot layout: what remains is start-up and loading the word list.
printf '1\n3\n?..\n0 0 3\n' >"$TMP/layouts/startup.cwg"
printf '%s\t%s\t%s\t%s\n' startup "one 2-letter slot" "$TMP/layouts/startup.cwg" "$TMP/lists/de.txt" >>"$TMP/layouts.tsv"

# --- runs -----------------------------------------------------------------------------
: >"$TMP/runs.tsv"   # layout, tool, rep, rc, wall, user, sys, maxrss_kb, verdict, cwg_search_s

# measure SECONDS TAG CMD...: runs CMD (killed after SECONDS), stdout to
# $TMP/runs/TAG.out, stderr to TAG.err; sets RC, WALL, T_USER, T_SYS (s) and T_RSS (KB).
measure() {
  local secs=$1 tag=$2
  shift 2
  read -r RC WALL T_USER T_SYS T_RSS < <(python3 "$HELPER" run "$secs" "$TMP/runs/$tag.out" \
    "$TMP/runs/$tag.err" "$@")
}

run_cwg() {   # run_cwg LAYOUT_NAME FILE LIST REP THREADS_TOOLNAME [FLAGS...]
  local n=$1 f=$2 list=$3 rep=$4 tool=$5
  shift 5
  local tag="$n.$tool.$rep" verdict search ext=${f##*.}
  measure $((LIMIT + 30)) "$tag" "$CWG" fill "$f" --dict "$list" --time "$LIMIT" \
    -o "$TMP/runs/$tag.$ext" "$@"
  search=$(sed -n 's/^filled .* in \([0-9.]*\) s$/\1/p' "$TMP/runs/$tag.err" | tail -n 1)
  if [ "$RC" = 0 ] && [ -f "$TMP/runs/$tag.$ext" ]; then
    # .cwg: cwg's validator and the stand-alone check; .txt: the stand-alone check only.
    if { [ "$ext" = txt ] ||
         { "$CWG" score "$TMP/runs/$tag.$ext" --dict "$list" --json >"$TMP/runs/$tag.score" 2>&1 &&
           grep -q '"valid": true' "$TMP/runs/$tag.score"; }; } &&
       python3 "$HELPER" checkcwg "$f" "$TMP/runs/$tag.$ext" "$list" >"$TMP/runs/$tag.check"; then
      verdict=ok
    else
      verdict=INVALID
    fi
  elif [ "$RC" = 3 ] && grep -q "no fill exists" "$TMP/runs/$tag.err"; then
    verdict=proof
  elif [ "$RC" = 3 ]; then
    verdict=nofill
  else
    verdict="error$RC"
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$tool" "$rep" "$RC" "$WALL" "$T_USER" \
    "$T_SYS" "$T_RSS" "$verdict" "${search:--}" >>"$TMP/runs.tsv"
}

run_qxw() {   # run_qxw LAYOUT_NAME FILE LIST REP
  local n=$1 f=$2 list=$3 rep=$4
  local tag="$n.qxw.$rep" verdict
  python3 "$HELPER" deck "$f" "$TMP/layouts/$n.body"
  { [ -n "$QXW_HEAD" ] && printf '%s\n' "$QXW_HEAD"; cat "$TMP/layouts/$n.body"; } >"$TMP/layouts/$n.qxd"
  measure "$LIMIT" "$tag" "$QXW" -b -d "$list" "$TMP/layouts/$n.qxd"
  case $RC in
    0) if python3 "$HELPER" check "$f" "$TMP/runs/$tag.out" "$list" >"$TMP/runs/$tag.check"; then
         verdict=ok
       else
         verdict=INVALID
       fi ;;
    124) verdict=timeout ;;
    4) verdict=nofill ;;   # Qxw: no solution exists
    *) verdict="error$RC" ;;
  esac
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" qxw "$rep" "$RC" "$WALL" "$T_USER" \
    "$T_SYS" "$T_RSS" "$verdict" - >>"$TMP/runs.tsv"
}

i=0
while IFS=$'\t' read -r n _origin f list; do
  for rep in $(seq 1 "$REPS"); do
    echo "fill_vs_qxw: $n (run $rep)" >&2
    if [ $(((i + rep) % 2)) = 0 ]; then
      run_cwg "$n" "$f" "$list" "$rep" cwg --threads 2
      run_cwg "$n" "$f" "$list" "$rep" cwg1 --threads 1
      run_qxw "$n" "$f" "$list" "$rep"
    else
      run_qxw "$n" "$f" "$list" "$rep"
      run_cwg "$n" "$f" "$list" "$rep" cwg1 --threads 1
      run_cwg "$n" "$f" "$list" "$rep" cwg --threads 2
    fi
  done
  i=$((i + 1))
done <"$TMP/layouts.tsv"

# --- report -------------------------------------------------------------------------
python3 - "$TMP" "$(commit_tag)" "$(machine_line)" "$load_before" "$LIMIT" "$DICT" "$CWG" \
  "$QXW" "$(( $(date +%s) - started ))" "$REPS" "$QXW_HEAD" <<'EOF'
import os, statistics, sys, datetime
tmp, tag, machine, load_before, limit, dict_, cwg, qxw, total, reps, qxw_head = sys.argv[1:12]
limit = float(limit)

layouts = [l.rstrip("\n").split("\t") for l in open(os.path.join(tmp, "layouts.tsv"))]
runs = {}
for line in open(os.path.join(tmp, "runs.tsv")):
    n, tool, rep, rc, wall, user, sys_, rss, verdict, search = line.rstrip("\n").split("\t")
    runs.setdefault((n, tool), []).append(dict(
        rc=rc, wall=float(wall), cpu=float(user) + float(sys_), rss=int(rss) / 1024,
        verdict=verdict, search=None if search == "-" else float(search)))

def med(rs, key):
    vals = [r[key] for r in rs if r[key] is not None]
    return statistics.median(vals) if vals else None

def num(v, digits=2):
    return "-" if v is None else f"{v:.{digits}f}"

def solved(rs):
    return bool(rs) and all(r["verdict"] == "ok" for r in rs)

def fmt_time(rs):
    """Median wall time when every run filled; 'proof' when cwg proved that no fill exists;
    '>LIMIT' when none was found in time; else the verdicts."""
    if not rs:
        return "-"
    if solved(rs):
        return f"{med(rs, 'wall'):.2f}"
    if all(r["verdict"] == "proof" for r in rs):
        return f"no fill (proof, {med(rs, 'wall'):.2f} s)"
    if all(r["verdict"] in ("timeout", "nofill") and r["wall"] >= limit - 1 for r in rs):
        return f">{limit:.0f}"
    return "/".join(sorted({r["verdict"] for r in rs}))

def ratio(q, c, key="wall"):
    """(text, value for the median, censored?) of Qxw's / cwg's wall or CPU time. A Qxw
    timeout gives a lower bound (its time so far)."""
    if not solved(c):
        return "cwg " + fmt_time(c), None, False
    cv = max(med(c, key), 1e-4)
    if solved(q):
        v = med(q, key) / cv
        return f"{v:.1f}", v, False
    if q and all(r["verdict"] == "timeout" for r in q):
        v = med(q, key) / cv
        return f">{v:.0f}", v, True
    return "Qxw " + fmt_time(q), None, False

def shape(f):
    """(rows, cols, slots) of a .cwg layout or a .txt grid."""
    text = open(f).read()
    if f.endswith(".txt"):
        g = [l for l in text.split("\n") if l.strip()]
        rows, cols = len(g), len(g[0])
        n = 0
        for line in g + ["".join(r[c] for r in g) for c in range(cols)]:
            n += sum(1 for part in line.split("#") if len(part) >= 2)
        return rows, cols, n
    lines = text.split("\n")
    rows, cols = int(lines[0]), int(lines[1])
    return rows, cols, sum(1 for l in lines[2 + rows:] if l.strip())

print(f"## cwg fill vs Qxw batch fill (time limit {limit:.0f} s per fill)")
print()
print(f"- date {datetime.date.today()}, commit {tag}")
print(f"- machine: {machine}; load average (1/5/15 min) before {load_before}, after "
      f"{' '.join(open('/proc/loadavg').read().split()[:3])}")
print(f"- word lists: German {dict_}, English as the origin says (both normalized by bench/cwg_qxw.py normalize); cwg {cwg}; Qxw {qxw}; {reps} run(s) per fill (medians shown); "
      f"whole script {int(total)} s")
print(f"- Qxw deck directives: {qxw_head.replace(chr(10), '; ') if qxw_head else 'none (deterministic fill, unique answers)'}")
print()
print("Wall = the whole process (start-up and word list included), CPU = user + system "
      "(all threads). 'cwg' = `--threads 2`, 'cwg-1t' = `--threads 1`; "
      "'cwg search' = the fill time cwg itself reports (default threads, word list loading "
      "excluded). Ratios = Qxw / cwg; '>' marks a Qxw timeout (a lower bound).")
print()
print("| layout | origin | size | slots | cwg wall s | cwg-1t wall s | cwg-1t CPU s | cwg search s | "
      "Qxw wall s | Qxw CPU s | RSS MB cwg-1t/Qxw | Qxw/cwg wall | Qxw/cwg-1t wall | "
      "Qxw/cwg-1t CPU | checks |")
print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
kinds = ("wall", "wall1", "cpu1")
GROUPS = ("example", "cwg", "american", "puz", "all")
groups = {g: {k: [] for k in kinds} for g in GROUPS}
both = []          # (Qxw wall, name, Qxw/cwg wall, Qxw/cwg-1t wall) where both filled
tally = {"layouts": 0, "qxw": 0, "cwg": 0, "cwg1": 0, "qxw_not_cwg": [], "cwg_not_qxw": [],
         "proofs": [], "neither": [], "invalid": []}
for (n, origin, f, _list) in layouts:
    rows, cols, nslots = shape(f)
    c, c1, q = runs.get((n, "cwg"), []), runs.get((n, "cwg1"), []), runs.get((n, "qxw"), [])
    rs = {"wall": ratio(q, c), "wall1": ratio(q, c1), "cpu1": ratio(q, c1, "cpu")}
    checks = ", ".join(f"{name} {'/'.join(sorted({r['verdict'] for r in rs_}))}"
                       for name, rs_ in (("cwg", c), ("cwg-1t", c1), ("Qxw", q)))
    print(f"| {n} | {origin} | {rows}x{cols} | {nslots} | {fmt_time(c)} | {fmt_time(c1)} | "
          f"{num(med(c1, 'cpu'))} | {num(med(c, 'search'))} | {fmt_time(q)} | "
          f"{num(med(q, 'cpu'))} | {num(med(c1, 'rss'), 0)}/{num(med(q, 'rss'), 0)} | "
          f"{rs['wall'][0]} | {rs['wall1'][0]} | {rs['cpu1'][0]} | {checks} |")
    if n == "startup":
        continue
    tally["layouts"] += 1
    for name, rs_ in (("qxw", q), ("cwg", c), ("cwg1", c1)):
        tally[name] += solved(rs_)
        if any(r["verdict"] == "INVALID" for r in rs_):
            tally["invalid"].append(f"{n} ({name})")
    if solved(q) and not (solved(c) and solved(c1)):
        tally["qxw_not_cwg"].append(n)
    if (solved(c) or solved(c1)) and not solved(q):
        tally["cwg_not_qxw"].append(n)
    if any(r["verdict"] == "proof" for r in c + c1):
        tally["proofs"].append(n)
    if not solved(q) and not solved(c) and not solved(c1) and not any(
            r["verdict"] == "proof" for r in c + c1):
        tally["neither"].append(n)
    if solved(q) and solved(c) and solved(c1):
        both.append((med(q, "wall"), n, rs["wall"][1], rs["wall1"][1]))
    g = ("example" if origin == "example" else "american" if origin.startswith("American")
         else "puz" if origin.startswith(".puz") else "cwg")
    for k in kinds:
        _, v, cz = rs[k]
        if v is not None:
            groups["all"][k].append((v, cz))
            groups[g][k].append((v, cz))
print()
print("Median speed ratio Qxw/cwg over the layouts (startup row excluded; '>=' when a Qxw "
      "timeout is among them: the median is then a lower bound):")
print()
print("| layouts | n | Qxw/cwg wall | Qxw/cwg-1t wall | Qxw/cwg-1t CPU |")
print("|---|---:|---:|---:|---:|")
def m(vals):
    if not vals:
        return "-"
    v = statistics.median(x for x, _ in vals)
    return (">=" if any(cz for _, cz in vals) else "") + f"{v:.1f}"
for g in GROUPS:
    print(f"| {g} | {len(groups[g]['wall'])} | {m(groups[g]['wall'])} | "
          f"{m(groups[g]['wall1'])} | {m(groups[g]['cpu1'])} |")
print()
print(f"Filled within {limit:.0f} s, of {tally['layouts']} layouts (startup excluded): Qxw "
      f"{tally['qxw']}, cwg (2 threads) {tally['cwg']}, cwg-1t {tally['cwg1']}.")
print(f"- filled by Qxw but not by both cwg runs: {', '.join(tally['qxw_not_cwg']) or 'none'}")
print(f"- filled by cwg but not by Qxw: {', '.join(tally['cwg_not_qxw']) or 'none'}")
print(f"- proved to have no fill by cwg: {', '.join(tally['proofs']) or 'none'}")
print(f"- neither filled nor proved: {', '.join(tally['neither']) or 'none'}")
print(f"- invalid fills: {', '.join(tally['invalid']) or 'none'}")
if both:
    t, n, r2, r1 = max(both)
    print(f"- hardest layout both fill (longest Qxw time): {n}, Qxw {t:.2f} s, "
          f"Qxw/cwg wall {r2:.1f}, Qxw/cwg-1t wall {r1:.1f}")
EOF
