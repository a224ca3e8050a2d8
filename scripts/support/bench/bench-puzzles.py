"""The measuring half of scripts/bench-puzzles.sh.

Runs `wordcheck-bench puzzles LANG /dev/null QUERIES` RUNS times per language (each a
process of its own, languages in turn), keeps the median of each figure, counts
instructions a query with callgrind (collection on inside each puzzle's words(in:vocabulary:)
alone, 20 queries plus their warm-up), and writes the section of docs/BENCHMARKS.md
between <!-- puzzles:begin --> and <!-- puzzles:end -->, and docs/bench-puzzles.json.
"""
import argparse
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

spec = importlib.util.spec_from_file_location("bench_compare", os.path.join(os.path.dirname(__file__), "bench-compare.py"))
compare = importlib.util.module_from_spec(spec)
spec.loader.exec_module(compare)

LANGUAGES = {"en": "en_US", "es": "es_ES", "it": "it_IT"}
TARGETS = {"pattern starting with *": 20_000}  # µs at p99; every other kind 1,000


def log(message):
    print(f"bench-puzzles: {message}", file=sys.stderr, flush=True)


def run(bench, language, queries, scan):
    arguments = [bench, "puzzles", language, "/dev/null", str(queries)]
    environment = dict(os.environ)
    if not scan:
        environment["WORDCHECK_BENCH_NO_SCAN"] = "1"
    output = subprocess.run(arguments, check=True, capture_output=True, text=True, env=environment).stdout
    return [json.loads(line) for line in output.splitlines() if line.strip()]


def instructions(bench, language, kind, queries=20):
    """Instructions a query inside words(in:vocabulary:), warm-up and timed passes both counted."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--collect-atstart=no",
                        "--toggle-collect=*5words2in10vocabulary*", bench, "puzzles", language, "/dev/null", str(queries), kind],
                       check=True, capture_output=True, text=True)
        with open(out) as file:
            for line in file:
                if line.startswith("summary:") or line.startswith("totals:"):
                    return int(line.split()[1]) / (2 * queries)
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--docs", required=True)
    args = parser.parse_args()
    samples = {}
    for attempt in range(args.runs):
        for language in LANGUAGES:
            log(f"run {attempt + 1} of {args.runs}: {language}")
            # The brute-force scans (seconds each on it_IT) in the first run only.
            for row in run(args.bench, language, args.queries, scan=attempt == 0):
                samples.setdefault((language, row["query"]), []).append(row)
    results = []
    for (language, kind), rows in samples.items():
        figure = {key: statistics.median(row[key] for row in rows) for key in ["us_p50", "us_p99", "us_max", "words_mean"]}
        figure["scan_us_mean"] = rows[0]["scan_us_mean"]
        # Under callgrind, making the queries from es_ES's and it_IT's lists takes many minutes: English only.
        figure["instructions"] = None
        if language == "en":
            log(f"callgrind: {language} {kind}")
            figure["instructions"] = instructions(args.bench, language, kind)
        figure.update(language=language, query=kind, forms=rows[0]["forms"], queries=rows[0]["queries"])
        results.append(figure)
    host = compare.machine()
    lines = [f"Measured by `scripts/bench-puzzles.sh {args.runs} {args.queries}` on {host['cpu']} ({host['cores']} cores), "
             f"{host['swift']}, {host['date']}: "
             f"{args.queries} seeded queries of each kind per language, made from the list's own words, the standard "
             "game vocabulary; each query timed once after a warm-up pass; medians of "
             f"{args.runs} processes. *Scan* is the brute-force anchor any script solver uses: every lower-case "
             "listed form of letters judged by the game's single-play rule (mean of the first 3 queries, first run). Instructions are "
             "callgrind's count inside the query (`words(in:vocabulary:)`) a query. Memory beyond the list: a walk "
             "that remembers where it found nothing (patterns starting with `*`) keeps at most 32 bit sets of a bit "
             "an edge while it runs; a pattern's walk skips the branches whose words are all rarer than the "
             "vocabulary's floor, from the numbers of the words at or above it, made once per list and floor "
             "(4 bytes a word: at the standard floor, Zipf 1.5, 85,286, 111,372 and 114,691 words, 0.34, 0.45 and "
             "0.46 MB); every walk finds its words' frequencies through an index of a quarter of a byte a word, made "
             "once per list on the first walk (42 KB, 178 KB and 784 KB). Instructions are counted on en_US only (making the queries from the larger lists takes "
             "minutes under callgrind).", "",
             "| list | query | words | p50 µs | p99 µs | max µs | scan µs | scan ÷ p50 | instructions | target p99 |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    for figure in results:
        target = TARGETS.get(figure["query"], 1_000)
        verdict = "met" if figure["us_p99"] <= target else "**missed**"
        count = f"{figure['instructions'] / 1e3:,.0f} k" if figure["instructions"] else "n/a"
        lines.append(f"| {LANGUAGES[figure['language']]} | {figure['query']} | {figure['words_mean']:.1f} | "
                     f"{figure['us_p50']:,.0f} | {figure['us_p99']:,.0f} | {figure['us_max']:,.0f} | "
                     f"{figure['scan_us_mean']:,.0f} | {figure['scan_us_mean'] / max(figure['us_p50'], 0.001):,.0f}× | {count} | "
                     f"≤ {target / 1000:g} ms: {verdict} |")
    compare.replace_between(os.path.join(args.docs, "BENCHMARKS.md"), "<!-- puzzles:begin -->", "<!-- puzzles:end -->",
                            "\n".join(lines))
    with open(os.path.join(args.docs, "bench-puzzles.json"), "w") as file:
        json.dump(results, file, indent=2)
        file.write("\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
