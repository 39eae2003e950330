#!/usr/bin/env bash
# Re-records the golden files (tests/golden/*.txt) from the built binary after an intended
# change of what cwg prints or writes: tests/golden/record.sh [BUILD_DIR] (default build).
# Read `git diff tests/golden` before committing: every changed line is a changed output.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="${1:-$here/../../build}"
exec python3 "$here/golden.py" --cwg "$build/cwg" --record
