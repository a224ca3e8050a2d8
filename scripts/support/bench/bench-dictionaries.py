#!/usr/bin/env python3
"""Measures WordCheck's engine on Debian's own dictionaries, with word lists the Swift
builder makes (issue 25). For each dictionary:

  - the list's build, ranked by wordfreq's frequencies (export-frequencies.py): seconds,
    forms, bytes per form, and bytes per form of the same list built without frequencies
    (with --builds-only, nothing more is measured);
  - `wordcheck spell` against a C loop over Hunspell_spell (hunspell-spell), whole
    processes on the same words: up to 300,000 listed forms with 5% seeded one-edit
    misspellings, best of RUNS wall times each, and the ratio;
  - suggestions on seeded one- and two-edit typing mistakes of frequent words (the method
    of the es/it sets, suggestion-data.py): top-1 and latency p50/p99 of WordCheck's list
    ranked with frequencies, the same list built with none, and libhunspell's own
    suggestions (Hunspell_suggest through wordcheck-bench). The first word's time, which
    includes building the suggestion engine, is reported apart.

Prints a Markdown table per measurement.

    bench-dictionaries.py --wordcheck PATH --bench PATH --harness PATH [--runs N] [--count N] [--builds-only] BASE=LANG...

BASE is a dictionary path without extension (/usr/share/hunspell/de_DE), LANG wordfreq's code (de).
"""
import argparse
import importlib.util
import os
import pathlib
import random
import statistics
import subprocess
import sys
import tempfile
import time

SUPPORT = pathlib.Path(__file__).resolve().parent
SCRIPTS = SUPPORT.parent.parent


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


suggestion_data = load("suggestion_data", SUPPORT / "suggestion-data.py")
lists = load("check_dictionary_lists", SUPPORT.parent / "harnesses" / "check-dictionary-lists.py")


def log(message):
    print(f"bench-dictionaries: {message}", file=sys.stderr, flush=True)


def best_wall(command, words_file, environment, runs):
    times = []
    for _ in range(runs):
        with open(words_file, "rb") as source:
            started = time.monotonic()
            subprocess.run(command, stdin=source, stdout=subprocess.DEVNULL, env=environment, check=False)
            times.append(time.monotonic() - started)
    return min(times)


def corrections(bench, base, pairs, method, environment, scratch):
    words = pathlib.Path(scratch) / "typos.txt"
    words.write_text("".join(f"{typo}\n" for typo, _ in pairs), encoding="utf-8")
    out = subprocess.run([bench, "corrections", base, str(words), method], capture_output=True, env=environment, check=True)
    lines = out.stdout.decode("utf-8").split("\n")[:len(pairs)]
    milliseconds = [float(line.split("\t")[0]) for line in lines]
    firsts = [line.split("\t")[1] if "\t" in line else "" for line in lines]
    right = sum(first == word for first, (_, word) in zip(firsts, pairs))
    rest = sorted(milliseconds[1:])
    return {
        "top1": 100 * right / len(pairs),
        "p50": rest[len(rest) // 2],
        "p99": rest[min(len(rest) - 1, int(len(rest) * 0.99))],
        "first": milliseconds[0],
    }


def measure(arguments, base, language, harness, scratch):
    name = pathlib.Path(base).name
    ranked_cache, plain_cache = pathlib.Path(scratch) / "ranked", pathlib.Path(scratch) / "plain"
    frequencies = pathlib.Path(scratch) / f"{language}.frequencies"
    if not frequencies.exists():
        with open(frequencies, "w", encoding="utf-8") as out:
            subprocess.run([sys.executable, str(SCRIPTS / "export-frequencies.py"), language], stdout=out, check=True)
    empty = pathlib.Path(scratch) / "none.frequencies"
    empty.write_text("")
    row = {"name": name}
    for cache, ranks in ((ranked_cache, frequencies), (plain_cache, empty)):
        environment = {**os.environ, "WORDCHECK_CACHE_DIR": str(cache)}
        started = time.monotonic()
        built = subprocess.run([arguments.wordcheck, "words", "build", "--force", "--dictionary", base, "--frequencies", str(ranks)],
                               capture_output=True, text=True, env=environment)
        if built.returncode != 0:
            log(f"{name}: {built.stderr.strip()}")
            return None
        summary = built.stdout.strip()
        if cache is ranked_cache:
            row["build"] = time.monotonic() - started
            row["bytes"] = int(summary.split(" words, ")[1].split(" bytes")[0])
            row["forms"] = int(summary.split(": ")[1].split(" words")[0])
        else:
            row["plain bytes"] = int(summary.split(" words, ")[1].split(" bytes")[0])
    if arguments.builds_only:
        return row
    ranked = {**os.environ, "WORDCHECK_CACHE_DIR": str(ranked_cache)}
    plain = {**os.environ, "WORDCHECK_CACHE_DIR": str(plain_cache)}

    # Spelling: whole processes over the same words.
    listed = subprocess.run([arguments.wordcheck, "words", "list", "--dictionary", base], capture_output=True, env=ranked, check=True)
    forms = [w for w in listed.stdout.decode("utf-8").split("\n") if w and not any(c.isspace() for c in w)]
    rng = random.Random(f"bench-dictionaries-{name}")
    sample = rng.sample(forms, min(300_000, len(forms)))
    sample += sorted(lists.misspellings(forms, len(sample) // 20, 1))
    rng.shuffle(sample)
    encoding = lists.encoding_of(base)
    encodable = []
    for word in sample:
        try:
            word.encode(encoding)
            encodable.append(word)
        except UnicodeEncodeError:
            continue
    ours_file, theirs_file = pathlib.Path(scratch) / "spell-utf8.txt", pathlib.Path(scratch) / "spell-native.txt"
    ours_file.write_bytes("".join(f"{w}\n" for w in encodable).encode("utf-8"))
    theirs_file.write_bytes("".join(f"{w}\n" for w in encodable).encode(encoding))
    row["words"] = len(encodable)
    row["spell"] = best_wall([arguments.wordcheck, "spell", "--dictionary", base], ours_file, ranked, arguments.runs)
    row["c"] = best_wall([str(harness), base], theirs_file, ranked, arguments.runs)

    # Suggestions.
    for edits in (1, 2):
        pairs = suggestion_data.synthetic(language, name, edits, harness, None, arguments.count, dictionary=base)
        log(f"{name}: {len(pairs)} misspellings with {edits} edit(s)")
        row[f"ranked{edits}"] = corrections(arguments.bench, base, pairs, "wordlist", ranked, scratch)
        row[f"plain{edits}"] = corrections(arguments.bench, base, pairs, "wordlist", plain, scratch)
        row[f"hunspell{edits}"] = corrections(arguments.bench, base, pairs, "hunspell", ranked, scratch)
    return row


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wordcheck", required=True)
    parser.add_argument("--bench", required=True)
    parser.add_argument("--harness", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--builds-only", action="store_true", help="build the lists and print their sizes, nothing else")
    parser.add_argument("dictionaries", nargs="+")
    arguments = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for given in arguments.dictionaries:
            base, _, language = given.partition("=")
            log(f"{base} ({language})")
            row = measure(arguments, base, language, arguments.harness, scratch)
            if row:
                rows.append(row)
    print("| dictionary | forms | build s | bytes/form | bytes/form without frequencies |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for row in rows:
        print(f"| {row['name']} | {row['forms']:,} | {row['build']:.1f} | {row['bytes'] / row['forms']:.2f} "
              f"| {row['plain bytes'] / row['forms']:.2f} |")
    if arguments.builds_only:
        return
    print()
    print("| dictionary | words spelled | wordcheck spell s | C loop s | ratio |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for row in rows:
        print(f"| {row['name']} | {row['words']:,} | {row['spell']:.2f} | {row['c']:.2f} | {row['spell'] / row['c']:.2f} |")
    print()
    print("| dictionary | edits | engine | top-1 % | p50 ms | p99 ms | first word ms |")
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: |")
    labels = {"ranked": "WordCheck, list with frequencies", "plain": "WordCheck, list without", "hunspell": "libhunspell"}
    for row in rows:
        for edits in (1, 2):
            for key, label in labels.items():
                result = row[f"{key}{edits}"]
                print(f"| {row['name']} | {edits} | {label} | {result['top1']:.1f} | {result['p50']:.2f} | {result['p99']:.2f} "
                      f"| {result['first']:.0f} |")


if __name__ == "__main__":
    main()
