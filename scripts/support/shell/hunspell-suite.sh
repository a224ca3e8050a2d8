#!/usr/bin/env bash
# Prints the folder of Hunspell 1.7.1's own test suite (tests/*.aff, .dic, .good, .wrong),
# fetching Debian's source tarball of it once into ~/.cache/wordcheck (about 1 MB; its
# SHA-256 is checked against the one Debian 12's hunspell_1.7.1-1.dsc lists). The engine's
# tests (DictionaryEngineTests) check every word of it against libhunspell.
#
# Usage: scripts/support/shell/hunspell-suite.sh   (needs curl and tar)
set -euo pipefail
version=1.7.1
sha256=b2d9c5369c2cc7f321cb5983fda2dbf007dce3d9e17519746840a6f0c4bf7444
cache="${XDG_CACHE_HOME:-$HOME/.cache}/wordcheck"
folder="$cache/hunspell-$version-tests"
if [ ! -f "$folder/.complete" ]; then
    mkdir -p "$cache"
    scratch=$(mktemp -d "$cache/hunspell-suite.XXXXXX")
    trap 'rm -rf "$scratch"' EXIT
    url="http://deb.debian.org/debian/pool/main/h/hunspell/hunspell_$version.orig.tar.gz"
    curl -fsSL --retry 3 -o "$scratch/source.tar.gz" "$url" \
        || { echo "hunspell-suite: could not download $url" >&2; exit 69; }
    echo "$sha256  $scratch/source.tar.gz" | sha256sum --check --status \
        || { echo "hunspell-suite: $url does not have the SHA-256 Debian lists" >&2; exit 70; }
    tar -xzf "$scratch/source.tar.gz" -C "$scratch" "hunspell-$version/tests"
    rm -rf "$folder"
    mv "$scratch/hunspell-$version/tests" "$folder"
    touch "$folder/.complete"
fi
echo "$folder"
