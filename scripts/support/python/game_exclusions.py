"""The curated game exclusions of one bundled language: which words of the
standard game vocabulary a second, independently made source does not confirm
as a word of the language, and which are offensive.

Usage: game_exclusions.py LANG VOCABULARY OUTPUT STATS

LANG is en, es or it; VOCABULARY holds the standard game vocabulary's words,
one a line (as `wordcheck find` prints them); OUTPUT receives the excluded
words, sorted, one a line after a header; STATS receives a JSON summary (the
words each rule left out, by length, and the share of the three- and
four-letter words a word-game list rejects, where one is given).

The rules, each from a source named in dictionaries/GAME-VOCABULARY.md:
  word     the language's second source does not list the word: SCOWL's word
           and contraction lists (standard and first-variant spellings) for
           English, aspell's dictionary (expanded) for Spanish and Italian.
  english  Italian only: SCOWL lists the word as English, Debian's Italian word
           list (witalian) does not list it, and wordfreq finds it at least ten
           times as often in English text as in Italian (1 on the Zipf scale).
           Not for Spanish: wspanish lists no conjugated forms, so the rule would
           take Spanish verb forms that are also English words (come, case, vote).
  offensive the word is in glin-profanity's list for the language.
Environment: SCOWL_DIR, ASPELL_WORDS (the expanded aspell list), DICT_WORDS
(witalian), PROFANITY (glin-profanity's JSON), GAME_LIST (a
word-game list to measure with, optional).
"""
import collections
import json
import os
import pathlib
import sys
import unicodedata

import wordfreq

HEADER = """\
# Words WordCheck's game vocabulary leaves out for {language} (GameVocabulary.standard(for:)).
# Written by scripts/generate-game-exclusions.sh; the rules and sources are in
# dictionaries/GAME-VOCABULARY.md. One word a line, NFC, sorted by byte.
"""


def nfc(word):
    return unicodedata.normalize("NFC", word)


def read_words(path, encoding="utf-8"):
    with open(path, encoding=encoding) as handle:
        return {nfc(line.strip()) for line in handle if line.strip()}


def scowl_words(folder):
    """SCOWL's lower-case words and contractions, standard and variant-1 spellings."""
    words = set()
    for path in pathlib.Path(folder).iterdir():
        name = path.name.rsplit(".", 1)[0]
        kind = name.rsplit("-", 1)[-1]
        if kind not in ("words", "contractions") or "variant_2" in name or "variant_3" in name:
            continue
        words |= {word for word in read_words(path, "latin-1") if word == word.lower()}
    return words


def offensive_words(path):
    with open(path, encoding="utf-8") as handle:
        entries = json.load(handle)["words"]
    return {nfc(entry.strip().lower()) for entry in entries if entry.strip() and " " not in entry.strip()}


def main():
    language, vocabulary_path, output_path, stats_path = sys.argv[1:5]
    vocabulary = [nfc(line.strip()) for line in open(vocabulary_path, encoding="utf-8") if line.strip()]
    english = scowl_words(os.environ["SCOWL_DIR"])
    if language == "en":
        second = english
    else:
        second = read_words(os.environ["ASPELL_WORDS"])
    debian_list = read_words(os.environ["DICT_WORDS"]) if language == "it" else set()
    offensive = offensive_words(os.environ["PROFANITY"])

    reasons = {}
    for word in vocabulary:
        if word in offensive:
            reasons[word] = "offensive"
        elif word not in second:
            reasons[word] = "word"
        elif (language == "it" and word in english and word not in debian_list
              and wordfreq.zipf_frequency(word, "en") >= wordfreq.zipf_frequency(word, language) + 1):
            reasons[word] = "english"

    by_rule = collections.defaultdict(collections.Counter)
    for word, rule in reasons.items():
        by_rule[rule][min(len(word), 8)] += 1
    lengths = collections.Counter(min(len(word), 8) for word in vocabulary)
    stats = {
        "language": language,
        "vocabulary": len(vocabulary),
        "excluded": len(reasons),
        "byRule": {rule: {str(n): counts[n] for n in sorted(counts)} for rule, counts in sorted(by_rule.items())},
        "byLength": {str(n): lengths[n] for n in sorted(lengths)},
        "examples": {rule: sorted((w for w, r in reasons.items() if r == rule), key=lambda w: (len(w), w))[:12]
                     for rule in sorted(by_rule)},
    }
    game_list_path = os.environ.get("GAME_LIST")
    if game_list_path:
        game_list = {word.lower() for word in read_words(game_list_path)}
        shares = {}
        for n in (3, 4):
            before = [word for word in vocabulary if len(word) == n]
            after = [word for word in before if word not in reasons]
            shares[str(n)] = {
                "before": [sum(word not in game_list for word in before), len(before)],
                "after": [sum(word not in game_list for word in after), len(after)],
            }
        stats["gameList"] = shares

    with open(output_path, "w", encoding="utf-8") as handle:
        handle.write(HEADER.format(language={"en": "English", "es": "Spanish", "it": "Italian"}[language]))
        for word in sorted(reasons, key=lambda w: w.encode("utf-8")):
            handle.write(word + "\n")
    with open(stats_path, "w", encoding="utf-8") as handle:
        json.dump(stats, handle, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
