"""The measuring half of scripts/bench-pure.sh: the pure-Swift WordListChecker against
HunspellChecker, libhunspell called from C, nuspell and a Swift Set of the listed
forms, on the same bundled dictionaries and workloads as bench-compare.py (whose
helpers it reuses).

For each dictionary and workload, every driver runs RUNS times as its own process,
in turn, so drift falls on all alike: ns per word (median of its passes), load time,
the words accepted (which must agree), and the process's peak RSS, read from
wait4's rusage. Instructions per word come from callgrind (3 passes minus 1). Writes
the section of docs/BENCHMARKS.md between <!-- pure:begin --> and <!-- pure:end -->.
"""
import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys

spec = importlib.util.spec_from_file_location("bench_compare", os.path.join(os.path.dirname(__file__), "bench-compare.py"))
compare = importlib.util.module_from_spec(spec)
spec.loader.exec_module(compare)

TOOLS = {
    "libhunspell-c": "libhunspell (C)",
    "nuspell-cxx": "nuspell (C++)",
    "wordcheck-swift": "HunspellChecker",
    "wordcheck-pure": "WordListChecker (no C)",
    "swift-set": "Swift Set",
}


def log(message):
    print(f"bench-pure: {message}", file=sys.stderr, flush=True)


def command(args, tool, dictionary, words, passes, mode="spell"):
    base = compare.bundled(dictionary)
    if tool == "libhunspell-c":
        return [f"{args.bin}/hunspell-bench", mode, base, words, str(passes), "1"]
    if tool == "nuspell-cxx":
        return [f"{args.bin}/nuspell-bench", mode, base, words, str(passes), "1"]
    if tool == "wordcheck-swift":
        return [f"{args.bin}/wordcheck-bench", mode, base, words, str(passes), "1"]
    if tool == "swift-set":
        return [f"{args.bin}/wordcheck-bench", "spell-set", base, words, str(passes)]
    if tool == "swift-bare":
        return [f"{args.bin}/wordcheck-bench", "bare", base, words]
    return [f"{args.bin}/wordcheck-bench", "first-answer" if mode == "first-answer" else "spell-pure", base, words, str(passes)]


def run(args, tool, dictionary, words, passes=5, mode="spell"):
    """One process: its JSON result, with its peak RSS in MB."""
    process = subprocess.Popen(command(args, tool, dictionary, words, passes, mode), stdout=subprocess.PIPE)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"bench-pure: {tool} failed on {dictionary} (exit {process.returncode})")
    result = json.loads(output)
    result["rss_mb"] = usage.ru_maxrss / 1024
    return result


def instructions(args, tool, dictionary, words):
    """Instructions per word: callgrind's count for 3 passes minus that for 1, over 2 passes."""
    totals = []
    for passes in (1, 3):
        stderr = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
                                + command(args, tool, dictionary, words, passes),
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True).stderr.decode()
        totals.append(int(next(line for line in stderr.splitlines() if "Collected" in line).split(":")[-1].strip()))
    with open(words, encoding="utf-8") as file:
        count = sum(1 for line in file if line.strip())
    return (totals[1] - totals[0]) / 2 / count


def one_word(args, dictionary):
    """Load to first answer and peak RSS of a process that checks one word, per engine, and of
    a bare Swift process (Foundation loaded, nothing else): medians of the runs."""
    first = f"{args.data}/one-word-{dictionary}.txt"
    with open(f"{args.data}/accepted-{dictionary}.txt", encoding="utf-8") as source, open(first, "w", encoding="utf-8") as out:
        out.write(next(line for line in source if line.strip()))
    samples = {tool: {"ms": [], "rss_mb": []} for tool in ["libhunspell-c", "nuspell-cxx", "wordcheck-swift", "wordcheck-pure", "swift-bare"]}
    for _ in range(args.runs):
        for tool, sample in samples.items():
            result = run(args, tool, dictionary, first, passes=1, mode="first-answer" if tool == "wordcheck-pure" else "spell")
            sample["rss_mb"].append(result["rss_mb"])
            sample["ms"].append(result.get("first_answer_ms", result.get("load_ms", 0)))
    return {tool: {"ms": compare.summary(sample["ms"]), "rss_mb": compare.summary(sample["rss_mb"])}
            for tool, sample in samples.items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--data", required=True)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--docs", required=True)
    args = parser.parse_args()
    results = {"machine": compare.machine(), "runs": args.runs, "spell": {}, "instructions": {}}
    agree = True
    for dictionary in compare.DICTIONARIES:
        results["spell"][dictionary] = {}
        for workload in compare.WORKLOADS:
            log(f"{dictionary} {workload}")
            words = f"{args.data}/{workload}-{dictionary}.txt"
            samples = {tool: [] for tool in TOOLS}
            for _ in range(args.runs):
                for tool in TOOLS:
                    samples[tool].append(run(args, tool, dictionary, words))
            row = {}
            for tool, runs in samples.items():
                row[tool] = {"ns_per_word": compare.summary([statistics.median(r["ns_per_word"]) for r in runs]),
                             "load_ms": compare.summary([r["load_ms"] for r in runs]),
                             "rss_mb": compare.summary([r["rss_mb"] for r in runs]),
                             "accepted": sorted({r["accepted"] for r in runs}), "words": runs[0]["words"]}
            # The engines that must agree; nuspell and the Set (no case variants, no rules) need not.
            agree = agree and len({tuple(row[tool]["accepted"]) for tool in ["libhunspell-c", "wordcheck-swift", "wordcheck-pure"]}) == 1
            results["spell"][dictionary][workload] = row
        words = f"{args.data}/frequency-{dictionary}.txt"
        log(f"{dictionary}: callgrind")
        results["instructions"][dictionary] = {tool: instructions(args, tool, dictionary, words) for tool in TOOLS}
        results.setdefault("one_word", {})[dictionary] = one_word(args, dictionary)
        log(f"{dictionary}: whole processes")
        results.setdefault("processes", {})[dictionary] = compare.time_commands(args, {
            "hunspell-spell (C loop)": f"{args.bin}/hunspell-spell {compare.bundled(dictionary)} < {args.data}/accepted-{dictionary}.txt",
            "wordcheck spell --lang": f"{args.bin}/wordcheck spell --lang {dictionary} < {args.data}/accepted-{dictionary}.txt",
            "wordcheck spell --dictionary": f"{args.bin}/wordcheck spell --dictionary {compare.bundled(dictionary)} "
                                            f"< {args.data}/accepted-{dictionary}.txt",
        }, f"{args.data}/hyperfine-pure-{dictionary}.json")
    results["agreement"] = agree
    with open(os.path.join(args.docs, "bench-pure.json"), "w") as file:
        json.dump(results, file, indent=1)
    report = markdown(results)
    compare.replace_between(os.path.join(args.docs, "BENCHMARKS.md"), "<!-- pure:begin -->", "<!-- pure:end -->", report)
    print(report)


def markdown(results):
    info = results["machine"]
    fmt = compare.fmt
    lines = [f"Measured {info['date']} on {info['cpu']}, {info['cores']} cores, {info['system']}; {info['swift']}; "
             + ", ".join(info["packages"]) + f". {results['runs']} runs; medians with min–max; ratios to libhunspell "
             "from the same run.", "",
             "| dictionary | workload | " + " | ".join(TOOLS.values()) + " |",
             "| --- | --- | " + " | ".join("---:" for _ in TOOLS) + " |"]
    for dictionary, rows in results["spell"].items():
        for workload, row in rows.items():
            reference = row["libhunspell-c"]["ns_per_word"]["median"]
            cells = [fmt(row[tool]["ns_per_word"]) + ("" if tool == "libhunspell-c" else
                     f" ×{compare.ratio(row[tool]['ns_per_word']['median'], reference):.2f}") for tool in TOOLS]
            lines.append(f"| {dictionary} | {workload} | " + " | ".join(cells) + " |")
    lines += ["", "libhunspell, HunspellChecker and WordListChecker accepted the same number of words in every workload: "
              + ("yes." if results["agreement"] else "**no** (see docs/bench-pure.json)."), "",
              "| dictionary | | " + " | ".join(TOOLS.values()) + " |",
              "| --- | --- | " + " | ".join("---:" for _ in TOOLS) + " |"]
    for dictionary, rows in results["spell"].items():
        row = rows["frequency"]
        lines.append(f"| {dictionary} | load (ms) | " + " | ".join(fmt(row[tool]["load_ms"], 1) for tool in TOOLS) + " |")
        lines.append(f"| {dictionary} | peak RSS (MB) | " + " | ".join(fmt(row[tool]["rss_mb"], 1) for tool in TOOLS) + " |")
        counts = results["instructions"][dictionary]
        lines.append(f"| {dictionary} | instructions per word (frequency) | "
                     + " | ".join(f"{counts[tool]:.0f}" for tool in TOOLS) + " |")
    lines += ["", "Peak RSS is the whole process's (the workload's 200,000 words included), from `wait4`. Load is "
              "the checker's construction: for libhunspell `Hunspell_create`, for HunspellChecker the list, the "
              "files' checks and digest (libhunspell itself loads later, if a word needs it), for "
              "WordListChecker the list alone; for the Swift Set, reading the list and hashing every form.", "",
              "A process that checks one word: load (ms; for WordListChecker, load and first answer) and peak RSS (MB), and their excess over a "
              "bare Swift process (one that only starts, with Foundation loaded).", "",
              "| dictionary | | libhunspell (C) | nuspell (C++) | HunspellChecker | WordListChecker (no C) | bare Swift |",
              "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    order = ["libhunspell-c", "nuspell-cxx", "wordcheck-swift", "wordcheck-pure", "swift-bare"]
    for dictionary, one in results["one_word"].items():
        bare = one["swift-bare"]["rss_mb"]["median"]
        lines.append(f"| {dictionary} | load (ms) | " + " | ".join(
            "–" if tool == "swift-bare" else fmt(one[tool]["ms"], 1) for tool in order) + " |")
        lines.append(f"| {dictionary} | peak RSS (MB) | " + " | ".join(
            fmt(one[tool]["rss_mb"], 1) + ("" if tool == "swift-bare" else f" (+{one[tool]['rss_mb']['median'] - bare:.1f})")
            for tool in order) + " |")
    lines += ["", "Whole processes over the accepted list (seconds, load included; hyperfine) against a C loop over "
              "libhunspell: `wordcheck spell --lang` (a bundled language: WordListChecker, the list alone) and "
              "`wordcheck spell --dictionary` on the same files by path (HunspellChecker: the files are read, checked "
              "and digested; the list decides every word, so libhunspell is never loaded).", "",
              "| dictionary | C loop | wordcheck spell --lang | ratio | wordcheck spell --dictionary | ratio |",
              "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for dictionary, times in results["processes"].items():
        c_loop = times["hunspell-spell (C loop)"]["seconds"]
        pure, files = times["wordcheck spell --lang"]["seconds"], times["wordcheck spell --dictionary"]["seconds"]
        lines.append(f"| {dictionary} | {fmt(c_loop, 3)} | {fmt(pure, 3)} | ×{compare.ratio(pure['median'], c_loop['median']):.2f} | "
                     f"{fmt(files, 3)} | ×{compare.ratio(files['median'], c_loop['median']):.2f} |")
    lines += ["", "Targets (issue: the engine without the C library):", "", "| target | measured | met |", "| --- | --- | :---: |"]
    for target, measured, met in targets(results):
        lines.append(f"| {target} | {measured} | {'yes' if met else '**no**'} |")
    return "\n".join(lines)


def targets(results):
    """(target, what was measured, whether it is met) for the pure engine's targets."""
    one, spell, instructions = results["one_word"], results["spell"], results["instructions"]
    rows = []
    first = one["en_US"]["wordcheck-pure"]["ms"]["median"]
    rows.append(("en_US: load to first answer at most 10 ms", f"{first:.1f} ms", first <= 10))
    ratios = {d: spell[d]["frequency"]["wordcheck-pure"]["load_ms"]["median"] / spell[d]["frequency"]["libhunspell-c"]["load_ms"]["median"]
              for d in spell}
    rows.append(("load at most 1/3 of libhunspell's", ", ".join(f"{d} ×{r:.2f}" for d, r in ratios.items()),
                 all(r <= 1 / 3 for r in ratios.values())))
    for dictionary, limit in (("en_US", 12), ("it_IT", 25)):
        excess = one[dictionary]["wordcheck-pure"]["rss_mb"]["median"] - one[dictionary]["swift-bare"]["rss_mb"]["median"]
        rows.append((f"{dictionary}: a process that checks one word, at most {limit} MB over a bare Swift process",
                     f"+{excess:.1f} MB", excess <= limit))
    per_word = {d: instructions[d]["wordcheck-pure"] / instructions[d]["wordcheck-swift"] for d in instructions}
    rows.append(("instructions per word within 5% of HunspellChecker's fast path (same run)",
                 ", ".join(f"{d} {instructions[d]['wordcheck-pure']:.0f} against {instructions[d]['wordcheck-swift']:.0f}"
                           for d in instructions), all(r <= 1.05 for r in per_word.values())))
    spells = {d: t["wordcheck spell --lang"]["seconds"]["median"] / t["hunspell-spell (C loop)"]["seconds"]["median"]
              for d, t in results["processes"].items()}
    rows.append(("`wordcheck spell` over a whole list, without libhunspell, at most 1/3 of a C libhunspell loop",
                 ", ".join(f"{d} ×{r:.2f}" for d, r in spells.items()), all(r <= 1 / 3 for r in spells.values())))
    return rows


if __name__ == "__main__":
    main()
