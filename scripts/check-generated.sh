#!/usr/bin/env bash
# Regenerates the checked-in generated files that can be made again in seconds,
# offline and deterministically, into a temporary folder, and fails with a diff
# when one differs from the copy in the tree. Takes about a second.
#
# Checked:
#   Sources/SpellCheckingCore/Engine/CodePages.swift    scripts/generate-code-pages.py
# Not checked here, and why:
#   dictionaries/*/*.words, dictionaries/WORDS.md     scripts/generate-word-lists.sh needs the
#       pinned wordfreq from PyPI and a minute of libhunspell. Each list records a digest
#       of the .aff and .dic it was made from; the library checks it at load and stops
#       using a list made from other files (scripts/check-word-lists.sh measures coverage).
#   dictionaries/*/roots/*.txt                         scripts/generate-root-words.py needs
#       wordfreq and a release build of wordcheck, and takes minutes.
#   dictionaries/*/game-exclusions.txt, GAME-VOCABULARY.md   scripts/generate-game-exclusions.sh
#       needs Debian's scowl and aspell dictionaries, PyPI packages and a benchmark build;
#       CuratedExclusionsTests checks that the library leaves out exactly each file's words.
#   Tests/wordcheckTests/Help/*.txt                    written by HelpTextTests itself
#       (WORDCHECK_UPDATE_HELP=1), which compares them on every test run.
#
# Usage: scripts/check-generated.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0

# compare FILE REGENERATED COMMAND: FILE (relative to the root) against its regenerated copy.
compare() {
    if diff -u --label "$1 (checked in)" --label "$1 (regenerated)" "$root/$1" "$2"; then
        echo "check-generated: $1 is what its generator writes"
    else
        echo "check-generated: $1 differs from what its generator writes; run $3 and commit the result" >&2
        status=1
    fi
}

python3 "$root/scripts/generate-code-pages.py" --output "$scratch/CodePages.swift" >/dev/null
compare Sources/SpellCheckingCore/Engine/CodePages.swift "$scratch/CodePages.swift" "python3 scripts/generate-code-pages.py"

exit "$status"
