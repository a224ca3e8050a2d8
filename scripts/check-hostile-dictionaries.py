#!/usr/bin/env python3
"""Runs malformed dictionaries through WordCheck, each in a child process with a
time and memory limit, and checks that none crashes, hangs or runs away with
memory: each is refused with a one-line message (exit 66) or loads and gives
exactly libhunspell's verdicts (the hunspell-spell harness, run under the same
limits) on the words of the dictionary it was made from; one that loads must
also suggest for a misspelling of each word and check a line of them (libhunspell's
suggester and its ICONV/OCONV run there), under the same limits. The slowest case
is reported. Then sound dictionaries are given .words lists that must not answer
(made from other files, truncated, bit-flipped, of an older format, empty, random):
each must load with libhunspell's verdicts. Then the word-list builder's hostile classes
(stems longer than any list holds, forms whose bytes pass its limit, rules that remake a
form, thousands of flags on a stem, a large cross product) are built with `wordcheck
words build` under an address-space limit of 1.5 GB: each must end with a list or a
one-line refusal within 120 s and 1 GB. Then a .dic is renamed over again and
again (a good version and one libhunspell crashes on) during 100 loads: none may die.
Last, every case's two files go straight into the Swift engine, with none of the checks
wordcheck makes first (the fuzz target `WORDCHECK_FUZZ=engine wordcheck-fuzz`, which
loads them and checks, stems and analyses words of them): it must load or refuse each in
bounded time and memory, where libhunspell would crash on many.

  scripts/check-hostile-dictionaries.py [--seed 1] [--count 300] [--wordcheck PATH] [--fuzz PATH] [--keep DIR]

The dictionaries come from scripts/support/python/hostile_dictionaries.py: the same seed
gives the same files. scripts/test.sh runs the default sample; run a larger one,
or other seeds, by hand. Needs python3, cc and pkg-config with libhunspell
(scripts/bootstrap.sh installs them). Exit status: 0 when every case passes,
1 when any fails, 2 on a usage or set-up error.
"""
import argparse
import concurrent.futures
import os
import pathlib
import resource
import shutil
import stat
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "support" / "python"))
import generation  # noqa: E402
import hostile_dictionaries  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
TIME_LIMIT = 30          # seconds a case may take (a debug build loads es_ES in well under one)
MEMORY_LIMIT = 3 << 30   # address space a child may map
RSS_LIMIT = 512 << 20    # resident memory a case may reach
LEARNED_WORDS = tempfile.mkdtemp(prefix="wordcheck-hostile-data-")  # none of the user's learned words


BUILD_TIME_LIMIT = 120           # seconds a word-list build of a hostile case may take
BUILD_MEMORY_LIMIT = 1_500_000_000  # address space a build may map (prlimit --as=1.5GB)
BUILD_RSS_LIMIT = 1 << 30        # resident memory a build may reach


def limited(memory=MEMORY_LIMIT):
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def run(command, stdin, time_limit=TIME_LIMIT, memory=MEMORY_LIMIT, environment=None):
    """Runs `command` under the limits: (exit code or -signal or None for a timeout, stdout, stderr, seconds, max RSS)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=out, stderr=err, preexec_fn=lambda: limited(memory),
                                   env=environment or {"PATH": "/usr/bin:/bin", "XDG_DATA_HOME": LEARNED_WORDS})
        try:
            process.stdin.write(stdin)
            process.stdin.close()
        except BrokenPipeError:
            pass
        deadline = start + time_limit
        status, usage = None, None
        while time.monotonic() < deadline:
            pid, raw, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                status = os.waitstatus_to_exitcode(raw)
                break
            time.sleep(0.01)
        if status is None:
            process.kill()
            _, _, usage = os.wait4(process.pid, 0)
        process.returncode = status if status is not None else -9  # keeps Popen from waiting again
        out.seek(0)
        err.seek(0)
        return status, out.read(), err.read(), time.monotonic() - start, usage.ru_maxrss * 1024


def wordcheck_codec(name):
    """The Python codec for a SET name, matched as WordCheck matches it: ASCII letters and
    digits only, without case (`UTF-8`, `utf8` and `U\xe2TF-8` are all UTF-8); None when unknown."""
    key = "".join(chr(b) for b in name.lower() if chr(b).isascii() and chr(b).isalnum())
    aliases = {"latin1": "latin-1", "latin2": "iso8859_2", "latin9": "iso8859_15", "cp1250": "cp1250",
               "windows1250": "cp1250", "cp1251": "cp1251", "windows1251": "cp1251", "cp1252": "cp1252",
               "windows1252": "cp1252", "tis620": "tis_620"}
    if key == "utf8":
        return "utf-8"
    if key in aliases:
        return aliases[key]
    for hunspell_name, codec in generation.CHARSETS:
        if "".join(c for c in hunspell_name.lower() if c.isalnum()) == key:
            return codec
    return None


def declared_codec(base):
    """The Python codec of the first SET line of the case's .aff, as WordCheck reads it (ISO8859-1 without one)."""
    try:
        with open(base + ".aff", "rb") as f:
            for line in f.read(1 << 24).removeprefix(b"\xef\xbb\xbf").split(b"\n"):
                fields = line.split()
                if fields and fields[0] == b"SET" and len(fields) > 1:
                    return wordcheck_codec(fields[1])
    except OSError:
        pass
    return "latin-1"


def check_case(wordcheck, harness, case, exercise=True):
    base, what, words, _ = case
    problems = []
    status, out, err, seconds, rss = run([wordcheck, "spell", "--dictionary", base], "\n".join(words).encode() + b"\n")
    if status is None:
        problems.append(f"hung (killed after {TIME_LIMIT} s)")
    elif status < 0:
        problems.append(f"died of signal {-status}: {err.decode(errors='replace').strip()[:200]}")
    elif rss > RSS_LIMIT:
        problems.append(f"used {rss >> 20} MiB")
    if problems:
        return "fail", problems, rss, seconds
    message = err.decode(errors="replace")
    if status == 66:
        if message.count("\n") != 1 or not message.startswith("wordcheck: "):
            return "fail", [f"refused without one line of explanation: {message!r}"], rss, seconds
        return "refused", [message.strip()], rss, seconds
    if status not in (0, 1):
        return "fail", [f"exit {status}: {message.strip()[:200]}"], rss, seconds
    # Loaded: libhunspell must agree on every word.
    codec = declared_codec(base)
    if codec is None:
        return "fail", ["WordCheck loaded a dictionary whose SET it cannot know"], rss, seconds
    encodable, expected = [], set()
    for word in words:
        try:
            encodable.append(word.encode(codec))
        except (UnicodeEncodeError, LookupError):
            expected.add(word)  # WordCheck calls a word the dictionary cannot spell misspelled
    h_status, h_out, h_err, _, _ = run([str(harness), base], b"\n".join(encodable) + b"\n")
    if h_status not in (0, 1):
        return "fail", [f"WordCheck loaded it, but libhunspell itself ends with {h_status} on it"], rss, seconds
    # The suggester and the text check reach parts of libhunspell that spell does not.
    misspelled = [word[1:2] + word[:1] + word[2:] + "q" for word in words[:3]]
    exercises = [(["suggest", "--dictionary", base, "--"] + misspelled, b""),
                 (["check", "--dictionary", base], " ".join(words + misspelled).encode() + b"\n")]
    for command, stdin in exercises if exercise else []:
        c_status, _, c_err, c_seconds, c_rss = run([wordcheck] + command, stdin)
        seconds += c_seconds
        rss = max(rss, c_rss)
        if c_status not in (0, 1) or c_rss > RSS_LIMIT:
            return "fail", [f"{command[0]}: " + ("hung" if c_status is None else f"exit {c_status}, {c_rss >> 20} MiB: "
                                                 + c_err.decode(errors='replace').strip()[:200])], rss, seconds
    expected |= {line.decode(codec, errors="replace") for line in h_out.split(b"\n") if line}
    got = {line.decode(errors="replace") for line in out.split(b"\n") if line}
    if got != expected:
        return "fail", [f"verdicts differ from libhunspell: only WordCheck rejects {sorted(got - expected)[:5]}, "
                        f"only libhunspell rejects {sorted(expected - got)[:5]}"], rss, seconds
    return "loaded", [], rss, seconds


def check_build(wordcheck, case):
    """Builds the word list of a builder case under the build's limits: it must end with a
    list (0) or a one-line refusal (66), never a signal, a hang or more memory."""
    base, what = case
    status, _, err, seconds, rss = run([wordcheck, "words", "build", "--dictionary", base, "--output", base + ".words", "--force"],
                                       b"", time_limit=BUILD_TIME_LIMIT, memory=BUILD_MEMORY_LIMIT,
                                       environment={"PATH": "/usr/bin:/bin", "XDG_DATA_HOME": LEARNED_WORDS,
                                                    "WORDCHECK_CACHE_DIR": os.path.dirname(base) + "/cache"})
    message = err.decode(errors="replace").strip()
    if status is None:
        return "fail", [f"hung (killed after {BUILD_TIME_LIMIT} s)"], rss, seconds
    if status < 0:
        return "fail", [f"died of signal {-status}: {message[:200]}"], rss, seconds
    if rss > BUILD_RSS_LIMIT:
        return "fail", [f"used {rss >> 20} MiB"], rss, seconds
    if status == 66 and message.count("\n") == 0 and message.startswith("wordcheck: "):
        return "refused", [message], rss, seconds
    if status == 0:
        return "loaded", [], rss, seconds
    return "fail", [f"exit {status}: {message[:200]}"], rss, seconds


def swapped_during_load(wordcheck, scratch, runs=100):
    """A .dic renamed over again and again while wordcheck loads it, one version good, one
    that libhunspell would crash on (an AM alias 0): every run must end 0, 1 or 66, since
    libhunspell reads the bytes WordCheck checked, not the path again. (outcome, notes)."""
    import threading
    folder = pathlib.Path(scratch) / "swapped-during-load"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "xx_XX.aff").write_bytes(b"SET UTF-8\nAM 1\nAM po:noun\n")
    good, bad = b"2\nword\t1\nplay\t1\n", b"2\nword\t0\nplay\t1\n"
    (folder / "xx_XX.dic").write_bytes(good)
    stop = threading.Event()

    def swap():
        while not stop.is_set():
            for index, data in enumerate((good, bad)):
                temporary = folder / f".swap{index}"
                temporary.write_bytes(data)
                os.replace(temporary, folder / "xx_XX.dic")

    swapper = threading.Thread(target=swap)
    swapper.start()
    outcomes = {}
    try:
        for _ in range(runs):
            status = run([wordcheck, "spell", "--dictionary", str(folder / "xx_XX"), "word", "play"], b"")[0]
            outcomes[status] = outcomes.get(status, 0) + 1
    finally:
        stop.set()
        swapper.join()
    wrong = {status: count for status, count in outcomes.items() if status not in (0, 1, 66)}
    summary = ", ".join(f"exit {status}: {count}" for status, count in sorted(outcomes.items(), key=lambda item: str(item[0])))
    return ("fail", [f"{summary}"]) if wrong else ("loaded", [summary])


def lying_lists(scratch, seed):
    """Cases of sound dictionaries with a .words list beside them that must not answer:
    a list made from other files (the bundled en_US one), and lists truncated, cut to
    their header, bit-flipped (seeded), of an older format, empty, or of random bytes.
    Each must load with libhunspell's verdicts on every word. (base, what, words, encoding)."""
    import random
    rng = random.Random(seed)
    fixtures = ROOT / "Tests" / "SpellCheckingTests" / "Fixtures"
    other = (ROOT / "dictionaries" / "en_US" / "en_US.words").read_bytes()
    cases = []
    for source in [fixtures / "affixes" / "xx_AFFIX", fixtures / "koi8" / "ru_KOI"]:
        good = source.with_suffix(".words").read_bytes()
        flipped = bytearray(good)
        for _ in range(3):
            position = rng.randrange(80, len(flipped))
            flipped[position] ^= 1 << rng.randrange(8)
        older = bytearray(good)
        older[8:12] = (3).to_bytes(4, "little")
        lists = {"a list made from other files": other, "a truncated list": good[: len(good) // 2],
                 "a list cut to its header": good[:80], "a bit-flipped list": bytes(flipped),
                 "a list of an older format": bytes(older), "an empty list": b"",
                 "a list of random bytes": bytes(rng.randrange(256) for _ in range(4096))}
        encoding = declared_codec(str(source))
        words = hostile_dictionaries.words_to_check(source.with_suffix(".dic").read_bytes(), encoding or "latin-1")
        for index, (what, data) in enumerate(lists.items()):
            folder = pathlib.Path(scratch) / f"lying-{source.name}-{index}"
            folder.mkdir(parents=True, exist_ok=True)
            for suffix in (".aff", ".dic"):
                shutil.copyfile(source.with_suffix(suffix), folder / (source.name + suffix))
            (folder / (source.name + ".words")).write_bytes(data)
            cases.append((str(folder / source.name), f"{source.name}: {what}", words, encoding))
    return cases


def real_dictionaries(folders):
    """A case for each distinct dictionary (by the real paths of its files) in `folders`."""
    cases, seen = [], set()
    for folder in folders:
        for aff in sorted(pathlib.Path(folder).rglob("*.aff")):
            dic = aff.with_suffix(".dic")
            key = (os.path.realpath(aff), os.path.realpath(dic))
            if not dic.exists() or key in seen:
                continue
            seen.add(key)
            base = str(aff.with_suffix(""))
            codec = declared_codec(base)
            try:
                data = dic.read_bytes()
            except OSError:
                continue
            cases.append((base, aff.name, hostile_dictionaries.words_to_check(data, codec or "latin-1"), codec))
    return cases


ENGINE_TIME_LIMIT = 120  # seconds for every case at once (a case alone gets TIME_LIMIT)
ENGINE_FILE_LIMIT = 256 << 20  # DictionaryEngine.maximumFileSize


def built_fuzz_target():
    """Builds wordcheck-fuzz as the root package's tests build it (scripts/test.sh) and returns its path."""
    flags = ["-c", "release", "-Xswiftc", "-enable-testing"]
    swiftpm = str(ROOT / "scripts" / "support" / "shell" / "swiftpm")
    plan = ROOT / ".build" / "release.yaml"
    # A plan the CLI's build left would build nothing of the root (shared-build.sh's plan_for).
    if plan.exists() and str(ROOT / "CLI" / "Package.swift") in plan.read_text(errors="replace"):
        plan.unlink()
    if subprocess.run([swiftpm, "build", *flags, "--product", "wordcheck-fuzz"], cwd=ROOT, stdout=sys.stderr).returncode != 0:
        sys.exit("check-hostile-dictionaries: wordcheck-fuzz could not be built")
    return str(ROOT / ".build" / "release" / "wordcheck-fuzz")


def raw_engine(fuzz, cases, folder):
    """Every case's .aff and .dic, joined by a NUL as the fuzz target reads them (an .aff
    holding a NUL is cut there), through the engine in one process under the limits; when
    that process fails, each case alone, to name the ones that fail. Returns the failing
    cases and a line on the run."""
    if not os.access(fuzz, os.X_OK):
        sys.exit(f"check-hostile-dictionaries: no wordcheck-fuzz binary at {fuzz}")
    folder.mkdir(parents=True, exist_ok=True)
    inputs = []
    for index, (base, what, _, _) in enumerate(cases):
        try:
            # Regular files of at most DictionaryEngine.maximumFileSize only: the engine's loader
            # (DictionaryEngine(dictionaryAt:)) refuses a FIFO, a folder or a larger file before
            # it reads a byte.
            facts = [os.stat(base + ext) for ext in (".aff", ".dic")]
            if not all(stat.S_ISREG(fact.st_mode) and fact.st_size <= ENGINE_FILE_LIMIT for fact in facts):
                continue
            affix, words = pathlib.Path(base + ".aff").read_bytes(), pathlib.Path(base + ".dic").read_bytes()
        except OSError:
            continue  # a case without one of its files: the engine's loader refuses it before reading
        path = folder / f"{index:04d}"
        path.write_bytes(affix + b"\0" + words)
        inputs.append((str(path), what))
    environment = {"PATH": "/usr/bin:/bin", "WORDCHECK_FUZZ": "engine"}
    status, _, err, seconds, rss = run([fuzz] + [path for path, _ in inputs], b"", ENGINE_TIME_LIMIT, environment=environment)
    if status == 0 and rss <= RSS_LIMIT:
        return [], f"{len(inputs)} pairs of regular files all at once in {seconds:.1f} s, largest RSS {rss >> 20} MiB"
    failures = []
    for path, what in inputs:
        status, _, err, seconds, rss = run([fuzz, path], b"", environment=environment)
        if status != 0 or rss > RSS_LIMIT:
            ending = "timed out" if status is None else f"exit {status}"
            failures.append(f"{what} ({ending}, {seconds:.1f} s, RSS {rss >> 20} MiB): {err.decode(errors='replace')[-300:]}")
    return failures, "one at a time after the run of all of them failed"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=300, help="seeded mutants besides the fixed cases")
    parser.add_argument("--wordcheck", help="the wordcheck binary (default: built as scripts/wordcheck builds it, .build/release)")
    parser.add_argument("--fuzz", help="the wordcheck-fuzz binary (default: built with the root package's flags, .build/release)")
    parser.add_argument("--keep", help="write the dictionaries here and keep them")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--real", metavar="FOLDER", nargs="+",
                        help="instead: every dictionary in these folders must load and agree with libhunspell")
    arguments = parser.parse_args()
    if arguments.count < 0 or arguments.jobs < 1:
        parser.error("--count must be at least 0 and --jobs at least 1")
    wordcheck = arguments.wordcheck
    if not wordcheck:
        # scripts/wordcheck builds it (its messages on stderr) before it runs it.
        if subprocess.run([str(ROOT / "scripts" / "wordcheck"), "--version"], stdout=subprocess.DEVNULL).returncode != 0:
            sys.exit("check-hostile-dictionaries: scripts/wordcheck could not build wordcheck")
        wordcheck = str(ROOT / ".build" / "release" / "wordcheck")
    if not os.access(wordcheck, os.X_OK):
        sys.exit(f"check-hostile-dictionaries: no wordcheck binary at {wordcheck}")
    scratch = pathlib.Path(arguments.keep) if arguments.keep else pathlib.Path(tempfile.mkdtemp(prefix="wordcheck-hostile-"))
    try:
        if arguments.real:
            cases = real_dictionaries(arguments.real)
        else:
            cases = [(str(folder / "xx_XX"), what, words, encoding)
                     for folder, what, words, encoding in hostile_dictionaries.generate(scratch, arguments.seed, arguments.count)]
        counts = {"refused": 0, "loaded": 0, "engine": 0, "fail": 0}
        largest = 0
        slowest = (0.0, "")
        with generation.spell_harness() as harness, concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
            for case, (outcome, notes, rss, seconds) in zip(cases, pool.map(lambda c: check_case(wordcheck, harness, c, not arguments.real), cases)):
                slowest = max(slowest, (seconds, f"{case[1]} ({outcome})"))
                if arguments.real and outcome == "refused":
                    outcome, notes = "fail", ["a real dictionary was refused: " + notes[0]]
                counts[outcome] += 1
                largest = max(largest, rss)
                if outcome == "fail":
                    print(f"FAIL {case[0]} ({case[1]}): {'; '.join(notes)}")
            if not arguments.real:
                # Sound dictionaries beside lists that must not answer: every one loads
                # and gives libhunspell's verdicts.
                lists = lying_lists(scratch, arguments.seed)
                failed = 0
                for case, (outcome, notes, _, _) in zip(lists, pool.map(lambda c: check_case(wordcheck, harness, c, False), lists)):
                    if outcome == "refused":
                        outcome, notes = "fail", ["a sound dictionary was refused for its list: " + notes[0]]
                    counts[outcome] += 1
                    if outcome == "fail":
                        failed += 1
                        print(f"FAIL {case[1]}: {'; '.join(notes)}")
                print(f"sound dictionaries beside lists that lie: {len(lists)} cases, {len(lists) - failed} loaded with libhunspell's verdicts")
        if not arguments.real:
            # The word-list builder's hostile classes, one build at a time (each may take a core's memory).
            builds = hostile_dictionaries.builder_cases(scratch / "builder", arguments.seed)
            built, refused, biggest, longest = 0, 0, 0, (0.0, "")
            for case in builds:
                outcome, notes, rss, seconds = check_build(wordcheck, case)
                counts[outcome] += 1
                biggest, longest = max(biggest, rss), max(longest, (seconds, case[1]))
                built, refused = built + (outcome == "loaded"), refused + (outcome == "refused")
                if outcome == "fail":
                    print(f"FAIL word-list build of {case[1]}: {'; '.join(notes)}")
            print(f"word-list builds of hostile dictionaries: {len(builds)} cases under prlimit --as={BUILD_MEMORY_LIMIT}, "
                  f"{built} built, {refused} refused with a message, largest RSS {biggest >> 20} MiB, "
                  f"slowest {longest[0]:.2f} s: {longest[1]}")
            outcome, notes = swapped_during_load(wordcheck, scratch)
            counts[outcome] += 1
            print(f"{'FAIL ' if outcome == 'fail' else ''}a .dic swapped during 100 loads: {notes[0]}")
            fuzz = arguments.fuzz or built_fuzz_target()
            failures, notes = raw_engine(fuzz, cases, scratch / "engine")
            counts["fail"] += len(failures)
            counts["engine"] += len(cases) - len(failures)
            for failure in failures:
                print(f"FAIL the engine on the raw files of {failure}")
            print(f"the engine on the raw files: {len(cases)} cases, {len(cases) - len(failures)} loaded or refused; {notes}")
        title = "real dictionaries" if arguments.real else f"hostile dictionaries (seed {arguments.seed})"
        print(f"{title}: {len(cases)} cases, {counts['refused']} refused with a message, "
              f"{counts['loaded']} loaded with libhunspell's verdicts, largest RSS {largest >> 20} MiB, "
              f"slowest case {slowest[0]:.2f} s: {slowest[1]}")
        print(f"{counts['refused'] + counts['loaded'] + counts['engine']} passed, {counts['fail']} failed")
        return 1 if counts["fail"] else 0
    finally:
        shutil.rmtree(LEARNED_WORDS, ignore_errors=True)
        if not arguments.keep:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
