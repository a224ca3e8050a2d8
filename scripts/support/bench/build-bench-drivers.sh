#!/usr/bin/env bash
# Builds every benchmark driver into BIN: wordcheck (release, as installed) and wordcheck-bench (release),
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
# wordcheck as scripts/install.sh builds it (the Swift runtime linked in, which starts a
# process about 5 ms sooner), in install.sh's scratch folder.
cli_scratch="$root/.build-install"
swift build -c release --package-path "$root/CLI" --scratch-path "$cli_scratch" --product wordcheck --static-swift-stdlib >&2
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
cli_bin=$(swift build -c release --package-path "$root/CLI" --scratch-path "$cli_scratch" --show-bin-path)
cp "$cli_bin/wordcheck" "$bin/"
rm -rf "$bin"/WordCheck_Bundled*.resources
cp -r "$cli_bin"/WordCheck_Bundled*.resources "$bin/" 2>/dev/null || true
cp "$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench" "$bin/"
cc -O2 "$root/scripts/support/bench/hunspell-bench.c" $(pkg-config --cflags --libs hunspell) -lpthread -o "$bin/hunspell-bench"
cc -O2 "$root/scripts/support/harnesses/hunspell-spell.c" $(pkg-config --cflags --libs hunspell) -o "$bin/hunspell-spell"
c++ -O2 -std=c++17 "$root/scripts/support/bench/nuspell-bench.cxx" $(pkg-config --cflags --libs nuspell) -o "$bin/nuspell-bench"
