#!/usr/bin/env bash
# Measures suggestions (issue #16): top-1 and top-5 accuracy and latency per
# misspelled word for WordCheck's engine, WordCheck with --suggestions hunspell,
# libhunspell, nuspell, symspellpy and pyspellchecker, on real English
# misspellings (codespell) and seeded Spanish and Italian typing mistakes.
# Writes docs/BENCHMARKS.md's suggestions section, docs/suggestions.svg and
# docs/suggestions.json. Installs what it needs (apt, pip).
#
# Usage: scripts/bench-suggestions.sh [--from-json]    (about 15 minutes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
data=${WORDCHECK_BENCH_DATA:-$root/Benchmarks/.data}
bin="$data/bin"
if [[ "${1:-}" == "--from-json" ]]; then
    exec python3 "$root/scripts/support/bench-suggestions.py" --data "$data" --bin "$bin" --docs "$root/docs" --from-json
fi
WORDCHECK_BOOTSTRAP_EXTRAS="hunspell nuspell libnuspell-dev g++ python3-pip time" "$root/scripts/bootstrap.sh"
for requirement in wordfreq==3.1.1 codespell==2.4.1 symspellpy==6.10.1 pyspellchecker==0.9.1 matplotlib==3.11.2; do
    name=${requirement%%==*}
    python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('$name') != '${requirement##*==}')" 2>/dev/null \
        || python3 -m pip install --quiet "$requirement" 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages "$requirement"
done
"$root/scripts/bench-data.sh"
mkdir -p "$bin"
echo "bench-suggestions: building (release)..." >&2
# A clean release build of the benchmarks package (see bench-compare.sh for why).
rm -rf "$root"/Benchmarks/.build/*-*/release "$root"/Benchmarks/.build/release "$root"/Benchmarks/.build/*.yaml
swift build -c release --package-path "$root" --product wordcheck >&2
swift build -c release --package-path "$root/Benchmarks" --product wordcheck-bench >&2
cp "$(swift build -c release --package-path "$root" --show-bin-path)/wordcheck" "$bin/"
cp -r "$(swift build -c release --package-path "$root" --show-bin-path)/WordCheck_BundledDictionaries.resources" "$bin/" 2>/dev/null || true
cp "$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/wordcheck-bench" "$bin/"
cc -O2 "$root/scripts/support/hunspell-bench.c" $(pkg-config --cflags --libs hunspell) -lpthread -o "$bin/hunspell-bench"
cc -O2 "$root/scripts/support/hunspell-spell.c" $(pkg-config --cflags --libs hunspell) -o "$bin/hunspell-spell"
c++ -O2 -std=c++17 "$root/scripts/support/nuspell-bench.cxx" $(pkg-config --cflags --libs nuspell) -o "$bin/nuspell-bench"
python3 "$root/scripts/support/suggestion-data.py" "$data" "$bin/hunspell-spell" "$root/dictionaries"
python3 "$root/scripts/support/bench-suggestions.py" --data "$data" --bin "$bin" --docs "$root/docs"
