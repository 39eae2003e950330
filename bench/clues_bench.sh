#!/usr/bin/env bash
# Benchmark of clueing (issue 17). Runs, one after the other:
#   time      `cwg clue` on a filled 15x15, 20x30, 40x40 and island, thesaurus, Hunspell and
#             dictionaries loading included (wall and user seconds of the process, best and
#             median of 5; and with --dictionary none)
#   share     `cwg solve --clue` on the eleven test cases (default settings): the share of
#             words that got a clue
#   clued     `cwg solve --clued-only --clue` on the eleven: per grid valid and score, and
#             per sheet the words clued, leaks and repeats (bench/clues_check.py, which
#             shares no code with clues/)
#   american  `cwg fill --clued-only --clue --lang en` on the American patterns of
#             bench/american/make_patterns.py with /usr/share/dict/american-english
# and prints a markdown report. Everything is made in a temporary folder (KEEP=1 keeps it).
#
# Usage: bench/clues_bench.sh [SET...]        (default: time share clued american)
# Environment:
#   CWG      the cwg binary (default: build-bench/cwg, built/updated first with cmake)
#   DICT     the word list (default: ../shared/challenge/useful/wordlist.txt)
#   ENGLISH  the English list (default /usr/share/dict/american-english)
#   EXTRA    extra flags for every cwg solve (e.g. --budget 200 on a busy machine)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DICT=${DICT:-$ROOT/../shared/challenge/useful/wordlist.txt}
ENGLISH=${ENGLISH:-/usr/share/dict/american-english}
EXTRA=${EXTRA:-}
SETS=("$@")
TIME_CASES=(15x15_1.cwg 20x30_1.cwg 40x40_1.cwg island_1.cwg)
[ ${#SETS[@]} -eq 0 ] && SETS=(time share clued american)

# shellcheck source=lib.sh
. "$ROOT/bench/lib.sh"
[ -x /usr/bin/time ] || die "/usr/bin/time is missing (Debian: apt-get install time)"
[ -f "$DICT" ] || die "word list $DICT not found (set DICT=...)"
DICT=$(realpath "$DICT")
build_cwg
work_dir clues

echo "## cwg clue benchmark ($(date -u +%Y-%m-%d), commit $(commit_tag))"
echo
echo "Machine: $(machine_line); load average at start: $(cut -d' ' -f1-3 /proc/loadavg)."
echo

# solve_set NAME FLAGS...: cwg solve of the eleven into $TMP/NAME, its table kept.
solve_set() {
  local name=$1
  shift
  # shellcheck disable=SC2086
  "$CWG" solve "$ROOT/test_cases" --dict "$DICT" --out "$TMP/$name" --zip "$TMP/$name.zip" \
    "$@" $EXTRA >"$TMP/$name.table" 2>&1 || true
}

for set in "${SETS[@]}"; do
  case $set in
    time)
      # One filled grid per size (10 s each), then 5 runs of cwg clue per grid and setting.
      "$CWG" solve "${TIME_CASES[@]/#/$ROOT/test_cases/}" --dict "$DICT" --out "$TMP/one" \
        --zip "$TMP/one.zip" --time 10 >/dev/null 2>&1 || true
      echo "### time: cwg clue GRID.cwg (German thesaurus and Hunspell loaded), 5 runs"
      echo
      echo "| grid | words | setting | wall best | wall median | user best | user median |"
      echo "|---|---|---|---|---|---|---|"
      for case in "${TIME_CASES[@]}"; do
        grid=$TMP/one/$case
        [ -f "$grid" ] || continue
        words=$( ("$CWG" clue "$grid" 2>/dev/null || true) | tail -n +2 | wc -l)
        for setting in default "--dictionary none"; do
          flags=()
          [ "$setting" = default ] || read -ra flags <<<"$setting"
          : >"$TMP/times.txt"
          for _ in 1 2 3 4 5; do
            /usr/bin/time -f "%e %U" -o "$TMP/time.txt" \
              "$CWG" clue "$grid" "${flags[@]}" -o "$TMP/sheet.tsv" >/dev/null 2>&1 || true
            # The last line: /usr/bin/time puts "Command exited with non-zero status 1"
            # first when some word got no clue.
            tail -1 "$TMP/time.txt" >>"$TMP/times.txt"
          done
          stats() { sort -n | awk '{v[NR] = $1} END {printf "%.2f | %.2f", v[1], v[3]}'; }
          echo "| $case | $words | $setting | $(cut -d' ' -f1 "$TMP/times.txt" | stats) |" \
            "$(cut -d' ' -f2 "$TMP/times.txt" | stats) |"
        done
      done
      echo
      ;;
    share)
      [ -f "$TMP/share.table" ] || solve_set share --clue
      echo "### share: cwg solve --clue (default settings otherwise)"
      echo
      echo '```'
      grep -E '^(grid|mean|[0-9]+ of)|^[a-z0-9_x]+\.cwg' "$TMP/share.table" | cut -c1-150
      python3 "$ROOT/bench/clues_check.py" "$TMP"/share/*.clues.tsv | tail -1
      echo '```'
      echo
      ;;
    clued)
      solve_set clued --clued-only --clue
      echo "### clued: cwg solve --clued-only --clue"
      echo
      echo '```'
      grep -E '^(grid|mean|[0-9]+ of)|^[a-z0-9_x]+\.cwg' "$TMP/clued.table" | cut -c1-150
      python3 "$ROOT/bench/clues_check.py" "$TMP"/clued/*.clues.tsv | cut -f1-4 |
        sed "s|$TMP/||" || true
      echo '```'
      echo
      ;;
    american)
      [ -f "$ENGLISH" ] || { echo "american: $ENGLISH missing, skipped"; continue; }
      python3 "$ROOT/bench/american/make_patterns.py" "$TMP/am" 1 >/dev/null
      echo "### american: cwg fill --clued-only --clue --lang en, $(basename "$ENGLISH")"
      echo
      echo "| pattern | exit | time_s | clued |"
      echo "|---|---|---|---|"
      for p in "$TMP"/am/*.txt; do
        case $p in *.clues.tsv | *_out.txt) continue ;; esac
        out=${p%.txt}_out.txt
        start=$(date +%s.%N)
        code=0
        # shellcheck disable=SC2086
        "$CWG" fill "$p" --dict "$ENGLISH" --clued-only --clue --lang en -o "$out" \
          --time 30 $EXTRA >/dev/null 2>"$TMP/fill.err" || code=$?
        secs=$(echo "$start $(date +%s.%N)" | awk '{printf "%.1f", $2 - $1}')
        clued=-
        [ -f "${out%.txt}.clues.tsv" ] &&
          clued=$({ python3 "$ROOT/bench/clues_check.py" "${out%.txt}.clues.tsv" || true; } |
            sed -n 1p | cut -f2-4 | tr '\t' ' ')
        echo "| $(basename "$p" .txt) | $code | $secs | $clued |"
      done
      echo
      ;;
    *) die "unknown set $set (time, share, clued, american)" ;;
  esac
done
