#!/bin/sh
# Writes useful/wordlist.txt (beside this script, whatever the current folder) from the
# first source that exists:
#   1. $CWG_WORDLIST, when set
#   2. ../shared/challenge/useful/wordlist.txt, relative to the repository root
#   3. /usr/share/dict/ngerman (Debian package wngerman; install it yourself)
# The file is copied as it is: cwg's loader normalizes case, umlauts and line endings.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
target="$here/wordlist.txt"

if [ -n "${CWG_WORDLIST:-}" ]; then
  source=$CWG_WORDLIST
  what="\$CWG_WORDLIST"
  if [ ! -f "$source" ] || [ ! -r "$source" ]; then
    echo "make_wordlist.sh: \$CWG_WORDLIST=$source is not a readable file" >&2
    exit 1
  fi
elif [ -f "$root/../shared/challenge/useful/wordlist.txt" ]; then
  source="$(cd "$root/../shared/challenge/useful" && pwd)/wordlist.txt"
  what="the challenge word list"
elif [ -f /usr/share/dict/ngerman ]; then
  source=/usr/share/dict/ngerman
  what="the Debian German word list (wngerman)"
else
  echo "make_wordlist.sh: no word list found. Set CWG_WORDLIST to a word list file," >&2
  echo "  or place the challenge data at $root/../shared/challenge," >&2
  echo "  or install the Debian package wngerman (/usr/share/dict/ngerman)." >&2
  exit 1
fi

if [ ! -s "$source" ]; then
  echo "make_wordlist.sh: $source is empty" >&2
  exit 1
fi

# Copy to a temporary name first, so a failed copy never leaves half a list behind.
tmp="$target.tmp.$$"
trap 'rm -f "$tmp"' EXIT
cp "$source" "$tmp"
mv "$tmp" "$target"
trap - EXIT
echo "make_wordlist.sh: using $what: $source -> $target ($(awk 'END { print NR }' "$target") lines)"
