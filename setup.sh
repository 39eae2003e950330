#!/usr/bin/env bash
# Sets cwg up on Debian 12: installs the missing packages (apt-get, as root or with sudo),
# builds it in Release into build/, and writes the default word list useful/wordlist.txt.
#   ./setup.sh        set up
#   ./setup.sh test   set up, then run every test with ctest
set -euo pipefail
cd "$(dirname "$0")"

packages=(g++ cmake make pkg-config python3 unzip wngerman
          libboost-program-options-dev libtbb-dev libgtest-dev libzip-dev)
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

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)"
useful/make_wordlist.sh

if [ "${1:-}" = "test" ]; then
  ctest --test-dir build --output-on-failure -j"$(nproc)"
fi
