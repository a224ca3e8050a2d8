"""Several languages in one text, measured (issue 61): a corpus of real prose from
Debian's manual pages in English and in Spanish or Italian (the pages both translate),
interleaved by paragraph and switching language inside paragraphs, with typos planted
by a seeded generator; then `wordcheck check` in three modes:

- one language: the text's main language alone (`--lang en`);
- joined dictionaries: a word is flagged when no language accepts it (the words both
  one-language runs flag, as an editor that joins dictionaries does), its suggestions
  the first language's;
- per sentence: `--lang en,es` (each sentence in the language that accepts most of it).

Recall is the share of planted typos flagged, false alarms the flags on words that were
not planted, per 1,000 words, and top-1 the share of flagged typos whose first
suggestion is the word that was there. Paragraphs that their own language's dictionary
does not accept whole are left out before planting, so every false alarm is one of the
mode's.

Usage: bilingual_corpus.py WORDCHECK OTHER(es|it) SEED OUTPUT-JSON
"""

import gzip
import json
import os
import random
import re
import subprocess
import sys

WORDCHECK, OTHER, SEED, OUTPUT = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
MAN = "/usr/share/man"
KEYBOARD = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]


def render(path):
    """A manual page as plain text, a paragraph a line."""
    environment = dict(os.environ, MANWIDTH="10000", LC_ALL="C.UTF-8")
    text = subprocess.run(["man", "-E", "UTF-8", "-P", "cat", "-l", path], capture_output=True, text=True,
                          env=environment).stdout
    return subprocess.run(["col", "-bx"], input=text, capture_output=True, text=True).stdout


def paragraphs(path):
    """The page's prose paragraphs: indented lines of 12 words or more, mostly words."""
    found = []
    for line in render(path).splitlines():
        if not line.startswith("       "):
            continue
        line = " ".join(line.split())
        words = line.split()
        letters = sum(ch.isalpha() or ch.isspace() for ch in line)
        if len(words) >= 12 and letters / len(line) > 0.9 and not re.search(r"[{}<>=|/\\_$]", line):
            found.append(line)
    return found


def pages(language):
    folder = f"{MAN}/{language}/man7" if language != "en" else f"{MAN}/man7"
    return set(os.listdir(folder)) if os.path.isdir(folder) else set()


def flagged(lines, language):
    """For each line, whether `wordcheck check` flags a word of it in `language`."""
    result = subprocess.run([WORDCHECK, "check", "--json", "--no-suggestions", "--lang", language],
                            input="\n".join(lines) + "\n", capture_output=True, text=True)
    bad = {item["line"] for item in json.loads(result.stdout)["misspellings"]}
    return [index + 1 in bad for index in range(len(lines))]


def clean(lines, language):
    """The lines of which `language`'s dictionary accepts every word."""
    return [line for line, bad in zip(lines, flagged(lines, language)) if not bad]


def sentences(paragraph):
    return [part for part in re.split(r"(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡])", paragraph) if part]


def typo(word, generator):
    """A keyboard slip of `word`: a letter dropped, two swapped, one doubled, or one
    replaced by a neighbour on the keyboard."""
    letters = list(word)
    position = generator.randrange(1, len(letters) - 1)
    kind = generator.randrange(4)
    if kind == 0:
        del letters[position]
    elif kind == 1:
        letters[position], letters[position + 1] = letters[position + 1], letters[position]
    elif kind == 2:
        letters.insert(position, letters[position])
    else:
        letter = letters[position].lower()
        row = next((row for row in KEYBOARD if letter in row), None)
        if row is None:
            del letters[position]
        else:
            at = row.index(letter)
            letters[position] = row[at - 1] if at > 0 and (at == len(row) - 1 or generator.random() < 0.5) else row[at + 1]
    return "".join(letters)


def main():
    generator = random.Random(SEED)
    shared = sorted(pages("en") & pages(OTHER))
    english, other = [], []
    for name in shared:
        english += paragraphs(f"{MAN}/man7/{name}")
        other += paragraphs(f"{MAN}/{OTHER}/man7/{name}")
    english, other = clean(english, "en"), clean(other, OTHER)
    generator.shuffle(english)
    generator.shuffle(other)
    count = min(len(english), len(other), 400)
    english, other = english[:count], other[:count]
    # Documents: paragraphs in turn, and paragraphs that switch language mid-way
    # (two sentences of one, then two of the other), each line tagged with its languages.
    lines = []  # (text, [(sentence, language)])
    for index in range(count):
        if index % 3 == 2:
            first, second = sentences(english[index])[:2], sentences(other[index])[:2]
            if generator.random() < 0.5:
                parts = [(s, "en") for s in first] + [(s, OTHER) for s in second]
            else:
                parts = [(s, OTHER) for s in second] + [(s, "en") for s in first]
        else:
            parts = [(s, "en") for s in sentences(english[index])] + [None] + [(s, OTHER) for s in sentences(other[index])]
        lines.append(parts)
    # Plant typos: about one word in thirty of five letters or more, the typo one its own
    # language rejects (checked below, in one run a language).
    candidates = []
    text_lines = []
    for parts in lines:
        for group in ([p for p in parts if p is not None],) if None not in parts else (parts[:parts.index(None)], parts[parts.index(None) + 1:]):
            words_out = []
            for sentence, language in group:
                out = []
                for word in sentence.split(" "):
                    core = re.match(r"^([^\W\d_]{5,})(\W*)$", word)
                    if core and generator.random() < 1 / 30:
                        slip = typo(core.group(1), generator)
                        candidates.append((len(text_lines), slip, core.group(1), language))
                        out.append("\0" + str(len(candidates) - 1) + "\0" + core.group(2))
                    else:
                        out.append(word)
                words_out.append(" ".join(out))
            text_lines.append(" ".join(words_out))
            text_lines.append("")
    # A planted typo its language accepts is no typo: the original word is put back.
    keep = {}
    for language in ("en", OTHER):
        mine = [(index, c) for index, c in enumerate(candidates) if c[3] == language]
        result = subprocess.run([WORDCHECK, "spell", "--lang", language], input="\n".join(c[1] for _, c in mine) + "\n",
                                capture_output=True, text=True)
        rejected = set(result.stdout.split("\n"))
        for index, c in mine:
            keep[index] = c[1] in rejected
    planted = []  # (line, column, typo, original, language)
    final = []
    for number, line in enumerate(text_lines):
        pieces = re.split(r"\0(\d+)\0", line)
        out = pieces[0]
        for at in range(1, len(pieces), 2):
            index = int(pieces[at])
            _, slip, original, language = candidates[index]
            word = slip if keep[index] else original
            if keep[index]:
                planted.append((number + 1, len(out) + 1, slip, original, language))
            out += word + pieces[at + 1]
        final.append(out)
    text = "\n".join(final) + "\n"
    total_words = sum(len(line.split()) for line in final)

    def run(languages, suggestions=True):
        args = [WORDCHECK, "check", "--json", "--lang", languages] + ([] if suggestions else ["--no-suggestions"])
        result = subprocess.run(args, input=text, capture_output=True, text=True)
        return {(item["line"], item["column"]): item for item in json.loads(result.stdout)["misspellings"]}

    alone, other_alone, per_sentence = run("en"), run(OTHER, suggestions=False), run(f"en,{OTHER}")
    joined = {place: item for place, item in alone.items() if place in other_alone}
    truth = {(line, column): (slip, original, language) for line, column, slip, original, language in planted}

    def measure(found):
        hits = [place for place in truth if place in found]
        top = sum(1 for place in hits if (found[place].get("suggestions") or [None])[0] == truth[place][1])
        by_language = {}
        for language in ("en", OTHER):
            mine = [place for place in truth if truth[place][2] == language]
            by_language[language] = sum(1 for place in mine if place in found) / max(1, len(mine))
        return {
            "recall": len(hits) / max(1, len(truth)),
            "recall_by_language": by_language,
            "false_alarms": sum(1 for place in found if place not in truth) * 1000 / total_words,
            "top1": top / max(1, len(hits)),
        }

    report = {
        "other": OTHER, "seed": SEED, "paragraphs": count * 2, "lines": len([l for l in final if l]), "words": total_words,
        "typos": len(truth), "typos_by_language": {language: sum(1 for t in truth.values() if t[2] == language) for language in ("en", OTHER)},
        "pages": len(shared),
        "modes": {"one language (en)": measure(alone), "joined dictionaries": measure(joined), "per sentence": measure(per_sentence)},
    }
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        json.dump(report, handle, indent=1)


main()
