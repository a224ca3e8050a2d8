#!/usr/bin/env bash
# Measures how complete the bundled word lists are: installs Debian's word lists
# (wamerican, wspanish, witalian), asks libhunspell which of their words the
# bundled dictionaries accept, and reports every accepted word that the matching
# .words file neither lists nor can stand for (a case variant such as Cease for
# cease, or an elided form such as l'acqua). Exit 1 when any is missing.
#
# Usage: scripts/check-word-lists.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
missing=()
for package in wamerican wspanish witalian; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
. "$root/scripts/support/shell/shared-build.sh"
WORDCHECK=$(built_wordcheck) python3 "$root/scripts/support/harnesses/check-word-lists.py"
