#!/usr/bin/env bash
# Measures what UIKit-style code pays for TextChecker (issue #13): the Word
# Scramble game's isReal(word:) on a HunspellChecker kept for the run, on a
# TextChecker kept for the run, and on a TextChecker made for every call, over
# the running-text word samples of scripts/bench-data.sh. Prints ns per call
# (median of 5 passes) and callgrind instructions per call (the difference
# between 2 passes and 1 over 20,000 words, so loading is left out).
#
# Usage: scripts/bench-textchecker.sh    (about 3 minutes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
data=${WORDCHECK_BENCH_DATA:-$root/Benchmarks/.data}
WORDCHECK_BOOTSTRAP_EXTRAS="valgrind" "$root/scripts/bootstrap.sh"
"$root/scripts/bench-data.sh"
# A clean release build: see scripts/support/bench/build-bench-drivers.sh for why.
rm -rf "$root"/Benchmarks/.build/*-*/release "$root"/Benchmarks/.build/release "$root"/Benchmarks/.build/*.yaml
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
bench="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ways="hunspell_checker held_textchecker textchecker_per_call"
echo "| dictionary | HunspellChecker kept | TextChecker kept | TextChecker per call | instructions per call (same order) |"
echo "| --- | ---: | ---: | ---: | ---: |"
for dictionary in en_US es_ES it_IT; do
    words="$data/text-words-$dictionary.txt"
    result=$("$bench" textchecker "$root/dictionaries/$dictionary/$dictionary" "$words" 5)
    grep -q '"same_answers": "yes"' <<<"$result" || { echo "bench-textchecker: the three ways disagree: $result" >&2; exit 1; }
    head -20000 "$words" >"$work/words.txt"
    counts=()
    for way in $ways; do
        total=()
        for passes in 1 2; do
            valgrind --tool=callgrind --callgrind-out-file="$work/out" "$bench" textchecker-loop \
                "$root/dictionaries/$dictionary/$dictionary" "$work/words.txt" "$passes" "$way" >/dev/null 2>"$work/log"
            total+=("$(grep -o 'refs: *[0-9,]*' "$work/log" | tr -dc '0-9')")
        done
        counts+=("$(( (total[1] - total[0]) / 20000 ))")
    done
    python3 - "$dictionary" "$result" "${counts[@]}" <<'PYTHON'
import json, statistics, sys
dictionary, result, *counts = sys.argv[1:]
result = json.loads(result)
cells = [f"{statistics.median(result[f'{way}_ns_per_word']):.0f} ns"
         for way in ("hunspell_checker", "held_textchecker", "textchecker_per_call")]
print(f"| {dictionary} | " + " | ".join(cells) + " | " + " / ".join(counts) + " |")
PYTHON
done
