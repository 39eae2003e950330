#!/usr/bin/env bash
# Clue-quality benchmark, American side (issue 27): a fixed set of answer-clue pairs from
# American 15x15 grids, judged against the editor's ratings in bench/clue_ratings/en.tsv.
#
#   1. patterns: the black squares of four real 15x15 puzzles in ../shared/formats/puz
#      (washpost, cs080904, nyt_nov0596, av110622; their player's grids are empty);
#   2. each filled with `cwg fill --clued-only --clue --lang en --seed 1` and the English
#      list (default /usr/share/dict/american-english, package wamerican);
#   3. the sheets' (answer, clue) pairs joined with the ratings by bench/clue_rate.py: the
#      shares of good / acceptable / wrong and of each fault class, and the pairs not rated
#      yet (to rate by hand, then run again).
#
# Usage: bench/clues_en_bench.sh [PAIRS.tsv]   (PAIRS.tsv: keep the pairs made)
# Environment: CWG (the binary; default build-bench/cwg, built first), ENGLISH (the list),
#              RATINGS (default bench/clue_ratings/en.tsv), TIME (seconds per fill, 60),
#              PATTERNS (the .puz names, default the four above), SEED (the fill's, 1),
#              FILLS (a folder: fill a pattern only when FILLS/NAME.txt is missing and keep
#              the fill there; every pair then comes from `cwg clue FILLS/NAME.txt --seed
#              SEED`, so two binaries clue the same grids and only the clues differ).
# The held-out set (issue 27, never looked at while developing):
#   PATTERNS="nyt_rebus_with_notes_and_shape washpost cs080904 nyt_nov0596 av110622" SEED=2
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
ENGLISH=${ENGLISH:-/usr/share/dict/american-english}
RATINGS=${RATINGS:-$ROOT/bench/clue_ratings/en.tsv}
TIME=${TIME:-60}
PUZ=$ROOT/../shared/formats/puz
read -r -a REAL <<<"${PATTERNS:-washpost cs080904 nyt_nov0596 av110622}"
SEED=${SEED:-1}

# shellcheck source=lib.sh
. "$ROOT/bench/lib.sh"
[ -f "$ENGLISH" ] || die "word list $ENGLISH not found (Debian package wamerican)"
build_cwg
work_dir clues-en

for name in "${REAL[@]}"; do
  [ -f "$PUZ/$name.puz" ] || die "$PUZ/$name.puz not found"
done

echo "## American clue benchmark ($(date -u +%Y-%m-%d), commit $(commit_tag))"
echo
echo "| pattern | exit | fill+clue s | clue s | words |"
echo "|---|---|---|---|---|"
: >"$TMP/pairs.tsv"
for name in "${REAL[@]}"; do
  p=$PUZ/$name.puz
  out=$TMP/out/$name.txt
  mkdir -p "$TMP/out"
  code=0 secs=-
  if [ -n "${FILLS:-}" ] && [ -f "$FILLS/$name.txt" ]; then
    cp "$FILLS/$name.txt" "$out"
  else
    start=$(date +%s.%N)
    "$CWG" fill "$p" --dict "$ENGLISH" --clued-only --clue --lang en --seed "$SEED" -o "$out" \
      --time "$TIME" >/dev/null 2>"$TMP/fill.err" || code=$?
    secs=$(echo "$start $(date +%s.%N)" | awk '{printf "%.2f", $2 - $1}')
    if [ -n "${FILLS:-}" ] && [ "$code" = 0 ]; then
      mkdir -p "$FILLS"
      cp "$out" "$FILLS/$name.txt"
    fi
  fi
  sheet=${out%.txt}.clues.tsv
  if [ -n "${FILLS:-}" ] && [ -f "$out" ]; then
    "$CWG" clue "$out" --lang en --seed "$SEED" -o "$sheet" >/dev/null 2>"$TMP/clue.err" ||
      code=$?
  fi
  words=0 csecs=-
  if [ -f "$sheet" ]; then
    start=$(date +%s.%N)
    "$CWG" clue "$out" --lang en -o "$TMP/again.tsv" >/dev/null 2>&1 || true
    csecs=$(echo "$start $(date +%s.%N)" | awk '{printf "%.2f", $2 - $1}')
    words=$(($(wc -l <"$sheet") - 1))
    awk -F'\t' -v g="$name" 'NR > 1 {print g "\t" $1 $2 "\t" $6 "\t" $7}' "$sheet" >>"$TMP/pairs.tsv"
  fi
  echo "| $name | $code | $secs | $csecs | $words |"
done
echo
[ $# -ge 1 ] && cp "$TMP/pairs.tsv" "$1"
python3 "$ROOT/bench/clue_rate.py" "$RATINGS" "$TMP/pairs.tsv"
