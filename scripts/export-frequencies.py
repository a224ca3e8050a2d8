#!/usr/bin/env python3
"""Writes wordfreq's frequencies for a language as lines of `word<TAB>zipf`, the form
`wordcheck words build --frequencies FILE` reads, so that a list built in Swift for a
language WordCheck does not bundle is ranked as the bundled lists are. Python and
wordfreq are needed only here, once per language; nothing reads wordfreq at run time.

    python3 scripts/export-frequencies.py fr > fr.frequencies
    wordcheck words build --lang fr_FR --frequencies fr.frequencies

The numbers are wordfreq's data (CC BY-SA 4.0): a list ranked with them carries that
licence's attribution duty for the ranks, as the bundled lists do (dictionaries/WORDS.md).
"""
import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "support" / "python"))
import generation  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("language", help="a language code wordfreq knows (fr, de, pt, ru, ...)")
    arguments = parser.parse_args()
    generation.require_wordfreq("export-frequencies")
    import wordfreq

    if arguments.language not in wordfreq.available_languages():
        sys.exit(f"export-frequencies: wordfreq has no data for '{arguments.language}'")
    out = sys.stdout
    for word, frequency in wordfreq.get_frequency_dict(arguments.language).items():
        if "\t" in word or "\n" in word:
            continue
        # Zipf with two decimals: the resolution the lists store (100 × Zipf).
        out.write(f"{word}\t{wordfreq.freq_to_zipf(frequency):.2f}\n")


if __name__ == "__main__":
    main()
