#!/usr/bin/env bash
# Builds wordcheck and wordcheck-server (Server/, a package of its own) and checks the
# HTTP service end to end through `wordcheck serve` (scripts/support/harnesses/check-service.py):
# PyPI's language-tool-python client against it in English, Spanish and Italian,
# schemathesis against Server/openapi.json, the same answers as the command line,
# refused abuse, and a clean stop on SIGTERM with a request in flight. Installs the
# two PyPI packages itself; when PyPI cannot be reached, says so and runs the rest.
# Run by scripts/test.sh.
#
# Usage: scripts/check-service.sh    (about a minute after the builds)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/bootstrap.sh"
cd "$root"
swift build --product wordcheck >&2
swift build --package-path Server --product wordcheck-server >&2
# The pins: what this check was written against.
packages=(language-tool-python==3.4.0 schemathesis==4.32.5)
pypi=()
if ! python3 -m pip install --quiet --disable-pip-version-check "${packages[@]}" >/dev/null 2>&1; then
    if python3 -c 'import urllib.request; urllib.request.urlopen("https://pypi.org/simple/pip/", timeout=15)' 2>/dev/null; then
        echo "check-service: pip could not install ${packages[*]} although PyPI answers" >&2
        exit 1
    fi
    echo "check-service: PyPI cannot be reached: skipping the language-tool-python and schemathesis checks" >&2
    pypi=(--without-pypi)
fi
# `wordcheck serve` looks on PATH before the checkout's builds: this puts the server just
# built first, whatever release build Server/.build may hold.
PATH="$(swift build --package-path Server --show-bin-path):$PATH" \
    python3 scripts/support/harnesses/check-service.py --wordcheck "$(swift build --show-bin-path)/wordcheck" \
    --spec Server/openapi.json "${pypi[@]}"
