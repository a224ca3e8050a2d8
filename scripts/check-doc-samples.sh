#!/usr/bin/env bash
# Compiles the Swift samples of the DocC articles (Sources/*/*.docc/*.md) as a user's
# package would: one program per article, made of its ```swift blocks in order, in a
# package that depends on this checkout by path. A sample that names `english` without
# making it gets `let english = try HunspellChecker()` first; samples that are tests
# (`import Testing`) are compiled and run by the test suite instead
# (DocumentationSampleTests). The programs are built, not run: some name files that
# only exist on the reader's machine.
#
#   scripts/check-doc-samples.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
. "$root/scripts/support/shell/scratch-package.sh"
scratch_package DocSamples
targets=()
for article in "$root"/Sources/*/*.docc/*.md; do
    # The article's blocks, each one that is not a test, in order.
    code=$(awk '/^```swift/{block=""; inside=1; next} inside && /^```/{inside=0; if (block !~ /import Testing/) printf "%s", block; next} inside{block = block $0 "\n"}' "$article")
    [ -n "$code" ] || continue
    name=$(basename "$(dirname "$article")" .docc)$(basename "$article" .md)
    mkdir -p "$package/Sources/$name"
    {
        echo "// From ${article#"$root"/}."
        echo "import SpellChecking"
        echo "import WordValidator"
        if grep -q '\benglish\b' <<<"$code" && ! grep -q 'let english' <<<"$code"; then
            echo "let english = try HunspellChecker()"
        fi
        printf '%s\n' "$code"
    } > "$package/Sources/$name/main.swift"
    targets+=("$name")
done
[ ${#targets[@]} -gt 0 ] || { echo "check-doc-samples: no Swift sample found in the articles" >&2; exit 1; }
{
    echo '// swift-tools-version: 6.1'
    echo 'import PackageDescription'
    echo 'let package = Package('
    echo '    name: "DocSamples",'
    echo '    platforms: [.macOS(.v15)],'
    echo '    dependencies: [.package(path: "../WordCheck")],'
    echo '    targets: ['
    for name in "${targets[@]}"; do
        echo "        .executableTarget(name: \"$name\", dependencies: [.product(name: \"WordCheck\", package: \"WordCheck\")]),"
    done
    echo '    ]'
    echo ')'
} > "$package/Package.swift"
cd "$package"
# The compiler's messages go to standard output: both are kept for the error lines.
if ! "$swiftpm" build --scratch-path "$scratch" >"$work/build.log" 2>&1; then
    grep -E "error:" "$work/build.log" | sed "s|$package/Sources/||" >&2 || cat "$work/build.log" >&2
    echo "check-doc-samples: an article's Swift sample does not compile (above)" >&2
    exit 1
fi
echo "check-doc-samples: the Swift samples of ${#targets[@]} articles compile (${targets[*]})"
