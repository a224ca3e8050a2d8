#!/usr/bin/env bash
# Builds every benchmark driver into BIN: wordcheck and wordcheck-bench (release),
# hunspell-bench, hunspell-spell (C) and nuspell-bench (C++). Shared by
# scripts/bench-compare.sh and scripts/bench-suggestions.sh, which install the
# compilers and libraries first.
#
#   scripts/support/bench/build-bench-drivers.sh BIN
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
bin=$1
mkdir -p "$bin"
echo "$(basename "$0"): building (release)..." >&2
# The benchmarks package builds WordCheck as a path dependency, and SwiftPM's
# incremental build there has kept stale objects after WordCheck's sources changed
# (a new file not seen, a struct's new layout not propagated): its release build
# starts clean every time (about a minute).
rm -rf "$root"/Benchmarks/.build/*-*/release "$root"/Benchmarks/.build/release "$root"/Benchmarks/.build/*.yaml
swift build -c release --package-path "$root/CLI" --product wordcheck >&2
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
cp "$(swift build -c release --package-path "$root/CLI" --show-bin-path)/wordcheck" "$bin/"
cp -r "$(swift build -c release --package-path "$root/CLI" --show-bin-path)/WordCheck_BundledDictionaries.resources" "$bin/" 2>/dev/null || true
cp "$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench" "$bin/"
cc -O2 "$root/scripts/support/bench/hunspell-bench.c" $(pkg-config --cflags --libs hunspell) -lpthread -o "$bin/hunspell-bench"
cc -O2 "$root/scripts/support/harnesses/hunspell-spell.c" $(pkg-config --cflags --libs hunspell) -o "$bin/hunspell-spell"
c++ -O2 -std=c++17 "$root/scripts/support/bench/nuspell-bench.cxx" $(pkg-config --cflags --libs nuspell) -o "$bin/nuspell-bench"
