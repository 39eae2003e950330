#!/usr/bin/env bash
# Benchmark of `cwg endgame` (issue 29): every real record of ../shared/formats/gcg whose
# game reaches a turn with the bag empty and a known rack, solved on one thread from its
# first such turn: value, exact or not, plies, nodes, seconds; the median time per
# position. Prints a markdown report.
#
# Usage: bench/endgame_bench.sh
# Environment:
#   CWG       the cwg binary (default: build-bench/cwg, built/updated first with cmake)
#   LEXICON   the word list (default ../shared/lexicon/sowpods.txt)
#   THREADS   threads (default 1)
#   LIMIT     seconds per position before it counts as unsolved (default 600)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
LEXICON=${LEXICON:-$ROOT/../shared/lexicon/sowpods.txt}
THREADS=${THREADS:-1}
LIMIT=${LIMIT:-600}
[ -f "$LEXICON" ] || die "no lexicon $LEXICON"
build_cwg
work_dir endgame

echo "## cwg endgame"
echo
echo "- commit: $(commit_tag)"
echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1 /proc/loadavg)"
echo "- command: cwg endgame GAME.gcg --dict $(basename "$LEXICON") --threads $THREADS --time $LIMIT --json"
echo
echo "| record | position | racks | value | exact | plies | nodes | seconds |"
echo "|---|---|---|---:|---|---:|---:|---:|"
for f in "$ROOT"/../shared/formats/gcg/*.gcg; do
  name=$(basename "$f")
  if ! "$CWG" endgame "$f" --dict "$LEXICON" --threads "$THREADS" --time "$LIMIT" --json \
      >"$TMP/$name.json" 2>"$TMP/$name.err"; then
    continue  # no turn with the bag empty and a known rack (the message is in .err)
  fi
  python3 - "$TMP/$name.json" "$name" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
print(f"| {sys.argv[2]} | {j['position'].split(':', 1)[1]} | {' / '.join(j['racks'])} | "
      f"{j['value']:+d} | {'yes' if j['exact'] else 'NO'} | {j['depth']} | {j['nodes']} | "
      f"{j['seconds']:.3f} |")
PY
done | tee "$TMP/rows"
echo
python3 - "$TMP/rows" <<'PY'
import statistics, sys
rows = [l.split('|') for l in open(sys.argv[1]) if l.startswith('|')]
secs = [float(r[8]) for r in rows]
exact = sum(1 for r in rows if r[5].strip() == 'yes')
print(f"{len(rows)} endgames, {exact} solved exactly; median {statistics.median(secs):.3f} s, "
      f"max {max(secs):.3f} s per position" if rows else "no endgame found")
PY
