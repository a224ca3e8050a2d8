#!/usr/bin/env bash
# Builds and runs the Swift code block of README.md's "Use as a library"
# section as a separate package that depends on this checkout by path,
# exactly as a user would, and checks that it resolves none of the packages of the
# HTTP service (Hummingbird, SwiftNIO, ...) or of the CLI (swift-argument-parser).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The package is named WordCheck; a path dependency takes its name from the folder.
ln -s "$root" "$work/WordCheck"
mkdir -p "$work/Example/Sources/Example"
awk '/^## Use as a library/{s=1;next} s&&/^## /{exit} s&&/^```swift/{c++; if(c==2){p=1;next}} p&&/^```/{exit} p' \
    "$root/README.md" > "$work/Example/Sources/Example/main.swift"
awk '/^## Use as a library/{s=1;next} s&&/^## /{exit} s&&/^```swift/{c++; if(c==1){p=1;next}} p&&/^```/{exit} p' \
    "$root/README.md" > "$work/Example/Package.swift"
[ -s "$work/Example/Sources/Example/main.swift" ] && [ -s "$work/Example/Package.swift" ] || {
    echo "check-readme-example: README.md's '## Use as a library' needs a Package.swift block, then a main.swift block" >&2
    exit 1
}
sed -i 's|\.package(path: "[^"]*")|.package(path: "../WordCheck")|' "$work/Example/Package.swift"
cd "$work/Example"
swift build --quiet
echo "check-readme-example: the README example builds; running it:"
swift run --quiet Example
# A user of the libraries resolves none of the packages the service (Server/) and the
# command-line tool (CLI/) need: they are packages of their own.
resolved=$(swift package show-dependencies --format flatlist 2>/dev/null || true)
for package in hummingbird swift-nio swift-service-lifecycle swift-log swift-argument-parser; do
    if printf '%s\n' "$resolved" | grep -qi "^$package\$" || [ -e ".build/checkouts/$package" ]; then
        echo "check-readme-example: a package that uses the libraries resolved $package" >&2
        exit 1
    fi
done
echo "check-readme-example: the example resolved only $(printf '%s\n' "$resolved" | grep -v '^$' | tr '\n' ' ')"
