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
SpellChecking uses it only with those files. Case variants are kept as flags, not
listed; compounds (en_US's 21st, 101th) are not listed either, but their
COMPOUNDRULE lines and parts are recorded. Beside the list the file holds extra
words, each confirmed by Hunspell_spell: the capitals of mixed-case words (MCDONALD)
and the elided forms (Italian l'acqua, dell'anno: a prefix whose text has an
apostrophe), stored as the body with the number of its set of prefixes. It also
holds the rules libhunspell follows around its lookups (BREAK, ICONV, MAXBYTES,
compounds, elision sets, REP/MAP/KEY for suggestions), and COMPLETE when the
dictionary uses no rule the list cannot record (see UNDESCRIBED): a list with
COMPLETE decides every word without libhunspell (SpellCheckingCore's WordListChecker).

Needs: the wordfreq pinned in scripts/support/python/generation.py (pip), libhunspell and a C compiler (scripts/bootstrap.sh).
A dictionary whose language wordfreq does not know gets a list without ranks.
"""
import argparse
import copy
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
    """The dictionary's rules, character set, the forms its rules build, the header's property
    bits (whether those forms are all the words of letters alone it accepts, and all the
    words of letters and apostrophes: affixes.Affixes.closed_for_letter_words), the
    forms of stems marked NOSUGGEST, which suggestions must never offer, and the forms its
    elision prefixes build (Italian dell'anno), kept apart."""
    rules = affix_rules.Affixes(f"{base}.aff")
    elide = copy.copy(rules)
    elide.prefixes = {}
    elided = False
    for flag, prefixes in rules.prefixes.items():
        kept = [rule for rule in prefixes if "'" not in rule.add and "\u2019" not in rule.add]
        if len(kept) != len(prefixes):
            elided = True
            elide.prefixes[flag] = [rule for rule in prefixes if rule not in kept]
        rules.prefixes[flag] = kept
    forms, unsuggested, elisions = set(), set(), set()
    hidden_flag = rules.special.get("NOSUGGEST", frozenset())
    for stem, flags in affix_rules.read_stems(f"{base}.dic", rules):
        built = rules.forms(stem, flags)
        forms |= built
        if hidden_flag & flags:
            unsuggested |= built
        if flags & elide.prefixes.keys():
            elisions |= elide.forms(stem, flags) - built
    properties = 0
    if rules.closed_for_letter_words(f"{base}.dic"):
        properties |= word_graph.CLOSED_FOR_LETTER_WORDS
        # Prefixes that elide (Italian dell') were left out above, so their words are not all listed.
        if not elided and rules.closed_for_letter_words(f"{base}.dic", apostrophes=True):
            properties |= word_graph.CLOSED_FOR_APOSTROPHE_WORDS
    return rules, rules.encoding, forms, properties, unsuggested, elisions


# .aff directives whose effect on which words exist the list's rules do not describe: a list
# of a dictionary with any of them is not COMPLETE (SpellChecking asks libhunspell what the
# list cannot decide).
UNDESCRIBED = {"COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDLAST", "COMPOUNDEND",
               "COMPOUNDPERMITFLAG", "COMPOUNDFORBIDFLAG", "COMPOUNDROOT", "IGNORE", "COMPLEXPREFIXES",
               "CIRCUMFIX", "CHECKSHARPS", "FULLSTRIP", "KEEPCASE", "FORBIDDENWORD", "WARN", "FORCEUCASE",
               "SUBSTANDARD", "ONLYMAXDIFF"}
# Languages for which libhunspell's spell has special cases (dotted I, Hungarian dashes).
SPECIAL_LANGUAGES = {"tr", "az", "crh", "hu"}


def spelling_rules(base, rules, elision_sets):
    """The rules section of the list (SpellCheckingCore's SpellingRules): what libhunspell
    does around its lookups, read from the .aff file, and the parts its compound rules join,
    read from the .dic file; and whether the list then decides every word (COMPLETE)."""
    text = pathlib.Path(f"{base}.aff").read_bytes().decode(rules.encoding, errors="replace")
    lines, breaks, conversions, compound_rules = [], None, None, []
    complete = rules.encoding == "utf-8"
    for line in text.splitlines():
        fields = line.split()
        if not fields or fields[0].startswith("#"):
            continue
        key = fields[0]
        if key in UNDESCRIBED:
            complete = False
        elif key == "LANG" and len(fields) > 1 and fields[1].replace("-", "_").split("_")[0].lower() in SPECIAL_LANGUAGES:
            complete = False
        elif key == "BREAK" and len(fields) > 1:
            if breaks is None:
                breaks = []  # the first line holds the count
            else:
                breaks.append(fields[1])
        elif key == "ICONV" and len(fields) > 1:
            if conversions is None:
                conversions = []
            elif len(fields) > 2:
                conversions.append((fields[1], fields[2]))
        elif key == "COMPOUNDMIN" and len(fields) > 1:
            lines.append(f"COMPOUNDMIN {fields[1]}")
        elif key == "COMPOUNDRULE" and len(fields) > 1 and not fields[1].isdigit():
            compound_rules.append(fields[1])
        elif key in ("REP", "MAP", "KEY") and len(fields) > 1:
            lines.append(" ".join(fields))
    for pattern in (["-", "^-", "-$"] if breaks is None else breaks):
        lines.append(f"BREAK {pattern}")
    for source, target in conversions or []:
        lines.append(f"ICONV {source} {target}")
    lines.append("MAXBYTES 300" if rules.encoding == "utf-8" else "MAXBYTES 100")
    if compound_rules:
        if rules.flag_type in ("long", "num"):
            complete = False
        else:
            rule_flags = {c for rule in compound_rules for c in rule if c not in "*?()"}
            lines += [f"COMPOUNDRULE {rule}" for rule in compound_rules]
            for stem, flags in affix_rules.read_stems(f"{base}.dic", rules):
                if flags & rule_flags:
                    if " " in stem:
                        complete = False
                        continue
                    lines.append(f"COMPOUNDPART {stem} {''.join(sorted(flags & rule_flags))}")
    for number, heads in sorted((number, heads) for heads, number in elision_sets.items()):
        lines.append(f"ELISION {number} {' '.join(sorted(heads))}")
    if "\u2019" not in text:
        lines.append("FOLDAPOSTROPHE")
    if complete:
        lines.append("COMPLETE")
    return "\n".join(lines) + "\n", complete


def hunspell_case(word):
    """libhunspell's kind of case for `word` (its get_captype_utf8, with Python's case mapping)."""
    capitals = sum(1 for c in word if c.lower() != c)
    neutral = sum(1 for c in word if c.upper() == c.lower())
    first = bool(word) and word[0].lower() != word[0]
    if capitals == 0:
        return "lower"
    if capitals == 1 and first:
        return "capitalised"
    if capitals == len(word) or capitals + neutral == len(word):
        return "capitals"
    return "mixed"


def extra_words(base, encoding, words, elisions, harness):
    """The list's extra words (word_graph's format, no ranks or case bits) and its elision
    sets: the capitals of its mixed-case words (MCDONALD), and its elided forms (dell'anno)
    as body + NUL + the number of the set of prefixes the body takes, each one confirmed
    by libhunspell."""
    capitals = set()
    for word in words:
        if hunspell_case(word) == "mixed":
            upper = "".join(c.upper() if len(c.upper()) == 1 else c for c in word)
            if upper != word:
                capitals.add(upper)
    encodable = []
    for word in capitals | elisions:
        try:
            word.encode(encoding)
            encodable.append(word)
        except UnicodeEncodeError:
            pass
    rejected = generation.rejected_words(harness, base, encodable, encoding)
    accepted = {nfc(word) for word in encodable if word not in rejected}
    entries = {word.encode("utf-8") for word in accepted if word in capitals}
    heads_of = {}
    for word in accepted:
        if word in capitals or "'" not in word:
            continue
        split = word.index("'") + 1
        if split < len(word):
            heads_of.setdefault(word[split:], set()).add(word[:split])
    sets = {}
    for tail, heads in heads_of.items():
        number = sets.setdefault(frozenset(heads), len(sets) + 1)
        if number > 255:
            sys.exit(f"generate-word-lists: {base}: more than 255 sets of elision prefixes")
        entries.add(tail.encode("utf-8") + b"\0" + bytes([number]))
    progress(f"{base}: {len(accepted & capitals):,} capitals of mixed-case words, "
             f"{len(accepted) - len(accepted & capitals):,} elided forms in {len(sets)} sets")
    if not entries:
        return b"", {}
    graph = word_graph.build(sorted(entries))
    return word_graph.serialise(graph, {}, {}, bytes(32), 0), sets


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
    rules, encoding, forms, properties, unsuggested, elisions = candidate_forms(base)
    progress(f"{base}: checking {len(forms):,} forms with libhunspell")
    words = accepted_forms(base, encoding, forms, harness)
    progress(f"{base}: checking the case variants of {len(words):,} words")
    flags = case_flags(base, encoding, words, harness)
    language = pathlib.Path(base).name.replace("-", "_").split("_")[0]
    ranks = frequencies(language, words)
    progress(f"{base}: checking {len(elisions):,} elided forms and the capitals of mixed-case words")
    extras, elision_sets = extra_words(base, encoding, words, elisions, harness)
    rules_text, complete = spelling_rules(base, rules, elision_sets)
    ordered = sorted(word.encode("utf-8") for word in words)
    numbers = {word.decode("utf-8"): number for number, word in enumerate(ordered)}
    progress(f"{base}: building the graph")
    graph = word_graph.build(ordered)
    digest = word_graph.source_digest(pathlib.Path(f"{base}.aff").read_bytes(), pathlib.Path(f"{base}.dic").read_bytes())
    data = word_graph.serialise(graph, {numbers[word]: rank for word, rank in ranks.items()},
                                {numbers[word]: bits for word, bits in flags.items()}, digest, properties,
                                [numbers[word] for word in map(nfc, unsuggested) if word in numbers], extras, rules_text)
    pathlib.Path(output).write_bytes(data)
    print(f"generate-word-lists: {output}: {len(ordered):,} words ({len(forms) - len(ordered):,} forms rejected), "
          f"{len(ranks):,} ranked, {len(flags):,} with case variants, {len(unsuggested):,} never suggested, "
          f"{len(data):,} bytes, "
          f"closed for words of letters alone: {'yes' if properties & word_graph.CLOSED_FOR_LETTER_WORDS else 'no'}, "
          f"of letters and apostrophes: {'yes' if properties & word_graph.CLOSED_FOR_APOSTROPHE_WORDS else 'no'}, "
          f"decides every word: {'yes' if complete else 'no'}")
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

Every word form the bundled dictionaries accept, with the elided forms, the
capitals of mixed-case words and the spelling rules (BREAK, compounds, elisions)
that let `WordListChecker` give libhunspell's verdicts without libhunspell:
written by `scripts/generate-word-lists.py` (see its header for what a list
holds and leaves out, and `scripts/support/python/word_graph.py` for the file
format, version 4). Each form and each extra word was confirmed by libhunspell;
ranks are PyPI's `wordfreq` {WORDFREQ_VERSION} frequencies (data licensed
CC BY-SA 4.0), stored as numbers only.

| file | words | ranked | sha256 |
| --- | ---: | ---: | --- |
{chr(10).join(rows)}
""", encoding="utf-8")


if __name__ == "__main__":
    main()
