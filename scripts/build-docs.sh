#!/usr/bin/env bash
# Builds the DocC documentation of SpellChecking and WordValidator (each with the
# SpellCheckingCore module they re-export) with the toolchain's docc, warnings as
# errors, and checks that every public symbol has a summary. Writes the archives to
# .build/docs/; scripts/test.sh runs it, so a broken link or an undocumented
# symbol fails CI.
#
# Usage: scripts/build-docs.sh    (about a minute)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
cd "$root"
docc=$(command -v docc || true)
[ -n "$docc" ] || docc="$(dirname "$(command -v swift)")/docc"
[ -x "$docc" ] || { echo "build-docs: docc is not in this toolchain" >&2; exit 69; }

# The symbol graphs of every module. dump-symbol-graph needs the test modules built
# as well; scripts/test.sh's `swift test` then reuses this build.
swift build --build-tests >&2
swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs="$(swift build --show-bin-path)/../symbolgraph"
python3 scripts/support/harnesses/check-doc-coverage.py "$graphs" SpellCheckingCore SpellChecking WordValidator WordCheck

out="$root/.build/docs"
mkdir -p "$out"
for module in SpellChecking WordValidator; do
    selected=$(mktemp -d)
    cp "$graphs/$module.symbols.json" "$graphs/SpellCheckingCore.symbols.json" "$selected/"
    "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$selected" \
        --output-path "$out/$module.doccarchive" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.wordcheck.$module" --warnings-as-errors >"$out/$module.log" 2>&1 \
        || { cat "$out/$module.log" >&2; rm -rf "$selected"; echo "build-docs: $module's documentation has warnings" >&2; exit 1; }
    rm -rf "$selected"
done
echo "build-docs: SpellChecking and WordValidator documented without warnings, in $out" >&2
