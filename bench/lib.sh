# shellcheck shell=bash
# Shared by the bench scripts (sourced, not run). Expects ROOT to be the repo root.

die() { echo "$(basename "$0"): $*" >&2; exit 2; }

# The peer for the game benchmarks: a MAGPIE source tree outside this repository (never part
# of the project), where the scripts that compare with it look unless MAGPIE_DIR says.
MAGPIE_DIR=${MAGPIE_DIR:-/work/peers/magpie}

# work_dir NAME: sets TMP to a new temporary folder, removed on exit unless KEEP=1 (then
# its path is printed).
work_dir() {
  TMP=$(mktemp -d "${TMPDIR:-/tmp}/cwg-$1.XXXXXX")
  if [ "${KEEP:-0}" = 1 ]; then
    echo "$(basename "$0"): keeping $TMP" >&2
  else
    trap 'rm -rf "$TMP"' EXIT
  fi
}

# build_cwg: unless CWG is set, configures (once) and updates build-bench/ and sets CWG
# to its binary, so that the numbers belong to the tree that `git rev-parse` names.
build_cwg() {
  if [ -z "${CWG:-}" ]; then
    CWG=$ROOT/build-bench/cwg
    local log
    log=$(mktemp "${TMPDIR:-/tmp}/cwg-bench-build.XXXXXX")
    if ! { [ -f "$ROOT/build-bench/CMakeCache.txt" ] ||
           cmake -S "$ROOT" -B "$ROOT/build-bench" -DCMAKE_BUILD_TYPE=Release; } >"$log" 2>&1 ||
       ! cmake --build "$ROOT/build-bench" -j"$(nproc)" --target cwg >>"$log" 2>&1; then
      cat "$log" >&2
      rm -f "$log"
      die "building cwg in build-bench failed"
    fi
    rm -f "$log"
  fi
  [ -x "$CWG" ] || die "cwg binary $CWG not found"
}

# build_tool TARGET SUBDIR: builds the helper program TARGET in BUILD_DIR (default: the
# folder of CWG) and sets TOOL to its path, BUILD_DIR/SUBDIR/TARGET.
build_tool() {
  BUILD_DIR=${BUILD_DIR:-$(dirname "$CWG")}
  cmake --build "$BUILD_DIR" --target "$1" >"$TMP/build.log" 2>&1 ||
    { cat "$TMP/build.log" >&2; die "building $1 failed"; }
  TOOL=$BUILD_DIR/$2/$1
}

# commit_tag: short commit, plus "(uncommitted changes, diff XXXXXXXX)" when
# `git status --porcelain` is not empty; XXXXXXXX is the start of the sha1 of
# `git diff HEAD` (tracked files), so two runs on the same dirty tree can be told apart.
commit_tag() {
  local c d
  c=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)
  if [ -n "$(git -C "$ROOT" status --porcelain 2>/dev/null)" ]; then
    d=$(git -C "$ROOT" diff HEAD 2>/dev/null | sha1sum | cut -c1-8)
    echo "$c (uncommitted changes, diff $d)"
  else
    echo "$c"
  fi
}

# machine_line: CPUs, CPU model, RAM, current load average.
machine_line() {
  local model ram
  model=$(grep -m1 '^model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//')
  ram=$(awk '/^MemTotal/ {printf "%.1f", $2 / 1048576}' /proc/meminfo)
  echo "$(nproc) CPUs (${model:-unknown}), $ram GiB RAM"
}

# grid FILE ROWS COLS [R0 R1 C0 C1]...: an empty grid with blocked rectangles.
# shellcheck source=../test_cases/grid.sh
. "$(dirname "${BASH_SOURCE[0]}")/../test_cases/grid.sh"
