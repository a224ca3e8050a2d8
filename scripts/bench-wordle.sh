#!/usr/bin/env bash
# The Wordle solver (issue 62) on the bundled en, es and it lists' five-letter words of
# the game vocabulary, normal and hard mode: the evaluation over every answer (first
# guess, average and most guesses, seconds), then the next guess on N seeded boards after
# the solver's own first guess (its game tree known from the evaluation) and on N after
# a random first word (a position searched anew, the table of marks kept). Prints a
# Markdown table for docs/BENCHMARKS.md ("The Wordle solver"). Target: a next guess in at
# most 50 ms once the first-guess table is made.
#
# Usage: scripts/bench-wordle.sh [N]   (default 200 boards of each kind; about 2 minutes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
boards=${1:-200}
case $boards in ''|*[!0-9]*|0) echo "bench-wordle: N must be a positive number, not '$boards'" >&2; exit 64 ;; esac
"$root/scripts/bootstrap.sh"
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
bench="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench"
for language in en es it; do "$bench" wordle-solver "$language" /dev/null "$boards"; done | python3 -c '
import json, sys
print("| list | mode | answers | first guess | average | most | evaluation s | next, own game p50 / p99 ms | next, other first word p50 / p99 ms (answers left) |")
print("|---|---|---:|---|---:|---:|---:|---:|---:|")
for line in sys.stdin:
    d = json.loads(line)
    mode = "hard" if d["hard"] else "normal"
    print("| %s | %s | %s | %s | %.3f | %d | %.1f | %.2f / %.2f | %.0f / %.0f (%.0f) |" % (
        d["dictionary"], mode, format(d["answers"], ","), d["first_guess"], d["average"], d["most"], d["evaluate_s"],
        d["own_next_ms_p50"], d["own_next_ms_p99"], d["other_next_ms_p50"], d["other_next_ms_p99"], d["other_answers_left_mean"]))
'
