#!/bin/sh
# tsan_race.sh PROGRAM SUPPRESSIONS: PROGRAM (tests/core/tsan_race.cpp) must end with
# ThreadSanitizer's exit code 86 and a data race report naming its own source line.
out=$(TSAN_OPTIONS="halt_on_error=1:exitcode=86:suppressions=$2" "$1" 2>&1)
rc=$?
printf '%s\n' "$out"
[ "$rc" -eq 86 ] || { echo "tsan_race.sh: exit $rc, expected ThreadSanitizer's 86"; exit 1; }
printf '%s\n' "$out" | grep -q 'WARNING: ThreadSanitizer: data race' ||
  { echo "tsan_race.sh: no data race reported"; exit 1; }
printf '%s\n' "$out" | grep -q 'tsan_race.cpp:' ||
  { echo "tsan_race.sh: the report does not name tsan_race.cpp"; exit 1; }
echo "tsan_race.sh: the race was reported"
