#!/usr/bin/env bash
# Checks the HTTP service end to end through `wordcheck serve`
# (scripts/support/harnesses/check-service.py): PyPI's language-tool-python client
# against it in English, Spanish and Italian, in the regional variants en-GB and de-CH
# (Debian's dictionaries, installed here) and with `auto`, schemathesis against Server/openapi.json,
# the same answers as the command line, refused abuse, /metrics read by prometheus-client,
# the limits (timeouts, floods, deadlines, 503), and clean stops on SIGTERM (a request in
# flight, a stalled body, a large answer). Keeps the three PyPI packages in a venv of its
# own (scripts/support/shell/tool-venv.sh); when PyPI cannot be reached, says so and runs
# the rest. Run by scripts/test.sh, on the builds it made.
#
# Usage: scripts/check-service.sh [--wordcheck PATH] [--server PATH]
#   (default: builds both in release, wordcheck as scripts/wordcheck does and the service in
#   Server/; about a minute after the builds)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# The regional variants the language checks name (en-GB, de-CH) and the main region
# they are compared with (de-DE; en-US is bundled) come from the system.
WORDCHECK_BOOTSTRAP_EXTRAS="hunspell-en-gb hunspell-de-ch hunspell-de-de ${WORDCHECK_BOOTSTRAP_EXTRAS:-}" "$root/scripts/bootstrap.sh"
cd "$root"
wordcheck= server=
while [ $# -gt 0 ]; do
    case $1 in
    --wordcheck | --server)
        [ $# -ge 2 ] || { echo "check-service: $1 needs a program's path" >&2; exit 64; }
        if [ "$1" = --wordcheck ]; then wordcheck=$2; else server=$2; fi
        shift 2
        ;;
    *) echo "check-service: unknown argument '$1' (give --wordcheck PATH, --server PATH)" >&2; exit 64 ;;
    esac
done
if [ -z "$wordcheck" ]; then
    . "$root/scripts/support/shell/shared-build.sh"
    wordcheck=$(built_wordcheck)
fi
if [ -z "$server" ]; then
    swift build -c release --package-path Server --product wordcheck-server >&2
    server="$(swift build -c release --package-path Server --show-bin-path)/wordcheck-server"
fi
for program in "$wordcheck" "$server"; do
    [ -x "$program" ] || { echo "check-service: no program at $program" >&2; exit 66; }
done
. "$root/scripts/support/shell/tool-venv.sh"
# The pins: what this check was written against.
packages=(language-tool-python==3.4.0 schemathesis==4.32.5 prometheus-client==0.21.1)
pypi=() python=python3 tools=
if tool_venv service "${packages[@]}"; then
    python="$venv/bin/python" tools="$venv/bin:"  # schemathesis runs as `st`
else
    if pypi_answers; then
        echo "check-service: pip could not install ${packages[*]} although PyPI answers: $(tail -3 "$venv.log")" >&2
        exit 1
    fi
    echo "check-service: PyPI cannot be reached: skipping the language-tool-python and schemathesis checks" >&2
    pypi=(--without-pypi)
fi
# `wordcheck serve` looks beside itself, then on PATH: this puts the server given first.
PATH="$(cd "$(dirname "$server")" && pwd):$tools$PATH" \
    "$python" scripts/support/harnesses/check-service.py --wordcheck "$wordcheck" \
    --spec Server/openapi.json "${pypi[@]}"
