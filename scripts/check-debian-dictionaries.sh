#!/usr/bin/env bash
# Builds the word list of Debian's Hunspell dictionaries with `wordcheck words build` and
# compares, for each, `wordcheck spell` (answering from the list) with libhunspell on every
# listed form, its capitalised and upper-case spellings, 20,000 seeded misspellings and, for a
# list that judges compounds, 20,000 seeded rows of forms with and without an edit;
# prints a Markdown table (forms, build time, bytes per form, peak memory, status,
# differences) and exits 1 on any difference. The packages are installed with apt-get.
#
# With --engine, no list is built: `wordcheck spell` answers with the Swift engine alone
# (DictionaryEngine), on forms hunspell-tools' unmunch spells out of 2,500 random stems,
# their case variants, 20,000 misspellings and 25,000 rows of forms, against libhunspell.
#
# With --morphology, `wordcheck -s` and `-m` (stems and analyses, the Swift engine's) are
# compared with `hunspell -s` and `-m` on 3,000 of those forms and their variants, rows and
# misspellings.
#
# Usage: scripts/check-debian-dictionaries.sh [--engine | --morphology] [PACKAGE...]
#   default: one package per language where several conflict (below); NAMES of the
#   dictionaries to check can be narrowed with WORDCHECK_DICTIONARIES="de_DE fr_FR".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
engine=()
if [ "${1:-}" = --engine ] || [ "${1:-}" = --morphology ]; then
    engine=("$1")
    shift
fi
packages=("$@")
if [ ${#packages[@]} -eq 0 ]; then
    packages=(hunspell-af hunspell-an hunspell-ar hunspell-be hunspell-bg hunspell-bn hunspell-bo hunspell-br
        hunspell-bs hunspell-ca hunspell-cs hunspell-da hunspell-de-at hunspell-de-ch hunspell-de-de hunspell-dz
        hunspell-el hunspell-en-au hunspell-en-ca hunspell-en-gb hunspell-en-za hunspell-es hunspell-eu hunspell-fr-classical
        hunspell-gd hunspell-gl hunspell-gu hunspell-gug hunspell-he hunspell-hi hunspell-hr hunspell-hu hunspell-id
        hunspell-is hunspell-it hunspell-kk hunspell-kmr hunspell-ko hunspell-lo hunspell-lt hunspell-lv hunspell-ml
        hunspell-mn hunspell-ne hunspell-nl hunspell-no hunspell-oc hunspell-pl hunspell-pt-br hunspell-pt-pt
        hunspell-ro hunspell-ru hunspell-si hunspell-sk hunspell-sl hunspell-sr hunspell-sv hunspell-sw hunspell-te
        hunspell-th hunspell-tr hunspell-uk hunspell-uz hunspell-vi myspell-eo myspell-fa myspell-ga myspell-hy
        myspell-sq myspell-tl)
fi
WORDCHECK_BOOTSTRAP_EXTRAS="${packages[*]} hunspell-tools ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh"
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=$(built_wordcheck)
. "$root/scripts/support/shell/debian-dictionaries.sh"
mapfile -t bases < <(debian_dictionary_bases "${packages[@]}")
[ ${#bases[@]} -gt 0 ] || { echo "check-debian-dictionaries: no dictionary to check" >&2; exit 66; }
python3 "$root/scripts/support/harnesses/check-dictionary-lists.py" "${engine[@]}" --wordcheck "$wordcheck" \
    "${bases[@]}"
