"""The measuring half of scripts/bench-pure.sh: the pure-Swift WordListChecker against
HunspellChecker and libhunspell called from C, on the same bundled dictionaries and
workloads as bench-compare.py (whose helpers it reuses).

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
    "wordcheck-swift": "HunspellChecker",
    "wordcheck-pure": "WordListChecker (no C)",
}


def log(message):
    print(f"bench-pure: {message}", file=sys.stderr, flush=True)


def command(args, tool, dictionary, words, passes):
    base = compare.bundled(dictionary)
    if tool == "libhunspell-c":
        return [f"{args.bin}/hunspell-bench", "spell", base, words, str(passes), "1"]
    if tool == "wordcheck-swift":
        return [f"{args.bin}/wordcheck-bench", "spell", base, words, str(passes), "1"]
    return [f"{args.bin}/wordcheck-bench", "spell-pure", base, words, str(passes)]


def run(args, tool, dictionary, words, passes=5):
    """One process: its JSON result, with its peak RSS in MB."""
    process = subprocess.Popen(command(args, tool, dictionary, words, passes), stdout=subprocess.PIPE)
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
            agree = agree and len({tuple(row[tool]["accepted"]) for tool in TOOLS}) == 1
            results["spell"][dictionary][workload] = row
        words = f"{args.data}/frequency-{dictionary}.txt"
        log(f"{dictionary}: callgrind")
        results["instructions"][dictionary] = {tool: instructions(args, tool, dictionary, words) for tool in TOOLS}
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
    lines += ["", "Every engine accepted the same number of words in every workload: "
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
    lines += ["", "Peak RSS is the whole process's (the workload's words included), from `wait4`. Load is the "
              "checker's construction: for libhunspell `Hunspell_create`, for HunspellChecker the list, the "
              "files' checks and digest (libhunspell itself loads later, if a word needs it), for "
              "WordListChecker the list alone."]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
