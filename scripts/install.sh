#!/usr/bin/env bash
# Installs wordcheck: the executable and the HTTP service, wordcheck-server (built
# from Server/, which `wordcheck serve` runs), in PREFIX/bin, and their data (the
# bundled dictionaries with their word lists, and the root-word lists) in
# PREFIX/share/wordcheck, where both look for it. The Swift runtime is linked in,
# so the installed binaries need only libhunspell (scripts/bootstrap.sh installs
# it) and run without the checkout or the Swift toolchain.
#
# Usage: scripts/install.sh [PREFIX]   (default: /usr/local as root, else ~/.local)
#        scripts/install.sh --uninstall [PREFIX]
#        scripts/install.sh [--built-wordcheck DIR] [--built-server DIR] [PREFIX]
#            installs programs already built (DIR is a build's bin folder, such as
#            .build/release after scripts/wordcheck) instead of building them;
#            scripts/test.sh does this.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
uninstall=false
built_wordcheck= built_server=
while [ $# -gt 0 ]; do
    case $1 in
    --uninstall) uninstall=true; shift ;;
    --built-wordcheck | --built-server)
        [ $# -ge 2 ] && [ -d "$2" ] || { echo "install: $1 needs a build's bin folder" >&2; exit 64; }
        if [ "$1" = --built-wordcheck ]; then built_wordcheck=$(cd "$2" && pwd); else built_server=$(cd "$2" && pwd); fi
        shift 2
        ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "install: unknown option $1 (give a PREFIX, or --uninstall PREFIX)" >&2; exit 64 ;;
    *) break ;;
    esac
done
if [ $# -gt 1 ]; then echo "install: give one PREFIX at most" >&2; exit 64; fi
if [ -n "${1:-}" ]; then
    prefix=$1
elif [ "$(id -u)" -eq 0 ]; then
    prefix=/usr/local
else
    prefix=$HOME/.local
fi
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)
data="$prefix/share/wordcheck"

if $uninstall; then
    rm -f "$prefix/bin/wordcheck" "$prefix/bin/wordcheck-server"
    rm -rf "$data"
    echo "install: removed $prefix/bin/wordcheck, $prefix/bin/wordcheck-server and $data" >&2
    exit 0
fi

"$root/scripts/bootstrap.sh"
if [ -n "$built_wordcheck" ]; then
    bin=$built_wordcheck
else
    # A scratch folder of its own: the static runtime must not mix with the everyday builds.
    scratch="$root/.build-install"
    swift build -c release --package-path "$root/CLI" --scratch-path "$scratch" --product wordcheck --static-swift-stdlib >&2
    bin=$(swift build -c release --package-path "$root/CLI" --scratch-path "$scratch" --show-bin-path)
fi
[ -x "$bin/wordcheck" ] || { echo "install: no wordcheck in $bin" >&2; exit 66; }
# Each bundled language is the resource bundle of a target of its own.
parts=("BundledEnglish en_US" "BundledSpanish es_ES" "BundledItalian it_IT")
for part in "${parts[@]}"; do
    set -- $part
    [ -f "$bin/WordCheck_$1.resources/$2/$2.dic" ] || { echo "install: the build has no $bin/WordCheck_$1.resources/$2" >&2; exit 70; }
done
# The service is a package of its own (Server/), so that the libraries never pull in Hummingbird.
if [ -n "$built_server" ]; then
    server_bin=$built_server
else
    server_scratch="$root/.build-install-server"
    swift build -c release --package-path "$root/Server" --scratch-path "$server_scratch" --product wordcheck-server --static-swift-stdlib >&2
    server_bin=$(swift build -c release --package-path "$root/Server" --scratch-path "$server_scratch" --show-bin-path)
fi
[ -x "$server_bin/wordcheck-server" ] || { echo "install: no wordcheck-server in $server_bin" >&2; exit 66; }

# The data goes in beside the old one, then replaces it in one rename, so an
# interrupted install leaves the previous data whole.
mkdir -p "$prefix/bin" "$prefix/share"
staging=$(mktemp -d "$prefix/share/.wordcheck-install.XXXXXX")
trap 'rm -rf "$staging"' EXIT
for part in "${parts[@]}"; do
    set -- $part
    cp -R "$bin/WordCheck_$1.resources/$2" "$staging/"
done
chmod -R a+rX "$staging"
rm -rf "$data.old"
[ -e "$data" ] && mv "$data" "$data.old"
mv "$staging" "$data"
rm -rf "$data.old"
for program in "$bin/wordcheck" "$server_bin/wordcheck-server"; do
    name=$(basename "$program")
    install -m 755 "$program" "$prefix/bin/$name.new"
    # Without its symbols a binary is a quarter smaller (the Swift runtime and Foundation are in it).
    if command -v strip >/dev/null 2>&1; then strip "$prefix/bin/$name.new"; fi
    mv "$prefix/bin/$name.new" "$prefix/bin/$name"
done

echo "install: $("$prefix/bin/wordcheck" --version) and $("$prefix/bin/wordcheck-server" --version) in $prefix/bin, their data in $data" >&2
case ":$PATH:" in
*":$prefix/bin:"*) ;;
*) echo "install: $prefix/bin is not on your PATH; add it, or run $prefix/bin/wordcheck" >&2 ;;
esac
