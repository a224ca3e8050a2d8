#!/usr/bin/env bash
# The full parity sweeps, run before a release: every form of every bundled word list,
# as listed, capitalised and in capitals, compared with libhunspell's verdict
# (LexiconParityTests), the solver against the validator on every bundled root
# (RootWordSolverTests), and the checker without C against HunspellChecker on ten
# times the test command's suggestions, completions, text and roots (EnginesAgreeTests),
# and the sweeps the test command samples (WORDCHECK_SWEEPS=full, Tests/TestSupport/
# Sweep.swift): every word of Debian's lists through both normalisations (GameTextTests),
# twice the puzzles in English and Spanish against brute force (PuzzleTests), three
# times the typos against a scan of the whole list (SuggestionTests).
# The test command (scripts/test.sh) compares every 16th listed form and every 8th root,
# every fourth word of Debian's lists, half the puzzles and a third of the typos, and
# every word of the other sets.
#
# Usage: scripts/check-parity.sh    (about 5 minutes on two cores after the build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
WORDCHECK_BOOTSTRAP_EXTRAS="wamerican wspanish witalian ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh"
cd "$root"
. "$root/scripts/support/shell/shared-build.sh"
plan_for root  # .build may hold the CLI's plan (scripts/wordcheck, scripts/test.sh)
WORDCHECK_SWEEPS=full WORDCHECK_LISTED_FORMS_STRIDE=1 WORDCHECK_ROOTS_STRIDE=1 WORDCHECK_PARITY_STRIDE=1 WORDCHECK_ENGINES_SCALE=10 \
    "$root/scripts/support/shell/swiftpm" test "${root_build[@]}" --filter 'LexiconParityTests|RootWordSolverTests|EnginesAgreeTests|GameTextTests|PuzzleTests|SuggestionTests'
