#!/usr/bin/env bash
# Rebuilds dictionaries/{en_US,es_ES,it_IT} from Debian's hunspell packages and
# records where every file came from in dictionaries/PROVENANCE.md, then writes
# the word lists again (scripts/generate-word-lists.sh, which installs wordfreq).
#
# Usage: scripts/update-dictionaries.sh
# Needs apt-get and dpkg-deb (Debian or Ubuntu). The packages are downloaded
# with `apt-get download`, so nothing is installed.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/dictionaries"
work=$(mktemp -d)
chmod 0777 "$work"  # apt-get download drops privileges to _apt
trap 'rm -rf "$work"' EXIT

# language folder -> Debian package
declare -A packages=([en_US]=hunspell-en-us [es_ES]=hunspell-es [it_IT]=hunspell-it)

command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null || {
    echo "update-dictionaries: needs apt-get and dpkg-deb (Debian or Ubuntu)" >&2
    exit 69
}

cd "$work"
apt-get download "${packages[@]}" >/dev/null

{
    echo "# Provenance of the bundled dictionaries"
    echo
    echo "Written by \`scripts/update-dictionaries.sh\` on $(date -u +%Y-%m-%d). Each folder holds the"
    echo "files of one Debian package, unchanged, and that package's copyright file,"
    echo "plus the word list derived from them (\`name.words\`, see WORDS.md)."
    echo
    echo "| folder | Debian package | version | file | sha256 |"
    echo "| --- | --- | --- | --- | --- |"
} > "$work/PROVENANCE.md"

for name in en_US es_ES it_IT; do
    package=${packages[$name]}
    deb=$(ls "$work"/"${package}"_*.deb)
    version=$(dpkg-deb -f "$deb" Version)
    mkdir -p "$work/x-$name"
    dpkg-deb -x "$deb" "$work/x-$name"
    dest="$out/$name"
    # The package's files are replaced; the folder's roots/ (the root-word lists) stays.
    mkdir -p "$dest"
    rm -f "$dest/$name.aff" "$dest/$name.dic" "$dest/$name.words" "$dest/copyright"
    cp "$work/x-$name/usr/share/hunspell/$name.aff" "$work/x-$name/usr/share/hunspell/$name.dic" "$dest/"
    cp "$work/x-$name/usr/share/doc/$package/copyright" "$dest/copyright"
    for file in "$name.aff" "$name.dic" copyright; do
        sum=$(sha256sum "$dest/$file" | cut -d' ' -f1)
        echo "| $name | $package | $version | $file | \`$sum\` |" >> "$work/PROVENANCE.md"
    done
done

cp "$work/PROVENANCE.md" "$out/PROVENANCE.md"
echo "update-dictionaries: wrote $out; now the word lists"
"$root/scripts/generate-word-lists.sh"
