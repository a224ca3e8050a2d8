"""Builds the word list of each Hunspell dictionary given, with `wordcheck words build`, and
compares the verdicts of `wordcheck spell` (which answers from the list) with libhunspell's
on every listed form, its capitalised and upper-case spellings, seeded misspellings and, for
a list that judges compounds, seeded rows of forms with and without an edit.
Prints a Markdown table: forms, build time, bytes per form, peak memory, status
(closed: the list decides every word; open: libhunspell decides what it does not list,
as for compounds; open, parts: the same, but the list refuses a word that no form or
compound of its parts spells; refused, with why) and verdicts that differ (must be 0).

    check-dictionary-lists.py --wordcheck PATH DICTIONARY_BASE...

    check-dictionary-lists.py --engine --wordcheck PATH DICTIONARY_BASE...

    check-dictionary-lists.py --morphology --wordcheck PATH DICTIONARY_BASE...

With --engine no list is built: `wordcheck spell` answers with the Swift engine alone, on
forms hunspell-tools' unmunch spells out of 2,500 random stems, their case variants,
misspellings and rows of forms (with the time each side takes for the batch).
With --morphology, `wordcheck -s` and `wordcheck -m` (hunspell's stem and analysis modes)
against `hunspell -s` and `hunspell -m`, line for line, on 1,500 of those stems and 1,500
of those forms, case variants of a third of them, 1,500 rows of forms and 1,500
misspellings (words of letters alone, so that both split the input alike).
Each base is a path without extension (/usr/share/hunspell/de_DE). Exit 1 on any difference.
"""
import argparse
import pathlib
import random
import subprocess
import sys
import tempfile
import time
import unicodedata

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
import generation  # noqa: E402


def encoding_of(base):
    # libhunspell skips a UTF-8 byte order mark before the first line (kk_KZ has one).
    for line in pathlib.Path(f"{base}.aff").read_bytes().removeprefix(b"\xef\xbb\xbf").splitlines():
        fields = line.split()
        # As libhunspell reads it: `SET`, then blanks (ar has a tab), then the name.
        if len(fields) >= 2 and fields[0] == b"SET":
            return generation.python_codec(fields[1].decode("ascii"))
    return "iso8859_1"  # libhunspell's default


def misspellings(forms, count, seed):
    """`count` one-edit changes of random forms (drop, swap, double, replace a letter)."""
    rng = random.Random(seed)
    alphabet = sorted({c for form in forms[:5000] for c in form if c.isalpha()}) or list("abcdefghijklmnopqrstuvwxyz")
    made = set()
    for _ in range(count):
        word = rng.choice(forms)
        if len(word) < 2:
            continue
        at = rng.randrange(len(word))
        kind = rng.randrange(4)
        if kind == 0:
            word = word[:at] + word[at + 1:]
        elif kind == 1 and at + 1 < len(word):
            word = word[:at] + word[at + 1] + word[at] + word[at + 2:]
        elif kind == 2:
            word = word[:at] + word[at] + word[at:]
        else:
            word = word[:at] + rng.choice(alphabet) + word[at + 1:]
        made.add(word)
    return made


def joined(forms, count, seed):
    """`count` rows of two or three random forms, the later ones mostly in lower case, half of
    them with one edit: compounds and near compounds, for the lists that judge compounds."""
    rng = random.Random(seed)
    rows = []
    for _ in range(count):
        parts = [rng.choice(forms) for _ in range(rng.choice((2, 2, 3)))]
        rows.append(parts[0] + "".join(part.lower() if rng.random() < 0.8 else part for part in parts[1:]))
    edited = misspellings(rows[: count // 2], count // 2, seed)
    return set(rows[count // 2:]) | edited


# Unicode's composition exclusions of scripts: characters with a canonical decomposition
# that NFC never writes (SpellChecking's CompositionExclusions).
EXCLUDED = [*range(0x0958, 0x0960), 0x09DC, 0x09DD, 0x09DF, 0x0A33, 0x0A36, *range(0x0A59, 0x0A5C), 0x0A5E,
            0x0B5C, 0x0B5D, 0x0F43, 0x0F4D, 0x0F52, 0x0F57, 0x0F5C, 0x0F69, 0x0F76, 0x0F78, 0x0F93, 0x0F9D,
            0x0FA2, 0x0FA7, 0x0FAC, 0x0FB9, 0xFB1D, 0xFB1F, *range(0xFB2A, 0xFB37), *range(0xFB38, 0xFB3D),
            0xFB3E, 0xFB40, 0xFB41, 0xFB43, 0xFB44, *range(0xFB46, 0xFB4F)]
BY_NFC = sorted(((unicodedata.normalize("NFC", chr(c)), chr(c)) for c in EXCLUDED
                 if len(unicodedata.normalize("NFC", chr(c))) > 1), key=lambda pair: -len(pair[0]))


def with_exclusions(word):
    """`word` with each NFC spelling of an excluded character replaced by the character."""
    out, at = [], 0
    while at < len(word):
        for spelling, character in BY_NFC:
            if word.startswith(spelling, at):
                out.append(character)
                at += len(spelling)
                break
        else:
            out.append(word[at])
            at += 1
    return "".join(out)


def mixed_spellings(word, most=4):
    """`word` (NFC) with some of its characters that decompose written decomposed and the
    others not (si_LK writes one word both ways); none past `most` such characters."""
    pieces = [(c, unicodedata.normalize("NFD", c)) for c in word]
    choices = [i for i, (c, parts) in enumerate(pieces) if len(parts) > 1]
    if len(choices) < 2 or len(choices) > most:
        return []
    spellings = []
    for mask in range(1, (1 << len(choices)) - 1):
        chosen = {choices[bit] for bit in range(len(choices)) if mask >> bit & 1}
        spellings.append("".join(parts if i in chosen else c for i, (c, parts) in enumerate(pieces)))
    return spellings


def accepted_as_stored(harness, base, refused, encoding):
    """The words of `refused` (in NFC) that libhunspell accepts in a canonically equivalent
    spelling a dictionary may store: with the characters NFC never writes put back (bn_BD's
    U+09DF), or decomposed (si_LK writes some vowel signs as two)."""
    alternatives = {}
    for word in refused:
        for stored in {with_exclusions(word), unicodedata.normalize("NFD", word), *mixed_spellings(word)} - {word}:
            try:
                stored.encode(encoding)
            except UnicodeEncodeError:
                continue
            alternatives.setdefault(stored, set()).add(word)
    if not alternatives:
        return set()
    rejected = generation.rejected_words(harness, base, list(alternatives), encoding)
    return {word for stored, words in alternatives.items() if stored not in rejected for word in words}


def askable(words, encoding):
    """The words to ask both sides about, sorted: in NFC (WordCheck answers for a word's NFC,
    and a swap can make `ে` + `া` of `ো`, so libhunspell is asked the same), writable in the
    dictionary's encoding, one line each, without blanks around them."""
    asked = []
    for word in sorted({unicodedata.normalize("NFC", word) for word in words}):
        try:
            word.encode(encoding)
        except UnicodeEncodeError:
            continue
        if "\n" not in word and "\r" not in word and "\0" not in word and word.strip() == word:
            asked.append(word)
    return asked


def check(wordcheck, base, harness, cache, seed):
    name = pathlib.Path(base).name
    environment = {"WORDCHECK_CACHE_DIR": cache, "PATH": "/usr/bin:/bin", "HOME": cache}
    started = time.monotonic()
    timed = subprocess.run(["/usr/bin/time", "-f", "%M", wordcheck, "words", "build", "--force", "--dictionary", base],
                           capture_output=True, text=True, env=environment)
    seconds = time.monotonic() - started
    peak = timed.stderr.strip().splitlines()[-1] if timed.stderr.strip() else "0"
    if timed.returncode != 0:
        reason = timed.stderr.strip().splitlines()[0] if timed.stderr.strip() else f"exit {timed.returncode}"
        return f"| {name} | | {seconds:.1f} | | {int(peak) // 1024} | refused: {reason.removeprefix('wordcheck: ')} | |", 0
    summary = timed.stdout.strip()
    listed = subprocess.run([wordcheck, "words", "list", "--dictionary", base], capture_output=True, env=environment, check=True)
    forms = [w for w in listed.stdout.decode("utf-8").split("\n") if w and not any(c.isspace() for c in w)]
    size = int(summary.split(" words, ")[1].split(" bytes")[0])
    status = "closed" if "decides every word" in summary else "open, parts" if "compound of its parts" in summary else "open"
    words = set(forms)
    words |= {w[:1].upper() + w[1:] for w in forms} | {w.upper() for w in forms}
    words |= misspellings(forms, 20_000, seed)
    if status == "open, parts":
        words |= joined(forms, 20_000, seed)
    encoding = encoding_of(base)
    asked = askable(words, encoding)
    theirs = generation.rejected_words(harness, base, asked, encoding)
    # WordCheck takes canonically equivalent spellings as one word: a word libhunspell
    # refuses in NFC counts as accepted when it accepts the spelling such a dictionary
    # stores (bn_BD's U+09DF, si_LK's decomposed vowel signs).
    theirs -= accepted_as_stored(harness, base, theirs, encoding)
    ours_run = subprocess.run([wordcheck, "spell", "--dictionary", base], input="\n".join(asked).encode("utf-8") + b"\n",
                              capture_output=True, env=environment)
    ours = set(ours_run.stdout.decode("utf-8").split("\n")) - {""}
    differ = sorted(ours ^ theirs)
    for word in differ[:10]:
        print(f"check-dictionary-lists: {name}: {word!r}: wordcheck {'rejects' if word in ours else 'accepts'}, libhunspell does not",
              file=sys.stderr)
    row = (f"| {name} | {len(forms):,} | {seconds:.1f} | {size / max(1, len(forms)):.2f} | {int(peak) // 1024} | {status} "
           f"| {len(differ)} of {len(asked):,} |")
    return row, len(differ)


def unmunched_forms(base, encoding, seed, stems=2_500, most=40_000):
    """Up to `most` forms of `stems` random lines of the `.dic`, spelled out by hunspell-tools'
    unmunch (every prefix and suffix its flags allow), and the stems themselves."""
    lines = pathlib.Path(f"{base}.dic").read_bytes().removeprefix(b"\xef\xbb\xbf").splitlines()[1:]
    rng = random.Random(seed)
    sample = rng.sample(lines, min(stems, len(lines)))
    with tempfile.TemporaryDirectory() as scratch:
        dic = pathlib.Path(scratch) / "sample.dic"
        dic.write_bytes(str(len(sample)).encode() + b"\n" + b"\n".join(sample) + b"\n")
        try:
            out = subprocess.run(["unmunch", str(dic), f"{base}.aff"], capture_output=True, timeout=120).stdout
        except subprocess.TimeoutExpired:
            out = b""
    forms = sorted({line.decode(encoding, "replace") for line in out.splitlines() if 0 < len(line) < 60})
    rng.shuffle(forms)
    forms = forms[:most]
    forms += [line.split(b"/")[0].split(b"\t")[0].decode(encoding, "replace") for line in sample]
    return [form for form in forms if form and not any(c.isspace() for c in form)]


def check_engine(wordcheck, base, harness, cache, seed):
    """The Swift engine alone (no list: an empty cache) against libhunspell on the words of
    `unmunched_forms`, their case variants, seeded misspellings and rows of two or three
    forms (some joined by a hyphen), with each side's time for the whole batch."""
    name = pathlib.Path(base).name
    environment = {"WORDCHECK_CACHE_DIR": cache, "PATH": "/usr/bin:/bin", "HOME": cache}
    encoding = encoding_of(base)
    forms = unmunched_forms(base, encoding, seed)
    words = set(forms) | {w[:1].upper() + w[1:] for w in forms} | {w.upper() for w in forms}
    words |= misspellings(forms, 20_000, seed) | joined(forms, 20_000, seed)
    rng = random.Random(seed)
    words |= {rng.choice(forms) + "-" + rng.choice(forms) for _ in range(5_000)}
    asked = askable(words, encoding)
    started = time.monotonic()
    theirs = generation.rejected_words(harness, base, asked, encoding)
    their_seconds = time.monotonic() - started
    theirs -= accepted_as_stored(harness, base, theirs, encoding)
    started = time.monotonic()
    ours_run = subprocess.run([wordcheck, "spell", "--dictionary", base], input="\n".join(asked).encode("utf-8") + b"\n",
                              capture_output=True, env=environment)
    our_seconds = time.monotonic() - started
    if ours_run.returncode not in (0, 1):
        reason = ours_run.stderr.decode("utf-8", "replace").strip().splitlines()[:1]
        return f"| {name} | {len(asked):,} | | | | refused: {reason[0] if reason else ours_run.returncode} |", 0
    ours = set(ours_run.stdout.decode("utf-8").split("\n")) - {""}
    differ = sorted(ours ^ theirs)
    for word in differ[:10]:
        print(f"check-dictionary-lists: {name}: {word!r}: the engine {'rejects' if word in ours else 'accepts'}, libhunspell does not",
              file=sys.stderr)
    correct = len(asked) - len(theirs)
    row = (f"| {name} | {len(asked):,} | {correct:,} | {our_seconds:.2f} | {their_seconds:.2f} | "
           f"{len(differ)} of {len(asked):,} |")
    return row, len(differ)


def hunspell_lines(command, words, encoding, environment):
    """The output of `command` (hunspell's -s or -m) on one word a line, as one list of lines per word."""
    run = subprocess.run(command, input="\n".join(words).encode(encoding, "replace") + b"\n", capture_output=True,
                         env=environment, timeout=1_800)
    if run.returncode != 0:
        return None, time.monotonic()
    answers, current = [], []
    for line in run.stdout.decode(encoding, "replace").split("\n"):
        if line == "":
            if current:
                answers.append(current)
            current = []
        else:
            current.append(line)
    return answers, time.monotonic()


def check_morphology(wordcheck, base, harness, cache, seed):
    """`wordcheck -s`/`-m` against `hunspell -s`/`-m` on a sample of forms of the dictionary."""
    name = pathlib.Path(base).name
    environment = {"WORDCHECK_CACHE_DIR": cache, "PATH": "/usr/bin:/bin", "HOME": cache, "LANG": "C.UTF-8"}
    encoding = encoding_of(base)
    rng = random.Random(seed)
    every = unmunched_forms(base, encoding, seed)
    # Half the sample from the .dic's own stems (the last 2,500 of the list), half from unmunch's
    # forms (which unmunch spells wrong for some dictionaries, gl_ES's among them).
    stems = [form for form in every[-2_500:] if form.isalpha()]
    forms = [form for form in every[:-2_500] if form.isalpha()] or stems
    sample = rng.sample(stems, min(1_500, len(stems))) + rng.sample(forms, min(1_500, len(forms)))
    words = sample + [w.upper() if rng.random() < 0.5 else w[:1].upper() + w[1:] for w in sample[:1_000]]
    words += [w for w in joined(forms, 1_500, seed) if w.isalpha()] + [w for w in misspellings(forms, 1_500, seed) if w.isalpha()]
    words = sorted(askable(set(words), encoding))
    rng.shuffle(words)
    row = [f"| {name} | {len(words):,} |"]
    differences = 0
    for option in ("-s", "-m"):
        started = time.monotonic()
        theirs, done = hunspell_lines(["hunspell", "-d", base, "-i", "UTF-8", option], words, "utf-8", environment)
        their_seconds = done - started
        started = time.monotonic()
        ours, done = hunspell_lines([wordcheck, "-d", base, "-i", "UTF-8", option], words, "utf-8", environment)
        our_seconds = done - started
        if theirs is None or ours is None:
            row.append(f" {'hunspell' if theirs is None else 'wordcheck'} failed | | |")
            differences += 1
            continue
        # hunspell echoes a word it does not know converted from the dictionary's encoding as
        # though it were in it (it is in the input's): an 8-bit dictionary's unknown words come
        # out garbled (`ĝ` as `Ä\x9d` in eo). Compared undone: WordCheck prints the word.
        # Where the conversion met a byte the set leaves undefined, hunspell cut the word short
        # (el_GR, eo): then both saying the word is unknown is the same answer.
        def unknown(answer):
            return len(answer) == 1 and " " not in answer[0]

        def same(mine, answer):
            if mine == answer:
                return True
            if encoding == "utf-8" or not unknown(answer) or not unknown(mine):
                return False
            try:
                return [answer[0].encode(encoding).decode("utf-8")] == mine
            except (UnicodeEncodeError, UnicodeDecodeError):
                return True
        differ = [(a, b) for a, b in zip(ours, theirs) if not same(a, b)] + ([("", "")] * abs(len(ours) - len(theirs)))
        for mine, expected in differ[:5]:
            print(f"check-dictionary-lists: {name} {option}: wordcheck {mine} hunspell {expected}", file=sys.stderr)
        answered = sum(1 for answer in theirs if len(answer) > 1 or " " in answer[0])
        row.append(f" {answered:,} | {len(differ)} | {our_seconds:.2f} / {their_seconds:.2f} |")
        differences += len(differ)
    return "".join(row), differences


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wordcheck", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--engine", action="store_true",
                        help="check the Swift engine alone (no list built) on forms unmunch spells out")
    parser.add_argument("--morphology", action="store_true",
                        help="compare wordcheck -s and -m with hunspell -s and -m on forms unmunch spells out")
    parser.add_argument("bases", nargs="+")
    arguments = parser.parse_args()
    if arguments.morphology:
        print("| dictionary | words | with stems | stems that differ | wordcheck / hunspell s | with analyses "
              "| analyses that differ | wordcheck / hunspell s |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    elif arguments.engine:
        print("| dictionary | words | libhunspell accepts | wordcheck s | hunspell s | verdicts that differ |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
    else:
        print("| dictionary | forms | build s | bytes/form | peak MB | status | verdicts that differ |")
        print("| --- | ---: | ---: | ---: | ---: | --- | ---: |")
    failed = 0
    with generation.spell_harness() as harness, tempfile.TemporaryDirectory() as cache:
        for base in arguments.bases:
            checker = check_morphology if arguments.morphology else check_engine if arguments.engine else check
            row, differences = checker(arguments.wordcheck, base, harness, cache, arguments.seed)
            print(row, flush=True)
            failed += differences
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
