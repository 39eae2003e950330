#!/usr/bin/env bash
# The layouts that neither `cwg fill` nor Qxw fills within fill_vs_qxw.sh's 60 s, each run
# once for LIMIT seconds (default 600) by both tools at the same time, each on its own core
# (cwg with --threads 1, Qxw single-threaded as always): who finds a fill, who proves there
# is none, who says nothing. Prints a markdown table.
#
# Layouts (NAMES, default "9x9_1 17x17_1 21x21_1"): the American patterns of
# bench/american/make_patterns.py (seed 1) with the English list, as fill_vs_qxw.sh makes
# them (am-NAME-en there). Fills are checked by bench/cwg_qxw.py as in fill_vs_qxw.sh.
#
# Usage: bench/fill_long.sh
# Environment: CWG, QXW, ENGLISH, LIMIT, NAMES, KEEP=1 (as in fill_vs_qxw.sh)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib.sh
. "$ROOT/bench/lib.sh"
QXW=${QXW:-/usr/games/qxw}
ENGLISH=${ENGLISH:-/usr/share/dict/american-english}
LIMIT=${LIMIT:-600}
NAMES=${NAMES:-9x9_1 17x17_1 21x21_1}
HELPER=$ROOT/bench/cwg_qxw.py
[ -x "$QXW" ] || die "Qxw not found at $QXW (Debian: apt-get install qxw; or set QXW=...)"
[ -f "$ENGLISH" ] || die "no English list at $ENGLISH (Debian: apt-get install wamerican)"
build_cwg

work_dir fill-long
python3 "$HELPER" normalize "$ENGLISH" "$TMP/en.txt"
python3 "$ROOT/bench/american/make_patterns.py" "$TMP/patterns" 1

echo "## cwg fill and Qxw for $LIMIT s on the layouts neither fills in 60 s"
echo
echo "- commit: $(commit_tag)"
echo "- machine: $(machine_line), load average $(cut -d" " -f1-3 /proc/loadavg) before"
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); word list $ENGLISH (normalized)"
echo "- both tools at once, one core each: cwg fill --threads 1 --time $LIMIT; qxw -b killed after $LIMIT s"
echo
echo "| layout | slots | cwg | cwg s | Qxw | Qxw s |"
echo "|---|---:|---|---:|---|---:|"
for n in $NAMES; do
  f="$TMP/patterns/$n.txt"
  [ -f "$f" ] || die "no pattern $n"
  python3 "$HELPER" deck "$f" "$TMP/$n.qxd"
  slots=$(python3 "$HELPER" stats "$f" | sed 's/slots=\([0-9]*\).*/\1/')
  python3 "$HELPER" run $((LIMIT + 30)) "$TMP/$n.cwg.out" "$TMP/$n.cwg.err" \
    "$CWG" fill "$f" --dict "$TMP/en.txt" --time "$LIMIT" --threads 1 -o "$TMP/$n.filled.txt" \
    >"$TMP/$n.cwg.t" &
  python3 "$HELPER" run "$LIMIT" "$TMP/$n.qxw.out" "$TMP/$n.qxw.err" "$QXW" -b -d "$TMP/en.txt" \
    "$TMP/$n.qxd" >"$TMP/$n.qxw.t" &
  wait
  read -r crc cwall _ <"$TMP/$n.cwg.t"
  read -r qrc qwall _ <"$TMP/$n.qxw.t"
  if [ "$crc" = 0 ]; then
    if python3 "$HELPER" checkcwg "$f" "$TMP/$n.filled.txt" "$TMP/en.txt" >/dev/null; then
      cv="filled"
    else
      cv="INVALID fill"
    fi
  elif grep -q "no fill exists" "$TMP/$n.cwg.err"; then
    cv="proof: $(sed -n 's/.*no fill exists: //p' "$TMP/$n.cwg.err" | head -n 1)"
  else
    cv="nothing"
  fi
  case $qrc in
    0) if python3 "$HELPER" check "$f" "$TMP/$n.qxw.out" "$TMP/en.txt" >/dev/null; then qv=filled; else qv="INVALID fill"; fi ;;
    4) qv="no solution (proof)" ;;
    124) qv="nothing (killed)" ;;
    *) qv="error $qrc" ;;
  esac
  printf '| am-%s-en | %s | %s | %.1f | %s | %.1f |\n' "$n" "$slots" "$cv" "$cwall" "$qv" "$qwall"
done
