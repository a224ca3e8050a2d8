"""Writes the benchmark workloads for one dictionary into a folder:

  accepted-D.txt   the words of a Debian word list that libhunspell accepts
  rejected-D.txt   misspellings libhunspell rejects: the list's own rejects,
                   then list words with two inner letters swapped
  frequency-D.txt  200,000 words drawn by frequency from wordfreq's top 30,000
                   (common words recur, as in real text), seeded
  suggest-D.txt    200 rejected words for suggestion latency
  text-D.txt       about 1 MB of running text: sentences of frequency-drawn words
                   libhunspell accepts, with capitals and punctuation, seeded
  text-words-D.txt the words of text-D.txt, one per line (for the C loop)

Usage: python3 bench-data.py DICT WORDLIST LANG OUTDIR REJECTS_FROM_LIBHUNSPELL
where REJECTS_FROM_LIBHUNSPELL is a command that prints the rejected lines of
its stdin (`hunspell-spell DICTPATH`, the harness bench-data.sh compiles from
scripts/support/harnesses/hunspell-spell.c).
"""
import random
import subprocess
import sys

import wordfreq


def rejected_by_hunspell(command, words):
    text = "".join(word + "\n" for word in words)
    output = subprocess.run(command, input=text.encode(), stdout=subprocess.PIPE, check=False).stdout
    return output.decode().splitlines()


def running_text(command, top, weights, size=1_000_000):
    """About `size` bytes of sentences (8 to 16 words, the first capitalised, some commas,
    lines of at most 80 characters) of frequency-drawn words libhunspell accepts in both
    spellings used; and the words as they appear in it."""
    rng = random.Random(20261123)
    drawn = rng.choices(top, weights=weights, k=size // 4)
    rejects = set(rejected_by_hunspell(command, sorted(set(drawn) | {w[:1].upper() + w[1:] for w in drawn})))
    # Letters and apostrophes only: every tokenizer splits such text the same way.
    usable = [w for w in drawn if w not in rejects and w[:1].upper() + w[1:] not in rejects
              and all(c.isalpha() or c == "'" for c in w)]
    lines, line, words, length, index = [], "", [], 0, 0
    while length < size:
        sentence = [usable[(index + k) % len(usable)] for k in range(rng.randint(8, 16))]
        index += len(sentence)
        sentence[0] = sentence[0][:1].upper() + sentence[0][1:]
        for position, word in enumerate(sentence):
            words.append(word)
            token = word + ("." if position == len(sentence) - 1 else ("," if rng.random() < 0.08 else ""))
            if line and len(line) + 1 + len(token) > 80:
                lines.append(line)
                length += len(line.encode()) + 1
                line = token
            else:
                line = f"{line} {token}" if line else token
    lines.append(line)
    return "".join(text + "\n" for text in lines), words


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

    text, text_words = running_text(command, top, weights)
    with open(f"{folder}/text-{name}.txt", "w", encoding="utf-8") as file:
        file.write(text)
    with open(f"{folder}/text-words-{name}.txt", "w", encoding="utf-8") as file:
        file.write("".join(word + "\n" for word in text_words))

    for kind, data in [("accepted", accepted), ("rejected", rejected), ("frequency", stream), ("suggest", rejected[:200])]:
        with open(f"{folder}/{kind}-{name}.txt", "w", encoding="utf-8") as file:
            file.write("".join(word + "\n" for word in data))
    print(f"bench-data: {name}: {len(accepted)} accepted, {len(rejected)} rejected, {len(stream)} frequency-drawn")


if __name__ == "__main__":
    main()
