"""Fails when a public symbol of the given modules has no documentation comment.

Usage: check-doc-coverage.py SYMBOLGRAPH_DIR MODULE...

Reads the symbol graphs scripts/build-docs.sh extracts, SYMBOLGRAPH_DIR/MODULE/*.symbols.json
(a module's own graph holds the symbols of the modules it re-exports too; a symbol
seen in several graphs is reported once). Symbols the
compiler synthesises (hashValue, hash(into:) and the like, which have no
source location) and members that implement a documented protocol requirement
inherit their documentation and are not counted.
"""
import json
import pathlib
import sys

folder = pathlib.Path(sys.argv[1])
missing = []
seen = set()
graphs = [path for module in sys.argv[2:] for path in sorted((folder / module).glob("*.symbols.json"))]
if not graphs:
    sys.exit(f"check-doc-coverage: no symbol graphs in {folder} for {', '.join(sys.argv[2:])}")
for path in graphs:
    graph = json.loads(path.read_text())
    # Members that implement a protocol's requirement (description, hash(into:), ...)
    # inherit its documentation: their memberOf relationship names the requirement.
    inherited = {r["source"] for r in graph["relationships"] if "sourceOrigin" in r}
    for symbol in graph["symbols"]:
        if symbol["identifier"]["precise"] in inherited or symbol["identifier"]["precise"] in seen:
            continue
        seen.add(symbol["identifier"]["precise"])
        if symbol["accessLevel"] not in ("public", "open") or "docComment" in symbol:
            continue
        location = symbol.get("location")
        if location is None:
            continue  # synthesised
        source = location["uri"].split("/Sources/")[-1]
        line = location["position"]["line"] + 1
        missing.append(f"{source}:{line}: {'.'.join(symbol['pathComponents'])} ({symbol['kind']['displayName']})")
if missing:
    print(f"check-doc-coverage: {len(missing)} public symbols have no summary:", file=sys.stderr)
    for entry in missing:
        print("  " + entry, file=sys.stderr)
    sys.exit(1)
print(f"check-doc-coverage: every public symbol of {', '.join(sys.argv[2:])} has a summary", file=sys.stderr)
