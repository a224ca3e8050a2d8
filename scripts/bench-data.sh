#!/usr/bin/env bash
# Writes the benchmark workloads into Benchmarks/.data (or $WORDCHECK_BENCH_DATA)
# from Debian's word lists (wamerican, wspanish, witalian), libhunspell's
# verdicts and word frequencies from PyPI's wordfreq (pinned below). Installs
# what it needs. The inputs' versions go to VERSIONS in the same folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
data=${WORDCHECK_BENCH_DATA:-$root/Benchmarks/.data}
WORDCHECK_BOOTSTRAP_EXTRAS="hunspell-en-us hunspell-es hunspell-it wamerican wspanish witalian python3-pip" \
    "$root/scripts/bootstrap.sh"
# The one pin of wordfreq, shared with the generators.
wordfreq_version=$(python3 -c "import sys; sys.path.insert(0, '$root/scripts/support/python'); import generation; print(generation.WORDFREQ_VERSION)")
python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('wordfreq') != '$wordfreq_version')" 2>/dev/null \
    || python3 -m pip install --quiet "wordfreq==$wordfreq_version" 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages "wordfreq==$wordfreq_version"

mkdir -p "$data"
cc -O2 "$root/scripts/support/harnesses/hunspell-spell.c" $(pkg-config --cflags --libs hunspell) -o "$data/hunspell-spell"
for entry in en_US:american-english:en es_ES:spanish:es it_IT:italian:it; do
    IFS=: read -r name list language <<< "$entry"
    python3 "$root/scripts/support/bench/bench-data.py" "$name" "/usr/share/dict/$list" "$language" "$data" \
        "$data/hunspell-spell" "/usr/share/hunspell/$name"
done
{
    echo "wordfreq $wordfreq_version"
    dpkg-query -W -f='${Package} ${Version}\n' wamerican wspanish witalian hunspell-en-us hunspell-es hunspell-it libhunspell-1.7-0
} > "$data/VERSIONS"
