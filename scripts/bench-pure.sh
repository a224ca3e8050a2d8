#!/usr/bin/env bash
# The engine without C against libhunspell: WordListChecker (SpellCheckingCore, no
# libhunspell), HunspellChecker, libhunspell called from C, nuspell and a Swift Set of
# the listed forms, on the bundled en_US, es_ES and it_IT and bench-compare's workloads
# (accepted, rejected, frequency). Reports ns per word, load time, peak RSS (also of a
# process that checks one word, beside a bare Swift process), callgrind instructions
# per word, and whole `wordcheck spell` processes against a C loop; writes
# docs/BENCHMARKS.md's "Without libhunspell" section and docs/bench-pure.json.
#
# Usage: scripts/bench-pure.sh [RUNS]    (default 5; about 5 minutes with 3)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-5}
case $runs in ''|*[!0-9]*|0) echo "bench-pure: RUNS must be a positive number, not '$runs'" >&2; exit 64 ;; esac
WORDCHECK_BOOTSTRAP_EXTRAS="hunspell nuspell libnuspell-dev g++ valgrind hyperfine python3-pip" "$root/scripts/bootstrap.sh"
"$root/scripts/bench-data.sh"
data=${WORDCHECK_BENCH_DATA:-$root/Benchmarks/.data}
bin="$data/bin"
"$root/scripts/support/bench/build-bench-drivers.sh" "$bin"
python3 "$root/scripts/support/bench/bench-pure.py" --runs "$runs" --data "$data" --bin "$bin" --docs "$root/docs"
