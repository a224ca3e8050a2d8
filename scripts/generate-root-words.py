#!/usr/bin/env python3
"""Writes dictionaries/{en_US,es_ES,it_IT}/roots/{en,es,it}-{7,8,9}.txt: root words for Word
Scramble games, most common first.

A word qualifies when it is among wordfreq's most frequent words of the
language, is exactly N letters long (N = 7, 8, 9, counted as characters in
NFC), is made of lowercase letters only (so no proper nouns, abbreviations,
digits, apostrophes or hyphens), the bundled Hunspell dictionary accepts
it as written, in lowercase (a word the dictionary knows only capitalised is
a proper noun), the language's curated game exclusions do not list it
(game-exclusions.txt, see dictionaries/GAME-VOCABULARY.md), and it holds at
least MINIMUM_WORDS words of 3 or more letters
(`wordcheck solve`, built here in release mode, counts them). Each list keeps
the LIMIT most frequent such words.

Usage: python3 scripts/generate-root-words.py [LIMIT]   (default 3000)
Needs: the wordfreq pinned in scripts/support/python/generation.py (pip), libhunspell
with a C compiler (scripts/bootstrap.sh) and Swift, used only to generate; the
lists are committed and the library reads them as plain text.
"""
import hashlib
import json
import pathlib
import statistics
import subprocess
import sys
import unicodedata

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "support" / "python"))
import generation  # noqa: E402

generation.require_wordfreq("generate-root-words")
import wordfreq  # noqa: E402

WORDFREQ_VERSION = generation.WORDFREQ_VERSION
LANGUAGES = {"en": "en_US", "es": "es_ES", "it": "it_IT"}
LENGTHS = (7, 8, 9)
CANDIDATES = 300_000  # how deep into wordfreq's frequency list to look
MINIMUM_WORDS = 15  # a root with fewer possible words makes a poor game

root = pathlib.Path(__file__).resolve().parent.parent
limit = int(sys.argv[1]) if len(sys.argv) > 1 else 3000

# The release build the other scripts share (scripts/support/shell/shared-build.sh).
binary = pathlib.Path(subprocess.run(["bash", "-c", 'root="$1"; . "$root/scripts/support/shell/shared-build.sh"; built_wordcheck',
                                      "build", str(root)], check=True, stdout=subprocess.PIPE, text=True).stdout.strip())


def possible_words(language, words):
    """How many words `wordcheck solve` finds in each root (3 letters or more)."""
    output = subprocess.run([str(binary), "solve", "--lang", language, "--json", "--min-length", "3"],
                            input="".join(word + "\n" for word in words), stdout=subprocess.PIPE,
                            check=True, text=True).stdout
    solved = json.loads(output)
    if isinstance(solved, dict):
        solved = [solved]
    return {entry["root"]: entry["count"] for entry in solved}


with generation.spell_harness() as harness:
    provenance = []
    for language, dictionary in LANGUAGES.items():
        base = root / "dictionaries" / dictionary / dictionary
        out = root / "dictionaries" / dictionary / "roots"
        out.mkdir(parents=True, exist_ok=True)
        top = [unicodedata.normalize("NFC", word) for word in wordfreq.top_n_list(language, CANDIDATES)]
        seen = set()
        candidates = []
        for word in top:
            if len(word) in LENGTHS and word.isalpha() and word == word.lower() and word not in seen:
                seen.add(word)
                candidates.append(word)
        excluded = {line.strip() for line in (base.parent / "game-exclusions.txt").read_text(encoding="utf-8").splitlines()
                    if line.strip() and not line.startswith("#")}
        candidates = [word for word in candidates if word not in excluded]
        rejected = generation.rejected_words(harness, base, candidates)
        for length in LENGTHS:
            accepted = [word for word in candidates if len(word) == length and word not in rejected]
            counts = possible_words(language, accepted[:limit * 2])
            words = [word for word in accepted[:limit * 2] if counts[word] >= MINIMUM_WORDS][:limit]
            skipped = sum(1 for word in accepted[:limit * 2] if counts[word] < MINIMUM_WORDS
                          and accepted.index(word) <= accepted.index(words[-1]))
            kept = [counts[word] for word in words]
            path = out / f"{language}-{length}.txt"
            path.write_text("".join(word + "\n" for word in words), encoding="utf-8")
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            provenance.append(f"| `{dictionary}/roots/{path.name}` | {len(words)} | {skipped} | {min(kept)} | {int(statistics.median(kept))} "
                              f"| {max(kept)} | {dictionary} | `{digest}` |")
            print(f"generate-root-words: {path.name}: {len(words)} words ({skipped} left out for fewer than "
                  f"{MINIMUM_WORDS} possible words)")

    dictionary_sums = "\n".join(
        f"- `{name}/{name}.{ext}`: `{hashlib.sha256((root / 'dictionaries' / name / f'{name}.{ext}').read_bytes()).hexdigest()}`"
        for name in LANGUAGES.values() for ext in ("aff", "dic"))
    (root / "dictionaries/ROOTS.md").write_text(f"""# Root words

Word Scramble root words, one per line, most common first, written by
`scripts/generate-root-words.py {limit}`. A word is listed when it is among the
{CANDIDATES:,} most frequent words of its language in PyPI's `wordfreq`
{WORDFREQ_VERSION}, has exactly 7, 8 or 9 letters (NFC), is lowercase letters only,
the bundled Hunspell dictionary accepts it in lowercase, the language's curated game
exclusions (`game-exclusions.txt`, see GAME-VOCABULARY.md) do not list it, and it holds at least
{MINIMUM_WORDS} words of 3 or more letters (as `wordcheck solve` finds them, without
folding accents). Each list keeps the {limit:,} most frequent.

"left out": more common words of the length that hold fewer than {MINIMUM_WORDS} words.
"possible words": per root, fewest, median and most.

| file | roots | left out | possible words, fewest | median | most | checked with | sha256 |
| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |
{chr(10).join(provenance)}

Dictionaries used:
{dictionary_sums}

Word frequencies come from wordfreq, whose data is licensed CC BY-SA 4.0; these
lists hold only the selected words, in frequency order.
""", encoding="utf-8")
