#!/usr/bin/env bash
# Benchmark of the move generator (`cwg moves --bench`): full generations per second on
# one thread (CPU time of the thread, so waiting for a core on a shared machine does not
# count), over the position before every play of the real English games of
# ../shared/formats/gcg/ whose rack the record gives, racks without and with blanks
# reported apart; in the same run the best-plays generator (`--top TOP`, by score: the
# TOP best and their text, as `cwg moves --top TOP` lists them) on the same positions, and
# both rates over all positions once with their ratio (the ratio is what survives a
# shared machine's load); plus the lexicon's load-and-build time, the GADDAG's size and the
# peak memory of the whole process (/usr/bin/time -v). Prints a markdown report.
#
# Usage: bench/moves_bench.sh
# Environment:
#   CWG       the cwg binary (default: build-bench/cwg, built/updated first with cmake)
#   LEXICON   the word list (default ../shared/lexicon/sowpods.txt)
#   BENCH_MS  CPU milliseconds spent on each position (default 50)
#   ROUNDS    whole runs; the report gives each, the median rates decide (default 3)
#   TOP       the N of --top (default 1; targets: 20,000 positions/s, issue 21 item 1)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
LEXICON=${LEXICON:-$ROOT/../shared/lexicon/sowpods.txt}
GAMES=$ROOT/../shared/formats/gcg
BENCH_MS=${BENCH_MS:-50}
ROUNDS=${ROUNDS:-3}
TOP=${TOP:-1}
[ -f "$LEXICON" ] || die "no lexicon $LEXICON"
[ -d "$GAMES" ] || die "no games folder $GAMES"
build_cwg

# The Polish game needs a Polish lexicon: English games only.
mapfile -t games < <(find "$GAMES" -name '*.gcg' ! -name 'polish*' | sort)
echo "## cwg moves --bench"
echo
echo "- commit: $(commit_tag)"
echo "- machine: $(machine_line), load average $(cut -d" " -f1-3 /proc/loadavg)"
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- lexicon: $LEXICON; ${#games[@]} games; $BENCH_MS ms CPU per position and generator; --top $TOP"
echo
for round in $(seq 1 "$ROUNDS"); do
  echo "### round $round"
  echo
  echo '```text'
  log=$(mktemp "${TMPDIR:-/tmp}/cwg-moves-bench.XXXXXX")
  /usr/bin/time -v "$CWG" moves "${games[@]}" --dict "$LEXICON" --bench --bench-ms "$BENCH_MS" --top "$TOP" 2>"$log"
  grep -E "Maximum resident|Elapsed" "$log" | sed 's/^\s*//'
  rm -f "$log"
  echo '```'
  echo
done
