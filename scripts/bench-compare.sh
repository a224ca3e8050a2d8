#!/usr/bin/env bash
# Runs the same workloads, in one run, through WordCheck's Swift API, libhunspell
# called from C, nuspell from C++, pyenchant (Hunspell provider) from Python,
# and, as whole processes, wordcheck spell, a C loop, hunspell -l and nuspell.
# Writes docs/BENCHMARKS.md's results section, docs/benchmarks.svg and
# docs/benchmarks.json. Every figure is also given as a ratio to libhunspell
# measured in the same run.
#
# Usage: scripts/bench-compare.sh [RUNS]    (default 5 runs of every measurement)
# Takes about 10 minutes with the default. Installs what it needs (apt, pip).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-5}
WORDCHECK_BOOTSTRAP_EXTRAS="hunspell nuspell libnuspell-dev g++ hyperfine valgrind libenchant-2-2 python3-pip" \
    "$root/scripts/bootstrap.sh"
for requirement in pyenchant==3.3.0 matplotlib==3.11.2; do
    name=${requirement%%==*}
    python3 -m pip show --quiet "$name" >/dev/null 2>&1 \
        || python3 -m pip install --quiet "$requirement" 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages "$requirement"
done
"$root/scripts/bench-data.sh"

data=${WORDCHECK_BENCH_DATA:-$root/Benchmarks/.data}
bin="$data/bin"
mkdir -p "$bin"
echo "bench-compare: building (release)..." >&2
# The benchmarks package builds WordCheck as a path dependency, and SwiftPM's
# incremental build there has kept stale objects after WordCheck's sources changed
# (a new file not seen, a struct's new layout not propagated): its release build
# starts clean every time (about a minute).
rm -rf "$root"/Benchmarks/.build/*-*/release "$root"/Benchmarks/.build/release "$root"/Benchmarks/.build/*.yaml
swift build -c release --package-path "$root" --product wordcheck >&2
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
cp "$(swift build -c release --package-path "$root" --show-bin-path)/wordcheck" "$bin/"
cp -r "$(swift build -c release --package-path "$root" --show-bin-path)/WordCheck_BundledDictionaries.resources" "$bin/" 2>/dev/null || true
cp "$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench" "$bin/"
cc -O2 "$root/scripts/support/hunspell-bench.c" $(pkg-config --cflags --libs hunspell) -lpthread -o "$bin/hunspell-bench"
cc -O2 "$root/scripts/support/hunspell-spell.c" $(pkg-config --cflags --libs hunspell) -o "$bin/hunspell-spell"
c++ -O2 -std=c++17 "$root/scripts/support/nuspell-bench.cxx" $(pkg-config --cflags --libs nuspell) -o "$bin/nuspell-bench"

python3 "$root/scripts/support/bench-compare.py" --runs "$runs" --data "$data" --bin "$bin" --docs "$root/docs"
