#!/usr/bin/env bash
# The open record endgames (issue 29) against the peer: MAGPIE's endgame solver, through
# bench/magpie_endgame.c (a line per depth completed: value, positions searched, wall and
# CPU seconds), beside `cwg endgame --plies K` at the same depths. MAGPIE counts every
# node it enters, the leaves at its horizon included; cwg values the moves one ply above
# its horizon without a node each, so compare the CPU seconds to a depth, not the nodes.
#
# The harness links the objects that bench/moves_best_peer.sh compiles into MAGPIE's
# obj-cwgbench/ (run that once first) and reads the lexicon files it made there.
#
# Usage: bench/endgame_peer.sh [RECORD:PLIES ...]
#   (default: some_isc_game:5 noah_vs_peter:5 josh2:4)
# Environment:
#   CWG         the cwg binary (default: build-bench/cwg, built/updated first)
#   MAGPIE_DIR  the MAGPIE source tree (default /work/peers/magpie)
#   THREADS     threads of both (default 1)
#   SECONDS_MAX MAGPIE's time limit (0: none; default 0)
#   HEURISTICS  1: MAGPIE's `endgame` command's setting (greedy playouts at its horizon);
#               0 (default): a leaf valued by the spread, as cwg's is by the racks
#   BUILD_DIR   the CMake tree to build endgame_cgp in (default: the folder of CWG)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
THREADS=${THREADS:-1}
SECONDS_MAX=${SECONDS_MAX:-0}
HEURISTICS=${HEURISTICS:-0}
[ -d "$MAGPIE_DIR/obj-cwgbench" ] || die "no $MAGPIE_DIR/obj-cwgbench: run bench/moves_best_peer.sh first"
build_cwg
work_dir endgame-peer
build_tool endgame_cgp tests/game/endgame
"$TOOL" "$ROOT/../shared/formats/gcg" >"$TMP/endgames.cgp"
cc -O3 -march=native -DNDEBUG -DBOARD_DIM=15 -DRACK_SIZE=7 -I"$MAGPIE_DIR" \
  "$ROOT/bench/magpie_endgame.c" "$MAGPIE_DIR"/obj-cwgbench/*.o -lm -pthread \
  -o "$TMP/magpie_endgame" 2>"$TMP/cc.log" || { cat "$TMP/cc.log" >&2; die "building the harness failed"; }

specs=("$@")
[ ${#specs[@]} -gt 0 ] || specs=(some_isc_game:5 noah_vs_peter:5 josh2:4)
echo "- commit: $(commit_tag); MAGPIE $(git -C "$MAGPIE_DIR" rev-parse --short HEAD 2>/dev/null || echo '?')"
echo "- machine: $(machine_line); threads $THREADS; MAGPIE heuristics $HEURISTICS"
echo
echo "| record | plies | MAGPIE value | MAGPIE nodes | MAGPIE CPU s | cwg value | cwg nodes | cwg CPU s | load |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
for spec in "${specs[@]}"; do
  name=${spec%%:*} plies=${spec##*:}
  grep " # $name.gcg\$" "$TMP/endgames.cgp" | sed 's/ # .*//' >"$TMP/$name.cgp"
  [ -s "$TMP/$name.cgp" ] || die "no endgame for $name"
  load=$(cut -d" " -f1 /proc/loadavg)
  # MAGPIE reads its data/ from the folder it runs in; its CPU seconds are the solve's.
  peer=$(cd "$MAGPIE_DIR" && "$TMP/magpie_endgame" ./data CSW_CWGBENCH "$TMP/$name.cgp" \
    "$plies" "$THREADS" "$SECONDS_MAX" "$HEURISTICS" | grep '^final')
  mine=$( { /usr/bin/time -f "%U %S" "$CWG" endgame "$ROOT/../shared/formats/gcg/$name.gcg" \
    --plies "$plies" --threads "$THREADS" --json >"$TMP/cwg.json"; } 2>&1)
  python3 - "$peer" "$mine" "$TMP/cwg.json" "$name" "$plies" "$load" <<'PY'
import json, sys
peer, mine, path, name, plies, load = sys.argv[1:]
p = peer.split()
j = json.load(open(path))
cpu = sum(float(x) for x in mine.split()[-2:])
print(f"| {name} | {plies} | {int(p[4]):+d} (depth {p[2]}) | {int(p[6]):,} | {float(p[10]):.2f} "
      f"| {j['value']:+d} | {j['nodes']:,} | {cpu:.2f} | {load} |")
PY
done
