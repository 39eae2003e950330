#!/usr/bin/env bash
# Benchmark of `cwg endgame` (issue 29): every real record of ../shared/formats/gcg whose
# game reaches a turn with the bag empty and a known rack, solved on one thread from its
# first such turn: value, exact or not, plies, nodes (positions searched: the moves of a
# node one ply above the horizon are valued without a node each), seconds (wall, the
# solve's) and CPU seconds (user + sys of the whole process, the lexicon's load included);
# the median time per position. A value short of exact shows the bounds proved of it
# (`proved` in the JSON). Prints a markdown report.
#
# With a MAGPIE clone at MAGPIE_DIR (a peer, never part of this repository; built and given
# its lexicon files by bench/moves_best_peer.sh), the same positions (written as CGP lines
# by tests/game/endgame/endgame_cgp) are solved by its `endgame` command on one thread with
# -eplies 25, -etlim LIMIT and 2 % of the memory for its table. It values the leaves at its
# horizon by a greedy playout, so its value is exact only when no line was cut. Its own
# time is shown (its start, seconds of loading and table allocation, is not); no result
# within LIMIT + 20 s of wall clock shows as ">". It needs a win-percentage file to start,
# unused by the endgame: a one-line stand-in is written to its data/strategy/winpct.csv when
# none is there.
#
# Usage: bench/endgame_bench.sh
# Environment:
#   CWG       the cwg binary (default: build-bench/cwg, built/updated first with cmake)
#   LEXICON   the word list (default ../shared/lexicon/sowpods.txt)
#   THREADS   threads (default 1)
#   LIMIT     seconds per position before it counts as unsolved (default 600)
#   BUILD_DIR the CMake tree to build endgame_cgp in (default: the folder of CWG)
#   MAGPIE_DIR  the MAGPIE source tree (default /work/peers/magpie; absent: no peer column)
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
build_tool endgame_cgp tests/game/endgame
"$TOOL" "$ROOT/../shared/formats/gcg" >"$TMP/endgames.cgp"
peer=""
if [ -x "$MAGPIE_DIR/bin/magpie" ] && [ -f "$MAGPIE_DIR/data/lexica/CSW_CWGBENCH.kwg" ]; then
  peer=$MAGPIE_DIR
  [ -f "$peer/data/strategy/winpct.csv" ] ||
    { mkdir -p "$peer/data/strategy" && echo "1 0 1 1" >"$peer/data/strategy/winpct.csv"; }
fi

# magpie_solve NAME: MAGPIE's "value depth seconds" for the record NAME's endgame, or
# "- - >S" when it printed no result within the wall clock allowed.
magpie_solve() {
  local cgp out=$TMP/magpie.out
  cgp=$(grep " # $1\$" "$TMP/endgames.cgp" | sed 's/ # .*//')
  # Its command loop quits at the end of its input: the input stays open until the result
  # is printed or the time is up. It reads its data/ from the folder it runs in.
  : >"$out"
  (echo "set -lex CSW_CWGBENCH -s1 score -s2 score -threads 1 -eplies 25 -etlim $LIMIT -ttfraction 0.02"
   echo "cgp $cgp"; echo "endgame"
   for _ in $(seq $(((LIMIT + 20) * 5))); do
     grep -q "^Endgame (depth" "$out" && { sleep 0.5; break; }
     sleep 0.2
   done) | (cd "$peer" && timeout $((LIMIT + 25)) stdbuf -oL bin/magpie) >"$out" 2>&1 || true
  out=$(cat "$out")
  python3 - "$out" "$((LIMIT + 20))" <<'PY'
import re, sys
out, cap = sys.argv[1], sys.argv[2]
m = re.search(r"Endgame \(depth: (\d+), time: ([\d.]+)s[^\n]*\n([^\n]*)\n([^\n]*)", out)
# Its table's header names the columns: the play, V (the value: the spread the player on
# turn gains), S (the spread on the board), then the line's later turns.
value = None
if m:
    header, row = m.group(3), m.group(4)
    v, s = header.find(" V "), header.find(" S ")
    if v >= 0 and s > v:
        found = re.search(r"-?\d+", row[v:s + 2])
        value = int(found.group()) if found else None
if value is None:
    print(f"- - >{cap}")
else:
    print(f"{value:+d} {m.group(1)} {float(m.group(2)):.3f}")
PY
}

echo "## cwg endgame"
echo
echo "- commit: $(commit_tag)"
echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1 /proc/loadavg)"
echo "- command: cwg endgame GAME.gcg --dict $(basename "$LEXICON") --threads $THREADS --time $LIMIT --json"
echo
if [ -n "$peer" ]; then
  echo "- peer: MAGPIE $(git -C "$peer" rev-parse --short HEAD 2>/dev/null || echo '?'), endgame -threads 1 -eplies 25 -etlim $LIMIT, lexicon $(basename "$LEXICON") by its text2kwg"
  echo
  echo "| record | position | racks | value | exact | plies | nodes | seconds | CPU s | MAGPIE value | MAGPIE plies | MAGPIE seconds |"
  echo "|---|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|"
else
  echo "- peer: none (no MAGPIE built at $MAGPIE_DIR; bench/moves_best_peer.sh builds it)"
  echo
  echo "| record | position | racks | value | exact | plies | nodes | seconds | CPU s |"
  echo "|---|---|---|---:|---|---:|---:|---:|---:|"
fi
for f in "$ROOT"/../shared/formats/gcg/*.gcg; do
  name=$(basename "$f")
  if ! /usr/bin/time -f "%U %S" -o "$TMP/$name.cpu" "$CWG" endgame "$f" --dict "$LEXICON" \
      --threads "$THREADS" --time "$LIMIT" --json >"$TMP/$name.json" 2>"$TMP/$name.err"; then
    continue  # no turn with the bag empty and a known rack (the message is in .err)
  fi
  theirs=""
  [ -n "$peer" ] && theirs=$(magpie_solve "$name")
  python3 - "$TMP/$name.json" "$name" "$theirs" "$TMP/$name.cpu" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
peer = " | ".join(sys.argv[3].split()) + " |" if sys.argv[3] else ""
cpu = sum(float(x) for x in open(sys.argv[4]).read().split()[-2:])  # the whole process's
# A value short of exact shows what is proved of it: at least / at most.
proved = j.get('proved', {})
bounds = [f"{k} {proved[k]:+d}" for k in ('at_least', 'at_most') if proved.get(k) is not None]
exact = 'yes' if j['exact'] else 'NO' + (f" (proved {', '.join(bounds)})" if bounds else '')
exact = exact.replace('at_least', '>=').replace('at_most', '<=')
print(f"| {sys.argv[2]} | {j['position'].split(':', 1)[1]} | {' / '.join(j['racks'])} | "
      f"{j['value']:+d} | {exact} | {j['depth']} | {j['nodes']} | "
      f"{j['seconds']:.3f} | {cpu:.2f} |{' ' + peer if peer else ''}")
PY
done | tee "$TMP/rows"
echo
python3 - "$TMP/rows" <<'PY'
import statistics, sys
rows = [l.split('|') for l in open(sys.argv[1]) if l.startswith('|')]
secs = [float(r[8]) for r in rows]
cpus = [float(r[9]) for r in rows]
exact = sum(1 for r in rows if r[5].strip() == 'yes')
print(f"{len(rows)} endgames, {exact} solved exactly; median {statistics.median(secs):.3f} s, "
      f"max {max(secs):.3f} s per position (wall); CPU (the process, lexicon load included) "
      f"median {statistics.median(cpus):.2f} s" if rows else "no endgame found")
peer = [r[12].strip() for r in rows if len(r) > 13]
if peer:
    done = [float(t) for t in peer if not t.startswith('>')]
    print(f"\nMAGPIE: {len(done)} of {len(peer)} finished within the wall clock allowed"
          + (f"; median {statistics.median(done):.3f} s of those" if done else ""))
PY
