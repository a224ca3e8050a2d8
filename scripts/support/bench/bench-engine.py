"""The measuring half of scripts/bench-engine.sh: issue 57's targets for the Swift engine.

For each dictionary (a path without extension), with callgrind (instructions, whole
process) and /usr/bin/time (peak resident memory), `wordcheck spell --dictionary BASE`
(the engine; no word list) against hunspell-spell, a C loop over Hunspell_spell:

- load: one correct word, and one misspelled word, from a cold process;
- lookup: the instructions a word costs, (N words - 1 word) / (N - 1), on stems of the
  .dic, their capitalised spellings and one-letter changes of them;
- memory: peak resident set for the one-word process.

Prints a Markdown table with each ratio to libhunspell and whether the target holds
(load at most 1x, lookup at most 0.5x). Exit status 0 whatever the figures.

    bench-engine.py --wordcheck PATH [--words 400] [--seed 1] BASE...
"""
import argparse
import os
import pathlib
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
import generation  # noqa: E402

COLLECTED = re.compile(rb"Collected : (\d+)")


def encoding_of(base):
    for line in pathlib.Path(f"{base}.aff").read_bytes().removeprefix(b"\xef\xbb\xbf").splitlines():
        fields = line.split()
        if len(fields) >= 2 and fields[0] == b"SET":
            return generation.python_codec(fields[1].decode("ascii"))
    return "iso8859_1"


def instructions(command, data, environment):
    """Instructions the whole process takes (callgrind), reading `data` on stdin."""
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                         input=data, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=environment)
    found = COLLECTED.search(run.stderr)
    if not found:
        sys.exit(f"bench-engine: callgrind gave no count for {command[0]}")
    return int(found.group(1))


def peak_kb(command, data, environment):
    run = subprocess.run(["/usr/bin/time", "-f", "%M", *command], input=data, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, env=environment)
    return int(run.stderr.strip().splitlines()[-1])


def sample(base, encoding, count, seed):
    """Stems of the .dic, a third capitalised and a third with one letter changed."""
    rng = random.Random(seed)
    lines = pathlib.Path(f"{base}.dic").read_bytes().removeprefix(b"\xef\xbb\xbf").splitlines()[1:]
    stems = []
    for line in rng.sample(lines, min(len(lines), count * 3)):
        word = line.split(b"/")[0].split(b"\t")[0].split(b" ")[0].decode(encoding, "replace")
        if word.isalpha():
            stems.append(word)
    words = []
    for index, word in enumerate(stems[:count]):
        if index % 3 == 1:
            word = word[:1].upper() + word[1:]
        elif index % 3 == 2 and len(word) > 2:
            at = rng.randrange(len(word))
            word = word[:at] + rng.choice("aeiourstln") + word[at + 1:]
        words.append(word)
    return words


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wordcheck", required=True)
    parser.add_argument("--words", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("bases", nargs="+")
    arguments = parser.parse_args()
    print("| dictionary | load, correct word (M instr., WordCheck / C) | load, misspelled | lookup (instr. a word) "
          "| peak MB | load ≤ 1x | lookup ≤ 0.5x |")
    print("| --- | ---: | ---: | ---: | ---: | --- | --- |")
    with generation.spell_harness() as harness, tempfile.TemporaryDirectory() as cache:
        for base in arguments.bases:
            name = pathlib.Path(base).name
            encoding = encoding_of(base)
            words = sample(base, encoding, arguments.words, arguments.seed)
            correct = words[0]
            misspelled = correct + "qx"
            # An empty cache: no word list, so the engine decides every word.
            environment = dict(os.environ, WORDCHECK_CACHE_DIR=cache, HOME=cache)
            ours = [arguments.wordcheck, "spell", "--dictionary", base]
            theirs = [str(harness), base]

            def utf8(items):
                return ("\n".join(items) + "\n").encode("utf-8")

            def native(items):
                return ("\n".join(items) + "\n").encode(encoding, "replace")

            load = [(instructions(ours, utf8([word]), environment), instructions(theirs, native([word]), environment))
                    for word in (correct, misspelled)]
            many = (instructions(ours, utf8(words), environment), instructions(theirs, native(words), environment))
            per_word = [(many[i] - load[0][i]) / max(1, len(words) - 1) for i in (0, 1)]
            memory = (peak_kb(ours, utf8([correct]), environment), peak_kb(theirs, native([correct]), environment))
            load_ratios = [a / b for a, b in load]
            lookup_ratio = per_word[0] / per_word[1]
            print(f"| {name} | {load[0][0] / 1e6:.0f} / {load[0][1] / 1e6:.0f} ({load_ratios[0]:.2f}x) "
                  f"| {load[1][0] / 1e6:.0f} / {load[1][1] / 1e6:.0f} ({load_ratios[1]:.2f}x) "
                  f"| {per_word[0]:,.0f} / {per_word[1]:,.0f} ({lookup_ratio:.2f}x) "
                  f"| {memory[0] / 1024:.0f} / {memory[1] / 1024:.0f} "
                  f"| {'met' if max(load_ratios) <= 1 else 'not met'} | {'met' if lookup_ratio <= 0.5 else 'not met'} |",
                  flush=True)


if __name__ == "__main__":
    main()
