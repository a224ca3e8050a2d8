#!/usr/bin/env bash
# Installs what the build needs (scripts/bootstrap.sh), runs a seeded sample of
# malformed dictionaries through the built wordcheck (scripts/check-hostile-dictionaries.py:
# no crash, hang or runaway memory; libhunspell's verdicts when one loads), has
# Emacs drive it as its hunspell program (scripts/check-editors.sh), installs it
# in a temporary prefix and runs every command without the checkout
# (scripts/check-install.sh), builds the documentation with warnings as errors
# (scripts/build-docs.sh), checks the HTTP service end to end (scripts/check-service.sh)
# and runs its package's tests (Server/), then runs the whole test suite. Extra
# arguments go to the last `swift test` (e.g. --filter LanguageTests).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# Debian's word lists: the lexicon parity tests compare verdicts on every word of them.
WORDCHECK_BOOTSTRAP_EXTRAS="wamerican wspanish witalian ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh"
cd "$root"
swift build --product wordcheck
python3 scripts/check-hostile-dictionaries.py --seed 1 --count 300
scripts/check-editors.sh
scripts/check-install.sh
scripts/build-docs.sh
scripts/check-service.sh
swift test --package-path Server
swift test "$@"
