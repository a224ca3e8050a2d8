#!/usr/bin/env bash
# Shows that `wordcheck spell --dictionary /usr/share/hunspell/xx_YY` gives
# exactly libhunspell's verdicts on every word of Debian's word lists
# (wamerican, wspanish, witalian), and times it against a direct libhunspell
# loop (scripts/support/harnesses/hunspell-spell.c) and `hunspell -l` on the same input.
#
# Usage: scripts/compare-with-hunspell.sh [ROUNDS]   (default 5 timed rounds)
# Exit status: 0 when every list agrees, 1 when any differs.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-5}
WORDCHECK_BOOTSTRAP_EXTRAS="hunspell hunspell-en-us hunspell-es hunspell-it wamerican wspanish witalian" \
    "$root/scripts/bootstrap.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "building wordcheck (release) and the libhunspell reference harness..."
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=$(built_wordcheck)
cc -O2 "$root/scripts/support/harnesses/hunspell-spell.c" $(pkg-config --cflags --libs hunspell) -o "$work/hunspell-spell"

# seconds for one run of "$@" with stdin from $input, output discarded
seconds() {
    local start end
    start=$(date +%s%N)
    "$@" < "$input" > /dev/null 2>&1 || true
    end=$(date +%s%N)
    awk -v ns=$((end - start)) 'BEGIN { printf "%.4f\n", ns / 1e9 }'
}
median() { sort -n | awk '{ a[NR] = $1 } END { m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%.3f", m }'; }

echo "machine: $(nproc) cores, $(uname -sm), $(hunspell -v 2>/dev/null | head -1 | sed 's/.*(but really \(Hunspell [0-9.]*\)).*/\1/')"
printf "%-8s %-18s %8s %10s %12s %14s %14s %14s\n" dict list words misspelled agree "wordcheck s" "libhunspell s" "hunspell -l s"
status=0
for pair in en_US:american-english es_ES:spanish it_IT:italian; do
    dict=/usr/share/hunspell/${pair%%:*}
    input=/usr/share/dict/${pair#*:}
    "$wordcheck" spell --dictionary "$dict" < "$input" > "$work/wordcheck.out" || true
    "$work/hunspell-spell" "$dict" < "$input" > "$work/reference.out" || true
    if cmp -s "$work/wordcheck.out" "$work/reference.out"; then agree=yes; else agree=NO; status=1; fi
    ours=$(for _ in $(seq "$rounds"); do seconds "$wordcheck" spell --dictionary "$dict"; done | median)
    direct=$(for _ in $(seq "$rounds"); do seconds "$work/hunspell-spell" "$dict"; done | median)
    cli=$(for _ in $(seq "$rounds"); do seconds hunspell -d "$dict" -l; done | median)
    printf "%-8s %-18s %8d %10d %12s %14s %14s %14s\n" "${pair%%:*}" "${pair#*:}" \
        "$(wc -l < "$input")" "$(wc -l < "$work/reference.out")" "$agree" "$ours" "$direct" "$cli"
    [ "$agree" = yes ] || diff "$work/reference.out" "$work/wordcheck.out" | head -20
done
echo "(times: median of $rounds runs, whole process including dictionary load)"
exit $status
