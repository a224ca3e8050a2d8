# Sourced by the scripts that run over Debian's Hunspell dictionaries
# (check-debian-dictionaries.sh, bench-engine.sh).
#
#   debian_dictionary_bases PACKAGE...   prints, sorted and once each, the path without
#       extension of every dictionary the installed packages put in /usr/share/hunspell,
#       narrowed to the names in $WORDCHECK_DICTIONARIES when it is set. A link
#       (es_MX -> es) names files listed under their own name already, and is skipped.
debian_dictionary_bases() {
    local package aff base name
    for package in "$@"; do
        while read -r aff; do
            base=${aff%.aff}
            name=$(basename "$base")
            if [ -n "${WORDCHECK_DICTIONARIES:-}" ] && [[ " $WORDCHECK_DICTIONARIES " != *" $name "* ]]; then continue; fi
            [ -L "$aff" ] || [ ! -f "$base.dic" ] || echo "$base"
        done < <(dpkg -L "$package" | grep -E '^/usr/share/hunspell/[^/]+\.aff$' || true)
    done | sort -u
}
