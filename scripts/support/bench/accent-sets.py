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
import importlib.util
import pathlib
import random
import sys

import wordfreq

# The accent tables and `base` are suggestion-data.py's, which writes the benchmark's accent sets.
_spec = importlib.util.spec_from_file_location("suggestion_data", pathlib.Path(__file__).resolve().parent / "suggestion-data.py")
_data = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_data)
OTHER_ACCENT, ADDED_ACCENT, base = _data.OTHER_ACCENT, _data.ADDED_ACCENT, _data.base
LIMIT = 1_500


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
