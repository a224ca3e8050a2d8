#!/usr/bin/env python3
"""Writes the misspellings scripts/bench-suggestions.sh measures suggestions on,
as `misspelling<TAB>correction` lines, seeded and reproducible:

    typos-en_US-real.tsv   real English misspellings: codespell's dictionary.txt
                           (PyPI codespell, pinned by the caller), keeping pairs
                           whose correction is one word en_US accepts and whose
                           misspelling it rejects
    typos-en_US-aspell-orig.tsv, typos-en_US-aspell-common.tsv
                           aspell's test kernel (02-orig.tab, hard misspellings;
                           05-common.tab, common ones), from the folder the
                           ASPELL_KERNEL variable names, when it is there: the pairs
                           whose intended word is one word en_US accepts and whose
                           misspelling it rejects, all of them, in their order.
                           Measured and reported, never tuned on
    typos-LANG-1.tsv       one typing mistake in a frequent word (es_ES, it_IT)
    typos-LANG-2.tsv       two typing mistakes in a frequent word
    typos-LANG-sound.tsv   a frequent word respelled twice the way it sounds (SOUNDS:
                           en_US, es_ES, it_IT): siezure, ocasion, vaca for baca
    text-typos-LANG.txt    bench-data.sh's 1 MB text-LANG.txt (when present) with
                           one typing mistake in 3% of its words

The typing mistakes are those people make: a neighbouring key on a QWERTY
keyboard (rows above and below included), two neighbouring letters swapped, a
letter dropped, a letter doubled, and an accent dropped (perche for perché,
accion for acción). A misspelling is kept only when libhunspell rejects it.

    suggestion-data.py OUT_DIR HUNSPELL_SPELL DICTIONARIES_DIR [COUNT [SEED]]

The engine's weights were tuned on sets written with another seed (SEED=1),
so that the published figures come from misspellings it was not tuned on, and
on codespell's pairs other than the ones typos-en_US-real.tsv takes. The sound
sets follow rules written beside the engine's own (SoundKey): they show what
the sound pass does, and flatter it more than sets from other sources would.
"""
import os
import pathlib
import random
import sys
import unicodedata

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
from generation import rejected_words as rejected  # noqa: E402

SEED = 20261122
COUNT = 1000

# Physical QWERTY neighbours: either side on the same row, and the two keys that touch
# a key on the row above (same index and one right) and below (one left and same index).
ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]


def neighbours():
    near = {}
    for r, row in enumerate(ROWS):
        for i, c in enumerate(row):
            keys = [(r, i - 1), (r, i + 1), (r - 1, i), (r - 1, i + 1), (r + 1, i - 1), (r + 1, i)]
            near[c] = sorted(ROWS[r2][i2] for r2, i2 in keys if 0 <= r2 < len(ROWS) and 0 <= i2 < len(ROWS[r2]))
    return near


NEAR = neighbours()


def base(c):
    """The letter without its accent."""
    return unicodedata.normalize("NFD", c)[0]


def mistake(word, rng):
    """`word` with one typing mistake, or None when the chosen kind does not apply."""
    kind = rng.choice(["neighbour", "swap", "drop", "double", "accent"])
    i = rng.randrange(len(word))
    if kind == "neighbour":
        near = NEAR.get(base(word[i]))
        return word[:i] + rng.choice(near) + word[i + 1:] if near else None
    if kind == "swap":
        if i == len(word) - 1 or word[i] == word[i + 1]:
            return None
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if kind == "drop":
        return word[:i] + word[i + 1:] if len(word) > 3 else None
    if kind == "double":
        return word[:i] + word[i] + word[i:]
    accented = [j for j, c in enumerate(word) if base(c) != c]
    if not accented:
        return None
    j = rng.choice(accented)
    return word[:j] + base(word[j]) + word[j + 1:]


def real_english(harness, dictionaries, count):
    import codespell_lib

    path = pathlib.Path(codespell_lib.__file__).parent / "data" / "dictionary.txt"
    pairs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        wrong, _, right = line.partition("->")
        right = right.strip().rstrip(",")
        if not wrong or "," in right or not right.replace("'", "").isalpha() or not wrong.replace("'", "").isalpha():
            continue
        pairs.append((wrong, right))
    dictionary = dictionaries / "en_US" / "en_US"
    bad = rejected(harness, dictionary, [w for pair in pairs for w in pair])
    kept = sorted({(w, r) for w, r in pairs if w in bad and r not in bad})
    rng = random.Random(SEED)
    return rng.sample(kept, min(count, len(kept))), len(kept)


def aspell_kernel(harness, dictionaries, folder):
    """The usable pairs of each of aspell's kernel files, with how many each file has."""
    dictionary = dictionaries / "en_US" / "en_US"
    sets = {}
    for stem, name in (("aspell-orig", "02-orig.tab"), ("aspell-common", "05-common.tab")):
        path = folder / name
        if not path.exists():
            continue
        pairs = []
        for line in path.read_text(encoding="utf-8").splitlines():
            wrong, _, right = line.partition("\t")
            if wrong and right and " " not in right and " " not in wrong:
                pairs.append((wrong, right))
        bad = rejected(harness, dictionary, [w for pair in pairs for w in pair])
        kept = [(w, r) for w, r in pairs if w in bad and r not in bad]
        sets[stem] = (kept, len(path.read_text(encoding="utf-8").splitlines()))
    return sets


# Respellings that keep a word's sound, per language: (what is written, what a writer
# who spells by ear may put instead). Both directions are listed where both happen.
SOUNDS = {
    "en": [("ie", "ei"), ("ei", "ie"), ("ph", "f"), ("f", "ph"), ("ce", "se"), ("ci", "si"), ("se", "ce"),
           ("si", "ci"), ("ck", "k"), ("tion", "sion"), ("sion", "tion"), ("ant", "ent"), ("ent", "ant"),
           ("ance", "ence"), ("ence", "ance"), ("able", "ible"), ("ible", "able"), ("ea", "ee"), ("ee", "ea"),
           ("er", "or"), ("or", "er"), ("ar", "er"), ("al", "el"), ("el", "al"), ("ous", "us"), ("qu", "kw"),
           ("x", "ks"), ("dge", "ge"), ("ge", "dge"), ("gi", "ji"), ("ght", "t"), ("wh", "w"), ("kn", "n"),
           ("wr", "r"), ("mb", "m"), ("ate", "ait"), ("y", "i"), ("ou", "ow"), ("ow", "ou"), ("e", "a"),
           ("a", "e"), ("i", "e"), ("o", "a")],
    "es": [("b", "v"), ("v", "b"), ("h", ""), ("ll", "y"), ("y", "ll"), ("ce", "se"), ("ci", "si"),
           ("se", "ce"), ("si", "ci"), ("z", "s"), ("s", "z"), ("ge", "je"), ("gi", "ji"), ("je", "ge"),
           ("ji", "gi"), ("x", "s"), ("cc", "c"), ("qu", "k"), ("rr", "r")],
    "it": [("zz", "z"), ("z", "zz"), ("ss", "s"), ("tt", "t"), ("ll", "l"), ("pp", "p"), ("cc", "c"),
           ("mm", "m"), ("nn", "n"), ("rr", "r"), ("gg", "g"), ("bb", "b"), ("ff", "f"), ("h", ""),
           ("qu", "cu"), ("cu", "qu"), ("gli", "li"), ("sci", "si"), ("cie", "ce"), ("gie", "ge"),
           ("zi", "ti"), ("gn", "ni")],
}


def respelled(word, language, rng):
    """`word` with one respelling of SOUNDS[language] at a random place where it applies,
    or None when the rule chosen is nowhere in it. Doubling a single consonant counts for
    Italian too."""
    rules = SOUNDS[language]
    if language == "it" and rng.random() < 0.3:
        singles = [i for i in range(1, len(word) - 1) if word[i] in "bcdfglmnprstvz"
                   and word[i - 1] != word[i] != word[i + 1]]
        if not singles:
            return None
        i = rng.choice(singles)
        return word[:i] + word[i] + word[i:]
    written, instead = rng.choice(rules)
    # A vowel is misheard in an unstressed middle syllable (seperate), not at either end.
    vowel = len(written) == 1 and written in "aeiou"
    places = [i for i in range(len(word)) if word.startswith(written, i) and (not vowel or 2 <= i < len(word) - 1)]
    if not places:
        return None
    i = rng.choice(places)
    return word[:i] + instead + word[i + len(written):]


def by_ear(language, name, harness, dictionaries, count):
    """`count` pairs of a frequent word of `language` (as in synthetic) and the word
    respelled twice by sound (SOUNDS), which the dictionary rejects."""
    dictionary = dictionaries / name / name
    frequent = frequent_words(language, harness, dictionary)
    rng = random.Random(f"{SEED}-{name}-sound")
    drafts = []
    while len(drafts) < 3 * count:
        word = rng.choice(frequent)
        typo = word
        for _ in range(2):
            for _ in range(20):
                changed = respelled(typo, language, rng)
                if changed:
                    typo = changed
                    break
        if typo != word and len(typo) >= 3:
            drafts.append((typo, word))
    return rejected_drafts(drafts, harness, dictionary, count)


def synthetic(language, name, edits, harness, dictionaries, count, dictionary=None):
    """`count` pairs of a frequent word of `language` (wordfreq's 20,000 most frequent, of
    four letters or more, that the dictionary accepts) and the word with `edits` typing
    mistakes, which it rejects. The dictionary is `dictionaries/name/name` unless given."""
    dictionary = dictionary or dictionaries / name / name
    frequent = frequent_words(language, harness, dictionary)
    rng = random.Random(f"{SEED}-{name}-{edits}")
    drafts = []
    while len(drafts) < 3 * count:
        word = rng.choice(frequent)
        typo = word
        for _ in range(edits):
            changed = None
            while changed is None:
                changed = mistake(typo, rng)
            typo = changed
        if typo != word:
            drafts.append((typo, word))
    return rejected_drafts(drafts, harness, dictionary, count)


def frequent_words(language, harness, dictionary):
    """wordfreq's 20,000 most frequent words of `language` of four letters or more that
    the dictionary accepts, the first 10,000 of them."""
    import wordfreq

    top = [w for w in wordfreq.top_n_list(language, 20000) if w.isalpha() and len(w) >= 4]
    good = set(top) - rejected(harness, dictionary, top)
    return [w for w in top if w in good][:10000]


def rejected_drafts(drafts, harness, dictionary, count):
    """The first `count` (misspelling, word) drafts whose misspelling the dictionary
    rejects, each misspelling once."""
    bad = rejected(harness, dictionary, [t for t, _ in drafts])
    seen, pairs = set(), []
    for typo, word in drafts:
        if typo in bad and typo not in seen:
            seen.add(typo)
            pairs.append((typo, word))
    return pairs[:count]


def text_with_typos(source, target, rate=0.03):
    """Copies `source` to `target` with one typing mistake in `rate` of its words
    (words of letters only; the punctuation around them is kept)."""
    rng = random.Random(f"{SEED}-text-{source.name}")
    lines = []
    for line in source.read_text(encoding="utf-8").split("\n"):
        tokens = line.split(" ")
        for index, token in enumerate(tokens):
            start, end = 0, len(token)
            while start < end and not token[start].isalpha():
                start += 1
            while end > start and not token[end - 1].isalpha():
                end -= 1
            core = token[start:end]
            if len(core) >= 3 and core.isalpha() and rng.random() < rate:
                changed = None
                while changed is None:
                    changed = mistake(core, rng)
                tokens[index] = token[:start] + changed + token[end:]
        lines.append(" ".join(tokens))
    target.write_text("\n".join(lines), encoding="utf-8")


def write(path, pairs):
    path.write_text("".join(f"{w}\t{r}\n" for w, r in pairs), encoding="utf-8")


def main():
    out, harness, dictionaries = pathlib.Path(sys.argv[1]), sys.argv[2], pathlib.Path(sys.argv[3])
    count = int(sys.argv[4]) if len(sys.argv) > 4 else COUNT
    global SEED
    SEED = int(sys.argv[5]) if len(sys.argv) > 5 else SEED
    out.mkdir(parents=True, exist_ok=True)
    pairs, available = real_english(harness, dictionaries, count)
    write(out / "typos-en_US-real.tsv", pairs)
    print(f"suggestion-data: en_US real: {len(pairs)} of {available} usable codespell pairs", file=sys.stderr)
    kernel = pathlib.Path(os.environ.get("ASPELL_KERNEL", ""))
    if kernel.is_dir():
        for stem, (pairs, total) in aspell_kernel(harness, dictionaries, kernel).items():
            write(out / f"typos-en_US-{stem}.tsv", pairs)
            print(f"suggestion-data: en_US {stem}: {len(pairs)} of {total} pairs usable", file=sys.stderr)
    else:
        print("suggestion-data: no aspell kernel (ASPELL_KERNEL); its sets are left out", file=sys.stderr)
    for language, name in (("es", "es_ES"), ("it", "it_IT")):
        for edits in (1, 2):
            pairs = synthetic(language, name, edits, harness, dictionaries, count)
            write(out / f"typos-{name}-{edits}.tsv", pairs)
            print(f"suggestion-data: {name} {edits} edit(s): {len(pairs)} misspellings", file=sys.stderr)
    for language, name in (("en", "en_US"), ("es", "es_ES"), ("it", "it_IT")):
        pairs = by_ear(language, name, harness, dictionaries, count)
        write(out / f"typos-{name}-sound.tsv", pairs)
        print(f"suggestion-data: {name} respelled by sound: {len(pairs)} misspellings", file=sys.stderr)
    for name in ("en_US", "es_ES", "it_IT"):
        if (out / f"text-{name}.txt").exists():
            text_with_typos(out / f"text-{name}.txt", out / f"text-typos-{name}.txt")


if __name__ == "__main__":
    main()
