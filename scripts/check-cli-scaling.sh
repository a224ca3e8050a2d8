#!/usr/bin/env bash
# Shows that the CLI's cost grows in proportion to its input where it once grew
# with the square: word arguments to `spell`, `--used` words to `validate`, many
# misspellings on one line for `check`. Each case runs at n and 4n in one run;
# linear work takes about 4 times as long at 4n (start-up makes it less), quadratic
# work 16 times. A ratio above 8 fails.
#
#   scripts/check-cli-scaling.sh            (builds wordcheck in release mode first)
#
# Timing, so not part of scripts/test.sh: run it on a quiet machine. Exit status:
# 0 when every ratio is at most 8, 1 otherwise.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=$(built_wordcheck)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data"

# seconds for one run of "$@" (stdin from $input when set), best of 3
seconds() {
    local best=""
    for _ in 1 2 3; do
        local start end
        start=$(date +%s%N)
        "$@" < "${input:-/dev/null}" > /dev/null 2>&1 || true
        end=$(date +%s%N)
        local t=$((end - start))
        if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
    done
    echo "$best"
}

status=0
report() {  # name, nanoseconds at n, nanoseconds at 4n
    local ratio
    ratio=$(awk -v a="$2" -v b="$3" 'BEGIN { printf "%.1f", b / a }')
    printf "%-44s %8.3f s %8.3f s   x%s\n" "$1" "$(awk -v t="$2" 'BEGIN { print t / 1e9 }')" "$(awk -v t="$3" 'BEGIN { print t / 1e9 }')" "$ratio"
    awk -v r="$ratio" 'BEGIN { exit !(r > 8) }' && status=1
    return 0
}

printf "%-44s %10s %10s   %s\n" case "n" "4n" "ratio"
words() { for ((i = 0; i < $1; i++)); do echo "zqword$i"; done; }
mapfile -t small < <(words 10000)
mapfile -t large < <(words 40000)
report "spell, 10,000 / 40,000 word arguments" "$(seconds "$wordcheck" spell "${small[@]}")" "$(seconds "$wordcheck" spell "${large[@]}")"
mapfile -t small < <(words 5000)
mapfile -t large < <(words 20000)
report "validate, 5,000 / 20,000 --used words" \
    "$(seconds "$wordcheck" validate cease --root agencies --used "${small[@]}")" \
    "$(seconds "$wordcheck" validate cease --root agencies --used "${large[@]}")"
for n in 2000 8000; do
    for ((i = 0; i < n; i++)); do printf 'tset fine '; done > "$work/line-$n.txt"
    echo >> "$work/line-$n.txt"
done
report "check, 2,000 / 8,000 misspellings on one line" \
    "$(input="$work/line-2000.txt" seconds "$wordcheck" check)" "$(input="$work/line-8000.txt" seconds "$wordcheck" check)"
exit $status
