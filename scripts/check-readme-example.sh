#!/usr/bin/env bash
# Builds and runs a README.md example as a separate package that depends on this
# checkout by path, exactly as a user would.
#
#   scripts/check-readme-example.sh                     "Use as a library": builds and runs
#       it, checks that a second plain `swift build` planned anew compiles nothing, and
#       that it resolves none of the packages of the HTTP service (Hummingbird,
#       SwiftNIO, ...) or of the CLI (swift-argument-parser).
#   scripts/check-readme-example.sh --without-hunspell  "Without libhunspell": builds it
#       where pkg-config cannot find hunspell (PKG_CONFIG_LIBDIR=/nonexistent), checks
#       with ldd that the program links no libhunspell, and runs it on words of each
#       bundled language and of two dictionaries named by path (a bundled one's files,
#       Hunspell's German compounding test); then builds it again with the English trait
#       alone (docs/LIBRARY.md, "Choosing the bundled languages"), checks that only English's resources
#       come with it and that Spanish is refused, and prints what the app carries in both.
#
# Each section must hold a Package.swift block, then a main.swift block.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=library
case "${1:-}" in
    "") ;;
    --without-hunspell) mode=pure ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "check-readme-example: unknown option $1 (try --help)" >&2; exit 64 ;;
esac
"$root/scripts/bootstrap.sh"

if [ "$mode" = library ]; then section="Use as a library"; name=Example; else section="Without libhunspell"; name=Rejects; fi
. "$root/scripts/support/shell/scratch-package.sh"
scratch_package "$name"
mkdir -p "$package/Sources/$name"
block() {
    awk -v section="## $section" -v wanted="$1" '$0==section{s=1;next} s&&/^## /{exit} s&&/^```swift/{c++; if(c==wanted){p=1;next}} p&&/^```/{exit} p' \
        "$root/README.md"
}
block 2 > "$package/Sources/$name/main.swift"
block 1 > "$package/Package.swift"
[ -s "$package/Sources/$name/main.swift" ] && [ -s "$package/Package.swift" ] || {
    echo "check-readme-example: README.md's '## $section' needs a Package.swift block, then a main.swift block" >&2
    exit 1
}
sed -i 's|\.package(path: "[^"]*")|.package(path: "../WordCheck")|' "$package/Package.swift"
cd "$package"

if [ "$mode" = pure ]; then
    PKG_CONFIG_LIBDIR=/nonexistent PKG_CONFIG_PATH= "$swiftpm" build --quiet --scratch-path "$scratch"
    binary=$("$swiftpm" build --scratch-path "$scratch" --show-bin-path)/$name
    if ldd "$binary" | grep -i hunspell; then
        echo "check-readme-example: the program of '## $section' links libhunspell" >&2
        exit 1
    fi
    expect() {
        local language=$1 input=$2 wanted=$3 got
        got=$(printf '%b' "$input" | "$binary" "$language")
        if [ "$got" != "$(printf '%b' "$wanted")" ]; then
            echo "check-readme-example: $name $language printed '$got' where '$wanted' was expected" >&2
            exit 1
        fi
    }
    expect en 'cease\nagensies\n21st\nwell-known\nCEASE.\nMCDONALD\n' 'agensies'
    expect es 'niño\nninyo\nacción\n' 'ninyo'
    expect it "dell'anno\ndell'annno\nl’acqua\nperché\n" "dell'annno"
    # Any Hunspell dictionary by path: a bundled one's files (its list answers), and
    # Hunspell's German compounding test, which the engine decides word for word.
    expect "$root/dictionaries/en_US/en_US.dic" 'cease\nagensies\n' 'agensies'
    suite=$("$root/scripts/support/shell/hunspell-suite.sh")
    expect "$suite/germancompounding" "$(cat "$suite/germancompounding.good" "$suite/germancompounding.wrong")\n" \
        "$(cat "$suite/germancompounding.wrong")"
    if "$binary" xx < /dev/null > /dev/null 2>&1; then
        echo "check-readme-example: $name accepted a language WordCheck does not bundle" >&2
        exit 1
    fi
    echo "check-readme-example: '## $section' builds without hunspell for pkg-config, links no libhunspell"
    echo "  ($(ldd "$binary" | awk '{print $1}' | tr '\n' ' ')), and rejects exactly the misspelled words in en, es and it"
    echo "  and in two dictionaries named by path"
    # What the app carries: its binary and the resource bundles beside it.
    carried() { du -cb "$binary" "$(dirname "$binary")"/WordCheck_*.resources | tail -1 | cut -f1; }
    everything=$(carried)
    # The same app with the English trait alone (docs/LIBRARY.md, "Choosing the bundled languages").
    sed -i 's|\.package(path: "../WordCheck")|.package(path: "../WordCheck", traits: ["English"])|' Package.swift
    grep -q 'traits: \["English"\]' Package.swift || { echo "check-readme-example: could not set the English trait" >&2; exit 1; }
    # A build folder of its own, so that nothing of the first build is found in it.
    PKG_CONFIG_LIBDIR=/nonexistent PKG_CONFIG_PATH= "$swiftpm" build --quiet --scratch-path "$work/english"
    binary=$("$swiftpm" build --scratch-path "$work/english" --show-bin-path)/$name
    bundles=$(cd "$(dirname "$binary")" && ls -d WordCheck_*.resources | tr '\n' ' ')
    if [ "$bundles" != "WordCheck_BundledEnglish.resources " ]; then
        echo "check-readme-example: with the English trait alone, the build holds $bundles" >&2
        exit 1
    fi
    expect en 'cease\nagensies\n' 'agensies'
    status=0
    printf 'niño\n' | "$binary" es > /dev/null 2> "$work/es.err" || status=$?
    if [ "$status" -ne 66 ] || ! grep -q "no dictionary for 'es'" "$work/es.err"; then
        echo "check-readme-example: with English alone, Spanish gave $status: $(cat "$work/es.err")" >&2
        exit 1
    fi
    english=$(carried)
    echo "check-readme-example: with traits: [\"English\"] the app carries $((english / 1024)) KiB (binary and resources)"
    echo "  against $((everything / 1024)) KiB with the default traits, and refuses es with exit 66"
    exit 0
fi

"$swiftpm" build --quiet --scratch-path "$scratch"
# Built again by a plain `swift build`, as a user's app is, after its Package.swift is
# touched (so SwiftPM plans the build anew, hashing as a plain process does): nothing
# of WordCheck compiles again. Twice, since a plan's order may match by chance.
for attempt in 1 2; do
    touch Package.swift
    compiled=$(swift build --scratch-path "$scratch" 2>&1 | grep -c 'Compiling' || true)
    if [ "$compiled" -ne 0 ]; then
        echo "check-readme-example: a second plain swift build of the example compiled again ($compiled lines)" >&2
        exit 1
    fi
done
echo "check-readme-example: the README example builds, and a second plain swift build compiles nothing; running it:"
"$swiftpm" run --quiet --scratch-path "$scratch" "$name"
# A user of the libraries resolves none of the packages the service (Server/) and the
# command-line tool (CLI/) need: they are packages of their own.
resolved=$("$swiftpm" package --scratch-path "$scratch" show-dependencies --format flatlist 2>/dev/null || true)
for dependency in hummingbird swift-nio swift-service-lifecycle swift-log swift-argument-parser; do
    if printf '%s\n' "$resolved" | grep -qi "^$dependency\$" || [ -e "$scratch/checkouts/$dependency" ]; then
        echo "check-readme-example: a package that uses the libraries resolved $dependency" >&2
        exit 1
    fi
done
echo "check-readme-example: the example resolved only $(printf '%s\n' "$resolved" | grep -v '^$' | tr '\n' ' ')"
