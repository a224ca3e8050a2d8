#!/usr/bin/env bash
# Writes the word lists of the bundled dictionaries (dictionaries/{en_US,es_ES,it_IT}/*.words)
# and dictionaries/WORDS.md with `wordcheck words build` (the Swift WordListBuilder), each
# ranked by the frequencies of PyPI's wordfreq (pinned in scripts/support/python/generation.py,
# exported by scripts/export-frequencies.py). Python and wordfreq are needed here only;
# nothing reads wordfreq at run time. Installs what it needs (scripts/bootstrap.sh, pip).
#
# Usage: scripts/generate-word-lists.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
version=$(sed -n 's/^WORDFREQ_VERSION = "\(.*\)"$/\1/p' "$root/scripts/support/python/generation.py")
if [ "$(python3 -c 'import importlib.metadata as m; print(m.version("wordfreq"))' 2>/dev/null)" != "$version" ]; then
    pip install --quiet --break-system-packages "wordfreq==$version" >&2 || pip install --quiet "wordfreq==$version" >&2
fi
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=$(built_wordcheck)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export WORDCHECK_CACHE_DIR="$scratch/cache"

rows=()
for name in en_US es_ES it_IT; do
    base="$root/dictionaries/$name/$name"
    python3 "$root/scripts/export-frequencies.py" "${name%%_*}" > "$scratch/$name.frequencies"
    # Written beside, then moved: a failed build leaves the list in the tree as it was.
    "$wordcheck" words build --dictionary "$base" --frequencies "$scratch/$name.frequencies" \
        --output "$scratch/$name.words" >&2
    mv "$scratch/$name.words" "$base.words"
    info=$("$wordcheck" words info --json --file "$base.words")
    counts=$(python3 -c 'import json, sys; i = json.loads(sys.argv[1]); print(f"{i[\"words\"]:,} | {i[\"ranked\"]:,}")' "$info")
    format=$(python3 -c 'import json, sys; print(json.loads(sys.argv[1])["format"])' "$info")
    sum=$(sha256sum "$base.words" | cut -d' ' -f1)
    rows+=("| \`$name/$name.words\` | $counts | \`$sum\` |")
done

{
    cat <<EOF
# Word lists

Every word form the bundled dictionaries accept, with the elided forms, the
capitals of mixed-case words and the spelling rules (BREAK, compounds, elisions)
that let \`WordListChecker\` give libhunspell's verdicts without libhunspell:
written by \`scripts/generate-word-lists.sh\` with \`wordcheck words build\` (the
Swift \`WordListBuilder\`; the DocC article "The lexicon and the .words format"
describes the file format, version $format; \`wordcheck words info\` prints a list's header). Each form and each extra word was confirmed by libhunspell;
ranks are PyPI's \`wordfreq\` $version frequencies (data licensed CC BY-SA 4.0),
stored as numbers only.

| file | words | ranked | sha256 |
| --- | ---: | ---: | --- |
EOF
    printf '%s\n' "${rows[@]}"
} > "$root/dictionaries/WORDS.md"
echo "generate-word-lists: wrote the three lists and dictionaries/WORDS.md"
