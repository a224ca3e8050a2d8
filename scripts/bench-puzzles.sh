#!/usr/bin/env bash
# The word games' latency on the bundled en_US, es_ES and it_IT lists: Spelling Bee,
# racks of 5 letters and 2 blanks, patterns with a fixed first letter and patterns
# starting with *, Wordle after two guesses, 4x4 and 5x5 Boggle; seeded queries made
# from each list, the standard game vocabulary. Reports p50 and p99 a query (median of
# RUNS processes), the brute-force scan of every listed form beside it, and callgrind's
# instructions a query; writes docs/BENCHMARKS.md's "Word games" section and
# docs/bench-puzzles.json.
#
# Usage: scripts/bench-puzzles.sh [RUNS] [QUERIES]   (defaults 3 and 200; about 4 minutes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
queries=${2:-200}
for value in "$runs" "$queries"; do
    case $value in ''|*[!0-9]*|0) echo "bench-puzzles: RUNS and QUERIES must be positive numbers, not '$value'" >&2; exit 64 ;; esac
done
WORDCHECK_BOOTSTRAP_EXTRAS="valgrind" "$root/scripts/bootstrap.sh"
# SwiftPM's incremental build of a path dependency has kept stale objects here: start clean.
rm -rf "$root"/Benchmarks/.build/*-*/release "$root"/Benchmarks/.build/release "$root"/Benchmarks/.build/*.yaml
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
bench="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench"
python3 "$root/scripts/support/bench/bench-puzzles.py" --bench "$bench" --runs "$runs" --queries "$queries" --docs "$root/docs"
