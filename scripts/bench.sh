#!/usr/bin/env bash
# Runs the ordo-one/benchmark suites in Benchmarks/ (load, spell per workload,
# suggest, validate, letter check, for en_US, es_ES and it_IT), after writing
# their workloads. Extra arguments go to `swift package benchmark`, e.g.
#   scripts/bench.sh --filter "Spell en_US.*"
#   scripts/bench.sh baseline update main
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bench-data.sh"
cd "$root/Benchmarks"
swift package --disable-sandbox benchmark "$@"
