#!/usr/bin/env python3
"""Count the wrods of a file and print the most frequnt ones."""
import collections
import sys


def most_comon(path, count=10):
    # Read the whole file; big fiels are rare here.
    with open(path, encoding="utf-8") as handle:
        words = handle.read().split()
    tally = collections.Counter(words)
    return tally.most_common(count)


if __name__ == "__main__":
    for word, times in most_comon(sys.argv[1]):
        print(f"{word}: {times} occurences")
