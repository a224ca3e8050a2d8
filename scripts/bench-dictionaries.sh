#!/usr/bin/env bash
# Measures WordCheck on Debian's own Hunspell dictionaries with word lists the Swift
# builder makes (issue 25's targets): build time and size, `wordcheck spell` against a
# C loop over libhunspell, and suggestions (top-1, p50/p99 latency) with and without
# wordfreq's frequencies against libhunspell's. Prints Markdown tables.
# Installs what it needs (apt, pip).
#
# Usage: scripts/bench-dictionaries.sh [--builds-only] [BASE=LANG...]
#   default: Debian's de_DE, fr, pt_BR, ru_RU and es_MX (about 30 minutes)
#   --builds-only: build each list with and without frequencies and print their sizes
#                  alone (about 10 minutes, pt_BR's builds most of it)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
only=()
if [ "${1:-}" = --builds-only ]; then only=(--builds-only); shift; fi
dictionaries=("$@")
if [ ${#dictionaries[@]} -eq 0 ]; then
    dictionaries=(/usr/share/hunspell/de_DE=de /usr/share/hunspell/fr=fr /usr/share/hunspell/pt_BR=pt
        /usr/share/hunspell/ru_RU=ru /usr/share/hunspell/es_MX=es)
fi
WORDCHECK_BOOTSTRAP_EXTRAS="hunspell-de-de hunspell-fr-classical hunspell-pt-br hunspell-ru hunspell-es python3-pip time" \
    "$root/scripts/bootstrap.sh"
wordfreq_version=$(python3 -c "import sys; sys.path.insert(0, '$root/scripts/support/python'); import generation; print(generation.WORDFREQ_VERSION)")
python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('wordfreq') != '$wordfreq_version')" 2>/dev/null \
    || python3 -m pip install --quiet "wordfreq==$wordfreq_version" 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages "wordfreq==$wordfreq_version"
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=$(built_wordcheck)
[ ${#only[@]} -gt 0 ] || swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cc -O2 "$root/scripts/support/harnesses/hunspell-spell.c" $(pkg-config --cflags --libs hunspell) -o "$scratch/hunspell-spell"
python3 "$root/scripts/support/bench/bench-dictionaries.py" --wordcheck "$wordcheck" \
    --bench "$root/Benchmarks/.build/release/wordcheck-bench" --harness "$scratch/hunspell-spell" "${only[@]}" "${dictionaries[@]}"
