"""Accent mistakes in Italian and Spanish, for measuring suggestions (issue 28).

From wordfreq's 200,000 commonest words of a language that its bundled list holds,
three sets of typed -> meant pairs, written as LANG-KIND.tsv (typed, tab, meant):
- wrong: an accented letter with the other accent (seguí for seguì, perchè for perché);
- missing: an accented letter without its accent (perche for perché);
- spurious: a vowel of a word without accents given one (comè for come).
Only pairs whose typed form the list does not hold are kept, at most 1,500 a set.
EditCosts.accentAdded was chosen on these sets (seed 11).

Usage: python3 accent-sets.py OUT_DIR it=IT_WORDS es=ES_WORDS
       (each WORDS file from `wordcheck words list --lang LANG`)
"""
import pathlib
import random
import sys
import unicodedata

import wordfreq

OTHER_ACCENT = {"à": "á", "á": "à", "è": "é", "é": "è", "ì": "í", "í": "ì", "ò": "ó", "ó": "ò", "ù": "ú", "ú": "ù"}
# The accent each language writes on a vowel: Italian mostly grave, Spanish acute.
ADDED_ACCENT = {
    "it": {"a": "à", "e": "è", "i": "ì", "o": "ò", "u": "ù"},
    "es": {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"},
}
LIMIT = 1_500


def base(letter):
    """The letter without its accent."""
    return unicodedata.normalize("NFD", letter)[0]


def sets(language, listed, rng):
    """The three sets of (typed, meant) pairs for `language`."""
    common = [w for w in wordfreq.top_n_list(language, 200_000) if w in listed and w.isalpha() and w == w.lower()]
    wrong, missing, spurious = [], [], []
    for word in common:
        accented = [i for i, letter in enumerate(word) if letter in OTHER_ACCENT]
        for i in accented:
            other = word[:i] + OTHER_ACCENT[word[i]] + word[i + 1:]
            if other not in listed:
                wrong.append((other, word))
            plain = word[:i] + base(word[i]) + word[i + 1:]
            if plain not in listed:
                missing.append((plain, word))
        vowels = [i for i, letter in enumerate(word) if letter in "aeiou"]
        if not accented and len(word) >= 4 and vowels:
            i = rng.choice(vowels)
            added = word[:i] + ADDED_ACCENT[language][word[i]] + word[i + 1:]
            if added not in listed:
                spurious.append((added, word))
    return {"wrong": wrong[:LIMIT], "missing": missing[:LIMIT], "spurious": spurious[:LIMIT]}


def main():
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(11)
    for argument in sys.argv[2:]:
        language, path = argument.split("=", 1)
        listed = set(pathlib.Path(path).read_text(encoding="utf-8").split("\n"))
        for kind, pairs in sets(language, listed, rng).items():
            (out / f"{language}-{kind}.tsv").write_text("".join(f"{t}\t{m}\n" for t, m in pairs), encoding="utf-8")
            print(f"{language} {kind}: {len(pairs)} pairs", file=sys.stderr)


if __name__ == "__main__":
    main()
