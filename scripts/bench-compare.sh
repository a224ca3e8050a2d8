#!/usr/bin/env bash
# Runs the same workloads, in one run, through WordCheck's Swift API, libhunspell
# called from C, nuspell from C++, pyenchant (Hunspell provider) from Python,
# and, as whole processes, wordcheck spell, a C loop, hunspell -l and nuspell.
# Writes docs/BENCHMARKS.md's results section and summary, docs/benchmarks.svg and
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
"$root/scripts/support/bench/build-bench-drivers.sh" "$bin"

python3 "$root/scripts/support/bench/bench-compare.py" --runs "$runs" --data "$data" --bin "$bin" --docs "$root/docs"
