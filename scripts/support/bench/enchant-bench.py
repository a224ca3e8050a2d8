"""enchant-bench: what a Python developer would reach for, pyenchant with its
Hunspell provider, in the JSON shape of hunspell-bench.c.

    python3 enchant-bench.py spell DICT WORDS [PASSES]
    python3 enchant-bench.py suggest DICT WORDS [LIMIT]

DICT is a dictionary name (en_US); enchant finds it in /usr/share/hunspell.
"""
import json
import sys
import time

import enchant


def main():
    if len(sys.argv) < 4:
        print("usage: enchant-bench.py spell|suggest DICT WORDS [N]", file=sys.stderr)
        return 64
    mode, name, path = sys.argv[1:4]
    number = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    with open(path, encoding="utf-8") as file:
        words = [line.rstrip("\r\n") for line in file if line.strip()]

    broker = enchant.Broker()
    broker.set_ordering(name, "hunspell")  # not aspell, which Debian also offers for English
    start = time.perf_counter_ns()
    dictionary = broker.request_dict(name)
    load_ms = (time.perf_counter_ns() - start) / 1e6
    provider = dictionary.provider.name

    if mode == "spell":
        check = dictionary.check
        accepted = sum(1 for word in words if check(word))
        per_word = []
        for _ in range(number):
            start = time.perf_counter_ns()
            accepted = sum(1 for word in words if check(word))
            per_word.append((time.perf_counter_ns() - start) / len(words))
        result = {"tool": "pyenchant", "provider": provider, "mode": "spell", "dictionary": name, "threads": 1,
                  "words": len(words), "accepted": accepted, "load_ms": load_ms, "ns_per_word": per_word}
    elif mode == "suggest":
        latencies, total = [], 0
        for word in words[:number]:
            start = time.perf_counter_ns()
            total += len(dictionary.suggest(word))
            latencies.append((time.perf_counter_ns() - start) / 1e6)
        result = {"tool": "pyenchant", "provider": provider, "mode": "suggest", "dictionary": name,
                  "words": len(latencies), "load_ms": load_ms, "ms_per_word": latencies, "suggestions": total}
    else:
        print(f"unknown mode {mode}", file=sys.stderr)
        return 64
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
