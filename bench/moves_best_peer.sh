#!/usr/bin/env bash
# The best play only, cwg against MAGPIE, side by side in one run (issue 29 item 5): the
# positions before every play of the real English games of ../shared/formats/gcg whose
# rack the record gives, written once as CGP lines (record_cgp), then timed on one thread
# (CPU time of the thread) by `cwg moves POSITIONS.cgp --bench --top 1` and by MAGPIE's
# best-only generation (MOVE_RECORD_BEST ranked by score, without and with its word maps,
# and MOVE_RECORD_BEST_SMALL; bench/magpie_best.c), alternating ROUNDS times. Checks that all find the same best
# score on every position. Prints a markdown report.
#
# MAGPIE is a peer, never part of this repository: a clone of github.com/jvc56/MAGPIE at
# MAGPIE_DIR, built there with its own Makefile (release); its lexicon files are made there
# from LEXICON with its own converter (text2kwg, text2wordmap), with a letter distribution
# and board layout written by this script and an empty leave table (createdata klv). Without
# MAGPIE_DIR only cwg is timed.
#
# Usage: bench/moves_best_peer.sh
# Environment:
#   CWG         the cwg binary (default: build-bench/cwg, built/updated first with cmake)
#   MAGPIE_DIR  the MAGPIE source tree (default /work/peers/magpie)
#   LEXICON     the word list (default ../shared/lexicon/sowpods.txt)
#   BENCH_MS    CPU milliseconds spent on each position and generator (default 20)
#   ROUNDS      rounds of both (default 3)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
LEXICON=${LEXICON:-$ROOT/../shared/lexicon/sowpods.txt}
BENCH_MS=${BENCH_MS:-20}
ROUNDS=${ROUNDS:-3}
[ -f "$LEXICON" ] || die "no lexicon $LEXICON"
build_cwg
work_dir moves-peer
build_tool record_cgp tests/game/movegen
"$TOOL" "$ROOT/../shared/formats/gcg" >"$TMP/positions.cgp"

# The peer's data and the harness, made in MAGPIE_DIR (outside this repository).
peer=""
if [ -f "$MAGPIE_DIR/Makefile" ] && [ -d "$MAGPIE_DIR/src/impl" ]; then
  peer=$MAGPIE_DIR
  data=$peer/data
  make -C "$peer" magpie BUILD=release >"$TMP/magpie.log" 2>&1 ||
    { tail -20 "$TMP/magpie.log" >&2; die "building MAGPIE failed"; }
  mkdir -p "$data/letterdistributions" "$data/layouts" "$data/lexica"
  # The English tile set: letter, lower case, count, points, vowel.
  python3 - "$data/letterdistributions/english.csv" <<'PY'
import sys
counts = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1]))
points = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10]))
with open(sys.argv[1], "w") as f:
    f.write("?,?,2,0,0\n")
    for c in counts:
        f.write(f"{c},{c.lower()},{counts[c]},{points[c]},{int(c in 'AEIOU')}\n")
PY
  # The standard board: the start square, then the premiums (' none, - 2W, = 3W, ' 2L, " 3L).
  cat >"$data/layouts/standard15.txt" <<'EOF'
7,7
=  '   =   '  =
 -   "   "   - 
  -   ' '   -  
'  -   '   -  '
    -     -    
 "   "   "   " 
  '   ' '   '  
=  '   -   '  =
  '   ' '   '  
 "   "   "   " 
    -     -    
'  -   '   -  '
  -   ' '   -  
 -   "   "   - 
=  '   =   '  =
EOF
  lex=CSW_CWGBENCH  # MAGPIE picks the English tiles by the name's "CSW" prefix
  if [ ! -f "$data/lexica/$lex.kwg" ] || [ "$LEXICON" -nt "$data/lexica/$lex.kwg" ]; then
    tr '[:lower:]' '[:upper:]' <"$LEXICON" >"$data/lexica/$lex.txt"
    (cd "$peer" && bin/magpie convert text2kwg "$lex" &&
      bin/magpie convert text2wordmap "$lex" &&
      bin/magpie createdata klv "$lex" english) >"$TMP/convert.log" 2>&1 ||
      { cat "$TMP/convert.log" >&2; die "making MAGPIE's lexicon files failed"; }
  fi
  # The harness, built with MAGPIE's release flags but without link-time optimisation (an
  # LTO link of the whole peer takes half an hour on a busy 2-core machine; its generator,
  # src/impl/move_gen.c with its inline helpers, is one translation unit), its objects
  # kept in the peer's obj-cwgbench/ and the harness in its bin/.
  harness=$peer/bin/cwg_magpie_best
  flags=(-O3 -march=native -DNDEBUG -DBOARD_DIM=15 -DRACK_SIZE=7)
  mkdir -p "$peer/obj-cwgbench"
  objs=()
  while IFS= read -r src; do
    obj=$peer/obj-cwgbench/$(echo "${src#"$peer"/}" | tr / _ | sed 's/\.c$/.o/')
    if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ]; then
      cc "${flags[@]}" -c "$src" -o "$obj" 2>>"$TMP/cc.log" ||
        { cat "$TMP/cc.log" >&2; die "compiling $src failed"; }
    fi
    objs+=("$obj")
  done < <(find "$peer/src" -name '*.c' | sort)
  cc "${flags[@]}" -I"$peer" "$ROOT/bench/magpie_best.c" "${objs[@]}" -lm -pthread \
    -o "$harness" 2>>"$TMP/cc.log" ||
    { cat "$TMP/cc.log" >&2; die "building bench/magpie_best.c against MAGPIE failed"; }
fi

count=$(wc -l <"$TMP/positions.cgp")
echo "## The best play only: cwg moves --top 1 and MAGPIE's best-only generation"
echo
echo "- commit: $(commit_tag)"
echo "- machine: $(machine_line), load average $(cut -d" " -f1-3 /proc/loadavg)"
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- positions: $count (every play with a known rack of the English games of ../shared/formats/gcg); $BENCH_MS ms CPU each per generator"
if [ -n "$peer" ]; then
  echo "- peer: MAGPIE $(git -C "$peer" rev-parse --short HEAD 2>/dev/null || echo '?') compiled with its release flags less link-time optimisation (-O3 -march=native), linked into bench/magpie_best.c; lexicon $(basename "$LEXICON") made by its own text2kwg / text2wordmap"
else
  echo "- peer: none (no MAGPIE at $MAGPIE_DIR)"
fi
echo

# The positions apart by blanks on the rack (the rack is the second field).
awk '{ split($2, r, "/"); if (index(r[1], "?")) print > "'"$TMP"'/blank.cgp"; else print > "'"$TMP"'/plain.cgp" }' "$TMP/positions.cgp"
plain=$(wc -l <"$TMP/plain.cgp")
blank=$(wc -l <"$TMP/blank.cgp")

# cwg's best score of each position, to check the peer's against.
cat "$TMP/plain.cgp" "$TMP/blank.cgp" >"$TMP/ordered.cgp"
"$CWG" moves "$TMP/ordered.cgp" --dict "$LEXICON" --top 1 --json 2>/dev/null |
  python3 -c '
import json, sys
for f in json.load(sys.stdin):
    for p in f["positions"]:
        print(p["moves"][0]["score"] if p["moves"] else 0)' >"$TMP/cwg_scores"

# mean_us KIND FILE: microseconds a position, each position once (the count over the sum of
# the times), from `cwg moves --bench` (KIND cwg) or the harness (KIND magpie).
mean_us() {
  python3 - "$@" <<'PY'
import sys
kind, path = sys.argv[1], sys.argv[2]
for line in open(path).read().splitlines():
    if kind == "cwg" and line.startswith("all positions once"):
        print(f"{1e6 / float(line.split('top 1 ')[1].split()[0]):.1f}")
    if kind == "magpie" and line.startswith("all-positions-once"):
        print(f"{1e6 / float(line.split()[2]):.1f}")
PY
}

echo "Microseconds of CPU a position, each position once (the whole call: cwg's includes the play's text): $plain positions whose rack has no blank, $blank with one or two."
echo
echo "| round | cwg, no blank | cwg, blanks | MAGPIE best, no blank | MAGPIE best, blanks | MAGPIE best + word maps, no blank | + word maps, blanks | MAGPIE best-small, no blank | best-small, blanks | no blank: MAGPIE best / cwg | word maps / cwg | best-small / cwg |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
# The peer's modes: best-only without and with its word maps, and the score-only best play
# its endgame solver asks for.
modes=("0 best" "1 best" "0 small")
for round in $(seq 1 "$ROUNDS"); do
  row="| $round"
  for set in plain blank; do
    "$CWG" moves "$TMP/$set.cgp" --dict "$LEXICON" --bench --bench-ms "$BENCH_MS" --top 1 >"$TMP/cwg_$set.txt" 2>/dev/null
    row="$row | $(mean_us cwg "$TMP/cwg_$set.txt")"
  done
  cwg_us=$(mean_us cwg "$TMP/cwg_plain.txt")
  ratios=""
  if [ -n "$peer" ]; then
    for k in "${!modes[@]}"; do
      read -r wmp mode <<<"${modes[$k]}"
      for set in plain blank; do
        (cd "$peer" && "$harness" ./data "$lex" "$wmp" "$TMP/$set.cgp" "$BENCH_MS" "$mode") >"$TMP/magpie_$set.txt"
        row="$row | $(mean_us magpie "$TMP/magpie_$set.txt")"
        cut -f4 "$TMP/magpie_$set.txt" | head -n "$(wc -l <"$TMP/$set.cgp")" >>"$TMP/magpie_scores$k"
      done
      diff -q "$TMP/magpie_scores$k" "$TMP/cwg_scores" >/dev/null ||
        die "MAGPIE (${modes[$k]}) and cwg disagree on a best score ($TMP, KEEP=1 keeps it)"
      rm -f "$TMP/magpie_scores$k"
      m_us=$(mean_us magpie "$TMP/magpie_plain.txt")
      ratios="$ratios | $(python3 -c "print(f'{$m_us / $cwg_us:.2f}x')")"
    done
    row="$row$ratios |"
  else
    row="$row | - | - | - | - | - | - | - | - | - |"
  fi
  echo "$row"
done
echo
echo "A ratio above 1 means cwg is faster (MAGPIE's microseconds over cwg's). The best scores"
echo "of all generators agree on all $count positions."
