#!/usr/bin/env bash
# install_check.sh BUILD_DIR SHARED_DIR [GADDAG]
# `cmake --install` into a temporary prefix, then the installed cwg, run from an empty folder
# far from the checkout, plays with the committed leave table (data/leaves/english.csv.gz,
# found in PREFIX/share/cwg), plays with the installed SOWPODS when no --dict is given, and
# scores an installed test case with the installed word list.
# The same program copied alone into a folder of its own must fail to find the table (exit 2,
# naming it): so the first run proves the install, not a lucky path.
set -euo pipefail
build=$1
lexicon=$(realpath -m "$2/lexicon/sowpods.txt")
# The build's saved GADDAG of the same list where there is one (tests/CMakeLists.txt): making
# it from the word list took each of the two runs 3 s under the sanitizers.
if [ -n "${3:-}" ] && [ -f "$3" ] && [ -f "$lexicon" ]; then
  lexicon=$(realpath "$3")
fi
if [ ! -f "$lexicon" ]; then
  echo "install_check: $lexicon missing"
  [ -n "${CI:-}" ] && exit 1
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" > /dev/null
mkdir "$tmp/elsewhere" "$tmp/alone"
cd "$tmp/elsewhere"

"$tmp/prefix/bin/cwg" play --dict "$lexicon" --games 2 --first leaves=default \
  --second leaves=none --json > play.json
grep -q '"games": *2' play.json || { echo "install_check: play printed:"; cat play.json; exit 1; }

# Without --dict: the SOWPODS the install copied from ../shared (the checkout's is not in reach
# of $tmp/elsewhere nor of the prefix).
[ -f "$tmp/prefix/share/cwg/lexicon/sowpods.txt" ] || { echo "install_check: no lexicon installed"; exit 1; }
"$tmp/prefix/bin/cwg" play --games 1 --first leaves=none --second leaves=none --json > nodict.json
grep -q '"games": *1' nodict.json || { echo "install_check: play without --dict printed:"; cat nodict.json; exit 1; }

if [ -f "$tmp/prefix/share/cwg/useful/wordlist.txt" ]; then
  "$tmp/prefix/bin/cwg" score "$tmp/prefix/share/cwg/test_cases/15x15_1.cwg" > score.txt || true
  grep -q "15x15_1" score.txt || { echo "install_check: score printed:"; cat score.txt; exit 1; }
fi

cp "$tmp/prefix/bin/cwg" "$tmp/alone/cwg"
status=0
"$tmp/alone/cwg" play --dict "$lexicon" --games 2 --first leaves=default --second leaves=none \
  > /dev/null 2> alone.err || status=$?
if [ "$status" -ne 2 ] || ! grep -q "english.csv.gz" alone.err; then
  echo "install_check: a cwg with no installed data exited $status:"; cat alone.err; exit 1
fi
echo "install_check: installed cwg found its data; a lone copy did not (exit 2)"
