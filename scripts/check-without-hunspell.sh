#!/usr/bin/env bash
# Runs the tests of the engine without C (Tests/WordListCheckerTests: the pure checker on
# the bundled lists, with the game on top) and the game's own tests
# (Tests/WordValidatorTests) in a package of their own that depends on this checkout by
# path, where pkg-config cannot find hunspell (PKG_CONFIG_LIBDIR=/nonexistent), and
# checks with ldd that the test program links no libhunspell. The root package's test
# bundle links every target, CHunspell included; this one holds only what an app without
# C would build.
#
#   scripts/check-without-hunspell.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
. "$root/scripts/support/shell/scratch-package.sh"
scratch_package WithoutHunspell
mkdir -p "$package/Tests"
ln -s "$root/Tests/TestSupport" "$package/Sources/TestSupport"
ln -s "$root/Tests/WordListCheckerTests" "$package/Tests/WordListCheckerTests"
ln -s "$root/Tests/WordValidatorTests" "$package/Tests/WordValidatorTests"
cat > "$package/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "WithoutHunspell",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../WordCheck")],
    targets: [
        .target(name: "TestSupport", dependencies: [.product(name: "SpellCheckingCore", package: "WordCheck")]),
        .testTarget(name: "WordListCheckerTests", dependencies: [
            .product(name: "SpellCheckingCore", package: "WordCheck"),
            .product(name: "WordValidator", package: "WordCheck"),
            "TestSupport",
        ]),
        .testTarget(name: "WordValidatorTests", dependencies: [
            .product(name: "WordValidator", package: "WordCheck"),
            "TestSupport",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
EOF
cd "$package"
export PKG_CONFIG_LIBDIR=/nonexistent PKG_CONFIG_PATH=
"$swiftpm" build --build-tests --quiet --scratch-path "$scratch"
tests=$(find "$("$swiftpm" build --scratch-path "$scratch" --show-bin-path)" -maxdepth 1 -name '*.xctest' | head -n 1)
[ -n "$tests" ] || { echo "check-without-hunspell: no test program was built" >&2; exit 1; }
if ldd "$tests" | grep -i hunspell; then
    echo "check-without-hunspell: the test program of the engine without C links libhunspell" >&2
    exit 1
fi
"$swiftpm" test --skip-build --scratch-path "$scratch" 2>&1 | tee "$work/test.log" | grep -E "✘|Test run with" || true
if ! grep -q "^✔ Test run with .* passed" "$work/test.log"; then
    echo "check-without-hunspell: the tests failed without libhunspell (log above)" >&2
    grep -E "✘" "$work/test.log" | head -40 >&2 || true
    exit 1
fi
echo "check-without-hunspell: WordListCheckerTests and WordValidatorTests pass in a package built without hunspell"
echo "  for pkg-config, whose test program links no libhunspell ($(ldd "$tests" | awk '{print $1}' | tr '\n' ' '))"
