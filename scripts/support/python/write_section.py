"""Writes a section of measured figures into a Markdown file, between the markers
`<!-- NAME:begin -->` and `<!-- NAME:end -->`: the text between them is replaced; a file
without them gets them at its end, under the heading `## TITLE`. The section is read
from standard input. What the benchmark scripts (bench-server.sh, bench-corrections.sh,
bench-languages.sh) use to keep docs/BENCHMARKS.md's figures.

Usage: write_section.py FILE NAME TITLE < SECTION
"""

import sys

path, name, title = sys.argv[1:4]
section = sys.stdin.read().strip("\n")
text = open(path, encoding="utf-8").read()
begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
if begin not in text:
    text = text.rstrip("\n") + f"\n\n## {title}\n\n" + begin + "\n" + end + "\n"
start = text.index(begin) + len(begin)
text = text[:start] + "\n" + section + "\n" + text[text.index(end):]
open(path, "w", encoding="utf-8").write(text)
