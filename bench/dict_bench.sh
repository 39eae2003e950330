#!/usr/bin/env bash
# The design card's trie (dict/trie.hpp) against the bitset index (the word index the fill
# engine uses) on the questions a fill asks of its word index: the words matching a pattern,
# how many, and the letters each position still allows. The patterns are recorded from real
# fills (bench/dict/dict_bench.cpp: the fill engine's search, default options, seed 1; at each
# of its first DECISIONS decisions the chosen slot's pattern and those of the slots crossing
# it) of the fill benchmark's layouts (bench/fill_vs_qxw.sh):
#   de   the challenge's example_grids/*.cwg, and the layouts `cwg solve --seed 1 --target
#        99.5` designs for the 11 test cases (letters blanked), with the German list
#   en   the American black-square patterns of bench/american/make_patterns.py (seed 1) with
#        the English list
# Both structures must give the same answers to every pattern before anything is timed.
#
# Usage: bench/dict_bench.sh
# Environment:
#   BUILD      build folder (default build-bench, configured Release and updated first)
#   DICT       German list (default useful/wordlist.txt, as setup.sh writes it)
#   ENGLISH    English list (default /usr/share/dict/american-english; none = no en part)
#   DECISIONS  decisions recorded per layout (default 2000)
#   REPS       times each pattern is asked (default 3)
#   KEEP=1     keep the temporary folder
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib.sh
. "$ROOT/bench/lib.sh"
CHALLENGE=${CHALLENGE:-$ROOT/../shared/challenge}
DICT=${DICT:-$ROOT/useful/wordlist.txt}
ENGLISH=${ENGLISH-/usr/share/dict/american-english}
DECISIONS=${DECISIONS:-2000}
REPS=${REPS:-3}
BUILD=${BUILD:-$ROOT/build-bench}
[ -f "$DICT" ] || die "word list $DICT not found (set DICT=...)"
[ -f "$BUILD/CMakeCache.txt" ] || cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD" -j"$(nproc)" --target cwg dict_bench >/dev/null || die "build failed"
CWG=$BUILD/cwg
BENCH=$BUILD/bench/dict/dict_bench

work_dir dict-bench
echo "dict_bench: commit $(commit_tag), $(machine_line), load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d)"
mkdir -p "$TMP/layouts"
cp "$CHALLENGE"/example_grids/*.cwg "$TMP/layouts/"
"$CWG" solve "$ROOT"/test_cases/*.cwg --dict "$DICT" --seed 1 --target 99.5 --out "$TMP/solved" \
  --zip "$TMP/solved.zip" --quiet || true
for f in "$TMP"/solved/*.cwg; do
  python3 "$ROOT/bench/cwg_qxw.py" blank "$f" "$TMP/layouts/cwg-s1-$(basename "$f")"
done
echo "== German list, $(ls "$TMP"/layouts/*.cwg | wc -l) arrowword layouts"
"$BENCH" --dict "$DICT" --decisions "$DECISIONS" --reps "$REPS" "$TMP"/layouts/*.cwg
if [ -n "$ENGLISH" ] && [ -f "$ENGLISH" ]; then
  python3 "$ROOT/bench/american/make_patterns.py" "$TMP/american" 1 >/dev/null
  echo "== English list, $(ls "$TMP"/american/*.txt | wc -l) American patterns"
  "$BENCH" --dict "$ENGLISH" --decisions "$DECISIONS" --reps "$REPS" "$TMP"/american/*.txt
fi
