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
    typos-en_US-natural.tsv
                           natural English misspellings from another source: the
                           misspelling table nlpaug ships (spelling_en.txt, from the
                           charNMT-noise project), read from the wheel the NLPAUG_WHEEL
                           variable names, when it is there; pairs kept as for codespell.
                           Measured and reported, never tuned on
    typos-LANG-keyboard.tsv
                           one slip of the finger on the language's own keyboard
                           (en_US, es_ES, it_IT): a letter replaced by a neighbouring
                           key's, or a neighbouring key's letter typed beside it, the
                           neighbours taken from nlpaug's national layouts (Spanish
                           with ñ, Italian with its accented keys), not from the
                           dictionaries' KEY lines nor from this script's QWERTY rows
    typos-LANG-doubled.tsv one of a doubled letter left out (acommodate, dopio) or a
                           single consonant doubled (untill, accadere)
    typos-LANG-accent.tsv  accent errors (es_ES, it_IT): an accent left out (perche),
                           the other accent (perchè), or an accent where none belongs
                           (comè)
    typos-LANG-caps.tsv    capitalised misspellings, meant to come back capitalised:
                           four in five with a capital first letter, one in five in
                           capitals; English from codespell's pairs that
                           typos-en_US-real.tsv does not take, Spanish and Italian
                           from one typing mistake (another draw than typos-LANG-1)
    text-typos-LANG.txt    bench-data.sh's 1 MB text-LANG.txt (when present) with
                           one typing mistake in 3% of its words

The typing mistakes are those people make: a neighbouring key on a QWERTY
keyboard (rows above and below included), two neighbouring letters swapped, a
letter dropped, a letter doubled, and an accent dropped (perche for perché,
accion for acción). A misspelling is kept only when libhunspell rejects it.

    suggestion-data.py OUT_DIR HUNSPELL_SPELL DICTIONARIES_DIR [COUNT [SEED]]

The per-kind sets (natural, keyboard, doubled, accent, caps) hold COUNT / 2 pairs
each (natural: COUNT).

The engine's weights were tuned on sets written with another seed (SEED=1),
so that the published figures come from misspellings it was not tuned on, and
on codespell's pairs other than the ones typos-en_US-real.tsv takes. The sound
sets follow rules written beside the engine's own (SoundKey): they show what
the sound pass does, and flatter it more than sets from other sources would.
"""
import functools
import json
import os
import pathlib
import random
import sys
import unicodedata
import zipfile

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


def codespell_pairs(harness, dictionaries):
    """codespell's (misspelling, correction) pairs whose correction is one word en_US
    accepts and whose misspelling it rejects, sorted."""
    import codespell_lib

    path = pathlib.Path(codespell_lib.__file__).parent / "data" / "dictionary.txt"
    pairs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        wrong, _, right = line.partition("->")
        right = right.strip().rstrip(",")
        if not wrong or "," in right or not right.replace("'", "").isalpha() or not wrong.replace("'", "").isalpha():
            continue
        pairs.append((wrong, right))
    return usable(harness, dictionaries / "en_US" / "en_US", pairs)


def usable(harness, dictionary, pairs):
    """The distinct pairs whose misspelling the dictionary rejects and whose correction
    it accepts, sorted."""
    bad = rejected(harness, dictionary, [w for pair in pairs for w in pair])
    return sorted({(w, r) for w, r in pairs if w in bad and r not in bad})


def real_english(kept, count):
    """`count` of codespell's usable pairs, drawn with SEED."""
    rng = random.Random(SEED)
    return rng.sample(kept, min(count, len(kept)))


def natural_english(harness, dictionaries, wheel, count):
    """`count` pairs from nlpaug's misspelling table (`right wrong wrong ...` per line),
    with how many were usable: single words of letters (and apostrophes), the misspelling
    differing from the word by more than case, kept as for codespell."""
    with zipfile.ZipFile(wheel) as archive:
        table = archive.read("nlpaug/res/word/spelling/spelling_en.txt").decode("utf-8")
    pairs = []
    for line in table.splitlines():
        right, *wrongs = line.split()
        for wrong in wrongs:
            if right.replace("'", "").isalpha() and wrong.replace("'", "").isalpha() and wrong.lower() != right.lower():
                pairs.append((wrong, right))
    kept = usable(harness, dictionaries / "en_US" / "en_US", pairs)
    rng = random.Random(f"{SEED}-natural")
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


def nlpaug_keyboard(wheel, language):
    """Each lower-case letter's neighbouring letters on `language`'s keyboard, as nlpaug
    maps them (digits, punctuation and the letter itself left out)."""
    with zipfile.ZipFile(wheel) as archive:
        keys = json.loads(archive.read(f"nlpaug/res/char/keyboard/{language}.json").decode("utf-8"))
    return {key: [n for n in near if n.isalpha() and n == n.lower() and n != key]
            for key, near in keys.items() if key.isalpha()}


def slip(near):
    """A change that replaces one letter by a neighbouring key's (seven times in ten) or
    types a neighbouring key's letter just before or after it."""
    def change(word, rng):
        places = [i for i, c in enumerate(word) if near.get(c)]
        if not places:
            return None
        i = rng.choice(places)
        key = rng.choice(near[word[i]])
        if rng.random() < 0.7:
            return word[:i] + key + word[i + 1:]
        j = i if rng.random() < 0.5 else i + 1
        return word[:j] + key + word[j:]
    return change


DOUBLING = "bcdfgklmnprstvz"


def doubling(word, rng):
    """One of a doubled letter left out, or (as often) a single consonant after the first
    letter doubled; None when the kind drawn does not apply."""
    if rng.random() < 0.5:
        pairs = [i for i in range(len(word) - 1) if word[i] == word[i + 1]]
        if not pairs:
            return None
        i = rng.choice(pairs)
        return word[:i] + word[i + 1:]
    singles = [i for i in range(1, len(word)) if word[i] in DOUBLING and word[i - 1] != word[i]
               and (i + 1 == len(word) or word[i + 1] != word[i])]
    if not singles:
        return None
    i = rng.choice(singles)
    return word[:i] + word[i] + word[i:]


# Italian writes both accents on e and o (perché, è); the wrong one is the usual slip.
OTHER_ACCENT = {"à": "á", "á": "à", "è": "é", "é": "è", "ì": "í", "í": "ì", "ò": "ó", "ó": "ò", "ù": "ú", "ú": "ù"}
# The accent each language writes on a vowel where it writes one: Italian mostly grave, Spanish acute.
ADDED_ACCENT = {
    "it": {"a": "à", "e": "è", "i": "ì", "o": "ò", "u": "ù"},
    "es": {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"},
}


def accent_error(language):
    """A change that, in equal shares, leaves an accent out, writes a wrong one (Italian:
    the other accent on the same vowel; Spanish: the accent moved to another vowel), or
    puts one where none belongs (Italian: on a final vowel, quì; Spanish: on one of the
    last two vowels, exámen). A kind drawn stays drawn until a word takes it, so that
    the few accented words are not outnumbered; None while it does not apply."""
    pending = []

    def change(word, rng):
        if not pending:
            pending.append(rng.choice(["missing", "wrong", "spurious"]))
        kind = pending[0]
        accented = [i for i, c in enumerate(word) if base(c) != c and base(c) in "aeiou"]
        typo = None
        if kind == "missing" and accented:
            i = rng.choice(accented)
            typo = word[:i] + base(word[i]) + word[i + 1:]
        elif kind == "wrong" and accented:
            i = rng.choice(accented)
            if language == "it" and word[i] in OTHER_ACCENT:
                typo = word[:i] + OTHER_ACCENT[word[i]] + word[i + 1:]
            elif language == "es" and word[i] in "áéíóú":
                others = [j for j, c in enumerate(word) if c in ADDED_ACCENT[language] and j != i]
                if others:
                    j = rng.choice(others)
                    moved = word[:i] + base(word[i]) + word[i + 1:]
                    typo = moved[:j] + ADDED_ACCENT[language][moved[j]] + moved[j + 1:]
        elif kind == "spurious" and not accented:
            vowels = [i for i, c in enumerate(word) if c in ADDED_ACCENT[language]]
            places = vowels[-2:] if language == "es" else [i for i in vowels if i == len(word) - 1]
            if places:
                i = rng.choice(places)
                typo = word[:i] + ADDED_ACCENT[language][word[i]] + word[i + 1:]
        if typo:
            pending.clear()
        return typo
    return change


def drawn(kind, change, language, name, harness, dictionaries, count):
    """`count` pairs of a frequent word of `language` (as in synthetic) and the word with
    `change` made once, which the dictionary rejects; a word `change` gives None for is
    passed over."""
    dictionary = dictionaries / name / name
    frequent = frequent_words(language, harness, dictionary)
    rng = random.Random(f"{SEED}-{name}-{kind}")
    drafts = []
    for _ in range(200 * count):
        if len(drafts) >= 3 * count:
            break
        word = rng.choice(frequent)
        typo = change(word, rng)
        if typo and typo != word:
            drafts.append((typo, word))
    return rejected_drafts(drafts, harness, dictionary, count)


def capitalised(pairs, harness, dictionary, seed):
    """The pairs with both words capitalised, four in five with a capital first letter and
    one in five in capitals, keeping those whose capitalised misspelling is rejected."""
    rng = random.Random(seed)
    cased = []
    for wrong, right in pairs:
        if rng.random() < 0.8:
            cased.append((wrong[:1].upper() + wrong[1:], right[:1].upper() + right[1:]))
        else:
            cased.append((wrong.upper(), right.upper()))
    bad = rejected(harness, dictionary, [w for w, _ in cased])
    return [(w, r) for w, r in cased if w in bad]


def synthetic(language, name, edits, harness, dictionaries, count, dictionary=None, draw=""):
    """`count` pairs of a frequent word of `language` (wordfreq's 20,000 most frequent, of
    four letters or more, that the dictionary accepts) and the word with `edits` typing
    mistakes, which it rejects. The dictionary is `dictionaries/name/name` unless given;
    another `draw` gives other pairs."""
    dictionary = dictionary or dictionaries / name / name
    frequent = frequent_words(language, harness, dictionary)
    rng = random.Random(f"{SEED}-{name}-{edits}{draw}")
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


@functools.lru_cache(maxsize=None)
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
    kept = codespell_pairs(harness, dictionaries)
    pairs = real_english(kept, count)
    write(out / "typos-en_US-real.tsv", pairs)
    print(f"suggestion-data: en_US real: {len(pairs)} of {len(kept)} usable codespell pairs", file=sys.stderr)
    wheel = pathlib.Path(os.environ.get("NLPAUG_WHEEL", ""))
    if wheel.is_file():
        natural, available = natural_english(harness, dictionaries, wheel, count)
        write(out / "typos-en_US-natural.tsv", natural)
        print(f"suggestion-data: en_US natural: {len(natural)} of {available} usable nlpaug pairs", file=sys.stderr)
    else:
        print("suggestion-data: no nlpaug wheel (NLPAUG_WHEEL); the natural and keyboard sets are left out", file=sys.stderr)
    half = count // 2
    rest = sorted(set(kept) - set(pairs))
    for language, name in (("en", "en_US"), ("es", "es_ES"), ("it", "it_IT")):
        kinds = [("doubled", doubling)]
        if wheel.is_file():
            kinds.append(("keyboard", slip(nlpaug_keyboard(wheel, language))))
        if language != "en":
            kinds.append(("accent", accent_error(language)))
        for kind, change in kinds:
            pairs = drawn(kind, change, language, name, harness, dictionaries, half)
            write(out / f"typos-{name}-{kind}.tsv", pairs)
            print(f"suggestion-data: {name} {kind}: {len(pairs)} misspellings", file=sys.stderr)
        if language == "en":
            typed = random.Random(f"{SEED}-caps").sample(rest, min(half, len(rest)))
        else:
            typed = synthetic(language, name, 1, harness, dictionaries, half, draw="-caps")
        pairs = capitalised(typed, harness, dictionaries / name / name, f"{SEED}-{name}-caps")
        write(out / f"typos-{name}-caps.tsv", pairs)
        print(f"suggestion-data: {name} capitalised: {len(pairs)} misspellings", file=sys.stderr)
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
