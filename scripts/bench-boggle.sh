#!/usr/bin/env bash
# Boggle boards (issue 62) on the bundled en, es and it lists, the standard game
# vocabulary: the build of the board scorer's trie, a board's score on 500 boards rolled
# from the language's dice and on the annealer's boards (µs; target at most 50), and the
# annealer from seeds 1, 2 and 3 with STEPS steps each (2,000,000 by default: about a
# minute for an English 4 by 4 board), with the best board of each. Prints a Markdown
# table for docs/BENCHMARKS.md ("Boggle boards"); the best score over the seeds is the
# best known here, and each seed's share of it is the annealer's target (within 2%).
#
# Usage: scripts/bench-boggle.sh [STEPS] [SIDE]   (defaults 2000000 and 4; about 10 minutes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
steps=${1:-2000000}
side=${2:-4}
for value in "$steps" "$side"; do
    case $value in ''|*[!0-9]*|0) echo "bench-boggle: STEPS and SIDE must be positive numbers, not '$value'" >&2; exit 64 ;; esac
done
"$root/scripts/bootstrap.sh"
# SwiftPM's incremental build of a path dependency has kept stale objects here: start clean.
rm -rf "$root"/Benchmarks/.build/*-*/release "$root"/Benchmarks/.build/release "$root"/Benchmarks/.build/*.yaml
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
bench="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench"
for language in en es it; do "$bench" boggle-boards "$language" /dev/null "$steps" "$side"; done | python3 -c '
import json, sys
print("| list | side | words | trie ms | score µs, rolled p50 / p99 | score µs, annealed p50 | seed 1 | seed 2 | seed 3 | seconds a seed | worst seed ÷ best |")
print("|---|---:|---:|---:|---:|---:|---|---|---|---:|---:|")
for line in sys.stdin:
    d = json.loads(line)
    scores = [d["seed_%d_score" % seed] for seed in (1, 2, 3)]
    seeds = ["%s %d" % (d["seed_%d_grid" % seed], d["seed_%d_score" % seed]) for seed in (1, 2, 3)]
    seconds = sum(d["seed_%d_s" % seed] for seed in (1, 2, 3)) / 3
    print("| %s | %d | %s | %.0f | %.1f / %.1f | %.1f | %s | %s | %s | %.0f | %.1f%% |" % (
        d["dictionary"], d["side"], format(d["words"], ","), d["build_ms"], d["rolled_us_p50"], d["rolled_us_p99"],
        d["annealed_us_p50"], seeds[0], seeds[1], seeds[2], seconds, 100.0 * min(scores) / max(scores)))
'
