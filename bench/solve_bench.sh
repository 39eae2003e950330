#!/usr/bin/env bash
# Benchmark of `cwg solve` with default settings (only --dict, --out, --zip and --json
# are given). Runs, one after the other, each as its own `cwg solve` process under
# /usr/bin/time -v:
#   test_cases   the eleven test cases of the repo's test_cases/
#   60x60        one empty 60 x 60 grid
#   unseen       shapes the solver was not tuned on: 8x8, 12x20, 25x25 with an island in
#                a corner and one touching the border, 30x30 with a whole blocked row,
#                60x60 with two islands
#   english      the eleven test cases with /usr/share/dict/american-english (package
#                wamerican), if it is installed
#   theme        the eleven with --theme (four German words every grid must hold)
#   ban          the eleven with --ban: every word the test_cases set used (run it first)
# and prints a markdown report: per grid valid/score/bonus/time, per set the wall time
# and peak memory of the whole process. All grids are made in a temporary folder and
# deleted afterwards (KEEP=1 keeps them); nothing is written into the repo.
#
# Usage: bench/solve_bench.sh [SET...]       (default: all six sets)
# Environment:
#   CWG      the cwg binary (default: build-bench/cwg, built/updated first with cmake)
#   DICT     the word list (default: ../shared/challenge/useful/wordlist.txt from the
#            repo root)
#   ENGLISH  the English list (default /usr/share/dict/american-english)
#   EXTRA    extra flags for every `cwg solve` (default none = default settings)
#   KEEP=1   keep the temporary folder and print its path
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DICT=${DICT:-$ROOT/../shared/challenge/useful/wordlist.txt}
ENGLISH=${ENGLISH:-/usr/share/dict/american-english}
EXTRA=${EXTRA:-}
SETS=("$@")
[ ${#SETS[@]} -eq 0 ] && SETS=(test_cases 60x60 unseen english theme ban)

# shellcheck source=lib.sh
. "$ROOT/bench/lib.sh"
[ -x /usr/bin/time ] || die "/usr/bin/time is missing (Debian: apt-get install time)"
command -v python3 >/dev/null || die "python3 is missing"
[ -f "$DICT" ] || die "word list $DICT not found (set DICT=...)"
DICT=$(realpath "$DICT")

build_cwg

work_dir solve-bench

# run_set NAME DICT INPUT...: one `cwg solve` process over the inputs.
run_set() {
  local name=$1 dict=$2
  shift 2
  local rc=0
  # shellcheck disable=SC2086
  /usr/bin/time -v -o "$TMP/$name.time" "$CWG" solve "$@" --dict "$dict" --out "$TMP/$name.out" \
    --zip "$TMP/$name.zip" --json $EXTRA >"$TMP/$name.json" 2>"$TMP/$name.err" || rc=$?
  echo "$rc" >"$TMP/$name.rc"
  # cwg's exit code 3 (some grid unfilled) is a result, not a failure of the bench.
  if [ "$rc" != 0 ] && [ "$rc" != 3 ]; then
    echo "solve_bench: set $name: cwg exited $rc" >&2
    cat "$TMP/$name.err" >&2
  fi
  printf '%s\n' "$name" >>"$TMP/sets"
  printf '%s\t%s\n' "$name" "$dict" >>"$TMP/dicts"
}

: >"$TMP/sets"
: >"$TMP/dicts"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for set in "${SETS[@]}"; do
  case $set in
    test_cases)
      run_set test_cases "$DICT" "$ROOT/test_cases" ;;
    60x60)
      mkdir -p "$TMP/in60"
      grid "$TMP/in60/60x60.cwg" 60 60
      run_set 60x60 "$DICT" "$TMP/in60" ;;
    unseen)
      mkdir -p "$TMP/unseen"
      grid "$TMP/unseen/8x8.cwg" 8 8
      grid "$TMP/unseen/12x20.cwg" 12 20
      # island in the top-left corner (touches two borders) and one on the right border
      grid "$TMP/unseen/25x25_islands.cwg" 25 25 0 3 0 4 10 15 20 24
      # row 15 blocked whole: two separate 15 x 30 and 14 x 30 parts
      grid "$TMP/unseen/30x30_row.cwg" 30 30 15 15 0 29
      # two interior islands
      grid "$TMP/unseen/60x60_islands.cwg" 60 60 10 19 10 24 35 49 30 44
      run_set unseen "$DICT" "$TMP/unseen" ;;
    english)
      if [ -f "$ENGLISH" ]; then
        run_set english "$ENGLISH" "$ROOT/test_cases"
      else
        echo "solve_bench: $ENGLISH not found (Debian: apt-get install wamerican); english set skipped" >&2
      fi ;;
    theme)
      # Four theme words each grid must hold (cwg solve counts a grid without them invalid).
      printf 'Rätsel\nSchweden\nPfeil\nFrage\n' >"$TMP/theme.txt"
      run_set theme "$DICT" "$ROOT/test_cases" --theme "$TMP/theme.txt" ;;
    ban)
      # Every word the test_cases set used is banned: the grids must be made of others.
      if ls "$TMP"/test_cases.out/*.cwg >/dev/null 2>&1; then
        for f in "$TMP"/test_cases.out/*.cwg; do
          "$CWG" words "$f" --tsv | tail -n +2 | cut -f8
        done | sort -u >"$TMP/ban.txt"
        echo "solve_bench: ban set: $(wc -l <"$TMP/ban.txt") words banned" >&2
        run_set ban "$DICT" "$ROOT/test_cases" --ban "$TMP/ban.txt"
      else
        echo "solve_bench: the ban set bans the words of the test_cases set: run that first" >&2
      fi ;;
    *) die "unknown set $set (test_cases, 60x60, unseen, english, theme, ban)" ;;
  esac
done

tag=$(commit_tag)

python3 - "$TMP" "$tag" "$CWG" "$EXTRA" "$load_before" <<'EOF'
import json, os, sys, datetime, platform
tmp, commit, cwg, extra, load_before = sys.argv[1:6]

def cpu_model():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"

def ram_gib():
    for line in open("/proc/meminfo"):
        if line.startswith("MemTotal"):
            return int(line.split()[1]) / 1024 / 1024
    return 0

def gnu_time(path):
    out = {}
    for line in open(path):
        line = line.strip()
        if line.startswith("Elapsed (wall clock) time"):
            t = line.rsplit(" ", 1)[1].split(":")
            secs = 0.0
            for part in t:
                secs = secs * 60 + float(part)
            out["wall"] = secs
        elif line.startswith("Maximum resident set size"):
            out["rss_mb"] = int(line.rsplit(" ", 1)[1]) / 1024
        elif line.startswith("User time"):
            out["user"] = float(line.rsplit(" ", 1)[1])
        elif line.startswith("System time"):
            out["sys"] = float(line.rsplit(" ", 1)[1])
    return out

dicts = dict(l.rstrip("\n").split("\t") for l in open(os.path.join(tmp, "dicts")))
print(f"## cwg solve, default settings{' + ' + extra if extra else ''}")
print()
print(f"- date {datetime.date.today()}, commit {commit}, binary {cwg}")
print(f"- machine: {os.cpu_count()} CPUs ({cpu_model()}), {ram_gib():.1f} GiB RAM, "
      f"load average (1/5/15 min) before {load_before}, after "
      f"{' '.join(open('/proc/loadavg').read().split()[:3])}")
print()
summary = []
for name in open(os.path.join(tmp, "sets")).read().split():
    try:
        grids = json.load(open(os.path.join(tmp, name + ".json")))
    except (OSError, ValueError):
        grids = []
    t = gnu_time(os.path.join(tmp, name + ".time"))
    rc = open(os.path.join(tmp, name + ".rc")).read().strip()
    print(f"### {name} (word list {dicts[name]})")
    print()
    print("| grid | valid | score | bonus score | time s |")
    print("|---|---|---:|---:|---:|")
    # Valid: the validator says so and cwg wrote it (a grid missing a theme word is not).
    for g in grids:
        g["valid"] = g["valid"] and g.get("written", True)
    for g in grids:
        print(f"| {os.path.basename(g['file'])} | {'yes' if g['valid'] else 'NO'} | "
              f"{g['score']:.2f} | {g['bonus_score']:.2f} | {g['time_s']:.1f} |")
    n = len(grids)
    ok = sum(1 for g in grids if g["valid"])
    mean = sum(g["score"] for g in grids) / n if n else 0
    meanb = sum(g["bonus_score"] for g in grids) / n if n else 0
    print(f"| **mean** | {ok}/{n} | {mean:.2f} | {meanb:.2f} | |")
    print()
    cpu = t.get("user", 0) + t.get("sys", 0)
    print(f"process: wall {t.get('wall', 0):.1f} s, CPU {cpu:.1f} s, peak RSS "
          f"{t.get('rss_mb', 0):.0f} MB, exit {rc}")
    print()
    summary.append((name, ok, n, mean, meanb, t.get("wall", 0), cpu, t.get("rss_mb", 0)))
print("### Summary")
print()
print("| set | valid | mean score | mean bonus | wall s | CPU s | peak RSS MB |")
print("|---|---|---:|---:|---:|---:|---:|")
for (name, ok, n, mean, meanb, wall, cpu, rss) in summary:
    print(f"| {name} | {ok}/{n} | {mean:.2f} | {meanb:.2f} | {wall:.1f} | {cpu:.1f} | {rss:.0f} |")
EOF
