#!/usr/bin/env bash
# Benchmark and acceptance run of the self-play (`cwg play`, issue 21): games per CPU
# second on one thread (CPU time of the process, so waiting for a core on a shared machine
# does not count; the lexicon build is not counted), and the committed leave values against
# none with the 95 % interval of the win rate. Prints a markdown report.
#
# Usage: bench/play_bench.sh
# Environment:
#   CWG       the cwg binary (default: build-bench/cwg, built/updated first with cmake)
#   LEXICON   the word list (default ../shared/lexicon/sowpods.txt)
#   SPEED_GAMES  games of the speed runs (default 2000)
#   GAMES     games of the leaves=default against leaves=none match (default 20000)
#   THREADS   threads of that match (default 1; the result is the same with any number)
#   SEED      seed (default 1)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
LEXICON=${LEXICON:-$ROOT/../shared/lexicon/sowpods.txt}
SPEED_GAMES=${SPEED_GAMES:-2000}
GAMES=${GAMES:-20000}
THREADS=${THREADS:-1}
SEED=${SEED:-1}
[ -f "$LEXICON" ] || die "no lexicon $LEXICON"
build_cwg

echo "## cwg play"
echo
echo "- commit: $(commit_tag)"
echo "- machine: $(machine_line), load average $(cut -d" " -f1-3 /proc/loadavg)"
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- lexicon: $LEXICON; seed $SEED"
echo
echo '```text'
for pair in "leaves=none leaves=none" "leaves=default leaves=none"; do
  set -- $pair
  echo "\$ cwg play --games $SPEED_GAMES --first $1 --second $2 --threads 1"
  "$CWG" play --dict "$LEXICON" --games "$SPEED_GAMES" --seed "$SEED" --first "$1" \
    --second "$2" --threads 1
done
echo "\$ cwg play --games $GAMES --first leaves=default --second leaves=none --threads $THREADS --json"
"$CWG" play --dict "$LEXICON" --games "$GAMES" --seed "$SEED" --first leaves=default \
  --second leaves=none --threads "$THREADS" --json
echo '```'
