#!/usr/bin/env bash
# Builds the DocC documentation of the four library products, SpellCheckingCore,
# SpellChecking, WordValidator and WordCheck, with the toolchain's docc, warnings as errors, and
# checks that every public symbol has a summary. Each product's archive holds what a
# user who imports it sees: the symbols of the modules it re-exports (SpellCheckingCore
# in the other three) are extracted into its own symbol graph, so no archive shows a module
# users cannot import. Writes the archives to .build/docs/; scripts/test.sh runs it, so
# a broken link or an undocumented symbol fails CI.
#
# Usage: scripts/build-docs.sh    (about a minute; reuses scripts/test.sh's release build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
cd "$root"
docc=$(command -v docc || true)
[ -n "$docc" ] || docc="$(dirname "$(command -v swift)")/docc"
[ -x "$docc" ] || { echo "build-docs: docc is not in this toolchain" >&2; exit 69; }
extract="$(dirname "$(command -v swift)")/swift-symbolgraph-extract"
[ -x "$extract" ] || { echo "build-docs: swift-symbolgraph-extract is not in this toolchain" >&2; exit 69; }

# The modules, as scripts/test.sh builds them (the same flags, through the same
# scripts/support/shell/swiftpm: this builds nothing new).
swiftpm="$root/scripts/support/shell/swiftpm"
. "$root/scripts/support/shell/shared-build.sh"
plan_for root  # .build may hold the CLI's plan (scripts/wordcheck, scripts/test.sh)
"$swiftpm" build "${root_build[@]}" --build-tests >&2
modules="$("$swiftpm" build "${root_build[@]}" --show-bin-path)/Modules"
target=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

out="$root/.build/docs"
graphs="$out/symbol-graphs"
rm -rf "$graphs"
mkdir -p "$graphs"
# product: the modules it re-exports, whose symbols are documented as its own.
for product in SpellCheckingCore: SpellChecking:SpellCheckingCore WordValidator:SpellCheckingCore WordCheck:SpellCheckingCore,SpellChecking,WordValidator; do
    module=${product%%:*} reexported=${product#*:}
    mkdir -p "$graphs/$module"
    "$extract" -module-name "$module" -I "$modules" -I Sources/CHunspell -target "$target" \
        -minimum-access-level public -skip-inherited-docs -output-dir "$graphs/$module" \
        ${reexported:+-experimental-allowed-reexported-modules="$reexported"}
done
python3 scripts/support/harnesses/check-doc-coverage.py "$graphs" SpellCheckingCore SpellChecking WordValidator WordCheck

for module in SpellCheckingCore SpellChecking WordValidator WordCheck; do
    "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
        --output-path "$out/$module.doccarchive" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.wordcheck.$module" --warnings-as-errors >"$out/$module.log" 2>&1 \
        || { cat "$out/$module.log" >&2; echo "build-docs: $module's documentation has warnings" >&2; exit 1; }
done
echo "build-docs: SpellCheckingCore, SpellChecking, WordValidator and WordCheck documented without warnings, in $out" >&2
