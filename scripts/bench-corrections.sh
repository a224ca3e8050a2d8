#!/usr/bin/env bash
# Measures learned corrections (issue 61) by replaying misspellings as a user would meet
# them: for each pair, the suggestions' first word before and after the intended word was
# accepted once; then each misspelling met six more times, meaning one of its intended
# words each time (drawn at random where it has several), counting the corrections
# WordCheck applied without asking and how many were the word meant. English: codespell's
# dictionary of real misspellings (2.4.1, PyPI; several intended words where it lists
# several). Spanish and Italian: seeded slips of wordfreq's most frequent words (a letter
# left out, two swapped, one doubled, the accents left out), a misspelling that two words
# give having both as intended words. Seeds are fixed and were not tuned on. Writes the
# figures into docs/BENCHMARKS.md ("Learned corrections").
#
# Usage: scripts/bench-corrections.sh [PAIRS]   (pairs a language, 2000 by default)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pairs=${1:-2000}
"$root/scripts/bootstrap.sh"
wordfreq_version=$(sed -n 's/^WORDFREQ_VERSION = "\(.*\)"$/\1/p' "$root/scripts/support/python/generation.py")
for requirement in "wordfreq==$wordfreq_version" codespell==2.4.1; do
    name=${requirement%%==*}
    python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('$name') != '${requirement##*==}')" 2>/dev/null \
        || python3 -m pip install --quiet "$requirement" 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages "$requirement"
done
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
bench="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

python3 - "$scratch" <<'EOF'
import collections, importlib.resources, random, sys, unicodedata
import wordfreq
scratch = sys.argv[1]
# codespell: `misspelling->correction[, correction...][, reason]` a line.
text = (importlib.resources.files("codespell_lib") / "data" / "dictionary.txt").read_text(encoding="utf-8")
with open(f"{scratch}/en.tsv", "w", encoding="utf-8") as out:
    for line in text.splitlines():
        if "->" not in line:
            continue
        wrong, right = line.split("->", 1)
        intended = [word.strip() for word in right.split(",") if word.strip()]
        out.write(f"{wrong.strip()}\t{','.join(intended)}\n")

def strip_accents(word):
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c) or c == "\u0303")

for language in ("es", "it"):
    rng = random.Random(7)
    words = [w for w in wordfreq.top_n_list(language, 20000) if w.isalpha() and w == w.lower() and len(w) >= 4]
    intended = collections.defaultdict(list)
    for word in words:
        kind = rng.randrange(4)
        at = rng.randrange(len(word) - 1)
        if kind == 0:
            typo = word[:at] + word[at + 1:]
        elif kind == 1:
            typo = word[:at] + word[at + 1] + word[at] + word[at + 2:]
        elif kind == 2:
            typo = word[:at] + word[at] + word[at:]
        else:
            typo = unicodedata.normalize("NFC", strip_accents(word))
        if typo != word and word not in intended[typo]:
            intended[typo].append(word)
    with open(f"{scratch}/{language}.tsv", "w", encoding="utf-8") as out:
        for typo, meant in intended.items():
            out.write(f"{typo}\t{','.join(meant)}\n")
EOF

rows=()
for language in en es it; do
    line=$("$bench" corrections-replay "$language" "$scratch/$language.tsv" "$pairs" 1)
    echo "$line" >&2
    rows+=("$(python3 - "$line" <<'EOF'
import json, sys
r = json.loads(sys.argv[1])
print(f"| {r['dictionary']} | {r['pairs']:,} | {r['ambiguous']:,} | {100 * r['top1_before']:.1f}% | {100 * r['top1_after']:.1f}% "
      f"| {r['automatic']:,} | {100 * r['precision']:.2f}% |")
EOF
)")
done
python3 - "$pairs" "${rows[@]}" <<'EOF' | python3 "$root/scripts/support/python/write_section.py" "$root/docs/BENCHMARKS.md" corrections "Learned corrections"
import subprocess, sys
pairs, rows = sys.argv[1], sys.argv[2:]
cpu = subprocess.run(["sh", "-c", "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], capture_output=True, text=True).stdout.strip()
section = f"""Measured by `scripts/bench-corrections.sh {pairs}` on {cpu}: {pairs} pairs a language drawn with seed 1 (English:
codespell 2.4.1's misspellings; Spanish and Italian: seeded slips of wordfreq's 20,000 most frequent words, seed 7),
each misspelling one the bundled dictionary rejects. *Top-1 after* is the suggestions' first word once the intended word
was accepted one time (`HunspellChecker.learnCorrection`); then every misspelling is met six more times, meaning one of
its intended words each time, and *automatic* counts the corrections applied without asking
(`autocorrection(for:)`: picked 3 times in a row and never corrected otherwise), *precision* how many of them were the word meant.

| dictionary | pairs | with several intended words | top-1 before | top-1 after one acceptance | automatic corrections | precision |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
""" + "\n".join(rows) + "\n"
print(section)
EOF
echo "bench-corrections: wrote docs/BENCHMARKS.md's learned corrections" >&2
