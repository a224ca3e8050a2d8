#!/usr/bin/env bash
# Several languages in one text (issue 61): a corpus of Debian's manual pages in English
# and in Spanish, and in English and in Italian (the section 7 pages both translate),
# interleaved by paragraph and switching language inside paragraphs, with typos planted by
# a seeded generator; `wordcheck check` in one language, with joined dictionaries and per
# sentence (`--lang en,es`): recall, false alarms per 1,000 words and top-1 suggestions
# (scripts/support/python/bilingual_corpus.py says how). Nothing was tuned on the corpus;
# the figures are from seed 2. Writes them into docs/BENCHMARKS.md ("Several languages").
#
# Usage: scripts/bench-languages.sh [SEED]   (default 2)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seed=${1:-2}
WORDCHECK_BOOTSTRAP_EXTRAS="manpages manpages-es manpages-it man-db groff-base bsdextrautils ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh" >&2
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=$(built_wordcheck)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for other in es it; do
    python3 "$root/scripts/support/python/bilingual_corpus.py" "$wordcheck" "$other" "$seed" "$scratch/$other.json"
done
python3 - "$seed" "$scratch/es.json" "$scratch/it.json" <<'PY' | tee /dev/stderr | python3 "$root/scripts/support/python/write_section.py" "$root/docs/BENCHMARKS.md" languages "Several languages in one text"
import json, sys
seed, reports = sys.argv[1], [json.load(open(name)) for name in sys.argv[2:]]
rows = []
for report in reports:
    other = report["other"]
    for mode, figures in report["modes"].items():
        recall = figures["recall_by_language"]
        rows.append(f"| en + {other} | {mode} | {100 * figures['recall']:.1f}% | {100 * recall['en']:.1f}% | {100 * recall[other]:.1f}% "
                    f"| {figures['false_alarms']:.2f} | {100 * figures['top1']:.1f}% |")
sizes = "; ".join(f"en + {r['other']}: {r['pages']} pages, {r['lines']} paragraphs, {r['words']:,} words, "
                  f"{r['typos']} typos ({r['typos_by_language']['en']} English, {r['typos_by_language'][r['other']]} in {r['other']})"
                  for r in reports)
section = f"""Measured by `scripts/bench-languages.sh {seed}` (seed {seed}; nothing was tuned on the corpus). Real prose from
Debian's manual pages (section 7, the pages translated into Spanish and into Italian), a paragraph a line, two thirds of
the paragraphs in one language each, one third switching language after two sentences; only paragraphs their own
language's dictionary accepts whole, then about one word in thirty of five letters or more turned into a keyboard
slip that its language rejects. {sizes}. *One language* is `--lang en`; *joined dictionaries* flags a word no
language accepts, suggestions from the first (as an editor with both dictionaries on); *per sentence* is
`--lang en,{reports[0]['other']}`. False alarms are flags on words that were not planted, per 1,000 words; top-1 the
flagged typos whose first suggestion is the word that was there.

| text | mode | recall | English typos | other typos | false alarms / 1,000 words | top-1 |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
""" + "\n".join(rows) + "\n"
print(section)
PY
echo "bench-languages: wrote docs/BENCHMARKS.md's several languages" >&2
