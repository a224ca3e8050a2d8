#!/usr/bin/env python3
"""Measures suggestions: how often each tool's first (and first five, and first ten)
suggestions hold the intended word, and how long each misspelled word takes, on the
sets suggestion-data.py writes. Writes docs/suggestions.json, docs/suggestions.svg,
the "Suggestions: accuracy and latency" section of docs/BENCHMARKS.md and its summary
table under ## Summary (between <!-- suggestions-summary:begin --> and :end).

    bench-suggestions.py --data DIR --bin DIR --docs DIR [--from-json]

Tools, all on the bundled dictionaries (or their word lists):
  wordcheck         WordCheck's engine over the word list (the default)
  wordcheck-hunspell  WordCheck with --suggestions hunspell (libhunspell through Swift)
  libhunspell       Hunspell_suggest from C
  nuspell           nuspell's suggest from C++
  aspell-normal     GNU aspell (`aspell -a`, Debian's aspell-en, -es, -it), --sug-mode=normal
  aspell-slow       the same, --sug-mode=slow
  symspellpy        SymSpell (max edit distance 2) over the list's ranked forms, with their wordfreq counts
  pyspellchecker    pyspellchecker with its own frequency list for the language
"""
import argparse
import importlib.util
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

SUPPORT = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(SUPPORT.parent / "python"))

_spec = importlib.util.spec_from_file_location("bench_compare", SUPPORT / "bench-compare.py")
bench_compare = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_compare)

SETS = [  # (file stem, dictionary, language, label); a set whose file is missing is left out
    ("en_US-real", "en_US", "en", "en_US, real misspellings (codespell)"),
    ("en_US-aspell-orig", "en_US", "en", "en_US, aspell's kernel: hard misspellings (02-orig)"),
    ("en_US-aspell-common", "en_US", "en", "en_US, aspell's kernel: common misspellings (05-common)"),
    ("es_ES-1", "es_ES", "es", "es_ES, one typing mistake"),
    ("es_ES-2", "es_ES", "es", "es_ES, two typing mistakes"),
    ("it_IT-1", "it_IT", "it", "it_IT, one typing mistake"),
    ("it_IT-2", "it_IT", "it", "it_IT, two typing mistakes"),
    ("en_US-sound", "en_US", "en", "en_US, respelled twice by sound (seeded)"),
    ("es_ES-sound", "es_ES", "es", "es_ES, respelled twice by sound (seeded)"),
    ("it_IT-sound", "it_IT", "it", "it_IT, respelled twice by sound (seeded)"),
    ("en_US-natural", "en_US", "en", "en_US, natural misspellings (nlpaug's table, measured only)"),
    ("en_US-keyboard", "en_US", "en", "en_US, one slip to a neighbouring key"),
    ("es_ES-keyboard", "es_ES", "es", "es_ES, one slip to a neighbouring key (Spanish layout)"),
    ("it_IT-keyboard", "it_IT", "it", "it_IT, one slip to a neighbouring key (Italian layout)"),
    ("en_US-doubled", "en_US", "en", "en_US, a doubled letter left out or a single one doubled"),
    ("es_ES-doubled", "es_ES", "es", "es_ES, a doubled letter left out or a single one doubled"),
    ("it_IT-doubled", "it_IT", "it", "it_IT, a doubled letter left out or a single one doubled"),
    ("es_ES-accent", "es_ES", "es", "es_ES, an accent left out, moved or added"),
    ("it_IT-accent", "it_IT", "it", "it_IT, an accent left out, turned or added"),
    ("en_US-caps", "en_US", "en", "en_US, capitalised real misspellings (case must match)"),
    ("es_ES-caps", "es_ES", "es", "es_ES, capitalised typing mistakes (case must match)"),
    ("it_IT-caps", "it_IT", "it", "it_IT, capitalised typing mistakes (case must match)"),
]
# Sets whose suggestions must keep the misspelling's case (Recieve gives Receive, not
# receive); the others compare without case.
CASED = {stem for stem, *_ in SETS if stem.endswith("-caps")}
TOOLS = {
    "wordcheck": "WordCheck (word list)",
    "wordcheck-hunspell": "WordCheck, --suggestions hunspell",
    "libhunspell": "libhunspell (C)",
    "nuspell": "nuspell (C++)",
    "aspell-normal": "aspell 0.60.8, normal mode",
    "aspell-slow": "aspell 0.60.8, slow mode",
    "symspellpy": "symspellpy 6.10.1",
    "pyspellchecker": "pyspellchecker 0.9.1",
}


# aspell's dictionary for each bundled one (Debian's aspell-en, aspell-es, aspell-it).
ASPELL = {"en_US": "en_US", "es_ES": "es", "it_IT": "it"}


def present_sets(results):
    """The sets measured, in the order of SETS."""
    return [entry for entry in SETS if entry[0] in results["sets"]]


def log(message):
    print(f"bench-suggestions: {message}", file=sys.stderr, flush=True)


def read_pairs(path):
    return [tuple(line.split("\t")) for line in path.read_text(encoding="utf-8").splitlines() if line]


def run_driver(command):
    """(milliseconds, suggestions) per word from a driver's TSV output, and the process's peak RSS in MB.

    The peak comes from /usr/bin/time: a process forked from this one would count
    this Python process's memory (symspellpy's index) in its own peak."""
    with tempfile.NamedTemporaryFile("r") as peak:
        result = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", peak.name] + command, stdout=subprocess.PIPE)
        if result.returncode != 0:
            sys.exit(f"bench-suggestions: {' '.join(command)} failed ({result.returncode})")
        kilobytes = int(peak.read().split()[-1])
    output = result.stdout.decode("utf-8")
    rows = []
    for line in output.split("\n"):
        if line:
            fields = line.split("\t")
            rows.append((float(fields[0]), fields[1:]))
    return rows, kilobytes / 1024


def run_peak(command):
    """The peak RSS in MB of a command whose output does not matter."""
    with tempfile.NamedTemporaryFile("r") as peak:
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", peak.name] + command, stdout=subprocess.DEVNULL, check=True)
        return int(peak.read().split()[-1]) / 1024


def run_symspell(dictionary, language, words):
    import wordfreq
    from symspellpy import SymSpell, Verbosity

    table = wordfreq.get_frequency_dict(language)
    # Every listed form, as `wordcheck words list` prints them (WORDCHECK: the built CLI).
    listing = subprocess.run([os.environ["WORDCHECK"], "words", "list", "--dictionary", bench_compare.bundled(dictionary)],
                             stdout=subprocess.PIPE, check=True, text=True).stdout
    forms = [form for form in listing.split("\n") if form]
    symspell = SymSpell(max_dictionary_edit_distance=2, prefix_length=7)
    listed = set(forms)
    loaded = 0
    for form in forms:
        lower = form.lower()
        if form != lower and lower in listed:
            continue
        frequency = table.get(lower)
        if frequency:
            symspell.create_dictionary_entry(form, max(1, round(frequency * 1e9)))
            loaded += 1
    rows = []
    for word in words:
        start = time.perf_counter()
        found = symspell.lookup(word, Verbosity.ALL, max_edit_distance=2, transfer_casing=True)
        rows.append(((time.perf_counter() - start) * 1e3, [item.term for item in found[:10]]))
    return rows, loaded


def run_aspell(dictionary, mode, words):
    """aspell's suggestions for each word, asked one at a time through `aspell -a` (a word
    is sent with `^`, so that nothing in it is read as a command); the time per word
    includes the pipe's round trip."""
    process = subprocess.Popen(["aspell", "-a", f"--lang={ASPELL[dictionary]}", f"--sug-mode={mode}", "--encoding=utf-8"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8", bufsize=1)
    process.stdout.readline()  # the version banner
    rows = []
    for word in words:
        start = time.perf_counter()
        process.stdin.write(f"^{word}\n")
        process.stdin.flush()
        suggestions = None
        while True:
            line = process.stdout.readline()
            if not line:
                sys.exit(f"bench-suggestions: aspell ended before answering {word!r}")
            line = line.rstrip("\n")
            if not line:
                break
            # `& word count offset: a, b, c` for a misspelling with suggestions; `#` without; `*` accepted.
            if suggestions is None and line.startswith("&"):
                suggestions = line.split(": ", 1)[1].split(", ")
        rows.append(((time.perf_counter() - start) * 1e3, (suggestions or [])[:10]))
    process.stdin.close()
    process.wait()
    return rows


def run_pyspellchecker(language, words):
    from spellchecker import SpellChecker

    checker = SpellChecker(language=language)
    rows = []
    for word in words:
        start = time.perf_counter()
        found = checker.candidates(word) or set()
        ranked = sorted(found, key=lambda w: (-checker.word_usage_frequency(w), w))[:10]
        rows.append(((time.perf_counter() - start) * 1e3, ranked))
    return rows


def score(pairs, rows, cased=False):
    """Top-1, top-5 and top-10 accuracy (%, compared without case unless `cased`) and
    latency figures (ms)."""
    fold = (lambda word: word) if cased else str.lower
    top1 = top5 = top10 = 0
    for (_, right), (_, suggestions) in zip(pairs, rows):
        folded = [fold(s) for s in suggestions]
        top1 += bool(folded) and folded[0] == fold(right)
        top5 += fold(right) in folded[:5]
        top10 += fold(right) in folded[:10]
    times = sorted(ms for ms, _ in rows)
    return {"top1": 100 * top1 / len(pairs), "top5": 100 * top5 / len(pairs), "top10": 100 * top10 / len(pairs),
            "p50": bench_compare.percentile(times, 0.5), "p90": bench_compare.percentile(times, 0.9),
            "p99": bench_compare.percentile(times, 0.99), "max": times[-1], "first": rows[0][0],
            "mean": statistics.fmean(times), "words": len(pairs)}


def measure(args, only=None, results=None):
    """Measures every set of SETS whose file is there, and the text, memory and long-word
    figures; with `only`, measures those sets alone into `results` (an earlier run's),
    keeping the rest, and records the date each was measured on."""
    machine = bench_compare.machine()
    if results is None:
        results = {"machine": machine, "sets": {}, "symspell_forms": {}, "memory": {}}
    for stem, dictionary, language, _ in SETS:
        if only is not None and stem not in only:
            continue
        path = pathlib.Path(args.data) / f"typos-{stem}.tsv"
        if not path.exists():
            log(f"{stem}: no {path.name}, left out")
            continue
        pairs = read_pairs(path)
        cased = stem in CASED
        words_file = pathlib.Path(args.data) / f"typos-{stem}.words"
        words_file.write_text("".join(f"{w}\n" for w, _ in pairs), encoding="utf-8")
        base = bench_compare.bundled(dictionary)
        row = {}
        commands = {
            "wordcheck": [f"{args.bin}/wordcheck-bench", "corrections", base, str(words_file), "wordlist"],
            "wordcheck-hunspell": [f"{args.bin}/wordcheck-bench", "corrections", base, str(words_file), "hunspell"],
            "libhunspell": [f"{args.bin}/hunspell-bench", "corrections", base, str(words_file)],
            "nuspell": [f"{args.bin}/nuspell-bench", "corrections", base, str(words_file)],
        }
        for tool, command in commands.items():
            log(f"{stem}: {tool}")
            rows, peak = run_driver(command)
            row[tool] = score(pairs, rows, cased)
            row[tool]["peak_rss_mb"] = peak
            if tool == "wordcheck":
                row[tool]["misses"] = [[w, r, s[:3]] for (w, r), (_, s) in zip(pairs, rows)
                                       if not s or (s[0] if cased else s[0].lower()) != (r if cased else r.lower())][:40]
        for mode in ("normal", "slow"):
            log(f"{stem}: aspell-{mode}")
            row[f"aspell-{mode}"] = score(pairs, run_aspell(dictionary, mode, [w for w, _ in pairs]), cased)
        log(f"{stem}: symspellpy")
        rows, loaded = run_symspell(dictionary, language, [w for w, _ in pairs])
        row["symspellpy"] = score(pairs, rows, cased)
        results["symspell_forms"][dictionary] = loaded
        log(f"{stem}: pyspellchecker")
        row["pyspellchecker"] = score(pairs, run_pyspellchecker(language, [w for w, _ in pairs]), cased)
        results["sets"][stem] = row
        results.setdefault("measured_on", {})[stem] = machine["date"]
        if dictionary not in results["memory"]:
            # The dictionary loaded and one word checked, no suggestion asked for: the baseline.
            one = pathlib.Path(args.data) / "typos-load-only.words"
            one.write_text("a\n", encoding="utf-8")
            loaded = run_peak([f"{args.bin}/wordcheck-bench", "spell", base, str(one), "1"])
            results["memory"][dictionary] = {"load_mb": loaded, "suggest_mb": row["wordcheck"]["peak_rss_mb"]}
    if only is not None:
        results["targets"] = targets(results)
        return results
    # Hostile lengths: the first line warms the engine up, the rest are timed.
    odd = pathlib.Path(args.data) / "typos-odd.words"
    odd_words = ["recieve", "a" * 1000, "ab" * 500, "x" * 100, "y" * 101, "😀" * 250, "recieve" * 14]
    odd.write_text("".join(f"{w}\n" for w in odd_words), encoding="utf-8")
    rows, _ = run_driver([f"{args.bin}/wordcheck-bench", "corrections", bench_compare.bundled("en_US"), str(odd), "wordlist"])
    results["long_words_ms"] = max(ms for ms, _ in rows[1:])
    results["text"] = {}
    for dictionary in ("en_US", "es_ES", "it_IT"):
        log(f"text {dictionary}: wordcheck check and hunspell -a")
        results["text"][dictionary] = measure_text(args, dictionary)
    results["targets"] = targets(results)
    return results


def measure_text(args, dictionary):
    """Seconds for `wordcheck check` (three suggestions per misspelling) and `hunspell -a`
    (all of its suggestions for every misspelling) over the 1 MB text with 3% typos."""
    text = pathlib.Path(args.data) / f"text-typos-{dictionary}.txt"
    base = bench_compare.bundled(dictionary)
    timings = {}
    for tool, command in (("wordcheck", [f"{args.bin}/wordcheck", "check", "--dictionary", base, str(text)]),
                          ("hunspell", ["hunspell", "-a", "-d", base])):
        with open(text, "rb") as source:
            start = time.perf_counter()
            output = subprocess.run(command, stdin=source, stdout=subprocess.PIPE).stdout.decode("utf-8")
            seconds = time.perf_counter() - start
        lines = output.split("\n")
        misspelled = sum(1 for line in lines if line.startswith(("&", "#"))) if tool == "hunspell" else len(lines) - 1
        timings[tool] = {"seconds": seconds, "misspellings": misspelled}
    timings["bytes"] = text.stat().st_size
    return timings


def targets(results):
    sets = results["sets"]
    checks = []
    for stem, _, _, label in present_sets(results):
        ours, theirs = sets[stem]["wordcheck"], sets[stem]["libhunspell"]
        english = stem.startswith("en_US")
        margin = 3 if english else 5
        checks.append({"target": f"{label}: top-1 ≥ libhunspell's + {margin} points",
                       "measured": f"{ours['top1']:.1f} against {theirs['top1']:.1f}",
                       "met": ours["top1"] >= theirs["top1"] + margin})
        checks.append({"target": f"{label}: top-5 ≥ libhunspell's",
                       "measured": f"{ours['top5']:.1f} against {theirs['top5']:.1f}",
                       "met": ours["top5"] >= theirs["top5"]})
        # Issue 28: against aspell's better mode on each set.
        normal, slow = sets[stem]["aspell-normal"], sets[stem]["aspell-slow"]
        best = max(normal["top1"], slow["top1"])
        checks.append({"target": f"{label}: top-1 ≥ aspell's best mode + {margin} points",
                       "measured": f"{ours['top1']:.1f} against {best:.1f}", "met": ours["top1"] >= best + margin})
        if english:
            checks.append({"target": f"{label}: top-10 ≥ aspell's slow mode",
                           "measured": f"{ours['top10']:.1f} against {slow['top10']:.1f}",
                           "met": ours["top10"] >= slow["top10"]})
    for dictionary, limit in (("en_US", 10), ("it_IT", 40)):
        memory = results["memory"][dictionary]
        added = memory["suggest_mb"] - memory["load_mb"]
        checks.append({"target": f"{dictionary}: suggestions add ≤ {limit} MB of peak RSS",
                       "measured": f"{added:+.1f} MB ({memory['load_mb']:.1f} → {memory['suggest_mb']:.1f})",
                       "met": added <= limit})
    for dictionary, timing in results["text"].items():
        speedup = timing["hunspell"]["seconds"] / timing["wordcheck"]["seconds"]
        checks.append({"target": f"{dictionary}: wordcheck check on 1 MB with 3% typos ≥ 20× faster than hunspell -a",
                       "measured": f"×{speedup:.0f} ({timing['wordcheck']['seconds']:.2f} s against "
                                   f"{timing['hunspell']['seconds']:.0f} s)", "met": speedup >= 20})
    checks.append({"target": "a word of 1,000 letters (or 250 emoji) answers within 50 ms",
                   "measured": f"slowest {results['long_words_ms']:.2f} ms", "met": results["long_words_ms"] <= 50})
    worst50 = max(sets[stem]["wordcheck"]["p50"] for stem in sets)
    worst99 = max(sets[stem]["wordcheck"]["p99"] for stem in sets)
    checks.append({"target": "p50 ≤ 1 ms and p99 ≤ 3 ms in every set (issue 28)",
                   "measured": f"worst {worst50:.2f} and {worst99:.2f} ms", "met": worst50 <= 1 and worst99 <= 3})
    checks.append({"target": "p50 ≤ 1 ms in every set", "measured": f"worst {worst50:.2f} ms", "met": worst50 <= 1})
    checks.append({"target": "p99 ≤ 5 ms in every set", "measured": f"worst {worst99:.2f} ms", "met": worst99 <= 5})
    return checks


def markdown(results):
    m = results["machine"]
    lines = [f"Measured on {m['date']}: {m['cpu']}, {m['cores']} cores, {m['system']}, {m['swift']}, Python {m['python']};",
             f"{', '.join(m['packages'])}. Accuracy is the share of misspellings whose intended word is the",
             "first suggestion (top-1), or among the first five (top-5) or ten (top-10), compared without case.",
             "Latency is per misspelled word, in one process per tool and set; `first` is the first word's,",
             "which for WordCheck includes reading the `.aff` tables and building the engine. aspell is asked",
             "through `aspell -a`, one word at a time: its times include the pipe's round trip. aspell's",
             "kernel sets and nlpaug's natural misspellings were measured only: nothing in the engine was",
             "tuned on them. A set measured alone (`--only`) says the date it was measured on when that is",
             "not the date above; its tools were all measured in that one run.", ""]
    for stem, _, _, label in present_sets(results):
        words = results["sets"][stem]["wordcheck"]["words"]
        measured = results.get("measured_on", {}).get(stem, m["date"])
        when = f" (measured on {measured})" if measured != m["date"] else ""
        lines += [f"#### {label}: {words:,} misspellings{when}", "",
                  "| tool | top-1 % | top-5 % | top-10 % | p50 ms | p90 ms | p99 ms | max ms | first ms |",
                  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for tool, name in TOOLS.items():
            r = results["sets"][stem][tool]
            lines.append(f"| {name} | {r['top1']:.1f} | {r['top5']:.1f} | {r['top10']:.1f} | {r['p50']:.2f} | {r['p90']:.2f} | "
                         f"{r['p99']:.2f} | {r['max']:.2f} | {r['first']:.2f} |")
        lines.append("")
    lines += ["#### 1 MB of text with 3% typos (seconds, one run, load included)", "",
              "`wordcheck check` prints up to three suggestions per misspelling and asks once per distinct one;",
              "`hunspell -a` prints all of its suggestions for every misspelling.", "",
              "| dictionary | misspellings (wordcheck / hunspell) | wordcheck check | hunspell -a | ratio |",
              "| --- | ---: | ---: | ---: | ---: |"]
    for dictionary, t in results["text"].items():
        lines.append(f"| {dictionary} | {t['wordcheck']['misspellings']:,} / {t['hunspell']['misspellings']:,} | "
                     f"{t['wordcheck']['seconds']:.2f} | {t['hunspell']['seconds']:.1f} | "
                     f"×{t['hunspell']['seconds'] / t['wordcheck']['seconds']:.0f} |")
    lines += ["", "#### Memory (peak RSS of the driver, MB)", "",
              "| dictionary | loaded, one word checked (no suggestion) | after 1,000 suggestions | added |", "| --- | ---: | ---: | ---: |"]
    for dictionary, m in results["memory"].items():
        lines.append(f"| {dictionary} | {m['load_mb']:.1f} | {m['suggest_mb']:.1f} | {m['suggest_mb'] - m['load_mb']:+.1f} |")
    lines.append("")
    forms = ", ".join(f"{d} {n:,}" for d, n in results["symspell_forms"].items())
    lines += [f"symspellpy was given the forms of each word list that wordfreq ranks ({forms}), with wordfreq's",
              "counts: its symmetric-delete index over all 3.1 million Italian forms does not fit in memory here.",
              "pyspellchecker uses its own word-frequency list for each language.", "",
              "#### Targets", "", "| target | measured | met |", "| --- | --- | --- |"]
    lines += [f"| {c['target']} | {c['measured']} | {'yes' if c['met'] else '**no**'} |" for c in results["targets"]]
    return "\n".join(lines)


def summary_table(results):
    lines = ["| misspellings | WordCheck top-1 / top-10 | libhunspell | nuspell | aspell normal / slow "
             "| aspell slow top-10 | symspellpy | pyspellchecker | WordCheck p50 / p99 | libhunspell p50 / p99 |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for stem, _, _, label in present_sets(results):
        r = results["sets"][stem]
        lines.append(f"| {label} | {r['wordcheck']['top1']:.1f}% / {r['wordcheck']['top10']:.1f}% | "
                     f"{r['libhunspell']['top1']:.1f}% | {r['nuspell']['top1']:.1f}% | "
                     f"{r['aspell-normal']['top1']:.1f}% / {r['aspell-slow']['top1']:.1f}% | {r['aspell-slow']['top10']:.1f}% | "
                     f"{r['symspellpy']['top1']:.1f}% | {r['pyspellchecker']['top1']:.1f}% | "
                     f"{r['wordcheck']['p50']:.2f} / {r['wordcheck']['p99']:.2f} ms | "
                     f"{r['libhunspell']['p50']:.0f} / {r['libhunspell']['p99']:.0f} ms |")
    return "\n".join(lines)


def chart(results, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    stems = [stem for stem, *_ in present_sets(results)]
    figure, (top, bottom) = plt.subplots(2, 1, figsize=(max(12, 0.75 * len(stems)), 8.5))
    width = 0.8 / len(TOOLS)
    for index, tool in enumerate(TOOLS):
        positions = [x + (index - (len(TOOLS) - 1) / 2) * width for x in range(len(stems))]
        top.bar(positions, [results["sets"][s][tool]["top1"] for s in stems], width, label=TOOLS[tool])
        bottom.bar(positions, [results["sets"][s][tool]["p50"] for s in stems], width, label=TOOLS[tool])
    for axis in (top, bottom):
        axis.set_xticks(range(len(stems)))
        axis.set_xticklabels(stems, rotation=30, ha="right", fontsize=8)
        axis.grid(axis="y", alpha=0.3)
    top.set_ylabel("top-1 accuracy, %")
    bottom.set_ylabel("p50 ms per word (log scale)")
    bottom.set_yscale("log")
    handles, labels = top.get_legend_handles_labels()
    figure.legend(handles, labels, loc="lower center", ncol=3, fontsize=9, frameon=False)
    figure.suptitle("Suggestions: first suggestion right, and time per misspelled word")
    figure.tight_layout(rect=(0, 0.08, 1, 1))
    figure.savefig(path)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--docs", required=True)
    parser.add_argument("--from-json", action="store_true", help="measure nothing: rewrite from docs/suggestions.json")
    parser.add_argument("--only", metavar="STEM,...",
                        help="measure these sets alone, keeping the other figures of docs/suggestions.json")
    args = parser.parse_args()
    stored = pathlib.Path(args.docs, "suggestions.json")
    if args.from_json:
        results = json.loads(stored.read_text())
    elif args.only:
        only = set(args.only.split(","))
        unknown = only - {stem for stem, *_ in SETS}
        if unknown:
            sys.exit(f"bench-suggestions: no set named {', '.join(sorted(unknown))}")
        if not stored.exists():
            sys.exit(f"bench-suggestions: --only keeps the figures of {stored}, which is not there: run every set first")
        results = measure(args, only, json.loads(stored.read_text()))
        stored.write_text(json.dumps(results, indent=1, ensure_ascii=False))
    else:
        results = measure(args)
        pathlib.Path(args.docs, "suggestions.json").write_text(json.dumps(results, indent=1, ensure_ascii=False))
    chart(results, os.path.join(args.docs, "suggestions.svg"))
    report = markdown(results)
    bench_compare.replace_between(os.path.join(args.docs, "BENCHMARKS.md"), "<!-- suggestions:begin -->",
                                  "<!-- suggestions:end -->", report)
    bench_compare.replace_between(os.path.join(args.docs, "BENCHMARKS.md"), "<!-- suggestions-summary:begin -->",
                                  "<!-- suggestions-summary:end -->", summary_table(results))
    print(report)


if __name__ == "__main__":
    main()
