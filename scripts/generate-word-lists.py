#!/usr/bin/env python3
"""Writes the word list of a Hunspell dictionary: every form its affix rules
build that libhunspell accepts, ranked by wordfreq, as a `.words` file next to
the dictionary (the format is described in scripts/support/python/word_graph.py).
SpellChecking's completions read these files; no Python is needed at run time.

    python3 scripts/generate-word-lists.py                  # the bundled en_US, es_ES, it_IT
    python3 scripts/generate-word-lists.py /usr/share/hunspell/de_DE [-o de_DE.words]

A list holds each stem of the .dic file with every prefix and suffix its flags
allow (two suffixes deep where continuation flags ask for it), each form
confirmed by Hunspell_spell, and for each form whether libhunspell accepts it
capitalised and in capitals (Cease, CEASE for cease), which SpellChecking's fast
path trusts; the list records a digest of the .aff and .dic it was made from, and
SpellChecking uses it only with those files. Left out, because Hunspell builds
them from the listed forms at lookup time: case variants (kept as flags), compounds
(en_US's 21st, 101th) and forms made with an elision prefix (Italian l'acqua,
dell'anno: a prefix whose text has an apostrophe). Completions put the last two
kinds back by completing the part after the apostrophe.

Needs: the wordfreq pinned in scripts/support/python/generation.py (pip), libhunspell and a C compiler (scripts/bootstrap.sh).
A dictionary whose language wordfreq does not know gets a list without ranks.
"""
import argparse
import hashlib
import pathlib
import sys
import unicodedata

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "support" / "python"))
import affixes as affix_rules  # noqa: E402
import generation  # noqa: E402
import word_graph  # noqa: E402

WORDFREQ_VERSION = generation.WORDFREQ_VERSION
BUNDLED = ("en_US", "es_ES", "it_IT")
root = pathlib.Path(__file__).resolve().parent.parent


def candidate_forms(base):
    """The dictionary's character set, the forms its rules build, the header's property
    bits (whether those forms are all the words of letters alone it accepts, and all the
    words of letters and apostrophes: affixes.Affixes.closed_for_letter_words), and the
    forms of stems marked NOSUGGEST, which suggestions must never offer."""
    rules = affix_rules.Affixes(f"{base}.aff")
    elided = False
    for flag, prefixes in rules.prefixes.items():
        kept = [rule for rule in prefixes if "'" not in rule.add and "\u2019" not in rule.add]
        elided |= len(kept) != len(prefixes)
        rules.prefixes[flag] = kept
    forms, unsuggested = set(), set()
    hidden_flag = rules.special.get("NOSUGGEST", frozenset())
    for stem, flags in affix_rules.read_stems(f"{base}.dic", rules):
        built = rules.forms(stem, flags)
        forms |= built
        if hidden_flag & flags:
            unsuggested |= built
    properties = 0
    if rules.closed_for_letter_words(f"{base}.dic"):
        properties |= word_graph.CLOSED_FOR_LETTER_WORDS
        # Prefixes that elide (Italian dell') were left out above, so their words are not all listed.
        if not elided and rules.closed_for_letter_words(f"{base}.dic", apostrophes=True):
            properties |= word_graph.CLOSED_FOR_APOSTROPHE_WORDS
    return rules.encoding, forms, properties, unsuggested


def accepted_forms(base, encoding, forms, harness):
    """The forms Hunspell accepts, as NFC strings. Forms the encoding cannot hold are dropped."""
    encodable = []
    for form in forms:
        if "\n" in form or "\r" in form:
            continue
        try:
            form.encode(encoding)
        except UnicodeEncodeError:
            continue
        encodable.append(form)
    rejected = generation.rejected_words(harness, base, encodable, encoding)
    return {unicodedata.normalize("NFC", word) for word in encodable if word not in rejected}


def frequencies(language, words):
    """Word -> 100 × Zipf for the words wordfreq knows. A capitalised or upper-case form takes
    the frequency of its lower-case spelling only when the list does not have that spelling too."""
    import wordfreq

    if language not in wordfreq.available_languages():
        return {}
    table = wordfreq.get_frequency_dict(language)
    ranked = {}
    for word in words:
        lower = word.lower()
        if word != lower and lower in words:
            continue
        frequency = table.get(lower)
        if frequency:
            ranked[word] = max(1, min(65535, round(100 * wordfreq.freq_to_zipf(frequency))))
    return ranked


def case_flags(base, encoding, words, harness):
    """Word -> case bits (word_graph's layout): which of each word's capitalised and
    all-capitals spellings libhunspell accepts, for words of simple case."""
    variants = {}
    for word in words:
        if not word_graph.simple_case(word):
            continue
        for bit, variant in ((1, word_graph.capitalised(word)), (2, word_graph.in_capitals(word))):
            if variant != word:
                variants.setdefault(variant, []).append((word, bit))
    encodable = []
    for variant in variants:
        try:
            variant.encode(encoding)
            encodable.append(variant)
        except UnicodeEncodeError:
            pass
    rejected = generation.rejected_words(harness, base, encodable, encoding)
    flags = {}
    for variant in encodable:
        if variant not in rejected:
            for word, bit in variants[variant]:
                flags[word] = flags.get(word, 0) | bit
    return flags


def write_list(base, output, harness):
    progress(f"{base}: expanding affixes")
    encoding, forms, properties, unsuggested = candidate_forms(base)
    progress(f"{base}: checking {len(forms):,} forms with libhunspell")
    words = accepted_forms(base, encoding, forms, harness)
    progress(f"{base}: checking the case variants of {len(words):,} words")
    flags = case_flags(base, encoding, words, harness)
    language = pathlib.Path(base).name.replace("-", "_").split("_")[0]
    ranks = frequencies(language, words)
    ordered = sorted(word.encode("utf-8") for word in words)
    numbers = {word.decode("utf-8"): number for number, word in enumerate(ordered)}
    progress(f"{base}: building the graph")
    graph = word_graph.build(ordered)
    digest = word_graph.source_digest(pathlib.Path(f"{base}.aff").read_bytes(), pathlib.Path(f"{base}.dic").read_bytes())
    data = word_graph.serialise(graph, {numbers[word]: rank for word, rank in ranks.items()},
                                {numbers[word]: bits for word, bits in flags.items()}, digest, properties,
                                [numbers[word] for word in map(nfc, unsuggested) if word in numbers])
    pathlib.Path(output).write_bytes(data)
    print(f"generate-word-lists: {output}: {len(ordered):,} words ({len(forms) - len(ordered):,} forms rejected), "
          f"{len(ranks):,} ranked, {len(flags):,} with case variants, {len(unsuggested):,} never suggested, "
          f"{len(data):,} bytes, "
          f"closed for words of letters alone: {'yes' if properties & word_graph.CLOSED_FOR_LETTER_WORDS else 'no'}, "
          f"of letters and apostrophes: {'yes' if properties & word_graph.CLOSED_FOR_APOSTROPHE_WORDS else 'no'}")
    return len(ordered), len(ranks), hashlib.sha256(data).hexdigest()


def nfc(word):
    """`word` as the list stores it."""
    return unicodedata.normalize("NFC", word)


def progress(message):
    """What the generator is doing, on stderr (a large dictionary takes a minute)."""
    print(f"generate-word-lists: {message}", file=sys.stderr, flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dictionary", nargs="?", help="a dictionary as dir/xx_YY (default: the bundled ones)")
    parser.add_argument("-o", "--output", help="where to write the list (default: next to the dictionary)")
    arguments = parser.parse_args()
    generation.require_wordfreq("generate-word-lists")

    with generation.spell_harness() as harness:
        if arguments.dictionary:
            base = str(pathlib.Path(arguments.dictionary).with_suffix("")) \
                if arguments.dictionary.endswith((".aff", ".dic")) else arguments.dictionary
            for extension in ("aff", "dic"):
                if not pathlib.Path(f"{base}.{extension}").is_file():
                    sys.exit(f"generate-word-lists: {base}.{extension} not found")
            write_list(base, arguments.output or f"{base}.words", harness)
            return
        rows = []
        for name in BUNDLED:
            base = root / "dictionaries" / name / name
            count, ranked, digest = write_list(base, f"{base}.words", harness)
            rows.append(f"| `{name}/{name}.words` | {count:,} | {ranked:,} | `{digest}` |")
        (root / "dictionaries/WORDS.md").write_text(f"""# Word lists

Every word form the bundled dictionaries accept, for completions: written by
`scripts/generate-word-lists.py` (see its header for what a list holds and
leaves out, and `scripts/support/python/word_graph.py` for the file format). Each
form was confirmed by libhunspell; ranks are PyPI's `wordfreq` {WORDFREQ_VERSION}
frequencies (data licensed CC BY-SA 4.0), stored as numbers only.

| file | words | ranked | sha256 |
| --- | ---: | ---: | --- |
{chr(10).join(rows)}
""", encoding="utf-8")


if __name__ == "__main__":
    main()
