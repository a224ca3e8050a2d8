#!/usr/bin/env bash
# Installs what the build needs (scripts/bootstrap.sh), then runs the whole
# test suite. Extra arguments go to `swift test` (e.g. --filter LanguageTests).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
cd "$root"
swift test "$@"
