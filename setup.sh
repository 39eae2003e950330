#!/usr/bin/env bash
# Sets cwg up on Debian 12: installs the missing packages (apt-get, as root or with sudo),
# builds the program in Release (build/cwg), and writes the default word list
# useful/wordlist.txt.
#   ./setup.sh                 set up
#   ./setup.sh test            set up, then run every test stage below (each test runs once)
#   ./setup.sh test STAGE...   set up, then only these stages:
#     format   the C++ sources against the checked-in .clang-format (no drift allowed)
#     asan     every test but the end-to-end solves, built with clang for AddressSanitizer +
#              UndefinedBehaviorSanitizer (build-asan/: the search, the game engines, the
#              clue sources and the .puz reader at -O2 and linked ahead of the rest, the other
#              libraries, the tests' own code and the command line at -O0, asserts on, warnings
#              as errors; libFuzzer's coverage only in the libraries the fuzzers read with);
#              the tests that run the program run the sanitized one. The same tree holds the
#              libFuzzer targets (fuzz reuses it)
#     e2e      the end-to-end solves bound by a time budget (labels *-e2e): build-asan's test
#              programs against the Release build/cwg (CWG_TEST_BINARY), the program users
#              run, as on the sanitized one a few seconds are too few to find a grid
#     fuzz     libFuzzer smoke runs of every format reader, the word-list loader, the leave
#              table and the move generator, from build-asan/, CWG_FUZZ_SECONDS each
#              (default 6)
#     tsan     the solver's and the fill engine's tests of what threads share (parallel
#              attempts on oneTBB, determinism across thread counts, stopping) with
#              ThreadSanitizer (build-tsan/), and a deliberate race that it must report
#   and, not among the default stages, for a look at the tests built by GCC as shipped:
#     release  every test (ctest) on the Release tree build/, warnings as errors
# Any failing test, warning, format drift, sanitizer report or fuzzer finding fails it.
set -euo pipefail
cd "$(dirname "$0")"

packages=(g++ cmake make ninja-build pkg-config python3 unzip wngerman
          libboost-program-options-dev libgtest-dev libzip-dev
          nlohmann-json3-dev libutfcpp-dev wamerican wamerican-small
          clang clang-format libclang-rt-14-dev librsvg2-bin
          libmythes-dev mythes-de mythes-en-us libhunspell-dev hunspell-de-de hunspell-en-us
          trans-de-en dict-freedict-fra-deu dict-freedict-ita-deu dict-freedict-spa-deu
          dict-freedict-lat-deu dict-freedict-swe-deu dict-freedict-deu-fra dict-freedict-deu-ita
          dict-freedict-deu-spa unicode-cldr-core iso-codes wordnet-base dict-gcide
          libcairo2-dev librsvg2-dev poppler-utils fonts-dejavu-core fonts-dejavu-extra
          chromium chromium-driver python3-selenium zlib1g-dev parallel libcpp-httplib-dev
          libtbb-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

jobs="$(nproc)"
# configure DIR ARGS...: a new tree is made for Ninja, which starts a program's files as soon
# as their headers are there, where make waits for every library the program links; a
# tree made before keeps its generator (cmake cannot change it).
configure() {
  local dir=$1 gen=()
  shift
  [ -f "$dir/CMakeCache.txt" ] || gen=(-G Ninja)
  cmake -S . -B "$dir" "${gen[@]}" "$@"
}
# Warnings are errors in both commands: the same flags, so the test command after the set-up
# finds build/ up to date instead of compiling it again (it did, 2 of its 15 minutes).
configure build -DCMAKE_BUILD_TYPE=Release -DCWG_WERROR=ON
# The program only: the tests are built where they run (build-asan/, or build/ for the
# release stage).
cmake --build build -j"$jobs" --target cwg
useful/make_wordlist.sh

[ "${1:-}" = "test" ] || exit 0
shift
stages=("$@")
((${#stages[@]})) || stages=(format asan e2e fuzz tsan)

# Sanitizer reports end the process with an exit code no cwg command uses (2 and 3 are
# cwg's), so a test that runs the binary and checks its exit code fails on them too.
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:exitcode=86:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=86"
# TSan's suppressions: libtbb's own interceptor calls only (tests/tsan.supp says why).
export TSAN_OPTIONS="halt_on_error=1:exitcode=86:second_deadlock_stack=1:suppressions=$PWD/tests/tsan.supp"

stage() { echo; echo "=== setup.sh test: $* ($(date +%T))"; }

# ctest starts the tests it knows to be long first, by the times it keeps of earlier runs;
# a fresh tree has none, and a long test started last ran alone on one of the two cores.
# tests/ctest_costs.txt holds the seconds of the tests that took 1 s or more (one sanitized
# run, bench/RESULTS.md "The test command"); only the order depends on them.
seed_costs() {
  mkdir -p "$1/Testing/Temporary"
  [ -f "$1/Testing/Temporary/CTestCostData.txt" ] ||
    cp tests/ctest_costs.txt "$1/Testing/Temporary/CTestCostData.txt"
}

# The clang tree of the asan and fuzz stages (one build serves both).
build_asan() {
  configure build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCWG_FUZZ=ON -DCWG_WERROR=ON "-DCWG_FUZZ_SECONDS=${CWG_FUZZ_SECONDS:-6}"
  cmake --build build-asan -j"$jobs"
  seed_costs build-asan
}

for s in "${stages[@]}"; do
  case "$s" in
    format)
      stage "format: the C++ sources against .clang-format"
      git ls-files -z '*.cpp' '*.hpp' | xargs -0 clang-format --dry-run -Werror
      ;;
    release)
      stage "release: every test on the Release tree"
      cmake --build build -j"$jobs"
      ctest --test-dir build --output-on-failure -j"$jobs" -LE '^fuzz$'
      ;;
    asan)
      stage "asan: the tests under AddressSanitizer + UndefinedBehaviorSanitizer"
      build_asan
      ctest --test-dir build-asan --output-on-failure -j"$jobs" -LE '(-e2e|^fuzz)$'
      ;;
    e2e)
      stage "e2e: the end-to-end solves, against the Release program"
      [ -f build-asan/CMakeCache.txt ] || build_asan
      CWG_TEST_BINARY="$PWD/build/cwg" \
        ctest --test-dir build-asan --output-on-failure -j"$jobs" -L '-e2e$'
      ;;
    tsan)
      tsan_tests='Determinism\.(Grid10x10WithIsland|FillLayoutAcrossThreads)|FillOracle\..*'
      tsan_tests+='|FillEngine\.(SameAnswerWhateverTheThreads|StopsWhenTold)'
      tsan_tests+='|SolveSmall\.(InterruptStopsAtOnce|TimeBudgetIsKept)|Tsan\..*'
      stage "tsan: the solver's and the fill engine's tests under ThreadSanitizer"
      # No precompiled test header here: for three test programs GCC spent 24 s of CPU making
      # the two headers and saved 7 (bench/RESULTS.md, "The test command, seventh measure").
      configure build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCWG_SANITIZE=thread -DCWG_WERROR=ON \
        -DCWG_TEST_PCH=OFF
      cmake --build build-tsan -j"$jobs" --target test_solver test_fill_engine tsan_race
      seed_costs build-tsan
      # Their tests of what threads share, by name: the same grids and fills on 1 and 2
      # threads (a 10x10 solve, a layout fill, the fill engine, the fill oracle), stopping
      # (interrupt, time budget, stop token), and a deliberate race in work run by
      # run_workers, which must be reported: the suppressions hide none of ours. The rest of
      # these programs (single-threaded searches, the CLI, the 15x15s) run in the asan and
      # e2e stages; under TSan they took most of this stage's time (a one-thread fill test
      # alone 83-248 s).
      ctest --test-dir build-tsan --output-on-failure -j"$jobs" -R "^($tsan_tests)\$"
      ;;
    fuzz)
      stage "fuzz: libFuzzer smoke runs (${CWG_FUZZ_SECONDS:-6} s each)"
      [ -f build-asan/CMakeCache.txt ] || build_asan
      cmake --build build-asan -j"$jobs" --target fuzz_all
      ctest --test-dir build-asan --output-on-failure -j"$jobs" -L '^fuzz$'
      ;;
    *)
      echo "setup.sh: unknown test stage '$s' (format, asan, e2e, fuzz, tsan, release)" >&2
      exit 2
      ;;
  esac
done
stage "all test stages passed: ${stages[*]}"
