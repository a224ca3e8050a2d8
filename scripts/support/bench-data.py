"""Writes the benchmark workloads for one dictionary into a folder:

  accepted-D.txt   the words of a Debian word list that libhunspell accepts
  rejected-D.txt   misspellings libhunspell rejects: the list's own rejects,
                   then list words with two inner letters swapped
  frequency-D.txt  200,000 words drawn by frequency from wordfreq's top 30,000
                   (common words recur, as in real text), seeded
  suggest-D.txt    200 rejected words for suggestion latency

Usage: python3 bench-data.py DICT WORDLIST LANG OUTDIR REJECTS_FROM_LIBHUNSPELL
where REJECTS_FROM_LIBHUNSPELL is a command that prints the rejected lines of
its stdin (scripts/support/hunspell-spell DICTPATH).
"""
import random
import subprocess
import sys

import wordfreq


def rejected_by_hunspell(command, words):
    text = "".join(word + "\n" for word in words)
    output = subprocess.run(command, input=text.encode(), stdout=subprocess.PIPE, check=False).stdout
    return output.decode().splitlines()


def main():
    name, word_list, language, folder, *command = sys.argv[1:]
    with open(word_list, encoding="utf-8") as file:
        words = [line.strip() for line in file if line.strip()]
    rejects = set(rejected_by_hunspell(command, words))
    accepted = [word for word in words if word not in rejects]

    rng = random.Random(20261122)
    swapped = []
    for word in rng.sample(accepted, min(40_000, len(accepted))):
        if len(word) >= 4:
            i = rng.randrange(1, len(word) - 2)
            swapped.append(word[:i] + word[i + 1] + word[i] + word[i + 2:])
    rejected = sorted(rejects) + rejected_by_hunspell(command, swapped)
    rng.shuffle(rejected)
    rejected = rejected[:20_000]

    top = wordfreq.top_n_list(language, 30_000)
    weights = [wordfreq.word_frequency(word, language) for word in top]
    stream = rng.choices(top, weights=weights, k=200_000)

    for kind, data in [("accepted", accepted), ("rejected", rejected), ("frequency", stream), ("suggest", rejected[:200])]:
        with open(f"{folder}/{kind}-{name}.txt", "w", encoding="utf-8") as file:
            file.write("".join(word + "\n" for word in data))
    print(f"bench-data: {name}: {len(accepted)} accepted, {len(rejected)} rejected, {len(stream)} frequency-drawn")


if __name__ == "__main__":
    main()
