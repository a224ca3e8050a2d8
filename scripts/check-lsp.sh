#!/usr/bin/env bash
# wordcheck lsp end to end through a real LSP client: pytest-lsp (on pygls and lsprotocol)
# starts the server, opens Markdown, LaTeX, Swift, Python and plain documents, checks the
# diagnostics' positions in UTF-16 and UTF-8, applies every code action and sees the
# document checked again, changes the configuration, uses a workspace word list and a
# project file, sends malformed messages and a 50 MB document, and shuts it down.
# Installs the client (pinned versions) the first time, in the user's cache
# (scripts/support/shell/tool-venv.sh).
#
# Usage: scripts/check-lsp.sh [WORDCHECK]   (default: built as scripts/wordcheck builds it, in .build/release)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
WORDCHECK_BOOTSTRAP_EXTRAS="python3-venv ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh" >&2
. "$root/scripts/support/shell/shared-build.sh"
wordcheck=${1:-$(built_wordcheck)}
. "$root/scripts/support/shell/tool-venv.sh"
tool_venv lsp pytest==9.2.0 pytest-asyncio==1.5.0 pytest-lsp==1.0.1 pygls==2.1.1 lsprotocol==2025.0.0 \
    || { echo "check-lsp: pip could not install the LSP client: $(tail -3 "$venv.log")" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/data" "$work/workspace"
export WORDCHECK="$wordcheck" WORDCHECK_LSP_WORKSPACE="$work/workspace" HOME="$work/home" XDG_DATA_HOME="$work/data"
cd "$root/scripts/support/lsp"
"$venv/bin/pytest" -q -p no:cacheprovider -s test_wordcheck_lsp.py
