"""The measuring half of scripts/bench-compare.sh (which builds the drivers).

Runs every driver RUNS times as a separate process, takes the median of the
passes within a run, then reports the median of the runs with their min-max,
and each figure's ratio to libhunspell from the same run. Writes
docs/benchmarks.json, docs/benchmarks.svg, and the results section and the
summary table of docs/BENCHMARKS.md (between their markers).
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

DICTIONARIES = ["en_US", "es_ES", "it_IT"]
WORKLOADS = ["accepted", "rejected", "frequency"]
TOOLS = {  # name -> (label, command builder); every one prints one JSON object
    "libhunspell-c": "libhunspell (C)",
    "wordcheck-swift": "WordCheck (Swift API)",
    "nuspell-cxx": "nuspell (C++)",
    "pyenchant": "pyenchant (Python)",
}


def log(message):
    print(f"bench-compare: {message}", file=sys.stderr, flush=True)


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))  # scripts/support/bench/ → the root


def bundled(dictionary):
    """The bundled copy of a dictionary (the same files as Debian's, see dictionaries/PROVENANCE.md),
    which has the word list WordCheck's fast path reads: every tool but pyenchant loads it by path."""
    return os.path.join(ROOT, "dictionaries", dictionary, dictionary)


def driver(args, tool, mode, dictionary, words, number, threads=1):
    if tool != "pyenchant":
        dictionary = bundled(dictionary)
    if tool == "libhunspell-c":
        command = [f"{args.bin}/hunspell-bench", mode, dictionary, words, str(number), str(threads)]
    elif tool == "wordcheck-swift":
        command = [f"{args.bin}/wordcheck-bench", mode, dictionary, words, str(number), str(threads)]
    elif tool == "nuspell-cxx":
        command = [f"{args.bin}/nuspell-bench", mode, dictionary, words, str(number), str(threads)]
    else:
        command = [sys.executable, os.path.join(os.path.dirname(__file__), "enchant-bench.py"), mode, dictionary, words, str(number)]
    output = subprocess.run(command, check=True, stdout=subprocess.PIPE).stdout.decode()
    return json.loads(output)


def summary(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def measure_spell(args, tools, dictionary, workload, threads=1, passes=5):
    """Each run goes through every tool in turn, so the machine's drift falls on all of them alike."""
    words = f"{args.data}/{workload}-{dictionary}.txt"
    per_run = {tool: [] for tool in tools}
    loads = {tool: [] for tool in tools}
    accepted = {tool: set() for tool in tools}
    counts = {}
    for _ in range(args.runs):
        for tool in tools:
            result = driver(args, tool, "spell", dictionary, words, passes, threads)
            per_run[tool].append(statistics.median(result["ns_per_word"]))
            loads[tool].append(result["load_ms"])
            accepted[tool].add(result["accepted"])
            counts[tool] = result["words"]
    return {tool: {"ns_per_word": summary(per_run[tool]), "load_ms": summary(loads[tool]),
                   "accepted": sorted(accepted[tool]), "words": counts[tool]} for tool in tools}


def instructions_per_word(args, tool, dictionary, workload="frequency"):
    """Instructions per isCorrect/Hunspell_spell call, counted by callgrind: one pass's worth,
    from the difference between 1 and 3 passes. Unlike time, this does not depend on the machine's load."""
    words = f"{args.data}/{workload}-{dictionary}.txt"
    program = {"libhunspell-c": f"{args.bin}/hunspell-bench", "wordcheck-swift": f"{args.bin}/wordcheck-bench"}[tool]
    totals = []
    for passes in (1, 3):
        stderr = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", program, "spell",
                                 bundled(dictionary), words, str(passes), "1"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                check=True).stderr.decode()
        totals.append(int(next(line for line in stderr.splitlines() if "Collected" in line).split(":")[-1].strip()))
    with open(words, encoding="utf-8") as file:
        count = sum(1 for line in file if line.strip())
    return (totals[1] - totals[0]) / 2 / count


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def measure_suggest(args, tools, dictionary, count):
    words = f"{args.data}/suggest-{dictionary}.txt"
    results = {}
    for tool in tools:
        latencies = driver(args, tool, "suggest", dictionary, words, count)["ms_per_word"]
        results[tool] = {"p50": percentile(latencies, 0.5), "p90": percentile(latencies, 0.9),
                         "p99": percentile(latencies, 0.99), "words": len(latencies)}
    return results


def time_commands(args, commands, export):
    """Each shell command timed by hyperfine (args.runs runs after a warm-up): seconds, summarised."""
    results = {}
    for name, command in commands.items():
        subprocess.run(["hyperfine", "--runs", str(args.runs), "--warmup", "1", "--ignore-failure", "--style", "none",
                        "--shell", "bash", "--export-json", export, command],
                       check=True, stdout=subprocess.DEVNULL)
        with open(export) as file:
            times = json.load(file)["results"][0]["times"]
        results[name] = {"seconds": summary(times)}
    return results


def measure_processes(args, dictionary):
    """Whole processes over the accepted list, timed by hyperfine."""
    base = bundled(dictionary)
    words = f"{args.data}/accepted-{dictionary}.txt"
    return time_commands(args, {
        "hunspell-spell (C loop)": f"{args.bin}/hunspell-spell {base} < {words}",
        "wordcheck spell": f"{args.bin}/wordcheck spell --dictionary {base} < {words}",
        "hunspell -l": f"hunspell -d {base} -l < {words}",
        "nuspell": f"nuspell -d {base}.aff < {words}",
    }, f"{args.data}/hyperfine-{dictionary}.json")


def measure_text(args, dictionary):
    """Whole processes over about 1 MB of running text (bench-data.py's text-D.txt), timed by
    hyperfine: wordcheck check and hunspell -l tokenize it; the C loop gets its words one per line."""
    base = bundled(dictionary)
    text, words = f"{args.data}/text-{dictionary}.txt", f"{args.data}/text-words-{dictionary}.txt"
    return time_commands(args, {
        "hunspell-spell (C loop)": f"{args.bin}/hunspell-spell {base} < {words}",
        "wordcheck check": f"{args.bin}/wordcheck check --dictionary {base} < {text}",
        "hunspell -l": f"hunspell -d {base} -l < {text}",
    }, f"{args.data}/hyperfine-text-{dictionary}.json")


def measure_solve(args, dictionary):
    """The solver over the bundled root lists of the dictionary's language (wordcheck-bench solve)."""
    language = dictionary.split("_")[0]
    results = {}
    for length in (7, 8, 9):
        roots = os.path.join(ROOT, "dictionaries", "roots", f"{language}-{length}.txt")
        runs = [driver(args, "wordcheck-swift", "solve", dictionary, roots, 3) for _ in range(args.runs)]
        results[str(length)] = {key: statistics.median(run[key] for run in runs)
                                for key in ["words_per_root", "us_p50", "us_p90", "us_p99", "us_max", "us_mean", "scan_us_mean"]}
    return results


def ratio(value, reference):
    return value / reference if reference else float("nan")


def machine():
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as file:
            cpu = next(line.split(":", 1)[1].strip() for line in file if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    versions = subprocess.run(["dpkg-query", "-W", "-f=${Package} ${Version}\\n", "libhunspell-1.7-0", "nuspell",
                               "hunspell-en-us", "hunspell-es", "hunspell-it"], stdout=subprocess.PIPE).stdout.decode()
    swift = subprocess.run(["swift", "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout.decode().splitlines()[0]
    return {"cpu": cpu, "cores": os.cpu_count(), "system": f"{platform.system()} {platform.release()}",
            "python": platform.python_version(), "swift": swift, "packages": versions.strip().splitlines(),
            "date": time.strftime("%Y-%m-%d")}


def fmt(summary_value, digits=0):
    return f"{summary_value['median']:.{digits}f} ({summary_value['min']:.{digits}f}–{summary_value['max']:.{digits}f})"


def markdown(results):
    lines = []
    info = results["machine"]
    lines += [f"Measured {info['date']} on {info['cpu']}, {info['cores']} cores, {info['system']}; {info['swift']}; "
              f"Python {info['python']}; " + ", ".join(info["packages"]) + f". {results['runs']} runs of everything; "
              "medians with min–max; ratios to libhunspell from the same run.", ""]
    lines += ["### Spell checking, in process (ns per word, after loading)", "",
              "| dictionary | workload | " + " | ".join(TOOLS[t] for t in TOOLS) + " |",
              "| --- | --- | " + " | ".join("---:" for _ in TOOLS) + " |"]
    for dictionary in DICTIONARIES:
        for workload in WORKLOADS:
            row = results["spell"][dictionary][workload]
            reference = row["libhunspell-c"]["ns_per_word"]["median"]
            cells = []
            for tool in TOOLS:
                value = row[tool]["ns_per_word"]
                cells.append(f"{fmt(value)}" + ("" if tool == "libhunspell-c" else f" ×{ratio(value['median'], reference):.2f}"))
            lines.append(f"| {dictionary} | {workload} | " + " | ".join(cells) + " |")
    lines += ["", "Every tool accepted the same number of words in every workload: "
              + ("yes." if results["agreement"] else "**no** (see docs/benchmarks.json)."), ""]

    lines += ["### Instructions per word (callgrind, frequency workload)", "",
              "Time on these shared machines wanders by ±30% between processes; instruction counts do not.", "",
              "| dictionary | libhunspell (C) | WordCheck (Swift API) | ratio |", "| --- | ---: | ---: | ---: |"]
    for dictionary in DICTIONARIES:
        row = results["instructions"][dictionary]
        lines.append(f"| {dictionary} | {row['libhunspell-c']:.0f} | {row['wordcheck-swift']:.0f} | "
                     f"×{row['wordcheck-swift'] / row['libhunspell-c']:.3f} |")
    lines.append("")

    lines += ["### Two threads on one dictionary (frequency workload, wall ns per word checked)", "",
              "| dictionary | tool | 1 thread | 2 threads | speed-up |", "| --- | --- | ---: | ---: | ---: |"]
    for dictionary in DICTIONARIES:
        for tool in ["libhunspell-c", "wordcheck-swift", "nuspell-cxx"]:
            one = results["spell"][dictionary]["frequency"][tool]["ns_per_word"]["median"]
            two = results["threads"][dictionary][tool]["ns_per_word"]["median"]
            lines.append(f"| {dictionary} | {TOOLS[tool]} | {one:.0f} | {two:.0f} | ×{one / two:.2f} |")
    lines += ["", "libhunspell and nuspell: one handle per thread (C), one shared dictionary (nuspell). "
              "WordCheck: one checker shared by both threads; its handle pool loads a second handle on contention.", ""]

    lines += ["### Dictionary load (ms, in process)", "", "| dictionary | " + " | ".join(TOOLS[t] for t in TOOLS) + " |",
              "| --- | " + " | ".join("---:" for _ in TOOLS) + " |"]
    for dictionary in DICTIONARIES:
        row = results["spell"][dictionary]["accepted"]
        lines.append(f"| {dictionary} | " + " | ".join(fmt(row[t]["load_ms"], 1) for t in TOOLS) + " |")
    lines.append("")

    lines += ["### Suggestions (ms per misspelled word)", "", "| dictionary | tool | p50 | p90 | p99 |", "| --- | --- | ---: | ---: | ---: |"]
    for dictionary in DICTIONARIES:
        for tool, row in results["suggest"][dictionary].items():
            lines.append(f"| {dictionary} | {TOOLS[tool]} | {row['p50']:.1f} | {row['p90']:.1f} | {row['p99']:.1f} |")
    lines.append("")

    lines += ["### Whole process over the accepted list (seconds, load included)", ""] + process_table(results["processes"])
    if "text" in results:
        lines += ["### Whole process over 1 MB of running text (seconds, load included)", "",
                  "`wordcheck check` and `hunspell -l` read the text; the C loop reads its words one per line.", ""]
        lines += process_table(results["text"])

    if "solve" in results:
        lines += ["### Every word of a root (RootWordSolver, µs per root, over the bundled root lists)", "",
                  "Validator, solver and sorted answer per root, best of 3 passes; the scan is a letter check on every "
                  "lower-case listed form (20 roots).", "",
                  "| list | roots' words (mean) | p50 | p90 | p99 | max | mean | whole-list scan (mean) |",
                  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for dictionary in DICTIONARIES:
            for length, row in results["solve"][dictionary].items():
                lines.append(f"| {dictionary.split('_')[0]}-{length} | {row['words_per_root']:.0f} | {row['us_p50']:.0f} | "
                             f"{row['us_p90']:.0f} | {row['us_p99']:.0f} | {row['us_max']:.0f} | {row['us_mean']:.0f} | "
                             f"{row['scan_us_mean']:.0f} |")
        lines.append("")

    lines += ["### Validation and the letter check (WordCheck, ns per call)", "",
              "| dictionary | spell | full validation | validation ÷ spell | letter check (accepted plays) | letter check (any word) |",
              "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for dictionary in DICTIONARIES:
        row = results["validate"][dictionary]
        lines.append(f"| {dictionary} | {row['spell_ns']:.0f} | {row['validate_ns']:.0f} | ×{row['validate_over_spell']:.2f} | "
                     f"{row['letter_check_ns']:.0f} | {row['letter_check_mixed_ns']:.0f} |")
    lines.append("")

    lines += ["### Targets", "", "| target | measured | met |", "| --- | --- | :---: |"]
    for target in results["targets"]:
        lines.append(f"| {target['target']} | {target['measured']} | {'yes' if target['met'] else '**no**'} |")
    lines.append("")
    return "\n".join(lines)


def process_table(rows):
    """A table of whole-process times per dictionary, each with its ratio to the C loop."""
    lines = ["| dictionary | " + " | ".join(rows["en_US"].keys()) + " |",
             "| --- | " + " | ".join("---:" for _ in rows["en_US"]) + " |"]
    for dictionary in DICTIONARIES:
        row = rows[dictionary]
        reference = row["hunspell-spell (C loop)"]["seconds"]["median"]
        lines.append(f"| {dictionary} | " + " | ".join(
            f"{fmt(value['seconds'], 3)}" + ("" if name.startswith("hunspell-spell") else f" ×{ratio(value['seconds']['median'], reference):.2f}")
            for name, value in row.items()) + " |")
    return lines + [""]


def summary_table(results):
    """The short table docs/BENCHMARKS.md shows under ## Summary."""
    lines = ["| dictionary | libhunspell (C) | WordCheck (Swift) | instructions, Swift ÷ C | nuspell | pyenchant | "
             "wordcheck spell, whole list | hunspell -l, whole list |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for dictionary in DICTIONARIES:
        row = results["spell"][dictionary]["frequency"]
        processes = results["processes"][dictionary]
        counted = results["instructions"][dictionary]
        lines.append(
            f"| {dictionary} | {row['libhunspell-c']['ns_per_word']['median']:.0f} ns | "
            f"{row['wordcheck-swift']['ns_per_word']['median']:.0f} ns | "
            f"×{counted['wordcheck-swift'] / counted['libhunspell-c']:.2f} | "
            f"{row['nuspell-cxx']['ns_per_word']['median']:.0f} ns | {row['pyenchant']['ns_per_word']['median']:.0f} ns | "
            f"{processes['wordcheck spell']['seconds']['median']:.3f} s | {processes['hunspell -l']['seconds']['median']:.3f} s |")
    return "\n".join(lines)


def replace_between(path, begin, end, text):
    with open(path) as file:
        page = file.read()
    head, rest = page.split(begin, 1)
    tail = rest.split(end, 1)[1]
    with open(path, "w") as file:
        file.write(f"{head}{begin}\n{text}\n{end}{tail}")


def targets(results):
    """The targets of the lexicon issue (#11) and the earlier ones still standing."""
    checks = []

    def speedup(dictionary, workload):
        return ratio(results["spell"][dictionary][workload]["libhunspell-c"]["ns_per_word"]["median"],
                     results["spell"][dictionary][workload]["wordcheck-swift"]["ns_per_word"]["median"])

    for workload, goal, floor, label in (("frequency", 10, 5, "words drawn by frequency"), ("accepted", 10, 5, "accepted words"),
                                         ("rejected", 3, None, "rejected words")):
        worst = min(speedup(d, workload) for d in DICTIONARIES)
        each = ", ".join(f"{d} ×{speedup(d, workload):.1f}" for d in DICTIONARIES)
        floor_text = f" (floor {floor}×: {'met' if floor and worst >= floor else 'missed'})" if floor else ""
        checks.append({"target": f"{label}: at least {goal}× faster than libhunspell", "measured": each + floor_text,
                       "met": worst >= goal})
    counted = max(results["instructions"][d]["wordcheck-swift"] / results["instructions"][d]["libhunspell-c"] for d in DICTIONARIES)
    checks.append({"target": "instructions per word, frequency workload: fewer than libhunspell's", "measured": f"worst ×{counted:.3f}",
                   "met": counted < 1.0})
    versus_c = min(ratio(results["processes"][d]["hunspell-spell (C loop)"]["seconds"]["median"],
                         results["processes"][d]["wordcheck spell"]["seconds"]["median"]) for d in DICTIONARIES)
    checks.append({"target": "wordcheck spell over a whole list: at least 3× faster than a C libhunspell loop",
                   "measured": f"worst ×{versus_c:.1f}", "met": versus_c >= 3})
    versus_cli = min(ratio(results["processes"][d]["hunspell -l"]["seconds"]["median"],
                           results["processes"][d]["wordcheck spell"]["seconds"]["median"]) for d in DICTIONARIES)
    checks.append({"target": "wordcheck spell over a whole list: at least 10× faster than hunspell -l",
                   "measured": f"worst ×{versus_cli:.1f}", "met": versus_cli >= 10})
    text_c = min(ratio(results["text"][d]["hunspell-spell (C loop)"]["seconds"]["median"],
                       results["text"][d]["wordcheck check"]["seconds"]["median"]) for d in DICTIONARIES)
    checks.append({"target": "wordcheck check over 1 MB of text: at least 3× faster than a C libhunspell loop over its words",
                   "measured": f"worst ×{text_c:.1f}", "met": text_c >= 3})
    text_cli = min(ratio(results["text"][d]["hunspell -l"]["seconds"]["median"],
                         results["text"][d]["wordcheck check"]["seconds"]["median"]) for d in DICTIONARIES)
    checks.append({"target": "wordcheck check over 1 MB of text: at least 10× faster than hunspell -l",
                   "measured": f"worst ×{text_cli:.1f}", "met": text_cli >= 10})
    load = max(ratio(results["spell"][d]["frequency"]["wordcheck-swift"]["load_ms"]["median"],
                     results["spell"][d]["frequency"]["libhunspell-c"]["load_ms"]["median"]) for d in DICTIONARIES)
    checks.append({"target": "loading, word list included: at most 1.5× libhunspell's load", "measured": f"worst ×{load:.2f}",
                   "met": load <= 1.5})
    scaling = min(results["spell"][d]["frequency"]["wordcheck-swift"]["ns_per_word"]["median"]
                  / results["threads"][d]["wordcheck-swift"]["ns_per_word"]["median"] for d in DICTIONARIES)
    checks.append({"target": "two threads on one checker reach 1.8× one thread", "measured": f"worst ×{scaling:.2f}",
                   "met": scaling >= 1.8})
    letters = max(results["validate"][d]["letter_check_ns"] for d in ["en_US"])
    checks.append({"target": "letter check ≤ 50 ns for 8-letter ASCII roots", "measured": f"{letters:.0f} ns (en_US roots)",
                   "met": letters <= 50})
    if "solve" in results:
        english = results["solve"]["en_US"]["8"]["us_mean"]
        checks.append({"target": "solver: at most 20 µs per 8-letter English root (floor 100 µs)",
                       "measured": f"{english:.0f} µs mean (floor {'met' if english <= 100 else 'missed'})", "met": english <= 20})
        others = max(results["solve"][d]["9"]["us_mean"] for d in ["es_ES", "it_IT"])
        checks.append({"target": "solver: at most 250 µs per 9-letter Spanish or Italian root (floor 1 ms)",
                       "measured": f"worst {others:.0f} µs mean", "met": others <= 250})
    validation = max(results["validate"][d]["validate_over_spell"] for d in DICTIONARIES)
    checks.append({"target": "full validation of an accepted play ≤ 1.5× the lookup", "measured": f"worst ×{validation:.2f}",
                   "met": validation <= 1.5})
    return checks


def chart(results, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(1, len(DICTIONARIES), figsize=(13, 4.2), sharey=True)
    width = 0.2
    for axis, dictionary in zip(axes, DICTIONARIES):
        for index, tool in enumerate(TOOLS):
            values = [results["spell"][dictionary][w][tool]["ns_per_word"]["median"] for w in WORKLOADS]
            lows = [v - results["spell"][dictionary][w][tool]["ns_per_word"]["min"] for v, w in zip(values, WORKLOADS)]
            highs = [results["spell"][dictionary][w][tool]["ns_per_word"]["max"] - v for v, w in zip(values, WORKLOADS)]
            positions = [x + (index - 1.5) * width for x in range(len(WORKLOADS))]
            axis.bar(positions, values, width, yerr=[lows, highs], capsize=2, label=TOOLS[tool])
        axis.set_title(dictionary)
        axis.set_xticks(range(len(WORKLOADS)))
        axis.set_xticklabels(WORKLOADS)
        axis.set_yscale("log")
        axis.grid(axis="y", alpha=0.3)
    axes[0].set_ylabel("ns per word (log scale, median of runs)")
    handles, labels = axes[0].get_legend_handles_labels()
    figure.legend(handles, labels, loc="lower center", ncol=len(TOOLS), fontsize=9, frameon=False)
    figure.suptitle("Spell checking a word, in process, after loading the dictionary")
    figure.tight_layout(rect=(0, 0.07, 1, 1))
    figure.savefig(path)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--data", required=True)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--docs", required=True)
    parser.add_argument("--from-json", action="store_true",
                        help="measure nothing: rewrite the pages and the chart from docs/benchmarks.json")
    args = parser.parse_args()
    if args.from_json:
        with open(f"{args.docs}/benchmarks.json") as file:
            write_pages(args, json.load(file))
        return

    results = {"runs": args.runs, "machine": machine(), "spell": {}, "threads": {}, "suggest": {}, "processes": {}, "validate": {},
               "instructions": {}, "text": {}, "solve": {}}
    agreement = True
    for dictionary in DICTIONARIES:
        results["spell"][dictionary] = {}
        for workload in WORKLOADS:
            log(f"spell {dictionary} {workload}")
            row = measure_spell(args, list(TOOLS), dictionary, workload)
            results["spell"][dictionary][workload] = row
            counts = {tuple(value["accepted"]) for value in row.values()}
            agreement = agreement and len(counts) == 1 and len(next(iter(counts))) == 1
        log(f"instructions {dictionary}")
        results["instructions"][dictionary] = {tool: instructions_per_word(args, tool, dictionary)
                                               for tool in ["libhunspell-c", "wordcheck-swift"]}
        log(f"threads {dictionary}")
        results["threads"][dictionary] = measure_spell(args, ["libhunspell-c", "wordcheck-swift", "nuspell-cxx"], dictionary,
                                                       "frequency", threads=2)
        log(f"suggest {dictionary}")
        results["suggest"][dictionary] = measure_suggest(args, ["libhunspell-c", "wordcheck-swift", "nuspell-cxx"], dictionary, 60)
        log(f"processes {dictionary}")
        results["processes"][dictionary] = measure_processes(args, dictionary)
        log(f"text {dictionary}")
        results["text"][dictionary] = measure_text(args, dictionary)
        log(f"solve {dictionary}")
        results["solve"][dictionary] = measure_solve(args, dictionary)
        log(f"validate {dictionary}")
        runs = [driver(args, "wordcheck-swift", "validate", dictionary, f"{args.data}/accepted-{dictionary}.txt", 5)
                for _ in range(args.runs)]
        results["validate"][dictionary] = {key: statistics.median(run[key] for run in runs)
                                           for key in ["spell_ns", "validate_ns", "letter_check_ns", "letter_check_mixed_ns",
                                                       "validate_over_spell"]}
    results["agreement"] = agreement
    results["targets"] = targets(results)

    os.makedirs(args.docs, exist_ok=True)
    with open(f"{args.docs}/benchmarks.json", "w") as file:
        json.dump(results, file, indent=1)
    write_pages(args, results)


def write_pages(args, results):
    chart(results, f"{args.docs}/benchmarks.svg")
    report = markdown(results)
    replace_between(f"{args.docs}/BENCHMARKS.md", "<!-- results:begin -->", "<!-- results:end -->", report)
    replace_between(f"{args.docs}/BENCHMARKS.md", "<!-- benchmarks:begin -->", "<!-- benchmarks:end -->",
                    summary_table(results))
    print(report)


if __name__ == "__main__":
    main()
