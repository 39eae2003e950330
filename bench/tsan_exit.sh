#!/usr/bin/env bash
# Does a TBB worker still race the process's exit? FillEngine.SameAnswerWhateverTheThreads
# (fills on 1, 2 and 3 threads) run RUNS times, two at once, under `strace -f`, whose slowed
# system calls widen the window in which TBB's workers are still ending while the process
# exits; counts the runs ThreadSanitizer failed, and those whose report came after the test
# had passed (at exit). Without tests/tsan.supp by default, so that libtbb's own frames are
# not hidden either; SUPP=1 reads it as setup.sh's tsan stage does.
#
# Usage: bench/tsan_exit.sh [TEST_BINARY] [RUNS]
#   TEST_BINARY  default build-tsan/tests/fill/test_fill_engine (setup.sh's tsan tree:
#                cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo
#                -DCWG_SANITIZE=thread -DCWG_WERROR=ON; cmake --build build-tsan
#                --target test_fill_engine)
#   RUNS         default 30
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/build-tsan/tests/fill/test_fill_engine}
RUNS=${2:-30}
command -v strace > /dev/null || { echo "tsan_exit.sh: needs strace" >&2; exit 2; }
OPTIONS="halt_on_error=1:exitcode=86:second_deadlock_stack=1"
[ "${SUPP:-0}" = 1 ] && OPTIONS+=":suppressions=$ROOT/tests/tsan.supp"
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
seq 1 "$RUNS" | TSAN_OPTIONS="$OPTIONS" xargs -P2 -I{} sh -c \
  "strace -f -o /dev/null '$BIN' --gtest_filter=FillEngine.SameAnswerWhateverTheThreads \
     > '$OUT/{}.log' 2>&1; echo \$? > '$OUT/{}.rc'"
failed=$( (grep -L "^0$" "$OUT"/*.rc || true) | wc -l)
at_exit=$( (grep -l "WARNING: ThreadSanitizer" "$OUT"/*.log || true) | xargs -r grep -l PASSED | wc -l)
echo "$(basename "$BIN"): $failed of $RUNS runs failed, $at_exit with a TSan report after the test passed" \
  "(suppressions: $([ "${SUPP:-0}" = 1 ] && echo tests/tsan.supp || echo none); $(uptime | sed 's/.*load/load/'))"
