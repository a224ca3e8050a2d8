#!/usr/bin/env bash
# Measures suggestions (issues #16 and #28): top-1, top-5 and top-10 accuracy and
# latency per misspelled word for WordCheck's engine, WordCheck with --suggestions
# hunspell, libhunspell, nuspell, aspell (normal and slow modes), symspellpy and
# pyspellchecker, on real English misspellings (codespell, and nlpaug's table measured
# only), seeded Spanish and Italian typing mistakes, seeded respellings by sound,
# slips to a neighbouring key (nlpaug's national layouts), doubled letters and
# capitalised misspellings in all three languages, accent errors in Spanish and
# Italian, and aspell's test kernel (measured, never tuned on) when it is there:
# ASPELL_KERNEL, by default ../shared/benchmarks/aspell-kernel beside the project.
# Writes docs/BENCHMARKS.md's suggestions section and summary, docs/suggestions.svg and
# docs/suggestions.json. Installs what it needs (apt, pip).
#
# Usage: scripts/bench-suggestions.sh                 (every set: about 90 minutes)
#        scripts/bench-suggestions.sh --only STEM,...  (those sets, e.g. es_ES-accent,
#                                                       keeping the others' figures)
#        scripts/bench-suggestions.sh --from-json      (rewrite the docs only)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
data=${WORDCHECK_BENCH_DATA:-$root/Benchmarks/.data}
bin="$data/bin"
if [[ "${1:-}" == "--from-json" ]]; then
    exec python3 "$root/scripts/support/bench/bench-suggestions.py" --data "$data" --bin "$bin" --docs "$root/docs" --from-json
fi
WORDCHECK_BOOTSTRAP_EXTRAS="hunspell nuspell libnuspell-dev g++ python3-pip time aspell aspell-en aspell-es aspell-it" \
    "$root/scripts/bootstrap.sh"
wordfreq_version=$(python3 -c "import sys; sys.path.insert(0, '$root/scripts/support/python'); import generation; print(generation.WORDFREQ_VERSION)")
for requirement in "wordfreq==$wordfreq_version" codespell==2.4.1 symspellpy==6.10.1 pyspellchecker==0.9.1 matplotlib==3.11.2; do
    name=${requirement%%==*}
    python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('$name') != '${requirement##*==}')" 2>/dev/null \
        || python3 -m pip install --quiet "$requirement" 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages "$requirement"
done
nlpaug="$data/nlpaug"  # its keyboard layouts and misspelling table, read from the wheel (MIT)
ls "$nlpaug"/nlpaug-1.1.11-*.whl >/dev/null 2>&1 \
    || python3 -m pip download --quiet --no-deps --dest "$nlpaug" nlpaug==1.1.11
"$root/scripts/bench-data.sh"
"$root/scripts/support/bench/build-bench-drivers.sh" "$bin"
# The CLI lists the bundled forms symspellpy is loaded with (`wordcheck words list`).
. "$root/scripts/support/shell/shared-build.sh"
WORDCHECK=$(built_wordcheck)
export WORDCHECK
kernel=${ASPELL_KERNEL:-$root/../shared/benchmarks/aspell-kernel}
ASPELL_KERNEL=$kernel NLPAUG_WHEEL=$(ls "$nlpaug"/nlpaug-1.1.11-*.whl) python3 "$root/scripts/support/bench/suggestion-data.py" "$data" "$bin/hunspell-spell" "$root/dictionaries"
python3 "$root/scripts/support/bench/bench-suggestions.py" --data "$data" --bin "$bin" --docs "$root/docs" "$@"
