#!/usr/bin/env bash
# Measures issue 57's targets for the Swift engine (DictionaryEngine) on Debian's
# dictionaries: `wordcheck spell --dictionary` with no word list against a C loop over
# Hunspell_spell, whole processes under callgrind: the load (one correct and one
# misspelled word from a cold process; target at most libhunspell's instructions), the
# instructions a word costs (target at most 0.5 times libhunspell's) and the peak
# resident memory. Prints a Markdown table. Installs what it needs (apt).
#
# Usage: scripts/bench-engine.sh [PACKAGE...]
#   default: the dictionaries the issue names (de_DE, fr, pt_BR, nl, sv_SE, hu_HU, ca,
#   ru_RU); WORDCHECK_DICTIONARIES="de_DE hu_HU" narrows them, WORDCHECK_BENCH_WORDS the
#   words a lookup is measured on (400). About a minute a dictionary.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
packages=("$@")
if [ ${#packages[@]} -eq 0 ]; then
    packages=(hunspell-de-de hunspell-fr-classical hunspell-pt-br hunspell-nl hunspell-sv hunspell-hu hunspell-ca hunspell-ru)
fi
WORDCHECK_BOOTSTRAP_EXTRAS="${packages[*]} valgrind ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh"
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=$(built_wordcheck)
. "$root/scripts/support/shell/debian-dictionaries.sh"
mapfile -t bases < <(debian_dictionary_bases "${packages[@]}")
[ ${#bases[@]} -gt 0 ] || { echo "bench-engine: no dictionary to measure" >&2; exit 66; }
python3 "$root/scripts/support/bench/bench-engine.py" --wordcheck "$wordcheck" --words "${WORDCHECK_BENCH_WORDS:-400}" \
    "${bases[@]}"
